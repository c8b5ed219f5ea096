// The TypeScript compiler as a reference resolver for bench/linker_yardstick.py.
//
// stdin: {"root": <checkout>, "project": <tsconfig.json or "">, "allowJs": <bool>,
//         "sites": {<path>: [[line, character], ...]}}
//   (1-based lines, 0-based UTF-16 characters of the called name; allowJs: a JavaScript
//   project, its .js files read by the compiler with allowJs and checkJs off)
// stdout: {<path>: {"<line>:<character>": [[<path or "">, line, character, kind, name], ...] | null}}
//   kind: function | class | value; path "" when the declaration is outside the checkout
//   (node_modules, the standard library); null when the compiler has no symbol there.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";

const require = createRequire(import.meta.url);
const ts = require("typescript");

const input = JSON.parse(readFileSync(0, "utf8"));
const root = path.resolve(input.root);
const files = Object.keys(input.sites).map((p) => path.join(root, p));

let options = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true, allowJs: Boolean(input.allowJs), checkJs: false, noEmit: true, skipLibCheck: true,
  jsx: ts.JsxEmit.Preserve };
let names = files;
if (input.project) {
  const config = ts.readConfigFile(input.project, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(input.project));
  options = { ...parsed.options, noEmit: true, ...(input.allowJs ? { allowJs: true, checkJs: false } : {}) };
  names = [...new Set([...parsed.fileNames, ...files])];
}
const program = ts.createProgram(names, options);
const checker = program.getTypeChecker();

function nodeAt(sf, pos) {
  let found;
  const visit = (node) => {
    if (node.getStart(sf) <= pos && pos < node.getEnd()) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  visit(sf);
  return found;
}

function kindOf(decl) {
  if (ts.isClassDeclaration(decl) || ts.isClassExpression(decl)) return "class";
  if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl) || ts.isMethodSignature(decl) ||
      ts.isConstructorDeclaration(decl) || ts.isGetAccessor(decl) || ts.isSetAccessor(decl) ||
      ts.isFunctionExpression(decl) || ts.isArrowFunction(decl)) return "function";
  if (ts.isVariableDeclaration(decl) && decl.initializer &&
      (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))) return "function";
  return "value";
}

function answer(sf, line, character) {
  const pos = ts.getPositionOfLineAndCharacter(sf, line - 1, character);
  const node = nodeAt(sf, pos);
  if (!node || node.getStart(sf) !== pos) return null;
  let symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return null;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const out = [];
  for (const decl of symbol.declarations ?? []) {
    const file = decl.getSourceFile().fileName;
    const rel = path.relative(root, file);
    const inside = !rel.startsWith("..") && !path.isAbsolute(rel) && !rel.split(path.sep).includes("node_modules");
    const nameNode = decl.name ?? decl;
    const at = ts.getLineAndCharacterOfPosition(decl.getSourceFile(), nameNode.getStart(decl.getSourceFile()));
    out.push([inside ? rel.split(path.sep).join("/") : "", at.line + 1, at.character, kindOf(decl), symbol.getName()]);
  }
  return out.length ? out : null;
}

const result = {};
for (const [rel, sites] of Object.entries(input.sites)) {
  const sf = program.getSourceFile(path.join(root, rel));
  const answers = {};
  for (const [line, character] of sites) {
    let value = null;
    try {
      value = sf ? answer(sf, line, character) : null;
    } catch (error) {
      value = null;
    }
    answers[`${line}:${character}`] = value;
  }
  result[rel] = answers;
}
process.stdout.write(JSON.stringify(result));
