#include "bots/GuinoteSearchBot.h"

#include <array>
#include <optional>

#include "bots/GuinoteGreedyBot.h"
#include "bots/GuinoteHeuristics.h"
#include "bots/SampledSearch.h"
#include "guinote/GuinoteSolver.h"

namespace baza {
namespace {

// Each side's points (cards + cantes) in the deal a playout finished.
std::optional<std::array<int, 3>> rollout(GuinoteState& s) {
  const int deal = s.dealNumber();
  if (!guinotePlayOut(s)) return std::nullopt;
  std::array<int, 3> out{};
  for (int side = 0; side < s.rules().numSides(); ++side)
    out[side] = s.dealNumber() == deal ? s.dealPoints(side) : s.previousDealPoints(side);
  return out;
}

// My side's points against the others' (the mean of the others with three players).
int margin(const std::array<int, 3>& points, int mySide, int sides) {
  int others = 0;
  for (int side = 0; side < sides; ++side)
    if (side != mySide) others += points[side];
  return points[mySide] * (sides - 1) - others;
}

}  // namespace

bool guinotePlayOut(GuinoteState& s, bool untilArrastre) {
  const int deal = s.dealNumber();
  const GuinoteRules& r = s.rules();
  for (int steps = 0; !s.isTerminal() && s.dealNumber() == deal; ++steps) {
    if (untilArrastre) {
      const ArrastrePosition p = s.arrastrePosition();
      if (p.stockLeft == 0 && p.cardToPlay) return true;
    }
    const ActionList legal = s.legalActions();
    if (legal.empty() || steps == kMaxDealActions) return false;
    CardSet cards;
    Action option = Action::pass();
    for (Action a : legal) {
      if (a.kind() == ActionKind::Play) cards.add(a.card());
      if (a.kind() == ActionKind::Sing && (option.kind() != ActionKind::Sing || a.suit() == s.arrastrePosition().trump))
        option = a;
    }
    if (option.kind() == ActionKind::Sing || cards.empty()) {
      s.applyLegal(option);
      continue;
    }
    const ArrastrePosition p = s.arrastrePosition();
    int players[4];
    for (int i = 0; i < p.trickSize; ++i) players[i] = (p.leader + i) % p.players;
    const int me = (p.leader + p.trickSize) % p.players;
    s.applyLegal(Action::play(heuristicCard(r, p.trump, me, {p.trick.data(), players, p.trickSize}, cards)));
  }
  return true;
}

GuinoteSearchBot::GuinoteSearchBot(uint64_t seed, SearchBudget budget) : SearchBot(seed, budget) {}
GuinoteSearchBot::~GuinoteSearchBot() = default;

Action GuinoteSearchBot::choose(const Game& game, const Observation& obs, const Resampler* resampler) {
  const auto* g = dynamic_cast<const GuinoteGame*>(&game);
  if (!g || !resampler) return GuinoteGreedyBot(rng_.next()).choose(game, obs, resampler);
  const GuinoteRules& r = g->rules();
  const int mySide = r.sideOf(obs.player);
  const Action option = heuristicOption(r, obs.legal, obs.trumpSuit, obs.faceUp, obs.scores.sides[mySide].points);
  const ActionList cards = cardCandidates(obs.legal);
  if (option.kind() != ActionKind::Pass || cards.empty()) return option;
  if (cards.size() == 1) return cards[0];

  const int tricksLeft = obs.hand.size();
  const bool exact = obs.stockSize == 0 && tricksLeft <= budget_.exactTricks;
  if (exact && !solver_) solver_ = std::make_unique<GuinoteSolver>();
  const auto draw = [&] { return resampler->sample(rng_); };
  const auto value = [&](const GuinoteState& deal, CandidateValues& values) {
    if (exact) {
      for (const auto& [action, v] : solver_->evaluateMoves(deal))
        for (int k = 0; k < cards.size(); ++k)
          if (cards[k] == action) values[k] = v;
      return true;
    }
    return rolloutValues(deal, cards, values, [&](GuinoteState& s) -> std::optional<int64_t> {
      const auto points = rollout(s);
      if (!points) return std::nullopt;
      return margin(*points, mySide, r.numSides());
    });
  };
  // The best total; ties go to the lowest card id.
  const int deals = exact && budget_.exactDeals > 0 ? budget_.exactDeals : budget_.determinizations;
  return cards[bestCandidate(sampleTotals<GuinoteState>(deals, draw, value), cards.size())];
}

}  // namespace baza
