// The code graph: the community map (level 1, drill into level 0), the boundaries between
// communities, and a symbol's neighbourhood (callers, callees, imports, tests) with edge kind
// and confidence.  Every drawing is capped (a person reads a few dozen nodes), with counts.

import { fill, batch, call, counts, go, h, s, short, statusNote, usable, withRev } from "./app.js";

const MAP_W = 560, MAP_H = 480, COMMUNITIES = 30, BOUNDARIES = 80;
const NB_W = 660, NB_H = 440, PER_SIDE = 10, PER_ROW = 6, LISTED = 20;

/** A deterministic force layout (no randomness: the same answer draws the same picture). */
export function layout(nodes, edges, width, height) {
  const n = nodes.length, cx = width / 2, cy = height / 2;
  nodes.forEach((node, i) => {
    const angle = (2 * Math.PI * i) / Math.max(n, 1), ring = (Math.min(width, height) / 2.6) * (0.4 + 0.6 * ((i % 3) / 2));
    node.x = cx + ring * Math.cos(angle);
    node.y = cy + ring * Math.sin(angle);
  });
  const index = new Map(nodes.map((node, i) => [node.id, i]));
  for (let step = 0; step < 300; step++) {
    const heat = 1 - step / 300;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
      const a = nodes[i], b = nodes[j];
      let dx = b.x - a.x, dy = b.y - a.y;
      const d = Math.max(Math.hypot(dx, dy), 1), want = a.r + b.r + 14;
      const push = d < want ? (want - d) * 0.5 : (900 * heat) / (d * d);
      dx /= d; dy /= d;
      a.x -= dx * push; a.y -= dy * push; b.x += dx * push; b.y += dy * push;
    }
    for (const edge of edges) {
      const a = nodes[index.get(edge.a)], b = nodes[index.get(edge.b)];
      if (!a || !b) continue;
      const dx = b.x - a.x, dy = b.y - a.y, pull = 0.002 * edge.strength * heat;
      a.x += dx * pull; a.y += dy * pull; b.x -= dx * pull; b.y -= dy * pull;
    }
    for (const node of nodes) {
      node.x += (cx - node.x) * 0.01;
      node.y += (cy - node.y) * 0.01;
      node.x = Math.max(node.r + 2, Math.min(width - node.r - 2, node.x));
      node.y = Math.max(node.r + 14, Math.min(height - node.r - 2, node.y));
    }
  }
  return nodes;
}

function communityMap(list, bounds, params) {
  const biggest = Math.max(1, ...list.communities.map((c) => c.size));
  const nodes = list.communities.map((c) => ({ ...c, r: 10 + 34 * Math.sqrt(c.size / biggest) }));
  const shown = new Set(nodes.map((c) => c.id));
  const edges = (bounds && !(bounds instanceof Error) ? bounds.boundaries : [])
    .filter((b) => shown.has(b.a) && shown.has(b.b)).map((b) => ({ ...b, strength: Math.log1p(b.edges) }));
  layout(nodes, edges, MAP_W, MAP_H);
  const at = new Map(nodes.map((c) => [c.id, c]));
  const most = Math.max(1, ...edges.map((e) => e.edges));
  const pick = (c) => (params.community ? showCommunity(c, params) : go("graph", { community: c.id }));
  return s("svg", { width: MAP_W, height: MAP_H, class: "map", id: "community-map" },
    edges.map((e) => s("line", { x1: at.get(e.a).x, y1: at.get(e.a).y, x2: at.get(e.b).x, y2: at.get(e.b).y,
      class: "boundary", "stroke-width": 1 + 5 * (Math.log1p(e.edges) / Math.log1p(most)) },
    s("title", {}, `${e.edges} edges between ${e.a} and ${e.b}; bridges: ${e.bridges.slice(0, 3).join(", ")}`))),
    nodes.map((c) => s("g", { class: "community", "data-id": c.id, onclick: () => pick(c) },
      s("circle", { cx: c.x, cy: c.y, r: c.r }),
      s("text", { x: c.x, y: c.y + 4, "text-anchor": "middle", class: "community-size" }, c.size),
      c.r > 20 || nodes.length <= 12 ? s("text", { x: c.x, y: c.y - c.r - 3, "text-anchor": "middle", class: "community-label" }, short(c.label, 36)) : null,
      s("title", {}, `${c.id}: ${c.label}, ${c.size} symbols in ${c.files} files; central: ${c.top.join(", ")}`))));
}

function showCommunity(c, params) {
  const box = document.getElementById("community-members");
  fill(box, h("h3", {}, `${c.id}: ${c.label}`), h("p", { class: "muted" }, `${c.size} symbols in ${c.files} files under ${c.prefix || "the top folder"}; the most connected:`),
    h("ul", {}, c.top.map((id) => h("li", {}, h("a", { href: "#", onclick: (ev) => { ev.preventDefault(); go("graph", { ...params, symbol: id }); } }, id)))));
}

async function mapPanel(params) {
  let list, bounds = null;
  if (params.community) {
    list = await call("smp/communities", withRev({ parent: params.community, limit: COMMUNITIES }));
  } else {
    [list, bounds] = await batch([["smp/communities", withRev({ level: 1, limit: COMMUNITIES })],
      ["smp/boundaries", withRev({ limit: BOUNDARIES })]]);
    if (list instanceof Error) throw list;
  }
  const title = params.community
    ? h("h3", {}, h("a", { href: "#/graph" }, "all communities"), ` › ${params.community} (level 0: ${counts(list.counts, "subdivisions")})`)
    : h("h3", {}, `Communities, level 1: ${counts(list.counts, "communities")}`,
      bounds && !(bounds instanceof Error) ? `; ${counts(bounds.counts, "boundaries")}` : "");
  return h("div", { class: "panel" }, title, h("p", { class: "muted" }, params.community
    ? "Click a subdivision to list its most connected symbols." : "Circle area: symbols; line width: edges across the boundary. Click to drill in."),
  communityMap(list, bounds, params), h("div", { id: "community-members" }));
}

function node(ref, id, x, y, relation, extra) {
  const full = ref ? ref.qualname || ref.name : id.split("::").pop();
  const name = short(full, relation === "imports" || relation === "tests" ? 14 : 30);
  const width = Math.min(200, 16 + 6.4 * name.length);
  return s("g", { class: `node ${relation} ${ref && ref.is_test ? "test" : ""}`, "data-relation": relation, "data-id": id,
    onclick: () => relation !== "centre" && go("graph", { symbol: id }) },
  s("rect", { x: x - width / 2, y: y - 11, width, height: 22, rx: 5 }),
  s("text", { x, y: y + 4, "text-anchor": "middle" }, name),
  s("title", {}, `${id}${extra ? " — " + extra : ""}`));
}

function edge(x1, y1, x2, y2, n, towardCentre) {
  const mid = [(x1 + x2) / 2, (y1 + y2) / 2];
  // Stop short of the node the arrow points at, so that the head shows.
  const d = Math.max(Math.hypot(x2 - x1, y2 - y1), 1), stop = towardCentre ? 34 : 16;
  const end = { x: x2 - ((x2 - x1) / d) * Math.min(stop, d / 2), y: y2 - ((y2 - y1) / d) * Math.min(stop, d / 2) };
  return [s("line", { x1, y1, x2: end.x, y2: end.y, class: `edge ${n.resolved ? "" : "candidate"}`, "stroke-opacity": 0.3 + 0.7 * n.confidence,
    "marker-end": "url(#head)" }),
  s("text", { x: mid[0], y: mid[1] - 3, class: "edge-label", "text-anchor": "middle" }, `${n.kind.toLowerCase()} ${n.confidence.toFixed(2)}`)];
}

function side(answer, relation, place, most) {
  if (!answer || answer instanceof Error || !answer.neighbors) return [];
  return answer.neighbors.slice(0, most).map((n, i, all) => ({ n, ...place(i, all.length), relation }));
}

function neighbourhood(centre, answers) {
  const cx = NB_W / 2, cy = NB_H / 2;
  const column = (x) => (i, k) => ({ x, y: 40 + ((NB_H - 80) * (i + 0.5)) / k });
  const row = (y) => (i, k) => ({ x: 90 + ((NB_W - 180) * (i + 0.5)) / k, y });
  const placed = [...side(answers.callers, "callers", column(110), PER_SIDE),
    ...side(answers.callees, "callees", column(NB_W - 110), PER_SIDE),
    ...side(answers.imports, "imports", row(26), PER_ROW), ...side(answers.tests, "tests", row(NB_H - 20), PER_ROW)];
  const lines = placed.map((p) => (p.relation === "callees" || p.relation === "imports"
    ? edge(cx, cy, p.x, p.y, p.n, false) : edge(p.x, p.y, cx, cy, p.n, true)));
  return s("svg", { width: NB_W, height: NB_H, class: "neighbourhood", id: "neighbourhood" },
    s("defs", {}, s("marker", { id: "head", viewBox: "0 0 8 8", refX: 8, refY: 4, markerWidth: 7, markerHeight: 7, orient: "auto" },
      s("path", { d: "M0,0 L8,4 L0,8 z", class: "arrow-head" }))),
    lines, placed.map((p) => node(p.n.symbol, p.n.id, p.x, p.y, p.relation, `${p.n.kind} ${p.n.confidence}`)),
    node(centre, centre.id, cx, cy, "centre", centre.signature));
}

function groupCounts(answers) {
  return h("ul", { class: "relations" }, Object.entries(answers).map(([relation, a]) => h("li", { "data-relation": relation },
    h("b", {}, relation), ": ", a instanceof Error ? a.message : usable(a) ? counts(a.counts, "") : a.message || a.status,
    relation === "imports" ? h("span", { class: "muted" }, " (of its file)") : null,
    a.neighbors && a.neighbors.length > PER_ROW ? h("span", { class: "muted" }, ` (${relation === "imports" || relation === "tests" ? PER_ROW : PER_SIDE} drawn, ${LISTED} listed)`) : null,
    h("ul", {}, (a.neighbors || []).slice(0, LISTED).map((n) => h("li", { class: "neighbor" }, h("code", {}, n.id), ` ${n.kind.toLowerCase()} ${n.confidence.toFixed(2)}${n.resolved ? "" : " (candidate)"}`))))));
}

async function symbolPanel(params) {
  const ask = (relation, symbol, limit) => ["smp/neighbors", withRev({ symbol, relation, limit })];
  const [callers, callees, tests] = await batch([ask("callers", params.symbol, 50), ask("callees", params.symbol, 50),
    ask("tests", params.symbol, 50)]);
  if (callers instanceof Error) throw callers;
  if (!usable(callers)) {
    return h("div", { class: "panel" }, statusNote(callers), h("ul", {}, (callers.candidates || []).map((c) =>
      h("li", {}, h("a", { href: "#", onclick: (ev) => { ev.preventDefault(); go("graph", { symbol: c.id }); } }, c.id)))));
  }
  const centre = callers.symbol;
  const imports = centre.kind === "package" ? null : await call("smp/neighbors", withRev({ symbol: centre.path, relation: "imports", limit: 50 }))
    .catch((error) => error);
  const answers = { callers, callees, imports: imports || { status: "ok", neighbors: [], counts: null }, tests };
  return h("div", { class: "panel" }, h("h3", {}, "Neighbourhood of ", h("code", { id: "centre" }, centre.id)),
    h("p", { class: "muted" }, `${centre.signature || centre.kind} — ${centre.path}:${centre.lines[0]}-${centre.lines[1]}. `,
      h("a", { href: `#/impact?symbol=${encodeURIComponent(centre.id)}` }, "impact of a change →")),
    neighbourhood(centre, answers), groupCounts(answers));
}

function searchBox(params) {
  const input = h("input", { type: "search", id: "symbol-search", placeholder: "find a symbol (name, any case style)", value: params.q || "" });
  const results = h("ul", { class: "matches" });
  const find = async () => {
    const found = await call("smp/find", withRev({ name: input.value, limit: 12 }));
    fill(results, ...found.matches.map((m) => h("li", {}, h("a", { href: "#", onclick: (ev) => {
      ev.preventDefault(); go("graph", { ...params, symbol: m.symbol.id });
    } }, m.symbol.id), h("span", { class: "muted" }, ` ${m.symbol.kind}`))), found.matches.length ? "" : h("li", {}, "no match"));
  };
  input.addEventListener("keydown", (ev) => { if (ev.key === "Enter") find(); });
  return h("div", { class: "search" }, input, h("button", { onclick: find }, "Find"), results);
}

export async function render(root, params) {
  const [map, symbol] = await Promise.all([mapPanel(params), params.symbol ? symbolPanel(params) : null]);
  fill(root, searchBox(params), h("div", { class: "split" }, map,
    symbol || h("div", { class: "panel muted" }, "Find a symbol, or pick one in a community, to see its callers, callees, imports and tests.")));
}
