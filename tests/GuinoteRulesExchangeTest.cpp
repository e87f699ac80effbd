// RULES.md, Guiñote "Exchanging the trump card": the holder of the 7 of trumps (9
// with 48 cards) whose side has just won a trick may take the face-up card, while the
// stock lasts and before the draw; options exchange_needs_value_card and
// exchange_chain_two; the card taken becomes public.
// Four players (seats 0 and 2 against 1 and 3), mano seat 0.
#include <gtest/gtest.h>

#include <algorithm>

#include "GuinoteScript.h"

namespace baza::test {
namespace {

std::shared_ptr<const Game> fourPlayers(std::vector<std::string> more = {}) {
  more.push_back("players=4");
  more.push_back("length=deal");
  return guinote(more);
}

// Trumps oros. Seat 0 wins the first trick with the As of espadas ("1e 3e 7e 10e");
// `seven` says who holds the 7 of oros.
std::vector<Card> sevenDeck(const Game& g, int seven, const std::string& faceUp = "1o") {
  std::vector<std::string> hands = {"1e 4c 5c 6c 2e", "3e 2c 11c 4e 5e", "7e 3c 1c 12e 11e", "10e 7c 10c 3b 4b"};
  const char* fillers[] = {" 6e", " 12c", " 7b", " 11b"};
  for (int seat = 0; seat < 4; ++seat) hands[seat] += seat == seven ? " 7o" : fillers[seat];
  return deckFor(g, hands, faceUp, "1b 2b 5b 6b");
}
const char* kFirstTrick = "1e 3e 7e 10e";

TEST(GuinoteRulesExchange, TheSevenOfTrumpsTakesTheFaceUpCardAfterAWonTrick) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {sevenDeck(*g, 0)});
  play(*s, kFirstTrick);
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(legalText(*s), "exchange pass");
  play(*s, "exchange");
  const Event e = lastEvent(*s, EventKind::Exchanged);
  EXPECT_EQ(e.player, 0);
  EXPECT_EQ(e.card, card("7o"));
  EXPECT_EQ(e.cardTaken, card("1o"));
  EXPECT_TRUE(handOf(*s, 0).has(card("1o")));
  EXPECT_FALSE(handOf(*s, 0).has(card("7o")));
  EXPECT_EQ(s->dealView().faceUp, card("7o"));
  EXPECT_TRUE(eventsOf(*s, EventKind::CardDrawn).size() == 4u);  // the draw follows the exchange
  for (int p = 0; p < 4; ++p) {
    Observation o = s->observe(p);
    EXPECT_EQ(o.faceUp, card("7o")) << p;
    EXPECT_EQ(o.knownCards[0], cardSet("1o")) << "the card taken is public, observer " << p;
    EXPECT_EQ(eventsOf(o.events, EventKind::Exchanged).at(0).cardTaken, card("1o"));
  }
  // The 7 now lies under the stock and is the last card drawn.
  playUntilStockGone(*s);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  const Event last = lastEvent(*s, EventKind::CardDrawn);
  EXPECT_EQ(last.card, card("7o"));
  EXPECT_TRUE(last.shown);
}

TEST(GuinoteRulesExchange, ThePartnerOfTheWinnerMayExchange) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {sevenDeck(*g, 2)});
  play(*s, kFirstTrick);
  ASSERT_EQ(s->currentPlayer(), 2);  // seat 0 has nothing to do
  EXPECT_EQ(legalText(*s), "exchange pass");
  play(*s, "exchange");
  EXPECT_EQ(lastEvent(*s, EventKind::Exchanged).player, 2);
  EXPECT_TRUE(handOf(*s, 2).has(card("1o")));
}

TEST(GuinoteRulesExchange, NotBeforeAnyTrick) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {sevenDeck(*g, 0)});
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(isLegal(*s, "exchange"));
  EXPECT_EQ(s->whyIllegal(act("exchange")), IllegalReason::NotAvailable);
}

TEST(GuinoteRulesExchange, NotForTheSideThatLostTheTrick) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {sevenDeck(*g, 1)});
  play(*s, kFirstTrick);
  EXPECT_EQ(s->currentPlayer(), 0);  // no window for seat 1
  play(*s, "4c");
  ASSERT_EQ(s->currentPlayer(), 1);
  EXPECT_FALSE(isLegal(*s, "exchange"));
  EXPECT_EQ(s->whyIllegal(act("exchange")), IllegalReason::NotAvailable);
  play(*s, "11c 12e 7c");  // seat 1's Caballo wins: now his side has won a trick
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 1);
  ASSERT_EQ(s->currentPlayer(), 1);
  EXPECT_EQ(legalText(*s), "exchange pass");
}

TEST(GuinoteRulesExchange, OnlyBeforeTheDraw) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {sevenDeck(*g, 0)});
  play(*s, kFirstTrick);
  play(*s, "pass");
  ASSERT_EQ(s->currentPlayer(), 0);  // after the draw, at his lead
  EXPECT_EQ(eventsOf(*s, EventKind::CardDrawn).size(), 4u);
  EXPECT_FALSE(isLegal(*s, "exchange"));
  EXPECT_EQ(s->whyIllegal(act("exchange")), IllegalReason::NotAvailable);

  // The partner's turn after the draw (he holds a cante too): no exchange there either.
  auto t = newState(g, 1,
                    {deckFor(*g, {"1e 2o 4c 5c 6c 2e", "3e 2c 11c 4e 5e 6e", "7e 7o 12c 10c 12e 11e", "10e 7c 3c 5o 3o 4o"},
                             "1o", "1b 2b 3b 4b")});
  play(*t, kFirstTrick);
  ASSERT_EQ(t->currentPlayer(), 2);
  EXPECT_EQ(legalText(*t), "exchange sing:c pass");
  play(*t, "pass");
  ASSERT_EQ(t->currentPlayer(), 2);
  EXPECT_EQ(legalText(*t), "sing:c pass");
  EXPECT_EQ(t->whyIllegal(act("exchange")), IllegalReason::NotAvailable);
}

// Trumps bastos (1b face up), seat 0 holds the 7b and wins all four tricks of phase 1
// and the first of arrastre.
std::vector<Card> stockDeck(const Game& g) {
  return deckFor(g, {"7b 1e 1o 3e 3o 1c", "2e 4e 2o 4o 2c 4c", "5e 6e 5o 6o 5c 6c", "7e 11e 7o 11o 7c 11c"}, "1b",
                 "2b 10e 12e 10b 3b 10o 12o 12b 4b 10c 12c 3c 5b 6b 11b");
}
const char* kFourTricks = "1e 2e 5e 7e pass 1o 2o 5o 7o pass 3e 4e 6e 11e pass 3o 4o 6o 11o";

TEST(GuinoteRulesExchange, WhileTheStockLastsBeforeTheLastDraw) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {stockDeck(*g)});
  play(*s, kFourTricks);
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(s->observe(0).stockSize, 4);  // three face down and the face-up card
  EXPECT_EQ(legalText(*s), "exchange pass");
  play(*s, "exchange");
  const Event last = lastEvent(*s, EventKind::CardDrawn);
  EXPECT_EQ(last.player, 3);  // the fourth to draw gets the 7, in public
  EXPECT_EQ(last.card, card("7b"));
  EXPECT_TRUE(s->observe(1).knownCards[3].has(card("7b")));
}

TEST(GuinoteRulesExchange, NotOnceTheStockIsGone) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {stockDeck(*g)});
  play(*s, kFourTricks);
  play(*s, "pass");  // keep the 7: the last draw takes the face-up As
  ASSERT_EQ(s->observe(0).stockSize, 0);
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(isLegal(*s, "exchange"));
  play(*s, "1c 2c 5c 7c");  // seat 0 wins the first trick of arrastre, 7 of trumps in hand
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 0);
  EXPECT_TRUE(handOf(*s, 0).has(card("7b")));
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(isLegal(*s, "exchange"));
  EXPECT_EQ(s->whyIllegal(act("exchange")), IllegalReason::NotAvailable);
}

TEST(GuinoteRulesExchange, FortyEightCardsTheNineOfTrumpsExchanges) {
  auto g = fourPlayers({"cards=48"});
  const std::vector<std::string> hands = {"1e 4c 5c 6c 2e 7o", "3e 2c 11c 4e 5e 6e", "7e 3c 1c 12e 11e 8e",
                                          "10e 7c 10c 3b 4b 9o"};
  // The 7 alone does nothing with 48 cards.
  auto s = newState(g, 1, {deckFor(*g, hands, "1o", "1b 2b 5b 6b")});
  play(*s, kFirstTrick);
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(isLegal(*s, "exchange"));
  // The 9 takes the face-up card.
  std::vector<std::string> swapped = hands;
  swapped[0] = "1e 4c 5c 6c 2e 9o";
  swapped[3] = "10e 7c 10c 3b 4b 7o";
  auto t = newState(g, 1, {deckFor(*g, swapped, "1o", "1b 2b 5b 6b")});
  play(*t, kFirstTrick);
  ASSERT_EQ(t->currentPlayer(), 0);
  EXPECT_EQ(legalText(*t), "exchange pass");
  play(*t, "exchange");
  EXPECT_EQ(lastEvent(*t, EventKind::Exchanged).card, card("9o"));
  EXPECT_EQ(lastEvent(*t, EventKind::Exchanged).cardTaken, card("1o"));
}

TEST(GuinoteRulesExchange, NeedsValueCardOptionLimitsTheFaceUpCard) {
  const std::vector<int> valueRanks = {1, 3, 12, 10, 11};  // As, 3, Rey, Sota, Caballo
  for (bool needsValue : {false, true}) {
    auto g = fourPlayers({std::string("exchange_needs_value_card=") + (needsValue ? "1" : "0")});
    for (int rank : {1, 2, 3, 4, 5, 6, 10, 11, 12}) {
      const std::string faceUp = std::to_string(rank) + "o";
      SCOPED_TRACE(faceUp + (needsValue ? " with" : " without") + " exchange_needs_value_card");
      auto s = newState(g, 1, {sevenDeck(*g, 0, faceUp)});
      play(*s, kFirstTrick);
      const bool valueCard = std::find(valueRanks.begin(), valueRanks.end(), rank) != valueRanks.end();
      EXPECT_EQ(isLegal(*s, "exchange"), !needsValue || valueCard);
    }
  }
}

TEST(GuinoteRulesExchange, ChainTwoTakesTheFaceUpSeven) {
  // Seat 0 holds the 7 of oros, his partner the 2.
  auto deck = [](const Game& g) {
    return deckFor(g, {"1e 4c 5c 6c 2e 7o", "3e 2c 11c 4e 5e 6e", "7e 3c 1c 12e 11e 2o", "10e 7c 10c 3b 4b 5o"}, "1o",
                   "1b 2b 5b 6b");
  };
  {
    auto g = fourPlayers({"exchange_chain_two=1"});
    auto s = newState(g, 1, {deck(*g)});
    play(*s, kFirstTrick);
    play(*s, "exchange");
    ASSERT_EQ(s->currentPlayer(), 2);
    EXPECT_EQ(legalText(*s), "exchange pass");
    play(*s, "exchange");
    const Event e = lastEvent(*s, EventKind::Exchanged);
    EXPECT_EQ(e.player, 2);
    EXPECT_EQ(e.card, card("2o"));
    EXPECT_EQ(e.cardTaken, card("7o"));
    EXPECT_EQ(s->dealView().faceUp, card("2o"));
    EXPECT_EQ(s->observe(1).knownCards[2], cardSet("7o"));
    EXPECT_EQ(s->observe(1).knownCards[0], cardSet("1o"));
  }
  {  // the 2 takes only the 7, not the card first turned up
    auto g = fourPlayers({"exchange_chain_two=1"});
    auto s = newState(g, 1, {deck(*g)});
    play(*s, kFirstTrick);
    play(*s, "pass");
    EXPECT_EQ(s->currentPlayer(), 0);  // no window for seat 2
    EXPECT_FALSE(isLegal(*s, "exchange"));
  }
  {  // without the option the chain stops at the 7
    auto g = fourPlayers();
    auto s = newState(g, 1, {deck(*g)});
    play(*s, kFirstTrick);
    play(*s, "exchange");
    EXPECT_EQ(s->currentPlayer(), 0);  // seat 2 gets no window
    EXPECT_EQ(s->dealView().faceUp, card("7o"));
    EXPECT_TRUE(handOf(*s, 2).has(card("2o")));
  }
}

TEST(GuinoteRulesExchange, ExchangeMakesTheForty) {
  // Seat 0 holds Rey and 7 of oros; the face-up Sota of oros completes the 40.
  auto g = fourPlayers();
  auto s = newState(g, 1,
                    {deckFor(*g, {"1e 4c 5c 6c 12o 7o", "3e 2c 11c 4e 5e 6e", "7e 3c 1c 12e 11e 2e", "10e 7c 10c 3b 4b 5o"},
                             "10o", "1b 2b 5b 6b")});
  play(*s, kFirstTrick);
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(legalText(*s), "exchange pass");
  play(*s, "exchange");
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(legalText(*s), "sing:o pass");
  play(*s, "sing:o");
  const Event e = lastEvent(*s, EventKind::Sang);
  EXPECT_EQ(e.player, 0);
  EXPECT_EQ(e.suit, 0);
  EXPECT_EQ(e.points, 40);
  EXPECT_EQ(s->observe(3).knownCards[0], cardSet("12o 10o"));
}

}  // namespace
}  // namespace baza::test
