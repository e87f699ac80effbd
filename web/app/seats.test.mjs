// Where seats sit on screen follows the engine's direction of play; the dummy's player.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seatPosition, seatNameKey, dummyPerson } from './seats.js';

const view = (players, clockwise, extra = {}) => ({ players, clockwise, sideOf: [0, 1, 0, 1].slice(0, players), ...extra });

test('passing to the right, the next seat sits on the right; clockwise, on the left', () => {
  const at = (v, human) => [0, 1, 2, 3].slice(0, v.players).map((s) => seatPosition(s, human, v));
  assert.deepEqual(at(view(4, false), 0), ['bottom', 'right', 'top', 'left']);
  assert.deepEqual(at(view(4, true), 0), ['bottom', 'left', 'top', 'right']);
  assert.deepEqual(at(view(4, true), 3), ['left', 'top', 'right', 'bottom']); // the human deals: seat 0, after him, on his left
  assert.deepEqual(at(view(3, false), 0), ['bottom', 'right', 'left']);
  assert.deepEqual(at(view(2, true), 1), ['top', 'bottom']);
});

test('a rival is named by the side he sits on', () => {
  assert.equal(seatNameKey(1, 0, view(4, true)), 'seat.rival.left');
  assert.equal(seatNameKey(3, 0, view(4, true)), 'seat.rival.right');
  assert.equal(seatNameKey(1, 0, view(4, false)), 'seat.rival.right');
  assert.equal(seatNameKey(2, 0, view(4, true)), 'seat.partner');
});

test('the dummy\'s player is the person at the seat that controls another', () => {
  assert.equal(dummyPerson({ seatOfPerson: [3, 0, 2], controllerOf: [0, 3, 2, 3] }), 0);
  assert.equal(dummyPerson({ seatOfPerson: [0, 2, 3], controllerOf: [0, 3, 2, 3] }), 2);
  assert.equal(dummyPerson({ seatOfPerson: [0, 1, 2, 3], controllerOf: [0, 1, 2, 3] }), null);
});
