// Fairness must not depend on recording: `baza match` and `simulate` play with the
// event log off (MatchSetup::record false), and the bots there must know exactly what
// they know in a recorded match, no more (the real suit of a hidden 20) and no less
// (what the taker played). Proved here: in all three games a bot decides the same with
// the log on and off, and with the log off permuting the cards a player cannot see
// never changes a decision.
#include <gtest/gtest.h>

#include <algorithm>

#include "BeloteScript.h"
#include "StateJson.h"
#include "PermuteHidden.h"
#include "TestUtil.h"
#include "WhistDeal.h"
#include "bots/Bot.h"

namespace baza::test {
namespace {

std::unique_ptr<GameState> start(const std::shared_ptr<const Game>& game, uint64_t seed,
                                 std::vector<std::vector<Card>> decks, bool record) {
  return std::move(game->newMatch(MatchSetup{seed, std::move(decks), record})).value();
}

// Replays `moves`; null if one is illegal there.
std::unique_ptr<GameState> replay(const std::shared_ptr<const Game>& game, uint64_t seed,
                                  const std::vector<std::vector<Card>>& decks, const std::vector<Action>& moves,
                                  bool record) {
  auto s = start(game, seed, decks, record);
  for (Action a : moves)
    if (!s->apply(a).ok()) return nullptr;
  return s;
}

// A random legal action, a cante whenever one is offered (hidden 20s come up in arrastre).
Action randomSinging(const GameState& s, Rng& rng) {
  const ActionList legal = s.legalActions();
  Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
  for (Action b : legal)
    if (b.kind() == ActionKind::Sing) a = b;
  return a;
}

// Plays random moves (cantes whenever offered) until a decision between cards; with
// `afterHidden`, only once a 20 was sung hidden and the seat to play is the singer's
// opponent. False if the deal ends first.
bool playToDecision(GameState& s, Rng& rng, bool afterHidden, std::vector<Action>& moves, int& singer) {
  const Game& game = s.game();
  singer = -1;
  const int stopAfter = static_cast<int>(rng.below(60));
  for (int k = 0; !s.isTerminal(); ++k) {
    const bool ready = afterHidden ? singer >= 0 && game.sideOf(s.currentPlayer()) != game.sideOf(singer) : k >= stopAfter;
    if (ready && s.legalActions().size() >= 2 && (!afterHidden || rng.below(3) == 0)) return true;
    moves.push_back(randomSinging(s, rng));
    if (!s.apply(moves.back()).ok()) return false;
    if (!s.events().empty() && singer < 0) {
      const Event& e = s.events().back();
      if (e.kind == EventKind::Sang && e.hidden) singer = e.player;
    }
  }
  return false;
}

// The same position with the log on and off: the same decision, in every game, and in
// Guiñote right after an opponent's hidden 20 (the log was where its suit stayed unknown).
TEST(BotFairnessUnrecorded, RecordingNeverChangesADecision) {
  Rng rng(606);
  int compared = 0, hidden = 0;
  auto check = [&](const std::shared_ptr<const Game>& game, const std::string& name, int rounds, bool afterHidden) {
    for (int round = 0; round < rounds; ++round) {
      const uint64_t seed = rng.next();
      auto s = start(game, seed, {}, true);
      std::vector<Action> moves;
      int singer = -1;
      if (!playToDecision(*s, rng, afterHidden, moves, singer)) continue;
      auto quiet = replay(game, seed, {}, moves, false);
      ASSERT_NE(quiet, nullptr);
      for (const char* level : {"easy", "medium", "hard"}) {
        const uint64_t botSeed = rng.next();
        EXPECT_EQ(decide(level, botSeed, *s), decide(level, botSeed, *quiet)) << name << " " << level << " round " << round;
      }
      ++compared;
      hidden += singer >= 0;
    }
  };
  for (const char* players : {"players=3", "players=4"})
    check(guinote({players, "length=deal"}), std::string(players) + " after a hidden 20", 150, true);
  for (const char* players : {"players=2", "players=3", "players=4"})
    check(guinote({players, "length=deal"}), players, 8, false);
  for (const char* players : {"players=3", "players=4"}) check(whist({players, "length=deal"}), players, 6, false);
  for (const char* players : {"players=2", "players=3", "players=4"})
    check(bel::belote({players, "length=deal"}), players, 10, false);
  EXPECT_GT(compared, 40);
  EXPECT_GT(hidden, 10);
}

// Replays `moves` with the log off on another deck; a hidden 20 may name another suit
// there (its suit is one of the things the other players cannot see). Null if a move
// is illegal there.
std::unique_ptr<GameState> replayQuiet(const std::shared_ptr<const Game>& game, const std::vector<Card>& deck,
                                       const std::vector<Action>& moves, int& suitsChanged) {
  auto s = start(game, 0, {deck}, false);
  for (Action a : moves) {
    if (a.kind() == ActionKind::Sing && s->whyIllegal(a))
      for (Action b : s->legalActions())
        if (b.kind() == ActionKind::Sing && b.suit() != s->observe(0).trumpSuit && !s->whyIllegal(b)) {
          a = b;
          ++suitsChanged;
          break;
        }
    if (!s->apply(a).ok()) return nullptr;
  }
  return s;
}

// With the log off, permuting the cards a player cannot see never changes a decision.
TEST(BotFairnessUnrecorded, HiddenCardsNeverChangeADecision) {
  Rng rng(4242);
  int compared = 0, suitsChanged = 0;
  for (const char* players : {"players=4", "players=3", "players=2"}) {
    auto game = guinote({players, "length=deal"});
    const auto& pack = dynamic_cast<const GuinoteGame&>(*game).rules().deck;
    for (int round = 0; round < 16; ++round) {
      std::vector<Card> deck = pack;
      rng.shuffle(deck.data(), static_cast<int>(deck.size()));
      auto s = start(game, 0, {deck}, false);
      std::vector<Action> moves;
      int singer = -1;
      if (!playToDecision(*s, rng, false, moves, singer)) continue;
      compared += expectSameDecisions(
          *s, deck, 6, rng, [&](const auto& d) { return replayQuiet(game, d, moves, suitsChanged); }, players);
    }
  }
  EXPECT_GT(compared, 20);
}

}  // namespace
}  // namespace baza::test
