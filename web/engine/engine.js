// The engine as an ES module: one long-lived Session over the WebAssembly build
// (wasm/Bindings.cpp), every method returning the engine's JSON parsed into plain
// objects. Used by worker.js in the page and by the node tests. Types: engine.d.ts.
//
//   const engine = await loadEngine();
//   engine.start("guinote", {players: 2}, 7);   // {ok: true, turn: 0, hand: [...], legal: [...], ...}
//   engine.apply("7o");                          // {ok: true, player: 0, action: "7o"} or {ok: false, error: "..."}
//   engine.dispose();
//
// Errors are values ({ok: false, error}); nothing here throws once loaded.

// Every method a worker may call (worker.js forwards exactly these).
export const ENGINE_METHODS = Object.freeze([
  "games", "start", "load", "apply", "observe", "reveal", "botAction", "codes", "rewind", "analyze", "signature", "playouts",
  "version",
]);

const isNode = typeof process == "object" && typeof process.versions == "object" && typeof process.versions.node == "string";

// Loads the module (web/engine/generated/, made by tools/build-wasm.sh). In a browser
// the .wasm is fetched from beside baza-engine.js; in Node it is read from disk unless
// given. Rejects if the module cannot be loaded.
export async function loadEngine({ wasmBinary, locateFile } = {}) {
  const generated = new URL("./generated/", import.meta.url);
  if (!wasmBinary && !locateFile && isNode) {
    const { readFile } = await import("node:fs/promises");
    wasmBinary = await readFile(new URL("baza-engine.wasm", generated));
  }
  const { default: createBazaModule } = await import("./generated/baza-engine.js");
  const module = await createBazaModule({
    wasmBinary,
    locateFile: locateFile ?? ((path) => new URL(path, generated).href),
  });
  return new Engine(module);
}

// "players=2 cards=48" from {players: 2, cards: 48}; a string passes through.
function optionText(options) {
  if (options == null) return "";
  if (typeof options == "string") return options;
  return Object.entries(options).map(([name, value]) => `${name}=${value}`).join(" ");
}

const failure = (error) => ({ ok: false, error });

function checkInt(name, value) {
  return Number.isInteger(value) && value >= -2147483648 && value <= 2147483647
    ? null
    : failure(`${name} must be a whole number, not ${String(value)}`);
}

export class Engine {
  #module;
  #session;

  constructor(module) {
    this.#module = module;
    this.#session = new module.Session();
  }

  games() { return this.#call((s) => s.games()); }
  start(game, options = "", seed = 0) { return this.#call((s) => s.start(String(game), optionText(options), String(seed))); }
  load(code) { return this.#call((s) => s.load(String(code))); }
  apply(action) { return this.#call((s) => s.apply(String(action))); }
  observe(player) { return checkInt("player", player) ?? this.#call((s) => s.observe(player)); }
  reveal() { return this.#call((s) => s.reveal()); }
  botAction(level = "random") { return this.#call((s) => s.botAction(String(level))); }
  codes() { return this.#call((s) => s.codes()); }
  version() { return this.#call(() => this.#module.Session.version()); }
  rewind(moves) { return checkInt("moves", moves) ?? this.#call((s) => s.rewind(moves)); }
  analyze() { return this.#call((s) => s.analyze()); }

  signature(game, options = "", seed = 0, games = 50, { perGame = false } = {}) {
    return checkInt("games", games) ??
      this.#call(() => this.#module.engineSignature(String(game), optionText(options), String(seed), games, Boolean(perGame)));
  }

  playouts(game, options = "", seed = 0, deals = 1000) {
    return checkInt("deals", deals) ??
      this.#call(() => this.#module.randomPlayouts(String(game), optionText(options), String(seed), deals));
  }

  // Frees the Session (embind objects are not garbage collected). Later calls fail.
  dispose() {
    this.#session?.delete();
    this.#session = null;
  }

  #call(f) {
    if (!this.#session) return failure("the engine was disposed");
    try {
      return JSON.parse(f(this.#session));
    } catch (e) {  // a trap inside the module: not expected, reported as a value
      return failure(`engine failure: ${e?.message ?? e}`);
    }
  }
}
