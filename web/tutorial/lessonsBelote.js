// The Belote lessons (four players, two pairs): data only, read as the Guiñote ones
// (lessons.js explains the steps). Every setup is engine.start('belote', options, seed)
// and the moves (card words, bid:N with N 0-3 for S H D C, declare:0|1|2, pass; see
// docs/CLI.md), the greedy bots' own moves from the seed. The learner is seat 0, the
// mano (first to bid and to lead); the dealer is seat 3. lessons.test.mjs replays each one.

const DEAL = { length: 'deal' };

export const BELOTE_LESSONS = [
  {
    id: 'belote-cards',
    game: 'belote',
    steps: [
      { say: 'lesson.belote-cards.intro', row: ['JH', '9H', 'AH', 'TH', 'KH', 'QH', '8H', '7H'], points: [20, 14, 11, 10, 4, 3, 0, 0] },
      { say: 'lesson.belote-cards.plain', row: ['AS', 'TS', 'KS', 'QS', 'JS', '9S', '8S', '7S'], points: [11, 10, 4, 3, 2, 0, 0, 0] },
      // Seed 72, greedy bots: spades are trumps; the second trick holds the 9 and the As of trumps.
      { setup: { options: DEAL, seed: 72, moves: 'bid:0 declare:0 JS TS TH QS 9S 7D TC AS' } },
      { quiz: 'lesson.belote-cards.q1', kind: 'trick-winner', right: 'lesson.belote-cards.q1.right', wrong: 'lesson.belote-cards.q1.wrong' },
      { quiz: 'lesson.belote-cards.q2', kind: 'trick-points', right: 'lesson.belote-cards.q2.right', wrong: 'lesson.belote-cards.q2.wrong' },
      { say: 'lesson.belote-cards.outro' },
    ],
  },
  {
    id: 'belote-bidding',
    game: 'belote',
    steps: [
      // Seed 72: five cards each, the 8 of spades turned; you hold the Jack and the 9 of spades.
      { setup: { options: DEAL, seed: 72, moves: '' } },
      { say: 'lesson.belote-bidding.intro' },
      {
        act: 'lesson.belote-bidding.act1', good: ['bid:0'], after: 'settle',
        right: 'lesson.belote-bidding.right1', wrong: 'lesson.belote-bidding.wrong1',
      },
      // Seed 17: everybody passed the turned King of clubs; round two offers the other suits.
      { setup: { options: DEAL, seed: 17, moves: 'pass pass pass pass' } },
      {
        act: 'lesson.belote-bidding.act2', good: ['bid:0', 'bid:1', 'bid:2'], after: 'settle',
        right: 'lesson.belote-bidding.right2', wrong: 'lesson.belote-bidding.wrong2',
      },
      // Seed 17 again: eight passes, and the same dealer deals a new hand.
      { setup: { options: DEAL, seed: 17, moves: 'pass pass pass pass pass pass pass pass' } },
      { quiz: 'lesson.belote-bidding.q1', kind: 'seat', answer: 'dealer', right: 'lesson.belote-bidding.q1.right', wrong: 'lesson.belote-bidding.q1.wrong' },
      { say: 'lesson.belote-bidding.outro' },
    ],
  },
  {
    id: 'belote-declarations',
    game: 'belote',
    steps: [
      // Seed 8: you took diamonds; you hold 9 10 J of diamonds, a tierce.
      { setup: { options: DEAL, seed: 8, moves: 'bid:2' } },
      { say: 'lesson.belote-declarations.intro' },
      {
        act: 'lesson.belote-declarations.act1', good: ['declare:0'], after: 'none',
        right: 'lesson.belote-declarations.right1', wrong: 'lesson.belote-declarations.wrong1',
      },
      { act: 'lesson.belote-declarations.act2', right: 'lesson.belote-declarations.right2' },
      // Seed 12: hearts taken; all four announced a sequence of three (tops 9H, TS, 9D, QC).
      { setup: { options: DEAL, seed: 12, moves: 'bid:1 declare:0 AD declare:0 JD declare:0 KD declare:0 QD' } },
      {
        quiz: 'lesson.belote-declarations.q1', kind: 'event', event: 'declare', field: 'side', where: { counted: true },
        choices: ['us', 'them'], labels: 'side',
        right: 'lesson.belote-declarations.q1.right', wrong: 'lesson.belote-declarations.q1.wrong',
      },
      { say: 'lesson.belote-declarations.outro' },
    ],
  },
  {
    id: 'belote-belote',
    game: 'belote',
    steps: [
      // Seed 48: you took spades with the King and the Queen of spades in hand.
      { setup: { options: DEAL, seed: 48, moves: 'bid:0' } },
      { say: 'lesson.belote-belote.intro' },
      {
        act: 'lesson.belote-belote.act', good: ['declare:1'],
        right: 'lesson.belote-belote.right', wrong: 'lesson.belote-belote.wrong',
        wrongFor: { KS: 'lesson.belote-belote.wrongK', QS: 'lesson.belote-belote.wrongK' },
      },
      { say: 'lesson.belote-belote.outro' },
    ],
  },
  {
    id: 'belote-play',
    game: 'belote',
    steps: [
      { say: 'lesson.belote-play.intro' },
      // Seed 290: the left rival leads the As of trumps (diamonds); you hold the 10 and the Jack.
      { setup: { options: DEAL, seed: 290, moves: 'pass pass pass bid:2 declare:0 7S declare:0 JS declare:0 QS KS AH 7H 8C 9H 7C 7D QC JC 8S AS TS 9S AC 9C 8H QD QH 8D JH KD AD' } },
      { act: 'lesson.belote-play.act1', right: 'lesson.belote-play.right1', illegal: 'lesson.belote-play.illegal1', tryIllegal: true },
      // Seed 2: the right rival's As de tréboles wins; you have no clubs (trumps hearts).
      { setup: { options: DEAL, seed: 2, moves: 'pass pass pass pass bid:1 JH 7C 9H 7H AS 9S JS KS TS 8D 7S 8H JD KD AD 7D AC 8C QC' } },
      { act: 'lesson.belote-play.act2', right: 'lesson.belote-play.right2', illegal: 'lesson.belote-play.illegal2' },
      // Seed 21: your partner's 9 de corazones wins; you have no hearts (trumps diamonds).
      { setup: { options: DEAL, seed: 21, moves: 'bid:2 AS 8S QH 7S AC JC 7C 9C TC 7D 8C KC 7H 9H 8H' } },
      { act: 'lesson.belote-play.act3', right: 'lesson.belote-play.right3' },
      // Seed 44: your partner led the 10 of spades and the left rival trumped with the 10 of clubs.
      { setup: { options: DEAL, seed: 44, moves: 'bid:3 declare:0 AS JS QS 7S 8S KC 9S KS AD 9D QD 7C 8H TH AH 7H TS TC' } },
      { act: 'lesson.belote-play.act4', right: 'lesson.belote-play.right4', illegal: 'lesson.belote-play.illegal4' },
      { say: 'lesson.belote-play.outro' },
    ],
  },
  {
    id: 'belote-contract',
    game: 'belote',
    steps: [
      // Seed 5, greedy bots to the last trick: the left rival took clubs; your side is ahead.
      { setup: { options: DEAL, seed: 5, moves: 'pass pass pass bid:3 AH 9H TH JH 7H KH 8C QH AD QD KD 8D 7D TC 7C JD JC QC KS KC AS JS 7S QS 8S TS 9S 9D' } },
      { say: 'lesson.belote-contract.intro' },
      { act: 'lesson.belote-contract.act', right: 'lesson.belote-contract.right' },
      {
        quiz: 'lesson.belote-contract.q1', kind: 'event', event: 'result', field: 'verdict',
        choices: ['made', 'dedans', 'litige'], labels: 'verdict', // buttons 'tut.verdict.made' …
        right: 'lesson.belote-contract.q1.right', wrong: 'lesson.belote-contract.q1.wrong',
      },
      {
        quiz: 'lesson.belote-contract.q2', kind: 'event', event: 'score', field: 'total', side: 'us',
        choices: [103, 113, 162, 0], unit: 'tut.points',
        right: 'lesson.belote-contract.q2.right', wrong: 'lesson.belote-contract.q2.wrong',
      },
      // Seed 33, greedy bots to the last trick: your partner took hearts and your side has taken every trick.
      { setup: { options: DEAL, seed: 33, moves: 'pass pass pass pass pass pass pass pass pass pass pass pass pass pass bid:1 AD 9D 7D TD 7C 9C 7H 8C JH TH 8H KH AS 8S KS 7S TS 9S KC QD QS JS JD QC 8D JC QH KD' } },
      { act: 'lesson.belote-contract.act2', right: 'lesson.belote-contract.right2' },
      {
        quiz: 'lesson.belote-contract.q3', kind: 'event', event: 'score', field: 'total', side: 'us',
        choices: [162, 172, 252, 262], unit: 'tut.points',
        right: 'lesson.belote-contract.q3.right', wrong: 'lesson.belote-contract.q3.wrong',
      },
      { say: 'lesson.belote-contract.outro' },
    ],
  },
];
