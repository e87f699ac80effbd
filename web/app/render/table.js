// Renders the felt: seats, hands, the trick, the stock and trump card, the action
// buttons, the last trick, cante bubbles and the overlays (welcome, summary,
// loading). Called only by render/index.js inside its animation frame.

import { t, tOr, has, cardName, reasonText, lang } from '../i18n.js';
import { isCardAction, parseCard, declareArg } from '../cards.js';
import { seatPosition, seatNameKey, seatRole, personAtSeat } from '../seats.js';
import { isHumanTurn, humanLegal, orderedHand, orderedKnown } from '../selectors.js';
import { words } from '../words.js';
import { bidding } from '../dealFacts.js';
import { gameWords, PACK_FAN } from '../gameWords.js';
import { el, setText, setAttr, setData, setClass, setHidden, reconcile, replaceChildren } from './dom.js';
import { cardButton, cardImage, cardBack } from './cardView.js';
import { summaryParts } from './summary.js';
import { claimRow, claimLabelKey, focusClaim } from './claim.js';
import { seatName, personName } from '../passPlay.js';

const POSITIONS = ['top', 'left', 'right', 'bottom'];
const MAX_STOCK_BACKS = 4; // backs drawn for the stock pile

/** The refs of the felt (looked up once). */
export function tableRefs(doc) {
  const q = (sel, root = doc) => root.querySelector(sel);
  const seats = {};
  for (const pos of POSITIONS) {
    const root = q(`.seat[data-pos="${pos}"]`);
    seats[pos] = {
      root,
      plate: q('.plate', root),
      name: q('.plate__name', root),
      short: q('.plate__short', root),
      level: q('.plate__level', root),
      badges: q('.plate__badges', root),
      bubble: q('.bubble', root),
      hand: q('.seat__hand', root),
    };
  }
  const summary = q('.overlay--summary');
  const loading = q('.overlay--loading');
  return {
    felt: q('.felt'),
    seats,
    pile: {
      root: q('.pile'),
      trump: q('.pile__trump'),
      stock: q('.pile__stock'),
      count: q('.pile__count'),
      suit: q('.pile__suit'),
    },
    trick: q('.center .trick'),
    lastBtn: q('[data-testid=last-trick]'),
    lastView: { root: q('.lasttrick'), title: q('.lasttrick__title'), cards: q('.lasttrick__cards') },
    actions: q('.actions'),
    hint: q('[data-testid=hint]'),
    welcome: q('.overlay--welcome'),
    welcomeFan: q('.panel__fan'),
    summary,
    summaryPanel: q('.panel--summary', summary),
    cover: q('.overlay--cover'),
    coverTitle: q('#cover-title'),
    uncover: q('[data-testid=uncover]'),
    loading,
    loadingText: q('.overlay__text', loading),
    fx: q('.fx'),
  };
}

const memo = { summaryId: null, badges: {}, humanTurn: false };

/**
 * Renders the felt from state. `frame.removedTrick` collects trick cards taken off
 * (with where the trick goes) so the renderer can fly them away.
 */
export function renderTable(refs, state, frame) {
  const g = state.game;
  const obs = g ? g.display : null;
  setClass(refs.felt, 'is-empty', !g);

  // Which seat sits where.
  const seatAt = {};
  if (obs) for (let seat = 0; seat < obs.players; seat++) seatAt[seatPosition(seat, g.humanSeat, obs)] = seat;
  setData(refs.felt, 'players', obs ? obs.players : null);

  const humanTurn = isHumanTurn(state);
  const legal = humanLegal(state);

  for (const pos of POSITIONS) {
    const ref = refs.seats[pos];
    const seat = seatAt[pos];
    setHidden(ref.root, seat === undefined && pos !== 'bottom');
    if (seat === undefined) {
      if (pos !== 'bottom') continue;
      setText(ref.name, '');
      reconcile(ref.hand, [], () => '', () => null, () => {});
      continue;
    }
    renderPlate(ref, g, obs, seat);
    renderBubble(ref, g, seat);
    const playsFor = humanTurn && obs.turn === seat; // the human's seat, or the dummy he plays
    if (pos === 'bottom') renderHand(ref.hand, g, obs, g.cover ? [] : orderedHand(state, obs), legal, playsFor); // covered: no card in the page
    else renderOtherHand(ref.hand, g, obs, seat, pos, playsFor ? legal : null, orderedKnown(state, obs, seat));
  }

  renderPile(refs.pile, obs);
  renderTrick(refs, g, obs, frame);
  renderActions(refs.actions, g, obs, legal);
  renderHint(refs.hint, g, humanTurn);
  renderLastTrick(refs, g, obs);
  renderOverlays(refs, state);
}

function renderPlate(ref, g, obs, seat) {
  const role = seatRole(seat, g.humanSeat, obs.sideOf);
  const nameKey = seatNameKey(seat, g.humanSeat, obs);
  const named = seatName(g, obs, seat, t); // pass-and-play: a person's name
  setText(ref.name, named || t(nameKey));
  // The short form narrow screens show on the side seats: "Rival" for "Rival (derecha)".
  setText(ref.short, named || t(nameKey.startsWith('seat.rival') ? 'seat.rival' : nameKey));
  const seated = obs.seatOfPerson.includes(seat); // not the dummy's empty seat
  const online = g.table && g.table.seats[seat]; // an online table: who sits here and how, e.g. {name: 'Ana', status: 'thinking'}
  const level = role === 'you' || !seated || named ? '' : g.levels[personAtSeat(obs.seatOfPerson, seat)] || '';
  setText(ref.level, online ? t(`net.status.${online.status}`) : level ? tOr(`level.${level}`, 'level.unknown', { name: level }) : '');
  setHidden(ref.level, !online && !level);
  setData(ref.root, 'role', role);
  setData(ref.root, 'seat', seat);
  const turn = !obs.terminal && obs.turn === seat && !g.summary;
  setClass(ref.root, 'is-turn', turn);
  // The engine's facts (dealer, mano, contract, controllerOf); the game's words say which it names.
  const holds = {
    dealer: obs.dealer === seat,
    mano: obs.mano === seat,
    taker: Boolean(obs.contract) && obs.contract.player === seat,
    dummy: Boolean(obs.controllerOf) && obs.controllerOf[seat] !== seat,
  };
  const badges = gameWords(obs.game).badges.filter((b) => holds[b]);
  const key = badges.join(',');
  if (ref.badges.dataset.shown !== key) {
    ref.badges.dataset.shown = key;
    replaceChildren(ref.badges, ...badges.map((b) => el('span', {
      class: `badge badge--${b}`,
      text: t(`seat.badge.${b}`),
      attrs: { title: t(`seat.badge.${b}.title`) },
    })));
  }
}

function renderBubble(ref, g, seat) {
  const b = g.bubbles.find((x) => x.seat === seat);
  setHidden(ref.bubble, !b);
  if (b) {
    setText(ref.bubble, b.text);
    if (ref.bubble.dataset.id !== String(b.id)) {
      ref.bubble.dataset.id = String(b.id);
      ref.bubble.classList.remove('is-pop');
      void ref.bubble.offsetWidth; // restart the pop animation
      ref.bubble.classList.add('is-pop');
    }
  }
}

function renderHand(container, g, obs, cards, legal, humanTurn) {
  const n = cards.length;
  setAttr(container, 'aria-label', t('hand.label', { n }));
  container.style.setProperty('--n', String(n));
  setData(container, 'many', n > 6 ? 'true' : null); // Belote's 8, Whist's 13
  setData(container, 'rows', n > 9 ? '2' : null); // a phone lays Whist's long hand in two rows (table.css)
  reconcile(container, cards, (c) => c, (c) => {
    const b = cardButton(c);
    b.dataset.from = 'pile';
    return b;
  }, (b, c, i) => {
    const offset = i - (n - 1) / 2;
    b.style.setProperty('--fan', offset.toFixed(2));
    b.style.setProperty('--fan2', (offset * offset).toFixed(2));
    syncCardButton(b, c, g, obs, legal, humanTurn);
  });
  setClass(container, 'is-turn', humanTurn);
}

// A hand card's state: playable, or why not (the engine's reason), and the hint.
function syncCardButton(b, c, g, obs, legal, humanTurn) {
  const reasons = new Map((obs.illegal || []).map((x) => [x.card, x.reason]));
  const hinted = g.hint && g.hint.status === 'shown' ? g.hint.action : null;
  const playable = humanTurn && legal.includes(c);
  const cardTurn = humanTurn && legal.some(isCardAction); // not while bidding: no card is asked for then
  let reason = null;
  if (!playable) reason = humanTurn ? reasons.get(c) || 'not available now' : 'not your turn';
  const name = cardName(c);
  setText(b.querySelector('.card__name'), name);
  setAttr(b, 'aria-disabled', playable ? null : 'true');
  setData(b, 'reason', reason);
  const why = reason ? reasonText(reason) : null;
  setAttr(b, 'title', why ? `${name}: ${why}` : name);
  setData(b, 'tip', why && cardTurn ? why : null);
  setClass(b, 'is-legal', playable);
  setData(b, 'hint', playable && c === hinted ? 'true' : null);
  setClass(b, 'is-illegal', cardTurn && !playable);
}

// Another seat's hand: backs, and the cards the human may see face up (the exposed
// dummy, `known`: in the order chosen). When the human plays that seat now (legal is not
// null), its cards are buttons.
function renderOtherHand(container, g, obs, seat, pos, legal, known) {
  const controlled = Boolean(obs.controllerOf && obs.controllerOf[seat] === g.humanSeat && seat !== g.humanSeat);
  const backs = Math.max(0, (obs.handSizes[seat] || 0) - known.length);
  const shown = known.map((c) => ({ card: c }));
  const hidden = Array.from({ length: backs }, (_, i) => ({ back: i }));
  // A side seat's plate covers the top of its stack, so there the face-up cards (the
  // Whist dealer's turned trump) go to the bottom, in front.
  const items = pos === 'left' || pos === 'right' ? [...hidden, ...shown] : [...shown, ...hidden];
  const count = items.length;
  setAttr(container, 'aria-label', t('hand.others', { n: obs.handSizes[seat] || 0 }));
  const deck = obs.pack;
  setAttr(container, 'role', controlled ? 'group' : 'img');
  reconcile(container, items, (x) => (x.card ? `${controlled ? 'b' : 'i'}-${x.card}` : `back-${deck}-${seat}-${x.back}`), (x) => {
    const node = !x.card ? cardBack('card--small', deck) : controlled ? cardButton(x.card) : cardImage(x.card, 'card--small card--known');
    if (controlled && x.card) node.classList.add('card--small', 'card--known');
    node.dataset.from = 'pile';
    return node;
  }, (node, x, i) => {
    node.style.setProperty('--fan', (i - (count - 1) / 2).toFixed(2));
    if (x.card && controlled) {
      setText(node.querySelector('.card__name'), cardName(x.card));
      syncCardButton(node, x.card, g, obs, legal || [], Boolean(legal));
    } else if (x.card) setAttr(node, 'aria-label', cardName(x.card));
  });
  setClass(container, 'is-turn', Boolean(legal));
  setData(container, 'dummy', obs.controllerOf && obs.controllerOf[seat] !== seat && known.length > 0 ? 'true' : null);
  setData(container, 'count', count);
  setData(container, 'pos', pos);
}

function renderPile(ref, obs) {
  setHidden(ref.root, !obs);
  if (!obs) return;
  const stockBacks = Math.max(0, obs.stock - (obs.faceUp ? 1 : 0));
  const shown = Math.min(MAX_STOCK_BACKS, stockBacks);
  const deck = obs.pack;
  reconcile(ref.stock, Array.from({ length: shown }, (_, i) => i), (i) => `stock-${deck}-${i}`, () => cardBack('card--pile', deck), (node, i) => {
    node.style.setProperty('--depth', String(i));
  });
  reconcile(ref.trump, obs.faceUp ? [obs.faceUp] : [], (c) => c, (c) => cardImage(c, 'card--pile card--trump'), (node, c) => {
    setAttr(node, 'aria-label', t('table.faceUp', { card: cardName(c) }));
  });
  const suit = t(`suit.${obs.trump}`);
  const asking = bidding(obs); // Belote: the turned card proposes a suit, trumps come with the contract
  // The engine's facts: the bottom card shown, the stock left, the arrastre (stock drawn out).
  let count = '';
  if (obs.bottom) count = t('table.bottom', { card: cardName(obs.bottom) });
  else if (obs.stock > 0) count = t('table.stock', { n: obs.stock });
  else if (obs.phase === 'arrastre') count = t('table.stockEmpty');
  setText(ref.count, count);
  setHidden(ref.count, !count);
  const trumpLine = asking ? t('table.turnedSuit', { suit }) : t('table.trumpSuit', { suit });
  setText(ref.suit, trumpLine);
  setData(ref.suit, 'suit', obs.trump);
  const label = gameWords(obs.game).pileLabel;
  setAttr(ref.root, 'aria-label', label ? t(label, { suit, n: obs.stock }) : `${trumpLine}${count ? ` · ${count}` : ''}`);
  setClass(ref.root, 'is-empty', obs.stock === 0);
}

function renderTrick(refs, g, obs, frame) {
  const items = obs ? obs.trick : [];
  setAttr(refs.trick, 'aria-label', t('table.trick'));
  const removed = reconcile(refs.trick, items, (x) => x.card, (x) => {
    const node = cardImage(x.card, 'card--trick');
    node.setAttribute('role', 'listitem');
    return node;
  }, (node, x, i) => {
    const pos = seatPosition(x.player, g.humanSeat, obs);
    setData(node, 'pos', pos);
    setData(node, 'from', `seat-${pos}`);
    node.style.setProperty('--order', String(i));
    markTrickCard(node, x, obs, g.humanSeat, obs.trickWinner);
  });
  setData(refs.trick, 'won', obs && Number.isInteger(obs.trickWinner) ? 'true' : null);
  if (removed.length && g && g.collect && obs) {
    frame.removedTrick.push({ nodes: removed, to: `seat-${seatPosition(g.collect.seat, g.humanSeat, obs)}` });
  }
}

/**
 * A trick card's seat tag (data-who: the short seat name, data-side: us | them, drawn by
 * CSS) and, on a finished trick, the winner's card (winner: the engine's trick event).
 * Shared with the replay viewer.
 */
export function markTrickCard(node, x, view, humanSeat, winner) {
  const nameKey = seatNameKey(x.player, humanSeat, view);
  setData(node, 'who', t(nameKey.startsWith('seat.rival') ? 'seat.rival' : nameKey));
  setData(node, 'side', view.sideOf[x.player] === view.sideOf[humanSeat] ? 'us' : 'them');
  const wins = Number.isInteger(winner) && x.player === winner;
  setClass(node, 'is-winner', wins);
  setAttr(node, 'aria-label', t(wins ? 'table.playedWins' : 'table.played', { who: t(nameKey), card: cardName(x.card) }));
}

// What an action means, as the engine says (observation.actions): {kind: 'sing', suit: 'o', points: 40}.
function meaningOf(action, obs) {
  return (obs.actions || []).find((m) => m.action === action) || { action, kind: action };
}

function actionLabel(action, obs) {
  const m = meaningOf(action, obs);
  if (m.kind === 'bid') return m.suit === obs.trump ? t('action.take', { suit: t(`suit.${m.suit}`) }) : t('action.bidSuit', { suit: t(`suit.${m.suit}`) });
  if (m.kind === 'declare') return t(`action.declare.${declareArg(action)}`);
  if (m.kind === 'pass' && bidding(obs)) return t('action.passBid');
  if (m.kind === 'sing') return m.points === 40 ? t('action.sing40') : t('action.sing20', { suit: t(`suit.${m.suit}`) });
  if (m.kind === 'exchange') return t('action.exchange', { rank: parseCard(m.gives).rank }); // the card given: 7, 9 or 2
  if (m.kind === 'claim') return t('action.claim');
  if (m.kind === 'pass') return t('action.pass');
  return action;
}

function renderActions(container, g, obs, legal) {
  const reactions = g && g.table && !g.summary ? g.table.react.map((k) => `react:${k}`) : []; // an online table between tricks
  const actions = obs ? [...claimRow(legal.filter((a) => !isCardAction(a)), Boolean(g.claimArmed)), ...reactions] : [];
  reconcile(container, actions, (a) => `act-${a}`, (a) => (a === 'claim-question' ? el('span', { class: 'actions__question' }) : a.startsWith('react:') ? el('button', {
    class: 'btn btn--chip', attrs: { type: 'button' }, data: { cmd: 'react', kind: a.slice(6) },
  }) : el('button', {
    class: `btn btn--action btn--${a === 'pass' || a === 'claim-cancel' ? 'pass' : a.startsWith('claim') ? 'claim' : 'sing'}${a === 'claim-ask' ? ' btn--apart' : ''}${meaningOf(a, obs).kind === 'bid' ? ` btn--bid suit-${meaningOf(a, obs).suit}` : ''}`,
    attrs: { type: 'button' },
    data: { action: a },
  })), (b, a) => {
    if (a.startsWith('react:')) return setText(b, t(`react.${a.slice(6)}`));
    setText(b, claimLabelKey(a) ? t(claimLabelKey(a)) : actionLabel(a, obs));
    if (a === 'claim-question') return;
    const hinted = g.hint && g.hint.status === 'shown' && (g.hint.action === a || (a === 'claim-ask' && g.hint.action === 'claim'));
    setData(b, 'hint', hinted ? 'true' : null);
    setAttr(b, 'title', t(actionHelpKey(a, obs)));
  });
  setHidden(container, actions.length === 0);
  setAttr(container, 'aria-label', t('action.toolbar'));
  focusClaim(container, Boolean(g && g.claimArmed) && actions.includes('claim'));
}

function actionHelpKey(a, obs) {
  if (a.startsWith('sing:')) return 'action.help.sing';
  if (a.startsWith('bid:')) return 'action.help.bid';
  if (a.startsWith('declare:')) return `action.help.declare.${declareArg(a)}`;
  if (a === 'pass' && bidding(obs)) return 'action.help.passBid';
  return has(`action.help.${a}.${obs.game}`) ? `action.help.${a}.${obs.game}` : `action.help.${a}`; // a game's own words
}

// The "Pista" button: only on the human's turn, never in the daily deal (the hint is the
// hard bot's move: the par's own play); busy while the engine thinks.
function renderHint(button, g, humanTurn) {
  setHidden(button, !humanTurn || Boolean(g.daily) || Boolean(g.online)); // online: the hint would be the host's engine's
  const thinking = Boolean(humanTurn && g.hint && g.hint.status === 'thinking');
  setClass(button, 'is-thinking', thinking);
  setAttr(button, 'aria-busy', thinking ? 'true' : null);
  setAttr(button, 'aria-disabled', thinking ? 'true' : null);
  setAttr(button, 'title', thinking ? t('hint.thinking') : t('hint.help'));
}

function renderLastTrick(refs, g, obs) {
  const last = obs ? obs.lastTrick : null;
  setAttr(refs.lastBtn, 'aria-disabled', last ? null : 'true');
  setAttr(refs.lastBtn, 'aria-expanded', g && g.showLastTrick && last ? 'true' : 'false');
  setAttr(refs.lastBtn, 'title', last ? t('table.lastTrickHelp') : t('table.lastTrickNone'));
  setHidden(refs.lastBtn, !obs);
  const open = Boolean(g && g.showLastTrick && last);
  setHidden(refs.lastView.root, !open);
  if (!open) {
    reconcile(refs.lastView.cards, [], () => '', () => null, () => {});
    return;
  }
  setText(refs.lastView.title, words(obs, g.humanSeat).say(gameWords(obs.game).lastTrick, last.winner, { n: last.points }));
  reconcile(refs.lastView.cards, last.cards, (x) => `lt-${x.card}`, (x) => {
    const fig = el('figure', { class: 'lasttrick__card', attrs: { role: 'listitem' } });
    fig.appendChild(cardImage(x.card, 'card--small'));
    fig.appendChild(el('figcaption'));
    return fig;
  }, (fig, x) => {
    setText(fig.querySelector('figcaption'), t(seatNameKey(x.player, g.humanSeat, obs)));
    setClass(fig, 'is-winner', x.player === last.winner);
    setAttr(fig.querySelector('.card'), 'aria-label', t('table.played', { who: t(seatNameKey(x.player, g.humanSeat, obs)), card: cardName(x.card) }));
  });
}

function renderOverlays(refs, state) {
  const g = state.game;
  const welcome = state.welcome && !g && state.engine !== 'loading' && state.engine !== 'failed';
  setHidden(refs.welcome, !welcome);
  // The cards fanned above the welcome title, in the pack of the game picked (games()' pack).
  const picked = state.catalog && state.setup && state.catalog[state.setup.game];
  const fan = PACK_FAN[(picked && picked.pack) || 'spanish'];
  if (welcome && refs.welcomeFan.dataset.fan !== fan.join()) {
    refs.welcomeFan.dataset.fan = fan.join();
    refs.welcomeFan.replaceChildren();
    fan.forEach((c, i) => {
      const card = cardImage(c, 'card--fan');
      card.removeAttribute('role');
      card.removeAttribute('data-card');
      card.style.setProperty('--fan', String(i - (fan.length - 1) / 2));
      refs.welcomeFan.appendChild(card);
    });
  }
  const waiting = !g && (state.engine === 'loading' || state.engine === 'failed');
  setHidden(refs.loading, !waiting);
  setClass(refs.loading, 'is-failed', state.engine === 'failed');
  setText(refs.loadingText, state.engine === 'failed' ? t('engine.failedShort') : t('engine.loading'));

  const cover = g && !g.summary ? g.cover : null;
  setHidden(refs.cover, !cover);
  if (cover) {
    const name = personName(g.names, cover.person, t);
    setText(refs.coverTitle, t('pass.cover', { name }));
    setText(refs.uncover, t('pass.show', { name }));
  }

  const summary = g && g.summary;
  setHidden(refs.summary, !summary);
  if (!summary) {
    memo.summaryId = null;
    return;
  }
  if (memo.summaryId === summary.id && memo.summaryLang === lang) return;
  memo.summaryId = summary.id;
  memo.summaryLang = lang;
  replaceChildren(refs.summaryPanel, ...summaryContent(g, summary));
  setAttr(refs.summaryPanel, 'aria-labelledby', 'summary-title');
}

function summaryContent(g, s) {
  const w = words(g.obs, g.humanSeat);
  const mine = g.obs.sideOf[g.humanSeat];
  const { title, body } = summaryParts(g, s, w);
  const out = [el('h2', { class: 'panel__title', text: title, attrs: { id: 'summary-title' } })];
  if (s.kind === 'final' && s.winner === mine) out.push(el('p', { class: 'panel__medal', attrs: { 'aria-hidden': 'true' } }));
  out.push(...body);

  const actions = el('div', { class: 'panel__actions' });
  if (s.kind === 'final') {
    actions.appendChild(el('button', { class: 'btn btn--ghost-light', text: t('summary.replay'), attrs: { type: 'button' }, data: { cmd: 'open-replay' } }));
    actions.appendChild(el('button', { class: 'btn btn--ghost-light', text: t('summary.newGame'), attrs: { type: 'button' }, data: { cmd: 'new-game', testid: 'final-new-game' } }));
    if (!g.online) actions.appendChild(el('button', { class: 'btn btn--primary btn--big', text: t('summary.rematch'), attrs: { type: 'button' }, data: { cmd: 'rematch', testid: 'rematch' } })); // online: the host deals again
  }
  actions.prepend(el('button', { class: 'btn btn--ghost-light', text: t('record.save'), attrs: { type: 'button' }, data: { cmd: 'save-record', testid: 'summary-record' } }));
  if (s.kind !== 'final') {
    actions.appendChild(el('button', { class: 'btn btn--primary btn--big', text: t('summary.continue'), attrs: { type: 'button' }, data: { cmd: 'continue', testid: 'continue' } }));
  }
  out.push(actions);
  return out;
}
