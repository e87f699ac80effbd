#include "bots/WhistSearchBot.h"

#include <algorithm>
#include <cstdint>
#include <optional>

#include "bots/WhistEasyBot.h"
#include "bots/SampledSearch.h"
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

std::optional<std::array<int, 2>> whistRollout(WhistState& s) {
  const int deal = s.dealNumber();
  for (int steps = 0; !s.isTerminal() && s.dealNumber() == deal; ++steps) {
    const WhistPosition p = s.position();
    const int seat = p.toPlay();
    WhistSeatView v;
    v.trump = p.trump;
    v.seat = seat;
    v.hand = p.hands[seat];
    v.legal = s.legalCards(seat);
    if (v.legal.empty() || steps == kMaxDealActions) return std::nullopt;  // a broken deal: never a spin
    v.trick = p.trick.data();
    v.trickSize = p.trickSize;
    v.leader = p.leader;
    v.played = s.played();
    v.playedByMe = s.playedBy(seat);
    v.partnerFirstLed = p.firstLed[(seat + 2) & 3];
    for (int q = 0; q < 4; ++q) v.voids[q] = s.excluded(q);
    s.applyLegal(Action::play(whistHeuristicCard(v)));
  }
  return std::array<int, 2>{s.lastDealTricks(0), s.lastDealTricks(1)};  // the deal is over (and scored)
}

int whistHeuristicMisfits(const WhistState& s, const Observation& obs, int side, int skipSeat) {
  const std::vector<TrickCard>& plays = obs.dealPlays;
  std::array<CardSet, 4> hand = s.position().hands;  // grows back to the deal's hands
  for (const TrickCard& t : plays) hand[t.player].add(t.card);
  std::array<CardSet, 4> byMe{}, voids{};
  std::array<int, 4> firstLed{-1, -1, -1, -1};
  CardSet played;
  int misfits = 0;
  for (size_t k = 0; k < plays.size(); ++k) {
    const size_t start = k - k % 4;
    const int seat = plays[k].player;
    const Card card = plays[k].card;
    if (WhistRules::sideOf(seat) == side && seat != skipSeat) {
      std::array<Card, 4> trick{};
      for (size_t i = start; i < k; ++i) trick[i - start] = plays[i].card;
      WhistSeatView v;
      v.trump = obs.trumpSuit;
      v.seat = seat;
      v.hand = hand[seat];
      v.trickSize = static_cast<int>(k - start);
      v.legal = v.trickSize > 0 ? hand[seat] & CardSet::suit(trick[0].suit()) : CardSet();
      if (v.legal.empty()) v.legal = hand[seat];
      v.trick = trick.data();
      v.leader = plays[start].player;
      v.played = played;
      v.playedByMe = byMe[seat];
      v.partnerFirstLed = firstLed[(seat + 2) & 3];
      v.voids = voids;
      if (whistHeuristicCard(v) != card) ++misfits;
    }
    hand[seat].remove(card);
    byMe[seat].add(card);
    played.add(card);
    if (k == start && firstLed[seat] < 0) firstLed[seat] = card.suit();
    if (k != start && card.suit() != plays[start].card.suit()) voids[seat] |= CardSet::suit(plays[start].card.suit());
  }
  return misfits;
}

WhistSearchBot::~WhistSearchBot() = default;

Action WhistSearchBot::choose(const Game& game, const Observation& obs, const Resampler* resampler) {
  if (!dynamic_cast<const WhistGame*>(&game) || !resampler) return WhistEasyBot(rng_.next()).choose(game, obs, resampler);
  const ActionList cards = cardCandidates(obs.legal);
  if (cards.empty()) return obs.legal[0];
  if (cards.size() == 1) return cards[0];

  const int mySide = WhistRules::sideOf(obs.player);
  const int winWeight = whistWinWeight(dynamic_cast<const WhistGame&>(game).rules(), budget_.winWeight);
  const int tricksLeft = obs.handSizes[obs.player];
  if (budget_.exactTricks > 0 && tricksLeft <= budget_.exactTricks && !solverTried_) {
    solver_ = makeWhistDoubleDummy();
    solverTried_ = true;
  }
  bool exact = solver_ && tricksLeft <= budget_.exactTricks;
  uint64_t nodes = budget_.exactNodes ? budget_.exactNodes : UINT64_MAX;
  const int tries = obs.dealPlays.empty() ? 1 : std::max(1, budget_.inferenceTries);
  const auto draw = [&] {  // the deal among `tries` draws whose opponents played most like the heuristic
    std::unique_ptr<GameState> sample;
    int fewest = 1 << 30;
    for (int t = 0; t < tries && fewest > 0; ++t) {
      std::unique_ptr<GameState> drawn = resampler->sample(rng_);
      const auto* w = dynamic_cast<const WhistState*>(drawn.get());
      int misfits = w && tries > 1 ? whistHeuristicMisfits(*w, obs, 1 - mySide) : 0;
      if (w && tries > 1 && budget_.readPartner) misfits += whistHeuristicMisfits(*w, obs, mySide, obs.player);
      if (misfits < fewest) {
        fewest = misfits;
        sample = std::move(drawn);
      }
    }
    return sample;
  };
  const auto value = [&](const WhistState& deal, CandidateValues& values) {
    if (exact) {
      std::array<int8_t, 64> tricks{};
      const WhistPosition p = deal.position();
      if (solver_->evaluate(p, nodes, tricks)) {
        for (int k = 0; k < cards.size(); ++k) values[k] = whistDealWorth(p.tricks[mySide] + tricks[cards[k].card().id], winWeight);
        return true;
      }
      exact = false;  // the node budget is spent: play this deal and the rest out
    }
    return rolloutValues(deal, cards, values, [&](WhistState& s) -> std::optional<int64_t> {
      const auto tricks = whistRollout(s);
      if (!tricks) return std::nullopt;
      return whistDealWorth((*tricks)[mySide], winWeight);
    });
  };
  const CandidateValues total = sampleTotals<WhistState>(budget_.determinizations, draw, value);
  // The best total; ties go to the heuristic's card, then the lowest card id.
  std::array<Card, 4> trick{};
  const Card heuristic = whistHeuristicCard(whistSeatView(obs, trick));
  int preferred = 0;
  for (int k = 0; k < cards.size(); ++k)
    if (cards[k].card() == heuristic) preferred = k;
  return cards[bestCandidate(total, cards.size(), preferred)];
}

}  // namespace baza
