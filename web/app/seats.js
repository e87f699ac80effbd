// Where each seat sits on screen and what the human calls it. Pure functions of the
// observation's seating fields (players, sideOf, seatOfPerson): nothing here decides
// a rule. The engine says which way play passes (`clockwise`): to the right
// (Guiñote, Belote) the next seat after the human's sits on the right, then the top,
// then the left; clockwise (Whist) the next sits on the left.

const LAYOUT = {
  2: ['bottom', 'top'],
  3: ['bottom', 'right', 'left'],
  4: ['bottom', 'right', 'top', 'left'],
};

const MIRROR = { bottom: 'bottom', top: 'top', left: 'right', right: 'left' };

/** Screen position of `seat` when `humanSeat` is at the bottom; `view` gives players and clockwise. */
export function seatPosition(seat, humanSeat, view) {
  const { players } = view;
  const pos = (LAYOUT[players] || LAYOUT[4])[(seat - humanSeat + players) % players];
  return view.clockwise ? MIRROR[pos] : pos; // e.g. 'right'
}

/** The person sitting at `seat` (inverse of seatOfPerson). */
export function personAtSeat(seatOfPerson, seat) {
  const p = seatOfPerson.indexOf(seat);
  return p < 0 ? seat : p; // e.g. 0 for the human
}

/** The person who also plays another seat's cards (dummy whist's dealer), or null. */
export function dummyPerson(obs) {
  if (!obs.controllerOf) return null;
  const seat = obs.controllerOf.findIndex((c, s) => c !== s);
  return seat < 0 ? null : personAtSeat(obs.seatOfPerson, obs.controllerOf[seat]); // e.g. 2
}

/** 'you' | 'partner' | 'rival' for `seat` as seen by `humanSeat`. */
export function seatRole(seat, humanSeat, sideOf) {
  if (seat === humanSeat) return 'you';
  return sideOf[seat] === sideOf[humanSeat] ? 'partner' : 'rival'; // e.g. 'partner'
}

/** The i18n key and params naming a seat: "Tú", "Compañero", "Rival (derecha)". */
export function seatNameKey(seat, humanSeat, obs) {
  const role = seatRole(seat, humanSeat, obs.sideOf);
  if (role !== 'rival' || obs.players === 2) return `seat.${role}`;
  const pos = seatPosition(seat, humanSeat, obs);
  return pos === 'top' ? 'seat.rival' : `seat.rival.${pos}`; // e.g. 'seat.rival.right'
}

/** The i18n key naming a side in the score board. */
export function sideNameKey(side, humanSeat, obs) {
  const human = obs.sideOf[humanSeat];
  if (obs.players === 4) return side === human ? 'side.us' : 'side.them';
  if (side === human) return 'seat.you';
  const seat = obs.sideOf.indexOf(side); // with 2 or 3 players a side is one seat
  return seatNameKey(seat, humanSeat, obs); // e.g. 'seat.rival.left'
}
