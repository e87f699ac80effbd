// The easy Whist bot: the shared rules of thumb (bots/WhistHeuristics.h) applied to
// its observation alone: classical leads, second hand low, third hand high, win
// cheaply when last, ruff and overruff, discard the least useful card.
#pragma once
#include "bots/Bot.h"
#include "bots/WhistHeuristics.h"

namespace baza {

class WhistEasyBot final : public Bot {
 public:
  explicit WhistEasyBot(uint64_t seed) : rng_(seed) {}
  Action choose(const Game& game, const Observation& obs, const Resampler* resampler) override;

 private:
  Rng rng_;
};

// The heuristics' view of a seat from its observation (trickCards holds the trick).
WhistSeatView whistSeatView(const Observation& obs, std::array<Card, 4>& trickCards);

}  // namespace baza
