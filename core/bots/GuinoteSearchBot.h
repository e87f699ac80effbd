// Determinized search (Perfect Information Monte Carlo): the bot asks its Resampler
// for deals that agree with everything it has seen, scores each legal card in every
// one, and plays the best on average. A card is scored exactly by the arrastre
// solver once the stock is gone (within budget), otherwise by playing the deal out
// with the shared heuristics. Optional actions (cantes, exchange, claim) follow the
// heuristics: sing at once, exchange when it gains, claim exactly when 101 is made.
// Reproducible: a seed and an iteration budget, never the clock.
#pragma once
#include <memory>

#include "bots/SampledSearch.h"

namespace baza {

class GuinoteSolver;
class GuinoteState;

struct SearchBudget {
  int determinizations = 32;  // sampled deals per decision
  int exactTricks = 6;        // solve the arrastre exactly with at most this many tricks left (0: never)
  int exactDeals = 0;         // sampled deals when solving the arrastre (0: determinizations), e.g. 64
  int winWeight = 0;          // added to a deal's value when my side wins the partida in it, taken when it loses, e.g. 1000
  bool solveArrastre = false; // two sides, while the stock lasts: rollouts stop at the arrastre, the solver plays it out
  int solvedDeals = 0;        // sampled deals per decision then (0: determinizations), e.g. 48
};

class GuinoteSearchBot final : public SearchBot<SearchBudget, GuinoteSolver> {  // the solver owns a large table
 public:
  GuinoteSearchBot(uint64_t seed, SearchBudget budget);  // defined where GuinoteSolver is complete
  ~GuinoteSearchBot() override;
  Action choose(const Game& game, const Observation& obs, const Resampler* resampler) override;
};

// Plays the current deal of s to its end with the heuristics for everyone (the
// likeliest cante sung, no exchange or claim): false if the deal is broken (a state
// not over with no legal action, or a deal that never ends), never a spin. The bots'
// rollouts and the review's playouts (core/review) share it. untilArrastre: stop at
// the first card play once the stock is gone (the arrastre solver takes over there).
// claims: in vueltas a side claims as soon as it has 101 (the heuristic's claim), so
// the partida ends as it would in play: guinotePlayOut(s, false, true).
bool guinotePlayOut(GuinoteState& s, bool untilArrastre = false, bool claims = false);

struct ArrastrePosition;
// The card points still to be won in p (hands and table) plus the 10 de últimas:
// arrastrePointsLeft(s.arrastrePosition()) -> 130 at a 40-card deal's first card.
int arrastrePointsLeft(const ArrastrePosition& p);

}  // namespace baza
