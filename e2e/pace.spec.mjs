// Issue 12 item 6: the bot-speed and trick-stay settings change the table's pace and are
// remembered; the sound is off by default (no AudioContext is even created) and a
// switch turns it on, also remembered.
import { test, expect, openTable, nextStop, playOne, state } from './table.mjs';

// The time from the human's move until his next turn (the other seats' moves between).
async function roundTime(page) {
  expect(await nextStop(page)).toBe('human');
  const started = Date.now();
  await playOne(page);
  expect(await nextStop(page)).toBe('human');
  return Date.now() - started;
}

// Plays on until the human's move is a card: a pass on a cante (an action, no card) has
// no sound, and the human may move again at once, with no bot pause or trick hold.
async function onACard(page) {
  expect(await nextStop(page)).toBe('human');
  while ((await state(page)).enabled.length === 0) {
    await playOne(page);
    expect(await nextStop(page)).toBe('human');
  }
}

test('the bot speed sets the pace, instant has no waits, and both settings are remembered', async ({ page }) => {
  await openTable(page, '', { speed: null }); // null: the settings' pace, not the test hook's
  await expect(page.getByTestId('speed')).toHaveValue('normal');
  await expect(page.getByTestId('trick-stay')).toHaveValue('normal');

  await page.getByTestId('speed').selectOption('instant');
  await expect(page.getByTestId('trick-stay')).toBeDisabled(); // instant: the trick goes at once
  const waits = () => page.evaluate(() => window.__bazaDebug.waits());
  const before = await waits();
  await roundTime(page);
  expect(await waits()).toBe(before); // instant: not one bot pause or trick hold (wall time is the bots' thinking)

  await page.getByTestId('speed').selectOption('slow');
  await page.getByTestId('trick-stay').selectOption('long');
  await onACard(page);
  const waited = await waits();
  const slow = await roundTime(page);
  // How many bots move before the human's next turn depends on who wins the trick (none
  // when he plays last and wins), so count the waits: each bot pause (1.1 s at slow) and
  // trick hold (2 s at long) is over a second, and they come one after another.
  const made = (await waits()) - waited;
  expect(made).toBeGreaterThan(0);
  expect(slow).toBeGreaterThanOrEqual(made * 1100);

  await page.reload();
  await expect(page.getByTestId('speed')).toHaveValue('slow');
  await expect(page.getByTestId('trick-stay')).toHaveValue('long');
  expect(await page.evaluate(() => window.__bazaDebug.state().motion)).toMatchObject({ speed: 'slow', trickStay: 'long' });
});

// Counts the AudioContexts made and the sounds started, before the page's scripts run.
function countAudio() {
  const audio = { contexts: 0, started: 0 };
  window.__audio = audio;
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); audio.contexts++; }
  };
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (...args) { audio.started++; return start.apply(this, args); };
}

test('sound is off by default: no AudioContext while muted; the switch turns it on and is remembered', async ({ page }) => {
  await page.addInitScript(countAudio);
  await openTable(page);
  const sound = page.getByTestId('sound');
  await expect(sound).not.toBeChecked();
  for (let i = 0; i < 2; i++) {
    expect(await nextStop(page)).toBe('human');
    await playOne(page);
  }
  expect(await page.evaluate(() => window.__audio)).toEqual({ contexts: 0, started: 0 });

  await sound.check();
  await onACard(page); // a card's tap is heard
  const before = await page.evaluate(() => window.__audio.started);
  await playOne(page);
  await expect.poll(() => page.evaluate(() => window.__audio.started)).toBeGreaterThan(before);
  expect(await page.evaluate(() => window.__audio.contexts)).toBe(1);

  await page.reload();
  await expect(page.getByTestId('sound')).toBeChecked();
  await page.getByTestId('sound').uncheck();
  await page.reload();
  await expect(page.getByTestId('sound')).not.toBeChecked();
});
