// The review of one finished deal (a replay): for each move of the requested seats,
// the value of every choice the mover had, for the mover's side, as the side's final
// total of the deal (GameReview.h: tricks or points), in one of two views:
//  - Open: every card known; the game's exact solver where one applies (method
//    "solver"), else the true deal played out after each choice ("sampled", 1 sample).
//  - Knew: what the mover knew; `samples` deals drawn by the resampler from his
//    observation, each choice valued in each (solver or playouts), the mean kept. The
//    sampling is seeded from public facts only (publicSeed): the hidden cards never
//    reach it, so permuting them changes nothing (tests/ReviewKnewTest.cpp).
// Moves are computed on demand and kept, so a summary after the chunks costs nothing.
// Accuracy (per player, 0-100): the mean, over his valued moves that had a choice
// whose values differ, of 100 * (1 - loss / max(best - worst, spreadFloor)), floored
// at 0; 100 with no such move.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "Game.h"
#include "Result.h"
#include "review/GameReview.h"

namespace baza {

enum class ReviewView : uint8_t { Open, Knew };

struct MoveReview {
  int index = 0;             // 12: the action's index in the replay's history
  int player = 0;            // 0: the seat that moved
  int chooser = 0;           // the seat whose holder chose it (dummy whist: the dealer for the dummy)
  Action action;             // what he played
  bool valued = false;       // false: `why` says why not
  std::string_view why;      // "not-a-card" | "not-requested" | "no-deal"
  bool forced = false;       // one legal choice: loss 0
  bool solved = false;       // every value came from an exact solver (method "solver")
  int samples = 0;           // deals the values average over (0: the exact solver on the true deal)
  std::vector<std::pair<Action, double>> values;  // every choice and its value, card id order
  double playedValue = 0, bestValue = 0, loss = 0;
  Action best;               // the best choice (the played one when it ties)
  std::string_view method() const { return solved ? "solver" : "sampled"; }  // "solver"
};

struct PlayerSummary {
  int seat = 0;
  int accuracy = 100;  // 0-100
  double loss = 0;     // sum of his losses
  int moves = 0;       // valued moves (forced ones included)
  int mistakes = 0;    // moves that lost at least mistakeLoss()
};

struct ReviewSummary {
  std::vector<PlayerSummary> players;  // the requested seats, in seat order
  std::vector<const MoveReview*> mistakes;  // up to 5, largest loss first (then the earliest)
};

class DealReview {
 public:
  // The replay `moves` of a match of `game` dealt by `setup`: an error unless they are
  // legal and end with a deal over (the match over, or the next deal started).
  // samples: the knew view's deals per move, 0 for the game's own (GameReview::knewSamples).
  static Result<std::unique_ptr<DealReview>> make(std::shared_ptr<const Game> game, const MatchSetup& setup,
                                                  const std::vector<Action>& moves, ReviewView view, int samples);
  int total() const { return static_cast<int>(moves_.size()); }  // actions in the replay
  std::string_view unit() const { return valuer_->unit(); }
  std::string_view note() const { return valuer_->note(*game_); }
  int samples() const { return view_ == ReviewView::Knew ? samples_ : 0; }
  const Game& game() const { return *game_; }
  // Move `index` (0 <= index < total()); seats: the bit of each requested seat. A
  // move of a seat not requested is "not-requested" (and not computed).
  const MoveReview& move(int index, unsigned seats);
  ReviewSummary summary(unsigned seats);

 private:
  DealReview() = default;
  const GameState& stateBefore(int index);  // the match just before move `index` (a cursor moving forward)

  std::shared_ptr<const Game> game_;
  MatchSetup setup_;
  std::vector<Action> moves_;
  ReviewView view_ = ReviewView::Open;
  int samples_ = 0;
  std::unique_ptr<GameReview> valuer_;
  std::unique_ptr<GameState> cursor_;  // the match before move cursorIndex_
  int cursorIndex_ = 0;
  std::vector<std::optional<MoveReview>> done_;  // per index, once computed
  std::vector<MoveReview> skipped_;              // per index, the "not-requested" answer
};

// One move valued: s the match just before it (move `index` of its history), `played`
// what the mover did; samples: the knew view's deals. What DealReview does per move.
MoveReview reviewMove(GameReview& valuer, const GameState& s, int index, Action played, ReviewView view, int samples);

// The seed of the knew view's sampling at move `index`: a hash of what the mover sees
// (his observation: hand, cards played, trick, hand sizes, public knowledge) and the
// index, never the deal's seed. publicSeed(state, 12) -> 0x3b…
uint64_t publicSeed(const GameState& s, int index);

}  // namespace baza
