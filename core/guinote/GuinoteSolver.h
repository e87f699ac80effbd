// Exact perfect-information solver for the Guiñote arrastre (RULES.md "Phase 2"):
// once the stock is gone every obligation is enforced exactly as
// GuinoteState::legalCards does (follow, beat when following unless a partner's
// winning card exempts with partner_exempts_overtake, trump when void unless the
// partner is winning, overtrump an opponent's trump else any card); the trick goes to
// the highest trump, else the highest card of the suit led; 10 "de últimas".
//
// Value: the card points (+ últimas) that the side of the player to move takes from
// here to the end of the deal; cards already on the table count for whoever wins
// the trick. Points won in earlier tricks are not included.
//  - 2 players, 4 players (partners opposite): zero-sum, two sides, exact minimax.
//  - 3 players: paranoid search. Each plays for himself, so the game is not
//    zero-sum between two sides; the solver assumes the other two play together
//    to minimise the points of the player to move. The value is then a guaranteed
//    minimum for him (exact for that coalition), not a prediction of real play.
// Cantes are ignored: their points (20, 40 in trumps) are fixed, are not card
// points, and never change which card wins a trick, so the card-play value does not
// depend on them. Card play touches them only through timing (a pair can be sung
// only while both cards are still in hand when the side has just won a trick) and
// through min_card_points_for_cantes (the side's card total must reach 30): a caller
// that cares can check both along the solver's line. strict_table is ignored too:
// the solver only plays legal cards.
//
// No exact solver for the play while the stock lasts, even with the stock order known
// (judged for issue 13; the review samples those moves instead). While the stock lasts
// any card may be played, so every trick branches ~6^players ways (4 players: 1296
// card sequences, 2 players: 36), and cantes and the 7 exchange add choices at every
// won trick. 4 players, 40 cards: 4 stock tricks before the arrastre, a minimal
// alpha-beta tree of ~6^8 = 1.7M arrastre positions, each an arrastre solve of median
// 0.28 ms (bench solverReport/4/40) = minutes; 2 players: 14 stock tricks, ~6^14 =
// 8e10 positions. The review's budget is ~50 ms per move in WebAssembly (2 s a deal).
// Only the last stock trick (4 players: 36 to 1296 arrastre solves, 10 ms to 0.4 s)
// comes near it.
//
// The search is PointTrickSolver's (core/PointTrickSolver.h, shared with Belote):
// alpha-beta with a transposition table, move ordering, equivalent blanks.
// All search state lives in the object, none global: one solver per thread. Every
// call starts a new table generation, so results never depend on earlier calls.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "Action.h"
#include "PointTrickSolver.h"
#include "guinote/GuinoteState.h"

namespace baza {

struct SolverResult {
  int value = -1;    // points the side to move takes from here with best play; -1: not an arrastre card play
  Action best;       // a card achieving value (Action::play); pass() when value is -1
  uint64_t nodes = 0;  // search nodes visited by this call
};

class GuinoteSolver {
 public:
  explicit GuinoteSolver(int ttBits = 18) : core_(ttBits) {}  // 2^ttBits table entries of 32 bytes (18: 8 MB)
  // s: stock empty, a card to play. Otherwise value -1 (never crashes).
  SolverResult solve(const GuinoteState& s);
  // The exact value (as in solve) after each legal card, in card id order; empty if
  // s is not an arrastre card play.
  std::vector<std::pair<Action, int>> evaluateMoves(const GuinoteState& s);

 private:
  bool load(const GuinoteState& s);  // false unless an arrastre card play
  PointTrickSolver core_;
};

}  // namespace baza
