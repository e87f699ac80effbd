// Derived UI facts read by the renderer and the input handlers alike. They look at
// the UI state only; what is legal always comes from the engine's observation.

import { tempo, botPauseMs, trickHoldMs } from './pace.js';

/** True when the human may act now: the table is quiet and the engine asks seat humanSeat. */
export function isHumanTurn(state) {
  const g = state.game;
  if (!g || g.busy || g.summary || g.cover || !g.display || g.display !== g.obs) return false;
  if (state.engine === 'failed' || state.engine === 'loading') return false;
  return !g.obs.terminal && isHumanSeatTurn(g.obs, g.humanSeat); // e.g. true
}

/** True when the seat to move is the human's, or one he plays for (the dummy: controllerOf). */
export function isHumanSeatTurn(obs, humanSeat) {
  if (obs.turn === humanSeat) return true;
  return obs.turn !== null && obs.turn !== undefined && Boolean(obs.controllerOf) && obs.controllerOf[obs.turn] === humanSeat;
}

/** The legal actions the human may click now ([] when it is not his turn). */
export function humanLegal(state) {
  return isHumanTurn(state) ? state.game.obs.legal : []; // e.g. ['1o', '7o'] or ['sing:c', 'pass']
}

/** Animations are on unless reduced motion is asked, the speed is 'instant' or the test hook's pause is 0 (app/pace.js). */
export function motionOn(state) {
  return tempo(state.motion) > 0; // e.g. true
}

/** The bots' pause before each move (app/pace.js), e.g. 450. */
export function botPause(state) {
  return botPauseMs(state.motion); // e.g. 450
}

/** How long a finished trick stays on the table (app/pace.js), e.g. 1000. */
export function trickHold(state) {
  return trickHoldMs(state.motion); // e.g. 1000
}

/** The hand order shown for `game`: the one chosen if the engine offers it, else the engine's default (its first), e.g. 'suit'. */
export function handSortOf(state, game) {
  const info = state.catalog && state.catalog[game];
  const offered = (info && info.sorts) || [];
  const chosen = state.prefs && state.prefs.sort ? state.prefs.sort[game] : null;
  return offered.includes(chosen) ? chosen : offered[0] || null;
}

/** Another seat's cards known face up (the exposed dummy) in the order chosen, e.g. ['12c', '10c']. */
export function orderedKnown(state, obs, seat) {
  const known = (obs.known && obs.known[seat]) || [];
  const orders = obs.knownOrders && obs.knownOrders[seat];
  const order = orders && orders[handSortOf(state, obs.game)];
  return order ? order.filter((c) => known.includes(c)) : known;
}

/**
 * A hand in the order chosen, as the engine orders it: the human's (observation.handOrders),
 * or seat `seat`'s in a replay (reveal's handOrders[seat]), e.g. ['3c', '1o', '12o'].
 */
export function orderedHand(state, view, seat = null) {
  const hand = seat === null ? view.hand : view.hands[seat];
  const orders = seat === null ? view.handOrders : view.handOrders && view.handOrders[seat];
  const order = orders && orders[handSortOf(state, view.game)];
  return order ? order.filter((c) => hand.includes(c)) : hand;
}
