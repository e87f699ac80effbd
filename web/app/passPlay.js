// Pass-and-play: several people at one device, bots in the other seats. The engine
// is locked to those people (lockPeople) and its observe(-1) is the person to act, so
// the page holds one person's view at a time; when it passes to another person a
// cover hides the table's hand until that person asks to see it. No rule here.

import { personAtSeat } from './seats.js';

/** The engine's people list for bot levels by person: '0', '0,2' when person 2 is 'human' too, '1' for ['hard', 'human']. */
export function peopleOf(levels) {
  const people = (levels || []).map((l, p) => (l === 'human' ? p : -1)).filter((p) => p >= 0);
  return people.length ? people.join(',') : '0'; // none named: person 0, as the oldest saves meant
}

/** The levels by person with this device's person at `person` (a guest's seat played on from a replay): asPerson(['human', 'hard'], 1) -> ['hard', 'human']. */
export function asPerson(levels, person) {
  if (!(person > 0 && person < levels.length)) return levels;
  const out = levels.slice();
  [out[0], out[person]] = [out[person], out[0]];
  return out;
}

/** This device's person in a match (the first 'human'), e.g. 0; a guest of an online table: its person there. */
export const ownPerson = (g) => (g.table ? g.table.person : Math.max(0, (g.levels || []).indexOf('human')));

/** How many people play at this device, e.g. 2. */
export const peopleCount = (levels) => peopleOf(levels).split(',').length;

/** The cover to raise when the view passes to `obs.player` from `seat` (null: none), e.g. {seat: 2, person: 2}. */
export function coverFor(levels, obs, seat) {
  if (peopleCount(levels) < 2 || obs.terminal || (seat !== null && obs.player === seat)) return null;
  return { seat: obs.player, person: Math.max(0, obs.seatOfPerson.indexOf(obs.player)) };
}

/** A seat's name at pass-and-play: its person's (given, or 'Persona 3'); '' for a bot or a game of one person; online: the host's names. */
export function seatName(g, obs, seat, t) {
  if (g.table) return (g.table.seats[seat] && g.table.seats[seat].name) || ''; // an online table: the names the host sent
  if (!g.levels || peopleCount(g.levels) < 2) return '';
  const p = personAtSeat(obs.seatOfPerson, seat);
  return g.levels[p] === 'human' ? personName(g.names, p, t) : '';
}

/** A person's name: the one given in the setup, else 'Persona 2' (t: the page's words). */
export function personName(names, person, t) {
  const given = names && typeof names[person] == 'string' ? names[person].trim() : '';
  return given || t('pass.person', { n: person + 1 });
}
