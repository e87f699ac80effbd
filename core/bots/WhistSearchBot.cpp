#include "bots/WhistSearchBot.h"

#include "bots/WhistEasyBot.h"
#include "bots/WhistHeuristics.h"

namespace baza {

// HOOK: return an adapter over the double-dummy solver here once it exists.
std::unique_ptr<WhistDoubleDummy> makeWhistDoubleDummy() { return nullptr; }

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
  const bool exact = solver_ && tricksLeft <= budget_.exactTricks;
  std::array<int64_t, 64> total{};
  for (int i = 0; i < budget_.determinizations; ++i) {
    const std::unique_ptr<GameState> sample = resampler->sample(rng_);
    const auto* s = dynamic_cast<const WhistState*>(sample.get());
    if (!s) break;
    if (exact) {
      std::array<int8_t, 64> value{};
      const WhistPosition p = s->position();
      solver_->evaluate(p, value);
      for (Card c : cards) total[c.id] += p.tricks[mySide] + value[c.id];
      continue;
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
