// One match behind plain strings: the single entry point that the WebAssembly
// bindings (and any other front end) wrap thinly. Inputs are short words, outputs
// are JSON documents; every failure is {"ok":false,"error":"…","code":"…"} (the English
// detail and a stable code the page words, core/Result.h errorCodeName) and leaves the
// session as it was. Nothing here throws or aborts.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Game.h"
#include "review/DealReview.h"
#include "whist/WhistAnalysis.h"

namespace baza {

class Session {
 public:
  std::string games() const;                             // [{"name":"guinote","clockwise":false,"pack":"spanish","options":[…specs…]}]
  std::string start(std::string_view game, std::string_view options, std::string_view seed);  // options "cards=48 players=2"
  std::string load(std::string_view code);               // a share code, or a replay code with its moves applied
  // "Play from here": a new match from a replay code's position after its first `moves`
  // actions (only those: the moves after it are never applied, so the session knows
  // nothing of what followed), answered like start(): the observation of the locked
  // person's seat (else of the seat to act). Refused at the end of the match.
  std::string startFrom(std::string_view code, int moves);
  std::string apply(std::string_view action);            // "7o", "sing:o", "exchange", "claim", "pass"
  // observationJson with the events from index `since` on (0: the whole log), and
  // "eventCount", the length of that player's whole log: {"events":[…],"eventsFrom":12,"eventCount":14}.
  // player -1 in a locked session: the locked person's seat (a ceremony may move it).
  std::string observe(int player, int since = 0) const;
  std::string reveal() const;                            // dealViewJson: every hand face up (replays, the end)
  std::string botAction(std::string_view level) const;   // {"ok":true,"action":"7o"} for the player to move
  std::string botMove(std::string_view level);           // botAction then apply: {"ok":true,"player":1,"action":"7o"}

  // Live play (a front end that must never hold a card its player cannot see): the
  // session plays for `person` from now on, in this match and the next ones. While a
  // match is live (started or loaded, not over, not abandoned) observe() answers only
  // that person's seat and the seats it plays (observation.controllerOf: the dummy),
  // reveal() and analyze() are refused, and botAction() answers only for those seats
  // (botMove() plays the others). {"ok":true,"person":0}; another person is refused.
  std::string lockSeat(int person);
  // A table of several people (pass-and-play, an online table's host): lockSeat for each
  // of `people` ("0,2"; the other seats are bots). While live, observe() answers any of
  // their seats (observe(-1): the person now to act, else the last one who was),
  // applyFor() takes each person's own moves, botMove() plays any seat, undo() is
  // refused. {"ok":true,"people":[0,2]}; another set of people is refused while a match is live.
  std::string lockPeople(std::string_view people);
  // apply() for `person`, refused ("not-your-turn") unless the seat to act is that locked
  // person's own or the dummy it plays: {"ok":true,"player":2,"action":"7o"}
  std::string applyFor(int person, std::string_view action);
  // Gives up the live match: it is no longer live (reveal/analyze open) and takes no
  // more moves. {"ok":true,"moves":57}
  std::string abandon();
  bool live() const { return people_ != 0 && state_ && !abandoned_ && !state_->isTerminal(); }
  bool mayObserve(int seat) const;  // false for a seat the locked person cannot see while live
  std::string codes() const;                             // {"ok":true,"share":"…","replay":"…"}
  static std::string version();                          // {"ok":true,"engine":"0.1.0","codeVersion":1}: what a save records
  static std::string errorCodes();                       // {"ok":true,"codes":["invalid-argument",…,"code-damaged",…]}: every failure's possible code
  std::string rewind(int moves);                         // the same match after its first `moves` actions
  // Replays (every hand known): Whist, the double-dummy value of each legal card of
  // the seat to play: {"ok":true,"player":2,"side":0,"tricksWon":[3,4],
  // "cards":[{"card":"AS","tricks":7},…]}, tricks = the side's total for the deal.
  // Guiñote and Belote, the review's open view of each card move (DealReview.h):
  // {"ok":true,"player":1,"side":1,"unit":"points","method":"solver",
  // "moves":[{"action":"7o","value":62},…]}; an error where no card is to be played.
  std::string analyze() const;
  bool active() const { return state_ != nullptr; }

  // The review of a finished deal (core/review/DealReview.h), in chunks for the page's
  // progress: code a replay code whose last move ends a deal; view "open" | "knew";
  // seats "0" or "0,1,2,3" (the others' moves come back "valued":false); moves
  // [from, from + count) of the code's history (cut at its end). Refused while a match is
  // live. {"ok":true,"view":"open","unit":"tricks","total":52,"samples":0,"note":"",
  // "moves":[{"index":12,"player":0,"action":"7o","valued":true,"forced":false,
  // "method":"solver","samples":0,"playedValue":7,"bestValue":8,"best":"AS","loss":1,
  // "values":[{"action":"AS","value":8},…]},{"index":13,…,"valued":false,"why":"not-a-card"}]}
  std::string review(std::string_view code, std::string_view view, std::string_view seats, int from, int count);
  // After the chunks (what they computed is kept per code and view; the rest is
  // computed now): {"ok":true,"view":"open","unit":"tricks","players":[{"seat":0,
  // "accuracy":87,"loss":3,"moves":13,"mistakes":2}],"mistakes":[{"index":12,"player":0,
  // "action":"7o","best":"AS","loss":1}],"samples":0,"note":""}
  std::string reviewSummary(std::string_view code, std::string_view view, std::string_view seats);
  // Undo against bots (off by default): allowUndo(true) lets undo() take back moves in
  // the matches this session plays from now on, except a daily deal. {"ok":true,"undo":true}
  std::string allowUndo(bool on);
  // In a locked live match that allows undo: back to the person's previous decision in
  // this deal (his last move and the bots' replies after it are taken back). The bots
  // then answer the same way (seeded by seed + history). {"ok":true,"moves":17,"undone":4}
  std::string undo();
  // The daily deal (core/Daily.h): `game`'s deal of `date` ("2026-11-26"), the person
  // at seat 0, undo never allowed; the answer is start()'s. `code`, when not empty, is
  // a replay code of that same deal (a save): its moves are applied, as load() does.
  std::string startDaily(std::string_view game, std::string_view date, std::string_view code);
  // The finished daily deal against its duplicate par: the person's side's result and
  // what the hard bot made in the same seat with the same cards against the same bots,
  // in the review's unit, and the best possible with all cards open from the side's first card
  // (core/Daily.h openBest; null if it cannot be valued; bestExact false: an estimate).
  // Refused while live and on another match: {"ok":true,"game":"whist","date":"2026-11-26",
  // "unit":"tricks","side":0,"result":7,"par":8,"parReplay":"AQEB…","best":9,"bestExact":true}
  std::string dailyPar() const;
  // Game records (core/records, docs/RECORDS.md): the record of `code` (empty: this match
  // so far; refused while live, a record shows every hand), format "pbn" (Whist),
  // "text" or "" (the game's own: pbn for Whist): {"ok":true,"format":"pbn","game":"whist","record":"[Event \"baza\"]…"}.
  std::string record(std::string_view format, std::string_view code, std::string_view date) const;
  // A pasted PBN or text record -> {"ok":true,"game":"whist","code":"AQEB…"}; a malformed
  // one {"ok":false,…,"code":"record","line":3,"column":7}. The session is untouched.
  static std::string readRecord(std::string_view text);

 private:
  [[gnu::cold]] static std::string error(const Error& e);  // failures are the rare path: kept out of line
  [[gnu::cold]] static std::string error(std::string_view message, ErrorKey key = ErrorKey::None);  // an InvalidArgument
  std::optional<Action> botChoice(std::string_view level, std::string& failure) const;
  std::string analyzeOpen() const;  // analyze() for the games other than Whist
  int ownSeat() const;  // the locked person's seat now (a ceremony may reseat), -1 if none
  void follow(bool fresh);  // person_ becomes the locked person to act, if any (fresh: a new match, else the first person)
  // The cached review of code in view (made on first use), or the failure's JSON in `failure`.
  DealReview* reviewFor(std::string_view code, std::string_view view, std::string& failure);
  unsigned seatMask(std::string_view seats, const Game& game, std::string& failure) const;
  struct CachedReview {
    std::string key;  // "open:AQEB…"
    std::unique_ptr<DealReview> review;
  };
  std::vector<CachedReview> reviews_;  // the last two asked (a deal's two views), newest last
  // Whist's analysis keeps its solver table from one position to the next (a replay's
  // steps: ~8x faster at p90); made on first use, as it holds 16 MB.
  mutable std::unique_ptr<WhistAnalyzer> analyzer_;
  std::shared_ptr<const Game> game_;
  std::unique_ptr<GameState> state_;
  uint64_t seed_ = 0;
  std::vector<Card> deck_;  // a dealt code's first pack (a record from elsewhere), else empty: shuffled from seed_
  MatchSetup setup() const { return {seed_, deck_.empty() ? std::vector<std::vector<Card>>{} : std::vector<std::vector<Card>>{deck_}, true}; }
  int person_ = -1;         // the locked person (lockSeat); several (lockPeople): the one to act, else the last; -1: none
  unsigned people_ = 0;     // every locked person, bit p for person p, e.g. 0b101 for lockPeople("0,2")
  bool abandoned_ = false;  // the current match was given up (abandon)
  bool undoAllowed_ = false;  // allowUndo(true): undo() may take moves back (never in a daily deal)
  std::string daily_;         // the date of the daily deal being played, e.g. "2026-11-26"; empty: not a daily deal
};

}  // namespace baza
