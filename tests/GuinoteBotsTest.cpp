// Guiñote search bots: the playouts they value cards by end the partida as play
// would (a side claims in vueltas as soon as it has 101), and the levels that solve
// the arrastre inside their playouts stay fair (permuting the cards a player cannot
// see never changes a decision).
#include <gtest/gtest.h>

#include "PermuteHidden.h"
#include "TestUtil.h"
#include "bots/GuinoteSearchBot.h"
#include "guinote/GuinoteState.h"

namespace baza::test {
namespace {

std::unique_ptr<GuinoteState> startOf(const std::shared_ptr<const Game>& game, uint64_t seed) {
  auto s = std::move(game->newMatch(MatchSetup{seed})).value();
  return std::unique_ptr<GuinoteState>(dynamic_cast<GuinoteState*>(s.release()));
}

int eventCount(const GameState& s, EventKind kind) {
  int n = 0;
  for (const Event& e : s.events()) n += e.kind == kind;
  return n;
}

// In vueltas a playout with claims ends the partida at the first lead where a side
// has 101, rightly; without them the deal is played to its last trick. Rollouts that
// never claimed misjudged vueltas: the side that gets to 101 first wins there.
TEST(GuinoteBots, PlayoutsClaimInVueltasAsSoonAsASideHas101) {
  auto game = guinote({"length=partida"});
  int claimed = 0, early = 0;
  for (uint64_t seed = 0; seed < 40; ++seed) {
    auto s = startOf(game, seed);
    ASSERT_TRUE(guinotePlayOut(*s));  // the first deal, as everyone's heuristic plays it
    if (s->isTerminal()) continue;    // won in the first deal: no vueltas
    GuinoteState withClaims = *s, without = *s;
    ASSERT_TRUE(guinotePlayOut(withClaims, false, true));
    ASSERT_TRUE(guinotePlayOut(without));
    ASSERT_TRUE(withClaims.isTerminal());
    EXPECT_EQ(eventCount(without, EventKind::Claimed), 0);
    for (const Event& e : withClaims.events())
      if (e.kind == EventKind::Claimed) {
        EXPECT_TRUE(e.correct) << seed;
        EXPECT_GE(e.total, kTargetPoints) << seed;
        ++claimed;
      }
    early += withClaims.events().size() < without.events().size();
  }
  EXPECT_GT(claimed, 5);
  EXPECT_GT(early, 5);  // the claim came before the deal's end
}

// Random moves into a 4-player deal, stopping while the stock lasts (the playouts
// then reach the arrastre, where the solver takes over).
TEST(GuinoteBots, SolvingTheArrastreInPlayoutsStaysFair) {
  auto game = guinote({"length=deal"});
  const auto& pack = dynamic_cast<const GuinoteGame&>(*game).rules().deck;
  const SearchBudget budget{4, 6, 0, 1000, true, 4};
  Rng rng(77);
  int compared = 0;
  for (int round = 0; round < 6; ++round) {
    std::vector<Card> deck = pack;
    rng.shuffle(deck.data(), static_cast<int>(deck.size()));
    const auto replayOn = [&](const std::vector<Card>& d, const std::vector<Action>& moves) {
      auto s = std::move(game->newMatch(MatchSetup{0, {d}, true})).value();
      for (Action a : moves)
        if (!s->apply(a).ok()) return std::unique_ptr<GameState>();
      return s;
    };
    auto s = replayOn(deck, {});
    std::vector<Action> moves;
    const int steps = 8 + static_cast<int>(rng.below(10));
    for (int k = 0; k < steps && dynamic_cast<const GuinoteState&>(*s).arrastrePosition().stockLeft > 0; ++k) {
      const ActionList legal = s->legalActions();
      const Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
      ASSERT_TRUE(s->apply(a).ok());
      moves.push_back(a);
    }
    const int me = s->currentPlayer();
    if (dynamic_cast<const GuinoteState&>(*s).arrastrePosition().stockLeft == 0) continue;
    const std::string seen = observationJson(*s, me);
    for (int t = 0; t < 2; ++t) {
      auto other = replayOn(permuteHidden(*s, me, deck, rng), moves);
      if (!other || observationJson(*other, me) != seen) continue;
      const uint64_t seed = rng.next();
      GuinoteSearchBot a(seed, budget), b(seed, budget);
      EXPECT_EQ(chooseFor(a, *s, me), chooseFor(b, *other, me)) << round;
      ++compared;
    }
  }
  EXPECT_GT(compared, 4);
}

}  // namespace
}  // namespace baza::test
