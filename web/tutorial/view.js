// Drawing the tutorial: the lesson menu and one lesson (the coach panel beside a small
// table), from the runner's view model (runner.js). No rule is decided here: which
// card is legal, who won, how many points, all come in the model from the engine.
// Text goes in with textContent only; cards are the Spanish deck's SVG
// (web/cards/spanishDeck.js), inside <button>s when they can be clicked.

import { createCardSvg } from '../cards/spanishDeck.js';
import { createFrenchCardSvg } from '../cards/frenchDeck.js';
import { seatRole } from './runner.js';
import { parseCard } from './i18n.js';

// ---------------------------------------------------------------- small helpers

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  if (props.class) node.className = props.class;
  if (props.text !== undefined) node.textContent = props.text;
  if (props.attrs) {
    for (const [k, v] of Object.entries(props.attrs)) {
      if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? '' : String(v));
    }
  }
  if (props.data) for (const [k, v] of Object.entries(props.data)) if (v !== null && v !== undefined) node.dataset[k] = String(v);
  if (props.on) for (const [k, v] of Object.entries(props.on)) node.addEventListener(k, v);
  for (const c of children.flat()) if (c) node.append(c);
  return node;
}

/** The pack of the cards on screen, for their backs (set by renderMenu and createLessonView). */
let pack = 'spanish'; // 'spanish' | 'french': the menu's fan, then the engine's (observation.pack)

function face(id) {
  const c = parseCard(id);
  const svg = c && c.deck === 'french' ? createFrenchCardSvg(document, { rank: c.rank, suit: c.suit }) : createCardSvg(document, c);
  svg.removeAttribute('role');
  svg.removeAttribute('data-card');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  return svg;
}

/**
 * A card: a <button> when `onClick` is given (named by its hidden text, not aria-label:
 * the drawing shows the rank's numeral, which an aria-label would have to contain),
 * else a labelled image.
 */
function card(i18n, id, { onClick = null, disabled = false, cls = '', key = null } = {}) {
  const name = i18n.cardName(id);
  if (onClick) {
    return el('button', {
      class: `tcard ${cls}`.trim(),
      attrs: { type: 'button', disabled },
      data: { card: id, key: key || `card-${id}` },
      on: { click: () => onClick(id) },
    }, face(id), el('span', { class: 'sr-only', text: name }));
  }
  return el('div', { class: `tcard ${cls}`.trim(), attrs: { role: 'img', 'aria-label': name }, data: { card: id } }, face(id));
}

function back(cls = '') {
  const svg = pack === 'french' ? createFrenchCardSvg(document, null) : createCardSvg(document, null);
  svg.setAttribute('aria-hidden', 'true');
  svg.removeAttribute('role');
  return el('div', { class: `tcard tcard--back ${cls}`.trim(), attrs: { 'aria-hidden': 'true' } }, svg);
}

/** Text with **bold** parts and blank-line paragraphs, built without innerHTML. */
function rich(text, cls = '') {
  const frag = document.createDocumentFragment();
  for (const para of String(text).split(/\n\s*\n/)) {
    const p = el('p', { class: cls });
    String(para).split(/(\*\*[^*]+\*\*)/).forEach((part) => {
      if (/^\*\*[^*]+\*\*$/.test(part)) p.append(el('strong', { text: part.slice(2, -2) }));
      else if (part) p.append(document.createTextNode(part));
    });
    frag.append(p);
  }
  return frag;
}

export function brand(i18n, { href = null } = {}) {
  const mark = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  mark.setAttribute('viewBox', '0 0 32 32');
  mark.setAttribute('class', 'brand__mark');
  mark.setAttribute('aria-hidden', 'true');
  mark.setAttribute('focusable', 'false');
  for (const [tag, attrs] of [
    ['rect', { x: 5, y: 3, width: 17, height: 24, rx: 3, class: 'brand__card brand__card--back' }],
    ['rect', { x: 10, y: 5, width: 17, height: 24, rx: 3, class: 'brand__card' }],
    ['circle', { cx: 18.5, cy: 17, r: 4.6, class: 'brand__coin' }],
  ]) {
    const n = document.createElementNS('http://www.w3.org/2000/svg', tag);
    for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
    mark.append(n);
  }
  const inner = [mark, el('span', { class: 'brand__name', text: 'baza' }), el('span', { class: 'brand__game', text: i18n.t('tut.brand') })];
  return href ? el('a', { class: 'brand', attrs: { href } }, inner) : el('div', { class: 'brand' }, inner);
}

// ---------------------------------------------------------------- the menu

// A few cards to fan in the menu's hero, per game.
const FAN = { guinote: ['1o', '3c', '12e', '10b'], whist: ['AS', 'KH', 'QD', 'JC'], belote: ['JH', '9H', 'AH', 'TH'] };

/** A key with the game's own form: 'tut.menu.title' for Guiñote, 'tut.menu.title.whist' for Whist. */
export const gameKey = (key, game) => (!game || game === 'guinote' ? key : `${key}.${game}`);

/**
 * The lesson list: renderMenu(root, {i18n, game, games, lessons, done, links, onOpen, onPickGame, onReset}).
 * links.lesson(id), links.game(game) and links.rules are hrefs; onOpen(id, event) and
 * onPickGame(game, event) may take over a click.
 */
export function renderMenu(root, { i18n, game = 'guinote', games = [game], lessons, done, links, onOpen, onPickGame, onReset }) {
  const { t } = i18n;
  pack = parseCard((FAN[game] || FAN.guinote)[0]).deck; // the fan's cards tell their pack
  const picker = games.length > 1 ? el('nav', { class: 'games', attrs: { 'aria-label': t('tut.games.label') } },
    games.map((g) => el('a', {
      class: `games__tab${g === game ? ' is-current' : ''}`,
      attrs: { href: links.game(g), 'aria-current': g === game ? 'page' : null },
      data: { testid: `game-${g}` },
      on: { click: (event) => onPickGame && onPickGame(g, event) },
      text: t(`tut.game.${g}`),
    }))) : null;
  const count = lessons.filter((l) => done.includes(l.id)).length;
  const nextLesson = lessons.find((l) => !done.includes(l.id)) || lessons[0];
  const open = (id) => (event) => onOpen(id, event);
  const list = el('ol', { class: 'lessons', attrs: { 'aria-label': t('tut.menu.listLabel') } },
    lessons.map((lesson, i) => {
      const isDone = done.includes(lesson.id);
      return el('li', { class: 'lessons__item' },
        el('a', {
          class: `lessonlink${isDone ? ' is-done' : ''}`,
          attrs: { href: links.lesson(lesson.id) },
          data: { lesson: lesson.id, testid: `lesson-${lesson.id}` },
          on: { click: open(lesson.id) },
        },
        el('span', { class: 'lessonlink__num', attrs: { 'aria-hidden': 'true' }, text: String(i + 1) }),
        el('span', { class: 'lessonlink__body' },
          el('span', { class: 'lessonlink__title', text: t(`lesson.${lesson.id}.title`) }),
          el('span', { class: 'lessonlink__summary', text: t(`lesson.${lesson.id}.summary`) })),
        el('span', {
          class: 'lessonlink__tick',
          attrs: isDone ? { role: 'img', 'aria-label': t('tut.menu.doneLabel') } : { 'aria-hidden': 'true' },
          text: isDone ? '✓' : '',
        })));
    }));
  const hero = el('section', { class: 'hero' },
    el('div', { class: 'hero__fan', attrs: { 'aria-hidden': 'true' } },
      (FAN[game] || FAN.guinote).map((id) => card(i18n, id, { cls: 'hero__card' }))),
    el('div', { class: 'hero__text' },
      el('h1', { class: 'hero__title', text: t(gameKey('tut.menu.title', game)) }),
      el('p', { class: 'hero__lead', text: t(gameKey('tut.menu.intro', game)) }),
      el('div', { class: 'hero__progress' },
        el('progress', { attrs: { max: lessons.length, value: count, 'aria-label': t('tut.menu.progressLabel') } }),
        el('span', { text: t('tut.menu.progress', { done: count, n: lessons.length }) })),
      el('div', { class: 'hero__actions' },
        el('a', {
          class: 'btn btn--primary btn--big', attrs: { href: links.lesson(nextLesson.id) }, data: { testid: 'start-lesson' },
          on: { click: open(nextLesson.id) },
          text: count === 0 ? t('tut.menu.start') : count === lessons.length ? t('tut.menu.again') : t('tut.menu.continue', { lesson: t(`lesson.${nextLesson.id}.title`) }),
        }),
        el('a', { class: 'btn btn--ghost', attrs: { href: links.rules, target: links.target || null }, text: t('tut.menu.rules') }))));
  const foot = el('p', { class: 'menu__foot' },
    count > 0 ? el('button', { class: 'btn btn--link', attrs: { type: 'button' }, on: { click: onReset }, text: t('tut.menu.reset') }) : null);
  root.replaceChildren(el('div', { class: 'menu' }, picker, hero, list, foot));
}

// ---------------------------------------------------------------- one lesson

const POS = { you: 'bottom', right: 'right', partner: 'top', left: 'left' };

/**
 * createLessonView(root, {i18n, lesson, number, total, handlers}) -> {update(model)}.
 * handlers: choose(value), next(), restart(), nextLesson() (null on the last), menu(event).
 */
export function createLessonView(root, { i18n, lesson, number, total, hasNext, links, handlers, announce }) {
  const { t } = i18n;
  const game = lesson.game || 'guinote';
  let lastModel = null;
  let lastLive = '';
  let focusLost = false; // focus was in the lesson and had nowhere to go (a busy moment)

  function update(model) {
    if (model.table && model.table.pack) pack = model.table.pack; // the engine's
    const active = document.activeElement;
    const focusKey = active && root.contains(active) ? active.dataset.key : null;
    const wasInside = Boolean(active && root.contains(active) && active !== document.body);
    root.replaceChildren(el('div', { class: 'lesson', data: { phase: model.phase, lesson: lesson.id } },
      coach(model), board(model)));
    // Focus: stay on the same control after a wrong try; go to Continue once done.
    const again = focusKey ? root.querySelector(`[data-key="${CSS.escape(focusKey)}"]:not([disabled])`) : null;
    const lost = focusLost && (!document.activeElement || document.activeElement === document.body);
    if (again) again.focus();
    else if (wasInside || lost) {
      const go = root.querySelector('[data-key="continue"]:not([disabled]), [data-key="next-lesson"]');
      if (go) go.focus();
      focusLost = !go;
    }
    if (again || (document.activeElement && root.contains(document.activeElement))) focusLost = false;
    const live = liveText(model);
    if (live && live !== lastLive) announce(live);
    lastLive = live;
    lastModel = model;
  }

  function liveText(m) {
    const parts = [];
    if (m.feedback) parts.push(feedbackHead(m.feedback), feedbackReason(m.feedback), i18n.text(m.feedback.text));
    for (const n of m.narration) parts.push(i18n.text(n));
    if (m.phase === 'done') parts.push(t('tut.done.title'));
    return parts.filter(Boolean).join(' ');
  }

  const feedbackHead = (f) => t(`tut.fb.${f.kind}`);
  const feedbackReason = (f) => (f.kind === 'illegal' ? i18n.reason(f.reason) : '');

  function coach(m) {
    const kicker = t('tut.lesson.kicker', { n: number, total });
    const stepText = m.phase === 'done' ? t('tut.lesson.complete') : t('tut.lesson.step', { k: Math.min(m.step + 1, m.steps), n: m.steps });
    const parts = [
      el('p', { class: 'coach__kicker' }, el('span', { text: kicker }), el('span', { class: 'coach__step', text: stepText })),
      el('h1', { class: 'coach__title', attrs: { id: 'lesson-title' }, text: t(`lesson.${lesson.id}.title`) }),
    ];
    const body = el('div', { class: 'coach__body' });
    if (m.phase === 'loading' || (m.phase === 'busy' && !m.coach)) {
      body.append(el('p', { class: 'coach__wait', text: t('tut.loading') }));
    } else if (m.phase === 'error') {
      body.append(el('p', { class: 'coach__error', attrs: { role: 'alert' }, text: t('tut.error') }),
        // The engine's English detail, folded away: the learner reads his own language.
        el('details', { class: 'coach__detail' }, el('summary', { text: t('tut.error.detail') }), el('p', { attrs: { lang: 'en' }, text: m.error })));
    } else if (m.phase === 'done') {
      body.append(el('div', { class: 'done' },
        el('p', { class: 'done__badge', attrs: { 'aria-hidden': 'true' }, text: '✓' }),
        el('p', { class: 'done__title', text: t('tut.done.title') }),
        el('p', { class: 'done__text', text: m.mistakes === 0 ? t('tut.done.perfect') : t('tut.done.text', { n: m.mistakes }) })));
    } else if (m.coach) {
      body.append(el('div', { class: 'coach__text', data: { testid: 'coach' } }, rich(i18n.text(m.coach))));
    }
    if (m.feedback) {
      const f = m.feedback;
      body.append(el('div', { class: 'feedback', data: { kind: f.kind, testid: 'feedback' } },
        el('p', { class: 'feedback__head', text: feedbackHead(f) }),
        f.kind === 'illegal' ? el('p', { class: 'feedback__reason', data: { testid: 'reason' }, text: feedbackReason(f) }) : null,
        f.text ? el('div', { class: 'feedback__text' }, rich(i18n.text(f.text))) : null));
    }
    if (m.choices && m.choices.kind === 'buttons') {
      body.append(el('div', { class: 'answers', attrs: { role: 'group', 'aria-label': t('tut.answers') } },
        m.choices.items.map((item) => {
          const marked = m.marked.includes(item.value);
          const picked = m.feedback && m.feedback.kind === 'wrong' && m.feedback.picked === item.value;
          return el('button', {
            class: 'answer',
            attrs: { type: 'button', disabled: m.phase !== 'quiz', 'aria-pressed': marked ? 'true' : null },
            data: { key: `answer-${item.value}`, value: item.value, state: marked ? 'right' : picked ? 'wrong' : null, testid: 'answer' },
            on: { click: () => handlers.choose(item.value) },
            text: i18n.text(item.label),
          });
        })));
    }
    if (m.narration.length) {
      body.append(el('div', { class: 'narration' },
        el('p', { class: 'narration__title', text: t('tut.narr.title') }),
        el('ol', { class: 'narration__list', data: { testid: 'narration' } }, m.narration.map((n, i) => {
          const li = el('li', { class: /\.(trick|trickLast|score|scoreVoid|partida|coto|claimRight|claimWrong|sing)\b/.test(n.key) ? 'is-key' : '', text: i18n.text(n) });
          li.style.animationDelay = `${Math.min(i, 12) * 90}ms`;
          return li;
        }))));
    }
    const nav = el('div', { class: 'coach__nav' });
    if (m.phase === 'done') {
      if (hasNext) nav.append(el('button', { class: 'btn btn--primary', attrs: { type: 'button' }, data: { key: 'next-lesson', testid: 'next-lesson' }, on: { click: handlers.nextLesson }, text: t('tut.nextLesson') }));
      nav.append(el('a', { class: 'btn btn--ghost', attrs: { href: links.menu }, data: { key: 'menu', testid: 'all-lessons' }, on: { click: handlers.menu }, text: t('tut.nav.lessons') }));
      nav.append(el('button', { class: 'btn btn--ghost', attrs: { type: 'button' }, data: { key: 'restart' }, on: { click: handlers.restart }, text: t('tut.restart') }));
    } else if (m.phase === 'error') {
      nav.append(el('button', { class: 'btn btn--primary', attrs: { type: 'button' }, data: { key: 'restart' }, on: { click: handlers.restart }, text: t('tut.restart') }));
    } else {
      nav.append(el('button', {
        class: 'btn btn--primary', attrs: { type: 'button', disabled: !m.canContinue }, data: { key: 'continue', testid: 'continue' },
        on: { click: handlers.next }, text: t('tut.continue'),
      }));
      if (m.phase === 'act' || m.phase === 'quiz') nav.append(el('p', { class: 'coach__hint', text: t(m.phase === 'act' ? 'tut.hint.act' : 'tut.hint.quiz') }));
    }
    const dots = el('ol', { class: 'dots', attrs: { 'aria-hidden': 'true' } },
      Array.from({ length: m.steps }, (_, i) => el('li', { class: i < m.step || m.phase === 'done' ? 'is-past' : i === m.step ? 'is-now' : '' })));
    return el('section', { class: 'coach', attrs: { 'aria-labelledby': 'lesson-title' } }, ...parts, body, nav, dots);
  }

  function board(m) {
    const felt = el('div', { class: 'felt' });
    const section = el('section', { class: 'board', attrs: { 'aria-label': t('tut.table.label') } }, felt);
    if (m.row) {
      felt.classList.add('felt--row');
      felt.append(el('ol', { class: 'row', attrs: { 'aria-label': t('tut.row.label') } },
        m.row.map((id, i) => el('li', { class: 'row__item' },
          card(i18n, id),
          el('span', { class: 'row__rank', text: i18n.rankName(parseCard(id)) }),
          // Whist's cards have no points: its row shows the order only.
          m.rowPoints ? el('span', { class: `row__pts${m.rowPoints[i] ? '' : ' is-zero'}`, text: t('tut.row.points', { n: m.rowPoints[i] || 0 }) }) : null))));
      return section;
    }
    const tb = m.table;
    if (!tb) {
      felt.append(el('div', { class: 'felt__wait' }, el('div', { class: 'spinner', attrs: { 'aria-hidden': 'true' } }), el('p', { text: t('tut.loading') })));
      return section;
    }
    const clickHand = m.choices && m.choices.kind === 'hand' && (m.phase === 'act' || m.phase === 'quiz');
    const clickTrick = m.choices && m.choices.kind === 'trick' && m.phase === 'quiz';
    const picked = m.feedback && (m.feedback.kind === 'wrong' || m.feedback.kind === 'illegal') ? m.feedback.picked : null;
    const stateOf = (id) => (m.marked.includes(id) && m.phase !== 'act' ? 'right' : id === picked ? 'wrong' : null);

    // The backs of a hand; --n lets the side seats overlap them to fit their column (Whist's 13).
    const backs = (count) => {
      const hand = el('div', { class: 'seat__hand', attrs: { role: 'img', 'aria-label': t('tut.table.cards', { n: count }) } },
        Array.from({ length: count }, () => back('tcard--small')));
      hand.style.setProperty('--n', String(count));
      return hand;
    };

    // The other seats.
    for (let seat = 0; seat < tb.players; seat++) {
      if (seat === tb.me) continue;
      const role = seatRole(seat, tb.me, tb.players, tb.clockwise);
      const n = tb.handSizes[seat];
      felt.append(el('div', { class: 'seat', data: { pos: POS[role], role } },
        el('p', { class: `plate${tb.turn === seat ? ' is-turn' : ''}` },
          // Whist for three: the face-up hand is the dummy, not a player.
          el('span', { class: 'plate__name', text: t(tb.open && tb.open[seat] ? 'tut.seat.dummy' : `tut.seat.${role}`) }),
          el('span', { class: 'plate__short', attrs: { 'aria-hidden': 'true' }, text: t(tb.open && tb.open[seat] ? 'tut.seat.dummy' : `tut.seat.${role}.short`) }),
          seat === tb.dealer ? el('span', { class: 'badge', attrs: { title: t('tut.table.dealerTitle') }, text: t('tut.table.dealer') }) : null),
        tb.open && tb.open[seat]
          // Whist for three: the dummy's cards lie face up.
          ? el('div', { class: 'seat__hand seat__hand--open', attrs: { role: 'group', 'aria-label': t('tut.table.dummy', { n }) } },
            tb.open[seat].map((id) => card(i18n, id, { cls: 'tcard--small tcard--open' })))
          : backs(n)));
    }

    // The centre: stock and muestra, then the trick.
    const pile = el('div', { class: `pile${tb.stock === 0 && !tb.faceUp ? ' is-empty' : ''}` });
    if (game !== 'guinote') {
      // Whist: the dealer's turned card while he still holds it. Belote: the turned card
      // (and the stock for the complementary deal) until the deal is complete.
      if (tb.faceUp || tb.stock > 0) {
        pile.append(el('div', { class: 'pile__cards' },
          tb.faceUp ? card(i18n, tb.faceUp, { cls: 'tcard--muestra' }) : null,
          tb.stock > 1 ? back('tcard--stock') : null));
        pile.append(el('p', { class: 'pile__label', text: t(game === 'whist' ? 'tut.table.turnedWhist' : 'tut.table.turned') }));
      }
    } else if (tb.stock > 0) {
      pile.append(el('div', { class: 'pile__cards' },
        tb.faceUp ? card(i18n, tb.faceUp, { cls: 'tcard--muestra' }) : null,
        tb.stock > 1 ? back('tcard--stock') : null));
      pile.append(el('p', { class: 'pile__label', text: t('tut.table.stock', { n: tb.stock }) }));
    } else {
      pile.append(el('p', { class: 'pile__arrastre', text: t('tut.table.arrastre') }));
    }
    const offered = game === 'belote' && !tb.contract; // bidding: the turned suit is only proposed
    if (tb.trump && !offered) pile.append(el('p', { class: 'pile__trump', data: { suit: tb.trump }, text: t('tut.table.trump', { suit: t(`suit.${tb.trump}`) }) }));
    if (game === 'belote' && tb.contract) pile.append(el('p', { class: 'pile__label', text: t(tb.contract.player === tb.me ? 'tut.table.takerYou' : 'tut.table.taker', { who: t(`tut.seat.${seatRole(tb.contract.player, tb.me, tb.players, tb.clockwise)}`) }) }));
    if (tb.faceUp) pile.setAttribute('aria-label', t(game === 'guinote' ? 'tut.table.muestra' : 'tut.table.turnedCard', { card: i18n.cardName(tb.faceUp) }));

    const trick = el('div', {
      class: `trick${tb.trickDone ? ' is-done' : ''}`,
      attrs: { role: 'group', 'aria-label': tb.trickDone ? t('tut.table.lastTrick') : t('tut.table.trick') },
      data: { testid: 'trick' },
    });
    tb.trick.forEach(({ player, card: id }, i) => {
      const role = seatRole(player, tb.me, tb.players, tb.clockwise);
      const won = tb.winner === player;
      const node = clickTrick
        ? card(i18n, id, { onClick: handlers.choose, cls: 'tcard--trick', key: `trick-${id}` })
        : card(i18n, id, { cls: 'tcard--trick' });
      node.dataset.pos = POS[role];
      node.dataset.order = String(i);
      const state = stateOf(id) || (won ? 'won' : null);
      if (state) node.dataset.state = state;
      if (!clickTrick) node.setAttribute('aria-label', `${t(`tut.seat.${role}`)}: ${i18n.cardName(id)}${won ? ` (${t('tut.table.wins')})` : ''}`);
      trick.append(node);
    });
    felt.append(pile);
    const centre = el('div', { class: 'centre' }, trick);
    if (tb.winner !== null && tb.trickDone) {
      centre.append(el('p', { class: 'trick__result', data: { testid: 'trick-result' } },
        // Without points (Whist's tricks have none; a quiz asks for them): the winner alone.
        t(gameKey(tb.winner === tb.me ? 'tut.table.wonYou' : 'tut.table.won', game === 'whist' || tb.trickPoints === null ? 'whist' : null),
          { who: t(`tut.who.${seatRole(tb.winner, tb.me, tb.players, tb.clockwise)}`), n: tb.trickPoints })));
    }
    felt.append(centre);

    // Scores.
    const mine = tb.sideOf[tb.me];
    felt.append(el('div', { class: 'scores', attrs: { role: 'group', 'aria-label': t('tut.scores.label') }, data: { testid: 'scores' } },
      tb.scores.map((s) => el('p', { class: `scores__row${s.side === mine ? ' is-mine' : ''}` },
        el('span', { class: 'sr-only', text: s.points === null ? t(s.side === mine ? 'tut.scores.us' : 'tut.scores.them') : `${t(s.side === mine ? 'tut.scores.us' : 'tut.scores.them')}: ${t('tut.points', { n: s.points })}` }),
        el('span', { class: 'scores__name', attrs: { 'aria-hidden': 'true' }, text: t(s.side === mine ? 'tut.scores.us' : 'tut.scores.them') }),
        el('span', { class: 'scores__pts', attrs: { 'aria-hidden': 'true' }, text: s.points === null ? '?' : String(s.points) }),
        tb.match && s.partidas !== undefined ? el('span', { class: 'scores__meta', text: t('tut.scores.meta', { p: s.partidas, c: s.cotos }) }) : null,
        game === 'whist' ? el('span', { class: 'scores__meta', text: t('tut.scores.tricks', { n: s.tricks, g: s.games }) }) : null,
        game === 'belote' ? el('span', { class: 'scores__meta', text: t('tut.scores.deal', { n: s.cards }) }) : null))));

    // Actions (sing, exchange, claim, pass) and the learner's hand.
    const actions = el('div', { class: 'actions', attrs: { role: 'toolbar', 'aria-label': t('tut.actions') } },
      m.actions.map((a) => el('button', {
        class: `btn ${a === 'pass' ? 'btn--soft' : 'btn--primary'}`,
        attrs: { type: 'button', disabled: m.phase !== 'act' },
        data: { action: a, key: `action-${a}`, state: a === picked ? 'wrong' : null },
        on: { click: () => handlers.choose(a) },
        text: actionLabel(a, tb),
      })));
    felt.append(actions);
    const hand = el('div', {
      // Whist's thirteen cards and Belote's eight overlap so that the hand fits the felt.
      class: `hand${clickHand ? ' is-active' : ''}${tb.hand.length > 8 ? ' hand--many' : tb.hand.length > 6 ? ' hand--full' : ''}`,
      attrs: { role: 'group', 'aria-label': t('tut.table.hand', { n: tb.hand.length }) },
      data: { testid: 'hand' },
    }, tb.hand.map((id) => {
      const node = card(i18n, id, { onClick: handlers.choose, disabled: !clickHand, key: `hand-${id}` });
      const state = stateOf(id);
      if (state) node.dataset.state = state;
      return node;
    }));
    felt.append(el('div', { class: 'me' },
      el('p', { class: `plate plate--me${tb.turn === tb.me ? ' is-turn' : ''}` },
        el('span', { class: 'plate__name', text: t('tut.seat.you') }),
        tb.me === tb.dealer ? el('span', { class: 'badge', text: t('tut.table.dealer') }) : null),
      hand));
    return section;
  }

  function actionLabel(a, tb) {
    const suit = /^sing:([oceb])$/.exec(a);
    if (suit) return suit[1] === tb.trump ? t('tut.action.sing40') : t('tut.action.sing20', { suit: t(`suit.${suit[1]}`) });
    const bid = /^bid:([0-3])$/.exec(a);
    if (bid) return t('tut.action.bid', { suit: t(`suit.${'SHDC'[Number(bid[1])]}`) });
    if (a === 'declare:0') return t('tut.action.declare');
    const belote = /^declare:([12])$/.exec(a);
    if (belote) return t('tut.action.belote', { card: i18n.cardName(`${bid ? '' : belote[1] === '1' ? 'K' : 'Q'}${tb.trump}`) });
    if (a === 'pass' && game === 'belote') return t('tut.action.passBid');
    return t(`tut.action.${a}`);
  }

  return { update, get model() { return lastModel; } };
}

