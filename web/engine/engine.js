// The engine as an ES module: one long-lived Session over the WebAssembly build
// (wasm/Bindings.cpp), every method returning the engine's JSON parsed into plain
// objects. Used by worker.js in the page and by the node tests. Types: engine.d.ts.
//
//   const engine = await loadEngine();
//   engine.start("guinote", {players: 2}, 7);   // {ok: true, turn: 0, hand: [...], legal: [...], ...}
//   engine.apply("7o");                          // {ok: true, player: 0, action: "7o"} or {ok: false, error: "...", code: "..."}
//   engine.dispose();
//
// Errors are values ({ok: false, error}); nothing here throws once loaded. A trap
// inside the module (a WebAssembly RuntimeError, an abort) leaves it dead: that call
// and every later one answer {ok: false, error, failed: true}.

// Every method a worker may call (worker.js forwards exactly these), with the types of
// its arguments: "text" a string, "int" a whole number, "seed" a decimal string,
// number or bigint, "bool" true or false, "options" a string or a flat object, "flags" an object; "?" marks
// an optional argument; "steps" a batch's list of {method, args} (each checked as a request).
export const ENGINE_SIGNATURES = Object.freeze({
  games: [],
  start: ["text", "options?", "seed?"],
  load: ["text"],
  startFrom: ["text", "int"],
  apply: ["text"],
  observe: ["int", "int?"],
  reveal: [],
  botAction: ["text?"],
  botMove: ["text?"],
  codes: [],
  rewind: ["int"],
  analyze: [],
  review: ["text", "text", "text", "int", "int"],
  reviewSummary: ["text", "text", "text"],
  lockSeat: ["int"],
  lockPeople: ["text"],
  applyFor: ["int", "text"],
  abandon: [],
  allowUndo: ["bool"],
  undo: [],
  startDaily: ["text", "text", "text?"],
  dailyPar: [],
  signature: ["text", "options?", "seed?", "int?", "flags?"],
  playouts: ["text", "options?", "seed?", "int?"],
  version: [],
  errorCodes: [],
  batch: ["steps"],
});
export const ENGINE_METHODS = Object.freeze(Object.keys(ENGINE_SIGNATURES));
export const MAX_TEXT = 100000; // the longest string a request may carry (a replay code is far shorter), e.g. 100000
export const MAX_STEPS = 8; // the most steps a batch may hold (opening a deal takes 3 or 4), e.g. 8

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

// The calls a batch may hold: the Session's, not the long runs nor another batch, e.g. has("codes").
export const BATCH_METHODS = new Set(["games", "start", "load", "startFrom", "apply", "observe", "reveal", "botAction", "botMove", "codes", "rewind", "analyze", "lockSeat", "lockPeople", "applyFor", "abandon", "version", "allowUndo", "undo", "startDaily"]);

function checkInt(name, value) {
  return Number.isInteger(value) && value >= -2147483648 && value <= 2147483647
    ? null
    : failure(`${name} must be a whole number, not ${String(value)}`);
}

export class Engine {
  #module;
  #session;
  #dead = ""; // the trap that killed the module, e.g. "RuntimeError: unreachable"

  constructor(module) {
    this.#module = module;
    this.#session = new module.Session();
  }

  games() { return this.#call((s) => s.games()); }
  start(game, options = "", seed = 0) { return this.#call((s) => s.start(String(game), optionText(options), String(seed))); }
  load(code) { return this.#call((s) => s.load(String(code))); }
  startFrom(code, moves) { return checkInt("moves", moves) ?? this.#call((s) => s.startFrom(String(code), moves)); }
  apply(action) { return this.#call((s) => s.apply(String(action))); }
  observe(player, since = 0) {
    return checkInt("player", player) ?? checkInt("since", since) ?? this.#call((s) => s.observe(player, since));
  }
  reveal() { return this.#call((s) => s.reveal()); }
  botAction(level = "random") { return this.#call((s) => s.botAction(String(level))); }
  botMove(level = "random") { return this.#call((s) => s.botMove(String(level))); }
  lockSeat(person) { return checkInt("person", person) ?? this.#call((s) => s.lockSeat(person)); }
  // A table of several people: lockPeople("0,2") -> {ok: true, people: [0, 2]}; applyFor(2, "7o") -> as apply, or {ok: false, code: "not-your-turn"}
  lockPeople(people) { return this.#call((s) => s.lockPeople(String(people))); }
  applyFor(person, action) { return checkInt("person", person) ?? this.#call((s) => s.applyFor(person, String(action))); }
  abandon() { return this.#call((s) => s.abandon()); }
  codes() { return this.#call((s) => s.codes()); }
  version() { return this.#call(() => this.#module.Session.version()); }
  errorCodes() { return this.#call(() => this.#module.Session.errorCodes()); }
  rewind(moves) { return checkInt("moves", moves) ?? this.#call((s) => s.rewind(moves)); }
  analyze() { return this.#call((s) => s.analyze()); }
  // The review of a finished deal, a chunk of moves at a time (engine.d.ts ReviewChunk):
  //   review("AQEB…", "open", "0", 0, 13) -> {ok: true, view: "open", unit: "tricks", total: 52, moves: [...]}
  review(code, view, seats, from, count) {
    return checkInt("from", from) ?? checkInt("count", count) ??
      this.#call((s) => s.review(String(code), String(view), String(seats), from, count));
  }
  // After the chunks: reviewSummary("AQEB…", "open", "0") -> {ok: true, players: [{seat: 0, accuracy: 87, …}], mistakes: [...]}
  reviewSummary(code, view, seats) { return this.#call((s) => s.reviewSummary(String(code), String(view), String(seats))); }
  allowUndo(on) { return this.#call((s) => s.allowUndo(Boolean(on))); }
  undo() { return this.#call((s) => s.undo()); }
  startDaily(game, date, code = "") { return this.#call((s) => s.startDaily(String(game), String(date), String(code))); }
  dailyPar() { return this.#call((s) => s.dailyPar()); }

  // Several calls in one message (opening a deal: start, observe, codes): run in order,
  // stopping at the first refusal, which is the batch's answer with its step and the
  // results before it. A trap ends the batch as it ends any call.
  //   batch([{method: "load", args: [code]}, {method: "codes"}]) -> {ok: true, results: [{ok: true, …}, {ok: true, …}]}
  batch(steps) {
    const results = [];
    for (const [i, { method, args = [] }] of steps.entries()) {
      if (!BATCH_METHODS.has(method)) return failure(`step ${i + 1}: ${String(method)} cannot be batched`);
      const r = this[method](...args);
      if (r && r.failed) return r;
      if (!r || r.ok === false) return { ok: false, error: `${method}: ${r ? r.error : "no answer"}`, code: r ? r.code : undefined, step: i, results };
      results.push(r);
    }
    return { ok: true, results };
  }

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

  /** The trap that killed the module ("" while it works), e.g. "RuntimeError: unreachable". */
  get failed() { return this.#dead; }

  // Test hook (the page's __bazaDebug.trapEngine): a real WebAssembly trap, raised
  // where the module's own would be, so the worker dies as it would on a bug.
  debugTrap() {
    return this.#call(() => {
      const bytes = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 7, 5, 1, 1, 116, 0, 0, 10, 5, 1, 3, 0, 0, 11]);
      new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports.t(); // (func (export "t") unreachable)
    });
  }

  #call(f) {
    if (this.#dead) return { ...failure(`the engine failed earlier: ${this.#dead}`), failed: true };
    if (!this.#session) return failure("the engine was disposed");
    try {
      return JSON.parse(f(this.#session));
    } catch (e) { // a trap inside the module: its memory may be broken, so it is never used again
      this.#dead = `${e?.name ?? "Error"}: ${e?.message ?? e}`;
      return { ...failure(`engine failure: ${this.#dead}`), failed: true };
    }
  }
}
