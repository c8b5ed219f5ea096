// The impact view: the blast radius of a change to a symbol, by depth, with the tests that
// cover it and the untested code on the way (smp/impact; edges drawn from smp/neighbors).

import { fill, batch, call, counts, go, h, s, short, statusNote, usable, withRev } from "./app.js";

const PER_COLUMN = 14, COL = 250, ROW = 34;

// The depth is the operation's own default unless the reader picks one, so the page shows the
// same blast radius and risk as `git smp impact` and the MCP tool for the same symbol.
function form(params, shown) {
  const input = h("input", { type: "search", id: "impact-symbol", placeholder: "symbol id or name", value: params.symbol || "" });
  const change = h("select", { id: "impact-change" }, ["body", "signature", "delete", "move"].map((c) =>
    h("option", { value: c, selected: c === (params.change || "body") }, c)));
  const depth = h("input", { type: "number", id: "impact-depth", min: 1, max: 20, value: params.depth || shown || "",
    placeholder: "default" });
  const run = () => go("impact", { symbol: input.value, change: change.value, ...(depth.value ? { depth: depth.value } : {}) });
  input.addEventListener("keydown", (ev) => { if (ev.key === "Enter") run(); });
  return h("div", { class: "toolbar" }, h("label", {}, "symbol ", input), h("label", {}, " change ", change),
    h("label", {}, " depth ", depth), h("button", { onclick: run }, "Show the blast radius"));
}

async function edgesAmong(columns) {
  // Callees of the deeper nodes that are drawn one column to the left: callee lists are short.
  const drawn = new Set(columns.flat().map((a) => a.symbol.id));
  const sources = columns.slice(1).flat();
  if (!sources.length) return [];
  const answers = await batch(sources.map((a) => ["smp/neighbors", withRev({ symbol: a.symbol.id, relation: "callees", limit: 100 })]));
  const out = [];
  answers.forEach((answer, i) => {
    if (!usable(answer)) return;
    for (const n of answer.neighbors) if (drawn.has(n.id) && n.id !== sources[i].symbol.id) out.push({ src: sources[i].symbol.id, dst: n.id, confidence: n.confidence });
  });
  return out;
}

function picture(result, columns, edges) {
  const tests = new Set(result.tests.map((t) => t.id));
  const uncovered = new Set(result.uncovered.map((u) => u.id));
  const where = new Map();
  columns.forEach((items, d) => items.forEach((a, i) => where.set(a.symbol.id, { x: 20 + d * COL, y: 40 + i * ROW })));
  const height = 60 + Math.max(...columns.map((c) => c.length)) * ROW;
  return s("svg", { width: 40 + columns.length * COL, height, class: "impact", id: "impact-graph" },
    s("defs", {}, s("marker", { id: "ihead", viewBox: "0 0 8 8", refX: 8, refY: 4, markerWidth: 7, markerHeight: 7, orient: "auto" },
      s("path", { d: "M0,0 L8,4 L0,8 z", class: "arrow-head" }))),
    columns.map((_, d) => s("text", { x: 20 + d * COL, y: 18, class: "pane-title" }, d === 0 ? "changed" : `depth ${d}`)),
    edges.filter((e) => where.get(e.dst).x < where.get(e.src).x).map((e) => {
      const a = where.get(e.dst), b = where.get(e.src);
      return s("line", { x1: a.x + 200, y1: a.y, x2: b.x, y2: b.y, class: "edge", "stroke-opacity": 0.3 + 0.7 * e.confidence, "marker-end": "url(#ihead)" });
    }),
    columns.flat().map((a) => {
      const p = where.get(a.symbol.id);
      const kind = a.depth === 0 ? "centre" : tests.has(a.symbol.id) || a.symbol.is_test ? "test" : uncovered.has(a.symbol.id) ? "uncovered" : "affected";
      return s("g", { class: `node ${kind} ${a.must_change ? "must-change" : ""}`, "data-id": a.symbol.id,
        onclick: () => go("impact", { symbol: a.symbol.id }) },
      s("rect", { x: p.x, y: p.y - 12, width: 200, height: 24, rx: 5 }),
      s("text", { x: p.x + 8, y: p.y + 4 }, short(a.symbol.qualname || a.symbol.name, 28)),
      s("title", {}, `${a.symbol.id} (${a.via}${a.must_change ? ", must change" : ""}${uncovered.has(a.symbol.id) ? ", no test reaches it" : ""})`));
    }));
}

function lists(result) {
  return h("div", { class: "side" },
    h("p", { class: `risk risk-${result.risk}` }, `risk ${result.risk.toUpperCase()} (${result.risk_points} points)`),
    h("p", {}, `${counts(result.affected_counts, "affected symbols")} in ${result.files.length} other files`),
    h("h3", {}, `Tests to run (${result.tests.length})`), h("ul", { id: "impact-tests" }, result.tests.slice(0, 30).map((t) => h("li", { class: "test" }, h("code", {}, t.id)))),
    h("h3", {}, `Untested on the way (${result.uncovered.length})`),
    h("ul", { id: "impact-uncovered" }, result.uncovered.slice(0, 30).map((u) => h("li", { class: "uncovered" }, h("code", {}, u.id)))),
    h("div", { class: "legend" }, ["centre", "affected", "test", "uncovered"].map((k) => h("span", { class: `chip node-${k}` }, k))));
}

export async function render(root, params) {
  if (!params.symbol) {
    fill(root, form(params), h("p", { class: "muted" }, "Name a symbol to see what a change to it could break."));
    return;
  }
  const result = await call("smp/impact", withRev({ symbol: params.symbol, change: params.change || "body",
    ...(params.depth ? { depth: Number(params.depth) } : {}), limit: 300, response_bytes: 400000 }));
  if (!usable(result)) {
    fill(root, form(params), statusNote(result));
    return;
  }
  const byDepth = [[{ symbol: result.symbol, depth: 0, via: "", must_change: true }]];
  for (const a of result.affected) (byDepth[a.depth] ||= []).push(a);
  const columns = byDepth.map((c) => (c || []).slice(0, PER_COLUMN));
  const hidden = byDepth.map((c, d) => ((c || []).length > PER_COLUMN ? `depth ${d}: ${PER_COLUMN} of ${c.length} drawn` : null)).filter(Boolean);
  const edges = await edgesAmong(columns);
  fill(root, form(params, result.depth), statusNote(result), h("h3", {}, "Blast radius of a ", result.change, " change to ", h("code", {}, result.symbol.id), ` (depth ${result.depth})`),
    hidden.length ? h("p", { class: "muted" }, hidden.join("; ")) : null,
    h("div", { class: "split" }, h("div", { class: "scroll" }, picture(result, columns, edges)), lists(result)));
}
