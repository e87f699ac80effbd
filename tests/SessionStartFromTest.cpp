// Session::startFrom ("play from here"): a live match from a replay code's position
// after k actions is the replay after k actions, holds none of the moves that followed,
// and, locked, answers only the person's seats. Refusals leave the session as it was.
#include <gtest/gtest.h>

#include <string>

#include "Session.h"
#include "SessionJson.h"

namespace baza::test {
namespace {

TEST(SessionStartFrom, TheMatchAfterKMovesIsTheReplayAfterKMoves) {
  for (const std::string game : {"guinote", "whist", "belote"}) {
    const std::string code = finishedDeal(game, "41");
    Session replay;
    const int total = intField(replay.load(code), "moves");
    ASSERT_GT(total, 10) << game;
    for (const int k : {0, total / 2, total - 1}) {
      ASSERT_TRUE(ok(replay.load(code)));
      ASSERT_TRUE(ok(replay.rewind(k)));
      Session from;
      const std::string first = from.startFrom(code, k);
      ASSERT_TRUE(ok(first)) << game << " " << first;
      EXPECT_EQ(intField(first, "moves"), k);
      EXPECT_EQ(from.reveal(), replay.reveal()) << game << " at " << k;
      // Only the first k moves are held: its replay code is the rewound replay's, not the whole deal's.
      EXPECT_EQ(from.codes(), replay.codes()) << game << " at " << k;
    }
  }
}

TEST(SessionStartFrom, ALockedMatchFromAPositionIsLiveForThePersonOnly) {
  const std::string code = finishedDeal("guinote", "8");
  Session s;
  ASSERT_TRUE(ok(s.lockSeat(0)));
  const int k = intField(Session().load(code), "moves") / 2;
  const std::string first = s.startFrom(code, k);
  ASSERT_TRUE(ok(first)) << first;
  EXPECT_EQ(intField(first, "player"), 0);  // the person's seat, whoever is to move
  EXPECT_TRUE(s.live());
  EXPECT_FALSE(ok(s.reveal()));
  EXPECT_FALSE(ok(s.analyze()));
  for (int seat = 1; seat < 4; ++seat) EXPECT_FALSE(ok(s.observe(seat))) << seat;
  // The game goes on to its end: the bots play the other seats, the person his own.
  for (int guard = 0; guard < 500 && s.live(); ++guard) {
    const std::string mine = s.observe(0);
    if (intField(mine, "turn") == 0) {
      ASSERT_TRUE(ok(s.apply(field(s.botAction("random"), "action"))));
    } else {
      EXPECT_FALSE(ok(s.botAction("random")));
      ASSERT_TRUE(ok(s.botMove("random")));
    }
  }
  EXPECT_FALSE(s.live());
  EXPECT_TRUE(ok(s.reveal()));
}

TEST(SessionStartFrom, RefusalsLeaveTheMatchAsItWas) {
  const std::string code = finishedDeal("belote", "5");
  Session s;
  ASSERT_TRUE(ok(s.lockSeat(0)));
  ASSERT_TRUE(ok(s.startFrom(code, 3)));
  const std::string before = s.observe(0);
  const int total = intField(Session().load(code), "moves");
  EXPECT_FALSE(ok(s.startFrom(code, total + 1)));  // past the code's moves
  EXPECT_FALSE(ok(s.startFrom(code, -1)));
  EXPECT_FALSE(ok(s.startFrom(code, total)));  // the deal is over there: nothing to play
  EXPECT_FALSE(ok(s.startFrom("AQEBnotacode", 2)));
  EXPECT_EQ(s.observe(0), before);
  EXPECT_TRUE(s.live());
}

}  // namespace
}  // namespace baza::test
