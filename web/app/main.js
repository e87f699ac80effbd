// The page's entry point. It starts the engine worker first, so the WebAssembly
// module loads while the rest of the page's modules arrive, then starts the app.

import { createEngineClient } from './engineClient.js';

const listeners = [];
const engineEvents = { listen: (fn) => listeners.push(fn) }; // e.g. engineEvents.listen((state, error) => …)
const engine = createEngineClient({ onState: (state, error) => listeners.forEach((fn) => fn(state, error)) });

const { startApp } = await import('./app.js');
startApp({ engine, engineEvents });
