// RULES.md, Guiñote, "Vueltas": the claim of 101 ("cantar haber ganado"), only when
// one's side has just won a trick, in a deal de vueltas; points, cantes included,
// count at once; it is offered once per trick, at the winner's lead (README, project
// choices); a wrong claim loses the partida; a side at 101 that did not claim
// can be overtaken; with no claim the deal is scored as a normal deal.
//
// The first deal is kNoWinnerHands (GuinoteArrastreDeal.h): side 0 ends it with 60
// (40 card points + a counted 20), side 1 with 90, and seat 1 took the last trick, so
// seat 1 deals the vueltas and seat 0 is their mano.
#include <gtest/gtest.h>

#include "GuinoteArrastreDeal.h"
#include "StateJson.h"

namespace baza::test {
namespace {

using namespace arr;

// Vueltas hands: seat 0 holds the Rey and Sota of trumps (oros, the face-up 7o).
const std::vector<std::string> kVueltasHands = {"3c 11c 12o 10o 11e 4b", "1c 2c 2e 5b 6b 7b"};

std::unique_ptr<GameState> atVueltas(std::vector<std::string> options = {},
                                     const std::vector<Card>& secondDeck = {}) {
  options.push_back("players=2");
  auto g = guinote(options);
  ArrastreDeal first = arrastreDeal(*g, kNoWinnerHands, kNoWinnerFaceUp);
  auto second = secondDeck.empty() ? deckFor(*g, kVueltasHands, "7o") : secondDeck;
  auto s = newState(g, 1, {first.deck, second});
  playDeal(*s, first, kNoWinnerArrastre);
  return s;
}

void expectVueltasStart(const GameState& s) {
  ASSERT_EQ(s.dealView().dealInPartida, 2);
  ASSERT_EQ(s.scores().sides[0].points, 60);
  ASSERT_EQ(s.scores().sides[1].points, 90);
  ASSERT_EQ(lastOf(s, EventKind::DealStarted).player, 1);
  ASSERT_EQ(s.currentPlayer(), 0);
}

TEST(GuinoteRulesVueltas, NoClaimInTheFirstDeal) {
  auto g = guinote({"players=2"});
  ArrastreDeal d = arrastreDeal(*g, kNoWinnerHands, kNoWinnerFaceUp);
  auto s = newState(g, 1, {d.deck});
  reachArrastre(*s, d);
  ASSERT_FALSE(HasFatalFailure());
  // Seat 0's side has just won a trick: he may sing, but there is nothing to claim.
  EXPECT_TRUE(s->legalActions().contains(Action::sing(2)));
  EXPECT_FALSE(s->legalActions().contains(Action::claim()));
  EXPECT_EQ(s->whyIllegal(Action::claim()), IllegalReason::NotAvailable);
}

TEST(GuinoteRulesVueltas, ClaimOnlyWhenOnesSideHasJustWonATrick) {
  auto s = atVueltas();
  ASSERT_FALSE(HasFatalFailure());
  expectVueltasStart(*s);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(s->whyIllegal(Action::claim()), IllegalReason::NotAvailable);  // no trick yet
  play(*s, "3c");
  EXPECT_EQ(s->whyIllegal(Action::claim()), IllegalReason::NotAvailable);  // in the middle of a trick
  play(*s, "1c");  // seat 1 wins; nothing to exchange or sing: no window turn, the draw, then his lead
  EXPECT_EQ(s->currentPlayer(), 1);
  EXPECT_TRUE(s->legalActions().contains(Action::claim()));  // he may claim before playing
  EXPECT_FALSE(s->legalActions().contains(Action::pass()));  // not asked before the draw as well
  EXPECT_EQ(s->events().back().kind, EventKind::CardDrawn);   // the draw came first
  play(*s, "2e");
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_FALSE(s->legalActions().contains(Action::claim()));
  EXPECT_EQ(s->whyIllegal(Action::claim()), IllegalReason::NotAvailable);
}

TEST(GuinoteRulesVueltas, CorrectClaimWinsAtOnce) {
  auto s = atVueltas({"length=partida"});
  ASSERT_FALSE(HasFatalFailure());
  expectVueltasStart(*s);
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "3c 1c");  // seat 1: 90 + 11 + 10 = 111
  EXPECT_EQ(s->scores().sides[1].points, 111);
  play(*s, "claim");
  Event c = lastOf(*s, EventKind::Claimed);
  EXPECT_EQ(c.player, 1);
  EXPECT_EQ(c.side, 1);
  EXPECT_EQ(c.total, 111);
  EXPECT_TRUE(c.correct);
  Event w = lastOf(*s, EventKind::PartidaWon);
  EXPECT_EQ(w.side, 1);
  EXPECT_EQ(w.partidaEnd, PartidaEnd::Claim);
  EXPECT_EQ(countOf(*s, EventKind::DealScored), 2);  // only the first deal was scored
  EXPECT_TRUE(s->isTerminal());
  EXPECT_EQ(s->scores().winner, 1);
}

TEST(GuinoteRulesVueltas, CantesCountAtOnce) {
  auto s = atVueltas({"length=partida"});
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "11e 2e");  // seat 0 wins the Caballo: 40 + 2 card points, 20 of cantes = 62
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(s->scores().sides[0].points, 62);
  play(*s, "sing:o");  // las cuarenta: 102 at once
  EXPECT_EQ(s->scores().sides[0].points, 102);
  play(*s, "claim");
  Event c = lastOf(*s, EventKind::Claimed);
  EXPECT_EQ(c.side, 0);
  EXPECT_EQ(c.total, 102);
  EXPECT_TRUE(c.correct);
  Event w = lastOf(*s, EventKind::PartidaWon);
  EXPECT_EQ(w.side, 0);
  EXPECT_EQ(w.partidaEnd, PartidaEnd::Claim);
}

TEST(GuinoteRulesVueltas, WrongClaimLosesThePartida) {
  auto s = atVueltas({"length=partida"});
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "11e 2e pass claim");  // he lets las cuarenta wait and claims at his lead: 62 < 101
  Event c = lastOf(*s, EventKind::Claimed);
  EXPECT_EQ(c.player, 0);
  EXPECT_EQ(c.total, 62);
  EXPECT_FALSE(c.correct);
  Event w = lastOf(*s, EventKind::PartidaWon);
  EXPECT_EQ(w.side, 1);
  EXPECT_EQ(w.partidaEnd, PartidaEnd::WrongClaim);
  EXPECT_TRUE(s->isTerminal());
  EXPECT_EQ(s->scores().winner, 1);
}

TEST(GuinoteRulesVueltas, SideAt101WithoutClaimingCanBeOvertaken) {
  auto s = atVueltas({"length=partida"});
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "3c 1c");   // seat 1 reaches 111
  play(*s, "2e 11e");  // and leads without claiming; seat 0 takes the trick: 62
  EXPECT_EQ(s->scores().sides[1].points, 111);
  play(*s, "sing:o claim");  // 102: a correct claim
  Event w = lastOf(*s, EventKind::PartidaWon);
  EXPECT_EQ(w.side, 0);
  EXPECT_EQ(w.partidaEnd, PartidaEnd::Claim);
  EXPECT_EQ(s->scores().winner, 0);
}

// 4 players. First deal: kBothOverHands without cantes, 52 to 78, seat 0 took the
// last trick: he deals the vueltas, seat 1 is mano (hands below from seat 1 on).
std::unique_ptr<GameState> atFourHandedVueltas(std::shared_ptr<const Game> g) {
  ArrastreDeal first = arrastreDeal(*g, kBothOverHands, kBothOverFaceUp);
  auto second = deckFor(*g, {"1c 4e 5e 6e 7e 2b", "2c 4b 5b 6b 7b 2e", "3c 5c 6c 7c 3b 1b", "12c 4o 5o 6o 2o 3e"}, "1o");
  auto s = newState(g, 1, {first.deck, second});
  playDeal(*s, first, kBothOverArrastreNoCantes);
  return s;
}

TEST(GuinoteRulesVueltas, TheTrickWinnerClaimsAtHisLead) {
  auto s = atFourHandedVueltas(guinote({"players=4", "length=partida"}));
  ASSERT_FALSE(HasFatalFailure());
  ASSERT_EQ(s->currentPlayer(), 1);
  play(*s, "1c 2c 3c 12c");  // seat 1 wins 25: side 1 at 103
  // No turn before the draw, none for the partner after it: the winner's lead, after the draw.
  EXPECT_EQ(s->currentPlayer(), 1);
  EXPECT_EQ(s->events().back().kind, EventKind::CardDrawn);
  EXPECT_TRUE(s->legalActions().contains(Action::claim()));
  play(*s, "claim");
  Event c = lastOf(*s, EventKind::Claimed);
  EXPECT_EQ(c.player, 1);
  EXPECT_EQ(c.side, 1);
  EXPECT_EQ(c.total, 103);
  EXPECT_TRUE(c.correct);
  EXPECT_EQ(lastOf(*s, EventKind::PartidaWon).side, 1);
}

// How many decision points offer the claim in each trick of a vueltas deal played
// without claiming (first legal card, else pass); index 0: before the first trick.
std::vector<int> claimOffersPerTrick(GameState& s) {
  std::vector<int> offers(1, 0);
  const int deal = s.dealView().dealNumber;
  while (!s.isTerminal() && s.dealView().dealNumber == deal) {
    const ActionList legal = s.legalActions();
    if (legal.contains(Action::claim())) ++offers.back();
    Action next = Action::pass();
    for (Action a : legal)
      if (a.kind() == ActionKind::Play) {
        next = a;
        break;
      }
    const size_t tricks = static_cast<size_t>(countOf(s, EventKind::TrickWon));
    EXPECT_TRUE(s.apply(next).ok());
    if (static_cast<size_t>(countOf(s, EventKind::TrickWon)) > tricks) offers.push_back(0);
  }
  return offers;
}

TEST(GuinoteRulesVueltas, TheClaimIsOfferedOncePerTrick) {
  auto s = atFourHandedVueltas(guinote({"players=4", "length=partida"}));
  ASSERT_FALSE(HasFatalFailure());
  const std::vector<int> offers = claimOffersPerTrick(*s);
  ASSERT_EQ(offers.size(), 11u);  // before the first trick, then after each of the ten
  EXPECT_EQ(offers[0], 0);        // nobody has won a trick yet
  for (size_t t = 1; t < 10; ++t) EXPECT_EQ(offers[t], 1) << "after trick " << t;
  EXPECT_EQ(offers[10], 0);  // the last trick ends the deal: it is scored
}

// Replay codes of version 1 were recorded when the claim was offered at every optional
// turn of the window: such a game (Game::asCodeVersion(1)) still offers it so.
TEST(GuinoteRulesVueltas, CodeVersionOneOfferedTheClaimAtEveryTurn) {
  auto g = guinote({"players=4", "length=partida"})->asCodeVersion(1);
  ASSERT_NE(g, nullptr);
  EXPECT_EQ(g->codeVersion(), 1);
  auto s = atFourHandedVueltas(g);
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "1c 2c 3c 12c");  // seat 1 wins 25: side 1 at 103
  EXPECT_EQ(s->currentPlayer(), 1);
  play(*s, "pass");
  EXPECT_EQ(s->currentPlayer(), 3);  // then his partner, before the draw
  EXPECT_EQ(s->whyIllegal(Action::claim()), std::nullopt);
  play(*s, "claim");
  EXPECT_EQ(lastOf(*s, EventKind::Claimed).player, 3);
  auto again = atFourHandedVueltas(g);
  std::vector<int> offers = claimOffersPerTrick(*again);
  EXPECT_EQ(offers.at(1), 4);  // winner and partner before the draw, partner after it, winner at his lead
}

TEST(GuinoteRulesVueltas, WithoutAClaimTheDealIsScoredAsANormalDeal) {
  auto g = guinote({"players=2", "length=partida"});
  ArrastreDeal second = arrastreDeal(*g, kSeatZeroWinsHands, kSeatZeroWinsFaceUp);
  auto s = atVueltas({"length=partida"}, second.deck);
  ASSERT_FALSE(HasFatalFailure());
  expectVueltasStart(*s);
  ASSERT_FALSE(HasFatalFailure());
  // Every window (and its claim) is passed; seat 1 does not sing this time.
  playDeal(*s, second, kSeatZeroWinsArrastreNoCante);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(countOf(*s, EventKind::Claimed), 0);
  Event a = dealScored(*s, 0), b = dealScored(*s, 1);
  EXPECT_EQ(a.points, 124);
  EXPECT_EQ(a.total, 40 + 124 + 20);  // carried over: 40 card points and the counted 20
  EXPECT_EQ(b.points, 6);
  EXPECT_EQ(b.total, 90 + 6);
  Event w = lastOf(*s, EventKind::PartidaWon);
  EXPECT_EQ(w.side, 0);
  EXPECT_EQ(w.partidaEnd, PartidaEnd::Points);
  EXPECT_TRUE(s->isTerminal());
}

int factOf(const GameState& s, int side, std::string_view name) {
  const TableFacts facts = s.tableFacts();
  for (const NamedValue& v : facts.sides.at(static_cast<size_t>(side)))
    if (v.name == name) return v.value;
  ADD_FAILURE() << "no fact " << name;
  return -1;
}

TEST(GuinoteRulesVueltas, CountByMemoryHidesTheRunningTotal) {
  for (const bool memory : {false, true}) {
    auto s = atVueltas({"length=partida", memory ? "count_by_memory=on" : "count_by_memory=off"});
    ASSERT_FALSE(HasFatalFailure());
    play(*s, "3c 1c");  // seat 1 reaches 111 in the vueltas deal
    EXPECT_EQ(s->scores().sides[1].points, 111);  // the engine (bots, the claim) knows it
    // The page's facts: by memory, the score the vueltas began with (90), else the running total.
    EXPECT_EQ(factOf(*s, 1, "points"), memory ? 90 : 111) << memory;
    EXPECT_EQ(factOf(*s, 1, "byMemory"), memory ? 1 : 0);
    const std::string json = observationJson(*s, 0);
    EXPECT_EQ(json.find("\"points\":111") == std::string::npos, memory) << json;
    play(*s, "claim");  // checked against the real total
    EXPECT_TRUE(lastOf(*s, EventKind::Claimed).correct);
    EXPECT_EQ(factOf(*s, 1, "byMemory"), 0);  // over: nothing left to count
  }
}

TEST(GuinoteRulesVueltas, CountByMemoryShowsTheFirstDeal) {
  auto g = guinote({"players=2", "count_by_memory=on"});
  ArrastreDeal d = arrastreDeal(*g, kNoWinnerHands, kNoWinnerFaceUp);
  auto s = newState(g, 1, {d.deck});
  reachArrastre(*s, d);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(factOf(*s, 0, "byMemory"), 0);
  EXPECT_EQ(factOf(*s, 0, "points"), s->scores().sides[0].points);
}

}  // namespace
}  // namespace baza::test
