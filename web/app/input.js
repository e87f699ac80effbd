// Turns clicks, key presses and form changes into intents. It reads the DOM
// (which element was clicked, what was typed) but never writes it: every visible
// change goes through the store and the renderer.

import { coerceOption } from './setup.js';

/**
 * bindInput({doc, store, intents}) where intents has
 *   command(name, element)   for [data-cmd] buttons ('new-game', 'continue', …)
 *   act(action)              for a hand card or an action button ('7o', 'sing:c', 'pass', 'claim-ask')
 *   refuse(card)             for a hand card that may not be played now ('4c')
 */
export function bindInput({ doc, store, intents }) {
  doc.addEventListener('click', (ev) => {
    const target = ev.target instanceof Element ? ev.target : null;
    if (!target) return;
    const card = target.closest('.seat__hand button[data-card]'); // the human's hand, or the dummy he plays
    if (card) {
      if (!settled(card)) return; // a card still sliding in is not the one the player aimed at
      if (card.getAttribute('aria-disabled') !== 'true') intents.act(card.dataset.card);
      else intents.refuse(card.dataset.card);
      return;
    }
    const action = target.closest('button[data-action]');
    if (action) {
      if (action.getAttribute('aria-disabled') !== 'true') intents.act(action.dataset.action);
      return;
    }
    const cmd = target.closest('button[data-cmd]');
    if (cmd) {
      ev.preventDefault();
      if (cmd.getAttribute('aria-disabled') === 'true') return;
      intents.command(cmd.dataset.cmd, cmd);
    }
  });

  // The new-game form: every change goes to state.setup.
  doc.addEventListener('change', (ev) => onFormChange(ev, store, intents));
  doc.addEventListener('input', (ev) => {
    if (ev.target instanceof HTMLInputElement && ev.target.type === 'number') onFormChange(ev, store, intents);
  });
  for (const form of doc.querySelectorAll('form')) form.addEventListener('submit', (ev) => ev.preventDefault());

  // Dialogs closed with Escape or by the browser.
  doc.querySelector('[data-testid=new-game-dialog]').addEventListener('close', () => {
    if (store.state.dialog) store.update((s) => { s.dialog = null; });
  });
  doc.querySelector('[data-testid=games]').addEventListener('close', () => {
    if (store.state.saved.open) intents.command('close-games');
  });
  doc.querySelector('[data-testid=replay]').addEventListener('close', () => {
    if (store.state.replay) intents.command('close-replay');
  });
  const daily = doc.querySelector('[data-testid=daily]');
  if (daily) daily.addEventListener('close', () => { if (store.state.daily.open) intents.command('close-daily'); });

  doc.addEventListener('keydown', (ev) => {
    if (moveAlongRow(ev)) return;
    if (store.state.replay && !(ev.target instanceof HTMLSelectElement)) {
      if (ev.key === 'ArrowLeft') intents.command('replay-back');
      else if (ev.key === 'ArrowRight') intents.command('replay-forward');
      else if (ev.key === 'Escape' && store.state.replay.review.open) intents.command('replay-review'); // the review first, then the viewer
      else return;
      ev.preventDefault();
      return;
    }
    if (isUndoKey(ev)) {
      ev.preventDefault();
      intents.command('undo'); // the "Deshacer" button's key (app/undo.js), when the setting is on
      return;
    }
    if (ev.key === 'Escape' && store.state.game && store.state.game.claimArmed) intents.act('claim-cancel');
    else if (ev.key === 'Escape' && store.state.game && store.state.game.showLastTrick) intents.command('last-trick');
  });
}

// U, or Ctrl+Z (Cmd+Z), away from a text field and an open dialog: undo against bots.
function isUndoKey(ev) {
  const t = ev.target;
  if (t instanceof Element && (t.closest('input, select, textarea, dialog[open]') || t.isContentEditable)) return false;
  if (ev.altKey || ev.shiftKey) return false;
  const key = ev.key.toLowerCase();
  return (key === 'u' && !ev.ctrlKey && !ev.metaKey) || (key === 'z' && (ev.ctrlKey || ev.metaKey));
}

// A card still flying in (the deal, a draw) or sliding to its place (render/motion.js
// animations) is not where the finger aimed: a tap on it plays nothing. CSS transitions
// (the hover lift) do not count.
function settled(card) {
  const Css = [globalThis.CSSTransition, globalThis.CSSAnimation].filter(Boolean);
  return !card.getAnimations().some((a) => !Css.some((C) => a instanceof C) && a.playState !== 'finished');
}

// Arrow keys (and Home/End) move the focus along the hand's cards and the action
// buttons, so a keyboard player need not Tab through every card. Only focus moves.
const ROW_KEYS = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: -Infinity, End: Infinity };
function moveAlongRow(ev) {
  const step = ROW_KEYS[ev.key];
  if (step === undefined || ev.altKey || ev.ctrlKey || ev.metaKey || !(ev.target instanceof Element)) return false;
  const row = ev.target.closest('.seat__hand, .actions');
  if (!row || !ev.target.matches('button[data-card], button[data-action]')) return false;
  const items = Array.from(row.querySelectorAll('button[data-card], button[data-action]'));
  const i = items.indexOf(ev.target);
  const j = Math.max(0, Math.min(items.length - 1, i + step));
  if (items[j] && j !== i) items[j].focus();
  ev.preventDefault();
  return true;
}

function onFormChange(ev, store, intents) {
  const input = ev.target;
  if (!(input instanceof HTMLElement)) return;
  if (input.dataset.cmd === 'replay-trick') {
    intents.command('replay-trick', input);
    return;
  }
  if (input.dataset.pick === 'game') {
    intents.command('pick-game', input);
    return;
  }
  if (input.dataset.pref === 'four-colour') {
    intents.command('four-colour', input);
    return;
  }
  if (['speed', 'trick-stay', 'sound'].includes(input.dataset.pref)) { // the pace and sound settings
    intents.command(input.dataset.pref, input);
    return;
  }
  if (input.dataset.pref === 'undo') {
    intents.command('undo-setting', input);
    return;
  }
  if (input.dataset.pref === 'daily-date') {
    intents.command('daily-date', input);
    return;
  }
  if (input.dataset.pref === 'hand-sort') {
    intents.command('hand-sort', input);
    return;
  }
  const s = store.state;
  if (input.dataset.option && s.specs && s.setup) {
    const spec = s.specs.find((x) => x.name === input.dataset.option);
    if (!spec) return;
    let raw = input.value;
    if (input.type === 'checkbox') raw = input.checked ? 'on' : 'off';
    if (input.type === 'number' && ev.type === 'input' && raw === '') return; // still typing
    const value = coerceOption(spec, raw);
    store.update((st) => { st.setup.options[spec.name] = value; });
    return;
  }
  if (input.dataset.level && s.setup) {
    const p = Number(input.dataset.level);
    const v = input.value;
    if (s.levels.includes(v) || v === 'human') store.update((st) => { st.setup.levels[p] = v; });
  }
  if (input.dataset.name && s.setup) { // pass-and-play: a person's name, e.g. 'Ana'
    const p = Number(input.dataset.name);
    store.update((st) => { st.setup.names = Object.assign([], st.setup.names, { [p]: input.value.slice(0, 24) }); });
  }
}
