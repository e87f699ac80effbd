// The engine as the solo game controller (web/app/game.js) knows it, answered from an
// online table's guest (web/table/guest.js): the same controller, renderer, animations
// and summary show a table whose engine runs in the host's browser. observe() is the
// guest's own observation; apply() sends the move to the host; botMove() waits for
// the next move of anyone else (a bot, another guest) to arrive.

const ANSWER_MS = 8000; // a move not answered by then is looked at again, e.g. 8 s
const refused = (code, message = code) => Object.assign(new Error(message), { refused: true, code }); // as engineClient's refusals

/** createRemoteEngine(guest) -> the engine methods game.js uses, and update(): call it on every guest change. */
export function createRemoteEngine(guest) {
  let seen = -1; // the move count of the observation the controller read last
  let waiters = [];
  const obs = () => guest.state.obs;
  const codes = () => ({ share: (guest.state.end && guest.state.end.share) || '', replay: (guest.state.end && guest.state.end.replay) || '' });

  // Resolves once the observation moved past what the controller saw (or the table closed / refused).
  function next() {
    return new Promise((resolve, reject) => {
      const check = () => {
        const o = obs();
        if (o && o.moves !== seen) return resolve({ ok: true }), true;
        if (guest.state.status === 'closed') return reject(Object.assign(new Error('the table is closed'), { restarted: true })), true; // no notice: the join screen says it
        return false;
      };
      if (!check()) waiters.push(check);
    });
  }

  const observe = async (_seat, from = 0) => {
    const o = obs();
    if (!o) throw refused('not-started');
    seen = o.moves;
    // The page plays person 0 (seatOfPerson[0] is "my" seat): this guest's person goes first, a relabelling of people only.
    const me = guest.state.person;
    const seatOfPerson = o.seatOfPerson.slice();
    if (me > 0) [seatOfPerson[0], seatOfPerson[me]] = [seatOfPerson[me], seatOfPerson[0]];
    return { ...o, seatOfPerson, events: o.events.slice(from), eventCount: o.events.length };
  };

  return {
    ready: Promise.resolve(),
    onRestart: () => {},
    observe, // observe(-1, 12) -> my observation, the events after the 12th
    codes: async () => codes(), // {share, replay}: empty until the host sends them at the end
    batch: async (steps) => { // the controller's openMatch: the table is already open; my view and the codes
      if (!obs()) await next();
      return { results: [...steps.map(() => ({ ok: true })), await observe(-1, 0), codes()] };
    },
    // My move, checked by the host's engine. It resolves on the next view, on a refusal, or after
    // ANSWER_MS of silence: the controller then looks again and goes on from whatever the table is
    // (a refusal here is no error to show: the host refused a move the view offered, the view was late).
    apply: (action) => {
      const before = guest.state.error;
      guest.act(action);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve({ ok: false, code: 'no-answer' }), ANSWER_MS);
        waiters.push(() => {
          const o = obs();
          const e = guest.state.error;
          const done = (o && o.moves !== seen) || (e && e !== before) || guest.state.status === 'closed';
          if (done) { clearTimeout(timer); resolve({ ok: true }); }
          return done;
        });
      });
    },
    botMove: () => next(), // someone else's move: whoever moves, it arrives from the host
    botAction: async () => { throw refused('online'); }, // no hint at an online table
    abandon: async () => { guest.close(); return { ok: true }; },
    update() { waiters = waiters.filter((w) => !w()); }, // call on every guest change
  };
}
