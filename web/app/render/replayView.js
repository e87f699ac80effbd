// Renders the replay viewer <dialog>: every hand face up, the trick, the trump,
// the step counter and the controls. Called only by render/index.js.

import { bidding } from '../dealFacts.js';
import { gameWords } from '../gameWords.js';
import { t, cardName, lang } from '../i18n.js';
import { seatPosition, seatNameKey, sideNameKey } from '../seats.js';
import { el, setText, setAttr, setData, setHidden, setClass, reconcile } from './dom.js';
import { cardImage } from './cardView.js';
import { markTrickCard } from './table.js';
import { orderedHand } from '../selectors.js';
import { reviewRefs, renderReview, reviewMarks } from './reviewView.js';

const POSITIONS = ['top', 'left', 'right', 'bottom'];

export function replayRefs(doc) {
  const dialog = doc.querySelector('[data-testid=replay]');
  const q = (s) => dialog.querySelector(s);
  const seats = {};
  for (const pos of POSITIONS) {
    const root = q(`.rseat[data-pos="${pos}"]`);
    seats[pos] = { root, name: root.querySelector('.rseat__name'), hand: root.querySelector('.rseat__hand') };
  }
  return {
    dialog,
    board: q('.replay__board'),
    status: q('.replay__status'),
    step: q('[data-testid=replay-step]'),
    seats,
    trick: q('.trick--replay'),
    trump: q('.rpile__trump'),
    pileText: q('.rpile__text'),
    last: q('.replay__last'),
    score: q('.replay__score'),
    back: q('[data-testid=replay-back]'),
    forward: q('[data-testid=replay-forward]'),
    play: q('[data-testid=replay-play]'),
    playLabel: q('[data-testid=replay-play] .btn__label'),
    playIcon: q('[data-testid=replay-play] .icon'),
    select: q('[data-testid=replay-trick]'),
    own: q('[data-testid=replay-own]'),
    first: q('[data-cmd=replay-start]'),
    end: q('[data-cmd=replay-end]'),
    analysisBtn: q('[data-testid=replay-analysis]'),
    analysisText: q('[data-testid=replay-analysis-text]'),
    review: reviewRefs(dialog),
  };
}

const memo = { tricks: null };

export function renderReplay(refs, state) {
  const r = state.replay;
  if (r && !refs.dialog.open) refs.dialog.showModal();
  else if (!r && refs.dialog.open) refs.dialog.close();
  if (!r) return;

  const ready = r.status === 'ready' && r.view;
  setText(refs.status, r.status === 'loading' ? t('replay.loading') : '');
  setHidden(refs.status, r.status !== 'loading');
  setClass(refs.board, 'is-loading', !ready);
  setText(refs.step, ready ? t('replay.step', { k: r.k, n: r.n }) : '');
  setAttr(refs.step, 'aria-label', ready ? t('replay.stepLabel', { k: r.k, n: r.n }) : null);

  const off = (b, cond) => setAttr(b, 'aria-disabled', cond ? 'true' : null);
  off(refs.back, !ready || r.k <= 0);
  off(refs.first, !ready || r.k <= 0);
  off(refs.forward, !ready || r.k >= r.n);
  off(refs.end, !ready || r.k >= r.n);
  off(refs.play, !ready || r.n === 0);
  off(refs.own, !ready || !r.share);
  setText(refs.playLabel, r.playing ? t('replay.pause') : t('replay.play'));
  setData(refs.playIcon, 'state', r.playing ? 'pause' : 'play');
  setAttr(refs.play, 'aria-pressed', r.playing ? 'true' : 'false');

  if (memo.tricks !== r.tricks || memo.lang !== lang) {
    memo.tricks = r.tricks;
    memo.lang = lang;
    refs.select.replaceChildren(
      el('option', { attrs: { value: '0' }, text: t('replay.trickNone') }),
      ...r.tricks.map((x) => el('option', { attrs: { value: x.g }, text: t('replay.trickOption', { deal: x.deal, trick: x.trick }) })),
    );
  }
  const sel = String(ready ? r.trick : 0);
  if (refs.select.value !== sel && document.activeElement !== refs.select) refs.select.value = sel;
  setAttr(refs.select, 'disabled', ready && r.tricks.length ? null : true);

  const view = r.view;
  if (!view) return;
  const humanSeat = view.seatOfPerson[0];
  const values = renderAnalysis(refs, r, view, humanSeat);
  renderReview(refs.review, state, humanSeat);
  const marks = reviewMarks(state); // the review's played and best cards of the seat to move
  const seatAt = {};
  for (let seat = 0; seat < view.players; seat++) seatAt[seatPosition(seat, humanSeat, view)] = seat;
  setData(refs.board, 'players', view.players);
  for (const pos of POSITIONS) {
    const ref = refs.seats[pos];
    const seat = seatAt[pos];
    setHidden(ref.root, seat === undefined);
    if (seat === undefined) continue;
    ref.hand.dataset.testid = `replay-hand-${seat}`;
    setData(ref.hand, 'many', view.hands[seat].length > 8 ? 'true' : null);
    setClass(ref.root, 'is-turn', view.turn === seat);
    const name = t(seatNameKey(seat, humanSeat, view));
    const badges = [view.dealer === seat ? t('seat.badge.dealer') : null, view.turn === seat ? t('replay.toPlay') : null].filter(Boolean);
    setText(ref.name, badges.length ? `${name} · ${badges.join(' · ')}` : name);
    setAttr(ref.hand, 'aria-label', t('replay.handOf', { who: name }));
    reconcile(ref.hand, orderedHand(state, view, seat), (c) => c, (c) => {
      const node = cardImage(c, 'card--small');
      node.setAttribute('role', 'listitem');
      node.dataset.from = 'rpile';
      return node;
    }, (node, c) => {
      const v = seat === view.turn ? values.get(c) : undefined;
      setData(node, 'tricks', v === undefined ? null : v);
      setClass(node, 'is-best', v !== undefined && v === values.best);
      setAttr(node, 'aria-label', v === undefined ? cardName(c) : t('replay.analysisCard', { card: cardName(c), n: v }));
      const mark = seat !== view.turn ? null : c === marks.best ? 'best' : c === marks.played ? 'played' : null;
      setData(node, 'review', mark);
    });
  }

  const marked = values.size > 0 || marks.best || marks.played;
  if (marked && Number.isInteger(view.turn)) keepInView(refs.board, refs.seats[seatPosition(view.turn, humanSeat, view)].hand);

  const won = r.won; // a trick this step finished stays on the table, its winner marked
  reconcile(refs.trick, won ? won.cards : view.trick, (x) => x.card, (x) => {
    const node = cardImage(x.card, 'card--trick');
    node.setAttribute('role', 'listitem');
    return node;
  }, (node, x, i) => {
    const pos = seatPosition(x.player, humanSeat, view);
    setData(node, 'pos', pos);
    setData(node, 'from', `rseat-${pos}`);
    node.style.setProperty('--order', String(i));
    markTrickCard(node, x, view, humanSeat, won ? won.winner : null);
  });
  setData(refs.trick, 'won', won ? 'true' : null);
  setAttr(refs.trick, 'aria-label', t('table.trick'));

  reconcile(refs.trump, view.faceUp ? [view.faceUp] : [], (c) => c, (c) => cardImage(c, 'card--small card--trump'), (node, c) => {
    setAttr(node, 'aria-label', t('table.faceUp', { card: cardName(c) }));
  });
  const stock = view.stock.length + (view.faceUp ? 1 : 0);
  const trump = (bidding(view) ? t('table.turnedSuit', { suit: t(`suit.${view.trump}`) }) : t('table.trumpSuit', { suit: t(`suit.${view.trump}`) }));
  const words = gameWords(view.game);
  setText(refs.pileText, words.replayStock ? `${trump} · ${stock > 0 ? t('table.stock', { n: stock }) : t('table.stockEmpty')}` : trump);

  setText(refs.last, r.desc);
  const scores = view.scores.map((s) => (words.board.buenas ? t('replay.scoreSide', {
    side: t(sideNameKey(s.side, humanSeat, view)),
    points: t(s.buenas ? 'scores.buenas' : 'scores.malas', { n: s.malasBuenas }),
    partidas: s.partidas,
  }) : t('replay.scoreSideFrench', { side: t(sideNameKey(s.side, humanSeat, view)), n: s.points }))).join(' · ');
  setText(refs.score, `${view.vueltas > 0 ? t('scores.dealVueltas', { deal: view.deal }) : t('scores.deal', { deal: view.deal })} — ${scores}`);
}

// The hand whose cards the analysis or the review marks stays in view: where the board
// is shorter than its seats (a small phone with the analysis line), it scrolls to it.
function keepInView(board, hand) {
  const b = board.getBoundingClientRect();
  const h = hand.getBoundingClientRect();
  if (h.bottom > b.bottom) board.scrollTop += h.bottom - b.bottom + 6;
  else if (h.top < b.top) board.scrollTop -= b.top - h.top + 6;
}

// Whist: the analysis toggle, and for the seat to play each legal card's double-dummy
// tricks (the engine's analyze()); returns card -> tricks, with .best the largest.
function renderAnalysis(refs, r, view, humanSeat) {
  const whist = Boolean(gameWords(view.game).analysis);
  setHidden(refs.analysisBtn, !whist);
  setAttr(refs.analysisBtn, 'aria-pressed', r.analysisOn ? 'true' : 'false');
  setAttr(refs.analysisBtn, 'title', t('replay.analysisHelp'));
  const a = r.analysisOn && r.analysis && r.analysis.k === r.k ? r.analysis : null;
  const values = new Map(a && !a.none ? a.cards.map((x) => [x.card, x.tricks]) : []);
  values.best = values.size ? Math.max(...values.values()) : null;
  let text = '';
  if (whist && r.analysisOn) {
    if (!a) text = t('replay.analysisThinking');
    else if (a.none) text = t('replay.analysisNone');
    else text = t('replay.analysisBest', { side: t(sideNameKey(a.side, humanSeat, view)), n: values.best });
  }
  setText(refs.analysisText, text);
  setHidden(refs.analysisText, !text);
  return values;
}
