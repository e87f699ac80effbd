// Bots are fair by construction: they see only their observation (and search
// through a resampler that redeals what they cannot see). Proved here: for fixed
// bot seeds, permuting the cards a player cannot see never changes its decision.
// Also: bots never choose an illegal action and never claim 101 wrongly.
#include <gtest/gtest.h>

#include <algorithm>

#include "StateJson.h"
#include "PermuteHidden.h"
#include "TestUtil.h"
#include "WhistDeal.h"
#include "bots/Bot.h"

namespace baza::test {
namespace {

// Replays `moves` on a match dealt from `deck`; null if a move is illegal there.
std::unique_ptr<GameState> replay(const std::shared_ptr<const Game>& game, const std::vector<Card>& deck,
                                  const std::vector<Action>& moves) {
  auto s = std::move(game->newMatch(MatchSetup{0, {deck}, true})).value();
  for (Action a : moves)
    if (!s->apply(a).ok()) return nullptr;
  return s;
}

// Plays up to `steps` random legal moves into the deal, recording them in `moves`.
void playRandom(GameState& s, Rng& rng, int steps, std::vector<Action>& moves) {
  for (int k = 0; k < steps && !s.isTerminal(); ++k) {
    ActionList legal = s.legalActions();
    Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
    ASSERT_TRUE(s.apply(a).ok());
    moves.push_back(a);
  }
}

TEST(BotFairness, HiddenCardsNeverChangeADecision) {
  Rng rng(2024);
  int compared = 0;
  for (const char* players : {"players=4", "players=2", "players=3"}) {
    auto game = guinote({players, "length=deal"});
    const auto& pack = dynamic_cast<const GuinoteGame&>(*game).rules().deck;
    for (int round = 0; round < 12; ++round) {
      std::vector<Card> deck = pack;
      rng.shuffle(deck.data(), static_cast<int>(deck.size()));
      // Play a random number of random moves into the deal.
      auto s = replay(game, deck, {});
      std::vector<Action> moves;
      playRandom(*s, rng, static_cast<int>(rng.below(45)), moves);
      if (HasFatalFailure()) return;
      if (s->isTerminal()) continue;
      compared += expectSameDecisions(*s, deck, 6, rng, [&](const auto& d) { return replay(game, d, moves); }, players);
    }
  }
  EXPECT_GT(compared, 20);
}

// Whist: the search bots score cards by playouts early and by the double-dummy
// solver late in the deal (all hands open inside each determinization), so the
// positions reach into the last tricks too.
TEST(BotFairness, WhistHiddenCardsNeverChangeADecision) {
  Rng rng(4051);
  int compared = 0, late = 0;
  for (const char* players : {"players=4", "players=3"}) {
    auto game = whist({players, "length=deal"});
    std::vector<Card> pack;
    for (int suit = 0; suit < 4; ++suit)
      for (int rank = 2; rank <= 14; ++rank) pack.push_back(Card::of(suit, rank));
    for (int round = 0; round < 10; ++round) {
      std::vector<Card> deck = pack;
      rng.shuffle(deck.data(), static_cast<int>(deck.size()));
      auto s = replay(game, deck, {});
      std::vector<Action> moves;
      const int steps = 8 + static_cast<int>(rng.below(40));
      playRandom(*s, rng, steps, moves);
      if (HasFatalFailure()) return;
      if (s->isTerminal()) continue;
      const int n = expectSameDecisions(*s, deck, 4, rng, [&](const auto& d) { return replay(game, d, moves); }, players);
      compared += n;
      if (steps >= 16) late += n;  // at most 9 tricks left: hard solves double dummy
    }
  }
  EXPECT_GT(compared, 20);
  EXPECT_GT(late, 10);
}

TEST(BotFairness, BotsPlayOnlyLegalActionsAndNeverClaimWrongly) {
  Rng rng(77);
  for (const char* players : {"players=4", "players=2", "players=3"}) {
    auto game = guinote({players, "length=partida"});
    for (int g = 0; g < 6; ++g) {
      auto s = newState(game, rng.next());
      std::vector<std::unique_ptr<Bot>> bots;
      const char* levels[] = {"easy", "medium", "hard"};
      for (int p = 0; p < game->numPlayers(); ++p) bots.push_back(std::move(makeBot(levels[(g + p) % 3], rng.next())).value());
      while (!s->isTerminal()) {
        const int p = s->currentPlayer();
        const Action a = chooseFor(*bots[p], *s, p);
        ASSERT_FALSE(s->whyIllegal(a).has_value()) << actionText(a, DeckKind::Spanish);
        ASSERT_TRUE(s->apply(a).ok());
      }
      for (const Event& e : s->events())
        if (e.kind == EventKind::Claimed) {
          EXPECT_TRUE(e.correct) << "a wrong claim";
        }
    }
  }
}

TEST(BotFairness, SameSeedSamePlay) {
  auto game = guinote({"length=deal"});
  for (const char* level : {"medium", "hard"}) {
    std::vector<Action> first;
    for (int run = 0; run < 2; ++run) {
      auto s = newState(game, 5);
      std::vector<std::unique_ptr<Bot>> bots;
      for (int p = 0; p < 4; ++p) bots.push_back(std::move(makeBot(level, 1000 + p)).value());
      std::vector<Action> played;
      while (!s->isTerminal()) {
        const Action a = chooseFor(*bots[s->currentPlayer()], *s, s->currentPlayer());
        played.push_back(a);
        ASSERT_TRUE(s->apply(a).ok());
      }
      if (run == 0) first = played;
      else EXPECT_EQ(first, played) << level;
    }
  }
}

}  // namespace
}  // namespace baza::test
