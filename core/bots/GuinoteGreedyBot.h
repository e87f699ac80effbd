// A simple Guiñote heuristic: sing and exchange at once, claim 101 only when it
// is certain, win tricks worth winning as cheaply as possible, give points to a
// partner who is winning, otherwise throw the least valuable card.
#pragma once
#include "bots/Bot.h"

namespace baza {

class GuinoteGreedyBot final : public Bot {
 public:
  explicit GuinoteGreedyBot(uint64_t seed) : rng_(seed) {}
  Action choose(const Game& game, const Observation& obs, const Resampler* resampler) override;

 private:
  Rng rng_;
};

}  // namespace baza
