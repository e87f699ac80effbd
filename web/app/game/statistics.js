// The player's statistics as a match goes: what stats.js counts from the engine's
// events, added to the stored totals (persist.js) and shown through the store.

import { statsDelta, countsFor } from '../stats.js';
import * as persist from '../persist.js';

/** createStatistics(ctx) -> {count(game, delta), countEvents(g, events)}. */
export function createStatistics({ store }) {
  function count(gameName, delta) {
    const stats = persist.addStats(gameName, delta);
    store.update((s) => { s.stats = stats; });
  }

  function countEvents(g, events) {
    const delta = countsFor(g, statsDelta(g.obs.game, events, g.obs.sideOf[g.humanSeat], g.obs)); // g.obs: after the move (the engine's verdicts)
    if (Object.keys(delta).length) count(g.obs.game, delta);
  }

  return {
    count, // count('guinote', {gamesStarted: 1})
    countEvents, // countEvents(game, newEvents): the human's wins, cantes, … in them
  };
}
