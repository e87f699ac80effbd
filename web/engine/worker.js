// A module Web Worker hosting one Engine (engine.js):
//   new Worker(new URL("./engine/worker.js", import.meta.url), {type: "module"})
// Requests {id, method, args} get {id, result} (the method's plain JSON value, which
// may itself be {ok: false, error}) or {id, error: "..."}. Once loaded it posts
// {type: "ready"}; if loading fails it posts {type: "failed", error} and answers every
// request with {id, error}. Requests sent before "ready" wait and run in order.
import { ENGINE_METHODS, loadEngine } from "./engine.js";

let engine = null;
let loadError = "";
const loading = loadEngine().then(
  (e) => { engine = e; postMessage({ type: "ready" }); },
  (e) => { loadError = String(e?.message ?? e); postMessage({ type: "failed", error: loadError }); },
);

onmessage = async ({ data }) => {
  const { id, method, args = [] } = data ?? {};
  try {
    await loading;
    if (!engine) return postMessage({ id, error: `the engine failed to load: ${loadError}` });
    if (!ENGINE_METHODS.includes(method)) return postMessage({ id, error: `unknown method '${method}'` });
    postMessage({ id, result: engine[method](...(Array.isArray(args) ? args : [args])) });
  } catch (e) {
    postMessage({ id, error: String(e?.message ?? e) });
  }
};
