// The table's pace (app/pace.js): the bot-speed and trick-stay settings, reduced motion
// and the test hook, as the waits and animations they give.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SPEEDS, TRICK_STAYS, botPauseMs, trickHoldMs, tempo, replayStepMs, speedOf, trickStayOf } from './pace.js';

const motion = (over = {}) => ({ reduced: false, speed: 'normal', trickStay: 'normal', pause: null, ...over });

test('instant: no bot pause, no trick stay, no animation, whatever the trick-stay setting', () => {
  for (const trickStay of TRICK_STAYS) {
    const m = motion({ speed: 'instant', trickStay });
    assert.equal(botPauseMs(m), 0);
    assert.equal(trickHoldMs(m), 0);
    assert.equal(tempo(m), 0);
  }
});

test('slower speeds wait longer and move the cards slower', () => {
  const pauses = SPEEDS.map((speed) => botPauseMs(motion({ speed })));
  const tempos = SPEEDS.map((speed) => tempo(motion({ speed })));
  for (let i = 1; i < SPEEDS.length; i++) {
    assert.ok(pauses[i] < pauses[i - 1], `${SPEEDS[i]} waits less than ${SPEEDS[i - 1]}`);
    assert.ok(tempos[i] < tempos[i - 1], `${SPEEDS[i]} moves faster than ${SPEEDS[i - 1]}`);
  }
});

test('the trick stays as long as the setting says, at every speed but instant', () => {
  for (const speed of ['slow', 'normal', 'fast']) {
    const holds = TRICK_STAYS.map((trickStay) => trickHoldMs(motion({ speed, trickStay })));
    assert.ok(holds[0] > 0 && holds[0] < holds[1] && holds[1] < holds[2], `${speed}: ${holds}`);
    assert.equal(trickHoldMs(motion({ speed })), trickHoldMs(motion()), 'the stay does not depend on the speed');
  }
});

test('reduced motion stops the animations but keeps the pace: the bots still wait and the trick still stays', () => {
  const m = motion({ reduced: true });
  assert.equal(tempo(m), 0);
  assert.equal(botPauseMs(m), botPauseMs(motion()));
  assert.equal(trickHoldMs(m), trickHoldMs(motion()));
});

test("the test hook's pause overrides the settings; 0 means no waits at all", () => {
  const zero = motion({ speed: 'slow', trickStay: 'long', pause: 0 });
  assert.deepEqual([botPauseMs(zero), trickHoldMs(zero), tempo(zero)], [0, 0, 0]);
  assert.ok(replayStepMs(zero) < 100);
  const slow = motion({ speed: 'fast', pause: 2000 });
  assert.equal(botPauseMs(slow), 2000);
  assert.ok(trickHoldMs(slow) > 2000);
});

test('the replay autoplay never blurs past at a real speed, even instant', () => {
  for (const speed of SPEEDS) assert.ok(replayStepMs(motion({ speed })) >= 500, speed);
});

test('an unknown stored value falls back to the defaults', () => {
  assert.equal(speedOf('warp'), 'normal');
  assert.equal(speedOf(null), 'normal');
  assert.equal(trickStayOf('forever'), 'normal');
  assert.equal(botPauseMs(motion({ speed: 'warp' })), botPauseMs(motion()));
});
