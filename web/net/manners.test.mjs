// The online table's manners as the page shows them (manners.js): names and states by
// seat (not by person), the timeout said, reactions offered between tricks only and once
// a pause, and each new reaction once on its seat. Run: node --test web/net/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tableView, newReactions } from './manners.js';

// A guest's state (web/table/guest.js) at a 4-seat table where person p sits at seat (p + 1) % 4.
const guestState = (obs = {}, extra = {}) => ({
  status: 'playing',
  names: ['Ana', 'Ben', 'Bot', 'Eva'],
  people: [
    { name: 'Ana', kind: 'person', connected: true, away: false, thinking: false },
    { name: 'Ben', kind: 'person', connected: true, away: false, thinking: true },
    { name: 'Bot', kind: 'bot', connected: false, away: false, thinking: false },
    { name: 'Eva', kind: 'person', connected: false, away: true, thinking: false },
  ],
  timeoutSeconds: 30,
  reactions: [],
  obs: { seatOfPerson: [1, 2, 3, 0], trick: [], lastTrick: { winner: 1 }, terminal: false, moves: 4, ...obs },
  ...extra,
});

test('each seat has its person\'s name and state: connected, thinking, gone, or a bot', () => {
  const view = tableView(guestState());
  assert.deepEqual(view.seats, [
    { name: 'Eva', status: 'gone' },
    { name: 'Ana', status: 'connected' },
    { name: 'Ben', status: 'thinking' },
    { name: 'Bot', status: 'bot' },
  ]);
  const empty = guestState();
  empty.people[3] = { name: 'Eva', kind: 'person', connected: false, away: false, thinking: false }; // never joined: a bot plays it
  assert.equal(tableView(empty).seats[0].status, 'bot');
  assert.equal(tableView(guestState({}, { obs: null })), null, 'nothing before the deal');
});

test('reactions are offered between tricks only, and once a pause', () => {
  assert.deepEqual(tableView(guestState()).react, ['nice', 'oops', 'wow', 'thanks']);
  assert.deepEqual(tableView(guestState({ trick: [{ player: 1, card: '7o' }] })).react, [], 'a card on the table');
  assert.deepEqual(tableView(guestState({ lastTrick: null })).react, [], 'no trick taken yet');
  assert.deepEqual(tableView(guestState(), 4).react, [], 'this page reacted in this pause');
  assert.equal(tableView(guestState({ moves: 8 }), 4).react.length, 4, 'the next pause');
  assert.equal(tableView(guestState({ lastTrick: null, terminal: true })).react.length, 4, 'the end');
  assert.deepEqual(tableView(guestState({}, { status: 'closed' })).react, [], 'the host is gone');
});

test('each reaction is shown once, on the seat of the person who sent it', () => {
  const st = guestState();
  st.reactions = [{ person: 1, kind: 'nice', at: 1 }];
  const first = newReactions(st, null);
  assert.deepEqual(first.fresh, [{ seat: 2, kind: 'nice' }]);
  assert.deepEqual(newReactions(st, first.last).fresh, [], 'not again');
  st.reactions = [...st.reactions, { person: 3, kind: 'thanks', at: 2 }];
  assert.deepEqual(newReactions(st, first.last).fresh, [{ seat: 0, kind: 'thanks' }]);
});
