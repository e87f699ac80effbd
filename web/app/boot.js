// The first thing the page runs: a tiny classic script, in <head> before the style
// sheets, that starts the engine's module worker at once, so the WebAssembly engine
// loads while the page's modules and styles arrive (a module script would wait for
// the style sheets and the whole document). It keeps whatever the worker says until
// main.js takes the worker over; if anything fails here, main.js starts its own.
//
//   self.__bazaBoot = {worker, takeOver() -> the events received so far}
(function () {
  'use strict';
  if (typeof Worker !== 'function') return;
  try {
    var worker = new Worker('engine/worker.js', { type: 'module', name: 'baza-engine' });
    var early = []; // message and error events, in order, until main.js listens
    var keep = function (event) {
      if (event.type === 'error') event.preventDefault(); // reported by main.js
      early.push(event);
    };
    worker.addEventListener('message', keep);
    worker.addEventListener('messageerror', keep);
    worker.addEventListener('error', keep);
    self.__bazaBoot = {
      worker: worker,
      takeOver: function () {
        worker.removeEventListener('message', keep);
        worker.removeEventListener('messageerror', keep);
        worker.removeEventListener('error', keep);
        self.__bazaBoot = null;
        return early; // e.g. [MessageEvent {data: {type: 'ready'}}]
      },
    };
  } catch (e) {
    self.__bazaBoot = null; // main.js starts the worker itself
  }
})();
