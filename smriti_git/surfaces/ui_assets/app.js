// smriti-git explorer: the shell (calls, routing, the commit picker) and DOM helpers.
// Every piece of data comes from POST /rpc, the registry's read operations; nothing else is fetched.

import * as memory from "./memory.js";
import * as graph from "./graph.js";
import * as impact from "./impact.js";
import * as context from "./context.js";
import * as versions from "./versions.js";

const VIEWS = { memory, graph, impact, context, versions };

// The only methods this page calls: all read-only (tests/test_ui.py checks them against the registry).
export const READS = [
  "smp/status", "smp/info", "smp/snapshots", "smp/memory/timeline", "smp/memory/log", "smp/memory/history",
  "smp/memory/show", "smp/clusters", "smp/show", "smp/communities", "smp/boundaries", "smp/find",
  "smp/neighbors", "smp/impact", "smp/context", "smp/diff",
];

export const state = { rev: "", commits: [], token: "" };

// -- calls --------------------------------------------------------------------------------------------

export class CallError extends Error {
  constructor(message, data) { super(message); this.data = data; }
}

let nextId = 1;

function request(method, params) {
  if (!READS.includes(method)) throw new CallError(`the explorer does not call ${method}`);
  return { jsonrpc: "2.0", id: nextId++, method, params: params || {} };
}

async function post(body) {
  const headers = { "content-type": "application/json" };
  if (state.token) headers.authorization = `Bearer ${state.token}`;
  const started = performance.now();
  const answer = await fetch("/rpc", { method: "POST", headers, body: JSON.stringify(body) });
  if (!answer.ok) {
    const text = await answer.text();
    throw new CallError(answer.status === 401 ? "this server needs a token: open the address `git smp ui` printed"
      : `HTTP ${answer.status}: ${text}`);
  }
  const data = await answer.json();
  lastCall.ms = performance.now() - started;
  return data;
}

export const lastCall = { ms: 0 };

function unwrap(reply) {
  if (reply.error) throw new CallError(reply.error.message, reply.error.data);
  return reply.result;
}

/** One call; the operation's answer (with its status), or a thrown CallError. */
export async function call(method, params) {
  return unwrap(await post(request(method, params)));
}

/** Several calls in one JSON-RPC batch; each answer, or a CallError object in its place. */
export async function batch(calls) {
  const bodies = calls.map(([method, params]) => request(method, params));
  const replies = await post(bodies);
  const byId = new Map(replies.map((r) => [r.id, r]));
  return bodies.map((b) => {
    const reply = byId.get(b.id);
    return reply.error ? new CallError(reply.error.message, reply.error.data) : reply.result;
  });
}

/** The code views' `rev` parameter: the picked commit, or nothing (the server's HEAD / work tree). */
export function withRev(params) {
  return state.rev ? { ...params, rev: state.rev } : params;
}

// -- DOM ----------------------------------------------------------------------------------------------

const SVG = "http://www.w3.org/2000/svg";

function build(node, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** An HTML element; text is always set as text, never parsed as markup. */
export function h(tag, attrs, ...children) { return build(document.createElement(tag), attrs, children); }

/** An SVG element. */
export function s(tag, attrs, ...children) { return build(document.createElementNS(SVG, tag), attrs, children); }

/** Replace ``root``'s children (nulls and falses skipped, arrays flattened). */
export function fill(root, ...children) {
  root.replaceChildren(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false));
  return root;
}

export function short(text, n) {
  const value = String(text ?? "");
  return value.length > n ? value.slice(0, n - 1) + "…" : value;
}

export function counts(c, noun) {
  if (!c) return "";
  const total = c.total === null || c.total === undefined ? "more" : c.total;
  return c.truncated ? `showing ${c.returned} of ${total} ${noun}` : `${c.returned} ${noun}`;
}

export function failure(root, error) {
  fill(root, h("p", { class: "error", text: error.message || String(error) }));
  root.dataset.ready = "error";
}

/** Whether an answer can be drawn: complete, or partial (cut to its byte budget, which it says). */
export function usable(answer) {
  return Boolean(answer) && !(answer instanceof Error) && (answer.status === "ok" || answer.status === "partial");
}

export function statusNote(answer) {
  if (!answer || answer.status === "ok") return null;
  const extra = (answer.candidates || []).map((c) => c.id || c).slice(0, 8).join(", ");
  return h("p", { class: `note status-${answer.status}` }, `${answer.status}: ${answer.message || ""}`,
    extra ? ` (candidates: ${extra})` : "");
}

// -- the detail panel ---------------------------------------------------------------------------------

export function detail(title, ...body) {
  const panel = document.getElementById("detail");
  panel.hidden = false;
  fill(panel, h("div", { class: "detail-head" }, h("h2", { text: title }),
    h("button", { class: "close", title: "close", onclick: () => { panel.hidden = true; } }, "×")), ...body);
  return panel;
}

// -- routing ------------------------------------------------------------------------------------------

export function parseHash() {
  const raw = location.hash.replace(/^#\/?/, "");
  const [view, query] = raw.split("?");
  return { view: VIEWS[view] ? view : "memory", params: Object.fromEntries(new URLSearchParams(query || "")) };
}

/** Show ``view`` with ``params`` (written into the address, so a view can be linked and reloaded). */
export function go(view, params) {
  const query = new URLSearchParams(Object.entries(params || {}).filter(([, v]) => v !== "" && v != null));
  const hash = `#/${view}${query.toString() ? "?" + query : ""}`;
  if (location.hash === hash) route(); else location.hash = hash;
}

async function route() {
  const { view, params } = parseHash();
  for (const link of document.querySelectorAll("#tabs a")) link.classList.toggle("active", link.dataset.view === view);
  for (const name of Object.keys(VIEWS)) document.getElementById(`view-${name}`).hidden = name !== view;
  const root = document.getElementById(`view-${view}`);
  root.dataset.ready = "0";
  const started = performance.now();
  try {
    await VIEWS[view].render(root, params);
    root.dataset.ready = root.dataset.ready === "error" ? "error" : "1";
  } catch (error) {
    failure(root, error);
  }
  const ms = performance.now() - started;
  root.dataset.ms = ms.toFixed(0);
  document.getElementById("timing").textContent = `${view} drawn in ${ms.toFixed(0)} ms`;
}

// -- start --------------------------------------------------------------------------------------------

function takeToken() {
  const found = location.hash.match(/[#&?]token=([^&]+)/);
  if (found) {
    sessionStorage.setItem("smp-token", decodeURIComponent(found[1]));
    history.replaceState(null, "", location.pathname + "#/memory");
  }
  state.token = sessionStorage.getItem("smp-token") || "";
}

async function header() {
  const picker = document.getElementById("rev");
  const [status, listed] = await batch([["smp/status", {}], ["smp/snapshots", { limit: 200 }]]);
  if (!(status instanceof Error)) {
    document.getElementById("repo").textContent = status.git_dir.replace(/\/\.git\/?$/, "");
  }
  state.commits = listed instanceof Error ? [] : listed.commits;
  fill(picker, h("option", { value: "" }, "HEAD (as served)"),
    ...state.commits.map((c) => h("option", { value: c.source_commit },
      `${c.source_commit.slice(0, 10)} ${short(c.subject, 50)}`)));
  if (listed && listed.counts && listed.counts.truncated) {
    picker.append(h("option", { disabled: true }, counts(listed.counts, "indexed commits")));
  }
  picker.addEventListener("change", () => { state.rev = picker.value; route(); });
}

async function start() {
  takeToken();
  window.addEventListener("hashchange", route);
  const shell = header().catch((error) => {
    document.getElementById("snapshot").textContent = error.message;
  });
  await route();
  await shell;
}

start();
