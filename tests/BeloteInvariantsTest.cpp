// Belote's own invariants, the conformance suite's hook (ConformanceInvariants.cpp):
// over a finished game, each card played once per deal; trick points add up to the
// points of the cards played plus the dix de der (162 with four players); each side's
// deal score agrees with its tricks, declarations, belote and capote; nothing is
// created or lost (game totals plus the points held by a litige equal all points
// scored); a finished game has a winner. The generic checks (legal actions, clones, codes, observations, resamples)
// are the conformance suite's; what follows the hook here is Belote's alone.
#include <gtest/gtest.h>

#include "BeloteScript.h"

namespace baza::test {

void beloteInvariants(const GameState& s) {
  using namespace bel;
  const auto& r = rulesOf(s.game());
  const int sides = s.game().numSides();
  CardSet seen;
  int trump = -1, cardPoints = 0, cardsPlayed = 0, held = 0;
  long long allRaw = 0;
  std::vector<int> trickPoints(static_cast<size_t>(sides)), bonus(static_cast<size_t>(sides)),
      lastTotals(static_cast<size_t>(sides));
  for (const Event& e : s.events()) {
    const size_t side = static_cast<size_t>(e.side);
    switch (e.kind) {
      case EventKind::DealStarted:
        seen = CardSet();
        cardPoints = cardsPlayed = 0;
        std::fill(trickPoints.begin(), trickPoints.end(), 0);
        std::fill(bonus.begin(), bonus.end(), 0);
        break;
      case EventKind::Contract: trump = e.suit; break;
      case EventKind::CardPlayed:
        ASSERT_FALSE(seen.has(e.card)) << "card played twice";
        seen.add(e.card);
        cardPoints += r.points(e.card, trump);
        ++cardsPlayed;
        break;
      case EventKind::TrickWon: trickPoints[side] += e.points + e.ultimas; break;
      case EventKind::Declared:
        if (e.counted) bonus[side] += e.points;
        break;
      case EventKind::Belote:
        if (e.rebelote) bonus[side] += kBelotePoints;
        break;
      case EventKind::Capote: bonus[side] += e.points; break;
      case EventKind::ContractResult: held = e.held; break;
      case EventKind::DealScored:
        EXPECT_EQ(e.points, trickPoints[side]);
        EXPECT_EQ(e.bonus, bonus[side]);
        allRaw += e.points + e.bonus;
        lastTotals[side] = e.total;
        if (e.side == sides - 1) {
          EXPECT_EQ(cardsPlayed, r.handSize * r.players);
          int total = 0;
          for (int t : trickPoints) total += t;
          EXPECT_EQ(total, cardPoints + kDixDeDer);
          if (r.players == 4) {
            EXPECT_EQ(total, 162);
          }
          long long sum = held;
          for (int t : lastTotals) sum += t;
          EXPECT_EQ(sum, allRaw) << "points created or lost";
        }
        break;
      default: break;
    }
  }
  EXPECT_GE(s.scores().winner, 0) << "a finished game names its winner";
}

namespace {

using namespace bel;

// The bottom card of the current deal's stock has been shown.
bool bottomShown(const GameState& s) {
  bool shown = false;
  for (const Event& e : s.events()) {
    if (e.kind == EventKind::DealStarted) shown = false;
    if (e.kind == EventKind::BottomCard) shown = true;
  }
  return shown;
}

TEST(BeloteInvariants, TheBottomCardStaysPublicInSamples) {
  Rng rng(9);
  for (int i = 0; i < 200; ++i) {
    auto s = newState(belote({"players=3", "length=deal"}), rng.next());
    while (!s->isTerminal() && countOf(*s, EventKind::BottomCard) == 0) {
      const ActionList legal = s->legalActions();
      ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
    }
    if (s->isTerminal() || !bottomShown(*s)) continue;
    const Card bottom = lastOf(*s, EventKind::BottomCard).card;
    auto r = s->resample(static_cast<int>(rng.below(3)), rng);
    EXPECT_EQ(r->dealView().stock.back(), bottom);
  }
}

}  // namespace
}  // namespace baza::test
