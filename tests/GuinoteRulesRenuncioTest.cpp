// RULES.md, Guiñote, "Renuncio": with strict_table on, any card in hand may be
// played; a revoke (not following, not beating, not trumping, not overtrumping when
// obliged) is judged when the trick closes and loses the partida for the offending
// side. Without strict_table, illegal cards are refused and no revoke can happen.
// Hands are the arrastre's (GuinoteArrastreDeal.h): seat 0 is the mano and leads,
// trumps are oros; with 4 players seats 0 and 2 are partners against 1 and 3.
#include <gtest/gtest.h>

#include "GuinoteArrastreDeal.h"

namespace baza::test {
namespace {

using namespace arr;

// 2 players: seat 1 holds the As and the 2 of copas.
const std::vector<std::string> kFollowHands = {"4c 5e 6e 7e 2b 4b", "1c 2c 5b 6b 7b 2o"};

void expectRevoke(const GameState& s, int player, const std::string& cardText, IllegalReason reason,
                  int winnerSide) {
  ASSERT_EQ(countOf(s, EventKind::Revoke), 1);
  Event r = lastOf(s, EventKind::Revoke);
  EXPECT_EQ(r.player, player);
  EXPECT_EQ(r.card, card(cardText));
  EXPECT_EQ(r.reason, reason);
  Event w = lastOf(s, EventKind::PartidaWon);
  EXPECT_EQ(w.side, winnerSide);
  EXPECT_EQ(w.partidaEnd, PartidaEnd::Revoke);
  EXPECT_EQ(w.won, 1);
}

TEST(GuinoteRulesRenuncio, StrictTableAcceptsAnyCardInHand) {
  auto s = stateAtArrastre(guinote({"players=2", "strict_table=on"}), kFollowHands, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c");
  EXPECT_EQ(playable(*s), cardSet("1c 2c 5b 6b 7b 2o"));
  EXPECT_EQ(why(*s, "5b"), std::nullopt);
  EXPECT_EQ(why(*s, "2o"), std::nullopt);
  EXPECT_EQ(why(*s, "3c"), IllegalReason::NotInHand);
}

TEST(GuinoteRulesRenuncio, NotFollowingIsJudgedWhenTheTrickCloses) {
  // 4 players: seat 1 holds the Sota of copas but discards a basto.
  auto s = stateAtArrastre(guinote({"players=4", "strict_table=on", "length=partida"}),
                           {"4c 5e 6e 7e 2b 4b", "10c 5b 6b 7b 2e 4e", "11c 12c 5c 4o 5o 6o", "6c 7c 1b 3b 2o 7o"},
                           "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c 5b");
  EXPECT_EQ(countOf(*s, EventKind::Revoke), 0);  // not yet: the trick is still open
  play(*s, "12c");
  EXPECT_EQ(countOf(*s, EventKind::Revoke), 0);
  EXPECT_FALSE(s->isTerminal());
  play(*s, "6c");
  expectRevoke(*s, 1, "5b", IllegalReason::MustFollowSuit, 0);
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).player, 2);  // the trick itself is played out
  EXPECT_TRUE(s->isTerminal());
  EXPECT_EQ(s->scores().winner, 0);
}

TEST(GuinoteRulesRenuncio, RevokerLosesEvenWhenHisSideWinsTheTrick) {
  auto s = stateAtArrastre(guinote({"players=2", "strict_table=on"}), kFollowHands, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c 2o");  // trumps while holding copas: takes the trick, loses the partida
  expectRevoke(*s, 1, "2o", IllegalReason::MustFollowSuit, 0);
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).player, 1);
  // The match goes on: partida 1 to side 0, a fresh partida starts.
  EXPECT_FALSE(s->isTerminal());
  EXPECT_EQ(s->scores().sides[0].games, 1);
  EXPECT_EQ(s->scores().sides[1].games, 0);
  Event d = lastOf(*s, EventKind::DealStarted);
  EXPECT_EQ(d.dealNumber, 2);
  EXPECT_EQ(d.dealInPartida, 1);
}

TEST(GuinoteRulesRenuncio, NotBeatingIsARevoke) {
  auto s = stateAtArrastre(guinote({"players=2", "strict_table=on"}), kFollowHands, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c 2c");  // the As of copas would have beaten the 4
  expectRevoke(*s, 1, "2c", IllegalReason::MustBeat, 0);
}

TEST(GuinoteRulesRenuncio, NotTrumpingIsARevoke) {
  auto s = stateAtArrastre(guinote({"players=2", "strict_table=on"}), {"4c 5e 6e 7e 2b 4b", "2o 5o 5b 6b 7b 1b"},
                           "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c 5b");  // void in copas, holding trumps
  expectRevoke(*s, 1, "5b", IllegalReason::MustTrump, 0);
}

TEST(GuinoteRulesRenuncio, NotOvertrumpingIsARevoke) {
  // Seat 1 trumps; seat 2 (void in copas, holding the As of oros) discards.
  auto s = stateAtArrastre(guinote({"players=4", "strict_table=on"}),
                           {"4c 5e 6e 7e 2b 4b", "5o 5b 6b 7b 2e 4e", "2o 1o 10e 11e 12b 1e", "3c 7c 1b 3b 6o 4o"},
                           "4o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c 5o 10e 3c");
  expectRevoke(*s, 2, "10e", IllegalReason::MustOvertrump, 1);
}

TEST(GuinoteRulesRenuncio, LegalPlaysOnAStrictTableRaiseNoRevoke) {
  // The partner is winning: seat 2, void in copas, may discard without trumping.
  auto s = stateAtArrastre(guinote({"players=4", "strict_table=on"}),
                           {"7c 5e 6e 7e 2b 4b", "2c 5b 6b 7b 2e 4e", "2o 5o 10e 11e 12b 1e", "3c 6c 1b 3b 6o 4o"},
                           "4o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "7c 2c 10e 3c");  // and seat 3 follows and beats, as he must
  EXPECT_EQ(countOf(*s, EventKind::Revoke), 0);
  EXPECT_EQ(countOf(*s, EventKind::PartidaWon), 0);
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).player, 3);
}

TEST(GuinoteRulesRenuncio, NoRevokeWhileTheStockLasts) {
  auto g = guinote({"players=2", "strict_table=on"});
  auto s = newState(g, 1, {deckFor(*g, {"4c 5c 6c 7c 2b 4b", "1c 2c 5e 6e 7e 2e"}, "3o")});
  play(*s, "4c 5e");  // phase 1: any card goes, holding copas or not
  EXPECT_EQ(countOf(*s, EventKind::Revoke), 0);
  EXPECT_EQ(countOf(*s, EventKind::PartidaWon), 0);
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).player, 0);
}

TEST(GuinoteRulesRenuncio, WithoutStrictTableIllegalCardsAreRefused) {
  auto s = stateAtArrastre(guinote({"players=2"}), kFollowHands, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c");
  EXPECT_EQ(playable(*s), cardSet("1c"));
  const std::string before = fingerprint(*s);
  Status st = s->apply(Action::play(card("5b")));
  ASSERT_FALSE(st.ok());
  EXPECT_EQ(st.error().message, "5b is illegal: must follow suit");
  EXPECT_EQ(fingerprint(*s), before);
  EXPECT_EQ(countOf(*s, EventKind::Revoke), 0);
}

}  // namespace
}  // namespace baza::test
