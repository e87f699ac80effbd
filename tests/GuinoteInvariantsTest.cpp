// Generic checks over many random games, for every player count and pack:
// each card played once per deal, 130 card points per completed deal, a legal
// action in every live state, clones and replays identical, observations free of
// hidden cards.
#include <gtest/gtest.h>

#include "ShareCode.h"
#include "TestUtil.h"

namespace baza::test {
namespace {

struct Config {
  int players, cards;
};
const Config kConfigs[] = {{2, 40}, {3, 40}, {4, 40}, {2, 48}, {3, 48}, {4, 48}};

std::vector<std::string> configOptions(const Config& c, const std::string& length) {
  return {"players=" + std::to_string(c.players), "cards=" + std::to_string(c.cards), "length=" + length};
}

// Plays one random game, checking per-deal invariants from the event log.
void checkDealInvariants(const GameState& s, int packSize) {
  CardSet seen;
  int cardsInDeal = 0;
  int points = 0;
  bool scoredAll = false;
  for (const Event& e : s.events()) {
    switch (e.kind) {
      case EventKind::DealStarted:
        seen = CardSet();
        cardsInDeal = 0;
        points = 0;
        break;
      case EventKind::CardPlayed:
        ASSERT_FALSE(seen.has(e.card)) << "card played twice";
        seen.add(e.card);
        ++cardsInDeal;
        break;
      case EventKind::DealScored:
        points += e.points;
        scoredAll = true;
        if (e.side == s.game().numSides() - 1) {
          EXPECT_EQ(cardsInDeal, packSize);
          EXPECT_EQ(points, 130);  // 120 card points + 10 de últimas
        }
        break;
      default: break;
    }
  }
  (void)scoredAll;
}

void checkObservation(const GameState& s) {
  const Game& g = s.game();
  DealView v = s.dealView();
  for (int p = 0; p < g.numPlayers(); ++p) {
    Observation o = s.observe(p);
    EXPECT_EQ(o.hand, v.hands[p]);
    for (int q = 0; q < g.numPlayers(); ++q) {
      EXPECT_EQ(o.handSizes[q], v.hands[q].size());
      EXPECT_EQ((o.knownCards[q] - v.hands[q]).size(), 0);
      EXPECT_TRUE((o.excludedCards[q] & v.hands[q]).empty()) << "inference excluded a card the player holds";
    }
    for (const Event& e : o.events) {
      if (e.kind == EventKind::CardDrawn && e.player != p && !e.shown) {
        EXPECT_FALSE(e.card.valid());
      }
      if (e.kind == EventKind::Sang && e.hidden && g.sideOf(e.player) != g.sideOf(p)) {
        EXPECT_EQ(e.suit, -1);
      }
    }
  }
}

uint64_t playRandom(GameState& s, Rng& rng, int checkEvery, int& steps) {
  uint64_t hash = 0;
  while (!s.isTerminal()) {
    ActionList legal = s.legalActions();
    EXPECT_FALSE(legal.empty());
    if (legal.empty()) break;
    Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
    EXPECT_TRUE(s.apply(a).ok());
    hash = hash * 31 + a.code();
    if (checkEvery && ++steps % checkEvery == 0) checkObservation(s);
  }
  return hash;
}

TEST(GuinoteInvariants, RandomDealsEveryConfig) {
  int games = 0;
  for (const Config& c : kConfigs) {
    auto game = guinote(configOptions(c, "deal"));
    const int pack = c.players == 3 && c.cards == 40 ? 39 : c.cards;
    Rng rng(static_cast<uint64_t>(c.players * 100 + c.cards));
    for (int i = 0; i < 17000; ++i, ++games) {
      auto s = newState(game, rng.next());
      int steps = 0;
      playRandom(*s, rng, i % 100 == 0 ? 3 : 0, steps);
      checkDealInvariants(*s, pack);
      if (HasFailure()) return;
    }
  }
  EXPECT_GE(games, 100000);
}

TEST(GuinoteInvariants, RandomMatchesWithOptions) {
  const std::vector<std::vector<std::string>> optionSets = {
      {},
      {"cantes_in_arrastre=off", "partner_exempts_overtake=off", "min_card_points_for_cantes=0"},
      {"exchange_needs_value_card=on", "exchange_chain_two=on", "caballo_over_sota=on"},
      {"ceremony=kings", "strict_table=on"},
      {"ceremony=highest_card", "players=3", "cards=48"},
      {"players=2", "partidas_per_coto=1", "cotos_per_match=1", "ceremony=kings"},
  };
  Rng rng(7);
  for (const auto& opts : optionSets) {
    auto game = guinote(opts);
    for (int i = 0; i < 150; ++i) {
      auto s = newState(game, rng.next());
      int steps = 0;
      playRandom(*s, rng, 7, steps);
      EXPECT_TRUE(s->isTerminal());
      EXPECT_GE(s->scores().winner, 0);
      const int pack = game->numPlayers() == 3 && game->options().get("cards") == 40 ? 39 : game->options().get("cards");
      checkDealInvariants(*s, pack);
      if (HasFailure()) return;
    }
  }
}

TEST(GuinoteInvariants, CloneAndReplayAreIdentical) {
  Rng rng(11);
  for (const Config& c : kConfigs) {
    auto game = guinote(configOptions(c, "partida"));
    for (int i = 0; i < 60; ++i) {
      const uint64_t seed = rng.next();
      auto s = newState(game, seed);
      // Stop somewhere in the middle, clone, and continue both the same way.
      const int stopAt = static_cast<int>(rng.below(60));
      for (int k = 0; k < stopAt && !s->isTerminal(); ++k) {
        ActionList legal = s->legalActions();
        ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
      }
      auto copy = s->clone();
      ASSERT_EQ(fingerprint(*s), fingerprint(*copy));
      Rng a(seed), b(seed);
      int steps = 0;
      EXPECT_EQ(playRandom(*s, a, 0, steps), playRandom(*copy, b, 0, steps));
      ASSERT_EQ(fingerprint(*s), fingerprint(*copy));
      // Serialized as a replay code and decoded: the same game, move for move.
      auto decoded = decodeCode(encodeReplayCode(*game, seed, s->history()));
      ASSERT_TRUE(decoded.ok()) << decoded.error().message;
      auto replay = newState(decoded->game, decoded->seed);
      for (Action m : decoded->moves) ASSERT_TRUE(replay->apply(m).ok());
      EXPECT_EQ(fingerprint(*s), fingerprint(*replay));
    }
  }
}

TEST(GuinoteInvariants, ResampleKeepsTheObservation) {
  Rng rng(5);
  for (const Config& c : kConfigs) {
    auto game = guinote(configOptions(c, "deal"));
    for (int i = 0; i < 200; ++i) {
      auto s = newState(game, rng.next());
      const int stopAt = static_cast<int>(rng.below(40));
      for (int k = 0; k < stopAt && !s->isTerminal(); ++k) {
        ActionList legal = s->legalActions();
        ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
      }
      if (s->isTerminal()) continue;
      const int p = static_cast<int>(rng.below(static_cast<uint32_t>(c.players)));
      auto r = s->resample(p, rng);
      Observation a = s->observe(p), b = r->observe(p);
      EXPECT_EQ(a.hand, b.hand);
      EXPECT_EQ(a.handSizes, b.handSizes);
      EXPECT_EQ(a.knownCards, b.knownCards);
      EXPECT_EQ(a.faceUp, b.faceUp);
      EXPECT_EQ(a.stockSize, b.stockSize);
      EXPECT_EQ(a.played, b.played);
      EXPECT_EQ(a.currentPlayer, b.currentPlayer);
      DealView rv = r->dealView();
      for (int q = 0; q < c.players; ++q) EXPECT_TRUE((rv.hands[q] & a.excludedCards[q]).empty());
      EXPECT_EQ(legalText(*s).empty(), legalText(*r).empty());
    }
  }
}

}  // namespace
}  // namespace baza::test
