// Scripted Whist deals, one rule per test (shared/rules/RULES.md "Whist"; the
// readings of the source are in core/whist/WhistRules.h).
#include <gtest/gtest.h>

#include "Session.h"
#include "WhistDeal.h"
#include "bots/Bot.h"
#include "whist/WhistState.h"

namespace baza::test {
namespace {

// Trumps hearts (the dealer, seat 3, turns the 3H). Side 0 takes the three spade,
// three heart and three diamond tricks (9), side 1 the clubs and the last (4).
// Side 0 holds A K Q J of hearts: four honours.
const std::vector<std::string> kDealA = {
    "AS 2S KS 3S", "QS 4S JS 5S", "TS 6S 9S 7S",  //
    "AH 2H KH 3H", "QH 4H JH 5H", "TH 6H 9H 7H",  //
    "AD 2D KD 3D", "QD 4D JD 5D", "TD 6D 9D 7D",  //
    "2C AC 3C KC", "4C QC 5C JC", "6C TC 7C 9C",  //
    "8S 8C 8D 8H"};

// Deal A with the last diamond trick to side 1 (8 to side 0) and the JH with side 1:
// side 0 holds A K Q of hearts, three honours.
std::vector<std::string> dealB() {
  auto d = kDealA;
  d[4] = "QH JH 4H 5H";
  d[8] = "6D TD 7D 9D";
  return d;
}

std::vector<std::string> eventLines(const GameState& s) {
  std::vector<std::string> out;
  for (const Event& e : s.events()) out.push_back(eventText(e, DeckKind::French));
  return out;
}

std::vector<std::string> linesOf(const GameState& s, std::string_view kind) {
  std::vector<std::string> out;
  for (const Event& e : s.events())
    if (eventKindName(e.kind) == kind) out.push_back(eventText(e, DeckKind::French));
  return out;
}

// ---- dealing -------------------------------------------------------------------

TEST(WhistRules, DealsOneCardAtATimeFromTheDealersLeftAndTurnsHisLast) {
  auto game = whist();
  std::vector<Card> deck;
  for (Card c : dynamic_cast<const WhistGame&>(*game).rules().deck) deck.push_back(c);  // 2S 3S ... AC
  auto s = newState(game, 0, {deck});
  DealView v = s->dealView();
  // Card k goes to seat (k mod 4): seat 0 (the dealer's left) gets the 1st, 5th, 9th...
  EXPECT_EQ(cardsText(v.hands[0], DeckKind::French), "2S 6S TS AS 5H 9H KH 4D 8D QD 3C 7C JC");
  EXPECT_EQ(cardsText(v.hands[3], DeckKind::French), "5S 9S KS 4H 8H QH 3D 7D JD 2C 6C TC AC");
  EXPECT_EQ(v.dealer, 3);
  EXPECT_EQ(v.faceUp, frenchCard("AC"));  // the dealer's last card, turned: clubs are trumps
  EXPECT_EQ(v.trumpSuit, kClubs);
  EXPECT_EQ(eventLines(*s).at(0), "deal 1 dealer 3 trump AC vueltas 0");
  EXPECT_EQ(s->currentPlayer(), 0);  // the dealer's left leads
  EXPECT_TRUE(v.stock.empty());
}

TEST(WhistRules, ScriptedDeckDealsTheHandsAsWritten) {
  auto game = whist();
  ScriptedDeal d = scriptDeal(kDealA, "3H");
  auto s = newState(game, 0, {d.deck});
  DealView v = s->dealView();
  EXPECT_EQ(v.hands[0], frenchSet("AS QS TS AH QH TH AD QD TD 2C 4C 6C 8S"));
  EXPECT_EQ(v.hands[3], frenchSet("3S 5S 7S 3H 5H 7H 3D 5D 7D KC JC 9C 8H"));
  EXPECT_EQ(v.faceUp, frenchCard("3H"));
  EXPECT_EQ(v.trumpSuit, kHearts);
}

TEST(WhistRules, SeededDealsAreShuffledCutAndReproducible) {
  auto game = whist();
  auto a = newState(game, 77), b = newState(game, 77), c = newState(game, 78);
  CardSet all;
  for (CardSet h : a->dealView().hands) {
    EXPECT_EQ(h.size(), 13);
    EXPECT_TRUE((all & h).empty());
    all |= h;
  }
  EXPECT_EQ(all.size(), 52);
  EXPECT_EQ(fingerprint(*a), fingerprint(*b));
  EXPECT_NE(fingerprint(*a), fingerprint(*c));
  // The turned card is in the dealer's hand and fixes the trumps.
  DealView v = a->dealView();
  EXPECT_TRUE(v.hands[3].has(v.faceUp));
  EXPECT_EQ(v.trumpSuit, v.faceUp.suit());
}

TEST(WhistRules, TurnedCardIsPublicUntilPlayed) {
  auto game = whist();
  auto s = newState(game, 0, {scriptDeal(kDealA, "3H").deck});
  for (int p = 0; p < 3; ++p) {
    Observation o = s->observe(p);
    EXPECT_EQ(o.faceUp, frenchCard("3H"));
    EXPECT_EQ(o.knownCards[3], frenchSet("3H")) << p;
    for (int q = 0; q < 3; ++q) EXPECT_TRUE(o.knownCards[q].empty());
  }
  EXPECT_EQ(s->observe(3).knownCards[3], frenchSet("3H"));  // public to everyone, the dealer included
  play(*s, "AS 2S KS 3S QS 4S JS 5S TS 6S 9S 7S AH 2H KH");
  EXPECT_EQ(s->observe(0).knownCards[3], frenchSet("3H"));
  play(*s, "3H");  // the dealer plays it
  Observation o = s->observe(0);
  EXPECT_TRUE(o.knownCards[3].empty());
  EXPECT_FALSE(o.faceUp.valid());
  EXPECT_FALSE(s->dealView().faceUp.valid());
  EXPECT_EQ(o.trumpSuit, kHearts);
}

TEST(WhistRules, TrumpRotationHeartsDiamondsSpadesClubs) {
  auto game = whist({"trump_rotation=on", "game_points=9"});
  // Slams for alternate sides: 7, 7, 14 (game), 7, 14 (game): five deals.
  const int trumps[5] = {kHearts, kDiamonds, kSpades, kClubs, kHearts};
  std::vector<std::vector<Card>> decks;
  std::vector<std::string> moves;
  for (int d = 0; d < 5; ++d) {
    ScriptedDeal sd = slamDeal(d & 1, (3 + d) & 3, trumps[d]);
    decks.push_back(sd.deck);
    moves.push_back(sd.moves);
  }
  auto s = newState(game, 0, decks);
  for (const auto& m : moves) play(*s, m);
  const auto deals = linesOf(*s, "deal");
  ASSERT_EQ(deals.size(), 6u);  // the sixth deal has begun
  EXPECT_EQ(deals[0], "deal 1 dealer 3 trump H vueltas 0");  // no card is turned
  EXPECT_EQ(deals[1], "deal 2 dealer 0 trump D vueltas 0");
  EXPECT_EQ(deals[2], "deal 3 dealer 1 trump S vueltas 0");
  EXPECT_EQ(deals[3], "deal 4 dealer 2 trump C vueltas 0");
  EXPECT_EQ(deals[4], "deal 5 dealer 3 trump H vueltas 0");
  EXPECT_FALSE(s->observe(0).faceUp.valid());
  for (int p = 0; p < 4; ++p) EXPECT_TRUE(s->observe(p).knownCards[(p + 1) & 3].empty());
  EXPECT_EQ(WhistRules::rotationTrump(9), kHearts);
}

// ---- play ----------------------------------------------------------------------

TEST(WhistRules, MustFollowSuitElseAnyCard) {
  auto game = whist();
  auto s = newState(game, 0, {scriptDeal(kDealA, "3H").deck});
  play(*s, "AS");
  EXPECT_EQ(legalText(*s), "2S 4S 6S");  // seat 1's spades
  EXPECT_EQ(s->whyIllegal(Action::play(frenchCard("AC"))), IllegalReason::MustFollowSuit);
  EXPECT_EQ(s->whyIllegal(Action::play(frenchCard("KS"))), IllegalReason::NotInHand);  // seat 2's
  EXPECT_EQ(s->whyIllegal(Action::pass()), IllegalReason::NotAvailable);
  auto st = s->apply(Action::play(frenchCard("AC")));
  ASSERT_FALSE(st.ok());
  EXPECT_EQ(st.error().message, "AC is illegal: must follow suit");
  EXPECT_EQ(s->history().size(), 1u);  // nothing changed
  // Spades run out: seat 0 leads his last spade and the others may play anything.
  play(*s, "2S KS 3S QS 4S JS 5S TS 6S 9S 7S 8S");
  EXPECT_EQ(s->legalActions().size(), 10);  // all of seat 1's cards
  EXPECT_TRUE(s->observe(0).excludedCards[1].empty());
  play(*s, "2D");  // a discard
  EXPECT_EQ(s->observe(2).excludedCards[1], frenchSet("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"));
}

TEST(WhistRules, HighestOfSuitLedWinsUnlessTrumped) {
  auto game = whist();
  auto s = newState(game, 0, {scriptDeal(kDealA, "3H").deck});
  play(*s, "AS 2S KS 3S");
  EXPECT_EQ(linesOf(*s, "trick").back(), "trick 1 won-by 0 side 0 points 0");
  EXPECT_EQ(s->currentPlayer(), 0);  // the winner leads
  play(*s, "QS 4S JS 5S TS 6S 9S 7S");
  // Seat 0 leads his last spade: seat 1 ruffs low, seat 2 discards a higher diamond,
  // seat 3 overruffs: the highest trump wins.
  play(*s, "8S 2H 9D 3H");
  EXPECT_EQ(linesOf(*s, "trick").back(), "trick 4 won-by 3 side 1 points 0");
  EXPECT_EQ(s->currentPlayer(), 3);
  EXPECT_EQ(s->scores().sides[0].cardPoints, 3);  // tricks this deal
  EXPECT_EQ(s->scores().sides[1].cardPoints, 1);
  // The 8S told everyone that seats 1, 2, 3 have no spades.
  Observation o = s->observe(0);
  for (int q = 1; q < 4; ++q) EXPECT_TRUE((o.excludedCards[q] & frenchSet("2S 8S AS")) == frenchSet("2S 8S AS"));
  // Seat 3 leads a low diamond; everyone follows: the highest diamond wins.
  play(*s, "3D TD 4D JD");
  EXPECT_EQ(linesOf(*s, "trick").back(), "trick 5 won-by 2 side 0 points 0");
}

// ---- scoring -------------------------------------------------------------------

TEST(WhistRules, TricksOverSixScoreOnePointEach) {
  auto game = whist({"honours=off"});
  ScriptedDeal d = scriptDeal(kDealA, "3H");
  EXPECT_EQ(d.tricks[0], 9);
  auto s = newState(game, 0, {d.deck});
  play(*s, d.moves);
  const auto scored = linesOf(*s, "score");
  ASSERT_EQ(scored.size(), 2u);
  EXPECT_EQ(scored[0], "score side 0 tricks 3 honours 0 counted no total 3");
  EXPECT_EQ(scored[1], "score side 1 tricks 0 honours 0 counted no total 0");
  EXPECT_EQ(s->scores().sides[0].points, 3);
  EXPECT_EQ(s->scores().sides[1].points, 0);
  EXPECT_FALSE(s->isTerminal());
  EXPECT_EQ(s->dealView().dealNumber, 2);
}

TEST(WhistRules, FourHonoursWouldMakeGameSoTheyDoNotCount) {
  auto game = whist();
  ScriptedDeal d = scriptDeal(kDealA, "3H");
  auto s = newState(game, 0, {d.deck});
  play(*s, d.moves);
  // 3 for tricks + 4 for honours would be 7: honours cannot bring a side to game.
  EXPECT_EQ(linesOf(*s, "score")[0], "score side 0 tricks 3 honours 4 counted no total 3");
  EXPECT_EQ(s->scores().sides[0].points, 3);
  EXPECT_EQ(s->scores().sides[0].bonusPoints, 0);
  EXPECT_TRUE(linesOf(*s, "game").empty());
}

TEST(WhistRules, ThreeHonoursScoreTwo) {
  auto game = whist();
  ScriptedDeal d = scriptDeal(dealB(), "3H");
  EXPECT_EQ(d.tricks[0], 8);
  auto s = newState(game, 0, {d.deck});
  play(*s, d.moves);
  EXPECT_EQ(linesOf(*s, "score")[0], "score side 0 tricks 2 honours 2 counted yes total 4");
  EXPECT_EQ(linesOf(*s, "score")[1], "score side 1 tricks 0 honours 0 counted no total 0");
  EXPECT_EQ(s->scores().sides[0].points, 4);
  EXPECT_EQ(s->scores().sides[0].bonusPoints, 2);
}

TEST(WhistRules, HonoursCountForASideThatMadeNoTricks) {
  auto d = kDealA;
  d[3] = "2H AH 3H KH";  // side 1: A K of hearts and two tricks
  d[4] = "4H QH 5H JH";  // side 1: Q J of hearts
  ScriptedDeal sd = scriptDeal(d, "7H");
  EXPECT_EQ(sd.tricks[0], 7);
  auto s = newState(whist(), 0, {sd.deck});
  play(*s, sd.moves);
  EXPECT_EQ(linesOf(*s, "score")[0], "score side 0 tricks 1 honours 0 counted no total 1");
  EXPECT_EQ(linesOf(*s, "score")[1], "score side 1 tricks 0 honours 4 counted yes total 4");
}

TEST(WhistRules, HonoursOffIsTheAmericanRule) {
  ScriptedDeal d = scriptDeal(dealB(), "3H");
  auto s = newState(whist({"honours=off"}), 0, {d.deck});
  play(*s, d.moves);
  EXPECT_EQ(linesOf(*s, "score")[0], "score side 0 tricks 2 honours 0 counted no total 2");
}

// Deal 2 of the game below (dealer 0, seat 1 leads): side 1 takes 7, side 0 holds A K Q of hearts.
const std::vector<std::string> kDealSide1Seven = {
    "2S AS 3S KS", "4S QS 5S JS", "6S TS 7S 9S",  //
    "AH 2H KH 3H", "QH JH 4H 5H", "6H TH 7H 9H",  //
    "AD 2D KD 3D", "QD 4D JD 5D", "6D TD 7D 9D",  //
    "AC 2C KC 3C", "4C QC 5C JC", "TC 6C 9C 7C",  //
    "8S 8C 8D 8H"};

// Deal 3 (dealer 1, seat 2 leads): side 0 takes 7 and holds A K Q of hearts.
const std::vector<std::string> kDealSide0Seven = {
    "AS 2S KS 3S", "QS 4S JS 5S", "TS 6S 9S 7S",  //
    "AH 2H KH 3H", "QH JH 4H 5H", "6H TH 7H 9H",  //
    "AD 2D KD 3D", "QD 4D JD 5D", "6D TD 7D 9D",  //
    "2C AC 3C KC", "4C QC 5C JC", "6C TC 7C 9C",  //
    "8S 8C 8D 8H"};

TEST(WhistRules, HonoursCannotBringASideToGameAcrossDeals) {
  ScriptedDeal d1 = scriptDeal(dealB(), "3H", 3);
  ScriptedDeal d2 = scriptDeal(kDealSide1Seven, "6H", 0);
  ScriptedDeal d3 = scriptDeal(kDealSide0Seven, "2H", 1);
  EXPECT_EQ(d2.tricks[1], 7);
  EXPECT_EQ(d3.tricks[0], 7);
  auto s = newState(whist(), 0, {d1.deck, d2.deck, d3.deck});
  play(*s, d1.moves);
  EXPECT_EQ(s->scores().sides[0].points, 4);  // 2 tricks + 2 honours
  play(*s, d2.moves);
  // At 4, three honours (2) would make 6: they do not count.
  EXPECT_EQ(linesOf(*s, "score")[2], "score side 0 tricks 0 honours 2 counted no total 4");
  EXPECT_EQ(linesOf(*s, "score")[3], "score side 1 tricks 1 honours 0 counted no total 1");
  play(*s, d3.moves);
  // One trick over six makes the game.
  EXPECT_EQ(linesOf(*s, "score")[4], "score side 0 tricks 1 honours 2 counted no total 5");
  EXPECT_EQ(linesOf(*s, "game"), std::vector<std::string>{"game side 0 games 1"});
  // A new game: both sides start from nothing.
  Scores sc = s->scores();
  EXPECT_EQ(sc.sides[0].points, 0);
  EXPECT_EQ(sc.sides[1].points, 0);
  EXPECT_EQ(sc.sides[0].games, 1);
  EXPECT_EQ(s->dealView().dealInPartida, 1);
  EXPECT_EQ(s->dealView().dealNumber, 4);
}

TEST(WhistRules, GameToFiveSevenOrNine) {
  for (int target : {5, 7, 9}) {
    ScriptedDeal d1 = slamDeal(0, 3), d2 = slamDeal(0, 0);
    auto s = newState(whist({"game_points=" + std::to_string(target)}), 0, {d1.deck, d2.deck});
    play(*s, d1.moves);  // a slam: 7 points
    EXPECT_EQ(linesOf(*s, "score")[0].rfind("score side 0 tricks 7 honours 4 counted no", 0), 0u) << target;
    EXPECT_EQ(linesOf(*s, "game").size(), target <= 7 ? 1u : 0u) << target;
    if (target == 9) {
      EXPECT_EQ(s->scores().sides[0].points, 7);
      play(*s, d2.moves);
      EXPECT_EQ(linesOf(*s, "game"), std::vector<std::string>{"game side 0 games 1"});
    }
  }
}

TEST(WhistRules, RubberIsBestOfThreeGames) {
  ScriptedDeal d1 = slamDeal(0, 3), d2 = slamDeal(1, 0), d3 = slamDeal(0, 1);
  auto s = newState(whist(), 0, {d1.deck, d2.deck, d3.deck});
  play(*s, d1.moves);
  play(*s, d2.moves);
  EXPECT_FALSE(s->isTerminal());
  EXPECT_EQ(s->scores().sides[0].games, 1);
  EXPECT_EQ(s->scores().sides[1].games, 1);
  play(*s, d3.moves);
  EXPECT_TRUE(s->isTerminal());
  EXPECT_EQ(linesOf(*s, "game"), (std::vector<std::string>{"game side 0 games 1", "game side 1 games 1",
                                                            "game side 0 games 2"}));
  EXPECT_EQ(linesOf(*s, "rubber"), std::vector<std::string>{"rubber side 0 rubbers 1"});
  Scores sc = s->scores();
  EXPECT_EQ(sc.winner, 0);
  EXPECT_EQ(sc.sides[0].sets, 1);
  EXPECT_EQ(sc.sides[0].points, 7);  // the last game's points stay on the final score
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0, 1, 0}));
  EXPECT_EQ(s->currentPlayer(), kNoPlayer);
  EXPECT_EQ(s->whyIllegal(Action::play(frenchCard("AS"))), IllegalReason::GameOver);
}

TEST(WhistRules, TwoGamesInARowWinTheRubberWithoutAThird) {
  ScriptedDeal d1 = slamDeal(1, 3), d2 = slamDeal(1, 0);
  auto s = newState(whist(), 0, {d1.deck, d2.deck});
  play(*s, d1.moves);
  play(*s, d2.moves);
  EXPECT_TRUE(s->isTerminal());
  EXPECT_EQ(s->scores().winner, 1);
  EXPECT_EQ(linesOf(*s, "rubber"), std::vector<std::string>{"rubber side 1 rubbers 1"});
  EXPECT_EQ(s->scores().sides[1].games, 2);
}

TEST(WhistRules, NextDealerIsOnTheDealersLeft) {
  ScriptedDeal d1 = scriptDeal(kDealA, "3H");
  auto s = newState(whist(), 5, {d1.deck});
  play(*s, d1.moves);
  EXPECT_EQ(linesOf(*s, "deal").back().rfind("deal 2 dealer 0 trump ", 0), 0u);
  EXPECT_EQ(s->dealView().dealer, 0);
  EXPECT_EQ(s->currentPlayer(), 1);  // the new dealer's left leads
  EXPECT_TRUE(s->dealView().hands[0].has(s->dealView().faceUp));  // and the new dealer turned his last card
}

TEST(WhistRules, LengthDealAndGame) {
  ScriptedDeal d = scriptDeal(kDealA, "3H");
  auto s = newState(whist({"length=deal"}), 0, {d.deck});
  play(*s, d.moves);
  EXPECT_TRUE(s->isTerminal());
  EXPECT_EQ(s->scores().winner, 0);  // the side with more tricks, short of game
  auto g = newState(whist({"length=game"}), 0, {d.deck, slamDeal(1, 0).deck});
  play(*g, d.moves);
  EXPECT_FALSE(g->isTerminal());
  play(*g, slamDeal(1, 0).moves);
  EXPECT_TRUE(g->isTerminal());
  EXPECT_EQ(g->scores().winner, 1);  // the game's winner
}

// ---- dummy whist ---------------------------------------------------------------

TEST(WhistRules, DummyWhistTheDealerPlaysTheDummyExposedAfterTheLead) {
  auto game = whist({"players=3"});
  EXPECT_EQ(game->numPlayers(), 4);  // four hands, three persons
  ScriptedDeal d = scriptDeal(kDealA, "3H");
  auto s = newState(game, 0, {d.deck, d.deck});
  EXPECT_EQ(s->seatOfPerson(), (std::vector<int>{0, 2, 3}));
  for (int seat = 0; seat < 4; ++seat) EXPECT_EQ(s->controllerOf(seat), seat == 1 ? 3 : seat);
  const CardSet dummy = s->dealView().hands[1], dealer = s->dealView().hands[3];
  // Before the opening lead nobody sees the dummy, not even the dealer.
  for (int p = 0; p < 4; ++p) EXPECT_TRUE(s->observe(p).knownCards[1].empty()) << p;
  EXPECT_TRUE(s->observe(1).hand.empty());
  play(*s, "AS");
  EXPECT_EQ(eventLines(*s).back(), "dummy 1 played-by 3");
  EXPECT_EQ(s->currentPlayer(), 1);  // the dummy's card is to be played, by seat 3
  for (int p : {0, 2, 3}) EXPECT_EQ(s->observe(p).knownCards[1], dummy) << p;
  Observation o = s->observe(1);  // what the dealer sees when he plays the dummy
  EXPECT_EQ(o.hand, dummy);
  EXPECT_EQ(o.knownCards[3], dealer);
  EXPECT_TRUE(o.knownCards[0].empty());
  EXPECT_EQ(o.legal.size(), 3);
  EXPECT_TRUE(s->observe(0).knownCards[3] == frenchSet("3H"));  // the defenders see only the turned card
  play(*s, "2S");
  EXPECT_EQ(s->observe(2).knownCards[1], dummy - frenchSet("2S"));
  play(*s, d.moves.substr(6));  // the rest of the deal
  // The dummy's partner deals every deal: seat 3 again, the dummy seat 1 again.
  EXPECT_EQ(s->dealView().dealer, 3);
  EXPECT_EQ(s->controllerOf(1), 3);
  EXPECT_EQ(s->currentPlayer(), 0);
  EXPECT_TRUE(s->observe(0).knownCards[1].empty());  // hidden again until the lead
  EXPECT_EQ(linesOf(*s, "dummy").size(), 1u);
}

TEST(WhistRules, DummyWhistBotsPlayTheDummyForItsController) {
  auto game = whist({"players=3", "length=deal"});
  auto s = newState(game, 9);
  auto bot = std::move(makeBot("easy", 1, *game)).value();
  while (!s->isTerminal()) {
    const int seat = s->currentPlayer();
    ASSERT_TRUE(s->apply(chooseFor(*bot, *s, seat)).ok());
  }
  EXPECT_GE(s->scores().winner, 0);
}

// Option dummy_player: the person who deals and plays the dummy sits at seat 3, the
// other two at seats 0 and 2 in their order; the deal and the seats' cards are alike.
TEST(WhistRules, DummyWhistTheDummyPlayerOptionSeatsThePersons) {
  const std::vector<std::vector<int>> seating = {{3, 0, 2}, {0, 3, 2}, {0, 2, 3}};
  ScriptedDeal d = scriptDeal(kDealA, "3H");
  const DealView before = newState(whist({"players=3"}), 0, {d.deck})->dealView();  // the seating from before the option
  for (int person = 0; person < 3; ++person) {
    auto game = whist({"players=3", "dummy_player=" + std::to_string(person)});
    auto s = newState(game, 0, {d.deck});
    EXPECT_EQ(s->seatOfPerson(), seating[person]) << person;
    EXPECT_EQ(s->seatOfPerson()[person], 3);
    EXPECT_EQ(s->dealView().dealer, 3);
    EXPECT_EQ(s->controllerOf(1), 3);  // the dummy is played from seat 3, where `person` sits
    for (int seat = 0; seat < 4; ++seat) EXPECT_EQ(s->dealView().hands[seat], before.hands[seat]) << seat;
    play(*s, "AS");
    EXPECT_EQ(s->currentPlayer(), 1);
    EXPECT_EQ(s->observe(s->controllerOf(1)).hand, s->dealView().hands[3]);
    EXPECT_EQ(s->observe(1).hand, s->dealView().hands[1]);  // what the dummy's player is shown for seat 1
    play(*s, "2S");
  }
  EXPECT_FALSE(makeGame("whist", {"players=3", "dummy_player=3"}).ok());  // three persons: 0, 1 or 2
  auto four = whist({"dummy_player=0"});                 // four players: nobody plays a dummy
  EXPECT_EQ(newState(four, 0)->seatOfPerson(), (std::vector<int>{0, 1, 2, 3}));
}

// The string value of "key" in a flat JSON answer.
std::string jsonString(const std::string& json, const std::string& key) {
  const size_t at = json.find("\"" + key + "\":\"");
  if (at == std::string::npos) return "";
  const size_t start = at + key.size() + 4;
  return json.substr(start, json.find('"', start) - start);
}

// The option travels in share and replay codes; a code from before it (the default)
// seats the persons as before.
TEST(WhistRules, DummyWhistCodesCarryTheDummyPlayer) {
  const std::string seated = "\"seatOfPerson\":[3,0,2]";
  Session a;
  ASSERT_NE(a.start("whist", "players=3 dummy_player=0", "5").find(seated), std::string::npos);
  const std::string dealt = a.reveal();
  ASSERT_EQ(a.apply(jsonString(a.botAction("easy"), "action")).find("\"ok\":true"), 1u);
  const std::string codes = a.codes();
  Session shared, replayed;
  ASSERT_EQ(shared.load(jsonString(codes, "share")).find("\"ok\":true"), 1u);
  EXPECT_NE(shared.observe(0).find(seated), std::string::npos);
  EXPECT_EQ(shared.reveal(), dealt);  // the same deal, the same seating
  ASSERT_EQ(replayed.load(jsonString(codes, "replay")).find("\"ok\":true"), 1u);
  EXPECT_NE(replayed.observe(0).find(seated), std::string::npos);
  EXPECT_EQ(replayed.reveal(), a.reveal());
  Session old;
  old.start("whist", "players=3", "5");
  EXPECT_NE(old.observe(0).find("\"seatOfPerson\":[0,2,3]"), std::string::npos);
}

TEST(WhistRules, DummyWhistBotsPlayEveryDummyPlayersSeating) {
  for (int person = 0; person < 3; ++person) {
    auto game = whist({"players=3", "length=deal", "dummy_player=" + std::to_string(person)});
    auto s = newState(game, 11);
    auto bot = std::move(makeBot("medium", 1, *game)).value();
    while (!s->isTerminal()) ASSERT_TRUE(s->apply(chooseFor(*bot, *s, s->currentPlayer())).ok());
    EXPECT_GE(s->scores().winner, 0) << person;
  }
}

TEST(WhistRules, ObservationsHideTheOtherHands) {
  auto s = newState(whist(), 3);
  for (int p = 0; p < 4; ++p) {
    Observation o = s->observe(p);
    EXPECT_EQ(o.hand, s->dealView().hands[p]);
    for (int q = 0; q < 4; ++q) {
      if (q == 3) {
        EXPECT_EQ(o.knownCards[q].size(), 1);  // the turned card
      } else {
        EXPECT_TRUE(o.knownCards[q].empty());
      }
      EXPECT_EQ(o.handSizes[q], 13);
    }
    EXPECT_EQ(o.legal.size(), p == 0 ? 13 : 0);
  }
}

// ---- event texts ---------------------------------------------------------------

TEST(WhistRules, EventTextAndJson) {
  const DeckKind F = DeckKind::French;
  Event deal{.kind = EventKind::DealStarted, .player = 3, .suit = kHearts, .card = frenchCard("7H"), .dealNumber = 1};
  EXPECT_EQ(eventText(deal, F), "deal 1 dealer 3 trump 7H vueltas 0");
  deal.card = kNoCard;  // trump_rotation: no turned card
  EXPECT_EQ(eventText(deal, F), "deal 1 dealer 3 trump H vueltas 0");
  EXPECT_EQ(eventJson(deal, F), R"({"type":"deal","deal":1,"dealer":3,"trump":"H","vueltas":0})");
  Event score{.kind = EventKind::DealScored, .side = 1, .counted = true, .byTricks = true, .points = 2, .bonus = 2,
              .total = 4};
  EXPECT_EQ(eventText(score, F), "score side 1 tricks 2 honours 2 counted yes total 4");
  EXPECT_EQ(eventJson(score, F), R"({"type":"score","side":1,"tricks":2,"honours":2,"counted":true,"total":4})");
  Event dummy{.kind = EventKind::DummyExposed, .player = 1, .controller = 3};
  EXPECT_EQ(eventText(dummy, F), "dummy 1 played-by 3");
  EXPECT_EQ(eventJson(dummy, F), R"({"type":"dummy","player":1,"controller":3})");
  Event game{.kind = EventKind::GameWon, .side = 0, .won = 2};
  EXPECT_EQ(eventText(game, F), "game side 0 games 2");
  EXPECT_EQ(eventJson(game, F), R"({"type":"game","side":0,"games":2})");
  Event rubber{.kind = EventKind::RubberWon, .side = 0, .won = 1};
  EXPECT_EQ(eventText(rubber, F), "rubber side 0 rubbers 1");
  EXPECT_EQ(eventJson(rubber, F), R"({"type":"rubber","side":0,"rubbers":1})");
}

// ---- honours_game: the source's reading (never) and the Club laws (Cavendish) ----

TEST(WhistRules, ClubLawsLetHonoursMakeGame) {
  ScriptedDeal d = scriptDeal(kDealA, "3H");
  auto s = newState(whist({"honours_game=club_laws"}), 0, {d.deck});
  play(*s, d.moves);
  // 3 for tricks, then 4 for honours: 7, game (the source's reading: 3, see above).
  EXPECT_EQ(linesOf(*s, "score")[0], "score side 0 tricks 3 honours 4 counted yes total 7");
  EXPECT_EQ(linesOf(*s, "game"), std::vector<std::string>{"game side 0 games 1"});
}

TEST(WhistRules, ClubLawsNoHonoursAtTheScoreOfFour) {
  // Law 4: a side at four when the deal begins cannot score honours.
  for (const char* reading : {"never", "club_laws"}) {
    ScriptedDeal d1 = scriptDeal(dealB(), "3H", 3);
    ScriptedDeal d2 = scriptDeal(kDealSide1Seven, "6H", 0);
    auto s = newState(whist({std::string("honours_game=") + reading}), 0, {d1.deck, d2.deck});
    play(*s, d1.moves);
    EXPECT_EQ(s->scores().sides[0].points, 4) << reading;  // 2 tricks + 2 honours, below game in both readings
    play(*s, d2.moves);
    EXPECT_EQ(linesOf(*s, "score")[2], "score side 0 tricks 0 honours 2 counted no total 4") << reading;
    EXPECT_TRUE(linesOf(*s, "game").empty()) << reading;
  }
}

TEST(WhistRules, ClubLawsTricksScoreBeforeHonours) {
  // Law 5: side 0 goes out by tricks (4 + 1), so side 1's four honours are not scored;
  // the source's reading scores them (they keep side 1 below game).
  auto second = kDealA;
  second[3] = "2H AH 3H KH";  // side 1: A K of hearts
  second[4] = "4H QH 5H JH";  // side 1: Q J of hearts
  ScriptedDeal d1 = scriptDeal(dealB(), "3H", 3);
  ScriptedDeal d2 = scriptDeal(second, "2H", 0);
  ASSERT_EQ(d2.tricks[0], 7);
  for (const char* reading : {"never", "club_laws"}) {
    const bool club = std::string(reading) == "club_laws";
    auto s = newState(whist({std::string("honours_game=") + reading}), 0, {d1.deck, d2.deck});
    play(*s, d1.moves);
    play(*s, d2.moves);
    EXPECT_EQ(linesOf(*s, "score")[2], "score side 0 tricks 1 honours 0 counted no total 5") << reading;
    EXPECT_EQ(linesOf(*s, "score")[3], club ? "score side 1 tricks 0 honours 4 counted no total 0"
                                            : "score side 1 tricks 0 honours 4 counted yes total 4")
        << reading;
    EXPECT_EQ(linesOf(*s, "game"), std::vector<std::string>{"game side 0 games 1"}) << reading;
  }
}

TEST(WhistRules, HonoursGameDefaultIsTheSourcesReading) {
  auto game = whist();
  EXPECT_EQ(game->options().get("honours_game"), 0);
  EXPECT_NE(game->options().describe().find("honours_game=never"), std::string::npos);
}

}  // namespace
}  // namespace baza::test
