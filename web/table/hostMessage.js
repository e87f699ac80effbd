// What a guest takes from its host, checked before the guest keeps it (host.js's wire
// format, engine.d.ts's Observation). The host is another person's browser: a broken or
// hostile page there must not break this one, so a message that does not fit is refused
// whole and the guest keeps what it had. The checks are of shape (types, lengths, seats
// within the table, card names, event kinds), not of the game: the host runs the engine.

import { GAMES } from '../app/setup.js';
import { REACTIONS } from './host.js';

const MAX_TEXT = 400; // a name, a code, a reason: e.g. 400 characters
const MAX_LIST = 400; // a log's events, a deal's cards: e.g. 400 items
const CARD = /^((1[0-2]|[1-9])[oceb]|[2-9TJQKA][SHDC])$/; // "7o", "12b", "TH", "AS"
export const EVENT_KINDS = ['ceremony', 'seat', 'deal', 'play', 'trick', 'draw', 'sing', 'exchange', 'claim', 'revoke',
  'score', 'partida', 'coto', 'match', 'bid', 'redeal', 'contract', 'bottom', 'announce', 'declare', 'belote',
  'capote', 'result', 'dummy', 'game', 'rubber'];
const CARD_FIELDS = new Set(['card', 'gives', 'takes', 'top']); // event fields that name a card (or null)

const isObject = (x) => typeof x === 'object' && x !== null && !Array.isArray(x);
const int = (min = 0, max = 1e9) => (x) => Number.isInteger(x) && x >= min && x <= max;
const seconds = (x) => typeof x === 'number' && x > 0 && x <= 3600; // a timeout, e.g. 30 or 0.1
const text = (x) => typeof x === 'string' && x.length <= MAX_TEXT;
const bool = (x) => typeof x === 'boolean';
const card = (x) => typeof x === 'string' && CARD.test(x);
const orNull = (f) => (x) => x === null || f(x);
const listOf = (f, max = MAX_LIST) => (x) => Array.isArray(x) && x.length <= max && x.every(f);
const fields = (spec) => (x) => isObject(x) && Object.entries(spec).every(([k, f]) => f(x[k]));
const optional = (f) => (x) => x === undefined || f(x);
const cardOrders = (x) => isObject(x) && Object.values(x).every(listOf(card)); // {suit: ["2c", "10o"], …}

// An event: a known kind; every field a number, a flag, a short word or null; cards are cards.
function isEvent(e) {
  if (!isObject(e) || !EVENT_KINDS.includes(e.type)) return false;
  return Object.entries(e).every(([k, v]) => (CARD_FIELDS.has(k) ? v === null || card(v)
    : v === null || bool(v) || text(v) || (Number.isInteger(v) && Math.abs(v) <= 1e9)));
}

const seat = int(0, 3);
const observationFields = fields({
  game: (x) => GAMES.includes(x), pack: text, players: int(2, 4), sides: int(2, 4), clockwise: bool,
  sideOf: listOf(seat, 4), seatOfPerson: listOf(seat, 4), controllerOf: listOf(seat, 4), options: isObject,
  terminal: bool, moves: int(), turn: orNull(seat), deal: int(), vueltas: int(), dealer: seat, mano: seat,
  phase: text, trump: text, contract: orNull(isObject), bottom: orNull(card), faceUp: orNull(card),
  dummy: orNull(fields({ player: seat, controller: seat })),
  trick: listOf(fields({ card })), lastTrick: orNull(isObject), played: listOf(card), scores: listOf(isObject, 4),
  standing: text, match: isObject, nextMatch: isObject, winner: orNull(int(0, 3)),
  events: listOf(isEvent, 100_000), // a rejoin gets the whole log: a long match's runs to thousands
  eventsFrom: int(), eventCount: int(), player: seat, stock: int(0, 60),
  hand: listOf(card, 60), handOrders: cardOrders, handSizes: listOf(int(0, 60), 4), known: listOf(listOf(card), 4),
  knownOrders: listOf(orNull(cardOrders), 4), excluded: listOf(listOf(card), 4), legal: listOf(text, 100),
  actions: listOf(fields({ action: text, kind: text }), 100), illegal: listOf(fields({ card, reason: text }), 60),
});

// An observation: the fields above, and seats and per-seat lists that fit its table.
function isObservation(o) {
  if (!observationFields(o)) return false;
  const n = o.players;
  const perSeat = [o.sideOf, o.controllerOf, o.handSizes, o.known, o.knownOrders, o.excluded];
  const seats = [o.turn, o.dealer, o.mano, o.player, ...o.sideOf, ...o.seatOfPerson, ...o.controllerOf];
  return perSeat.every((list) => list.length === n) && o.seatOfPerson.length <= n && o.seatOfPerson.length > 0
    && seats.every((s) => s === null || s < n) && o.sideOf.every((s) => s < o.sides) && o.scores.length === o.sides
    && o.eventCount === o.eventsFrom + o.events.length;
}

const person = int(0, 3);
const CHECKS = {
  welcome: fields({ person, seat, token: text, names: listOf(text, 4), timeoutSeconds: optional(orNull(seconds)) }),
  obs: (m) => isObservation(m.obs),
  people: fields({
    people: listOf(fields({ name: optional(text), kind: text, connected: optional(bool), away: optional(bool), thinking: optional(bool) }), 4),
    turn: orNull(int(-1, 3)), // -1: the seat to move has no person (host.js personAt)
  }),
  react: fields({ person, kind: (x) => REACTIONS.includes(x) }),
  error: fields({ code: text, detail: optional(text) }),
  end: fields({ replay: text, share: text }),
  bye: fields({ reason: text }),
  pong: () => true,
};

/**
 * readHostMessage(text) -> the message, or null if it is not one the host may send.
 * readHostMessage('{"t":"react","person":2,"kind":"nice"}') -> {t: 'react', person: 2, kind: 'nice'}
 */
export function readHostMessage(raw) {
  if (typeof raw !== 'string' || raw.length > 8_000_000) return null; // a whole long match's log stays far below
  let m;
  try { m = JSON.parse(raw); } catch { return null; }
  if (!isObject(m) || !Object.hasOwn(CHECKS, m.t)) return null;
  return CHECKS[m.t](m) ? m : null;
}
