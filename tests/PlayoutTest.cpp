// Random playouts take a fast path (GuinoteState::playRandomly, no action list for a plain
// card play): it must play exactly the game of the plain loop over the GameState interface,
// legalActions()[rng.below(size)] applied with its legality check, draw for draw.
#include <gtest/gtest.h>

#include <tuple>

#include "Playout.h"
#include "SeedStreams.h"
#include "StateJson.h"
#include "TestUtil.h"
#include "guinote/GuinoteState.h"

namespace baza::test {
namespace {

// The plain loop: every action through legalActions() and the checked apply().
std::vector<Action> plainRandomGame(const std::shared_ptr<const Game>& game, uint64_t seed, Rng& rng) {
  auto s = newState(game, seed);
  while (!s->isTerminal()) {
    const ActionList legal = s->legalActions();
    EXPECT_FALSE(legal.empty());
    EXPECT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
  }
  return s->history();
}

const std::vector<std::vector<std::string>> kVariants = {
    {},  // a whole match: vueltas, claims, several deals
    {"players=2", "length=deal"},
    {"players=3", "cards=48", "length=partida"},
    {"strict_table=on", "length=partida"},  // renuncio judged at the trick's end
    {"exchange_chain_two=on", "caballo_over_sota=on", "cantes_in_arrastre=off", "length=deal"},
};

TEST(Playout, FastPathPlaysThePlainLoopsGame) {
  for (const auto& options : kVariants) {
    const auto game = guinote(options);
    const auto typed = std::dynamic_pointer_cast<const GuinoteGame>(game);
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      Rng plainRng(seed * 7), fastRng(seed * 7);
      const std::vector<Action> plain = plainRandomGame(game, seed, plainRng);
      auto fast = std::move(GuinoteState::create(typed, MatchSetup{seed, {}, true})).value();
      EXPECT_EQ(fast->playRandomly(fastRng, kMaxMatchActions), static_cast<int64_t>(plain.size()));
      EXPECT_TRUE(fast->history() == plain) << "options " << ::testing::PrintToString(options) << " seed " << seed;
      EXPECT_EQ(fastRng.next(), plainRng.next());  // the same number of draws
    }
  }
}

// Without the record (randomPlayouts' case) the fast path skips building events: the
// same game still, judged by its scores and the draws taken.
TEST(Playout, FastPathWithoutTheRecordPlaysTheSameGame) {
  for (const auto& options : kVariants) {
    const auto game = guinote(options);
    const auto typed = std::dynamic_pointer_cast<const GuinoteGame>(game);
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      Rng plainRng(seed * 7), fastRng(seed * 7);
      auto plain = newState(game, seed);
      while (!plain->isTerminal()) {
        const ActionList legal = plain->legalActions();
        ASSERT_TRUE(plain->apply(legal[static_cast<int>(plainRng.below(static_cast<uint32_t>(legal.size())))]).ok());
      }
      auto fast = std::move(GuinoteState::create(typed, MatchSetup{seed, {}, false})).value();
      EXPECT_EQ(fast->playRandomly(fastRng, kMaxMatchActions), static_cast<int64_t>(plain->history().size()));
      const Scores a = plain->scores(), b = fast->scores();
      EXPECT_EQ(a.winner, b.winner);
      ASSERT_EQ(a.sides.size(), b.sides.size());
      for (size_t i = 0; i < a.sides.size(); ++i) {
        const SideScore &x = a.sides[i], &y = b.sides[i];
        EXPECT_EQ(std::tie(x.points, x.cardPoints, x.bonusPoints, x.games, x.sets),
                  std::tie(y.points, y.cardPoints, y.bonusPoints, y.games, y.sets));
      }
      EXPECT_EQ(fastRng.next(), plainRng.next()) << "options " << ::testing::PrintToString(options) << " seed " << seed;
    }
  }
}

#ifndef __EMSCRIPTEN__
// randomPlayouts reuses one state natively: restart(seed) must play the match a fresh state of
// that seed plays, and look the same to every seat before and after (events, hands, inferences).
TEST(Playout, RestartedStatePlaysAsAFreshOne) {
  std::vector<std::vector<std::string>> variants = kVariants;
  variants.push_back({"ceremony=kings"});
  variants.push_back({"players=3", "ceremony=highest_card", "length=partida"});
  for (const auto& options : variants) {
    const auto typed = std::dynamic_pointer_cast<const GuinoteGame>(guinote(options));
    const auto sameView = [&](const GameState& a, const GameState& b) {
      for (int p = 0; p < typed->rules().players; ++p)
        EXPECT_EQ(observationJson(a, p), observationJson(b, p)) << "options " << ::testing::PrintToString(options);
    };
    for (const bool record : {true, false}) {
      auto reused = std::move(GuinoteState::create(typed, MatchSetup{1, {}, record})).value();
      Rng first(3);
      reused->playRandomly(first, kMaxMatchActions);
      for (uint64_t seed = 2; seed <= 4; ++seed) {
        reused->restart(seed);
        auto fresh = std::move(GuinoteState::create(typed, MatchSetup{seed, {}, record})).value();
        sameView(*reused, *fresh);
        Rng a(seed), b(seed);
        EXPECT_EQ(reused->playRandomly(a, kMaxMatchActions), fresh->playRandomly(b, kMaxMatchActions));
        EXPECT_TRUE(reused->history() == fresh->history()) << "options " << ::testing::PrintToString(options) << " seed " << seed;
        sameView(*reused, *fresh);
        EXPECT_EQ(a.next(), b.next());
      }
    }
  }
}
#endif

TEST(Playout, FastPathStopsAtTheActionLimit) {
  auto s = std::move(GuinoteState::create(std::dynamic_pointer_cast<const GuinoteGame>(guinote()),
                                          MatchSetup{3, {}, false})).value();
  Rng rng(1);
  EXPECT_EQ(s->playRandomly(rng, 5), -1);
  EXPECT_EQ(s->history().size(), 0u);  // nothing recorded with the log off
  EXPECT_FALSE(s->isTerminal());
}

// randomPlayouts' checksum (actions and side points of every deal) is the plain loop's.
TEST(Playout, RandomPlayoutsChecksumIsThePlainLoops) {
  const auto game = guinote({"players=4", "cards=40", "length=deal"});
  constexpr uint64_t kSeed = 9;
  constexpr int kDeals = 40;
  Rng rng(kSeed);
  uint64_t checksum = 0xCBF29CE484222325ull;
  int64_t actions = 0;
  const auto mix = [&](uint64_t v) { checksum = (checksum ^ v) * 0x100000001B3ull; };
  for (int i = 0; i < kDeals; ++i) {
    auto s = std::move(game->newMatch(MatchSetup{deriveSeed(kSeed, SeedStream::Playout, static_cast<uint64_t>(i)), {}, false})).value();
    int64_t dealActions = 0;
    for (; !s->isTerminal(); ++dealActions) {
      const ActionList legal = s->legalActions();
      ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
    }
    mix(static_cast<uint64_t>(dealActions));
    for (const SideScore& side : s->scores().sides) mix(static_cast<uint64_t>(side.points));
    actions += dealActions;
  }
  auto run = randomPlayouts("guinote", "players=4 cards=40", std::to_string(kSeed), kDeals);
  ASSERT_TRUE(run.ok());
  EXPECT_EQ(run->deals, kDeals);
  EXPECT_EQ(run->actions, actions);
  EXPECT_EQ(hex64(run->checksum), hex64(checksum));
}

}  // namespace
}  // namespace baza::test
