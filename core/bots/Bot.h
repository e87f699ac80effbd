// Computer players. A bot is given only its player's Observation (never the full
// state), so it cannot see hidden cards; its choices depend only on that and its
// own seeded Rng, so a seed reproduces its play.
#pragma once
#include <memory>
#include <string_view>
#include <vector>

#include "Game.h"

namespace baza {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual Action choose(const Game& game, const Observation& obs) = 0;  // obs.legal is not empty
};

// Levels: "random" (uniform over legal actions), "greedy" (a simple card-point heuristic).
Result<std::unique_ptr<Bot>> makeBot(std::string_view level, uint64_t seed);
const std::vector<std::string_view>& botLevels();

}  // namespace baza
