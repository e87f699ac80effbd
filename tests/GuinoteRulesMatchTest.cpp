// RULES.md, Guiñote, "Match": a coto is the first side to partidas_per_coto partidas
// (default 3), the match the first to cotos_per_match cotos (default 2); partidas
// start again after a coto; the option `length` stops after a deal, a partida or the
// match; the next deal is dealt by the winner of the previous last trick, and the
// mano (dealer + 1) leads. Also "Players": with 3, each plays for himself and the 2
// of oros leaves the 40-card pack.
// The deals are described, trick by trick, in GuinoteArrastreDeal.h.
#include <gtest/gtest.h>

#include "GuinoteArrastreDeal.h"

namespace baza::test {
namespace {

using namespace arr;

// A 2-player match in which every deal is kSeatZeroWinsHands counted from the mano:
// the mano's side reaches 124 and takes the last trick, so he deals the next deal
// and the other player is mano and wins it. Partidas alternate: side 0, side 1, ...
struct AlternatingMatch {
  std::shared_ptr<const Game> game;
  ArrastreDeal deal;
  std::unique_ptr<GameState> state;
};

AlternatingMatch alternatingMatch(std::vector<std::string> options, int deals) {
  options.push_back("players=2");
  AlternatingMatch m;
  m.game = guinote(options);
  m.deal = arrastreDeal(*m.game, kSeatZeroWinsHands, kSeatZeroWinsFaceUp);
  m.state = newState(m.game, 1, std::vector<std::vector<Card>>(deals, m.deal.deck));
  return m;
}

TEST(GuinoteRulesMatch, DefaultCotoIsThreePartidasAndMatchTwoCotos) {
  AlternatingMatch m = alternatingMatch({}, 15);
  GameState& s = *m.state;
  // Partidas alternate 0, 1, 0, ...: side 0 reaches 3 at deal 5 (coto 1), side 1 at
  // deal 10 after the reset (coto 1), side 0 at deal 15 (coto 2: the match).
  const int partidaCount[15] = {1, 1, 2, 2, 3, 1, 1, 2, 2, 3, 1, 1, 2, 2, 3};
  int cotos[2] = {0, 0};
  int previousLastTrick = -1;
  for (int deal = 1; deal <= 15; ++deal) {
    SCOPED_TRACE("deal " + std::to_string(deal));
    const int side = (deal - 1) % 2;
    Event started = lastOf(s, EventKind::DealStarted);
    EXPECT_EQ(started.dealNumber, deal);
    EXPECT_EQ(started.dealInPartida, 1);
    EXPECT_EQ(started.player, deal == 1 ? 1 : previousLastTrick);  // dealt by the last trick's winner
    EXPECT_EQ(s.currentPlayer(), (started.player + 1) % 2);        // the mano leads
    playDeal(s, m.deal, kSeatZeroWinsArrastre);
    ASSERT_FALSE(HasFatalFailure());
    previousLastTrick = lastOf(s, EventKind::TrickWon).player;
    EXPECT_EQ(previousLastTrick, side);
    Event w = lastOf(s, EventKind::PartidaWon);
    EXPECT_EQ(countOf(s, EventKind::PartidaWon), deal);
    EXPECT_EQ(w.side, side);
    EXPECT_EQ(w.won, partidaCount[deal - 1]);
    if (partidaCount[deal - 1] == 3) {
      ++cotos[side];
      Event c = lastOf(s, EventKind::CotoWon);
      EXPECT_EQ(c.side, side);
      EXPECT_EQ(c.won, cotos[side]);
      EXPECT_EQ(s.scores().sides[0].games, 0);  // partidas start again
      EXPECT_EQ(s.scores().sides[1].games, 0);
    } else {
      EXPECT_EQ(s.scores().sides[side].games, partidaCount[deal - 1]);
    }
    EXPECT_EQ(countOf(s, EventKind::CotoWon), cotos[0] + cotos[1]);
    EXPECT_EQ(s.scores().sides[0].sets, cotos[0]);
    EXPECT_EQ(s.scores().sides[1].sets, cotos[1]);
    EXPECT_EQ(s.isTerminal(), deal == 15);
  }
  EXPECT_EQ(countOf(s, EventKind::MatchWon), 1);
  EXPECT_EQ(lastOf(s, EventKind::MatchWon).side, 0);
  EXPECT_EQ(s.scores().winner, 0);
  EXPECT_EQ(s.returns(), (std::vector<double>{1.0, 0.0}));
  EXPECT_EQ(s.currentPlayer(), kNoPlayer);
}

TEST(GuinoteRulesMatch, PartidasPerCotoAndCotosPerMatchAreOptions) {
  AlternatingMatch m = alternatingMatch({"partidas_per_coto=1", "cotos_per_match=3"}, 5);
  GameState& s = *m.state;
  const int cotoCount[5] = {1, 1, 2, 2, 3};  // every partida is a coto
  for (int deal = 1; deal <= 5; ++deal) {
    SCOPED_TRACE("deal " + std::to_string(deal));
    playDeal(s, m.deal, kSeatZeroWinsArrastre);
    ASSERT_FALSE(HasFatalFailure());
    const int side = (deal - 1) % 2;
    EXPECT_EQ(lastOf(s, EventKind::PartidaWon).won, 1);
    Event c = lastOf(s, EventKind::CotoWon);
    EXPECT_EQ(countOf(s, EventKind::CotoWon), deal);
    EXPECT_EQ(c.side, side);
    EXPECT_EQ(c.won, cotoCount[deal - 1]);
    EXPECT_EQ(s.isTerminal(), deal == 5);
  }
  EXPECT_EQ(lastOf(s, EventKind::MatchWon).side, 0);
  EXPECT_EQ(s.scores().sides[0].sets, 3);
  EXPECT_EQ(s.scores().sides[1].sets, 2);
}

TEST(GuinoteRulesMatch, NextDealDealtByTheWinnerOfTheLastTrick) {
  // 4 players: seat 3 deals first, seat 0 is mano. Seat 0 takes the last trick and
  // his side wins the partida: seat 0 deals the next deal, seat 1 leads it.
  auto g = guinote({"players=4"});
  ArrastreDeal d = arrastreDeal(*g, kBothOverHands, kBothOverFaceUp);
  auto s = newState(g, 1, {d.deck});
  EXPECT_EQ(lastOf(*s, EventKind::DealStarted).player, 3);
  EXPECT_EQ(s->currentPlayer(), 0);
  playDeal(*s, d, kBothOverArrastre);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).player, 0);
  Event started = lastOf(*s, EventKind::DealStarted);
  EXPECT_EQ(started.player, 0);
  EXPECT_EQ(started.dealNumber, 2);
  EXPECT_EQ(started.dealInPartida, 1);  // a new partida
  EXPECT_EQ(s->dealView().dealer, 0);
  EXPECT_EQ(s->currentPlayer(), 1);
  EXPECT_EQ(s->scores().sides[0].games, 1);
}

std::unique_ptr<GameState> playedTwoPlayerDeal(const std::string& length, const std::vector<std::string>& hands,
                                               const std::string& faceUp, const std::string& script) {
  auto g = guinote({"players=2", "length=" + length});
  ArrastreDeal d = arrastreDeal(*g, hands, faceUp);
  auto s = newState(g, 1, {d.deck});
  playDeal(*s, d, script);
  return s;
}

TEST(GuinoteRulesMatch, LengthDealStopsAfterOneDeal) {
  // Nobody reached 101: no winner.
  auto s = playedTwoPlayerDeal("deal", kNoWinnerHands, kNoWinnerFaceUp, kNoWinnerArrastre);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_TRUE(s->isTerminal());
  EXPECT_EQ(countOf(*s, EventKind::DealStarted), 1);
  EXPECT_EQ(s->scores().winner, -1);
  EXPECT_EQ(s->returns(), (std::vector<double>{0.5, 0.5}));
  // A side reached 101: it wins.
  auto t = playedTwoPlayerDeal("deal", kSeatZeroWinsHands, kSeatZeroWinsFaceUp, kSeatZeroWinsArrastre);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_TRUE(t->isTerminal());
  EXPECT_EQ(t->scores().winner, 0);
  EXPECT_EQ(t->returns(), (std::vector<double>{1.0, 0.0}));
}

TEST(GuinoteRulesMatch, LengthPartidaStopsWhenThePartidaIsWon) {
  auto s = playedTwoPlayerDeal("partida", kNoWinnerHands, kNoWinnerFaceUp, kNoWinnerArrastre);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_FALSE(s->isTerminal());  // the partida goes on de vueltas
  EXPECT_EQ(s->dealView().dealInPartida, 2);
  auto t = playedTwoPlayerDeal("partida", kSeatZeroWinsHands, kSeatZeroWinsFaceUp, kSeatZeroWinsArrastre);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_TRUE(t->isTerminal());
  EXPECT_EQ(t->scores().winner, 0);
  EXPECT_EQ(t->scores().sides[0].games, 1);
  EXPECT_EQ(countOf(*t, EventKind::CotoWon), 0);
}

TEST(GuinoteRulesMatch, LengthMatchGoesOnAfterAPartida) {
  auto s = playedTwoPlayerDeal("match", kSeatZeroWinsHands, kSeatZeroWinsFaceUp, kSeatZeroWinsArrastre);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_FALSE(s->isTerminal());
  EXPECT_EQ(s->scores().winner, -1);
  EXPECT_EQ(countOf(*s, EventKind::DealStarted), 2);
}

// ---- 3 players ---------------------------------------------------------------------

TEST(GuinoteRulesThreePlayers, EachPlaysForHimselfWithoutTheTwoOfOros) {
  auto g = guinote({"players=3"});
  EXPECT_EQ(g->numSides(), 3);
  for (int p = 0; p < 3; ++p) EXPECT_EQ(g->sideOf(p), p);
  const GuinoteRules& r = rulesOf(*g);
  EXPECT_EQ(r.deck.size(), 39u);
  EXPECT_FALSE(r.deckSet.has(card("2o")));
  // 18 cards dealt, the face-up card and 20 to draw: the stock divides by 3.
  auto s = newState(g, 1);
  EXPECT_EQ(s->observe(0).stockSize, 21);
  EXPECT_EQ(s->scores().sides.size(), 3u);
}

// Seat 0 mano, seat 2 dealer (face-up 11o). Junk, all to seat 0: 44 points.
//   T1 0: 7c, 1: 2c, 2: 1c (must beat seat 0: no partner)      seat 2 wins 11
//   T2 2: 2e, 0: 7e (must beat), 1: 3e (must beat the 7)       seat 1 wins 10
//   T3 1: 1b, 2: 11o (void, must trump), 0: 4b (over a trump)  seat 2 wins 13
//   T4 2: 4c, 0: 5b, 1: 6b (void, no trumps)                   seat 2 wins 0
//   T5 2: 3o, 0: 6e, 1: 3b                                     seat 2 wins 20
//   T6 2: 1o, 0: 5e, 1: 1e, last trick                         seat 2 wins 22 + 10
// Seat 0: 44, seat 1: 10, seat 2: 76: nobody at 101.
const std::vector<std::string> kThreeHands = {"7c 5e 6e 7e 5b 4b", "2c 1e 3e 1b 3b 6b", "4c 1c 3o 1o 11o 2e"};

TEST(GuinoteRulesThreePlayers, NoPartnerExemptsInArrastre) {
  auto s = stateAtArrastre(guinote({"players=3"}), kThreeHands, "11o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "7c 2c");
  EXPECT_EQ(playable(*s), cardSet("1c"));
  EXPECT_EQ(why(*s, "4c"), IllegalReason::MustBeat);
}

TEST(GuinoteRulesThreePlayers, ThreeSidesScoredEachDeal) {
  auto g = guinote({"players=3"});
  ArrastreDeal d = arrastreDeal(*g, kThreeHands, "11o");
  EXPECT_EQ(d.phase1Points, 44);
  auto s = newState(g, 1, {d.deck});
  playDeal(*s, d, "7c 2c 1c 2e 7e 3e 1b 11o 4b 4c 5b 6b 3o 6e 3b 1o 5e 1e");
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(dealScored(*s, 0).total, 44);
  EXPECT_EQ(dealScored(*s, 1).total, 10);
  EXPECT_EQ(dealScored(*s, 2).total, 76);
  EXPECT_EQ(countOf(*s, EventKind::PartidaWon), 0);
  // Vueltas, dealt by seat 2 (last trick): seat 0 leads.
  EXPECT_EQ(lastOf(*s, EventKind::DealStarted).player, 2);
  EXPECT_EQ(lastOf(*s, EventKind::DealStarted).dealInPartida, 2);
  EXPECT_EQ(s->currentPlayer(), 0);
}

}  // namespace
}  // namespace baza::test
