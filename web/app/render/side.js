// Renders the header's turn line, the score board, the share box, the statistics
// and the notice banner. Called only by render/index.js inside its frame.

import { t, has, lang } from '../i18n.js';
import { seatNameKey, sideNameKey } from '../seats.js';
import { isHumanTurn } from '../selectors.js';
import { gameWords, DEFAULT_GAME } from '../gameWords.js';
import { el, setText, setAttr, setHidden, setClass, setData, replaceChildren, reconcile } from './dom.js';
import { STAT_KEYS } from '../stats.js';
import { words } from '../words.js';
import { personName, seatName } from '../passPlay.js';

export function sideRefs(doc) {
  const q = (s) => doc.querySelector(s);
  return {
    turn: q('[data-testid=turn]'),
    scores: q('[data-testid=scores]'),
    shareUrl: q('[data-testid=share-url]'),
    shareNote: q('.share__note'),
    stats: q('.stats'),
    notice: q('.notice'),
    noticeText: q('.notice__main'),
    noticeWhy: q('.notice__why'), // the code's words (app/errors.js), in the player's language
    noticeDetail: q('.notice__detail'), // the English detail, folded away
    noticeEngine: q('.notice__engine'),
    noticeActions: q('.notice__actions'),
    copyDeal: q('[data-testid=copy-deal-link]'),
    copyReplay: q('[data-testid=copy-replay-link]'),
    openReplay: q('[data-testid=open-replay]'),
    newGame: q('[data-testid=new-game]'),
  };
}

const memo = { selectTick: 0, noticeKey: '', notice: null };

export function renderSide(refs, state) {
  renderTurn(refs.turn, state);
  renderScores(refs.scores, state);
  renderShare(refs, state);
  renderStats(refs.stats, state);
  renderNotice(refs, state.notice);
}

function renderTurn(node, state) {
  const g = state.game;
  let text = '';
  let mine = false;
  let won = false; // a finished trick held on the table: its winner named
  if (state.engine === 'loading') text = t('engine.loading');
  else if (state.engine === 'failed' && !g) text = t('engine.failedShort');
  else if (g) {
    const obs = g.display;
    if (g.summary) text = g.summary.kind === 'final' ? t('turn.over') : t('turn.summary');
    else if (obs.terminal) text = t('turn.over');
    else if (g.cover) text = t('pass.cover', { name: personName(g.names, g.cover.person, t) }); // the hand is hidden: no "your turn"
    else if (isHumanTurn(state)) {
      text = t('turn.you');
      mine = true;
    } else if (Number.isInteger(obs.trickWinner)) {
      text = words(obs, g.humanSeat).say('turn.trickWon', obs.trickWinner);
      won = true;
    }
    else if (obs.turn === null || obs.turn === undefined) text = t('turn.trickEnd');
    else if (obs.turn === g.humanSeat) text = t('turn.you');
    else text = t('turn.other', { who: seatName(g, obs, obs.turn, t) || t(seatNameKey(obs.turn, g.humanSeat, obs)) }); // pass-and-play, online: a person's name
  }
  setText(node, text);
  setClass(node, 'is-mine', mine);
  setClass(node, 'is-won', won);
}

function renderScores(node, state) {
  const g = state.game;
  if (!g) {
    if (node.dataset.shown !== 'none') {
      node.dataset.shown = 'none';
      replaceChildren(node, el('h2', { class: 'side__title', text: t('scores.title') }), el('p', { class: 'scores__empty', text: t('scores.empty') }));
    }
    return;
  }
  const obs = g.display;
  const key = JSON.stringify([lang, obs.game, obs.scores, obs.deal, obs.vueltas, obs.trump, g.humanSeat, obs.players, obs.contract, obs.phase, g.summary && g.summary.id]);
  if (node.dataset.shown === key) return;
  node.dataset.shown = key;
  renderBoard(node, g, obs, gameWords(obs.game).board);
}

// Each side's score as the engine names it, its pips (filled of the match's number),
// its meta line, and the foot: the contract (or the bidding) and the match's length.
// Which field is which is the game's words (gameWords.js board); every number is the engine's.
function renderBoard(node, g, obs, board) {
  const mine = obs.sideOf[g.humanSeat];
  const match = obs.match || {};
  const length = (obs.options || {}).length;
  const head = el('div', { class: 'scores__head' },
    el('h2', { class: 'side__title', text: t('scores.title') }),
    el('p', { class: 'scores__deal', text: board.vueltas && obs.vueltas > 0 ? t('scores.dealVueltas', { deal: obs.deal }) : t('scores.deal', { deal: obs.deal }) }));
  const list = el('ul', { class: 'scorelist', data: { count: obs.scores.length } });
  for (const s of obs.scores) {
    // Between deals the engine's trick counts are the next deal's: show the ended deal's.
    const params = { ...s, tricks: g.summary ? s.lastDealTricks : s.tricks };
    const pips = el('span', { class: 'pips', attrs: { 'aria-hidden': 'true' } });
    const pipCount = board.pips ? Math.min(Number(match[board.pips.of]) || 0, 9) : 0;
    for (let i = 0; i < pipCount; i++) pips.appendChild(el('span', { class: i < s[board.pips.on] ? 'pip is-on' : 'pip' }));
    const meta = board.meta ? [pips,
      el('span', { class: 'scorerow__long', text: t(board.meta[0], params) }),
      el('span', { class: 'scorerow__short', text: t(board.meta[1], params) })] : [];
    const buenas = Boolean(board.buenas && s.buenas);
    list.appendChild(el('li', { class: `scorerow${s.side === mine ? ' is-mine' : ''}`, data: { side: s.side } },
      el('span', { class: 'scorerow__name', text: t(sideNameKey(s.side, g.humanSeat, obs)) }),
      el('span', { class: `scorerow__pts${buenas ? ' is-buenas' : ''}`, attrs: { title: t('scores.pointsTitle', { n: s.points }) } },
        el('span', { class: 'scorerow__num', text: String(s[board.num]) }), ' ',
        el('span', { class: 'scorerow__unit', text: t(board.unit(s), { n: s[board.num] }) })),
      el('span', { class: 'scorerow__meta' }, ...meta)));
  }
  const parts = [];
  if (board.contract && obs.contract) parts.push(t('scores.contract', { who: t(seatNameKey(obs.contract.player, g.humanSeat, obs)), suit: t(`suit.${obs.contract.trump}`) }));
  else if (obs.phase === 'bidding') parts.push(t('scores.bidding'));
  if (obs.scores.some((s) => s.byMemory)) parts.push(t('scores.byMemory')); // the engine left the running total out
  const [footKey, footParams] = board.foot;
  const lengthKey = length === 'partida' ? 'scores.length.partida' : length === 'deal' ? 'scores.length.deal' : null;
  parts.push(lengthKey ? t(lengthKey) : t(footKey, Object.fromEntries(Object.entries(footParams).map(([p, f]) => [p, match[f] ?? '?']))));
  replaceChildren(node, head, list, el('p', { class: 'scores__foot', text: parts.join(' · ') }));
}

function renderShare(refs, state) {
  const has = Boolean(state.game && state.game.codes.replay); // an online table's codes come only at its end
  setAttr(refs.copyDeal, 'aria-disabled', has ? null : 'true');
  setAttr(refs.copyReplay, 'aria-disabled', has ? null : 'true');
  setAttr(refs.openReplay, 'aria-disabled', has ? null : 'true');
  setAttr(refs.newGame, 'aria-disabled', state.specs ? null : 'true');
  if (refs.shareUrl.value !== state.share.url) refs.shareUrl.value = state.share.url;
  setAttr(refs.shareUrl, 'placeholder', t('share.placeholder'));
  setText(refs.shareNote, state.share.note ? t(state.share.note) : '');
  if (state.share.selectTick !== memo.selectTick) {
    memo.selectTick = state.share.selectTick;
    refs.shareUrl.focus({ preventScroll: false });
    refs.shareUrl.select();
  }
}

// The statistics of the game on the table (or picked for the next one), with that
// game's words: a Whist "manga", a Guiñote "coto".
function renderStats(node, state) {
  const game = (state.game && state.game.obs && state.game.obs.game) || (state.setup && state.setup.game) || DEFAULT_GAME;
  const keys = STAT_KEYS[game] || STAT_KEYS[DEFAULT_GAME];
  const stats = (state.stats && state.stats[game]) || {};
  const items = keys.map((k) => ({ k, v: stats[k] || 0 }));
  setData(node, 'game', game);
  reconcile(node, items, (x) => x.k, (x) => el('div', { class: 'stat', data: { stat: x.k } }, el('dt'), el('dd')), (row, x) => {
    setText(row.querySelector('dt'), t(has(`stats.${game}.${x.k}`) ? `stats.${game}.${x.k}` : `stats.${x.k}`));
    setText(row.querySelector('dd'), String(x.v));
  });
}

function renderNotice(refs, notice) {
  setHidden(refs.notice, !notice);
  if (!notice) {
    memo.noticeKey = '';
    memo.notice = null;
    return;
  }
  refs.notice.dataset.testid = notice.kind === 'error' ? 'error' : 'notice';
  setClass(refs.notice, 'is-info', notice.kind !== 'error');
  setText(refs.noticeText, t(notice.key, notice.params));
  setText(refs.noticeWhy, notice.code && has(`why.${notice.code}`) ? t(`why.${notice.code}`) : '');
  setText(refs.noticeEngine, notice.detail || '');
  setHidden(refs.noticeDetail, !notice.detail);
  if (memo.notice !== notice) refs.noticeDetail.open = false; // a new notice starts with its detail folded
  memo.notice = notice;
  const key = `${lang}:${(notice.actions || []).join(',')}`;
  if (memo.noticeKey !== key) {
    memo.noticeKey = key;
    replaceChildren(refs.noticeActions, ...(notice.actions || []).map((a) => el('button', {
      class: `btn ${a === 'dismiss' ? 'btn--ghost' : 'btn--primary'}`,
      attrs: { type: 'button' },
      data: { cmd: a === 'dismiss' ? 'dismiss-notice' : a },
      text: t(`notice.action.${a}`),
    })));
  }
}
