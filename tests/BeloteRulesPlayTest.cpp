// RULES.md, Belote, "Play" (source, "El carteo"): follow suit with no need to beat
// in a plain suit; when trumps are led follow and beat if possible; void in the suit
// led, trump unless the partner is winning the trick; over an opponent's trump,
// overtrump if possible (option overtrump_required), else still trump. The trick
// goes to the highest trump (J 9 A 10 K Q 8 7), else the highest card of the suit led
// (A 10 K Q J 9 8 7). The last trick is worth 10 more (dix de der): 162 per deal.
#include <gtest/gtest.h>

#include "BeloteScript.h"

namespace baza::test {
namespace {

using namespace bel;

// Four players, spades trumps (seat 0 takes the turned 10 of spades in round one).
// After the deal:
//   seat 0: JS 9S TS  AH 7H  AD 7D  7C
//   seat 1: AS 8S  --  KD QD JD 8D  KC QC       (void in hearts)
//   seat 2: KS 7S  --  TD 9D  TC 9C 8C AC       (void in hearts)
//   seat 3: QS  TH 9H 8H JH KH QH  --  JC       (void in diamonds)
const BeloteDeal kDeal = {{"JS 9S AH 7H AD", "AS 8S KD QD JD", "KS 7S TD 9D TC", "QS TH 9H 8H JH"},
                          "TS",
                          {"7D 7C", "8D KC QC", "9C 8C AC", "KH QH JC"}};

std::unique_ptr<GameState> started(const std::vector<std::string>& options = {}) {
  auto s = start(belote(options), {kDeal});
  play(*s, "bid:0");
  EXPECT_EQ(handOf(*s, 0), fset("JS 9S TS AH 7H AD 7D 7C"));
  EXPECT_EQ(handOf(*s, 3), fset("QS TH 9H 8H JH KH QH JC"));
  return s;
}

CardSet playable(const GameState& s) {
  CardSet out;
  for (Action a : s.legalActions())
    if (a.kind() == ActionKind::Play) out.add(a.card());
  return out;
}

TEST(BeloteRulesPlay, TheLeaderPlaysAnyCard) {
  auto s = started();
  EXPECT_EQ(playable(*s), handOf(*s, 0));
  EXPECT_EQ(why(*s, "AS"), IllegalReason::NotInHand);
}

TEST(BeloteRulesPlay, FollowSuitWithoutBeatingInAPlainSuit) {
  auto s = started();
  play(*s, "7C");
  EXPECT_EQ(playable(*s), fset("KC QC"));
  EXPECT_EQ(why(*s, "KD"), IllegalReason::MustFollowSuit);
  EXPECT_EQ(why(*s, "AS"), IllegalReason::MustFollowSuit);  // no trumping while holding the suit
  play(*s, "KC");
  EXPECT_EQ(playable(*s), fset("TC 9C 8C AC"));  // 9 and 8 do not beat the K, and are fine
  play(*s, "9C JC");
  const Event t = lastOf(*s, EventKind::TrickWon);
  EXPECT_EQ(t.player, 1);  // K over J, 9, 7
  EXPECT_EQ(t.points, 4 + 2);
}

TEST(BeloteRulesPlay, WhenTrumpsAreLedFollowAndBeat) {
  auto s = started();
  play(*s, "TS");
  EXPECT_EQ(playable(*s), fset("AS"));  // the A beats the 10 in trumps, the 8 does not
  EXPECT_EQ(why(*s, "8S"), IllegalReason::MustBeat);
  EXPECT_EQ(why(*s, "KD"), IllegalReason::MustFollowSuit);
  play(*s, "AS");
  EXPECT_EQ(playable(*s), fset("KS 7S"));  // cannot beat the A: any trump
  play(*s, "KS QS");
  const Event t = lastOf(*s, EventKind::TrickWon);
  EXPECT_EQ(t.player, 1);
  EXPECT_EQ(t.points, 10 + 11 + 4 + 3);
  EXPECT_TRUE(s->observe(0).excludedCards[2].has(fc("JS")));  // seat 2 could not beat the A: no 9 or J
  EXPECT_TRUE(s->observe(0).excludedCards[2].has(fc("9S")));
}

TEST(BeloteRulesPlay, TrumpOrderIsJackNineAceTen) {
  auto s = started();
  play(*s, "9S AS KS QS");
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).player, 0);  // the 9 beats the A
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).points, 14 + 11 + 4 + 3);
}

TEST(BeloteRulesPlay, VoidInTheSuitLedMustTrump) {
  auto s = started();
  play(*s, "AH");
  EXPECT_EQ(playable(*s), fset("AS 8S"));
  EXPECT_EQ(why(*s, "KD"), IllegalReason::MustTrump);
  play(*s, "8S");
  EXPECT_TRUE(s->observe(3).excludedCards[1].has(fc("TH")));  // void in hearts shown
}

TEST(BeloteRulesPlay, OverAnOpponentsTrumpOvertrump) {
  auto s = started();
  play(*s, "AH 8S");
  EXPECT_EQ(playable(*s), fset("KS"));  // the K beats the 8; the 7 does not
  EXPECT_EQ(why(*s, "7S"), IllegalReason::MustOvertrump);
  EXPECT_EQ(why(*s, "TD"), IllegalReason::MustTrump);
  play(*s, "KS");
  EXPECT_EQ(playable(*s), fset("TH 9H 8H JH KH QH"));  // seat 3 holds hearts: follows, need not beat
  EXPECT_EQ(why(*s, "QS"), IllegalReason::MustFollowSuit);
  play(*s, "8H");
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).player, 2);
}

TEST(BeloteRulesPlay, UnableToOvertrumpStillTrumps) {
  auto s = started();
  play(*s, "AH AS");
  EXPECT_EQ(playable(*s), fset("KS 7S"));  // under the A: any trump, but a trump
  EXPECT_EQ(why(*s, "TD"), IllegalReason::MustTrump);
  play(*s, "7S");
  EXPECT_TRUE(s->observe(0).excludedCards[2].has(fc("9S")));
  EXPECT_TRUE(s->observe(0).excludedCards[2].has(fc("JS")));
}

TEST(BeloteRulesPlay, OvertrumpingCanBeAnOption) {
  auto s = started({"overtrump_required=off"});
  play(*s, "AH 8S");
  EXPECT_EQ(playable(*s), fset("KS 7S"));
  EXPECT_EQ(why(*s, "TD"), IllegalReason::MustTrump);
}

TEST(BeloteRulesPlay, APartnerWinningTheTrickFreesFromTrumping) {
  auto s = started();
  play(*s, "7C KC 9C JC");  // seat 1 wins and leads
  ASSERT_EQ(s->currentPlayer(), 1);
  play(*s, "KD 9D");        // seat 2 does not beat the K: seat 1, seat 3's partner, is winning
  EXPECT_EQ(playable(*s), fset("QS TH 9H 8H JH KH QH"));
  EXPECT_EQ(why(*s, "TH"), std::nullopt);
  play(*s, "TH");
  EXPECT_FALSE(s->observe(0).excludedCards[3].has(fc("QS")));  // a free discard shows no missing trump
  EXPECT_EQ(playable(*s), fset("AD 7D"));
}

TEST(BeloteRulesPlay, AnOpponentWinningTheTrickMeansTrumping) {
  auto s = started();
  play(*s, "7C KC 9C JC");
  play(*s, "KD TD");  // the 10 beats the K: seat 2, an opponent of seat 3, is winning
  EXPECT_EQ(playable(*s), fset("QS"));
  EXPECT_EQ(why(*s, "TH"), IllegalReason::MustTrump);
}

TEST(BeloteRulesPlay, TheLastTrickIsWorthTenMore) {
  auto s = started();
  finishDeal(*s);
  ASSERT_FALSE(HasFatalFailure());
  const auto tricks = eventsOf(*s, EventKind::TrickWon);
  ASSERT_EQ(tricks.size(), 8u);
  int points = 0;
  for (const Event& t : tricks) {
    points += t.points + t.ultimas;
    EXPECT_EQ(t.ultimas, &t == &tricks.back() ? 10 : 0);
  }
  EXPECT_EQ(points, 162);
  EXPECT_EQ(eventText(tricks.back(), DeckKind::French).find("ultimas 10") != std::string::npos, true);
}

}  // namespace
}  // namespace baza::test

namespace baza::test {
namespace {

TEST(BeloteRulesPlay, CardPoints) {
  const auto game = bel::belote();
  const auto& r = bel::rulesOf(*game);
  const int trump = 0;
  auto points = [&](const std::string& card) { return r.points(bel::fc(card), trump); };
  EXPECT_EQ(points("JS"), 20);
  EXPECT_EQ(points("9S"), 14);
  EXPECT_EQ(points("AS"), 11);
  EXPECT_EQ(points("TS"), 10);
  EXPECT_EQ(points("KS"), 4);
  EXPECT_EQ(points("QS"), 3);
  EXPECT_EQ(points("8S") + points("7S"), 0);
  EXPECT_EQ(points("AH"), 11);
  EXPECT_EQ(points("TH"), 10);
  EXPECT_EQ(points("KH"), 4);
  EXPECT_EQ(points("QH"), 3);
  EXPECT_EQ(points("JH"), 2);
  EXPECT_EQ(points("9H") + points("8H") + points("7H"), 0);
  int total = 0;
  for (Card c : r.deck) total += r.points(c, trump);
  EXPECT_EQ(total + kDixDeDer, 162);
  EXPECT_EQ(r.deck.size(), 32u);
}

}  // namespace
}  // namespace baza::test
