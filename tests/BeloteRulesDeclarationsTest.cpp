// RULES.md, Belote, "Declarations" (source, sections 8, 9 and "Anuncio de las
// combinaciones"): four of a kind J 200, 9 150, A 10 K Q 100, 8s and 7s nothing;
// sequences in one suit in the order 7 8 9 10 J Q K A: three 20, four 50, five to
// seven 100, eight 120. Announced in turn before one's card to the first trick
// (declare:0 announces them all; playing a card without it declines), shown after
// that trick. Any four beats any sequence, a longer sequence a shorter, then the
// higher top card, then the trump sequence; a remaining tie goes to the first
// announced (option declaration_tie: or nobody, or split). Only the side holding the
// best declaration scores its declarations, all of them.
#include <gtest/gtest.h>

#include "BeloteScript.h"
#include "belote/BeloteDeclarations.h"

namespace baza::test {
namespace {

using namespace bel;

std::string described(CardSet hand) {
  std::string out;
  for (const Declaration& d : findDeclarations(hand)) {
    if (!out.empty()) out += ", ";
    out += d.isFour() ? "four " + std::to_string(d.rank)
                      : std::to_string(d.length) + " to " + cardText(Card::of(d.suit, d.rank), DeckKind::French);
    out += " = " + std::to_string(d.points);
  }
  return out;
}

TEST(BeloteRulesDeclarations, FourOfAKindValues) {
  EXPECT_EQ(described(fset("JS JH JD JC")), "four 11 = 200");
  EXPECT_EQ(described(fset("9S 9H 9D 9C")), "four 9 = 150");
  EXPECT_EQ(described(fset("AS AH AD AC")), "four 14 = 100");
  EXPECT_EQ(described(fset("TS TH TD TC")), "four 10 = 100");
  EXPECT_EQ(described(fset("KS KH KD KC")), "four 13 = 100");
  EXPECT_EQ(described(fset("QS QH QD QC")), "four 12 = 100");
  EXPECT_EQ(described(fset("8S 8H 8D 8C 7S 7H 7D 7C")), "");  // worth nothing: not declared
  EXPECT_EQ(described(fset("JS JH JD")), "");
}

TEST(BeloteRulesDeclarations, SequenceValues) {
  EXPECT_EQ(described(fset("7S 8S 9S")), "3 to 9S = 20");
  EXPECT_EQ(described(fset("9H TH JH QH")), "4 to QH = 50");
  EXPECT_EQ(described(fset("TD JD QD KD AD")), "5 to AD = 100");
  EXPECT_EQ(described(fset("7C 8C 9C TC JC QC")), "6 to QC = 100");
  EXPECT_EQ(described(fset("7C 8C 9C TC JC QC KC")), "7 to KC = 100");
  EXPECT_EQ(described(fset("7C 8C 9C TC JC QC KC AC")), "8 to AC = 120");  // a quint plus a tierce
  EXPECT_EQ(described(fset("7S 8S TS JS")), "");  // the order is 7 8 9 10 J Q K A: no gaps
  EXPECT_EQ(described(fset("7S 8S 9S JS QS KS")), "3 to 9S = 20, 3 to KS = 20");
  // A card may count in a four of a kind and in a sequence.
  EXPECT_EQ(described(fset("QS QH QD QC JS KS")), "four 12 = 100, 3 to KS = 20");
}

TEST(BeloteRulesDeclarations, ComparisonOrder) {
  auto key = [](const std::string& hand, int trump) { return bestKey(findDeclarations(fset(hand)), trump); };
  EXPECT_GT(key("QS QH QD QC", 1), key("7C 8C 9C TC JC QC KC AC", 1));  // any four beats any sequence
  EXPECT_GT(key("JS JH JD JC", 1), key("9S 9H 9D 9C", 1));
  EXPECT_GT(key("9S 9H 9D 9C", 1), key("AS AH AD AC", 1));
  EXPECT_GT(key("AS AH AD AC", 1), key("TS TH TD TC", 1));
  EXPECT_GT(key("TS TH TD TC", 1), key("KS KH KD KC", 1));
  EXPECT_GT(key("KS KH KD KC", 1), key("QS QH QD QC", 1));
  EXPECT_GT(key("7S 8S 9S TS", 1), key("QC KC AC", 1));  // longer beats shorter
  EXPECT_GT(key("7C 8C 9C TC JC QC", 1), key("TD JD QD KD AD", 1));  // six beats five (both 100)
  EXPECT_GT(key("TS JS QS", 1), key("9C TC JC", 1));      // then the higher top card
  EXPECT_GT(key("9H TH JH", 1), key("9C TC JC", 1));      // then trumps
  EXPECT_EQ(key("9S TS JS", 1), key("9C TC JC", 1));      // else a tie
}

// Plays the first trick: the listed seats announce, everyone plays his first legal card.
void firstTrick(GameState& s, const std::vector<int>& announcers) {
  for (int k = 0; k < 4; ++k) {
    const int p = s.currentPlayer();
    for (int a : announcers) {
      if (a == p) {
        ASSERT_TRUE(s.apply(Action::declare(kDeclareAll)).ok()) << "seat " << p;
      }
    }
    stepFirst(s);
  }
}

struct Shown {
  int player, points, length;
  bool counted;
};
std::vector<Shown> shown(const GameState& s) {
  std::vector<Shown> out;
  for (const Event& e : eventsOf(s, EventKind::Declared)) out.push_back({e.player, e.points, e.length, e.counted});
  return out;
}

// Hearts trumps. Seat 0: tierce to the J of diamonds; seat 1: quarte to the Q of
// spades; seat 3 (seat 1's partner): tierce to the K of clubs; seat 2: nothing.
const std::vector<std::string> kHands = {"7S 7H 8H 9D TD JD 7C 8C", "9S TS JS QS TH QH AD 7D",
                                         "KS JH AH KD 8D 9C TC AC", "AS 8S 9H KH QD JC QC KC"};

TEST(BeloteRulesDeclarations, TheBestSideScoresAllItsDeclarations) {
  auto s = start(belote(), {fourHandsDeal(kHands, "7H")});
  play(*s, "bid:1");
  EXPECT_EQ(legalText(*s), "7S 7H 8H 9D TD JD 7C 8C declare:0");
  play(*s, "declare:0");
  EXPECT_EQ(eventText(lastOf(*s, EventKind::Announced), DeckKind::French), "announce 0 sequence 3");
  EXPECT_EQ(legalText(*s), "7S 7H 8H 9D TD JD 7C 8C");  // once announced, the card
  play(*s, "7C declare:0 TH");
  EXPECT_EQ(why(*s, "declare:0"), IllegalReason::NotAvailable);  // seat 2 holds none
  play(*s, "9C declare:0");
  EXPECT_EQ(eventText(lastOf(*s, EventKind::Announced), DeckKind::French), "announce 3 sequence 3");
  // Nothing is shown before the trick is over.
  EXPECT_EQ(countOf(*s, EventKind::Declared), 0);
  EXPECT_TRUE(s->observe(0).knownCards[1].empty());
  play(*s, "JC");
  const auto d = shown(*s);
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[0].player, 0);
  EXPECT_FALSE(d[0].counted);
  EXPECT_EQ(d[0].points, 20);
  EXPECT_EQ(d[1].player, 1);
  EXPECT_TRUE(d[1].counted);
  EXPECT_EQ(d[1].points, 50);
  EXPECT_EQ(d[2].player, 3);  // the partner's smaller declaration counts too
  EXPECT_TRUE(d[2].counted);
  EXPECT_EQ(d[2].points, 20);
  const auto events = eventsOf(*s, EventKind::Declared);
  EXPECT_EQ(eventText(events[1], DeckKind::French), "declare 1 sequence 4 top QS points 50 counted yes");
  EXPECT_EQ(eventText(events[0], DeckKind::French), "declare 0 sequence 3 top JD points 20 counted no");
  // Shown: the declared cards still in hand are public now.
  EXPECT_EQ(s->observe(2).knownCards[1], fset("9S TS JS QS"));
  EXPECT_EQ(s->observe(2).knownCards[3], fset("QC KC"));
  EXPECT_EQ(s->observe(2).knownCards[0], fset("7H 9D TD JD"));  // and the turned card he took
  EXPECT_EQ(why(*s, "declare:0"), IllegalReason::NotAvailable);  // only in the first trick
  finishDeal(*s);
  ASSERT_FALSE(HasFatalFailure());
  const auto scores = lastScores(*s);
  EXPECT_EQ(scores[0].bonus, 0);
  EXPECT_EQ(scores[1].bonus, 70);
}

TEST(BeloteRulesDeclarations, UnannouncedDeclarationsDoNotCount) {
  auto s = start(belote(), {fourHandsDeal(kHands, "7H")});
  play(*s, "bid:1");
  firstTrick(*s, {0});  // seat 1's quarte and seat 3's tierce go unsaid
  const auto d = shown(*s);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].player, 0);
  EXPECT_TRUE(d[0].counted);
}

TEST(BeloteRulesDeclarations, AnnouncingIsOnlyBeforeOnesCard) {
  auto s = start(belote(), {fourHandsDeal(kHands, "7H")});
  play(*s, "bid:1 7C");  // seat 0 plays without announcing
  play(*s, "TH 9C JC");
  EXPECT_EQ(countOf(*s, EventKind::Announced), 0);
  EXPECT_EQ(countOf(*s, EventKind::Declared), 0);
  EXPECT_EQ(why(*s, "declare:0"), IllegalReason::NotAvailable);
}

struct Duel {
  std::string hand0, hand1;  // hearts are trumps; seat 0 holds the 7 of hearts
  int winner;                // the seat whose declaration counts, -1 none
};

void expectDuel(const Duel& duel, const std::vector<std::string>& options = {}) {
  auto s = start(belote(options), {fourHandsDeal({duel.hand0, duel.hand1, "", ""}, "7H")});
  play(*s, "bid:1");
  firstTrick(*s, {0, 1});
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  const auto d = shown(*s);
  ASSERT_EQ(d.size(), 2u) << duel.hand0 << " / " << duel.hand1;
  EXPECT_EQ(d[0].counted, duel.winner == 0) << duel.hand0 << " / " << duel.hand1;
  EXPECT_EQ(d[1].counted, duel.winner == 1) << duel.hand0 << " / " << duel.hand1;
}

TEST(BeloteRulesDeclarations, AnyFourBeatsAnySequence) {
  expectDuel({"7H QS QH QD QC 8S 9S AD", "7C 8C 9C TC JC AS KD 8D", 0});
}

TEST(BeloteRulesDeclarations, TheJacksBeatTheNines) {
  expectDuel({"7H 9S 9H 9D 9C 8S 8D 8C", "JS JH JD JC 7S 7D 7C AS", 1});
}

TEST(BeloteRulesDeclarations, ALongerSequenceBeatsAShorter) {
  expectDuel({"7H 7S 8S 9S TS AD KD 7C", "QC KC AC JD QD AS 8H 9H", 0});  // four against three to the A
}

TEST(BeloteRulesDeclarations, ThenTheHigherTopCard) {
  expectDuel({"7H TS JS QS 7C 8D 9D AC", "9C TC JC 7S 8S 7D AD KD", 0});
}

TEST(BeloteRulesDeclarations, ThenTheTrumpSequence) {
  expectDuel({"7H 9S TS JS 7C 8C 7D 8D", "9H TH JH AS KS AD KD AC", 1});
}

TEST(BeloteRulesDeclarations, ARemainingTieGoesToTheFirstAnnounced) {
  const Duel tie = {"7H 9S TS JS 7C 8C 7D 8D", "9C TC JC AS KS AD KD 8H", 0};
  expectDuel(tie);
  expectDuel(tie, {"declaration_tie=first"});
  expectDuel({tie.hand0, tie.hand1, -1}, {"declaration_tie=none"});
}

TEST(BeloteRulesDeclarations, ATieMayBeSplit) {
  auto s = start(belote({"declaration_tie=split"}),
                 {fourHandsDeal({"7H 9S TS JS 7C 8C 7D 8D", "9C TC JC AS KS AD KD 8H", "", ""}, "7H")});
  play(*s, "bid:1");
  firstTrick(*s, {0, 1});
  const auto d = shown(*s);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_TRUE(d[0].counted);
  EXPECT_TRUE(d[1].counted);
  EXPECT_EQ(d[0].points, 10);
  EXPECT_EQ(d[1].points, 10);
}

TEST(BeloteRulesDeclarations, AllEightInOneSuit) {
  auto s = start(belote(), {fourHandsDeal({"7H 8H 9H TH JH QH KH AH", "", "", ""}, "7H")});
  play(*s, "bid:1");
  firstTrick(*s, {0});
  const auto events = eventsOf(*s, EventKind::Declared);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(eventText(events[0], DeckKind::French), "declare 0 sequence 8 top AH points 120 counted yes");
}

TEST(BeloteRulesDeclarations, FourOfAKindText) {
  auto s = start(belote(), {fourHandsDeal({"7H QS QH QD QC 8S 9S AD", "", "", ""}, "7H")});
  play(*s, "bid:1");
  firstTrick(*s, {0});
  EXPECT_EQ(eventText(lastOf(*s, EventKind::Announced), DeckKind::French), "announce 0 four-of-a-kind");
  EXPECT_EQ(eventText(lastOf(*s, EventKind::Declared), DeckKind::French),
            "declare 0 four-of-a-kind Q points 100 counted yes");
  EXPECT_EQ(eventJson(lastOf(*s, EventKind::Declared), DeckKind::French),
            R"({"type":"declare","player":0,"side":0,"kind":"four-of-a-kind","length":0,"rank":"Q","points":100,"counted":true})");
}

}  // namespace
}  // namespace baza::test
