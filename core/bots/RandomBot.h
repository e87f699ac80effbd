#pragma once
#include "bots/Bot.h"

namespace baza {

class RandomBot final : public Bot {
 public:
  explicit RandomBot(uint64_t seed) : rng_(seed) {}
  Action choose(const Game& game, const Observation& obs, const Resampler* resampler) override;

 private:
  Rng rng_;
};

}  // namespace baza
