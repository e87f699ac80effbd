// The page's entry point. The engine worker is already starting: app/boot.js, a
// classic script at the top of <head>, created it before the style sheets and these
// modules arrived. main.js adopts that worker first thing (or starts one, if boot.js
// could not), then starts the app.

import { createEngineClient } from './engineClient.js';

const listeners = [];
const restartListeners = [];
const engineEvents = {
  listen: (fn) => listeners.push(fn), // e.g. engineEvents.listen((state, error) => …)
  restarted: (fn) => restartListeners.push(fn), // e.g. engineEvents.restarted((reason) => game.recover())
};
const engine = createEngineClient({
  boot: self.__bazaBoot || null,
  person: 0, // the page plays for person 0: the engine hides every other hand while a match is live
  onState: (state, error) => listeners.forEach((fn) => fn(state, error)),
  onRestart: (reason) => restartListeners.forEach((fn) => fn(reason)),
});

const { startApp } = await import('./app.js');
startApp({ engine, engineEvents });
