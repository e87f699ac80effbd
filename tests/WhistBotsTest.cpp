// Whist bots: every level plays legal cards to the end, reproducibly; the easy bot
// leads by the classical table; search beats the heuristic, which beats random
// (duplicate deals: the same cards played twice with the sides swapped).
#include <gtest/gtest.h>

#include "WhistDeal.h"
#include "bots/Bot.h"
#include "bots/WhistSearchBot.h"
#include "whist/WhistGame.h"
#include "whist/WhistState.h"

namespace baza::test {
namespace {

// Plays a match with one bot level per side; returns the moves.
std::vector<Action> playBots(GameState& s, const Game& game, const std::string& side0, const std::string& side1,
                             uint64_t seed) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (int k = 0; k < 4; ++k) bots.push_back(std::move(makeBot(k & 1 ? side1 : side0, seed + k, game)).value());
  while (!s.isTerminal()) {
    const int seat = s.currentPlayer();
    const Action a = chooseFor(*bots[s.controllerOf(seat)], s, seat);
    EXPECT_FALSE(s.whyIllegal(a).has_value()) << actionText(a, DeckKind::French);
    if (!s.apply(a).ok()) break;
  }
  return s.history();
}

// Mean over deals of (A's side tricks - B's side tricks), each deal played twice.
double duplicateTricks(const std::string& a, const std::string& b, int deals) {
  auto game = whist({"length=deal"});
  long diff = 0;
  for (int d = 0; d < deals; ++d)
    for (int aSide = 0; aSide < 2; ++aSide) {
      auto s = newState(game, 7919ull * d);
      playBots(*s, *game, aSide == 0 ? a : b, aSide == 0 ? b : a, 1000ull + d);
      const auto& w = dynamic_cast<const WhistState&>(*s);
      diff += w.lastDealTricks(aSide) - w.lastDealTricks(1 - aSide);
    }
  return static_cast<double>(diff) / (2 * deals);
}

TEST(WhistBots, EveryLevelPlaysLegalCardsToTheEnd) {
  for (const char* players : {"players=4", "players=3"})
    for (std::string_view level : botLevels()) {
      const bool search = level != "random" && level != "easy";
      auto game = whist({players, search ? "length=deal" : "length=match"});
      auto s = newState(game, 17);
      playBots(*s, *game, std::string(level), "easy", 3);
      EXPECT_TRUE(s->isTerminal()) << players << " " << level;
      EXPECT_GE(s->scores().winner, 0);
    }
}

TEST(WhistBots, SameSeedSameMoves) {
  auto game = whist({"length=deal", "players=3"});
  auto a = newState(game, 5), b = newState(game, 5);
  EXPECT_EQ(playBots(*a, *game, "medium", "hard", 9), playBots(*b, *game, "medium", "hard", 9));
}

TEST(WhistBots, LevelsMadeWithoutTheGameBecomeWhistBots) {
  auto game = whist({"length=deal"});
  auto s = newState(game, 12);
  for (std::string_view level : botLevels()) {
    auto generic = std::move(makeBot(level, 77)).value();
    auto specific = std::move(makeBot(level, 77, *game)).value();
    EXPECT_EQ(chooseFor(*generic, *s, 0), chooseFor(*specific, *s, 0)) << level;
  }
  EXPECT_FALSE(makeBot("grandmaster", 1, *game).ok());
}

TEST(WhistBots, EasyBotLeadsByTheTable) {
  // Seat 0's long suit is A K Q J 5 of spades (hearts are trumps): lead the K, then the J.
  const std::vector<Card> deck = whistDeck({"AS KS QS JS 5S 2H 3H 4H 2D 3D 4D 2C 3C",
                                            "2S 3S 4S 5H 6H 7H 8H 5D 6D 7D 4C 5C 6C",
                                            "6S 7S 8S 9H TH JH 8D 9D TD JD 7C 8C 9C",
                                            "9S TS QH KH QD KD AD TC JC QC KC AC AH"});
  auto game = whist();
  auto s = newState(game, 0, {deck});
  ASSERT_EQ(s->dealView().trumpSuit, kHearts);
  auto bot = std::move(makeBot("easy", 1, *game)).value();
  EXPECT_EQ(chooseFor(*bot, *s, 0), Action::play(frenchCard("KS")));
  play(*s, "KS 2S 6S 9S");
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(chooseFor(*bot, *s, 0), Action::play(frenchCard("JS")));
}

TEST(WhistBots, BotsPlayTheSameWithoutTheLog) {
  // baza simulate and duplicate matches play with MatchSetup::record off.
  auto game = whist({"length=game"});
  for (const char* level : {"easy", "medium"}) {
    auto logged = game->newMatch(MatchSetup{21, {}, true});
    auto quiet = game->newMatch(MatchSetup{21, {}, false});
    ASSERT_TRUE(logged.ok() && quiet.ok());
    std::vector<std::unique_ptr<Bot>> a, b;
    for (int k = 0; k < 4; ++k) {
      a.push_back(std::move(makeBot(level, 40 + k, *game)).value());
      b.push_back(std::move(makeBot(level, 40 + k, *game)).value());
    }
    while (!(*logged)->isTerminal()) {
      const int seat = (*logged)->currentPlayer();
      ASSERT_EQ(seat, (*quiet)->currentPlayer());
      const Action x = chooseFor(*a[seat], **logged, seat), y = chooseFor(*b[seat], **quiet, seat);
      ASSERT_EQ(x, y) << level;
      ASSERT_TRUE((*logged)->apply(x).ok());
      ASSERT_TRUE((*quiet)->apply(y).ok());
    }
    EXPECT_TRUE((*quiet)->isTerminal());
  }
}

TEST(WhistBots, MisfitsReadTheHeuristicFromTheObservation) {
  // Four easy bots: every play of the real deal is the heuristic's, seen from any seat.
  auto game = whist({"length=deal"});
  for (uint64_t seed : {3ull, 8ull}) {
    auto s = newState(game, seed);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int k = 0; k < 4; ++k) bots.push_back(std::move(makeBot("easy", k, *game)).value());
    bool someMisfit = false;
    while (!s->isTerminal()) {
      const int seat = s->currentPlayer();
      const auto& w = dynamic_cast<const WhistState&>(*s);
      const Observation obs = w.observe(seat);
      for (int side = 0; side < 2; ++side) EXPECT_EQ(whistHeuristicMisfits(w, obs, side), 0);
      // Redealt hands mostly do not explain the opponents' cards once a few tricks are played.
      Rng rng(seed);
      if (obs.dealPlays.size() >= 16)
        for (int k = 0; k < 8; ++k) {
          const auto other = w.resample(seat, rng);
          someMisfit |= whistHeuristicMisfits(dynamic_cast<const WhistState&>(*other), obs, 1 - (seat & 1)) > 0;
        }
      ASSERT_TRUE(s->apply(chooseFor(*bots[seat], *s, seat)).ok());
    }
    EXPECT_TRUE(someMisfit);
  }
}

TEST(WhistBots, DealWorthCountsTheWinOnlyOverSixTricks) {
  // A single deal is won with more than six tricks, so expert values a won deal above its tricks.
  EXPECT_EQ(whistDealWorth(7, 13), 20);
  EXPECT_EQ(whistDealWorth(6, 13), 6);
  EXPECT_EQ(whistDealWorth(13, 13), 26);
  EXPECT_EQ(whistDealWorth(9, 0), 9);  // medium and hard: tricks only
}

TEST(WhistBots, TheWinWeighsWhatTheLengthScores) {
  // length=deal: the deal is the match, won or lost whole.
  const auto single = dynamic_cast<const WhistGame&>(*whist({"length=deal"})).rules();
  EXPECT_EQ(whistWinWeight(single, 13), 13);
  EXPECT_EQ(whistWinWeight(single, 0), 0);
  // A game or a rubber scores the winners' tricks over six: 8 tricks are +2 points for us,
  // 6 are +1 for them. Points for us less theirs = whistDealWorth(tricks, 1) - 7.
  for (const char* length : {"length=game", "length=match"}) {
    const auto scored = dynamic_cast<const WhistGame&>(*whist({length})).rules();
    const int w = whistWinWeight(scored, 13);
    EXPECT_EQ(w, 1) << length;
    for (int tricks = 0; tricks <= kWhistTricks; ++tricks) {
      const int ours = std::max(0, tricks - kWhistBook), theirs = std::max(0, kWhistTricks - tricks - kWhistBook);
      EXPECT_EQ(whistDealWorth(tricks, w) - 7, ours - theirs) << length << " " << tricks;
    }
  }
}

TEST(WhistBots, EasyBeatsRandom) { EXPECT_GT(duplicateTricks("easy", "random", 100), 1.5); }

TEST(WhistBots, SearchBeatsEasy) { EXPECT_GT(duplicateTricks("medium", "easy", 40), 0.2); }

}  // namespace
}  // namespace baza::test
