// A small reader of web/engine/engine.d.ts (interface fields and string-literal types),
// shared by the node tests that check the engine's answers against the declarations.
import { readFileSync } from "node:fs";

import { root } from "./helpers.mjs";

// ---- a small reader of engine.d.ts: interface fields and string-literal types ----

// The body between the brace at `open` and its match.
function braced(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error("unbalanced braces in engine.d.ts");
}

// The field names of one interface body, top level only: {name, optional}.
function fieldsOf(body) {
  const out = new Map();
  let depth = 0;
  let start = 0;
  const take = (piece) => {
    const m = /^\s*(?:readonly\s+)?([A-Za-z_]\w*)(\??)\s*:/.exec(piece);
    if (m) out.set(m[1], { optional: m[2] === "?", type: piece.slice(piece.indexOf(":") + 1).trim() });
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if ("{([".includes(ch)) depth++;
    else if ("})]".includes(ch)) depth--;
    else if (depth === 0 && (ch === ";" || ch === "\n")) {
      take(body.slice(start, i));
      start = i + 1;
    }
  }
  take(body.slice(start));
  return out;
}

export function readDeclarations(path = `${root}web/engine/engine.d.ts`) {
  const text = readFileSync(path, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\n]*/g, "");
  const interfaces = new Map();
  const re = /export interface (\w+)(?:\s+extends\s+([\w\s,]+))?\s*\{/g;
  for (let m; (m = re.exec(text));) {
    const body = braced(text, m.index + m[0].length - 1);
    interfaces.set(m[1], { fields: fieldsOf(body), bases: m[2] ? m[2].split(",").map((x) => x.trim()) : [] });
  }
  const all = (name) => {
    const i = interfaces.get(name);
    if (!i) throw new Error(`engine.d.ts declares no interface ${name}`);
    return new Map([...i.bases.flatMap((b) => [...all(b)]), ...i.fields]);
  };
  const types = new Map();
  for (const m of text.matchAll(/export type (\w+)\s*=([^;]*);/g)) types.set(m[1], m[2]);
  const literals = (name) => [...types.get(name).matchAll(/"([^"]*)"/g)].map((x) => x[1]);
  const members = (name) => types.get(name).split("|").map((x) => x.trim()).filter(Boolean);
  return { interfaces, fields: all, literals, members };
}

