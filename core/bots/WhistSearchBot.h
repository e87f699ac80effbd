// Determinized search for Whist (Perfect Information Monte Carlo): the bot asks its
// Resampler for deals that agree with everything its seat's holder has seen (in
// dummy whist the dealer's view, both his hands), scores each legal card in every
// one by the tricks its side ends the deal with, and plays the best on average.
// A card is scored by playing the deal out with the shared heuristics, or exactly
// by a double-dummy solver through the hook below once few enough tricks are left.
// Reproducible: a seed and an iteration budget, never the clock.
#pragma once
#include <array>
#include <memory>

#include "bots/Bot.h"
#include "whist/WhistState.h"

namespace baza {

// The double-dummy hook: with every hand known, the tricks the side of p.toPlay()
// takes from this position to the end of the deal (the current trick included),
// after each of its legal cards: out[card.id]. The solver of core/whist/WhistSolver*
// plugs in by an adapter returned from makeWhistDoubleDummy() (WhistSearchBot.cpp);
// while that returns null, the search bots play every determinization out.
class WhistDoubleDummy {
 public:
  virtual ~WhistDoubleDummy() = default;
  virtual void evaluate(const WhistPosition& p, std::array<int8_t, 64>& out) = 0;
};
std::unique_ptr<WhistDoubleDummy> makeWhistDoubleDummy();

struct WhistSearchBudget {
  int determinizations = 32;  // sampled deals per decision
  int exactTricks = 0;        // use the double-dummy hook with at most this many tricks left (0: never)
};

class WhistSearchBot final : public Bot {
 public:
  WhistSearchBot(uint64_t seed, WhistSearchBudget budget);
  ~WhistSearchBot() override;
  Action choose(const Game& game, const Observation& obs, const Resampler* resampler) override;

 private:
  Rng rng_;
  WhistSearchBudget budget_;
  std::unique_ptr<WhistDoubleDummy> solver_;  // made on first use, if there is one
  bool solverTried_ = false;
};

// Plays the current deal of s to its end with the heuristics for every seat; returns
// the tricks side 0 and side 1 took in it.
std::array<int, 2> whistRollout(WhistState& s);

}  // namespace baza
