// The Whist lessons: data only, read as the Guiñote ones (lessons.js explains the steps).
// Every setup is engine.start('whist', options, seed) and the moves (card words, docs/CLI.md),
// so `baza deal --game whist --seed S --option … --moves "…"` shows the same table. The
// moves are the greedy bots' own from the seed. The learner is seat 0, who leads the first
// trick (the dealer is seat 3, on the learner's left). lessons.test.mjs replays each one.

export const WHIST_LESSONS = [
  {
    id: 'whist-cards',
    game: 'whist',
    steps: [
      // Seed 54: the dealer's last card is turned: trumps are diamonds.
      { setup: { options: { length: 'deal' }, seed: 54, moves: '' } },
      { say: 'lesson.whist-cards.intro', row: ['AS', 'KS', 'QS', 'JS', 'TS', '9S', '2S'] },
      { quiz: 'lesson.whist-cards.q1', kind: 'trump-card', right: 'lesson.whist-cards.q1.right', wrong: 'lesson.whist-cards.q1.wrong' },
      // Seed 54, greedy bots: the As de corazones led, the Dos of trumps (diamonds) on it.
      { setup: { options: { length: 'deal' }, seed: 54, moves: 'JD AD 6D 8D KH 2H 3H 5H AH 6H 4H 2D' } },
      { quiz: 'lesson.whist-cards.q2', kind: 'trick-winner', right: 'lesson.whist-cards.q2.right', wrong: 'lesson.whist-cards.q2.wrong' },
      { say: 'lesson.whist-cards.outro' },
    ],
  },
  {
    id: 'whist-follow',
    game: 'whist',
    steps: [
      // Seed 3, greedy bots: the right rival (seat 3: play goes clockwise) leads the 5 of spades; you hold three spades. Trumps hearts.
      { setup: { options: { length: 'deal' }, seed: 3, moves: '7C 6C 2C 9C 5S' } },
      { say: 'lesson.whist-follow.intro' },
      // Engine: every card but 7S 8S 9S "must follow suit".
      { act: 'lesson.whist-follow.act1', right: 'lesson.whist-follow.right1', illegal: 'lesson.whist-follow.illegal1', tryIllegal: true },
      // Seed 4, greedy bots: the right rival leads the 5 of spades; you have none. Trumps hearts.
      { setup: { options: { length: 'deal' }, seed: 4, moves: '5D 4D 7D AD 3S 6S KS TS 2S QS AS JS 5S' } },
      {
        act: 'lesson.whist-follow.act2', good: ['9H', 'QH'],
        right: 'lesson.whist-follow.right2', wrong: 'lesson.whist-follow.wrong2',
      },
      { say: 'lesson.whist-follow.outro' },
    ],
  },
  {
    id: 'whist-leads',
    game: 'whist',
    steps: [
      // Seed 25: you lead the first trick; in clubs you hold K Q J 3 2 (trumps hearts).
      { setup: { options: { length: 'deal' }, seed: 25, moves: '' } },
      { say: 'lesson.whist-leads.intro' },
      {
        act: 'lesson.whist-leads.act', good: ['KC'],
        right: 'lesson.whist-leads.right', wrong: 'lesson.whist-leads.wrong',
        wrongFor: { QC: 'lesson.whist-leads.wrongQ', JC: 'lesson.whist-leads.wrongQ' },
      },
      { say: 'lesson.whist-leads.outro' },
    ],
  },
  {
    id: 'whist-scoring',
    game: 'whist',
    steps: [
      // Seed 11, greedy bots to the last trick: your side has won nine tricks and holds three honours.
      { setup: { options: { length: 'deal' }, seed: 11, moves: 'QD 3D AD 5D 2D 7D JD 4S 4D 2H 3H 8D 3S 5S TS KS 4C 3C TC 5C 9D 4H 2S TD 6H 9H QH AH 2C AC JC 8C QS 8S 9S AS KC KD QC 9C JH KH 5H 7S 6D 8H 6C 6S' } },
      { say: 'lesson.whist-scoring.intro' },
      { act: 'lesson.whist-scoring.act', right: 'lesson.whist-scoring.right' },
      {
        quiz: 'lesson.whist-scoring.q1', kind: 'event', event: 'score', field: 'tricks', side: 'us', unit: 'tut.number',
        right: 'lesson.whist-scoring.q1.right', wrong: 'lesson.whist-scoring.q1.wrong',
      },
      {
        quiz: 'lesson.whist-scoring.q2', kind: 'event', event: 'score', field: 'total', side: 'us', unit: 'tut.points',
        right: 'lesson.whist-scoring.q2.right', wrong: 'lesson.whist-scoring.q2.wrong',
      },
      { say: 'lesson.whist-scoring.outro' },
    ],
  },
  {
    id: 'whist-rubber',
    game: 'whist',
    steps: [
      { say: 'lesson.whist-rubber.intro' },
      // The engine's default game: 5 points (7 in American whist, 9 in long whist).
      { setup: { options: {}, seed: 2, moves: '' } },
      { quiz: 'lesson.whist-rubber.q1', kind: 'option', name: 'game_points', choices: [5, 6, 7, 13], right: 'lesson.whist-rubber.q1.right', wrong: 'lesson.whist-rubber.q1.wrong' },
      // Dummy whist, seed 2: you lead the 4 of clubs; the dummy (seat 1) is spread, the dealer plays it.
      { setup: { options: { players: 3, length: 'deal' }, seed: 2, moves: '4C' } },
      { say: 'lesson.whist-rubber.dummy' },
      { quiz: 'lesson.whist-rubber.q2', kind: 'seat', answer: 'dealer', right: 'lesson.whist-rubber.q2.right', wrong: 'lesson.whist-rubber.q2.wrong' },
      { say: 'lesson.whist-rubber.outro' },
    ],
  },
];
