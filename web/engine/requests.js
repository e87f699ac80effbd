// The engine worker's message handling, apart from the worker so that node tests can
// send it anything (tests/node/requests.test.mjs). A request is {id, method, args};
// anything else (an unknown method, wrong argument types or counts, a huge string, a
// non-object) is answered {id, error} and never reaches the engine. A batch
// {id, method: "batch", args: [[{method, args}, …]]} has every step checked first, so
// a bad step runs none of them.
//
//   const reply = handleRequest(engine, {id: 3, method: "apply", args: ["7o"]});
//   // {id: 3, result: {ok: true, player: 0, action: "7o"}}
//   // a trap in the module: {id: 3, error: "engine failure: RuntimeError: unreachable", failed: true}
import { ENGINE_SIGNATURES, MAX_TEXT, MAX_STEPS, BATCH_METHODS } from "./engine.js";

const TEST_HOOKS = ["debugTrap"]; // methods for the end-to-end tests only (Engine.debugTrap)

const isPlainObject = (v) => v !== null && typeof v == "object" && !Array.isArray(v) &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

const describe = (v) => (v === null ? "null" : Array.isArray(v) ? "an array" : typeof v == "string" ? `a string of ${v.length} characters` : typeof v);

// Why `value` is not of `type` (see ENGINE_SIGNATURES), or "" when it is.
function typeError(type, value) {
  switch (type) {
    case "text":
      if (typeof value != "string") return `must be a string, not ${describe(value)}`;
      return value.length > MAX_TEXT ? `is too long (${value.length} characters, at most ${MAX_TEXT})` : "";
    case "int":
      return Number.isInteger(value) && Math.abs(value) <= 2147483647 ? "" : `must be a whole number, not ${describe(value)}`;
    case "seed":
      if (typeof value == "bigint") return value >= 0n ? "" : "must not be negative";
      if (typeof value == "number") return Number.isSafeInteger(value) && value >= 0 ? "" : `must be a whole number from 0, not ${value}`;
      return typeof value == "string" && /^[0-9]{1,20}$/.test(value) ? "" : `must be a decimal number, not ${describe(value)}`;
    case "options": {
      if (typeof value == "string") return typeError("text", value);
      if (!isPlainObject(value)) return `must be a string or an object of options, not ${describe(value)}`;
      const entries = Object.entries(value);
      if (entries.length > 64) return `has too many options (${entries.length})`;
      for (const [name, v] of entries) {
        if (name.length > 64 || !((typeof v == "string" && v.length <= 64) || Number.isFinite(v)))
          return `option '${name.slice(0, 64)}' must be a short string or a number`;
      }
      return "";
    }
    case "bool":
      return typeof value == "boolean" ? "" : `must be true or false, not ${describe(value)}`;
    case "flags":
      return isPlainObject(value) ? "" : `must be an object, not ${describe(value)}`;
    case "steps": { // a batch: every step a request of its own (no batch inside a batch)
      if (!Array.isArray(value)) return `must be an array of steps, not ${describe(value)}`;
      if (value.length === 0 || value.length > MAX_STEPS) return `must hold 1 to ${MAX_STEPS} steps, not ${value.length}`;
      for (const [i, step] of value.entries()) {
        if (!isPlainObject(step)) return `step ${i + 1} must be an object {method, args}, not ${describe(step)}`;
        if (!BATCH_METHODS.has(step.method)) return `step ${i + 1}: ${String(step.method).slice(0, 40)} cannot be batched`;
        const why = requestError(step.method, step.args ?? []);
        if (why) return `step ${i + 1}: ${why}`;
      }
      return "";
    }
  }
  return "is of an unknown kind";
}

/** Why the request cannot be run ("" when it can): the method and each argument checked. */
export function requestError(method, args) {
  if (typeof method != "string") return `the method must be a string, not ${describe(method)}`;
  const types = Object.hasOwn(ENGINE_SIGNATURES, method) ? ENGINE_SIGNATURES[method] : TEST_HOOKS.includes(method) ? [] : null;
  if (!types) return `unknown method '${method.slice(0, 40)}'`;
  if (!Array.isArray(args)) return `${method}: the arguments must be an array, not ${describe(args)}`;
  const required = types.filter((t) => !t.endsWith("?")).length;
  if (args.length < required || args.length > types.length)
    return `${method} takes ${required === types.length ? required : `${required} to ${types.length}`} arguments, not ${args.length}`;
  for (let i = 0; i < args.length; i++) {
    const type = types[i].replace("?", "");
    if (types[i].endsWith("?") && args[i] === undefined) continue;
    const why = typeError(type, args[i]);
    if (why) return `${method}: argument ${i + 1} ${why}`;
  }
  return "";
}

/**
 * The reply to one message: {id, result} (the engine's value, maybe {ok: false, error}),
 * {id, error} for a request that was not run, or {id, error, failed: true} when the
 * module trapped (the worker then reports {type: 'failed'}). id is null when the
 * message had none.
 */
export function handleRequest(engine, data) {
  if (!isPlainObject(data)) return { id: null, error: `a request must be an object {id, method, args}, not ${describe(data)}` };
  const { id, method, args = [] } = data;
  if (!Number.isSafeInteger(id) || id < 0) return { id: null, error: `a request needs a whole-number id, not ${describe(id)}` };
  const why = requestError(method, args);
  if (why) return { id, error: why };
  const result = engine[method](...args);
  if (result && result.failed === true) return { id, error: result.error, failed: true };
  return { id, result };
}
