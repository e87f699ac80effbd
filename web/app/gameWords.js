// The words each game uses, as data: which i18n keys and which of the engine's score
// fields a panel shows. No rule here: every number is the engine's (observation.scores,
// .match, events); this only says how a game names it. The one place in web/app that
// knows the games by name (besides pack art).

const GUINOTE = {
  badges: ['dealer', 'mano', 'taker', 'dummy'], // the seat badges this game names
  pileLabel: 'table.pileLabel', // the pile's aria label (else the trump line and count)
  lastTrick: 'table.lastTrickTitle', // the last trick's title (with its points)
  replayStock: true, // the replay's pile line counts the stock
  // The score board: the big number and its unit, the pips (filled, out of), the meta
  // line (the side's fields as its parameters) and the foot (params from observation.match).
  board: {
    num: 'malasBuenas',
    unit: (s) => (s.buenas ? 'scores.unit.buenas' : 'scores.unit.malas'),
    buenas: true, // the number is drawn "buenas" style past 50
    pips: { on: 'partidas', of: 'partidasPerCoto' },
    meta: ['scores.meta', 'scores.metaShort'],
    foot: ['scores.match', { partidas: 'partidasPerCoto', cotos: 'cotosPerMatch' }],
    vueltas: true, // the deal line says "de vueltas"
    contract: false,
  },
  // The end-of-deal panel: its lead lines (from the summary's events, see summaryLines),
  // the table's columns (a summary 'score' event's fields) and the tally line.
  summary: {
    // Columns of the deal's 'score' events: {label, field, voidUnless: a field that, false, voids the number}.
    columns: [{ label: 'summary.col.cards', field: 'cards' }, { label: 'summary.col.cantes', field: 'cantes', voidUnless: 'counted' }],
    total: 'summary.col.total',
    noWinnerLine: true, // a deal that ends no partida says so ("vueltas" or no winner)
    tally: ['summary.tallySide', { partidas: 'partidas', cotos: 'cotos' }],
  },
  // The rules page's section (rules.js ids) the help entry opens: by the engine's phase,
  // and, for a refused card, by the engine's reason (observation.illegal[].reason).
  help: {
    phase: { play: 'phase1', arrastre: 'arrastre', over: 'dealEnd' }, // e.g. in arrastre: rules.html#arrastre
    reason: { 'must follow suit': 'arrastre', 'must beat the winning card': 'arrastre', 'must trump': 'arrastre' }, // obligations hold in arrastre only
  },
  stats: ['gamesStarted', 'partidasWon', 'partidasLost', 'cotosWon', 'matchesWon', 'gamesAbandoned'],
  // What an event adds to the statistics: its side's counter (mine/theirs), when the
  // event's field says so (`when`); or, on the human's side's own event (`ownEvent`), the
  // counter `yes`/`no` as the engine's fact (`fact` of his observation.scores row) says;
  // or (`matchEnd`) the move that ended the match, won by the human's side (the engine's
  // observation.terminal and .winner: any length, a one-deal match too).
  // Verdicts are the engine's, never worked out here.
  counters: [
    { type: 'partida', mine: 'partidasWon', theirs: 'partidasLost' },
    { type: 'coto', mine: 'cotosWon' },
    { matchEnd: true, mine: 'matchesWon' },
  ],
};

const WHIST = {
  badges: ['dealer', 'taker', 'dummy'],
  pileLabel: null,
  lastTrick: 'table.lastTrickWon',
  analysis: true, // the replay offers the engine's double-dummy analysis (Engine.analyze answers for Whist only)
  board: {
    num: 'points',
    unit: () => 'scores.unit.points',
    pips: { on: 'games', of: 'gamesPerRubber' },
    meta: ['scores.whistMeta', 'scores.whistMetaShort'],
    foot: ['scores.whistMatch', { n: 'gamePoints' }],
    contract: true,
  },
  summary: {
    columns: [{ label: 'summary.col.tricks', field: 'tricks' }, { label: 'summary.col.honours', field: 'honours', voidUnless: 'counted' }],
    total: 'summary.col.gamePoints',
    tricksLine: true, // "Bazas: …" from the engine's scores[].lastDealTricks
    tally: ['summary.tallyWhist', { games: 'games', rubbers: 'rubbers', points: 'points' }],
  },
  help: {
    phase: { play: 'play', over: 'scoring' }, // e.g. rules.html?game=whist#play
    reason: { 'must follow suit': 'play' },
  },
  stats: ['gamesStarted', 'dealsWon', 'dealsLost', 'mangasWon', 'rubbersWon', 'matchesWon', 'gamesAbandoned'],
  counters: [
    // A deal ends with a 'score' event per side; the winner is the engine's scores[].lastDealWon.
    { type: 'score', ownEvent: true, fact: 'lastDealWon', yes: 'dealsWon', no: 'dealsLost' },
    { type: 'game', mine: 'mangasWon' },
    { type: 'rubber', mine: 'rubbersWon' },
    { matchEnd: true, mine: 'matchesWon' },
  ],
};

const BELOTE = {
  badges: ['dealer', 'mano', 'taker', 'dummy'],
  pileLabel: null,
  lastTrick: 'table.lastTrickTitle',
  board: {
    num: 'points',
    unit: () => 'scores.unit.points',
    pips: null,
    meta: null,
    foot: ['scores.beloteMatch', { n: 'target' }],
    contract: true,
  },
  summary: {
    columns: [{ label: 'summary.col.cards', field: 'cards' }, { label: 'summary.col.declarations', field: 'cantes' }],
    total: 'summary.col.total',
    dixDeDer: true, // the last trick's bonus gets its line
    tally: ['summary.tallyBelote', { points: 'points' }],
  },
  help: {
    phase: { bidding: 'dealing', exchange: 'dealing', play: 'play', over: 'contract' }, // the bidding is told with the deal
    reason: { 'must follow suit': 'play', 'must trump': 'play', 'must overtrump': 'play' },
  },
  stats: ['gamesStarted', 'contractsTaken', 'contractsMade', 'matchesWon', 'gamesAbandoned'],
  counters: [
    { type: 'result', mine: 'contractsTaken' },
    { type: 'result', when: ['verdict', 'made'], mine: 'contractsMade' },
    { matchEnd: true, mine: 'matchesWon' },
  ],
};

export const GAME_WORDS = { guinote: GUINOTE, whist: WHIST, belote: BELOTE };
export const DEFAULT_GAME = 'guinote'; // shown before any game is picked

/** The words of `game` ('whist'), Guiñote's for an unknown name. */
export const gameWords = (game) => GAME_WORDS[game] || GUINOTE; // e.g. gameWords('whist').lastTrick

/** The welcome panel's fan, per pack (the art, not a rule). */
export const PACK_FAN = { spanish: ['1o', '12c', '11e', '1b'], french: ['AS', 'KH', 'QD', 'JC'] };
