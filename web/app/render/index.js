// The one render module (after chessground's render.ts): it alone writes the DOM,
// at most once per animation frame, from the UI state. The parts it calls
// (table, side, newGameDialog, replayView, motion) are its private pieces.

import { t, lang } from '../i18n.js';
import { isHumanTurn, motionOn } from '../selectors.js';
import { tempo } from '../pace.js';
import { installDeckDefs } from '../../cards/spanishDeck.js';
import { setText } from './dom.js';
import { tableRefs, renderTable } from './table.js';
import { sideRefs, renderSide } from './side.js';
import { dialogRefs, renderNewGameDialog, syncGamePick } from './newGameDialog.js';
import { replayRefs, renderReplay } from './replayView.js';
import { settingsRefs, renderSettings } from './settings.js';
import { savesRefs, renderSaves } from './savesView.js';
import { helpRefs, renderHelp, installHelpMenu } from './help.js';
import { undoRefs, renderUndo } from './undoView.js';
import { summaryReactionsRefs, renderSummaryReactions } from './summaryReactions.js';
import { dailyRefs, renderDaily } from './dailyView.js';
import { snapshot, playFlip, flyAway, centreOf } from './motion.js';
import { DEFAULT_GAME } from '../gameWords.js';

/** createRenderer(store) -> {schedule()}: subscribes to the store and renders on the next frame. */
export function createRenderer(store) {
  const doc = document;
  installDeckDefs(doc);
  translateStatic(doc);
  installHelpMenu(doc);
  const refs = {
    table: tableRefs(doc),
    side: sideRefs(doc),
    dialog: dialogRefs(doc),
    replay: replayRefs(doc),
    live: doc.getElementById('live'),
    settings: settingsRefs(doc),
    saves: savesRefs(doc),
    help: helpRefs(doc),
    undo: undoRefs(doc),
    summaryReactions: summaryReactionsRefs(doc),
    daily: dailyRefs(doc),
    brandGame: doc.querySelector('[data-testid=brand-game]'),
    welcomeTitle: doc.querySelector('[data-testid=welcome-title]'),
  };
  const memo = { announceTick: 0, focusTick: 0, humanTurn: false, summaryId: null, lang };
  let pending = false;

  function schedule() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(frame);
  }

  function frame() {
    pending = false;
    const state = store.state;
    const animate = motionOn(state);
    const felt = refs.table.felt;
    const before = animate ? snapshot(felt) : null;
    const replayBoard = refs.replay.board;
    const replayBefore = animate && state.replay && refs.replay.dialog.open ? snapshot(replayBoard) : null;
    const out = { removedTrick: [] };

    const body = doc.body;
    const humanTurn = isHumanTurn(state);
    if (body.dataset.engine !== state.engine) body.dataset.engine = state.engine;
    if (body.dataset.humanTurn !== String(humanTurn)) body.dataset.humanTurn = String(humanTurn);
    body.classList.toggle('reduced-motion', !animate);
    if (memo.lang !== lang) { // the language switch: every text again
      memo.lang = lang;
      translateStatic(doc);
    }
    renderSettings(refs.settings, state);

    syncGamePick(doc, state);
    renderGameName(refs, state);
    renderTable(refs.table, state, out);
    renderSide(refs.side, state);
    renderNewGameDialog(refs.dialog, state);
    renderReplay(refs.replay, state);
    renderSaves(refs.saves, state);
    renderHelp(refs.help, state);
    renderUndo(refs.undo, state);
    renderSummaryReactions(refs.summaryReactions, state);
    renderDaily(refs.daily, state);

    if (state.announce.tick !== memo.announceTick) {
      memo.announceTick = state.announce.tick;
      setText(refs.live, state.announce.text);
    }

    if (animate && before) {
      const origin = (name) => originOf(refs.table, name);
      playFlip(felt, before, origin, tempo(state.motion));
      for (const r of out.removedTrick) {
        const to = origin(r.to);
        for (const node of r.nodes) flyAway(refs.table.fx, node, before.get(node.dataset.key), to, tempo(state.motion));
      }
    }
    if (replayBefore) playFlip(replayBoard, replayBefore, (name) => originOfReplay(refs.replay, name), tempo(state.motion));

    manageFocus(state, humanTurn);
  }

  // Focus follows the game for keyboard users: the summary's button when it
  // opens; the first playable control when the turn comes back and focus was lost.
  function manageFocus(state, humanTurn) {
    const g = state.game;
    const summaryId = g && g.summary ? g.summary.id : null;
    if (summaryId !== memo.summaryId) {
      memo.summaryId = summaryId;
      if (summaryId !== null && !refs.dialog.dialog.open && !refs.replay.dialog.open) {
        const btn = doc.querySelector('.panel--summary [data-cmd=continue], .panel--summary [data-cmd=rematch]');
        if (btn) btn.focus({ preventScroll: true });
      }
    }
    const cover = Boolean(g && g.cover && !g.summary); // pass-and-play: its button takes focus
    if (cover && !memo.cover) refs.table.uncover.focus({ preventScroll: true });
    memo.cover = cover;
    if (humanTurn && !memo.humanTurn) {
      const a = doc.activeElement;
      const lost = !a || a === doc.body || !a.isConnected || refs.table.cover.contains(a);
      if (lost && !refs.dialog.dialog.open && !refs.replay.dialog.open) {
        const first = doc.querySelector('.actions [data-action], .seat__hand .is-legal'); // the hand, or the dummy played
        if (first) first.focus({ preventScroll: true });
      }
    }
    memo.humanTurn = humanTurn;
  }

  store.subscribe(schedule);
  schedule();
  return { schedule }; // schedule(): render on the next animation frame (once, however often called)
}

function originOf(refs, name) {
  if (name === 'pile') return centreOf(refs.pile.stock) || centreOf(refs.pile.root);
  if (name && name.startsWith('seat-')) {
    const seat = refs.seats[name.slice(5)];
    return seat ? centreOf(seat.hand) || centreOf(seat.plate) : null;
  }
  return null;
}

function originOfReplay(refs, name) {
  if (name === 'rpile') return centreOf(refs.trump.parentElement);
  if (name && name.startsWith('rseat-')) {
    const seat = refs.seats[name.slice(6)];
    return seat ? centreOf(seat.hand) : null;
  }
  return null;
}

// Static text of index.html: data-i18n (text), data-i18n-aria (aria-label). On a
// language switch the parts' caches of built text (data-shown, data-levels) are dropped.
function translateStatic(doc) {
  for (const node of doc.querySelectorAll('[data-shown]')) delete node.dataset.shown;
  for (const node of doc.querySelectorAll('[data-levels]')) delete node.dataset.levels;
  doc.title = t('app.title');
  doc.documentElement.lang = t('app.lang');
  for (const node of doc.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const node of doc.querySelectorAll('[data-i18n-aria]')) node.setAttribute('aria-label', t(node.dataset.i18nAria));
}

// The game's name in the header and on the welcome panel: the game at the table,
// else the one picked for the next.
function renderGameName(refs, state) {
  const game = (state.game && state.game.obs.game) || (state.setup && state.setup.game) || DEFAULT_GAME;
  setText(refs.brandGame, t(`game.${game}`));
  setText(refs.welcomeTitle, t(`game.${game}`));
}
