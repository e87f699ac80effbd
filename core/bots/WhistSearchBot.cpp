#include "bots/WhistSearchBot.h"

#include <algorithm>
#include <cstdint>

#include "bots/WhistEasyBot.h"
#include "bots/WhistHeuristics.h"
#include "whist/WhistSolver.h"

namespace baza {

namespace {
// The double-dummy solver behind the hook. A small table: the bots solve endings and
// a bot is made per decision in the page, so a big table would cost more to allocate
// than it saves.
class SolverDoubleDummy final : public WhistDoubleDummy {
 public:
  bool evaluate(const WhistPosition& p, uint64_t& nodeBudget, std::array<int8_t, 64>& out) override {
    if (nodeBudget == 0) return false;
    DoubleDummyDeal d;
    d.hands = p.hands;
    const std::span<const Card> table(p.trick.data(), static_cast<size_t>(p.trickSize));
    solver_.setNodeLimit(nodeBudget);
    const auto values = solver_.tricksPerCard(d, p.trump, p.leader, table);
    nodeBudget -= std::min(nodeBudget, solver_.nodes());
    if (values.empty()) return false;
    for (const auto& [card, tricks] : values) out[card.id] = static_cast<int8_t>(tricks);
    return true;
  }

 private:
  WhistSolver solver_{16};
};
}  // namespace

std::unique_ptr<WhistDoubleDummy> makeWhistDoubleDummy() { return std::make_unique<SolverDoubleDummy>(); }

std::array<int, 2> whistRollout(WhistState& s) {
  const int deal = s.dealNumber();
  while (!s.isTerminal() && s.dealNumber() == deal) {
    const WhistPosition p = s.position();
    const int seat = p.toPlay();
    WhistSeatView v;
    v.trump = p.trump;
    v.seat = seat;
    v.hand = p.hands[seat];
    v.legal = s.legalCards(seat);
    v.trick = p.trick.data();
    v.trickSize = p.trickSize;
    v.leader = p.leader;
    v.played = s.played();
    v.playedByMe = s.playedBy(seat);
    v.partnerFirstLed = p.firstLed[(seat + 2) & 3];
    for (int q = 0; q < 4; ++q) v.voids[q] = s.excluded(q);
    s.applyLegal(Action::play(whistHeuristicCard(v)));
  }
  return {s.lastDealTricks(0), s.lastDealTricks(1)};  // the deal is over (and scored)
}

WhistSearchBot::WhistSearchBot(uint64_t seed, WhistSearchBudget budget) : rng_(seed), budget_(budget) {}
WhistSearchBot::~WhistSearchBot() = default;

Action WhistSearchBot::choose(const Game& game, const Observation& obs, const Resampler* resampler) {
  if (!dynamic_cast<const WhistGame*>(&game) || !resampler) return WhistEasyBot(rng_.next()).choose(game, obs, resampler);
  CardSet cards;
  for (Action a : obs.legal)
    if (a.kind() == ActionKind::Play) cards.add(a.card());
  if (cards.empty()) return obs.legal[0];
  if (cards.size() == 1) return Action::play(cards.first());

  const int mySide = WhistRules::sideOf(obs.player);
  const int tricksLeft = obs.handSizes[obs.player];
  if (budget_.exactTricks > 0 && tricksLeft <= budget_.exactTricks && !solverTried_) {
    solver_ = makeWhistDoubleDummy();
    solverTried_ = true;
  }
  bool exact = solver_ && tricksLeft <= budget_.exactTricks;
  uint64_t nodes = budget_.exactNodes ? budget_.exactNodes : UINT64_MAX;
  std::array<int64_t, 64> total{};
  for (int i = 0; i < budget_.determinizations; ++i) {
    const std::unique_ptr<GameState> sample = resampler->sample(rng_);
    const auto* s = dynamic_cast<const WhistState*>(sample.get());
    if (!s) break;
    if (exact) {
      std::array<int8_t, 64> value{};
      const WhistPosition p = s->position();
      if (solver_->evaluate(p, nodes, value)) {
        for (Card c : cards) total[c.id] += p.tricks[mySide] + value[c.id];
        continue;
      }
      exact = false;  // the node budget is spent: play this deal and the rest out
    }
    for (Card c : cards) {
      WhistState copy = *s;
      copy.applyLegal(Action::play(c));
      total[c.id] += whistRollout(copy)[mySide];
    }
  }
  // The best total; ties go to the heuristic's card, then the lowest card id.
  std::array<Card, 4> trick{};
  Card best = whistHeuristicCard(whistSeatView(obs, trick));
  if (!cards.has(best)) best = cards.first();
  for (Card c : cards)
    if (total[c.id] > total[best.id]) best = c;
  return Action::play(best);
}

}  // namespace baza
