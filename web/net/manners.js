// The online table's manners as the page shows them (issue 14), from what the host sent
// this page (web/table/guest.js state): each seat's name and whether a person is
// connected, thinking or gone (or a bot plays it), and which quick reactions may be
// sent now (between tricks only: host.js reactionOpen).
// Pure functions: online.js puts their answer in the store, render/ draws it.

import { REACTIONS, reactionOpen } from '../table/host.js';

// A person's state on the plate: a bot plays an empty seat; 'gone': joined, then left.
function statusOf(p) {
  if (!p || p.kind !== 'person') return 'bot';
  if (p.away) return 'gone';
  if (!p.connected) return 'bot'; // nobody took the seat yet: a bot plays it
  return p.thinking ? 'thinking' : 'connected';
}

/**
 * tableView(state, reactedAt) -> {person, seats, react} for the store's game.table, or null before the deal.
 * reactedAt: the move count when this page last reacted (one reaction a pause), e.g. 12.
 */
export function tableView(state, reactedAt = -1) {
  const obs = state.obs;
  if (!obs) return null;
  const seats = [];
  obs.seatOfPerson.forEach((seat, person) => {
    const p = state.people[person];
    seats[seat] = { name: (p && p.name) || state.names[person] || '', status: statusOf(p) };
  });
  const open = state.status !== 'closed' && reactionOpen(obs) && reactedAt !== obs.moves;
  return {
    person: state.person, // this page's person at the table, e.g. 1 (its replay is seen from there)
    seats, // by seat: [{name: 'Ana', status: 'thinking'}] (status: 'bot' | 'connected' | 'thinking' | 'gone')
    react: open ? REACTIONS : [], // the reactions offered now, e.g. ['nice', 'oops', 'wow', 'thanks'], or [] during a trick
  };
}

/** The reactions that arrived since `last` (the last one shown): [{seat: 2, kind: 'nice'}], and the new `last` (a deal is on). */
export function newReactions(state, last) {
  const list = state.reactions;
  const fresh = list.slice(list.indexOf(last) + 1);
  return { fresh: fresh.map((r) => ({ seat: state.obs.seatOfPerson[r.person], kind: r.kind })), last: list.length ? list[list.length - 1] : last };
}
