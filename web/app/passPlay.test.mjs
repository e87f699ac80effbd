// Who this device plays in a match: the people the engine is locked to, and the person
// a replay (and "play from here") is seen from, a guest of an online table included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { peopleOf, asPerson, ownPerson } from './passPlay.js';

test('the engine is locked to the people named human; none named is person 0', () => {
  assert.equal(peopleOf(['human', 'hard', 'hard', 'hard']), '0');
  assert.equal(peopleOf(['human', 'hard', 'human', 'hard']), '0,2');
  assert.equal(peopleOf(['hard', 'human']), '1'); // a guest's seat played on from its replay
  assert.equal(peopleOf(['hard', 'hard']), '0');
  assert.equal(peopleOf(undefined), '0');
});

test('playing as another person swaps that person with person 0, and only for a seat that exists', () => {
  assert.deepEqual(asPerson(['human', 'easy', 'hard', 'medium'], 2), ['hard', 'easy', 'human', 'medium']);
  assert.deepEqual(asPerson(['human', 'hard'], 0), ['human', 'hard']);
  assert.deepEqual(asPerson(['human', 'hard'], 5), ['human', 'hard']);
  assert.equal(peopleOf(asPerson(['human', 'hard', 'hard', 'hard'], 3)), '3');
});

test('the own person: an online guest its seat at the table, else the first person named human', () => {
  assert.equal(ownPerson({ levels: ['human', 'hard'] }), 0);
  assert.equal(ownPerson({ levels: ['hard', 'hard', 'human', 'hard'] }), 2);
  assert.equal(ownPerson({ levels: ['human', 'human'] }), 0); // pass-and-play: the first person
  assert.equal(ownPerson({ table: { person: 3 }, levels: ['human'] }), 3);
  assert.equal(ownPerson({ levels: null }), 0);
});
