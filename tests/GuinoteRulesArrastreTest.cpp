// RULES.md, Guiñote, "Phase 2, arrastre, once the stock is gone": the play
// obligations (asistir, montar, fallar, overtrump, the partner's exemption and its
// reglamento variant), the reasons an illegal card is refused, and what a play
// shows everyone about a hand (Observation::excludedCards).
//
// Each test starts the arrastre from chosen hands (GuinoteArrastreDeal.h): seat 0 is
// the mano and leads the first trick of the arrastre; trumps are oros throughout.
// With 4 players, seats 0 and 2 are partners against 1 and 3.
#include <gtest/gtest.h>

#include "GuinoteArrastreDeal.h"

namespace baza::test {
namespace {

using namespace arr;

std::unique_ptr<GameState> start(const std::vector<std::string>& options, const std::vector<std::string>& hands,
                                 const std::string& faceUp) {
  return stateAtArrastre(guinote(options), hands, faceUp);
}

const std::vector<std::string> kTwo = {"players=2"};
const std::vector<std::string> kFour = {"players=4"};
const std::vector<std::string> kFourReglamento = {"players=4", "partner_exempts_overtake=off"};

// 2 players: seat 1 holds the As and the 2 of copas, and other suits.
const std::vector<std::string> kFollowHands = {"4c 5e 6e 7e 2b 4b", "1c 2c 5b 6b 7b 2o"};

TEST(GuinoteRulesArrastre, LeaderMayLeadAnyCard) {
  auto s = start(kTwo, kFollowHands, "2o");
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(s->dealView().hands[0], cardSet(kFollowHands[0]));  // the chosen hands, stock gone
  EXPECT_EQ(s->dealView().hands[1], cardSet(kFollowHands[1]));
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_EQ(playable(*s), cardSet("4c 5e 6e 7e 2b 4b"));
}

TEST(GuinoteRulesArrastre, MustFollowSuit) {
  auto s = start(kTwo, kFollowHands, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c");
  // Holding copas, seat 1 may neither discard another suit nor trump.
  EXPECT_EQ(why(*s, "5b"), IllegalReason::MustFollowSuit);
  EXPECT_EQ(why(*s, "2o"), IllegalReason::MustFollowSuit);
  EXPECT_FALSE(playable(*s).has(card("5b")));
  EXPECT_FALSE(playable(*s).has(card("2o")));
  const std::string before = fingerprint(*s);
  Status st = s->apply(Action::play(card("5b")));
  ASSERT_FALSE(st.ok());
  EXPECT_EQ(st.error().message, "5b is illegal: must follow suit");
  EXPECT_EQ(fingerprint(*s), before);  // an illegal action changes nothing
}

TEST(GuinoteRulesArrastre, MustBeatTheWinningCardWhenFollowing) {
  auto s = start(kTwo, kFollowHands, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c");
  EXPECT_EQ(playable(*s), cardSet("1c"));  // the As beats the 4; the 2 does not
  EXPECT_EQ(why(*s, "2c"), IllegalReason::MustBeat);
  const std::string before = fingerprint(*s);
  Status st = s->apply(Action::play(card("2c")));
  ASSERT_FALSE(st.ok());
  EXPECT_EQ(st.error().message, "2c is illegal: must beat the winning card");
  EXPECT_EQ(fingerprint(*s), before);
  EXPECT_EQ(why(*s, "1c"), std::nullopt);
  play(*s, "1c");
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).player, 1);
}

TEST(GuinoteRulesArrastre, FollowsWithAnyCardOfTheSuitWhenUnableToBeat) {
  auto s = start(kTwo, {"4c 5e 6e 7e 2b 4b", "2c 5b 6b 7b 1b 2o"}, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c");
  EXPECT_EQ(playable(*s), cardSet("2c"));  // must still follow suit
  EXPECT_EQ(why(*s, "1b"), IllegalReason::MustFollowSuit);
}

TEST(GuinoteRulesArrastre, MustBeatTheWinningCardNotJustTheCardLed) {
  // 4 players: 0 leads 4c, 1 (opponent of 2) takes it with the Sota; seat 2 must
  // beat the Sota: only his Rey does (the Caballo beats the 4, not the Sota).
  auto s = start(kFour, {"4c 5e 6e 7e 2b 4b", "10c 5b 6b 7b 2e 4e", "11c 12c 5c 4o 5o 6o", "6c 7c 1b 3b 2o 7o"},
                 "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c 10c");
  EXPECT_EQ(s->currentPlayer(), 2);
  EXPECT_EQ(playable(*s), cardSet("12c"));
  EXPECT_EQ(why(*s, "11c"), IllegalReason::MustBeat);
  EXPECT_EQ(why(*s, "5c"), IllegalReason::MustBeat);
  EXPECT_EQ(why(*s, "4o"), IllegalReason::MustFollowSuit);
}

TEST(GuinoteRulesArrastre, TrumpsLedMustBeatWithAHigherTrump) {
  auto s = start(kTwo, {"5o 5e 6e 7e 2b 4b", "2o 1o 5b 6b 7b 1b"}, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "5o");
  EXPECT_EQ(playable(*s), cardSet("1o"));
  EXPECT_EQ(why(*s, "2o"), IllegalReason::MustBeat);
  EXPECT_EQ(why(*s, "5b"), IllegalReason::MustFollowSuit);
}

TEST(GuinoteRulesArrastre, OverATrumpAnyCardOfTheSuitLedWillDo) {
  // 0 leads copas, 1 (void) trumps; seat 2 must follow copas but need not beat.
  auto s = start(kFour, {"4c 5e 6e 7e 2b 4b", "5o 5b 6b 7b 2e 4e", "2c 1c 12c 1o 10e 11e", "3c 7c 1b 3b 2o 6o"},
                 "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c");
  EXPECT_EQ(playable(*s), cardSet("5o"));  // seat 1: void in copas, must trump
  play(*s, "5o");
  EXPECT_EQ(playable(*s), cardSet("2c 1c 12c"));
  EXPECT_EQ(why(*s, "2c"), std::nullopt);
  EXPECT_EQ(why(*s, "1o"), IllegalReason::MustFollowSuit);
  EXPECT_EQ(why(*s, "10e"), IllegalReason::MustFollowSuit);
}

TEST(GuinoteRulesArrastre, VoidInTheSuitLedMustTrump) {
  auto s = start(kTwo, {"4c 5e 6e 7e 2b 4b", "2o 5o 5b 6b 7b 1b"}, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c");
  EXPECT_EQ(playable(*s), cardSet("2o 5o"));  // any trump: nothing to overtrump yet
  EXPECT_EQ(why(*s, "5b"), IllegalReason::MustTrump);
  const std::string before = fingerprint(*s);
  Status st = s->apply(Action::play(card("1b")));
  ASSERT_FALSE(st.ok());
  EXPECT_EQ(st.error().message, "1b is illegal: must trump");
  EXPECT_EQ(fingerprint(*s), before);
  play(*s, "2o");
  EXPECT_EQ(lastOf(*s, EventKind::TrickWon).player, 1);
}

TEST(GuinoteRulesArrastre, VoidWithoutTrumpsMayPlayAnyCard) {
  // Seat 1 gives up his only trump in the first trick, then is void in copas too.
  auto s = start(kTwo, {"5o 4c 5e 6e 7e 2b", "2o 5b 6b 7b 1b 3b"}, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "5o");
  EXPECT_EQ(playable(*s), cardSet("2o"));
  play(*s, "2o 4c");
  EXPECT_EQ(playable(*s), cardSet("5b 6b 7b 1b 3b"));
}

TEST(GuinoteRulesArrastre, OpponentTrumpedMustOvertrump) {
  // 0 leads copas, 1 trumps with the 5; seat 2 (void in copas) must overtrump.
  auto s = start(kFour, {"4c 5e 6e 7e 2b 4b", "5o 5b 6b 7b 2e 4e", "2o 1o 10e 11e 12b 1e", "3c 7c 1b 3b 6o 4o"},
                 "4o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c 5o");
  EXPECT_EQ(playable(*s), cardSet("1o"));
  EXPECT_EQ(why(*s, "2o"), IllegalReason::MustOvertrump);
  EXPECT_EQ(why(*s, "10e"), IllegalReason::MustOvertrump);
  const std::string before = fingerprint(*s);
  Status st = s->apply(Action::play(card("10e")));
  ASSERT_FALSE(st.ok());
  EXPECT_EQ(st.error().message, "10e is illegal: must overtrump");
  EXPECT_EQ(fingerprint(*s), before);
}

TEST(GuinoteRulesArrastre, UnableToOvertrumpMayPlayAnyCard) {
  auto s = start(kFour, {"4c 5e 6e 7e 2b 4b", "5o 5b 6b 7b 2e 4e", "2o 4o 10e 11e 12b 1e", "3c 7c 1b 3b 6o 1o"},
                 "1o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c 5o");
  EXPECT_EQ(playable(*s), cardSet("2o 4o 10e 11e 12b 1e"));  // under-trump or discard
}

// 0 leads 7c, 1 follows low: seat 0's partner (seat 2) sees his side winning.
const std::vector<std::string> kPartnerFollows = {"7c 5e 6e 7e 2b 4b", "2c 5b 6b 7b 2e 4e", "4c 1c 10e 11e 12b 1e",
                                                  "3c 6c 1b 3b 6o 4o"};
const std::vector<std::string> kPartnerVoid = {"7c 5e 6e 7e 2b 4b", "2c 5b 6b 7b 2e 4e", "2o 5o 10e 11e 12b 1e",
                                               "3c 6c 1b 3b 6o 4o"};

TEST(GuinoteRulesArrastre, PartnerWinningMustFollowButNeedNotBeat) {
  auto s = start(kFour, kPartnerFollows, "4o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "7c 2c");
  EXPECT_EQ(playable(*s), cardSet("4c 1c"));
  EXPECT_EQ(why(*s, "4c"), std::nullopt);
  EXPECT_EQ(why(*s, "10e"), IllegalReason::MustFollowSuit);
}

TEST(GuinoteRulesArrastre, PartnerWinningVoidNeedNotTrump) {
  auto s = start(kFour, kPartnerVoid, "4o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "7c 2c");
  EXPECT_EQ(playable(*s), cardSet("2o 5o 10e 11e 12b 1e"));
}

TEST(GuinoteRulesArrastre, ReglamentoPartnerWinningStillMustBeat) {
  auto s = start(kFourReglamento, kPartnerFollows, "4o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "7c 2c");
  EXPECT_EQ(playable(*s), cardSet("1c"));
  EXPECT_EQ(why(*s, "4c"), IllegalReason::MustBeat);
}

TEST(GuinoteRulesArrastre, ReglamentoPartnerWinningNeverMustTrump) {
  auto s = start(kFourReglamento, kPartnerVoid, "4o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "7c 2c");
  EXPECT_EQ(playable(*s), cardSet("2o 5o 10e 11e 12b 1e"));
}

// ---- what a play shows: Observation::excludedCards ------------------------------

CardSet suitInDeck(const GameState& s, int suit) { return rulesOf(s.game()).deckSet & CardSet::suit(suit); }

TEST(GuinoteRulesArrastreInference, TrumpingShowsVoidInTheSuitLed) {
  auto s = start(kTwo, {"4c 5e 6e 7e 2b 4b", "2o 5o 5b 6b 7b 1b"}, "2o");
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_TRUE(s->observe(0).excludedCards[1].empty());  // nothing inferred in phase 1
  play(*s, "4c 2o");
  for (int viewer = 0; viewer < 2; ++viewer) {
    CardSet ex = s->observe(viewer).excludedCards[1];
    EXPECT_EQ(ex & suitInDeck(*s, 1), suitInDeck(*s, 1)) << "every copa";
    EXPECT_TRUE((ex & CardSet::suit(0)).empty()) << "nothing known about his trumps";
  }
  EXPECT_TRUE(s->observe(1).excludedCards[0].empty());  // the leader shows nothing
}

TEST(GuinoteRulesArrastreInference, DiscardingShowsNoTrumpsEither) {
  auto s = start(kTwo, {"5o 4c 5e 6e 7e 2b", "2o 5b 6b 7b 1b 3b"}, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "5o 2o");
  // Following trumps led without beating the 5: no higher trump in that hand.
  EXPECT_EQ(s->observe(0).excludedCards[1] & suitInDeck(*s, 0), cardSet("6o 7o 10o 11o 12o 3o 1o"));
  play(*s, "4c 5b");
  CardSet ex = s->observe(0).excludedCards[1];
  EXPECT_EQ(ex & suitInDeck(*s, 1), suitInDeck(*s, 1));
  EXPECT_EQ(ex & suitInDeck(*s, 0), suitInDeck(*s, 0));
  EXPECT_TRUE((ex & (CardSet::suit(2) | CardSet::suit(3))).empty());
}

TEST(GuinoteRulesArrastreInference, FollowingWithoutBeatingShowsNoHigherCard) {
  auto s = start(kTwo, {"4c 5e 6e 7e 2b 4b", "2c 5b 6b 7b 1b 2o"}, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c 2c");
  EXPECT_EQ(s->observe(0).excludedCards[1], cardSet("5c 6c 7c 10c 11c 12c 3c 1c"));
}

TEST(GuinoteRulesArrastreInference, UnderTrumpingShowsNoHigherTrump) {
  auto s = start(kFour, {"4c 5e 6e 7e 2b 4b", "5o 5b 6b 7b 2e 4e", "2o 4o 10e 11e 12b 1e", "3c 7c 1b 3b 6o 1o"},
                 "1o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "4c 5o 2o");
  CardSet ex = s->observe(3).excludedCards[2];
  EXPECT_EQ(ex & suitInDeck(*s, 1), suitInDeck(*s, 1));
  EXPECT_EQ(ex & suitInDeck(*s, 0), cardSet("6o 7o 10o 11o 12o 3o 1o"));
  EXPECT_FALSE(ex.has(card("4o")));  // a lower trump may still be there
}

TEST(GuinoteRulesArrastreInference, PartnerWinningDiscardShowsOnlyTheVoid) {
  auto s = start(kFour, kPartnerVoid, "4o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "7c 2c 10e");
  CardSet ex = s->observe(1).excludedCards[2];
  EXPECT_EQ(ex & suitInDeck(*s, 1), suitInDeck(*s, 1));
  EXPECT_TRUE((ex & CardSet::suit(0)).empty()) << "he was not obliged to trump";
}

}  // namespace
}  // namespace baza::test
