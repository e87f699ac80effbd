// A table of several people in one Session (lockPeople, applyFor): pass-and-play on
// one device and an online table's host. Each person's seat is answered while live and
// no bot's; a person moves only on their own turn; observe(-1) follows the person to
// act; undo is never allowed. Fixed seeds: the same deal every run.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "Session.h"
#include "SessionJson.h"

namespace baza::test {
namespace {

// The first string of the array field `name` ("legal":["7o",…]), "" if empty.
std::string firstOf(const std::string& json, const std::string& name) {
  const size_t at = json.find("\"" + name + "\":[\"");
  if (at == std::string::npos) return "";
  const size_t from = at + name.size() + 5;
  return json.substr(from, json.find('"', from) - from);
}

TEST(SessionTable, EachPersonsSeatIsAnsweredAndNoBots) {
  Session s;
  ASSERT_TRUE(ok(s.lockPeople("0,2")));
  ASSERT_TRUE(ok(s.start("guinote", "players=4 length=deal", "7")));
  EXPECT_TRUE(ok(s.observe(0)));
  EXPECT_TRUE(ok(s.observe(2)));
  EXPECT_EQ(field(s.observe(1), "code"), "hidden");
  EXPECT_EQ(field(s.observe(3), "code"), "hidden");
  EXPECT_EQ(field(s.reveal(), "code"), "hidden");
}

TEST(SessionTable, APersonMovesOnlyOnTheirOwnTurnAndARefusalChangesNothing) {
  Session s;
  ASSERT_TRUE(ok(s.lockPeople("0,2")));
  const std::string first = s.start("guinote", "players=4 length=deal", "7");
  ASSERT_EQ(intField(first, "turn"), 0);  // seat 0 leads this deal
  const std::string mine = firstOf(first, "legal");
  const std::string partners = firstOf(s.observe(2), "hand");
  ASSERT_FALSE(mine.empty());
  EXPECT_EQ(field(s.applyFor(2, partners), "code"), "not-your-turn");  // person 2 out of turn
  EXPECT_EQ(field(s.applyFor(2, mine), "code"), "not-your-turn");      // even with a card legal for seat 0
  EXPECT_EQ(field(s.applyFor(1, mine), "code"), "invalid-argument");   // a bot's seat is nobody's
  EXPECT_EQ(field(s.applyFor(0, partners), "code"), "illegal-action"); // another seat's card
  EXPECT_EQ(s.observe(0), first);                                      // nothing moved
  EXPECT_TRUE(ok(s.applyFor(0, mine)));
  EXPECT_EQ(intField(s.observe(0), "moves"), 1);
}

// A whole deal: the people by applyFor, the bots by botMove; observe(-1) is always the
// person to act, or the last person who was while the bots play.
TEST(SessionTable, ObserveFollowsThePersonToActThroughAWholeDeal) {
  Session s;
  ASSERT_TRUE(ok(s.lockPeople("0,2")));
  ASSERT_TRUE(ok(s.start("guinote", "players=4 length=deal", "11")));
  int last = intField(s.observe(-1), "player");
  EXPECT_TRUE(last == 0 || last == 2);
  int personMoves = 0;
  for (int guard = 0; guard < 400 && s.live(); ++guard) {
    const std::string now = s.observe(-1);
    ASSERT_TRUE(ok(now)) << now;
    const int turn = intField(now, "turn");
    if (turn == 0 || turn == 2) {
      EXPECT_EQ(intField(now, "player"), turn);  // the device shows the person to act
      ASSERT_TRUE(ok(s.applyFor(turn, firstOf(now, "legal"))));
      last = turn;
      ++personMoves;
    } else {
      EXPECT_EQ(intField(now, "player"), last);  // a bot to move: still the last person's view
      EXPECT_EQ(field(s.applyFor(0, "1o"), "code"), "not-your-turn");
      ASSERT_TRUE(ok(s.botMove("random")));
    }
  }
  EXPECT_FALSE(s.live());
  EXPECT_GT(personMoves, 0);
  EXPECT_TRUE(ok(s.reveal()));  // over: every hand may be shown
}

// The ints of the array field `name` ("seatOfPerson":[1,2,0]).
std::vector<int> intsOf(const std::string& json, const std::string& name) {
  std::vector<int> out;
  size_t at = json.find("\"" + name + "\":[");
  if (at == std::string::npos) return out;
  at += name.size() + 4;
  while (json[at] != ']') {
    size_t used = 0;
    out.push_back(std::stoi(json.substr(at), &used));
    at += used;
    if (json[at] == ',') ++at;
  }
  return out;
}

// Dummy whist, everyone a person: on each move only the person whose seat plays the
// seat to act (the dummy's cards: its controller) may move; observe(-1) is that seat.
TEST(SessionTable, ThePersonWhoPlaysTheDummyMovesForIt) {
  Session s;
  ASSERT_TRUE(ok(s.lockPeople("0,1,2")));
  ASSERT_TRUE(ok(s.start("whist", "players=3 length=deal", "3")));
  int dummyMoves = 0;
  for (int guard = 0; guard < 200 && s.live(); ++guard) {
    const std::string now = s.observe(-1);
    const int turn = intField(now, "turn");
    const int controller = intsOf(now, "controllerOf").at(turn);
    EXPECT_EQ(now, s.observe(controller));  // the view of the seat that moves now
    const std::vector<int> seats = intsOf(now, "seatOfPerson");
    const std::string action = firstOf(s.observe(turn), "legal");  // the dummy's cards are its controller's to see
    ASSERT_FALSE(action.empty());
    for (int p = 0; p < 3; ++p) {
      if (seats[p] == controller) continue;
      EXPECT_EQ(field(s.applyFor(p, action), "code"), "not-your-turn") << p;
    }
    const int mover = static_cast<int>(std::find(seats.begin(), seats.end(), controller) - seats.begin());
    ASSERT_TRUE(ok(s.applyFor(mover, action)));
    if (turn != controller) ++dummyMoves;
  }
  EXPECT_FALSE(s.live());
  EXPECT_GT(dummyMoves, 0);
}

TEST(SessionTable, UndoIsNeverAllowedAtATableOfSeveralPeople) {
  Session s;
  ASSERT_TRUE(ok(s.allowUndo(true)));
  ASSERT_TRUE(ok(s.lockPeople("0,1")));
  const std::string first = s.start("guinote", "players=2 length=deal", "5");
  const int turn = intField(first, "turn");
  ASSERT_TRUE(ok(s.applyFor(turn, firstOf(s.observe(turn), "legal"))));
  EXPECT_EQ(field(s.undo(), "code"), "undo-off");
  EXPECT_EQ(intField(s.observe(0), "moves"), 1);
}

TEST(SessionTable, LockPeopleRefusesBadListsAndAnotherTable) {
  Session s;
  for (const char* bad : {"", "0,", "0,8", "-1", "a", "0;2"}) EXPECT_EQ(field(s.lockPeople(bad), "code"), "invalid-argument") << bad;
  ASSERT_TRUE(ok(s.lockSeat(0)));
  ASSERT_TRUE(ok(s.lockPeople("2,0")));  // no match yet: the page may seat other people
  ASSERT_TRUE(ok(s.start("guinote", "players=4 length=deal", "7")));
  EXPECT_TRUE(ok(s.lockPeople("0,2")));  // the same people
  EXPECT_FALSE(ok(s.lockPeople("0,1")));  // live: the table's people stay
  EXPECT_FALSE(ok(s.lockPeople("0")));
  EXPECT_FALSE(ok(s.lockSeat(0)));
  EXPECT_EQ(field(s.observe(1), "code"), "hidden");
  ASSERT_TRUE(ok(s.abandon()));
  EXPECT_TRUE(ok(s.lockPeople("0")));  // between matches: back to one person
  ASSERT_TRUE(ok(s.start("guinote", "players=4 length=deal", "7")));
  EXPECT_EQ(field(s.observe(2), "code"), "hidden");
}

}  // namespace
}  // namespace baza::test
