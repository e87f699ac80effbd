// The determinized sampling loop the search bots share (Perfect Information Monte
// Carlo): deal after deal that agrees with what the bot has seen, every candidate
// action valued in each deal, the values summed over the deals where every
// candidate got one; the bot then plays the best total. Each bot supplies how it
// draws a deal (plain, or the best of a few that fit the others' play) and how it
// values the candidates in it (rollouts, or a solver).
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>

#include "bots/Bot.h"

namespace baza {

// What a search bot holds: its seeded Rng, its budget, and a solver made on first
// use (the search bots derive from it: GuinoteSearchBot is SearchBot<SearchBudget, GuinoteSolver>).
template <class Budget, class Solver>
class SearchBot : public Bot {
 public:
  SearchBot(uint64_t seed, Budget budget) : rng_(seed), budget_(budget) {}

 protected:
  Rng rng_;                         // every sampled deal draws from it
  Budget budget_;                   // SearchBudget{64, 6}
  std::unique_ptr<Solver> solver_;  // made on first use, if the budget asks for it
};

// The solver table of a search bot: 2^15 entries (1 MB), not the review's 2^18 (8 MB).
// A bot is made per decision, so its table is cleared per decision: 8 MB a time was 4-6%
// of a hard Guinote bot's time. Its solves are small (hard Guinote: median 446 nodes,
// max 84k; expert max 156k), and the values are exact at any table size: same moves.
constexpr int kBotSolverTableBits = 15;

using CandidateValues = std::array<int64_t, 64>;  // per candidate index, as in an ActionList (at most 64)

// `deals` times: draw() a deal (a std::unique_ptr<GameState>; null, or not a State,
// ends the search: no deal agrees), then value(deal, values) sets values[k] for each
// candidate k, false to leave that deal out (a rollout that did not end).
// sampleTotals<WhistState>(32, draw, value) -> the sums of the values.
template <class State, class Draw, class Value>
CandidateValues sampleTotals(int deals, Draw&& draw, Value&& value) {
  CandidateValues total{};
  for (int i = 0; i < deals; ++i) {
    const std::unique_ptr<GameState> sample = draw();
    const auto* deal = dynamic_cast<const State*>(sample.get());
    if (!deal) break;
    CandidateValues values{};
    if (!value(*deal, values)) continue;
    for (size_t k = 0; k < total.size(); ++k) total[k] += values[k];
  }
  return total;
}

// A value for sampleTotals: each candidate played in a copy of the deal, then the
// rest played out by rollout(copy), an std::optional<int64_t> (nothing: the deal
// never ended); false as soon as one did not end.
template <class State, class Rollout>
bool rolloutValues(const State& deal, const ActionList& candidates, CandidateValues& values, Rollout&& rollout) {
  for (int k = 0; k < candidates.size(); ++k) {
    State copy = deal;
    copy.applyLegal(candidates[k]);
    const std::optional<int64_t> v = rollout(copy);
    if (!v) return false;
    values[k] = *v;
  }
  return true;
}

// The candidate index with the highest total; ties go to `preferred`, then to the
// lowest index (deterministic). bestCandidate(total, 3) -> 0, 1 or 2.
inline int bestCandidate(const CandidateValues& total, int candidates, int preferred = 0) {
  int best = preferred;
  for (int k = 0; k < candidates; ++k)
    if (total[k] > total[best]) best = k;
  return best;
}

// The legal card plays, in card id order, as candidates: cardCandidates(obs.legal).
inline ActionList cardCandidates(const ActionList& legal) {
  CardSet cards;
  for (Action a : legal)
    if (a.kind() == ActionKind::Play) cards.add(a.card());
  ActionList out;
  for (Card c : cards) out.push(Action::play(c));
  return out;
}

}  // namespace baza
