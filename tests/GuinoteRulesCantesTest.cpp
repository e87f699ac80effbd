// RULES.md, Guiñote "Cantes": Rey and Sota of one suit, 40 in trumps and 20
// otherwise; only after one's side won a trick and before the next lead; both cards
// in hand; once per suit per deal; several at once; both partners; the option
// cantes_in_arrastre (hidden 20s); points counted with the deal.
// Four players (seats 0 and 2 against 1 and 3), mano seat 0, trumps bastos throughout.
#include <gtest/gtest.h>

#include "GuinoteScript.h"

namespace baza::test {
namespace {

std::shared_ptr<const Game> fourPlayers(std::vector<std::string> more = {}) {
  more.push_back("players=4");
  more.push_back("length=deal");
  return guinote(more);
}

// Seat 0 holds Rey+Sota of copas and of bastos (trumps) and wins the first trick with the As of espadas.
std::vector<Card> twoPairsDeck(const Game& g) {
  return deckFor(g, {"1e 12c 10c 12b 10b 4o", "2e 5o 6o 7o 5c 6c", "4e 11o 3o 2c 4c 7c", "5e 1o 2o 11c 3c 1c"}, "2b",
                 "10o 12o 3e 6e 7e 10e 11e 12e");
}

TEST(GuinoteRulesCantes, TwentyInAPlainSuitFortyInTrumps) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {twoPairsDeck(*g)});
  play(*s, "1e 2e 4e 5e");
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(legalText(*s), "sing:c sing:b pass");
  play(*s, "sing:c");
  Event e = lastEvent(*s, EventKind::Sang);
  EXPECT_EQ(e.player, 0);
  EXPECT_EQ(e.side, 0);
  EXPECT_EQ(e.suit, 1);
  EXPECT_EQ(e.points, 20);
  EXPECT_FALSE(e.hidden);
  play(*s, "sing:b");
  e = lastEvent(*s, EventKind::Sang);
  EXPECT_EQ(e.suit, 3);
  EXPECT_EQ(e.points, 40);
  // Shown cantes make both cards public.
  for (int p = 0; p < 4; ++p) EXPECT_EQ(s->observe(p).knownCards[0], cardSet("12c 10c 12b 10b")) << p;
}

TEST(GuinoteRulesCantes, SeveralCantesInOneOpportunityCountAtTheEndOfTheDeal) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {twoPairsDeck(*g)});
  play(*s, "1e 2e 4e 5e sing:c sing:b");
  EXPECT_EQ(eventsOf(*s, EventKind::Sang).size(), 2u);
  EXPECT_EQ(s->currentPlayer(), 0);  // the window closed; seat 0 leads
  EXPECT_FALSE(isLegal(*s, "sing:c"));
  EXPECT_FALSE(isLegal(*s, "sing:b"));
  finishDeal(*s);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  const Event side0 = dealScored(*s, 0), side1 = dealScored(*s, 1);
  EXPECT_EQ(side0.bonus, 60);  // 20 + 40
  EXPECT_EQ(side1.bonus, 0);
  EXPECT_EQ(side0.total, side0.points + (side0.counted ? 60 : 0));
}

TEST(GuinoteRulesCantes, NotBeforeAnyTrick) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {twoPairsDeck(*g)});
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(isLegal(*s, "sing:c"));
  EXPECT_FALSE(isLegal(*s, "sing:b"));
  EXPECT_EQ(s->whyIllegal(act("sing:c")), IllegalReason::NotAvailable);
  EXPECT_FALSE(s->apply(act("sing:b")).ok());
}

// Seat 1 holds Rey+Sota of copas.
TEST(GuinoteRulesCantes, NotForTheSideThatLostTheTrick) {
  auto g = fourPlayers();
  auto s = newState(g, 1,
                    {deckFor(*g, {"1e 4o 5o 6o 7o 2c", "2e 12c 10c 3o 4c 5c", "4e 11o 1o 6c 7c 11c", "5e 3e 2o 1c 3c 6e"},
                             "2b", "10o 12o 7e 10e")});
  play(*s, "1e 2e 4e 5e");               // seat 0 wins
  EXPECT_EQ(s->currentPlayer(), 0);      // no window for seat 1
  play(*s, "2c");
  ASSERT_EQ(s->currentPlayer(), 1);
  EXPECT_FALSE(isLegal(*s, "sing:c"));
  EXPECT_EQ(s->whyIllegal(act("sing:c")), IllegalReason::NotAvailable);
  play(*s, "4c 6c 1c");                  // seat 3 wins: now seat 1's side has won
  ASSERT_EQ(s->currentPlayer(), 1);      // seat 3 has nothing to do; his partner may sing
  EXPECT_EQ(legalText(*s), "sing:c pass");
  play(*s, "sing:c");
  EXPECT_EQ(lastEvent(*s, EventKind::Sang).player, 1);
  EXPECT_EQ(lastEvent(*s, EventKind::Sang).side, 1);
}

// Seat 0 holds Rey+Sota of copas, his partner seat 2 those of oros.
std::vector<Card> partnersDeck(const Game& g) {
  return deckFor(g, {"1e 12c 10c 4e 5o 6o", "2e 7o 2c 4c 5c 6c", "5e 12o 10o 7c 11c 3c", "6e 1o 2o 3o 4o 11o"}, "2b",
                 "1c 3e 7e 10e");
}

TEST(GuinoteRulesCantes, OnlyUntilTheNextLead) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {partnersDeck(*g)});
  play(*s, "1e 2e 5e 6e");
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(legalText(*s), "sing:c pass");  // before the draw
  play(*s, "pass");
  ASSERT_EQ(s->currentPlayer(), 2);
  EXPECT_EQ(legalText(*s), "sing:o pass");
  play(*s, "pass");
  ASSERT_EQ(s->currentPlayer(), 2);         // after the draw, the partner again
  EXPECT_EQ(legalText(*s), "sing:o pass");
  play(*s, "pass");
  ASSERT_EQ(s->currentPlayer(), 0);         // the winner may still sing as he leads
  EXPECT_TRUE(isLegal(*s, "sing:c"));
  play(*s, "4e 3e");                        // he leads instead: the opportunity is over
  ASSERT_EQ(s->currentPlayer(), 2);
  EXPECT_FALSE(isLegal(*s, "sing:o"));
  EXPECT_EQ(s->whyIllegal(act("sing:o")), IllegalReason::NotAvailable);
  play(*s, "7e 10e");                       // seat 1's 3e wins
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 1);
  EXPECT_TRUE(eventsOf(*s, EventKind::Sang).empty());
}

TEST(GuinoteRulesCantes, BothPartnersMaySing) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {partnersDeck(*g)});
  play(*s, "1e 2e 5e 6e sing:c");
  ASSERT_EQ(s->currentPlayer(), 2);  // seat 0 has nothing more to do
  play(*s, "sing:o");
  auto sang = eventsOf(*s, EventKind::Sang);
  ASSERT_EQ(sang.size(), 2u);
  EXPECT_EQ(sang[0].player, 0);
  EXPECT_EQ(sang[1].player, 2);
  EXPECT_EQ(sang[1].side, 0);
  EXPECT_EQ(sang[1].points, 20);
  finishDeal(*s);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  EXPECT_EQ(dealScored(*s, 0).bonus, 40);
}

TEST(GuinoteRulesCantes, BothCardsMustStillBeInHand) {
  auto g = fourPlayers();
  auto s = newState(g, 1,
                    {deckFor(*g, {"12c 10c 1e 4o 5o 6o", "2c 7o 2e 3e 4e 5e", "4c 11o 6e 7e 11e 10e", "5c 1o 2o 3o 10o 12e"},
                             "2b", "1c 3c 6c 7c")});
  play(*s, "12c 2c 4c 5c");  // seat 0 wins the trick with his Rey of copas
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 0);
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(isLegal(*s, "sing:c"));
  EXPECT_EQ(s->whyIllegal(act("sing:c")), IllegalReason::NotAvailable);
}

TEST(GuinoteRulesCantes, OncePerSuitPerDeal) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {twoPairsDeck(*g)});
  play(*s, "1e 2e 4e 5e sing:c pass");
  ASSERT_EQ(s->currentPlayer(), 0);
  play(*s, "12b 5o 11o 1o");  // seat 0 wins again, still holding Rey and Sota of copas
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 0);
  EXPECT_TRUE(handOf(*s, 0).has(card("12c")) && handOf(*s, 0).has(card("10c")));
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(isLegal(*s, "sing:c"));
  EXPECT_EQ(s->whyIllegal(act("sing:c")), IllegalReason::NotAvailable);
}

TEST(GuinoteRulesCantes, AfterTheDrawBeforeTheLead) {
  auto g = fourPlayers();
  // Seat 0 holds the Rey of oros and draws its Sota after winning the trick.
  auto s = newState(g, 1,
                    {deckFor(*g, {"1e 4o 5o 6o 12o 2c", "2e 12c 10c 3o 4c 5c", "4e 11o 1o 6c 7c 11c", "5e 3e 2o 1c 3c 6e"},
                             "2b", "10o 7o 7e 10e")});
  play(*s, "1e 2e 4e 5e");
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_TRUE(handOf(*s, 0).has(card("10o")));
  EXPECT_TRUE(isLegal(*s, "sing:o"));
  play(*s, "sing:o");
  EXPECT_EQ(lastEvent(*s, EventKind::Sang).points, 20);
  EXPECT_FALSE(lastEvent(*s, EventKind::Sang).hidden);
}

// Seat 0 wins the four tricks of phase 1 keeping Rey+Sota of copas, then the first
// trick of arrastre with the As of copas. Draws (winner first): seat 0 gets 7c 11c 6b 1c.
std::vector<Card> arrastreDeck(const Game& g) {
  return deckFor(g, {"12c 10c 1e 1o 3e 3o", "2e 4e 5e 2o 4o 5o", "6e 7e 6o 7o 2c 4c", "11e 11o 10e 10o 5c 6c"}, "2b",
                 "7c 4b 12o 10b 11c 5b 12e 11b 6b 3c 1b 12b 1c 7b 3b");
}
const char* kPhaseOne = "1e 2e 6e 11e pass 1o 2o 6o 11o pass 3e 4e 7e 10e pass 3o 4o 7o 10o";

TEST(GuinoteRulesCantes, InArrastreByDefaultAHiddenTwenty) {
  auto g = fourPlayers();
  auto s = newState(g, 1, {arrastreDeck(*g)});
  play(*s, kPhaseOne);
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(legalText(*s), "sing:c pass");
  play(*s, "pass");  // the last draw: the stock is gone
  ASSERT_EQ(s->observe(0).stockSize, 0);
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_TRUE(isLegal(*s, "sing:c"));
  play(*s, "1c 3c 2c 5c");  // the first trick of arrastre, won by seat 0
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 0);
  ASSERT_EQ(s->currentPlayer(), 0);
  ASSERT_TRUE(isLegal(*s, "sing:c"));
  play(*s, "sing:c");
  const Event e = lastEvent(*s, EventKind::Sang);
  EXPECT_EQ(e.points, 20);
  EXPECT_TRUE(e.hidden);  // sung without showing the suit
  for (int p = 0; p < 4; ++p) {
    const Event seen = eventsOf(s->observe(p).events, EventKind::Sang).at(0);
    EXPECT_EQ(seen.points, 20);
    EXPECT_EQ(seen.suit, p % 2 == 0 ? 1 : -1) << "observer " << p;  // the singer's side sees copas
    EXPECT_FALSE(s->observe(p).knownCards[0].has(card("12c"))) << "observer " << p;
    EXPECT_FALSE(s->observe(p).knownCards[0].has(card("10c"))) << "observer " << p;
  }
  finishDeal(*s);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  EXPECT_EQ(dealScored(*s, 0).bonus, 20);
}

TEST(GuinoteRulesCantes, WithoutCantesInArrastreOnlyUntilTheLastDraw) {
  auto g = fourPlayers({"cantes_in_arrastre=0"});
  auto s = newState(g, 1, {arrastreDeck(*g)});
  play(*s, kPhaseOne);
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(legalText(*s), "sing:c pass");  // the stock still holds cards: allowed
  play(*s, "pass");
  ASSERT_EQ(s->observe(0).stockSize, 0);
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(isLegal(*s, "sing:c"));
  EXPECT_EQ(s->whyIllegal(act("sing:c")), IllegalReason::NotAvailable);
  play(*s, "1c 3c 2c 5c");
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 0);
  ASSERT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(isLegal(*s, "sing:c"));
  EXPECT_EQ(s->whyIllegal(act("sing:c")), IllegalReason::NotAvailable);
}

}  // namespace
}  // namespace baza::test
