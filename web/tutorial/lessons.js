// The Guiñote lessons: data only (the logic is runner.js, the drawing view.js).
//
// Every position is a real match of the engine, never a hand-made table: a setup is
// engine.start('guinote', options, seed) followed by `moves` (action words as in
// docs/CLI.md), so `baza deal --game guinote --seed S --option … --moves "…"` shows
// the same cards. The positions were found by letting the greedy bot play every seat
// from the seed and stopping where the rule shows (the moves are the bots' own);
// a few first tricks were chosen by hand. The learner is always seat 0 (the mano of
// the first deal, at the bottom): partner at seat 2 (top), rivals at 1 (right) and
// 3 (left). web/tutorial/lessons.test.mjs replays every setup in the engine and
// checks each claim made here (whose turn, which cards are legal, the engine's reason
// for the illegal ones, the answers of the quizzes).
//
// Steps (run in order):
//   {say: key, row?: [cards], points?}   text and a Continue button (row: cards shown on the felt,
//                                         each with the points written under it)
//   {setup: {options, seed, moves}}      starts the position (no stop)
//   {act: key, good?, right?, rightFor?, wrong?, wrongFor?, illegal?, tryIllegal?, after?}
//       the learner acts (a card, or sing:<suit> / exchange / claim / pass buttons).
//       good: the lesson's answers (default: every legal action); a legal action not in
//       good gets `wrongFor[action]` or `wrong` and another try; an illegal card gets the
//       engine's reason plus `illegal` (a mistake, unless tryIllegal: the text invites one). A good one is played and `right`/`rightFor[action]`
//       shown, then the bots go on (after): 'trick' until the trick is won and the next
//       lead is due (default), 'settle' until the next card is due, 'turn' until the
//       learner has a card to play, 'none'.
//   {quiz: key, kind, right, wrong, …}   a question answered by clicking; the answer is
//       the engine's: kind 'trick-winner' (click a card of the last trick: the card of
//       lastTrick.winner), 'trick-points' (points of the last trick event, últimas
//       included), 'trump-card' (a card of the trump suit in your hand), 'seat' with
//       answer 'turn' | 'dealer' | {probe: [moves], find: 'faceUpTaker'} (the moves are
//       tried, the engine's draw events read, and the match rewound), 'score' with side
//       'us' | 'them' (malas/buenas of that side), 'option' with name (an option value),
//       'event' with event, field, side?, where? (a field of the last such event: choices
//       given, labelled 'tut.<labels>.<value>' or with a `unit`, or numbers around it; a
//       `side` field is answered 'us' or 'them').
// Keys are in web/i18n/tutorial.{es,ca,en}.js; `lesson.<id>.title` and
// `lesson.<id>.summary` name every lesson in the menu.

import { WHIST_LESSONS } from './lessonsWhist.js';
import { BELOTE_LESSONS } from './lessonsBelote.js';

export const GAME = 'guinote'; // the default game of the tutorial
export const GAMES = ['guinote', 'whist', 'belote'];

export const LESSONS = [
  {
    id: 'cards',
    steps: [
      { say: 'lesson.cards.intro', row: ['1c', '3c', '12c', '10c', '11c', '7c', '6c', '5c', '4c', '2c'], points: [11, 10, 4, 3, 2, 0, 0, 0, 0, 0] },
      // Seed 423: trump oros. A first trick of four copas, chosen by hand: 4c 12c 2c 3c.
      { setup: { options: { length: 'deal' }, seed: 423, moves: '4c 12c 2c 3c' } },
      { quiz: 'lesson.cards.q1', kind: 'trick-winner', right: 'lesson.cards.q1.right', wrong: 'lesson.cards.q1.wrong' },
      { quiz: 'lesson.cards.q2', kind: 'trick-points', right: 'lesson.cards.q2.right', wrong: 'lesson.cards.q2.wrong' },
      // Seed 21: trump espadas. By hand: the As de bastos led, the 2 of trumps on it.
      { setup: { options: { length: 'deal' }, seed: 21, moves: '1b 2e 10b 5b' } },
      { quiz: 'lesson.cards.q3', kind: 'trick-winner', right: 'lesson.cards.q3.right', wrong: 'lesson.cards.q3.wrong' },
      { say: 'lesson.cards.outro' },
    ],
  },
  {
    id: 'deal',
    steps: [
      // Seed 4: the muestra is the Tres de copas; you hold the 4 and the 6 of copas.
      { setup: { options: { length: 'deal' }, seed: 4, moves: '' } },
      { say: 'lesson.deal.intro' },
      { quiz: 'lesson.deal.q1', kind: 'trump-card', right: 'lesson.deal.q1.right', wrong: 'lesson.deal.q1.wrong' },
      { quiz: 'lesson.deal.q2', kind: 'seat', answer: 'dealer', right: 'lesson.deal.q2.right', wrong: 'lesson.deal.q2.wrong' },
      { quiz: 'lesson.deal.q3', kind: 'seat', answer: 'turn', right: 'lesson.deal.q3.right', wrong: 'lesson.deal.q3.wrong' },
      { say: 'lesson.deal.outro' },
    ],
  },
  {
    id: 'free-play',
    steps: [
      // Seed 291, greedy bots: the left rival won the first trick and leads the Rey de bastos.
      { setup: { options: { length: 'deal' }, seed: 291, moves: '6e 5c 2e 7o 12b' } },
      { say: 'lesson.free-play.intro' },
      {
        act: 'lesson.free-play.act', good: ['5o'],
        right: 'lesson.free-play.right', wrong: 'lesson.free-play.wrong',
      },
      { say: 'lesson.free-play.outro' },
    ],
  },
  {
    id: 'drawing',
    steps: [
      // Seed 4, greedy bots to the fourth trick: three cards in the stock and the muestra (3c).
      { setup: { options: { length: 'deal' }, seed: 4, moves: '2b 2e 10b 10c 4o 5b 2o 7c 6b 4e 6o 12b 6e 4b 5o' } },
      { say: 'lesson.drawing.intro' },
      {
        quiz: 'lesson.drawing.q1', kind: 'seat', answer: { probe: ['1e'], find: 'faceUpTaker' },
        right: 'lesson.drawing.q1.right', wrong: 'lesson.drawing.q1.wrong',
      },
      {
        act: 'lesson.drawing.act', good: ['4c', '6c', '1e'],
        right: 'lesson.drawing.right', wrong: 'lesson.drawing.wrong',
      },
      { say: 'lesson.drawing.outro' },
    ],
  },
  {
    id: 'cantes',
    steps: [
      // Seed 1, greedy bots: your partner has just won the second trick; you hold 12c and 10c.
      { setup: { options: { length: 'deal' }, seed: 1, moves: '4c 7b 5c 5o pass 5e 5b 11c 7e' } },
      { say: 'lesson.cantes.intro' },
      {
        act: 'lesson.cantes.act1', good: ['sing:c'], after: 'settle',
        right: 'lesson.cantes.right1', wrong: 'lesson.cantes.wrong1', illegal: 'lesson.cantes.illegal',
      },
      // Seed 51, greedy bots: your partner won the second trick with a trump; you hold 12b and 10b, trumps.
      { setup: { options: { length: 'deal' }, seed: 51, moves: '2c 5e 2e 11c 5o 4e 6e 2b' } },
      {
        act: 'lesson.cantes.act2', good: ['sing:b'], after: 'settle',
        right: 'lesson.cantes.right2', wrong: 'lesson.cantes.wrong2', illegal: 'lesson.cantes.illegal',
      },
      { say: 'lesson.cantes.outro' },
    ],
  },
  {
    id: 'exchange',
    steps: [
      // Seed 19, greedy bots: your partner won a trick; the muestra is the As de bastos and you hold the 7.
      { setup: { options: { length: 'deal' }, seed: 19, moves: '4c 5e 2o 3c sing:c 5o 5c 10c 10o' } },
      { say: 'lesson.exchange.intro' },
      {
        act: 'lesson.exchange.act', good: ['exchange'], after: 'settle',
        right: 'lesson.exchange.right', wrong: 'lesson.exchange.wrong', illegal: 'lesson.exchange.illegal',
      },
      { say: 'lesson.exchange.outro' },
    ],
  },
  {
    id: 'arrastre',
    steps: [
      // Seed 48, greedy bots into the arrastre: the left rival leads the 7 de espadas (trump copas).
      { setup: { options: { length: 'deal' }, seed: 48, moves: '2o 5e 6b 4c 4b 2e 4e 12b 4o 2b 5o 7o 12o 10o 5b 3o exchange 6o 11o 11c 10c 7e' } },
      { say: 'lesson.arrastre.intro' },
      // Engine: 1o and 3c "must follow suit", 6e "must beat the winning card"; 10e and 11e legal.
      {
        act: 'lesson.arrastre.act', good: ['10e', '11e'], tryIllegal: true, // the text invites a refused card: not a mistake
        rightFor: { '10e': 'lesson.arrastre.right10', '11e': 'lesson.arrastre.right11' },
        illegal: 'lesson.arrastre.illegal',
      },
      { say: 'lesson.arrastre.outro' },
    ],
  },
  {
    id: 'trumping',
    steps: [
      // Seed 19 (the exchange lesson's deal), greedy bots: the left rival leads the 7 de espadas; you have none. Trump bastos.
      { setup: { options: { length: 'deal' }, seed: 19, moves: '4c 5e 2o 3c sing:c 5o 5c 10c 10o exchange 2c 6o 6c 12c 11e 2e 6e 3e 7o 12o 4o 3o 7e' } },
      { say: 'lesson.trumping.intro' },
      // Engine: 11o 7c 11c "must trump"; 1b and 12b legal.
      {
        act: 'lesson.trumping.act1', good: ['1b', '12b'],
        right: 'lesson.trumping.right1', illegal: 'lesson.trumping.illegal1',
      },
      // Seed 27, greedy bots: your partner led the 4 de copas, the left rival trumped with the 6 de oros.
      { setup: { options: { length: 'deal' }, seed: 27, moves: '4b 2b 2c 10o 5c 6c 5b 1b pass sing:c 10c 6b 2e 3c 5e 12c 7c 6e pass 4c 6o' } },
      { say: 'lesson.trumping.intro2' },
      // Engine: 5o 3e 10e 3b "must overtrump"; 11o and 12o legal.
      {
        act: 'lesson.trumping.act2', good: ['11o', '12o'],
        right: 'lesson.trumping.right2', illegal: 'lesson.trumping.illegal2',
      },
      { say: 'lesson.trumping.outro' },
    ],
  },
  {
    id: 'partner',
    steps: [
      // Seed 181, greedy bots: your partner's Tres de oros wins the trick; you play last (trump espadas).
      { setup: { options: { length: 'deal' }, seed: 181, moves: '2b 2o 4o 5b 6c 7c 2c 1c pass 5o 4c 10b 10o 11c 7o 5c 2e pass 4b 11b 1b 6b 5e 6e 7e 11e 6o 3o 11o' } },
      { say: 'lesson.partner.intro' },
      // Engine: 12c and 10e "must follow suit"; 1o and 12o legal (partner_exempts_overtake).
      {
        act: 'lesson.partner.act1',
        rightFor: { '12o': 'lesson.partner.right12', '1o': 'lesson.partner.right1' },
        illegal: 'lesson.partner.illegal1',
      },
      // Seed 36, greedy bots: your partner's As de oros wins; you have no oros (trump bastos).
      { setup: { options: { length: 'deal' }, seed: 36, moves: '4o 2o 5o 2b 4e 5c 2e 11e 2c 6e 7o 4c 11o 5e 7c 6b 10c 4b 6c 1c 12o 1o 10o' } },
      // Engine: every card legal, trumps too.
      {
        act: 'lesson.partner.act2', good: ['3c', '10e'],
        right: 'lesson.partner.right2', wrong: 'lesson.partner.wrong2',
      },
      { say: 'lesson.partner.outro' },
    ],
  },
  {
    id: 'malas-buenas',
    steps: [
      // Seed 15, greedy bots to the last trick: 114 points (94 + a 20) against 36.
      { setup: { options: { length: 'deal' }, seed: 15, moves: '5c 4b 4c 11c 2e 11b 6e 4o sing:b 7b 5e 6c 5o 2b 10c 5b 10b 2c 7c 12c 2o 6b 12b 3b 1b 4e 7e 10e 12e 11e 3e 7o 10o 1c 3c 6o 11o 3o' } },
      { say: 'lesson.malas-buenas.intro' },
      { act: 'lesson.malas-buenas.act', right: 'lesson.malas-buenas.right' },
      { quiz: 'lesson.malas-buenas.q1', kind: 'score', side: 'us', right: 'lesson.malas-buenas.q1.right', wrong: 'lesson.malas-buenas.q1.wrong' },
      { quiz: 'lesson.malas-buenas.q2', kind: 'score', side: 'them', right: 'lesson.malas-buenas.q2.right', wrong: 'lesson.malas-buenas.q2.wrong' },
      { say: 'lesson.malas-buenas.outro' },
    ],
  },
  {
    id: 'ultimas',
    steps: [
      // Seed 20, greedy bots to the ninth trick: you lead with the As and the Sota of bastos (trumps).
      { setup: { options: { length: 'deal' }, seed: 20, moves: '2e 2o 6o 6e 4o 4c 5o 10o 5e 5c 7c 3e 2c 7e 10e 2b exchange 11c 10c 12c 3c 12o 3o 7o 1o 12e 7b 11e 4e 1c 4b 6c 1e' } },
      { say: 'lesson.ultimas.intro' },
      {
        act: 'lesson.ultimas.act1', good: ['10b'], after: 'turn',
        right: 'lesson.ultimas.right1', wrong: 'lesson.ultimas.wrong1',
      },
      { act: 'lesson.ultimas.act2', right: 'lesson.ultimas.right2' },
      { quiz: 'lesson.ultimas.q1', kind: 'trick-points', right: 'lesson.ultimas.q1.right', wrong: 'lesson.ultimas.q1.wrong' },
      { say: 'lesson.ultimas.outro' },
    ],
  },
  {
    id: 'vueltas',
    steps: [
      // Seed 12: nobody reached 101 in the first deal (84 to 46); in the vueltas you have just
      // won a trick and, at your lead (the claim's one moment in a trick), your side has 99.
      { setup: { options: { length: 'partida' }, seed: 12, moves: '7o 2o 6c 4b 2e 5e 4o 3o pass 10o 4e 5o 1b 2c 4c 5c 11c pass 6e 7e 12e 1e 11o 5b 6o 1o 10c 7c 12c 3c 12o 6b 10b 12b 7b 2b 11b 11e 3b 10e 3e 1c 4b 2b 2c 7b 2o 3o 4o 1o pass 6o 5o 1c 12o' } },
      { say: 'lesson.vueltas.intro' },
      {
        act: 'lesson.vueltas.act1', good: ['7o', '7c', '11c', '3e', '3b', '11b'], after: 'none',
        right: 'lesson.vueltas.right1', wrong: 'lesson.vueltas.wrong1', illegal: 'lesson.vueltas.illegal',
      },
      // The same partida one trick later: you win it again, 104 points.
      { setup: { options: { length: 'partida' }, seed: 12, moves: '7o 2o 6c 4b 2e 5e 4o 3o pass 10o 4e 5o 1b 2c 4c 5c 11c pass 6e 7e 12e 1e 11o 5b 6o 1o 10c 7c 12c 3c 12o 6b 10b 12b 7b 2b 11b 11e 3b 10e 3e 1c 4b 2b 2c 7b 2o 3o 4o 1o pass 6o 5o 1c 12o 7c 11o 10o 4c' } },
      {
        act: 'lesson.vueltas.act2', good: ['claim'], after: 'none',
        right: 'lesson.vueltas.right2', wrong: 'lesson.vueltas.wrong2', illegal: 'lesson.vueltas.illegal',
      },
      { say: 'lesson.vueltas.outro' },
    ],
  },
  {
    id: 'cotos',
    steps: [
      // Seed 2 through five deals: your side has won two partidas of the coto and, in the
      // vueltas of the third, has 105 points after your own trick (your partner lets the
      // exchange go; then, at your lead, you may claim).
      { setup: { options: { length: 'match' }, seed: 2, moves: '4b 2b 4e 7b 6e 5e 6o 4c sing:e 2e 4o 2o 11e 7o 6b 11o 2c 5o 12o 3o 1o 11b 12b 3b 10b 5b 11c 10c 1b 10o 7c 3c 1c 7e 3e 10e 1e 6c 12c 5c 12e 2b 2o 6o 2c pass sing:e 4o 6e 10e 10o 5c 2e 6b 6c sing:b claim 4b 2b 2o 12b 2e 6b 2c 7e 4c 4e 7o 3b 12o 6c 4o 5o 10o 3o 11e 6o 5b 11b 1b 7b 5e 12e 10e 3e 5c 6e 12c 10c 1o 11o 11c 7c 1e 1c 10b 3c 4b 2o 5o 11b pass 2b 5b 7b 5e sing:e 4o 5c 7o 3e pass 11c 4c 6c 10e 2c 10c 12c 4e 6b 12b 3b 2e 7c 7e 12e 3c 6o 1e 10o 11o 1c 6e 11e 12o 10b 3o 1b 1o 4o 4b 6o 10o pass 2o 6b 5o 4c 6e 2b 10b 11e pass' } },
      { say: 'lesson.cotos.intro' },
      {
        act: 'lesson.cotos.act', good: ['claim'], after: 'none',
        right: 'lesson.cotos.right', wrong: 'lesson.cotos.wrong', illegal: 'lesson.cotos.illegal',
      },
      { quiz: 'lesson.cotos.q1', kind: 'option', name: 'cotos_per_match', choices: [1, 2, 3, 5], right: 'lesson.cotos.q1.right', wrong: 'lesson.cotos.q1.wrong' },
      { say: 'lesson.cotos.outro' },
    ],
  },
];

const BY_GAME = { guinote: LESSONS, whist: WHIST_LESSONS, belote: BELOTE_LESSONS };

/** Every lesson of every game (ids are unique across games: 'arrastre', 'whist-leads', …). */
export const ALL_LESSONS = GAMES.flatMap((game) => BY_GAME[game]);

/** The lessons of a game, in order ([] for a game without lessons). */
export const lessonsOf = (game) => BY_GAME[game] || []; // e.g. lessonsOf('whist')[0].id === 'whist-cards'

/** The game a lesson belongs to. */
export const gameOf = (lesson) => lesson.game || GAME;

/**
 * The lesson with this id, or null. With a game, only that game's lessons, and the id
 * may leave out the game's prefix: lessonById('leads', 'whist') is 'whist-leads'.
 */
export function lessonById(id, game = null) {
  const pool = game ? lessonsOf(game) : ALL_LESSONS;
  return pool.find((lesson) => lesson.id === id)
    || (game ? pool.find((lesson) => lesson.id === `${game}-${id}`) : null) || null; // e.g. lessonById('arrastre').steps.length
}
