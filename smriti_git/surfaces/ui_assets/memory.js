// The memory timeline: every engram with all its versions, on two time axes.
// Left pane: transaction time (when each version was believed: [recorded, superseded)).
// Right pane: valid time (the period each version says the fact holds: [valid_from, valid_to)).
// Sliders set as_of and valid_at; the server marks what was believed then (smp/memory/timeline).

import { fill, batch, counts, detail, go, h, s, short, statusNote, usable, withRev } from "./app.js";

const PAGE = 60;
const LABEL = 290, TX = 390, GAP = 24, VT = 230, LANE = 16, PAD = 8, HEAD = 22;
const STATES = ["fresh", "moved", "stale", "orphaned", "unanchored", "unknown"];

const ms = (t) => Date.parse(t);

function fmt(time, span) {
  if (!time) return "now";
  const iso = new Date(ms(time)).toISOString();
  if (span < 120e3) return iso.slice(11, 23);
  if (span < 3 * 86400e3) return iso.slice(5, 19).replace("T", " ");
  return iso.slice(0, 10);
}

function scale(lo, hi, x0, width) {
  const span = Math.max(hi - lo, 1);
  return (t) => x0 + Math.max(0, Math.min(1, (t - lo) / span)) * width;
}

function txDomain(data) {
  const times = data.events.map(ms);
  let lo = Math.min(...times), hi = Math.max(...times);
  if (!isFinite(lo)) { lo = Date.now() - 3600e3; hi = Date.now(); }
  const pad = Math.max((hi - lo) * 0.08, 1);
  return [lo - pad, hi + pad];
}

function validDomain(data, tx) {
  const times = [];
  for (const e of data.engrams) for (const v of e.versions) {
    if (v.valid_from) times.push(ms(v.valid_from));
    if (v.valid_to) times.push(ms(v.valid_to));
  }
  if (!times.length) return tx;
  const lo = Math.min(...times), hi = Math.max(...times);
  const pad = Math.max((hi - lo) * 0.25, 86400e3);
  return [lo - pad, hi + pad];
}

function groups(engrams) {
  const out = [];
  for (const e of engrams) {
    const key = e.cluster || "";
    if (!out.length || out[out.length - 1].key !== key) out.push({ key, rows: [] });
    out[out.length - 1].rows.push(e);
  }
  return out;
}

let measure = null;

function textWidth(text) {
  // The tick labels' width in their own font (10px, the page's family), measured on a canvas.
  if (!measure) {
    measure = document.createElement("canvas").getContext("2d");
    if (measure) measure.font = `10px ${getComputedStyle(document.body).fontFamily}`;
  }
  return measure ? measure.measureText(text).width : text.length * 6.5;
}

function tickCount(lo, hi, width, span, most) {
  // As many intervals as fit: the first label starts at the axis start, the last ends at its
  // end, the others are centred, so neighbours need 1.5 label widths and a gap between ticks.
  const widest = Math.max(...[lo, (lo + hi) / 2, hi].map((t) => textWidth(fmt(new Date(t).toISOString(), span))));
  return Math.max(1, Math.min(most, Math.floor(width / (1.5 * widest + 12))));
}

function axis(x, lo, hi, x0, width, y, span, most) {
  const ticks = [];
  const n = tickCount(lo, hi, width, span, most);
  for (let i = 0; i <= n; i++) {
    const t = lo + ((hi - lo) * i) / n;
    ticks.push(s("line", { x1: x(t), x2: x(t), y1: y, y2: y + 4, class: "tick" }),
      s("text", { x: x(t), y: y + 15, class: "tick-label", "text-anchor": i === 0 ? "start" : i === n ? "end" : "middle" },
        fmt(new Date(t).toISOString(), span)));
  }
  return [s("line", { x1: x0, x2: x0 + width, y1: y, y2: y, class: "axis" }), ...ticks];
}

function versionBars(e, v, i, y, xt, xv, tx, vd, data) {
  const cls = ["bar", `op-${v.op}`, v.retracted ? "retracted" : "", v.believed ? "believed" : "",
    data.as_of || data.valid_at ? (v.believed ? "" : "faded") : ""].join(" ");
  const x1 = xt(ms(v.recorded_at)), x2 = v.superseded_at ? xt(ms(v.superseded_at)) : xt(tx[1]);
  const yy = y + i * LANE;
  const parts = [s("rect", { x: x1, y: yy + 3, width: Math.max(x2 - x1, 3), height: LANE - 6, rx: 2, class: cls },
    s("title", {}, `${v.op} ${v.recorded_at} → ${v.superseded_at || "now"}: ${v.content}`))];
  if (!v.superseded_at) parts.push(s("path", { d: `M${x2 - 1},${yy + 2} l5,${LANE / 2 - 2} l-5,${LANE / 2 - 2}`, class: "open-end" }));
  const vf = v.valid_from ? xv(ms(v.valid_from)) : xv(vd[0]), vt = v.valid_to ? xv(ms(v.valid_to)) : xv(vd[1]);
  const always = !v.valid_from && !v.valid_to;
  parts.push(s("rect", { x: vf, y: yy + 5, width: Math.max(vt - vf, 3), height: LANE - 10, rx: 2,
    class: `valid ${always ? "always" : ""} ${cls}` },
    s("title", {}, always ? "valid at every time (no valid interval given)"
      : `valid [${v.valid_from || "…"}, ${v.valid_to || "…"})`)));
  for (const old of v.supersedes) {
    const j = e.versions.findIndex((w) => w.version === old);
    if (j < 0) continue;
    const from = e.versions[j];
    const fx = from.superseded_at ? xt(ms(from.superseded_at)) : x1;
    const fy = y + j * LANE + LANE / 2;
    parts.push(s("path", { d: `M${fx},${fy} C${fx + 8},${fy} ${x1 - 8},${yy + LANE / 2} ${x1},${yy + LANE / 2}`,
      class: `supersedes ${v.op}`, "marker-end": "url(#arrow)" }, s("title", {}, `${v.op} supersedes ${old.slice(0, 10)}`)));
  }
  return parts;
}

function draw(data, onPick) {
  const tx = txDomain(data), vd = validDomain(data, tx);
  const x0t = LABEL, x0v = LABEL + TX + GAP;
  const xt = scale(tx[0], tx[1], x0t, TX), xv = scale(vd[0], vd[1], x0v, VT);
  const nodes = [];
  let y = HEAD + 24;
  for (const group of groups(data.engrams)) {
    const rows = group.rows.reduce((n, e) => n + e.versions.length, 0);
    const height = rows * LANE + group.rows.length * PAD + 20;
    nodes.push(s("rect", { x: 0, y, width: LABEL + TX + GAP + VT, height, class: "cluster-band" }),
      s("text", { x: 6, y: y + 14, class: "cluster-label" },
        group.key ? `cluster ${group.key} · ${data.clusters[group.key] || group.rows.length} engrams` : "not clustered (not believed now)"));
    y += 20;
    for (const e of group.rows) {
      const head = e.versions[e.versions.length - 1];
      const text = (e.versions.find((v) => v.believed) || head).content;
      const row = s("g", { class: `row state-${e.anchor_state}`, "data-engram": e.id, onclick: () => onPick(e) },
        s("rect", { x: 0, y, width: LABEL + TX + GAP + VT, height: e.versions.length * LANE + PAD, class: "row-hit" }),
        s("circle", { cx: 10, cy: y + LANE / 2, r: 5, class: `dot state-${e.anchor_state}` }, s("title", {}, e.anchor_state)),
        s("text", { x: 20, y: y + LANE / 2 + 4, class: "row-label" }, short(text, 42),
          s("title", {}, `${e.id} (${e.kind}, ${e.anchor_state}): ${text}`)),
        e.conflict ? s("text", { x: LABEL - 8, y: y + LANE / 2 + 4, class: "conflict", "text-anchor": "end" }, "conflict") : null,
        e.versions.map((v, i) => versionBars(e, v, i, y, xt, xv, tx, vd, data)));
      nodes.push(row);
      y += e.versions.length * LANE + PAD;
    }
  }
  const spanT = tx[1] - tx[0], spanV = vd[1] - vd[0];
  const marks = [];
  if (data.as_of) marks.push(s("line", { x1: xt(ms(data.as_of)), x2: xt(ms(data.as_of)), y1: HEAD, y2: y, class: "as-of" }));
  if (data.valid_at) marks.push(s("line", { x1: xv(ms(data.valid_at)), x2: xv(ms(data.valid_at)), y1: HEAD, y2: y, class: "valid-at" }));
  return s("svg", { width: LABEL + TX + GAP + VT + 10, height: y + 10, class: "timeline", id: "timeline" },
    s("defs", {}, s("marker", { id: "arrow", viewBox: "0 0 8 8", refX: 7, refY: 4, markerWidth: 6, markerHeight: 6, orient: "auto" },
      s("path", { d: "M0,0 L8,4 L0,8 z", class: "arrow-head" }))),
    s("text", { x: x0t, y: 12, class: "pane-title" }, "believed (transaction time) →"),
    s("text", { x: x0v, y: 12, class: "pane-title" }, "holds (valid time) →"),
    axis(xt, tx[0], tx[1], x0t, TX, HEAD, spanT, 4), axis(xv, vd[0], vd[1], x0v, VT, HEAD, spanV, 2),
    nodes, marks);
}

function legend() {
  return h("div", { class: "legend" }, STATES.map((st) => h("span", { class: `chip state-${st}` }, st)),
    h("span", { class: "chip op-correct" }, "correction"), h("span", { class: "chip retracted" }, "retracted"),
    h("span", { class: "chip believed" }, "believed at the sliders"));
}

function sliders(data, params) {
  const stops = [...data.events, ""];
  const at = params.as_of ? Math.max(0, stops.findIndex((t) => t >= params.as_of)) : stops.length - 1;
  const asOf = h("input", { type: "range", id: "as-of", min: 0, max: stops.length - 1, step: 1, value: at });
  const asOfLabel = h("output", { id: "as-of-label" }, params.as_of || "now");
  const tx = txDomain(data), vd = validDomain(data, tx);
  const frac = params.valid_at ? Math.round(((ms(params.valid_at) - vd[0]) / (vd[1] - vd[0])) * 200) : 100;
  const valid = h("input", { type: "range", id: "valid-at", min: 0, max: 200, step: 1, value: frac, disabled: !params.valid_at });
  const any = h("input", { type: "checkbox", id: "valid-any", checked: !params.valid_at });
  const validLabel = h("output", { id: "valid-at-label" }, params.valid_at || "any time");
  let timer = null;
  const apply = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const asOfValue = stops[Number(asOf.value)];
      const validValue = any.checked ? "" : new Date(vd[0] + (Number(valid.value) / 200) * (vd[1] - vd[0])).toISOString();
      go("memory", { ...params, as_of: asOfValue, valid_at: validValue });
    }, 120);
  };
  asOf.addEventListener("input", () => { asOfLabel.textContent = stops[Number(asOf.value)] || "now"; apply(); });
  valid.addEventListener("input", apply);
  any.addEventListener("change", () => { valid.disabled = any.checked; apply(); });
  return h("div", { class: "sliders" },
    h("label", {}, "as of ", asOf, " ", asOfLabel, h("span", { class: "muted" }, ` (${counts(data.event_counts, "transactions")})`)),
    h("label", {}, "valid at ", valid, " ", validLabel, " ", any, " ignore valid time"));
}

function believedList(data) {
  const items = data.engrams.filter((e) => e.believed).map((e) => {
    const v = e.versions.find((w) => w.version === e.believed);
    return h("li", { class: `believed-item state-${e.anchor_state}`, "data-engram": e.id },
      h("span", { class: `chip state-${e.anchor_state}` }, e.anchor_state), " ", v.content);
  });
  const when = `${data.as_of ? "as of " + data.as_of : "now"}${data.valid_at ? ", valid at " + data.valid_at : ""}`;
  return h("div", { class: "believed-list", id: "believed" },
    h("h3", {}, `Believed ${when}: ${data.believed} of ${data.counts.total} engrams`), h("ul", {}, items));
}

function logPanel(log) {
  if (log instanceof Error) return h("p", { class: "error", text: log.message });
  return h("div", { class: "log" }, h("h3", {}, `Transactions on ${log.branch} (${counts(log.counts, "commits")})`),
    h("ol", {}, log.entries.map((e) => h("li", { class: e.parents > 1 ? "merge" : "" },
      h("code", {}, e.commit.slice(0, 8)), " ", e.parents > 1 ? h("span", { class: "chip merge" }, "merge") : null, " ", e.subject,
      e.conflicts.length ? h("span", { class: "conflict" }, ` conflicts: ${e.conflicts.join(", ")}`) : null))));
}

async function showEngram(e) {
  const [hist, shown] = await batch([["smp/memory/history", { engram: e.id }], ["smp/memory/show", { engram: e.id }]]);
  const versions = hist instanceof Error ? [] : hist.versions;
  const anchors = shown instanceof Error ? [] : shown.engram.anchors;
  const sources = anchors.length
    ? await batch(anchors.map((a) => ["smp/show", withRev({ symbol: a.current || a.symbol, max_bytes: 4000 })])) : [];
  detail(`Engram ${e.id}`,
    h("p", {}, h("span", { class: `chip state-${e.anchor_state}` }, e.anchor_state), ` ${e.kind}, importance ${e.importance}`,
      e.tags.length ? `, tags: ${e.tags.join(", ")}` : ""),
    h("h3", {}, "History"),
    h("table", { class: "history" }, h("tr", {}, ["op", "believed", "valid", "content"].map((c) => h("th", {}, c))),
      versions.map((v) => h("tr", { class: v.retracted ? "retracted" : "" }, h("td", {}, v.op),
        h("td", {}, `${v.recorded_at.slice(0, 19)} → ${(v.superseded_at || "now").slice(0, 19)}`),
        h("td", {}, `[${(v.valid_from || "…").slice(0, 10)}, ${(v.valid_to || "…").slice(0, 10)})`),
        h("td", {}, v.content, v.note ? h("div", { class: "muted" }, `note: ${v.note}`) : null)))),
    h("h3", {}, anchors.length ? "Anchored code at the indexed commit" : "No anchor"),
    anchors.map((a, i) => {
      const src = sources[i];
      return h("div", { class: "anchor" },
        h("p", {}, h("span", { class: `chip state-${a.state}` }, a.state), " ", h("code", {}, a.symbol),
          a.current && a.current !== a.symbol ? ` → now ${a.current}` : "",
          a.rename_candidates.length ? ` (candidates: ${a.rename_candidates.join(", ")})` : ""),
        !usable(src)
          ? h("p", { class: "muted" }, src instanceof Error ? src.message : (src && src.message) || "not in this snapshot")
          : h("pre", { class: "code" }, src.source));
    }));
}

export async function render(root, params) {
  const offset = Number(params.offset || 0);
  const query = { limit: PAGE, offset };
  for (const key of ["as_of", "valid_at", "branch"]) if (params[key]) query[key] = params[key];
  const [data, log] = await batch([["smp/memory/timeline", query],
    ["smp/memory/log", { limit: 30, ...(params.branch ? { branch: params.branch } : {}) }]]);
  if (data instanceof Error) throw data;
  const branch = h("select", { id: "branch", onchange: (ev) => go("memory", { branch: ev.target.value }) },
    data.branches.map((b) => h("option", { value: b, selected: b === data.branch }, b)));
  const pager = h("span", { class: "pager" },
    offset > 0 ? h("button", { onclick: () => go("memory", { ...params, offset: Math.max(0, offset - PAGE) }) }, "← newer page") : null,
    ` engrams ${data.counts.total ? offset + 1 : 0}–${offset + data.engrams.length} of ${data.counts.total} `,
    offset + data.engrams.length < data.counts.total
      ? h("button", { onclick: () => go("memory", { ...params, offset: offset + PAGE }) }, "next page →") : null);
  const body = data.engrams.length ? draw(data, (e) => showEngram(e))
    : h("p", { class: "empty" }, "No engrams on this branch yet: agents store facts with `git smp remember` or the smriti_store tool.");
  fill(root,
    h("div", { class: "toolbar" }, h("label", {}, "memory branch ", branch), pager, legend()),
    sliders(data, params), statusNote(data),
    h("div", { class: "split" }, h("div", { class: "scroll" }, body), h("div", { class: "side" }, believedList(data), logPanel(log))));
  if (params.engram) {
    const picked = data.engrams.find((e) => e.id === params.engram);
    if (picked) await showEngram(picked);
  }
}
