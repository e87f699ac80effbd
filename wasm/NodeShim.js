// Prepended to baza-engine.js (--extern-pre-js). Emscripten 3.1.6 writes CommonJS
// names (require, __dirname) into its Node path even in an ES module, where Node
// does not define them. Browsers and workers skip this (no process.versions.node).
// Node still needs the .wasm bytes passed in (wasmBinary): 3.1.6 would fetch() a path.
const bazaIsNode = typeof process == "object" && typeof process.versions == "object" && typeof process.versions.node == "string";
const require = bazaIsNode ? (await import("node:module")).createRequire(import.meta.url) : undefined;
const __dirname = bazaIsNode ? require("node:path").dirname(require("node:url").fileURLToPath(import.meta.url)) : "";
