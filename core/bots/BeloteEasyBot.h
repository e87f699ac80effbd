// The easy Belote bot: the heuristics alone (BeloteHeuristics.h).
#pragma once
#include "bots/Bot.h"

namespace baza {

class BeloteEasyBot final : public Bot {
 public:
  explicit BeloteEasyBot(uint64_t seed) : rng_(seed) {}
  Action choose(const Game& game, const Observation& obs, const Resampler* resampler) override;

 private:
  Rng rng_;  // unused: the heuristics are deterministic (kept for a seeded interface)
};

}  // namespace baza
