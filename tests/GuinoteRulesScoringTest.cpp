// RULES.md, Guiñote, "End of a deal": card points + 10 de últimas + cantes per side;
// the malas/buenas form; min_card_points_for_cantes; 101 wins the partida, both over
// 101 goes to the side of the last trick, neither starts a deal "de vueltas".
// The deals are described, trick by trick, in GuinoteArrastreDeal.h.
#include <gtest/gtest.h>

#include "GuinoteArrastreDeal.h"
#include "guinote/MalasBuenas.h"

namespace baza::test {
namespace {

using namespace arr;

std::unique_ptr<GameState> playedDeal(const std::vector<std::string>& options, const std::vector<std::string>& hands,
                                      const std::string& faceUp, const std::string& script) {
  auto g = guinote(options);
  ArrastreDeal d = arrastreDeal(*g, hands, faceUp);
  auto s = newState(g, 1, {d.deck});
  playDeal(*s, d, script);
  return s;
}

TEST(GuinoteRulesScoring, MalasBuenasForm) {
  EXPECT_EQ(malasBuenasText(85), "35 buenas");
  EXPECT_EQ(malasBuenasText(50), "50 malas");
  EXPECT_EQ(malasBuenasText(0), "0 malas");
  EXPECT_EQ(malasBuenasText(51), "1 buenas");
  EXPECT_EQ(malasBuenasText(101), "51 buenas");  // what a side needs to win
  constexpr MalasBuenas m = malasBuenas(85);
  EXPECT_EQ(m.count, 35);
  EXPECT_TRUE(m.buenas);
  EXPECT_FALSE(malasBuenas(30).buenas);
}

TEST(GuinoteRulesScoring, DealScoresCardPointsUltimasAndCantesPerSide) {
  auto s = playedDeal({"players=2", "length=deal"}, kNoWinnerHands, kNoWinnerFaceUp, kNoWinnerArrastre);
  ASSERT_FALSE(HasFatalFailure());
  // The 10 de últimas go with the last trick only.
  auto tricks = eventsOf(*s, EventKind::TrickWon);
  ASSERT_EQ(tricks.size(), 20u);  // 14 while the stock lasts, 6 in arrastre
  for (size_t i = 0; i + 1 < tricks.size(); ++i) EXPECT_EQ(tricks[i].ultimas, 0);
  EXPECT_EQ(tricks.back().ultimas, 10);
  EXPECT_EQ(tricks.back().player, 1);
  int bySide[2] = {0, 0};
  for (const Event& t : tricks) bySide[t.side] += t.points + t.ultimas;
  EXPECT_EQ(bySide[0], 40);
  EXPECT_EQ(bySide[1], 90);

  Event a = dealScored(*s, 0), b = dealScored(*s, 1);
  EXPECT_EQ(a.points, 40);
  EXPECT_EQ(a.bonus, 20);
  EXPECT_EQ(a.total, 60);
  EXPECT_TRUE(a.counted);
  EXPECT_EQ(b.points, 90);
  EXPECT_EQ(b.bonus, 0);
  EXPECT_EQ(b.total, 90);
  EXPECT_TRUE(b.counted);
  Scores sc = s->scores();
  EXPECT_EQ(sc.sides[0].points, 60);
  EXPECT_EQ(sc.sides[0].cardPoints, 40);
  EXPECT_EQ(sc.sides[0].bonusPoints, 20);
  EXPECT_EQ(sc.sides[1].points, 90);
  EXPECT_EQ(sc.sides[1].cardPoints, 90);
  EXPECT_EQ(sc.sides[1].bonusPoints, 0);
  EXPECT_EQ(countOf(*s, EventKind::PartidaWon), 0);
}

TEST(GuinoteRulesScoring, CantesDoNotCountBelowThirtyCardPoints) {
  auto s = playedDeal({"players=2"}, kSeatZeroWinsHands, kSeatZeroWinsFaceUp, kSeatZeroWinsArrastre);
  ASSERT_FALSE(HasFatalFailure());
  Event b = dealScored(*s, 1);
  EXPECT_EQ(b.points, 6);
  EXPECT_EQ(b.bonus, 20);    // sung ...
  EXPECT_FALSE(b.counted);  // ... but not counted: 6 < 30
  EXPECT_EQ(b.total, 6);
  Event a = dealScored(*s, 0);
  EXPECT_EQ(a.points, 124);
  EXPECT_EQ(a.total, 124);
}

TEST(GuinoteRulesScoring, MinCardPointsZeroCountsEveryCante) {
  auto s = playedDeal({"players=2", "min_card_points_for_cantes=0"}, kSeatZeroWinsHands, kSeatZeroWinsFaceUp,
                      kSeatZeroWinsArrastre);
  ASSERT_FALSE(HasFatalFailure());
  Event b = dealScored(*s, 1);
  EXPECT_TRUE(b.counted);
  EXPECT_EQ(b.total, 26);
}

TEST(GuinoteRulesScoring, MinCardPointsIsAnOption) {
  // 40 card points are enough by default, not when the bar is 41.
  auto s = playedDeal({"players=2", "length=deal", "min_card_points_for_cantes=41"}, kNoWinnerHands, kNoWinnerFaceUp,
                      kNoWinnerArrastre);
  ASSERT_FALSE(HasFatalFailure());
  Event a = dealScored(*s, 0);
  EXPECT_EQ(a.points, 40);
  EXPECT_EQ(a.bonus, 20);
  EXPECT_FALSE(a.counted);
  EXPECT_EQ(a.total, 40);
  EXPECT_EQ(s->scores().sides[0].points, 40);
}

TEST(GuinoteRulesScoring, A101SideWinsThePartida) {
  auto s = playedDeal({"players=2"}, kSeatZeroWinsHands, kSeatZeroWinsFaceUp, kSeatZeroWinsArrastre);
  ASSERT_FALSE(HasFatalFailure());
  ASSERT_EQ(countOf(*s, EventKind::PartidaWon), 1);
  Event w = lastOf(*s, EventKind::PartidaWon);
  EXPECT_EQ(w.side, 0);
  EXPECT_EQ(w.partidaEnd, PartidaEnd::Points);
  EXPECT_EQ(w.won, 1);
  EXPECT_EQ(s->scores().sides[0].games, 1);
  EXPECT_EQ(s->scores().sides[1].games, 0);
  // A new partida: points start again from zero, first deal of the partida.
  EXPECT_EQ(s->scores().sides[0].points, 0);
  EXPECT_EQ(lastOf(*s, EventKind::DealStarted).dealInPartida, 1);
}

TEST(GuinoteRulesScoring, BothOver101TheLastTrickDecides) {
  auto s = playedDeal({"players=4", "length=partida"}, kBothOverHands, kBothOverFaceUp, kBothOverArrastre);
  ASSERT_FALSE(HasFatalFailure());
  Event a = dealScored(*s, 0), b = dealScored(*s, 1);
  EXPECT_EQ(a.points, 52);
  EXPECT_EQ(a.bonus, 60);
  EXPECT_EQ(a.total, 112);
  EXPECT_EQ(b.points, 78);
  EXPECT_EQ(b.bonus, 40);
  EXPECT_EQ(b.total, 118);
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).player, 0);
  // Side 0 has fewer points but took the last trick.
  Event w = lastOf(*s, EventKind::PartidaWon);
  EXPECT_EQ(w.side, 0);
  EXPECT_EQ(w.partidaEnd, PartidaEnd::LastTrick);
  EXPECT_TRUE(s->isTerminal());
  EXPECT_EQ(s->scores().winner, 0);
}

TEST(GuinoteRulesScoring, NeitherAt101VueltasDealtByTheLastTrickWinner) {
  auto s = playedDeal({"players=4"}, kBothOverHands, kBothOverFaceUp, kBothOverArrastreNoCantes);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(dealScored(*s, 0).total, 52);
  EXPECT_EQ(dealScored(*s, 1).total, 78);
  EXPECT_EQ(countOf(*s, EventKind::PartidaWon), 0);
  auto deals = eventsOf(*s, EventKind::DealStarted);
  ASSERT_EQ(deals.size(), 2u);
  EXPECT_EQ(deals[0].player, 3);  // the first dealer: the mano (seat 0) is on his right
  EXPECT_EQ(deals[1].player, 0);  // seat 0 took the last trick, so he deals the vueltas
  EXPECT_EQ(deals[1].dealNumber, 2);
  EXPECT_EQ(deals[1].dealInPartida, 2);
  EXPECT_EQ(s->dealView().dealInPartida, 2);
  EXPECT_EQ(s->currentPlayer(), 1);  // the new mano leads
  // The scores carry over.
  EXPECT_EQ(s->scores().sides[0].points, 52);
  EXPECT_EQ(s->scores().sides[1].points, 78);
}

}  // namespace
}  // namespace baza::test
