#include "bots/GuinoteSearchBot.h"

#include <array>
#include <bit>
#include <optional>

#include "bots/GuinoteGreedyBot.h"
#include "bots/GuinoteHeuristics.h"
#include "bots/SampledSearch.h"
#include "guinote/GuinoteSolver.h"

namespace baza {
namespace {

// +weight when my side won, -weight when another did, 0 while the partida goes on.
int64_t winBonus(int winner, int mySide, int weight) {
  return winner < 0 ? 0 : winner == mySide ? weight : -weight;
}

// Two sides, the arrastre: the partida's winner when my side takes `mine` of the
// card points left (the solver's value, últimas included) and the other the rest:
// the side that ends with 101 while the other does not (-1: neither, or both, when
// the last trick or a claim decides, which the solver's points do not tell).
struct ArrastreTally {
  std::array<int, 2> cards{}, cantes{};  // [my side, the other]: the partida's so far
  int left = 0;                          // card points still to take, últimas included
  int minForCantes = 0;                  // the side's cards must reach it for cantes to count
  int winner(int mine, int mySide) const {
    std::array<int, 2> total{};
    for (int k = 0; k < 2; ++k) {
      const int c = cards[k] + (k == 0 ? mine : left - mine);
      total[k] = c + (minForCantes == 0 || c >= minForCantes ? cantes[k] : 0);
    }
    if ((total[0] >= kTargetPoints) == (total[1] >= kTargetPoints)) return -1;
    return total[0] >= kTargetPoints ? mySide : 1 - mySide;
  }
};

ArrastreTally arrastreTally(const GuinoteState& s, int mySide) {
  const Scores sc = s.scores();
  const ArrastrePosition p = s.arrastrePosition();
  ArrastreTally t;
  for (int k = 0; k < 2; ++k) {
    const int side = k == 0 ? mySide : 1 - mySide;
    t.cards[k] = sc.sides[side].cardPoints;
    t.cantes[k] = sc.sides[side].bonusPoints;
  }
  t.left = arrastrePointsLeft(p);
  t.minForCantes = p.rules->minCardPointsForCantes;
  return t;
}

// Each side's points (cards + cantes) in the deal a playout finished, and the side
// that won the partida there (-1: it goes on). claims: as guinotePlayOut's. With a
// solver (two sides), the playout stops at the arrastre and the solver plays the
// rest exactly (card points; the winner as ArrastreTally judges it).
struct RolloutEnd {
  std::array<int, 3> points{};  // per side, this deal's
  int winner = -1;              // the partida's winner side, if it ended in this deal
};
std::optional<RolloutEnd> rollout(GuinoteState& s, int mySide, bool claims, GuinoteSolver* solver) {
  const int deal = s.dealNumber();
  if (!guinotePlayOut(s, solver != nullptr, claims)) return std::nullopt;
  RolloutEnd out;
  if (solver && !s.isTerminal() && s.dealNumber() == deal) {  // stopped at the arrastre's first card
    const SolverResult r = solver->solve(s);
    if (r.value < 0) return std::nullopt;
    const ArrastrePosition p = s.arrastrePosition();
    const ArrastreTally tally = arrastreTally(s, mySide);
    const int mine = s.rules().sideOf((p.leader + p.trickSize) % p.players) == mySide ? r.value : tally.left - r.value;
    out.points[mySide] = s.dealPoints(mySide) + mine;
    out.points[1 - mySide] = s.dealPoints(1 - mySide) + tally.left - mine;
    out.winner = tally.winner(mine, mySide);
    return out;
  }
  for (int side = 0; side < s.rules().numSides(); ++side)
    out.points[side] = s.dealNumber() == deal ? s.dealPoints(side) : s.previousDealPoints(side);
  if (s.isTerminal()) out.winner = s.scores().winner;
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

int arrastrePointsLeft(const ArrastrePosition& p) {
  int points = kUltimas;
  for (int seat = 0; seat < p.players; ++seat)
    for (Card c : p.hands[seat]) points += p.rules->points[c.rank()];
  for (int i = 0; i < p.trickSize; ++i) points += p.rules->points[p.trick[i].rank()];
  return points;
}

bool guinotePlayOut(GuinoteState& s, bool untilArrastre, bool claims) {
  const int deal = s.dealNumber();
  const GuinoteRules& r = s.rules();
  for (int steps = 0; !s.isTerminal() && s.dealNumber() == deal; ++steps) {
    const ArrastrePosition p = s.arrastrePosition();  // once a step: a copy of the hands
    if (untilArrastre && p.stockLeft == 0 && p.cardToPlay) return true;
    // The legal actions as sets, not a list: in WebAssembly the list's bytes went through memory.
    const GuinoteState::LegalSets legal = s.legalSets();
    if ((legal.cards.empty() && legal.options == 0) || steps == kMaxDealActions) return false;
    // Claim 101 when the side has it, else sing (the 40 first, else the lowest suit).
    const unsigned sings = legal.options / GuinoteState::kSingOption & 15;
    int option = -1;  // an option bit, -1 pass
    if (claims && (legal.options & GuinoteState::kClaimOption) && s.sidePoints(r.sideOf(s.currentPlayer())) >= kTargetPoints)
      option = std::countr_zero(GuinoteState::kClaimOption);
    else if (sings)
      option = 1 + ((sings >> p.trump & 1) ? p.trump : std::countr_zero(sings));
    if (option >= 0 || legal.cards.empty()) {
      s.applyLegal(option >= 0 ? GuinoteState::optionAction(option) : Action::pass());
      continue;
    }
    const CardSet cards = legal.cards;
    int players[4];
    int me = p.leader;  // after the loop, the seat to play
    for (int i = 0; i < p.trickSize; ++i, me = me + 1 == p.players ? 0 : me + 1) players[i] = me;
    // The trick's own copy for heuristicCard's pointer: were p's address taken, WebAssembly
    // would store the whole snapshot (hands included) in memory at every step.
    const std::array<Card, 4> trick = p.trick;
    s.applyLegal(Action::play(heuristicCard(r, p.trump, me, {trick.data(), players, p.trickSize}, cards)));
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
  const bool solveEnd = !exact && budget_.solveArrastre && r.numSides() == 2;
  if ((exact || solveEnd) && !solver_) solver_ = std::make_unique<GuinoteSolver>(kBotSolverTableBits);
  const auto draw = [&] { return resampler->sample(rng_); };
  const int weight = budget_.winWeight;
  const auto value = [&](const GuinoteState& deal, CandidateValues& values) {
    if (exact) {
      const bool judge = weight != 0 && r.numSides() == 2;
      const ArrastreTally tally = judge ? arrastreTally(deal, mySide) : ArrastreTally{};
      for (const auto& [action, v] : solver_->evaluateMoves(deal))
        for (int k = 0; k < cards.size(); ++k)
          if (cards[k] == action) values[k] = v + (judge ? winBonus(tally.winner(v, mySide), mySide, weight) : 0);
      return true;
    }
    return rolloutValues(deal, cards, values, [&](GuinoteState& s) -> std::optional<int64_t> {
      const auto end = rollout(s, mySide, weight != 0, solveEnd ? solver_.get() : nullptr);
      if (!end) return std::nullopt;
      return margin(end->points, mySide, r.numSides()) + winBonus(end->winner, mySide, weight);
    });
  };
  // The best total; ties go to the lowest card id.
  const int deals = exact && budget_.exactDeals > 0 ? budget_.exactDeals
                    : solveEnd && budget_.solvedDeals > 0 ? budget_.solvedDeals
                                                          : budget_.determinizations;
  return cards[bestCandidate(sampleTotals<GuinoteState>(deals, draw, value), cards.size())];
}

}  // namespace baza
