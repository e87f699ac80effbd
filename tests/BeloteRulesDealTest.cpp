// RULES.md, Belote, "Dealing and bidding" (source, "Inicio" and "Desarrollo"):
// 3 + 2 cards each with four players, 3 + 3 with two or three; the next card turned
// face up; round one from the mano takes the turned suit or passes, round two names
// another suit or passes; all passing twice makes the same dealer deal again; then
// three more cards each, the four-player taker getting two and the turned card; with
// 2-3 players the bottom card is shown and the holder of the 7 of trumps may take
// the turned card when trumps are its suit. The mano leads; the deal passes on.
#include <gtest/gtest.h>

#include "BeloteScript.h"

namespace baza::test {
namespace {

using namespace bel;

// Four players; the turned card is the A of hearts.
const BeloteDeal kFour = {{"JH 9H AS TS KS", "7C 8C 9C AD TD", "7D 8D QH KH AC", "7S 8S 9S QS JS"},
                          "AH",
                          {"JC QC KC", "TC JD", "QD KD 9D", "TH 8H 7H"}};

// Three players; seat 2 holds the 7 of hearts, the turned suit; the bottom card is the J of spades.
const BeloteDeal kThree = {{"JH 9H AS TS KS 8D", "7C 8C 9C AD TD JD", "7H 8H QH KH AC 7D"},
                           "AH",
                           {"JC QC KC", "TC 9D QD", "KD 8S 9S"},
                           "JS"};

TEST(BeloteRulesDeal, FourPlayersGetThreeThenTwoAndACardIsTurned) {
  auto s = start(belote(), {kFour});
  const DealView v = s->dealView();
  EXPECT_EQ(v.hands[0], fset("JH 9H AS TS KS"));
  EXPECT_EQ(v.hands[3], fset("7S 8S 9S QS JS"));
  EXPECT_EQ(v.faceUp, fc("AH"));
  EXPECT_EQ(v.stock.size(), 11u);
  EXPECT_EQ(v.dealer, 3);
  EXPECT_EQ(s->currentPlayer(), 0);  // the mano speaks first
  const Event d = lastOf(*s, EventKind::DealStarted);
  EXPECT_EQ(d.card, fc("AH"));
  EXPECT_EQ(d.player, 3);
  // Dealt three at a time from the mano: the pack's first three cards are seat 0's.
  const auto deck = deckOf(kFour);
  EXPECT_EQ(deck[0], fc("JH"));
  EXPECT_EQ(deck[3], fc("7C"));
  EXPECT_EQ(deck[12], fc("TS"));
  EXPECT_EQ(deck[20], fc("AH"));
}

TEST(BeloteRulesDeal, TwoAndThreePlayersGetThreeThenThree) {
  auto s = start(belote({"players=3"}), {kThree});
  const DealView v = s->dealView();
  for (int p = 0; p < 3; ++p) EXPECT_EQ(v.hands[p].size(), 6);
  EXPECT_EQ(v.hands[2], fset("7H 8H QH KH AC 7D"));
  EXPECT_EQ(v.stock.size(), 13u);
  EXPECT_EQ(v.dealer, 2);
  auto two = start(belote({"players=2"}), {{{"JH 9H AS TS KS 8D", "7C 8C 9C AD TD JD"}, "AH", {}}});
  EXPECT_EQ(two->dealView().hands[1], fset("7C 8C 9C AD TD JD"));
  EXPECT_EQ(two->dealView().stock.size(), 19u);
}

TEST(BeloteRulesDeal, RoundOneTakesTheTurnedSuitOrPasses) {
  auto s = start(belote(), {kFour});
  EXPECT_EQ(legalText(*s), "bid:1 pass");  // hearts, the turned suit
  EXPECT_EQ(why(*s, "bid:0"), IllegalReason::NotAvailable);
  EXPECT_EQ(why(*s, "AS"), IllegalReason::NotAvailable);
  play(*s, "pass");
  EXPECT_EQ(s->currentPlayer(), 1);
  play(*s, "bid:1");
  const auto bids = eventsOf(*s, EventKind::Bid);
  ASSERT_EQ(bids.size(), 2u);
  EXPECT_FALSE(bids[0].take);
  EXPECT_EQ(bids[0].round, 1);
  EXPECT_EQ(bids[1].player, 1);
  EXPECT_EQ(bids[1].suit, 1);
  const Event c = lastOf(*s, EventKind::Contract);
  EXPECT_EQ(c.player, 1);
  EXPECT_EQ(c.side, 1);
  EXPECT_EQ(c.suit, 1);
  EXPECT_EQ(s->observe(0).taker, 1);
  EXPECT_EQ(s->observe(0).trumpSuit, 1);
  EXPECT_EQ(eventText(bids[1], DeckKind::French), "bid 1 round 1 H");
  EXPECT_EQ(eventText(bids[0], DeckKind::French), "bid 0 round 1 pass");
  EXPECT_EQ(eventText(c, DeckKind::French), "contract 1 side 1 trump H");
}

TEST(BeloteRulesDeal, RoundTwoNamesAnotherSuit) {
  auto s = start(belote(), {kFour});
  play(*s, "pass pass pass pass");
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(legalText(*s), "bid:0 bid:2 bid:3 pass");
  EXPECT_EQ(why(*s, "bid:1"), IllegalReason::NotAvailable);
  play(*s, "pass pass bid:3");
  EXPECT_EQ(lastOf(*s, EventKind::Bid).round, 2);
  EXPECT_EQ(lastOf(*s, EventKind::Contract).player, 2);
  EXPECT_EQ(s->observe(1).trumpSuit, 3);
  // The four-player taker takes the turned card even when it is not a trump.
  EXPECT_TRUE(handOf(*s, 2).has(fc("AH")));
  EXPECT_EQ(s->currentPlayer(), 0);  // the mano leads
}

TEST(BeloteRulesDeal, AllPassingTwiceRedealsWithTheSameDealer) {
  const BeloteDeal second = {{"7S 8S 9S TS JS", "7H 8H 9H TH JH", "7D 8D 9D TD JD", "7C 8C 9C TC JC"}, "QS", {}};
  auto s = start(belote(), {kFour, second});
  play(*s, "pass pass pass pass pass pass pass pass");
  const Event r = lastOf(*s, EventKind::Redeal);
  EXPECT_EQ(r.player, 3);
  EXPECT_EQ(r.dealNumber, 1);
  EXPECT_EQ(eventText(r, DeckKind::French), "redeal dealer 3 deal 1");
  const auto deals = eventsOf(*s, EventKind::DealStarted);
  ASSERT_EQ(deals.size(), 2u);
  EXPECT_EQ(deals[1].player, 3);  // the same dealer
  EXPECT_EQ(deals[1].dealNumber, 2);
  EXPECT_EQ(deals[1].card, fc("QS"));
  EXPECT_EQ(handOf(*s, 1), fset("7H 8H 9H TH JH"));  // the next pack
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(countOf(*s, EventKind::DealScored), 0);
  EXPECT_EQ(s->scores().sides[0].points, 0);
}

TEST(BeloteRulesDeal, RedealsWithoutAPackComeFromTheSeed) {
  auto a = newState(belote(), 77);
  auto b = newState(belote(), 77);
  play(*a, "pass pass pass pass pass pass pass pass");
  play(*b, "pass pass pass pass pass pass pass pass");
  EXPECT_EQ(a->dealView().hands, b->dealView().hands);
  auto first = newState(belote(), 77);
  EXPECT_NE(a->dealView().hands, first->dealView().hands);  // a new shuffle
}

// The redeal cap (README, project choices): after five packs in a row passed out,
// the dealer, last to speak in round two, must name trumps; four are not enough.
TEST(BeloteRulesDeal, AfterFivePassedOutPacksTheDealerMustNameTrumps) {
  const std::string passedOut = "pass pass pass pass pass pass pass pass ";
  for (int players : {4, 3, 2}) {
    SCOPED_TRACE(players);
    const std::string all = players == 4 ? passedOut : players == 3 ? "pass pass pass pass pass pass " : "pass pass pass pass ";
    const std::string toDealer = players == 4 ? "pass pass pass pass pass pass pass" : players == 3 ? "pass pass pass pass pass" : "pass pass pass";
    auto s = newState(belote({"players=" + std::to_string(players)}), 91);
    for (int i = 0; i < 4; ++i) play(*s, all);
    play(*s, toDealer);
    const int dealer = lastOf(*s, EventKind::DealStarted).player;
    EXPECT_EQ(s->currentPlayer(), dealer);
    EXPECT_TRUE(isLegal(*s, "pass"));  // four passed out: the dealer may still pass
    play(*s, "pass");
    EXPECT_EQ(countOf(*s, EventKind::Redeal), 5);
    play(*s, toDealer);
    ASSERT_EQ(s->currentPlayer(), dealer);
    EXPECT_FALSE(isLegal(*s, "pass"));
    EXPECT_EQ(why(*s, "pass"), IllegalReason::NotAvailable);
    EXPECT_FALSE(s->apply(act("pass")).ok());
    EXPECT_EQ(countOf(*s, EventKind::Redeal), 5);  // the refused pass changed nothing
    const ActionList legal = s->legalActions();
    ASSERT_EQ(legal.size(), 3);  // the three other suits
    ASSERT_TRUE(s->apply(legal[0]));
    EXPECT_EQ(countOf(*s, EventKind::Contract), 1);
  }
}

TEST(BeloteRulesDeal, FourPlayerTakerGetsTwoCardsAndTheTurnedCard) {
  auto s = start(belote(), {kFour});
  play(*s, "pass bid:1");
  const DealView v = s->dealView();
  EXPECT_EQ(v.hands[0], fset("JH 9H AS TS KS JC QC KC"));
  EXPECT_EQ(v.hands[1], fset("7C 8C 9C AD TD TC JD AH"));
  EXPECT_EQ(v.hands[2], fset("7D 8D QH KH AC QD KD 9D"));
  EXPECT_EQ(v.hands[3], fset("7S 8S 9S QS JS TH 8H 7H"));
  EXPECT_TRUE(v.stock.empty());
  EXPECT_FALSE(v.faceUp.valid());
  // Everyone saw the turned card go to the taker; the other cards stay hidden.
  const Observation o = s->observe(0);
  EXPECT_EQ(o.knownCards[1], fset("AH"));
  int shown = 0, hidden = 0;
  for (const Event& e : o.events)
    if (e.kind == EventKind::CardDrawn && e.player != 0) (e.card.valid() ? shown : hidden)++;
  EXPECT_EQ(shown, 1);
  EXPECT_EQ(hidden, 8);
  EXPECT_EQ(countOf(*s, EventKind::BottomCard), 0);  // not with four players
  EXPECT_EQ(countOf(*s, EventKind::Exchanged), 0);
  EXPECT_EQ(s->currentPlayer(), 0);
}

TEST(BeloteRulesDeal, ThreePlayersSeeTheBottomCardAndTheSevenMayTakeTheTurnedCard) {
  auto s = start(belote({"players=3"}), {kThree});
  play(*s, "bid:1");  // the mano takes hearts
  const DealView v = s->dealView();
  EXPECT_EQ(v.hands[0], fset("JH 9H AS TS KS 8D JC QC KC"));
  EXPECT_EQ(v.hands[2], fset("7H 8H QH KH AC 7D KD 8S 9S"));
  ASSERT_EQ(v.stock.size(), 4u);
  EXPECT_EQ(v.stock.back(), fc("JS"));
  const Event b = lastOf(*s, EventKind::BottomCard);
  EXPECT_EQ(b.card, fc("JS"));
  EXPECT_EQ(b.player, 2);
  EXPECT_EQ(eventText(b, DeckKind::French), "bottom JS");
  for (int p = 0; p < 3; ++p) {  // public in every observation
    bool seen = false;
    for (const Event& e : s->observe(p).events) seen = seen || (e.kind == EventKind::BottomCard && e.card == fc("JS"));
    EXPECT_TRUE(seen);
  }
  // The holder of the 7 of trumps is asked before the first lead (and so the table knows he holds it).
  EXPECT_EQ(s->currentPlayer(), 2);
  EXPECT_EQ(legalText(*s), "exchange pass");
  EXPECT_TRUE(s->observe(0).knownCards[2].has(fc("7H")));
  EXPECT_EQ(s->observe(0).faceUp, fc("AH"));
  play(*s, "exchange");
  EXPECT_EQ(handOf(*s, 2), fset("AH 8H QH KH AC 7D KD 8S 9S"));
  EXPECT_EQ(s->dealView().faceUp, fc("7H"));
  const Event x = lastOf(*s, EventKind::Exchanged);
  EXPECT_EQ(x.card, fc("7H"));
  EXPECT_EQ(x.cardTaken, fc("AH"));
  EXPECT_TRUE(s->observe(1).knownCards[2].has(fc("AH")));
  EXPECT_EQ(s->currentPlayer(), 0);  // now the mano leads
  EXPECT_EQ(why(*s, "exchange"), IllegalReason::NotAvailable);
}

TEST(BeloteRulesDeal, TheSevenMayKeepItsPlace) {
  auto s = start(belote({"players=3"}), {kThree});
  play(*s, "pass bid:1");
  EXPECT_EQ(s->currentPlayer(), 2);
  play(*s, "pass");
  EXPECT_TRUE(handOf(*s, 2).has(fc("7H")));
  EXPECT_EQ(s->dealView().faceUp, fc("AH"));
  EXPECT_EQ(s->currentPlayer(), 0);
}

TEST(BeloteRulesDeal, NoExchangeWhenTrumpsAreNamedInRoundTwo) {
  auto s = start(belote({"players=3"}), {kThree});
  play(*s, "pass pass pass bid:0");
  EXPECT_EQ(countOf(*s, EventKind::BottomCard), 1);
  EXPECT_EQ(s->currentPlayer(), 0);  // straight to the lead
  EXPECT_TRUE(isLegal(*s, "AS"));
  EXPECT_FALSE(isLegal(*s, "exchange"));
  EXPECT_EQ(s->dealView().faceUp, fc("AH"));  // the turned card stays on the table with 2-3 players
}

TEST(BeloteRulesDeal, NoExchangeWhenTheSevenIsInTheStock) {
  // Two players; the 7 of hearts is left in the stock: everyone may know it is out of play.
  const BeloteDeal two = {{"JH 9H AS TS KS 8D", "7C 8C 9C AD TD JD"}, "AH", {"JC QC KC", "TC 9D QD"}, "7H"};
  auto s = start(belote({"players=2"}), {two});
  play(*s, "bid:1");
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(countOf(*s, EventKind::Exchanged), 0);
  for (int p = 0; p < 2; ++p) EXPECT_TRUE(s->observe(p).excludedCards[1 - p].has(fc("7H")));
}

TEST(BeloteRulesDeal, TheManoLeadsWhoeverTakes) {
  auto s = start(belote(), {kFour});
  play(*s, "pass pass bid:1");
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(s->dealView().trick.size(), 0u);
}

TEST(BeloteRulesDeal, TheDealPassesToTheNextPlayer) {
  auto s = start(belote(), {kFour});
  play(*s, "bid:1");
  finishDeal(*s);
  ASSERT_FALSE(HasFatalFailure());
  const Event d = lastOf(*s, EventKind::DealStarted);
  EXPECT_EQ(d.player, 0);  // the old mano deals
  EXPECT_EQ(d.dealNumber, 2);
  EXPECT_EQ(s->currentPlayer(), 1);  // the new mano speaks first
  play(*s, "pass pass pass pass pass pass pass pass");
  EXPECT_EQ(lastOf(*s, EventKind::DealStarted).player, 0);  // a redeal keeps the dealer
  EXPECT_EQ(s->currentPlayer(), 1);
}

TEST(BeloteRulesDeal, TwoPlayersMayGiveTheDealToTheHigherScore) {
  // Seat 1 (the first dealer) holds every strong trump and wins the deal.
  const BeloteDeal two = {{"7C 8C 9C AD TD JD", "JH 9H AH TH KH QH"}, "8H", {"TC 9D QD", "AS TS KS"}};
  for (const char* rule : {"alternate", "higher_score"}) {
    auto s = start(belote({"players=2", std::string("two_player_dealer=") + rule}), {two});
    play(*s, "pass bid:1");
    finishDeal(*s);
    ASSERT_FALSE(HasFatalFailure());
    ASSERT_GT(s->scores().sides[1].points, s->scores().sides[0].points);
    const int expected = std::string(rule) == "alternate" ? 0 : 1;  // the source: who scored more deals
    EXPECT_EQ(lastOf(*s, EventKind::DealStarted).player, expected) << rule;
    EXPECT_EQ(s->currentPlayer(), 1 - expected) << rule;
  }
}

TEST(BeloteRulesDeal, TheFirstDealerCeremonyDrawsTheLowestCard) {
  auto s = newState(belote({"ceremony=lowest_card"}), 5);
  const auto drawn = eventsOf(*s, EventKind::CeremonyCard);
  ASSERT_GE(drawn.size(), 4u);
  const auto& r = rulesOf(s->game());
  // The last round decided: its lowest card is alone, and its drawer sits at the last seat (the dealer).
  const int lastRound = drawn.back().round;
  int lowest = -1;
  for (const Event& e : drawn)
    if (e.round == lastRound && (lowest < 0 || r.plainStrength[e.card.rank()] < r.plainStrength[drawn[lowest].card.rank()]))
      lowest = static_cast<int>(&e - drawn.data());
  for (const Event& e : drawn) {
    if (e.round == lastRound && &e != &drawn[lowest]) {
      EXPECT_GT(r.plainStrength[e.card.rank()], r.plainStrength[drawn[lowest].card.rank()]);
    }
  }
  EXPECT_EQ(s->seatOfPerson()[drawn[lowest].player], 3);
  EXPECT_EQ(countOf(*s, EventKind::Seated), 4);
  // Deterministic from the seed.
  auto again = newState(belote({"ceremony=lowest_card"}), 5);
  EXPECT_EQ(fingerprint(*s), fingerprint(*again));
}

}  // namespace
}  // namespace baza::test
