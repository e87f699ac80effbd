// A module Web Worker hosting one Engine (engine.js):
//   new Worker(new URL("./engine/worker.js", import.meta.url), {type: "module"})
// Requests {id, method, args} get {id, result} (the method's plain JSON value, which
// may itself be {ok: false, error}: a refusal) or {id, error} (a request that was not
// run: requests.js checks every message). Once loaded it posts {type: "ready"}; if
// loading fails it posts {type: "failed", error} and answers every request with
// {id, error}. A trap inside the module (an abort, a RuntimeError) is a failure, not a
// refusal: the request gets {id, error, failed: true}, the worker posts
// {type: "failed", error} and its module is never used again (the page starts a
// fresh worker). Requests sent before "ready" wait and run in order.
import { loadEngine } from "./engine.js";
import { handleRequest } from "./requests.js";

let engine = null;
let loadError = "";
const loading = loadEngine().then(
  (e) => { engine = e; postMessage({ type: "ready" }); },
  (e) => { loadError = String(e?.message ?? e); postMessage({ type: "failed", error: loadError }); },
);

onmessage = async ({ data }) => {
  await loading;
  if (!engine) return postMessage({ id: data?.id ?? null, error: `the engine failed to load: ${loadError}` });
  let reply;
  try {
    reply = handleRequest(engine, data);
  } catch (e) { // not the module's (it reports its traps as values): still never a silent refusal
    reply = { id: data?.id ?? null, error: `engine failure: ${e?.message ?? e}`, failed: true };
  }
  postMessage(reply);
  if (reply.failed) postMessage({ type: "failed", error: reply.error });
};
