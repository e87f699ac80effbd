// Renders the new-game <dialog> from the engine's option specs: off/on options
// as switches, named or few values as selects (or a segmented choice), numbers
// as number inputs; labels and help from the translation table, keyed by option
// name. Called only by render/index.js.

import { t, tOr, has, lang } from '../i18n.js';
import { optionKind, optionValues, optionGroup, setupPlayers, normalizeLevel, defaultLevel } from '../setup.js';
import { el, setText, setAttr, setHidden, reconcile } from './dom.js';

const SEGMENTED = ['players', 'cards']; // drawn as a row of radio buttons

export function dialogRefs(doc) {
  const dialog = doc.querySelector('[data-testid=new-game-dialog]');
  const groups = {};
  for (const fs of dialog.querySelectorAll('fieldset[data-group]')) groups[fs.dataset.group] = fs.querySelector('.ng__fields');
  return { dialog, groups, start: dialog.querySelector('[data-testid=start-game]'), gameHelp: dialog.querySelector('[data-testid=game-help]') };
}

const memo = { specs: null };

export function renderNewGameDialog(refs, state) {
  const { dialog } = refs;
  const want = state.dialog === 'new-game' && Boolean(state.specs && state.setup);
  if (want && !dialog.open) {
    buildFields(refs, state);
    dialog.showModal();
  } else if (!want && dialog.open) dialog.close();
  if (!state.specs || !state.setup) return;
  if (memo.specs !== state.specs || memo.lang !== lang) buildFields(refs, state);
  syncValues(dialog, state);
  const dummy = dialog.querySelector('[data-field=dummy_player]');
  if (dummy) setHidden(dummy, !isDummyWhist(state.setup));
  renderBots(refs.groups.bots, state);
  setText(refs.gameHelp, t(`game.help.${state.setup.game || 'guinote'}`));
  setAttr(refs.start, 'aria-disabled', state.engine === 'failed' ? 'true' : null);
}

// An option's text: the game's own key when the same name means something else
// there (option.whist.players.help), else the shared one (option.players.help).
function optionKey(name, part) {
  const own = `option.${memo.game}.${name}.${part}`;
  return has(own) ? own : `option.${name}.${part}`;
}

function optionLabel(name) {
  return tOr(optionKey(name, 'label'), 'option.unknown.label', { name });
}

function optionHelp(name, spec) {
  return tOr(optionKey(name, 'help'), 'option.unknown.help', { help: spec.help || '' });
}

function valueLabel(name, value) {
  return tOr(optionKey(name, value), 'option.value', { value });
}

function buildFields(refs, state) {
  memo.specs = state.specs;
  memo.lang = lang;
  memo.game = state.setup.game || 'guinote';
  const byGroup = { table: [], rules: [], match: [] };
  for (const spec of state.specs) byGroup[optionGroup(spec.name)].push(spec);
  for (const [group, specs] of Object.entries(byGroup)) {
    refs.groups[group].replaceChildren(...specs.map(field));
  }
}

function field(spec) {
  const name = spec.name;
  const id = `opt-${name}`;
  const kind = optionKind(spec);
  const help = el('p', { class: 'field__help', attrs: { id: `${id}-help` }, text: optionHelp(name, spec) });
  if (kind === 'switch') {
    const input = el('input', { class: 'switch', attrs: { type: 'checkbox', role: 'switch', id, 'aria-describedby': `${id}-help` }, data: { option: name } });
    return el('div', { class: 'field field--switch', data: { field: name } },
      el('label', { class: 'field__label', attrs: { for: id }, text: optionLabel(name) }), input, help);
  }
  if (kind === 'select' && SEGMENTED.includes(name)) {
    const labelId = `${id}-label`;
    const group = el('div', { class: 'segmented', attrs: { role: 'radiogroup', 'aria-labelledby': labelId, 'aria-describedby': `${id}-help` } });
    for (const v of optionValues(spec)) {
      group.appendChild(el('label', { class: 'segmented__item' },
        el('input', { attrs: { type: 'radio', name: id, value: v }, data: { option: name } }),
        el('span', { text: valueLabel(name, v) })));
    }
    return el('div', { class: 'field field--segmented', data: { field: name } },
      el('span', { class: 'field__label', attrs: { id: labelId }, text: optionLabel(name) }), group, help);
  }
  if (kind === 'select') {
    const select = el('select', { class: 'select', attrs: { id, 'aria-describedby': `${id}-help` }, data: { option: name } });
    for (const v of optionValues(spec)) select.appendChild(el('option', { attrs: { value: v }, text: valueLabel(name, v) }));
    return el('div', { class: 'field field--select', data: { field: name } },
      el('label', { class: 'field__label', attrs: { for: id }, text: optionLabel(name) }), select, help);
  }
  const input = el('input', {
    class: 'number',
    attrs: { type: 'number', id, min: spec.min, max: spec.max, step: 1, inputmode: 'numeric', 'aria-describedby': `${id}-help` },
    data: { option: name },
  });
  return el('div', { class: 'field field--number', data: { field: name } },
    el('label', { class: 'field__label', attrs: { for: id }, text: optionLabel(name) }), input, help);
}

/** The game pickers (dialog and welcome panel) show the game of the form. */
export function syncGamePick(doc, state) {
  const game = state.setup ? state.setup.game : null;
  for (const input of doc.querySelectorAll('input[data-pick=game]')) {
    const on = input.value === game;
    if (input.checked !== on) input.checked = on;
    input.disabled = !(state.catalog && state.catalog[input.value]);
  }
}

function syncValues(dialog, state) {
  const values = state.setup.options;
  for (const input of dialog.querySelectorAll('[data-option]')) {
    const v = values[input.dataset.option];
    if (input.type === 'checkbox') {
      if (input.checked !== (v === 'on')) input.checked = v === 'on';
    } else if (input.type === 'radio') {
      const on = String(v) === input.value;
      if (input.checked !== on) input.checked = on;
    } else if (document.activeElement !== input && input.value !== String(v)) input.value = String(v);
  }
}

// One level select per bot (person 1…n-1). Without a ceremony the people keep
// their seats, so each is named by where he sits; with one, by number.
function renderBots(container, state) {
  const players = setupPlayers(state.setup);
  const ceremony = state.setup.options.ceremony && state.setup.options.ceremony !== 'none';
  // In dummy whist option dummy_player seats the persons, so they are named by number too.
  const byNumber = ceremony || isDummyWhist(state.setup);
  const people = [];
  const passPlay = state.setup.levels.some((l, p) => p > 0 && p < players && l === 'human');
  for (let p = passPlay ? 0 : 1; p < players; p++) people.push(p);
  reconcile(container, people, (p) => `bot-${p}`, (p) => {
    const id = `bot-level-${p}`;
    return el('div', { class: 'field field--select field--bot' },
      el('label', { class: 'field__label', attrs: { for: id } }),
      el('select', { class: 'select', attrs: { id }, data: { level: p } }),
      el('input', { class: 'number field__name', attrs: { type: 'text', maxlength: 24, autocomplete: 'off' }, data: { name: p } }));
  }, (row, p) => {
    const label = row.querySelector('label');
    setText(label, byNumber || p === 0 ? t('newGame.player', { n: p + 1 }) : t(botSeatKey(p, players, state.setup.game, state.catalog)));
    const select = row.querySelector('select');
    const levels = [...state.levels, 'human']; // 'human': a person at this device (pass-and-play)
    if (select.dataset.levels !== levels.join(',')) {
      select.dataset.levels = levels.join(',');
      select.replaceChildren(...levels.map((l) => el('option', { attrs: { value: l }, text: tOr(`level.${l}`, 'level.unknown', { name: l }) })));
    }
    const human = p === 0 || state.setup.levels[p] === 'human';
    const v = human ? 'human' : normalizeLevel(state.setup.levels[p], levels) || defaultLevel(levels);
    if (select.value !== v) select.value = v;
    setHidden(select, p === 0);
    const name = row.querySelector('input');
    setHidden(name, !human);
    setAttr(name, 'aria-label', t('pass.person', { n: p + 1 }));
    setAttr(name, 'placeholder', t('pass.person', { n: p + 1 }));
    const typed = (state.setup.names && state.setup.names[p]) || '';
    if (document.activeElement !== name && name.value !== typed) name.value = typed;
  });
  setHidden(container.closest('fieldset'), people.length === 0);
}

// A three-person game with the engine's dummy_player option (Whist).
function isDummyWhist(setup) {
  return 'dummy_player' in setup.options && setupPlayers(setup) === 3;
}

// Without a ceremony person p sits at seat p, the human at seat 0. The next seat
// sits on the right, or on the left when the engine says play is clockwise.
function botSeatKey(p, players, game, catalog) {
  const clockwise = Boolean(catalog && catalog[game] && catalog[game].clockwise);
  const next = clockwise ? 'seat.rival.left' : 'seat.rival.right';
  const previous = clockwise ? 'seat.rival.right' : 'seat.rival.left';
  if (players === 2) return 'seat.rival';
  if (players === 4 && p === 2) return 'seat.partner';
  return p === 1 ? next : previous;
}
