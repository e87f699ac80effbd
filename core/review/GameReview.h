// One game's side of the review (core/review/DealReview.h holds the loop every game
// shares): which moves of a position are valued, in what unit, and the value of each
// of them in one full deal (the true deal: "open"; a resampled one: "knew"), for the
// mover's side, as that side's final total of the deal. A GameReview keeps its
// solvers between calls, so one review of a deal reuses their tables.
#pragma once
#include <memory>
#include <string_view>

#include "Game.h"
#include "bots/SampledSearch.h"

namespace baza {

class GameReview {
 public:
  virtual ~GameReview() = default;
  virtual std::string_view unit() const = 0;  // "tricks" | "points"
  virtual double mistakeLoss() const = 0;     // the smallest loss called a mistake: 0.5 (a trick), 10 points
  virtual double spreadFloor() const = 0;     // accuracy's smallest best-worst spread: 1 trick, 10 points
  virtual std::string_view note(const Game&) const { return ""; }  // a code the page words, "cantes-excluded"
  virtual int knewSamples() const = 0;        // the knew view's deals per move (fits the 2 s budget in the page)
  // The mover's valued choices at s (card plays, in card id order): empty if the
  // position is not a card play (a bid, a cante's window, an exchange).
  virtual ActionList candidates(const GameState& s) const { return cardCandidates(s.legalActions()); }
  // values[k]: the final total of `side` if candidate k is played in `deal` and play
  // then goes on best (a solver: `solved` set) or as the hard bot's playouts go.
  // `open`: the true deal, solve whenever a solver applies; else a sampled deal, solve
  // within the knew view's budget. False if the deal could not be valued.
  virtual bool value(const GameState& deal, const ActionList& candidates, int side, bool open, CandidateValues& values,
                     bool& solved) = 0;
};

std::unique_ptr<GameReview> makeWhistReview();    // WhistReview.cpp
std::unique_ptr<GameReview> makeGuinoteReview();  // GuinoteReview.cpp
std::unique_ptr<GameReview> makeBeloteReview();   // BeloteReview.cpp
std::unique_ptr<GameReview> makeGameReview(const Game& game);  // by game name; null for a game without one

}  // namespace baza
