// Session's live play (lockSeat, abandon, botMove) and observe(player, since): while
// a match is live a locked session answers only what its person may see; once the
// match is over or abandoned the replay views open. Every refusal leaves the match
// as it was.
#include <gtest/gtest.h>

#include <string>

#include "Session.h"
#include "SessionJson.h"

namespace baza::test {
namespace {

// Plays the locked person's seat with `level` bots too, until the match ends; each bot
// seat's choice is refused by botAction and played by botMove.
void playOut(Session& s, int ownSeat) {
  for (int guard = 0; guard < 5000; ++guard) {
    const std::string mine = s.observe(ownSeat);
    ASSERT_TRUE(ok(mine)) << mine;
    const int turn = intField(mine, "turn");
    if (turn < 0) return;
    if (turn == ownSeat) {
      const std::string choice = s.botAction("random");
      ASSERT_TRUE(ok(choice)) << choice;
      const size_t a = choice.find("\"action\":\"") + 10;
      ASSERT_TRUE(ok(s.apply(choice.substr(a, choice.find('"', a) - a))));
    } else {
      EXPECT_FALSE(ok(s.botAction("random")));
      ASSERT_TRUE(ok(s.botMove("random"))) << s.botMove("random");
    }
  }
  FAIL() << "the match did not end";
}

TEST(SessionLive, LockedSessionAnswersOnlyItsPersonsSeatUntilTheMatchEnds) {
  Session s;
  ASSERT_TRUE(ok(s.lockSeat(0)));
  const std::string first = s.start("guinote", "players=4 length=deal", "7");
  ASSERT_TRUE(ok(first));
  EXPECT_EQ(intField(first, "player"), 0);  // start answers the person's seat, not the seat to move
  for (int seat = 1; seat < 4; ++seat) EXPECT_FALSE(ok(s.observe(seat))) << seat;
  EXPECT_FALSE(ok(s.reveal()));
  EXPECT_FALSE(ok(s.lockSeat(1)));  // another person
  EXPECT_TRUE(ok(s.lockSeat(0)));
  EXPECT_EQ(s.observe(0), first);  // the refusals changed nothing
  playOut(s, 0);
  EXPECT_FALSE(s.live());
  EXPECT_TRUE(ok(s.reveal()));  // the match is over: every view opens
  EXPECT_TRUE(ok(s.observe(2)));
}

TEST(SessionLive, AnUnlockedSessionAnswersEverything) {
  Session s;
  ASSERT_TRUE(ok(s.start("guinote", "players=4", "7")));
  EXPECT_FALSE(s.live());
  EXPECT_TRUE(ok(s.reveal()));
  for (int seat = 0; seat < 4; ++seat) EXPECT_TRUE(ok(s.observe(seat)));
  EXPECT_TRUE(ok(s.botAction("random")));
}

TEST(SessionLive, WhistAnalysisIsRefusedWhileLiveAndOpensOnceAbandoned) {
  Session s;
  ASSERT_TRUE(ok(s.lockSeat(0)));
  ASSERT_TRUE(ok(s.start("whist", "", "3")));
  ASSERT_TRUE(ok(s.botMove("random")));
  const std::string before = s.observe(0);
  EXPECT_FALSE(ok(s.analyze()));
  EXPECT_FALSE(ok(s.reveal()));
  EXPECT_TRUE(ok(s.abandon()));
  EXPECT_FALSE(s.live());
  EXPECT_TRUE(ok(s.reveal()));
  EXPECT_TRUE(ok(s.analyze()));
  EXPECT_FALSE(ok(s.apply("pass")));  // an abandoned match takes no more moves
  EXPECT_FALSE(ok(s.botMove("random")));
  const std::string after = s.observe(0);
  EXPECT_EQ(intField(after, "moves"), intField(before, "moves"));
  ASSERT_TRUE(ok(s.start("whist", "", "4")));  // the next match is live again
  EXPECT_TRUE(s.live());
  EXPECT_FALSE(ok(s.reveal()));
}

TEST(SessionLive, DummyWhistDealerObservesTheDummyHePlaysAndNoOtherSeat) {
  Session dealer;  // person 0 deals and plays the dummy (seat 1) from seat 3
  ASSERT_TRUE(ok(dealer.lockSeat(0)));
  ASSERT_TRUE(ok(dealer.start("whist", "players=3 dummy_player=0", "5")));
  EXPECT_TRUE(ok(dealer.observe(3)));
  EXPECT_TRUE(ok(dealer.observe(1)));
  EXPECT_FALSE(ok(dealer.observe(0)));
  EXPECT_FALSE(ok(dealer.observe(2)));
  Session other;  // person 0 at seat 0: the dummy is the dealer's
  ASSERT_TRUE(ok(other.lockSeat(0)));
  ASSERT_TRUE(ok(other.start("whist", "players=3 dummy_player=2", "5")));
  EXPECT_TRUE(ok(other.observe(0)));
  EXPECT_FALSE(ok(other.observe(1)));  // it would carry the dealer's hand
  EXPECT_FALSE(ok(other.observe(3)));
}

TEST(SessionLive, LoadedMatchIsLiveAndTheSeatFollowsAReseatingCeremony) {
  Session open;
  ASSERT_TRUE(ok(open.start("guinote", "players=4 ceremony=kings", "12")));
  for (int i = 0; i < 6; ++i) ASSERT_TRUE(ok(open.botMove("random")));
  const std::string codes = open.codes();
  const size_t r = codes.find("\"replay\":\"") + 10;
  const std::string replay = codes.substr(r, codes.find('"', r) - r);
  const std::string seats = open.observe(0);
  const int ownSeat = std::stoi(seats.substr(seats.find("\"seatOfPerson\":[") + 16));

  Session s;
  ASSERT_TRUE(ok(s.lockSeat(0)));
  ASSERT_TRUE(ok(s.load(replay)));
  EXPECT_TRUE(s.live());
  EXPECT_FALSE(ok(s.reveal()));
  for (int seat = 0; seat < 4; ++seat) EXPECT_EQ(ok(s.observe(seat)), seat == ownSeat) << seat;
  EXPECT_EQ(intField(s.observe(-1), "player"), ownSeat);  // -1: the locked person's seat
}

TEST(SessionLive, ObserveSinceCarriesTheTailOfTheLogAndItsLength) {
  Session s;
  ASSERT_TRUE(ok(s.start("belote", "", "21")));
  for (int i = 0; i < 8; ++i) ASSERT_TRUE(ok(s.apply("pass")));  // a redeal
  const std::string whole = s.observe(0);
  const int count = intField(whole, "eventCount");
  ASSERT_GT(count, 3);
  EXPECT_EQ(intField(whole, "eventsFrom"), 0);
  const std::string tail = s.observe(0, count - 2);
  EXPECT_EQ(intField(tail, "eventCount"), count);
  EXPECT_EQ(intField(tail, "eventsFrom"), count - 2);
  const auto events = [](const std::string& j) { return j.substr(j.find("\"events\":[")); };
  const std::string all = events(whole), last = events(tail);
  // The tail's events are the whole log's last two, in the same text.
  const std::string lastTwo = last.substr(10, last.find("],\"eventsFrom\"") - 10);
  EXPECT_NE(all.find(lastTwo + "],\"eventsFrom\":0"), std::string::npos);
  EXPECT_EQ(intField(s.observe(0, count), "eventCount"), count);  // nothing new: an empty tail
  EXPECT_NE(s.observe(0, count).find("\"events\":[]"), std::string::npos);
  EXPECT_FALSE(ok(s.observe(0, count + 1)));
  EXPECT_FALSE(ok(s.observe(0, -1)));
}

}  // namespace
}  // namespace baza::test
