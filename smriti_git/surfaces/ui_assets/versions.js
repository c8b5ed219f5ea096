// Versions: the indexed commits, and the structural diff between two of them.

import { fill, call, counts, go, h, short, statusNote, usable } from "./app.js";

const LIMIT = 100;

function picker(id, commits, value) {
  const known = commits.some((c) => c.source_commit === value);
  return h("select", { id }, !known && value ? h("option", { value, selected: true }, value) : null,
    commits.map((c) => h("option", { value: c.source_commit, selected: c.source_commit === value },
      `${c.source_commit.slice(0, 10)} ${short(c.subject, 60)}`)));
}

function commitTable(listed, params) {
  return h("div", { class: "panel" }, h("h3", {}, `Indexed commits: ${counts(listed.counts, "commits")}`),
    h("table", { class: "commits", id: "commits" }, h("tr", {}, ["commit", "date", "subject", "index ref", ""].map((c) => h("th", {}, c))),
      listed.commits.map((c, i) => h("tr", { "data-commit": c.source_commit },
        h("td", {}, h("code", {}, c.source_commit.slice(0, 12))), h("td", {}, new Date(c.date * 1000).toISOString().slice(0, 16).replace("T", " ")),
        h("td", {}, c.subject), h("td", {}, h("code", {}, c.ref)),
        h("td", {}, listed.commits[i + 1] ? h("button", { onclick: () => go("versions", { ...params, a: listed.commits[i + 1].source_commit, b: c.source_commit }) }, "diff with previous") : null)))));
}

function diffView(d) {
  const summary = Object.entries(d.summary).map(([k, v]) => h("span", { class: `chip change-${k.replace(" ", "-")}` }, `${v} ${k}`));
  return h("div", { class: "panel", id: "diff" },
    h("h3", {}, `${(d.old_commit || "").slice(0, 12)} → ${(d.new_commit || "").slice(0, 12)}: ${d.files_changed.length} files changed`),
    h("div", { class: "legend" }, summary),
    h("h3", {}, `Symbols (${counts(d.symbol_counts, "changes")})`),
    h("table", { class: "diff-symbols" }, h("tr", {}, ["change", "kind", "symbol", "signature"].map((c) => h("th", {}, c))),
      d.symbols.map((c) => h("tr", { class: `change-${c.change}` }, h("td", {}, c.change), h("td", {}, c.kind),
        h("td", {}, h("code", {}, c.id), c.old_id ? h("div", { class: "muted" }, `from ${c.old_id}`) : null),
        h("td", {}, c.signature_before !== null && c.signature_before !== c.signature_after
          ? [h("div", { class: "sig-before" }, `− ${c.signature_before}`), h("div", { class: "sig-after" }, `+ ${c.signature_after}`)] : "")))),
    h("h3", {}, `Edges (${counts(d.edge_counts, "changes")})`),
    h("table", { class: "diff-edges" }, h("tr", {}, ["", "kind", "from", "to"].map((c) => h("th", {}, c))),
      d.edges.map((e) => h("tr", { class: `edge-${e.change}` }, h("td", {}, e.change === "gained" ? "+" : "−"), h("td", {}, e.kind.toLowerCase()),
        h("td", {}, h("code", {}, e.src)), h("td", {}, h("code", {}, e.dst))))));
}

export async function render(root, params) {
  const listed = await call("smp/snapshots", { limit: 200 });
  const commits = listed.commits;
  const b = params.b || (commits[0] && commits[0].source_commit) || "HEAD";
  const a = params.a || (commits[1] && commits[1].source_commit) || b;
  const pickA = picker("diff-a", commits, a), pickB = picker("diff-b", commits, b);
  const bar = h("div", { class: "toolbar" }, h("label", {}, "from ", pickA), h("label", {}, " to ", pickB),
    h("button", { id: "diff-run", onclick: () => go("versions", { a: pickA.value, b: pickB.value }) }, "Structural diff"));
  let body = h("p", { class: "muted" }, "Index a second commit to compare two versions.");
  if (params.a || params.b || commits.length > 1) {
    const d = await call("smp/diff", { rev_a: a, rev_b: b, limit: LIMIT });
    body = usable(d) ? [statusNote(d), diffView(d)] : statusNote(d);
  }
  fill(root, bar, h("div", { class: "split" }, body, commitTable(listed, params)));
}
