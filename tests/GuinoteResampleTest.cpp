// Determinizations keep every inference the observation allows, and nothing more:
// an opponent's hidden 20 gets a random suit it could have been (never the real
// one by privilege), a partner's hidden 20 keeps its cards, voids are respected.
#include <gtest/gtest.h>

#include <set>

#include "TestUtil.h"

namespace baza::test {
namespace {

bool holdsPair(CardSet hand, int suit) {
  return hand.has(Card::of(suit, kRey)) && hand.has(Card::of(suit, kSota));
}

// Plays random games until `want` holds right after a hidden 20; returns that state.
std::unique_ptr<GameState> stateAfterHiddenCante(const std::shared_ptr<const Game>& game, Rng& rng) {
  for (int tries = 0; tries < 5000; ++tries) {
    auto s = newState(game, rng.next());
    while (!s->isTerminal()) {
      ActionList legal = s->legalActions();
      Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
      for (Action b : legal)
        if (b.kind() == ActionKind::Sing) a = b;  // sing whenever possible
      EXPECT_TRUE(s->apply(a).ok());
      const Event& e = s->events().back();
      if (e.kind == EventKind::Sang && e.hidden) return s;
    }
  }
  return nullptr;
}

TEST(GuinoteResample, OpponentsHiddenCanteGetsAPlausibleRandomSuit) {
  // Four players: in a heads-up arrastre every unseen card is in the one other hand.
  auto game = guinote({"players=4", "length=deal"});
  Rng rng(3);
  int varied = 0;
  for (int round = 0; round < 20; ++round) {
    auto s = stateAfterHiddenCante(game, rng);
    ASSERT_NE(s, nullptr);
    const Event sang = s->events().back();
    const int singer = sang.player, me = (singer + 1) % 4;
    std::set<int> suits;
    for (int k = 0; k < 40; ++k) {
      auto r = s->resample(me, rng);
      const CardSet hand = r->dealView().hands[singer];
      int found = -1;
      for (int suit = 0; suit < 4; ++suit)
        if (suit != r->dealView().trumpSuit && holdsPair(hand, suit)) found = suit;
      EXPECT_GE(found, 0) << "the singer must hold the Rey and Sota of some suit";
      suits.insert(found);
    }
    if (suits.size() > 1) ++varied;
  }
  EXPECT_GT(varied, 0) << "the suit of a hidden 20 must not always be the real one";
}

TEST(GuinoteResample, PartnersHiddenCanteKeepsItsCards) {
  auto game = guinote({"players=4", "length=deal"});
  Rng rng(9);
  for (int round = 0; round < 10; ++round) {
    auto s = stateAfterHiddenCante(game, rng);
    ASSERT_NE(s, nullptr);
    const Event sang = s->events().back();
    const int partner = (sang.player + 2) % 4;
    for (int k = 0; k < 10; ++k) {
      auto r = s->resample(partner, rng);
      EXPECT_TRUE(holdsPair(r->dealView().hands[sang.player], sang.suit));
    }
  }
}

}  // namespace
}  // namespace baza::test
