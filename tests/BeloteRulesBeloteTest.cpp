// RULES.md, Belote, "Belote" (source, section 8 and "Anuncio de las combinaciones"):
// the K and Q of trumps in one hand are worth 20, announced "belote" when the first
// is played and "rebelote" with the second, in any tricks; omitting either loses
// the 20. Here the K or Q is played saying it as declare:1 (the K) or declare:2 (the
// Q); played as a plain card it says nothing.
#include <gtest/gtest.h>

#include "BeloteScript.h"

namespace baza::test {
namespace {

using namespace bel;

// Hearts trumps. Seat 0 holds the K and Q of hearts; seat 1 holds all other
// hearts but the 7 and no clubs; seats 2 and 3 get the rest.
const std::vector<std::string> kHands = {"7H KH QH AS 7S 7C 8C 7D", "JH 9H AH TH 8H KS QS JS", "", ""};

std::unique_ptr<GameState> started() {
  auto s = start(belote({"length=deal"}), {fourHandsDeal(kHands, "7H")});
  play(*s, "bid:1");
  return s;
}

// Plays the deal out: seat 0 says rebelote when he can if `rebelote`, else plays plain cards.
void finish(GameState& s, bool rebelote) {
  for (int steps = 0; !s.isTerminal(); ++steps) {
    ASSERT_LT(steps, 100);
    if (rebelote && s.currentPlayer() == 0 && isLegal(s, "declare:2")) {
      play(s, "declare:2");
      continue;
    }
    stepFirst(s);
  }
}

TEST(BeloteRulesBelote, BeloteAndRebeloteScore20) {
  auto s = started();
  EXPECT_EQ(legalText(*s), "7S AS 7H QH KH 7D 7C 8C declare:1 declare:2");
  play(*s, "declare:1");
  const Event b = lastOf(*s, EventKind::Belote);
  EXPECT_EQ(b.player, 0);
  EXPECT_EQ(b.card, fc("KH"));
  EXPECT_FALSE(b.rebelote);
  EXPECT_EQ(eventText(b, DeckKind::French), "belote 0 KH");
  EXPECT_FALSE(handOf(*s, 0).has(fc("KH")));
  EXPECT_EQ(lastOf(*s, EventKind::CardPlayed).card, fc("KH"));
  EXPECT_TRUE(s->observe(1).knownCards[0].has(fc("QH")));  // "belote" says the Q is in his hand
  finish(*s, true);
  ASSERT_FALSE(HasFatalFailure());
  const Event r = lastOf(*s, EventKind::Belote);
  EXPECT_EQ(r.card, fc("QH"));
  EXPECT_TRUE(r.rebelote);
  EXPECT_EQ(eventText(r, DeckKind::French), "belote 0 QH rebelote");
  EXPECT_EQ(lastScores(*s)[0].bonus, 20);
}

TEST(BeloteRulesBelote, ThePlainKingLosesTheBelote) {
  auto s = started();
  play(*s, "KH");
  EXPECT_EQ(countOf(*s, EventKind::Belote), 0);
  finish(*s, true);  // declare:2 is never offered
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(countOf(*s, EventKind::Belote), 0);
  EXPECT_EQ(lastScores(*s)[0].bonus, 0);
}

TEST(BeloteRulesBelote, AnUnsaidRebeloteLosesIt) {
  auto s = started();
  play(*s, "declare:1");
  finish(*s, false);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(countOf(*s, EventKind::Belote), 1);
  EXPECT_EQ(lastScores(*s)[0].bonus, 0);
}

TEST(BeloteRulesBelote, TheQueenMayComeFirst) {
  auto s = started();
  play(*s, "declare:2");
  EXPECT_EQ(lastOf(*s, EventKind::Belote).card, fc("QH"));
  EXPECT_TRUE(s->observe(2).knownCards[0].has(fc("KH")));
}

TEST(BeloteRulesBelote, OnlyWithBothCardsAndWhenTheCardIsLegal) {
  auto s = started();
  play(*s, "7C");
  // Seat 1 holds neither the K nor the Q of hearts (and must trump).
  EXPECT_EQ(why(*s, "declare:1"), IllegalReason::NotAvailable);
  play(*s, "8H");
  finish(*s, false);
  // A deal where seat 0 must follow spades while holding both.
  auto t = started();
  play(*t, "7C 8H");  // seat 1 trumps: seat 1 leads next
  stepFirst(*t);
  stepFirst(*t);
  ASSERT_EQ(t->currentPlayer(), 1);
  play(*t, "KS");
  stepFirst(*t);
  stepFirst(*t);
  ASSERT_EQ(t->currentPlayer(), 0);
  EXPECT_EQ(why(*t, "declare:1"), IllegalReason::MustFollowSuit);
  EXPECT_EQ(why(*t, "KH"), IllegalReason::MustFollowSuit);
  EXPECT_FALSE(isLegal(*t, "declare:2"));
}

TEST(BeloteRulesBelote, TheBeloteCountsForTheContract) {
  // Dedans keeps the belote with its holder: see BeloteRulesScoring. Here, a deal made
  // and the belote in the DealScored bonus.
  auto s = started();
  play(*s, "declare:1");
  finish(*s, true);
  ASSERT_FALSE(HasFatalFailure());
  const Event r = lastOf(*s, EventKind::ContractResult);
  EXPECT_EQ(r.points, lastScores(*s)[0].points + 20);
}

}  // namespace
}  // namespace baza::test
