// Hand-written types for engine.js and worker.js. The JSON shapes are those of
// core/StateJson.cpp (observation, reveal), core/EventText.cpp (events),
// core/Session.cpp and core/Playout.cpp; every method returns T | Failure.

/**
 * A card: the Spanish pack (Guiñote) is rank 1-12 then suit letter o c e b (oros copas
 * espadas bastos); the French pack (Whist, Belote) is rank 2-9 T J Q K A then S H D C.
 */
export type Card = string; // "7o", "12b", "1e"; "AS", "TH", "7D"
/** A suit letter of either pack. */
export type Suit = SpanishSuit | FrenchSuit; // "o" = oros, "H" = hearts
export type SpanishSuit = "o" | "c" | "e" | "b"; // oros copas espadas bastos
export type FrenchSuit = "S" | "H" | "D" | "C"; // spades hearts diamonds clubs
/** The pack a game is played with. */
export type Pack = "spanish" | "french"; // "spanish": Guiñote; "french": Whist, Belote
/** A game's name. */
export type GameName = "guinote" | "whist" | "belote"; // "guinote"
/** An action as typed and shown: a card, sing:<suit>, exchange, claim, pass, bid:<0-3> or declare:<0-2>. */
export type ActionText = string; // "7o", "sing:c", "exchange", "claim", "pass", "bid:1", "declare:0"
/** A seed: a decimal uint64. Pass a string or bigint past 2^53 (a number loses precision). */
export type Seed = number | bigint | string; // 2026, "18446744073709551615"
/** Rule options: "name=value" words, or an object of them. */
export type OptionsInput = string | Record<string, string | number>; // "players=2 cards=48" or {players: 2, cards: 48}

/** Every failure: nothing is thrown, the engine keeps its state. */
export interface Failure {
  ok: false;
  error: string; // "must follow suit", "no match: start one first"
  code?: string; // "code-damaged": the engine's stable code (one of errorCodes()), worded by the page ('why.code-damaged'); absent when this wrapper refused a call
  failed?: true; // the module trapped (a RuntimeError, an abort): it is dead, every later call fails too
}
export type Result<T> = T | Failure;

// ---- games() ----

/** One rule option's form (core/Options.h OptionSpec). */
export interface OptionSpec {
  name: string; // "cards"
  help: string; // "40-card pack, or 48 with the 8s and 9s (reglamento)"
  default: number | string; // 40, or "off" for a choice
  choices?: string[]; // ["off", "on"]: named values (then default is one of them)
  allowed?: number[]; // [40, 48]: the only integers allowed
  min?: number; // 2: integer range when neither choices nor allowed
  max?: number; // 4
}

export interface GamesInfo {
  ok: true;
  games: GameInfo[]; // [{name: "guinote", clockwise: false, pack: "spanish", options: [...], bots: [...]}]
}
/**
 * A way to hold the hand (core/HandOrder.h), left to right: "suit" by suit, trumps first,
 * each suit strongest first (the default; Belote's belote order); "strength" strongest
 * first across suits, trumps first; "colours" by suit, red and black alternating;
 * "bridge" (Whist) spades hearts diamonds clubs, A down to 2; "sequence" (Belote)
 * each suit A K Q J 10 9 8 7, so declarations read in place.
 */
export type HandSort = "suit" | "strength" | "colours" | "bridge" | "sequence"; // "suit"
export interface GameInfo {
  name: GameName; // "guinote"
  clockwise: boolean; // false: the next player sits on the right (Guiñote, Belote); true: on the left (Whist)
  pack: Pack; // "spanish"
  options: OptionSpec[]; // the new-game form
  bots: string[]; // ["random", "easy", "medium", "hard"]
  sorts: HandSort[]; // ["suit", "strength", "colours", "bridge"]: the hand orders offered, the default first
}

// ---- shared parts of observe() and reveal() ----

export interface TrickCard {
  player: number; // 2: the seat that played it
  card: Card; // "1o"
}

/** The last completed trick of this deal. */
export interface LastTrick {
  winner: number; // 1: the seat that won it
  points: number; // 21: card points in it
  cards: TrickCard[]; // in play order
}

/** One side's score, under the game's own names (four players: side 0 = seats 0 and 2). */
export type SideScore = GuinoteSideScore | WhistSideScore | BeloteSideScore;
export interface GuinoteSideScore {
  side: number; // 0
  points: number; // 67: partida total, card points plus the cantes that count
  cards: number; // 47: card points this partida, últimas included
  cantes: number; // 20: cantes sung this partida (counted or not)
  partidas: number; // 1: partidas won in the current coto
  cotos: number; // 0: cotos won in the match
  malasBuenas: number; // 17: points as players say them (67 = "17 buenas")
  buenas: boolean; // true: past 50 ("buenas"), false: "malas"
  byMemory: boolean; // true: count_by_memory in vueltas: points, cards, cantes, malasBuenas are the score the deal began with
}
export interface WhistSideScore {
  side: number; // 0
  points: number; // 3: game points in the current game (tricks over six, honours that count)
  tricks: number; // 5: tricks taken this deal so far
  lastDealTricks: number; // 7: tricks taken in the deal last scored (the summary between deals)
  lastDealWon: boolean; // true: the side took most tricks in the deal last scored (false before any)
  honours: number; // 2: honours counted in the current game (part of points)
  games: number; // 1: games won in the current rubber
  rubbers: number; // 0: rubbers won in the match
}
export interface BeloteSideScore {
  side: number; // 1
  points: number; // 482: game total towards the target
  cards: number; // 64: card points this deal (dix de der included)
  declarations: number; // 20: declarations, belote and capote scored this deal
  lastDeal: number; // 162: what the side scored in the deal last scored
}

/** What the match length needs, by game (the engine's numbers; the page shows them). */
export interface MatchFacts {
  partidasPerCoto?: number; // 3: Guiñote
  cotosPerMatch?: number; // 2: Guiñote
  gamePoints?: number; // 5: Whist, points to a game
  gamesPerRubber?: number; // 2: Whist, games to win a rubber
  target?: number; // 1000: Belote, points to the game
  held?: number; // 0: Belote, points held from a litige for the next deal
}
/** Options the next match takes by the rules (dummy whist: the next person takes the dummy). */
export interface NextMatch {
  dummy_player?: number; // 1
}

/**
 * The deal's phase, one word per game: Guiñote "play" (stock left) | "arrastre" (stock
 * empty) | "over"; Whist "play" | "over"; Belote "bidding" | "exchange" (the 7 of trumps
 * for the turned card, 2-3 players) | "play" | "over".
 */
export type Phase = "play" | "arrastre" | "bidding" | "exchange" | "over"; // "arrastre"

/** Belote: the contract of the deal (taker and trumps), null while bidding. */
export interface Contract {
  player: number; // 1: the taker's seat
  side: number; // 1
  trump: Suit; // "H"
}
/** Dummy whist: the exposed dummy (after the opening lead), else null. */
export interface Dummy {
  player: number; // 1: the dummy's seat
  controller: number; // 3: the seat that plays it
}

/** A legal action with its meaning (observation.actions, beside the plain legal words). */
export interface ActionMeaning {
  action: ActionText; // "exchange": what apply() takes
  kind: "play" | "sing" | "exchange" | "claim" | "pass" | "bid" | "declare"; // "exchange"
  card?: Card; // "7o": play; declare:1/2 (Belote), the K or Q of trumps played saying belote
  gives?: Card; // "7o": exchange, the card given
  takes?: Card; // "1o": exchange, the face-up card taken
  suit?: Suit; // "o": sing, the cante's suit; bid, the suit taken
  points?: number; // 40: sing, what the cante is worth
}

/** Rule option values by name (every option of the game). */
export type OptionValues = Record<string, number | string>; // {players: 4, cards: 40, ceremony: "none", length: "match", ...}

/** What observe() and reveal() both carry. */
export interface MatchCommon {
  ok: true;
  game: GameName; // "guinote"
  pack: Pack; // "spanish"
  players: number; // 4
  sides: number; // 2 (four players), else = players
  clockwise: boolean; // false: the next player sits on the right
  sideOf: number[]; // [0, 1, 0, 1]: side of each seat
  seatOfPerson: number[]; // [0, 1, 2, 3]: where each person sits (a ceremony may reseat)
  controllerOf: number[]; // [0, 1, 2, 1]: the seat whose player plays each seat (dummy whist: the dealer plays the dummy)
  options: OptionValues; // {players: 4, cards: 40, ...}
  terminal: boolean; // false until the match (or the set length) is over
  moves: number; // 12: actions applied so far (rewind's unit)
  turn: number | null; // 0: the seat to act, null when terminal
  deal: number; // 1: deal number in the match
  vueltas: number; // 0: 0 the first deal of a partida, 1+ the vueltas
  dealer: number; // 3
  mano: number; // 0: the seat that leads the deal's first trick
  phase: Phase; // "play"
  trump: Suit; // "o" (Belote while bidding: the turned card's suit)
  contract: Contract | null; // Belote: {player: 1, side: 1, trump: "H"}, else null
  bottom: Card | null; // Belote with 2-3 players: the bottom card of the stock, shown; else null
  dummy: Dummy | null; // dummy whist once exposed: {player: 1, controller: 3}, else null
  faceUp: Card | null; // "6o": the face-up trump card, null once drawn
  trick: TrickCard[]; // the trick on the table, in play order
  lastTrick: LastTrick | null; // null before the first trick of the deal
  played: Card[]; // every card played this deal
  scores: SideScore[]; // one per side, the game's own names
  standing: "partidas" | "points"; // the score field that tells who leads the match (a saves list shows it)
  match: MatchFacts; // {partidasPerCoto: 3, cotosPerMatch: 2}
  nextMatch: NextMatch; // {dummy_player: 1}, or {}
  winner: number | null; // 1: the winning side once decided, else null
  events: GameEvent[]; // the log (an observation: as that player saw it)
}

/** A card that may not be played now, with the engine's reason. */
export interface IllegalCard {
  card: Card; // "4c"
  reason: string; // "must follow suit"
}

/** observe(player, since) and start(): what one seat may know. Has no card that seat cannot see. */
export interface Observation extends MatchCommon {
  // events (MatchCommon) holds the log from index eventsFrom on: observe(player, since)
  eventsFrom: number; // 12: the index of events[0] in the whole log (the `since` asked for; 0 from start())
  eventCount: number; // 14: the whole log's length, so eventsFrom + events.length == eventCount
  player: number; // 0: the observer
  stock: number; // 16: cards left to draw, face-up card included
  hand: Card[]; // ["10o", "4c", "10c"]: the observer's hand, in card order
  handOrders: Partial<Record<HandSort, Card[]>>; // {suit: ["10c", "4c", "10o"], strength: [...]}: the hand in each order of GameInfo.sorts (trick strength is the engine's)
  handSizes: number[]; // [6, 6, 6, 6]
  known: Card[][]; // [["10c", "12c"], [], [], []]: cards each seat is publicly known to hold (cantes, exchange)
  knownOrders: (Partial<Record<HandSort, Card[]>> | null)[]; // [{suit: ["12c", "10c"], strength: [...]}, null, null, null]: known[seat] in each order of GameInfo.sorts (the exposed dummy), null where none is known
  excluded: Card[][]; // [[], ["5o"], [], []]: cards each seat is known not to hold (play obligations)
  legal: ActionText[]; // ["10o", "4c", "sing:c"]: when it is the observer's turn, else []
  actions: ActionMeaning[]; // the same actions with their meaning: [{action: "sing:c", kind: "sing", suit: "c", points: 20}, …]
  illegal: IllegalCard[]; // cards in hand that may not be played now, when the observer is to play a card
}

/** reveal(): the current deal with every hand face up (replays, the end of a match). */
export interface Reveal extends MatchCommon {
  hands: Card[][]; // [["10o", "2c"], ...]: every seat's hand
  handOrders: Partial<Record<HandSort, Card[]>>[]; // [{suit: ["2c", "10o"], strength: [...]}, ...]: each seat's hand in each order of GameInfo.sorts
  stock: Card[]; // ["6c", "2b"]: face-down stock, next drawn first (not the face-up card)
}

// ---- events (core/EventText.cpp; one object per event) ----

/** Ceremony (choosing partners/dealer): a card dealt face up to a person. */
export interface CeremonyEvent { type: "ceremony"; person: number; card: Card | null; round: number } // {type: "ceremony", person: 2, card: "12o", round: 1}
/** After a ceremony: who now sits at a seat. */
export interface SeatEvent { type: "seat"; seat: number; person: number } // {type: "seat", seat: 0, person: 2}
/** A deal begins; trump is the turned card, or the suit alone (whist's trump rotation), null if not turned. */
export interface DealEvent { type: "deal"; deal: number; dealer: number; trump: Card | Suit | null; vueltas: number } // {type: "deal", deal: 1, dealer: 3, trump: "6o", vueltas: 0}
export interface PlayEvent { type: "play"; player: number; card: Card } // {type: "play", player: 0, card: "4c"}
/** A trick is won; ultimas is the 10 for the last trick (Belote's dix de der), else 0. */
export interface TrickEvent { type: "trick"; trick: number; player: number; side: number; points: number; ultimas: number } // {type: "trick", trick: 1, player: 3, side: 1, points: 21, ultimas: 0}
/** A card drawn from the stock (Belote: the complementary deal); null when the observer may not see it. */
export interface DrawEvent { type: "draw"; player: number; card: Card | null } // {type: "draw", player: 1, card: null}
/** A cante (20 or 40); suit null when sung hidden and not shown to the observer. */
export interface SingEvent { type: "sing"; player: number; side: number; suit: Suit | null; points: number; hidden: boolean } // {type: "sing", player: 0, side: 0, suit: "c", points: 20, hidden: false}
/** The exchange card (7 of trumps, 9 with 48 cards, 2 in the chain) given for the face-up card. */
export interface ExchangeEvent { type: "exchange"; player: number; gives: Card; takes: Card } // {type: "exchange", player: 1, gives: "7o", takes: "6o"}
/** A claim (vueltas): the side says it reached the target. */
export interface ClaimEvent { type: "claim"; player: number; side: number; total: number; correct: boolean } // {type: "claim", player: 2, side: 0, total: 104, correct: true}
/** A revoke (strict table): reason with dashes. */
export interface RevokeEvent { type: "revoke"; player: number; card: Card; reason: string } // {type: "revoke", player: 1, card: "3b", reason: "must-follow-suit"}
/** Guiñote, Belote: a side's points at the end of a deal (Belote: cantes = declarations, belote and capote). */
export interface ScoreEvent { type: "score"; side: number; cards: number; cantes: number; counted: boolean; total: number } // {type: "score", side: 0, cards: 66, cantes: 20, counted: true, total: 86}
/** Whist: a side's deal, tricks over six and honours held (who won the deal: scores[].lastDealWon). */
export interface WhistScoreEvent { type: "score"; side: number; tricks: number; honours: number; counted: boolean; total: number } // {type: "score", side: 0, tricks: 1, honours: 2, counted: true, total: 3}
export interface PartidaEvent { type: "partida"; side: number; by: "points" | "last-trick" | "claim" | "wrong-claim" | "revoke"; partidas: number } // {type: "partida", side: 1, by: "points", partidas: 1}
export interface CotoEvent { type: "coto"; side: number; cotos: number } // {type: "coto", side: 1, cotos: 1}
export interface MatchEvent { type: "match"; side: number } // {type: "match", side: 1}
/** Belote: a bid in round 1 or 2, a suit letter taken or "pass". */
export interface BidEvent { type: "bid"; player: number; side: number; round: number; bid: FrenchSuit | "pass" } // {type: "bid", player: 1, side: 1, round: 1, bid: "H"}
/** Belote: everyone passed twice, the same dealer deals again. */
export interface RedealEvent { type: "redeal"; dealer: number; deal: number } // {type: "redeal", dealer: 3, deal: 1}
/** Belote: trumps are taken. */
export interface ContractEvent { type: "contract"; player: number; side: number; trump: Suit } // {type: "contract", player: 1, side: 1, trump: "H"}
/** Belote (2-3 players): the bottom card of the stock, shown. */
export interface BottomEvent { type: "bottom"; card: Card; dealer: number } // {type: "bottom", card: "QD", dealer: 2}
/** Belote: a player names the kind of his best declaration before his first card. */
export interface AnnounceEvent { type: "announce"; player: number; side: number; kind: "four-of-a-kind" | "sequence"; length: number } // {type: "announce", player: 0, side: 0, kind: "sequence", length: 3}
/** Belote: a declaration shown after the first trick (rank for a four of a kind, top for a sequence). */
export interface DeclareFourEvent { type: "declare"; player: number; side: number; kind: "four-of-a-kind"; length: number; rank: string; points: number; counted: boolean } // {type: "declare", player: 0, side: 0, kind: "four-of-a-kind", length: 0, rank: "J", points: 200, counted: true}
export interface DeclareSequenceEvent { type: "declare"; player: number; side: number; kind: "sequence"; length: number; top: Card; points: number; counted: boolean } // {type: "declare", player: 0, side: 0, kind: "sequence", length: 3, top: "QH", points: 20, counted: false}
/** Belote: the K or Q of trumps played saying belote (the first) or rebelote (the second: the 20 is scored). */
export interface BeloteEvent { type: "belote"; player: number; side: number; card: Card; rebelote: boolean } // {type: "belote", player: 2, side: 0, card: "KH", rebelote: false}
/** Belote: a side took every trick. */
export interface CapoteEvent { type: "capote"; side: number; points: number } // {type: "capote", side: 1, points: 100}
/** Belote: the contract's verdict at the end of the deal. */
export interface ResultEvent { type: "result"; taker: number; side: number; trump: Suit; verdict: "made" | "dedans" | "litige"; points: number; defenders: number; held: number } // {type: "result", taker: 1, side: 1, trump: "H", verdict: "made", points: 98, defenders: 64, held: 0}
/** Dummy whist: the dummy's hand is exposed after the opening lead. */
export interface DummyEvent { type: "dummy"; player: number; controller: number } // {type: "dummy", player: 1, controller: 3}
/** Whist: a game won ("manga"). */
export interface GameWonEvent { type: "game"; side: number; games: number } // {type: "game", side: 0, games: 1}
/** Whist: a rubber won. */
export interface RubberEvent { type: "rubber"; side: number; rubbers: number } // {type: "rubber", side: 0, rubbers: 1}

/** Every event kind (26), as core/EventText.cpp writes them. */
export type GameEvent =
  | CeremonyEvent | SeatEvent | DealEvent | PlayEvent | TrickEvent | DrawEvent | SingEvent
  | ExchangeEvent | ClaimEvent | RevokeEvent | ScoreEvent | WhistScoreEvent | PartidaEvent | CotoEvent | MatchEvent
  | BidEvent | RedealEvent | ContractEvent | BottomEvent | AnnounceEvent | DeclareFourEvent | DeclareSequenceEvent
  | BeloteEvent | CapoteEvent | ResultEvent | DummyEvent | GameWonEvent | RubberEvent;

// ---- the other answers ----

export interface Applied {
  ok: true;
  player: number; // 0: the seat that acted
  action: ActionText; // "7o"
}
export interface BotChoice {
  ok: true;
  player: number; // 2: the seat to move
  action: ActionText; // "sing:c": apply it with apply()
}
/** analyze() (replays): Whist's double-dummy value of each legal card of the seat to play. */
export interface CardValue {
  card: Card; // "AS"
  tricks: number; // 7: the tricks the mover's side ends the deal with if it plays this card (won so far included)
}
export interface Analysis {
  ok: true;
  player: number; // 2: the seat to play (the dummy's seat on its turn)
  side: number; // 0: its side
  tricksWon?: number[]; // Whist: [3, 4]: tricks each side has taken this deal
  cards?: CardValue[]; // Whist: every legal card, in card order
  unit?: "points"; // Guiñote, Belote: the values' unit (as in ReviewChunk)
  method?: "solver" | "sampled"; // Guiñote, Belote: "solver" exact; "sampled": Guiñote's stock play, one playout of the true deal then the solver
  moves?: ReviewValue[]; // Guiñote, Belote: each card move (Belote: declare:1/2 too) and the side's final total after it, best play on
}
/**
 * review() / reviewSummary(): a finished deal's moves valued. Every value is for the
 * side of the player who moved, in `unit`, as that side's FINAL total of the deal if
 * that move is played and play then goes on best ("open": every card known, the exact
 * solver) or as expected over deals consistent with what the mover knew ("knew": the
 * mean over `samples` resampled deals, never the hidden cards). Whist: tricks; Guiñote:
 * card points + 10 de últimas (cantes excluded); Belote: card points + dix de der +
 * belote (declarations and capote excluded). loss = bestValue - playedValue >= 0.
 * Accuracy per player: the mean, over his valued moves with a choice whose values
 * differ, of 100 * (1 - loss / max(best - worst, floor)), floored at 0 (floor: 1 trick,
 * 10 points); 100 with no such move.
 */
export interface ReviewValue {
  action: ActionText; // "AS": a choice the mover had
  value: number; // 8: his side's final total after it (knew view: a mean, hundredths)
}
export interface ReviewMove {
  index: number; // 12: the action's index in the replay code's history
  player: number; // 0: the seat that moved (dummy whist: the dummy's seat; its holder chose)
  action: ActionText; // "7o": what was played
  valued: boolean; // false: `why` says why not
  why?: "not-a-card" | "not-requested" | "no-deal"; // "not-a-card": a bid, cante, exchange, claim or pass; "not-requested": a seat not asked
  forced?: boolean; // true: the only legal choice (loss 0)
  method?: "solver" | "sampled"; // "solver": exact on the true deal; "sampled": playouts, or the knew view's deals
  samples?: number; // 24: deals the values average over (0: the exact solver)
  playedValue?: number; // 7: the value of the move played
  bestValue?: number; // 8: the best choice's value
  best?: ActionText; // "AS": the best choice (the played one when it ties)
  loss?: number; // 1: bestValue - playedValue
  values?: ReviewValue[]; // every choice, in card order
}
export interface ReviewChunk {
  ok: true;
  view: "open" | "knew"; // "open"
  unit: "tricks" | "points"; // "tricks"
  total: number; // 52: actions in the code (ask moves [0, total) in chunks)
  samples: number; // 48: the knew view's deals per move (0 in the open view)
  note: string; // "cantes-excluded paranoid": space-separated codes the page words ("" none; "paranoid": 3-player Guiñote's solver assumes the other two play together)
  moves: ReviewMove[]; // the chunk's moves, in order
}
export interface ReviewPlayer {
  seat: number; // 0
  accuracy: number; // 87: 0-100 (see above)
  loss: number; // 3: his losses summed, in the unit
  moves: number; // 13: his valued moves (forced ones included)
  mistakes: number; // 2: moves that lost at least a trick (Whist: 0.5 in the knew view) or 10 points
}
export interface ReviewMistake {
  index: number; // 12: the move's index in the code's history
  player: number; // 0: the seat that moved
  action: ActionText; // "7o": what was played
  best: ActionText; // "AS": the best choice
  loss: number; // 1: in the unit
}
export interface ReviewSummaryAnswer {
  ok: true;
  view: "open" | "knew"; // "knew"
  unit: "tricks" | "points"; // "points"
  players: ReviewPlayer[]; // the requested seats, in seat order
  mistakes: ReviewMistake[]; // up to 5 of the requested seats' mistakes, largest loss first
  samples: number; // 48: the knew view's deals per move (0 in the open view)
  note: string; // as in ReviewChunk
}
export interface Loaded {
  ok: true;
  replay: boolean; // true for a replay code (its moves applied), false for a share code
  moves: number; // 31: moves applied
}
export interface SeatLocked {
  ok: true;
  person: number; // 0: the session plays for this person from now on
}
/** lockPeople(): the people of a table of several (pass-and-play, an online table's host). */
export interface PeopleLocked {
  ok: true;
  people: number[]; // [0, 2]: the session plays for these people, the other seats are bots
}
export interface Abandoned {
  ok: true;
  moves: number; // 57: the match given up after this many actions
}
export interface Version {
  ok: true;
  engine: string; // "0.1.0"
  codeVersion: number; // 1: the version byte of every share and replay code this build writes
}

/** Every code the engine's failures may carry (core/Result.h errorCodeName). */
export interface ErrorCodes {
  ok: true;
  codes: string[]; // ["invalid-argument", "illegal-action", …, "code-damaged", …]
}

export interface Codes {
  ok: true;
  share: string; // "AQABAQC_XA": game, options and seed
  replay: string; // "AQEBAQAMFDcVBUQlNRsnQTY0n90": the same plus every move so far
}
/** allowUndo(): the setting now. */
export interface UndoSetting {
  ok: true;
  undo: boolean; // true: undo() may take moves back
}
/** undo(): the match is back at the person's previous decision (the bots' replies after it taken back too). */
export interface Undone {
  ok: true;
  moves: number; // 17: the match now has its first 17 actions
  undone: number; // 4: actions taken back (the person's and the bots' after it)
}
/**
 * dailyPar(): the finished daily deal (core/Daily.h) against its duplicate par. Values are
 * the person's side's, in the review's unit: Whist tricks; Guiñote card points with the
 * 10 de últimas (cantes excluded); Belote card points, dix de der and belote (20).
 */
export interface DailyPar {
  ok: true;
  game: GameName; // "whist"
  date: string; // "2026-11-26": the day whose deal it is
  unit: "tricks" | "points"; // "tricks"
  side: number; // 0: the person's side
  result: number; // 7: what the person's side made
  par: number; // 8: what the hard bot made in the person's seat against the same bots
  parReplay: string; // "AQEB…": the replay code of the hard bot's play
  best: number | null; // 9: the most the side can make with all cards open from its first card (the review's open view), null if not valued
  bestExact: boolean; // true: a solver's exact value (Whist, Belote); false: an estimate (Guiñote while the stock lasts: the deal played out)
}
export interface Rewound {
  ok: true;
  moves: number; // 3: the match now has its first 3 actions
}
export interface Signature {
  ok: true;
  signature: string; // "7858e9f89c32a55a": 16 hex digits, as `baza signature` prints
  perGame?: string[]; // ["0a27334361cc7588", ...]: one hash per game, with {perGame: true}
}
export interface Playouts {
  ok: true;
  deals: number; // 100000
  actions: number; // 4124500: actions applied in all deals
  checksum: string; // "3b9ba6f84ac4386f": of every deal's result (same seed, same value)
}

// ---- the API ----

export interface LoadOptions {
  wasmBinary?: ArrayBuffer | Uint8Array; // the .wasm bytes (Node reads generated/baza-engine.wasm itself)
  locateFile?: (path: string, prefix: string) => string; // "baza-engine.wasm" -> its URL (default: beside baza-engine.js)
}

/** Loads the module; rejects if it cannot be loaded. */
export function loadEngine(options?: LoadOptions): Promise<Engine>;

/** The method names worker.js forwards. */
export const ENGINE_METHODS: readonly EngineMethod[]; // ["games", "start", ...]

/** One match at a time (a long-lived Session); call dispose() when done. */
export class Engine {
  games(): Result<GamesInfo>; // the games and their option forms
  start(game: string, options?: OptionsInput, seed?: Seed): Result<Observation>; // a new match; the observation of the seat to act (locked: the person's seat)
  load(code: string): Result<Loaded>; // a share code (new match) or a replay code (its moves applied)
  startFrom(code: string, moves: number): Result<Observation>; // "play from here": a new match from a replay code after its first `moves` (12) actions only (the later ones are never applied); answered like start(); refused past the code's moves or at the match's end
  apply(action: ActionText): Result<Applied>; // the seat to act does this; an illegal action changes nothing
  observe(player: number, since?: number): Result<Observation>; // what seat `player` may know, events from index `since` (default 0); -1 when locked: the person's seat
  reveal(): Result<Reveal>; // every hand face up (refused while a locked match is live)
  botAction(level?: string): Result<BotChoice>; // "random" | "easy" | …: the bot's choice for the seat to act, not applied (locked and live: the person's seats only)
  botMove(level?: string): Result<BotChoice>; // the bot's choice for the seat to act, applied: its card shows only once played
  lockSeat(person: number): Result<SeatLocked>; // live play for `person` (0): while a match is live, only that person's seats are answered
  lockPeople(people: string): Result<PeopleLocked>; // a table of several people ("0,2"; the others bots): their seats are answered while live, observe(-1) the one to act; undo refused
  applyFor(person: number, action: ActionText): Result<Applied>; // apply() for that locked person, refused ("not-your-turn") unless its seat (or its dummy) is to act
  abandon(): Result<Abandoned>; // gives up the live match: reveal/analyze open, no more moves
  readonly failed: string; // "" while the module works, else its trap, e.g. "RuntimeError: unreachable"
  debugTrap(): Failure; // test hook: a real WebAssembly trap, after which the engine is dead
  codes(): Result<Codes>; // share and replay codes of the match so far
  version(): Result<Version>; // the engine release and the code version it reads and writes
  errorCodes(): Result<ErrorCodes>; // every code a Failure may carry
  rewind(moves: number): Result<Rewound>; // the same match after its first `moves` actions
  analyze(): Result<Analysis>; // every hand known (replays): Whist double-dummy tricks per legal card; Guiñote/Belote the review's open view per card move; fails at a bid or option and at the end
  allowUndo(on: boolean): Result<UndoSetting>; // undo() may take moves back in this and later matches (never a daily deal)
  undo(): Result<Undone>; // a locked live match that allows undo: back to the person's previous decision in this deal
  startDaily(game: string, date: string, code?: string): Result<Observation>; // the daily deal of `date` ("2026-11-26"), as start(); code: a replay code of it (a save) to resume
  dailyPar(): Result<DailyPar>; // the finished daily deal against the hard bot's play of it (refused while live)
  review(code: string, view: "open" | "knew", seats: string, from: number, count: number): Result<ReviewChunk>; // a finished deal's moves [from, from + count) valued for seats "0" or "0,1,2,3"; refused while live ("review-live"), for a deal not over ("deal-not-over")
  reviewSummary(code: string, view: "open" | "knew", seats: string): Result<ReviewSummaryAnswer>; // after the chunks (cached per code and view): accuracy per seat, the biggest mistakes
  signature(game: string, options?: OptionsInput, seed?: Seed, games?: number, flags?: { perGame?: boolean }): Result<Signature>; // engine signature of `games` random matches (default 50)
  playouts(game: string, options?: OptionsInput, seed?: Seed, deals?: number): Result<Playouts>; // `deals` random single deals, log off (benchmark)
  batch(steps: BatchStep[]): Result<Batched>; // the steps in order in one call (one worker message); the first refusal ends it
  dispose(): void; // frees the Session; later calls return a Failure
}

/** One call inside a batch: any Session method but signature, playouts and batch. */
export interface BatchStep {
  method: EngineMethod; // "load"
  args?: unknown[]; // ["AQAB…"]
}
/** A batch run whole: each step's answer, in order. A refusal is {ok: false, error, code, step, results} (the answers before it). */
export interface Batched {
  results: unknown[]; // [{ok: true, replay: false, moves: 0}, {ok: true, share: "AQAB…", replay: "AQEB…"}]
}

export type EngineMethod =
  | "games" | "start" | "load" | "startFrom" | "apply" | "observe" | "reveal" | "botAction" | "botMove" | "codes" | "rewind"
  | "analyze" | "review" | "reviewSummary" | "lockSeat" | "lockPeople" | "applyFor" | "abandon" | "allowUndo" | "undo" | "startDaily" | "dailyPar" | "signature" | "playouts" | "version" | "errorCodes" | "batch";

/** Argument types of each method a worker accepts (requests.js checks every request against them). */
export const ENGINE_SIGNATURES: Readonly<Record<EngineMethod, readonly string[]>>; // {apply: ["text"], observe: ["int", "int?"], ...}
export const MAX_TEXT: number; // 100000: the longest string a request may carry

// ---- worker.js messages ----

/** Page -> worker. Anything else is answered {id, error} and reaches no engine. */
export interface WorkerRequest {
  id: number; // 7: a whole number, echoed in the reply
  method: EngineMethod | "debugTrap"; // "apply" (debugTrap: a test hook)
  args?: unknown[]; // ["7o"]: the method's arguments, of the types in ENGINE_SIGNATURES
}
/** Worker -> page: the method's value (which may itself be a Failure: a refusal), a request not run, or a trap. */
export type WorkerReply =
  | { id: number; result: unknown } // {id: 7, result: {ok: true, player: 0, action: "7o"}}
  | { id: number | null; error: string } // {id: 7, error: "unknown method 'fly'"}, a bad request or a failed load
  | { id: number | null; error: string; failed: true }; // {id: 7, error: "engine failure: RuntimeError: unreachable", failed: true}: the module is dead
/** Worker -> page: loaded; or failed (to load, or a trap later: the page starts a fresh worker). */
export type WorkerStatus =
  | { type: "ready" } // the engine answers requests now
  | { type: "failed"; error: string }; // every request will get {id, error}

/** requests.js: the reply to one message (what worker.js posts). */
export function handleRequest(engine: Engine, data: unknown): WorkerReply;
/** requests.js: why a request cannot be run, "" when it can. */
export function requestError(method: unknown, args: unknown): string; // "apply takes 1 arguments, not 2"
