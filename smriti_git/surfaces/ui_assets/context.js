// Context packs: type a task, see the ranked candidates with their signals and scores, how
// each chosen symbol was packed (body, signature + doc, signature only) and the budget used.

import { fill, call, go, h, statusNote, withRev } from "./app.js";

const CANDIDATES = 40;
const PACKED = { body: "body", signature_doc: "signature + doc", signature: "signature only" };

function form(params) {
  const text = h("textarea", { id: "context-query", rows: 3, placeholder: "the task: an issue, a question, a stack trace" });
  text.value = params.q || "";
  const budget = h("input", { type: "number", id: "context-budget", min: 100, max: 200000, step: 100, value: params.budget || 2000 });
  const run = () => go("context", { q: text.value, budget: budget.value });
  text.addEventListener("keydown", (ev) => { if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) run(); });
  return h("div", { class: "toolbar column" }, text,
    h("div", {}, h("label", {}, "token budget ", budget), " ", h("button", { id: "context-run", onclick: run }, "Pack the context")));
}

function budgetBar(pack) {
  const used = Math.min(1, pack.tokens / pack.budget);
  return h("div", { class: "budget" }, h("div", { class: "budget-used", style: undefined, "data-used": used.toFixed(3) }),
    h("span", { id: "budget-text" }, `${pack.tokens} of ${pack.budget} tokens used; ${pack.symbols.length} symbols packed from ${pack.considered} candidates ranked`));
}

function signals(candidate) {
  return h("span", { class: "signals" }, Object.entries(candidate.signals).map(([name, value]) =>
    h("span", { class: "chip signal", title: `${name}: ${value}` }, `${name} ${value.toFixed(2)}`)));
}

function table(pack) {
  const best = Math.max(1e-9, ...pack.candidates.map((c) => c.score));
  return h("table", { class: "candidates", id: "candidates" },
    h("tr", {}, ["#", "symbol", "kind", "score", "signals", "packed as"].map((c) => h("th", {}, c))),
    pack.candidates.map((c) => h("tr", { class: c.packed ? `packed packed-${c.packed}` : "omitted", "data-id": c.id },
      h("td", {}, c.rank), h("td", {}, h("code", {}, c.id)), h("td", {}, c.kind),
      h("td", {}, h("span", { class: "score" }, h("span", { class: "score-bar", "data-width": (c.score / best).toFixed(3) }), c.score.toFixed(3))),
      h("td", {}, signals(c)), h("td", { class: "packed-as" }, c.packed ? PACKED[c.packed] || c.packed : "—"))));
}

export async function render(root, params) {
  if (!params.q) {
    fill(root, form(params), h("p", { class: "muted" }, "Type a task to see what `context` would give an agent, and why."));
    return;
  }
  const pack = await call("smp/context", withRev({ query: params.q, budget: Number(params.budget || 2000), candidates: CANDIDATES }));
  fill(root, form(params), statusNote(pack), budgetBar(pack),
    h("p", { class: "muted" }, `snapshot of ${(pack.source_commit || "").slice(0, 12)}${pack.worktree ? " + work tree" : ""}; the ${pack.candidates.length} best candidates:`),
    table(pack), h("details", {}, h("summary", {}, "the packed text"), h("pre", { class: "code" }, pack.text)));
  // Widths from data attributes: inline style attributes are not allowed by the page's CSP.
  for (const bar of root.querySelectorAll("[data-width]")) bar.style.width = `${Number(bar.dataset.width) * 60}px`;
  for (const bar of root.querySelectorAll("[data-used]")) bar.style.width = `${Number(bar.dataset.used) * 100}%`;
}
