// Determinized search for Whist (Perfect Information Monte Carlo): the bot asks its
// Resampler for deals that agree with everything its seat's holder has seen (in
// dummy whist the dealer's view, both his hands), scores each legal card in every
// one by the tricks its side ends the deal with, and plays the best on average.
// A card is scored by playing the deal out with the shared heuristics, or exactly
// by a double-dummy solver through the hook below once few enough tricks are left,
// within a budget of solver nodes per decision (past it, the remaining deals are
// played out). Each sampled deal is the one, of a few drawn, that best explains the
// opponents' cards so far as plays of the shared heuristic (whistHeuristicMisfits).
// Reproducible: a seed and budgets of deals and nodes, never the clock.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>

#include "bots/SampledSearch.h"
#include "whist/WhistRules.h"
#include "whist/WhistState.h"

namespace baza {

// The double-dummy hook: with every hand known, the tricks the side of p.toPlay()
// takes from this position to the end of the deal (the current trick included),
// after each of its legal cards: out[card.id]. At most nodeBudget search nodes
// (reduced by what it spends): false if that was not enough (out is then unusable).
// makeWhistDoubleDummy() returns the adapter over core/whist/WhistSolver*.
class WhistDoubleDummy {
 public:
  virtual ~WhistDoubleDummy() = default;
  virtual bool evaluate(const WhistPosition& p, uint64_t& nodeBudget, std::array<int8_t, 64>& out) = 0;
};
std::unique_ptr<WhistDoubleDummy> makeWhistDoubleDummy();

struct WhistSearchBudget {
  int determinizations = 32;  // sampled deals per decision
  int exactTricks = 0;        // score by the double-dummy solver with at most this many tricks left (0: never)
  uint64_t exactNodes = 0;    // solver nodes per decision; once spent, the remaining deals are played out
  int inferenceTries = 32;    // deals drawn per sample to find one where the opponents' plays fit the heuristic
  bool readPartner = false;   // the partner's plays count as signals too, not only the opponents'
  int winWeight = 0;          // a deal won (over six tricks) is worth this many tricks more: 13 plays for the win
};

// What the search maximises for a side that ends the deal with `tricks`: the tricks,
// plus winWeight if they win it (deals won is what a match counts, not tricks).
// whistDealWorth(7, 13) -> 20; whistDealWorth(6, 13) -> 6.
inline int64_t whistDealWorth(int tricks, int winWeight) { return tricks + (tricks > kWhistBook ? winWeight : 0); }

// The win weight a budget's winWeight comes to under these rules. A single deal
// (length=deal) is won or lost whole: the budget's weight. In a game or a rubber a deal
// scores its winners' tricks over six, so my side's points less the others' are my
// tricks - 6, or - 7 when we lose it: the tricks plus 1 for the win (at most the budget's).
// whistWinWeight(rules with length=deal, 13) -> 13; with length=match -> 1.
inline int whistWinWeight(const WhistRules& rules, int budgetWeight) {
  return rules.length == WhistLength::Deal ? budgetWeight : std::min(budgetWeight, 1);
}

class WhistSearchBot final : public SearchBot<WhistSearchBudget, WhistDoubleDummy> {
 public:
  using SearchBot::SearchBot;
  ~WhistSearchBot() override;
  Action choose(const Game& game, const Observation& obs, const Resampler* resampler) override;

 private:
  bool solverTried_ = false;
};

// Plays the current deal of s to its end with the heuristics for every seat; returns
// the tricks side 0 and side 1 took in it; nothing if the deal is broken (a seat with
// no legal card, or a deal that never ends).
std::optional<std::array<int, 2>> whistRollout(WhistState& s);

// How many of this deal's plays by the seats of side `side` the shared heuristic
// would not have made, had the hands been those of s (each seat's cards now plus
// the ones it played this deal). The search prefers sampled deals where this is
// lowest: it reads the opponents' cards as signals (a lead from the classical table,
// second hand low, a cheap winner) instead of only as voids.
// skipSeat's plays are not counted (the bot's own, when it reads its partner's).
int whistHeuristicMisfits(const WhistState& s, const Observation& obs, int side, int skipSeat = -1);

}  // namespace baza
