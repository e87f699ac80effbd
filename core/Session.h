// One match behind plain strings: the single entry point that the WebAssembly
// bindings (and any other front end) wrap thinly. Inputs are short words, outputs
// are JSON documents; every failure is {"ok":false,"error":"…"} and leaves the
// session as it was. Nothing here throws or aborts.
#pragma once
#include <memory>
#include <string>
#include <string_view>

#include "Game.h"

namespace baza {

class Session {
 public:
  std::string games() const;                             // [{"name":"guinote","clockwise":false,"options":[…specs…]}]
  std::string start(std::string_view game, std::string_view options, std::string_view seed);  // options "cards=48 players=2"
  std::string load(std::string_view code);               // a share code, or a replay code with its moves applied
  std::string apply(std::string_view action);            // "7o", "sing:o", "exchange", "claim", "pass"
  std::string observe(int player) const;                 // observationJson
  std::string reveal() const;                            // dealViewJson: every hand face up (replays, the end)
  std::string botAction(std::string_view level) const;   // {"ok":true,"action":"7o"} for the player to move
  std::string codes() const;                             // {"ok":true,"share":"…","replay":"…"}
  static std::string version();                          // {"ok":true,"engine":"0.1.0","codeVersion":1}: what a save records
  std::string rewind(int moves);                         // the same match after its first `moves` actions
  // Replays (every hand known): Whist only, the double-dummy value of each legal card of
  // the seat to play: {"ok":true,"player":2,"side":0,"tricksWon":[3,4],
  // "cards":[{"card":"AS","tricks":7},…]}, tricks = the side's total for the deal.
  std::string analyze() const;
  bool active() const { return state_ != nullptr; }

 private:
  static std::string error(std::string_view message);
  std::shared_ptr<const Game> game_;
  std::unique_ptr<GameState> state_;
  uint64_t seed_ = 0;
};

}  // namespace baza
