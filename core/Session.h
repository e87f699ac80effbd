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

#include "Game.h"

namespace baza {

class Session {
 public:
  std::string games() const;                             // [{"name":"guinote","clockwise":false,"pack":"spanish","options":[…specs…]}]
  std::string start(std::string_view game, std::string_view options, std::string_view seed);  // options "cards=48 players=2"
  std::string load(std::string_view code);               // a share code, or a replay code with its moves applied
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
  // Gives up the live match: it is no longer live (reveal/analyze open) and takes no
  // more moves. {"ok":true,"moves":57}
  std::string abandon();
  bool live() const { return person_ >= 0 && state_ && !abandoned_ && !state_->isTerminal(); }
  bool mayObserve(int seat) const;  // false for a seat the locked person cannot see while live
  std::string codes() const;                             // {"ok":true,"share":"…","replay":"…"}
  static std::string version();                          // {"ok":true,"engine":"0.1.0","codeVersion":1}: what a save records
  static std::string errorCodes();                       // {"ok":true,"codes":["invalid-argument",…,"code-damaged",…]}: every failure's possible code
  std::string rewind(int moves);                         // the same match after its first `moves` actions
  // Replays (every hand known): Whist only, the double-dummy value of each legal card of
  // the seat to play: {"ok":true,"player":2,"side":0,"tricksWon":[3,4],
  // "cards":[{"card":"AS","tricks":7},…]}, tricks = the side's total for the deal.
  std::string analyze() const;
  bool active() const { return state_ != nullptr; }

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
  // in the review's unit. Refused while live and on another match:
  // {"ok":true,"game":"whist","date":"2026-11-26","unit":"tricks","side":0,"result":7,"par":8,"parReplay":"AQEB…"}
  std::string dailyPar() const;

 private:
  [[gnu::cold]] static std::string error(const Error& e);  // failures are the rare path: kept out of line
  [[gnu::cold]] static std::string error(std::string_view message, ErrorKey key = ErrorKey::None);  // an InvalidArgument
  std::optional<Action> botChoice(std::string_view level, std::string& failure) const;
  int ownSeat() const;  // the locked person's seat now (a ceremony may reseat), -1 if none
  std::shared_ptr<const Game> game_;
  std::unique_ptr<GameState> state_;
  uint64_t seed_ = 0;
  int person_ = -1;         // the locked person (lockSeat), -1: none
  bool abandoned_ = false;  // the current match was given up (abandon)
  bool undoAllowed_ = false;  // allowUndo(true): undo() may take moves back (never in a daily deal)
  std::string daily_;         // the date of the daily deal being played, e.g. "2026-11-26"; empty: not a daily deal
};

}  // namespace baza
