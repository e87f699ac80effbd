// The replay viewer's analysis of a Whist position, every hand known: for each legal
// card of the seat to play, the tricks its side ends the deal with if it plays that
// card and both sides then play double dummy (tricks already won included).
//
// WhistAnalyzer keeps the solver's table between calls: hold one per session (the
// review engine, Session::analyze) and analyse the positions of a deal one after the
// other, in any order; the later ones reuse what the earlier ones found (p90 per
// position ~7x lower, bench/solver-times.sh whist). The answers are exactly those of
// analyzeWhist. reset() when another deal is loaded: not needed for correctness (an
// entry holds for any position with the same trump; another trump resets the table),
// but it keeps the table for the deal at hand.
#pragma once
#include <array>
#include <utility>
#include <vector>

#include "Card.h"
#include "Result.h"
#include "whist/WhistSolver.h"
#include "whist/WhistState.h"

namespace baza {

struct WhistAnalysis {
  int player = 0;                           // the seat to play (the dummy's seat when it is his turn)
  int side = 0;                             // its side
  std::array<int, 2> tricksWon{};           // tricks each side has taken this deal
  std::vector<std::pair<Card, int>> cards;  // legal cards (id order) and the side's final tricks after each
};

class WhistAnalyzer {
 public:
  WhistAnalyzer();                                  // a 16 MB table, kept between calls
  Result<WhistAnalysis> analyze(const WhistState& s);  // as analyzeWhist(s); e.g. every position of a replay
  void reset() { solver_.resetTable(); }            // e.g. when the viewer loads another deal

 private:
  WhistSolver solver_;
};

// An error if the match is over. A fresh table per call (WhistAnalyzer keeps one).
Result<WhistAnalysis> analyzeWhist(const WhistState& s);

}  // namespace baza
