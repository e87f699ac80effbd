// The classical leads table of the whist source (whist.es.txt §8), row by row,
// the project's readings between rows, and the usual practice outside the table.
#include <gtest/gtest.h>

#include "WhistDeal.h"
#include "whist/WhistLeads.h"

namespace baza::test {
namespace {

// "AKQJ" style holdings in spades: ranks written A K Q J T 9 ... 2.
CardSet spades(const std::string& ranks) {
  std::string text;
  for (char r : ranks) text += std::string(1, r) + "S ";
  return frenchSet(text);
}

struct Case {
  const char* holding;
  const char* lead;
  const char* then;  // "" for no advice
  int row;
};

std::string text(Card c) { return c.valid() ? cardText(c, DeckKind::French) : ""; }

TEST(WhistLeads, EveryRowOfTheSourceTable) {
  const Case cases[] = {
      {"AKQJ", "KS", "JS", 0},     // A K Q J: K, then J
      {"AKQJ432", "KS", "JS", 0},  // longer: the same row
      {"AKQ", "KS", "QS", 1},      // A K Q: K, then Q
      {"AKQ52", "KS", "QS", 1},
      {"KQJ4", "KS", "JS", 2},     // K Q J x: K, then J
      {"KQJ742", "KS", "JS", 2},
      {"A8642", "AS", "2S", 3},    // A x x x x: A, then the fourth highest of the rest (8 6 4 2)
      {"A97432", "AS", "3S", 3},   // rest 9 7 4 3 2: the fourth highest is the 3
      {"KQ8642", "KS", "4S", 4},   // K Q x x x x: K, then the fourth highest of Q 8 6 4 2
      {"AQJ", "AS", "QS", 5},      // A Q J: A, then Q
      {"AQJ5", "AS", "QS", 6},     // A Q J x: A, then Q
      {"AQJ642", "AS", "JS", 7},   // A Q J x x x: A, then J
      {"KJT9", "9S", "KS", 8},     // K J 10 9: 9, then K if A or Q has appeared
  };
  for (const Case& c : cases) {
    const LeadAdvice a = classicalLead(spades(c.holding));
    EXPECT_EQ(text(a.lead), c.lead) << c.holding;
    EXPECT_EQ(text(a.then), c.then) << c.holding;
    EXPECT_EQ(a.row, c.row) << c.holding;
    EXPECT_EQ(whistLeadTable()[c.row].lead, c.row == 8 ? "9" : std::string_view(c.lead).substr(0, 1)) << c.holding;
  }
}

TEST(WhistLeads, ReadingsBetweenTheRows) {
  // A Q J with two others: still A, then Q (the printed A Q J x extended); three: A, then J.
  EXPECT_EQ(text(classicalLead(spades("AQJ52")).then), "QS");
  EXPECT_EQ(classicalLead(spades("AQJ52")).row, 6);
  EXPECT_EQ(text(classicalLead(spades("AQJ7532")).then), "JS");
  // K Q J alone is not "K Q J x": the usual practice, the top of the sequence.
  EXPECT_EQ(classicalLead(spades("KQJ")).row, -1);
  EXPECT_EQ(text(classicalLead(spades("KQJ")).lead), "KS");
  // A with only three others is not "A x x x x": the fourth highest.
  EXPECT_EQ(classicalLead(spades("A742")).row, -1);
  EXPECT_EQ(text(classicalLead(spades("A742")).lead), "2S");
  // K Q with five others but also the J: the K Q J x row.
  EXPECT_EQ(classicalLead(spades("KQJ8642")).row, 2);
  // A with the Q (no J) and four small: the ace row.
  EXPECT_EQ(classicalLead(spades("AQ8642")).row, 3);
  EXPECT_EQ(text(classicalLead(spades("AQ8642")).then), "4S");  // rest Q 8 6 4 2
}

TEST(WhistLeads, KingJackTenNineFollowUpDependsOnWhatHasAppeared) {
  const LeadAdvice a = classicalLead(spades("KJT9"));
  EXPECT_TRUE(a.thenIfAceOrQueenSeen);
  EXPECT_EQ(text(classicalFollowUp(a, spades("9"))), "TS");     // neither A nor Q yet: the 10
  EXPECT_EQ(text(classicalFollowUp(a, spades("9A3"))), "KS");   // the ace fell
  EXPECT_EQ(text(classicalFollowUp(a, spades("9Q5"))), "KS");   // the queen fell
  // Other rows ignore what has been seen.
  const LeadAdvice b = classicalLead(spades("AKQJ"));
  EXPECT_EQ(text(classicalFollowUp(b, CardSet())), "JS");
}

TEST(WhistLeads, UsualPracticeOutsideTheTable) {
  const Case cases[] = {
      {"AK73", "KS", "AS", -1},  // A K: the K, then the A
      {"QJ5", "QS", "JS", -1},   // the top of a sequence
      {"T93", "TS", "9S", -1},
      {"K8642", "4S", "", -1},   // four or more: the fourth highest
      {"Q4", "QS", "4S", -1},    // a doubleton: high, then low
      {"963", "3S", "", -1},     // three: the lowest
      {"7", "7S", "", -1},
  };
  for (const Case& c : cases) {
    const LeadAdvice a = classicalLead(spades(c.holding));
    EXPECT_EQ(text(a.lead), c.lead) << c.holding;
    EXPECT_EQ(text(a.then), c.then) << c.holding;
    EXPECT_EQ(a.row, c.row) << c.holding;
  }
}

TEST(WhistLeads, WorksInEverySuitAndIgnoresTrumpContext) {
  for (const char* suit : {"S", "H", "D", "C"}) {
    const LeadAdvice a = classicalLead(frenchSet(std::string("A") + suit + " K" + suit + " Q" + suit));
    EXPECT_EQ(text(a.lead), std::string("K") + suit);
    EXPECT_EQ(text(a.then), std::string("Q") + suit);
  }
  EXPECT_FALSE(classicalLead(CardSet()).lead.valid());
}

TEST(WhistLeads, TheTableAsPrinted) {
  const auto& t = whistLeadTable();
  EXPECT_EQ(t[0].holding, "A K Q J");
  EXPECT_EQ(t[0].then, "J");
  EXPECT_EQ(t[3].then, "the fourth highest of the remaining cards");
  EXPECT_EQ(t[8].holding, "K J 10 9");
}

}  // namespace
}  // namespace baza::test
