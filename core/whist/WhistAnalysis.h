// The replay viewer's analysis of a Whist position, every hand known: for each legal
// card of the seat to play, the tricks its side ends the deal with if it plays that
// card and both sides then play double dummy (tricks already won included).
#pragma once
#include <array>
#include <utility>
#include <vector>

#include "Card.h"
#include "Result.h"
#include "whist/WhistState.h"

namespace baza {

struct WhistAnalysis {
  int player = 0;                           // the seat to play (the dummy's seat when it is his turn)
  int side = 0;                             // its side
  std::array<int, 2> tricksWon{};           // tricks each side has taken this deal
  std::vector<std::pair<Card, int>> cards;  // legal cards (id order) and the side's final tricks after each
};

// An error if the match is over.
Result<WhistAnalysis> analyzeWhist(const WhistState& s);

}  // namespace baza
