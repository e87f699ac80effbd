// `baza deal/legal/run/play --game whist`, run as a process: French cards, the
// dummy played by the dealer, replay codes. Expected outputs come from the engine.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "CliRun.h"
#include "ShareCode.h"
#include "WhistDeal.h"

namespace baza::test {
namespace {

bool haveCli() { return std::string(BAZA_CLI_PATH).size() > 0; }

TEST(WhistCli, DealShowsFrenchHandsAndTheTurnedCard) {
  if (!haveCli()) GTEST_SKIP() << "no CLI built";
  auto s = newState(whist(), 1);
  const DealView v = s->dealView();
  std::string expected;
  for (int seat = 0; seat < 4; ++seat)
    expected += "seat " + std::to_string(seat) + ": " + cardsText(v.hands[seat], DeckKind::French) + "\n";
  expected += "trump: " + cardText(v.faceUp, DeckKind::French) + "\nstock:\ntrick:\ndeal: 1\ndealer: 3\nturn: 0\n";
  const RunResult r = runBaza({"deal", "--game", "whist", "--seed", "1"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, expected);
}

TEST(WhistCli, LegalFollowsSuitAndExplainsIllegalMoves) {
  if (!haveCli()) GTEST_SKIP() << "no CLI built";
  auto s = newState(whist(), 1);
  const Action lead = s->legalActions()[0];
  ASSERT_TRUE(s->apply(lead).ok());
  const std::string leadText = actionText(lead, DeckKind::French);
  std::string expected = "turn: 1\n";
  for (Action a : s->legalActions()) expected += actionText(a, DeckKind::French) + "\n";
  RunResult r = runBaza({"legal", "--game", "whist", "--seed", "1", "--moves", leadText});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, expected);
  // Seat 1 discarding while holding the suit led.
  Card wrong;
  const DealView v = s->dealView();
  for (Card c : v.hands[1])
    if (c.suit() != lead.card().suit()) wrong = c;
  ASSERT_TRUE(wrong.valid());
  r = runBaza({"legal", "--game", "whist", "--seed", "1", "--moves", leadText + " " + cardText(wrong, DeckKind::French)});
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "error: move 2 (" + cardText(wrong, DeckKind::French) + ") is illegal: must follow suit\n");
}

TEST(WhistCli, RunWithBotsEndsAndItsCodeReplays) {
  if (!haveCli()) GTEST_SKIP() << "no CLI built";
  for (const char* players : {"4", "3"}) {
    RunResult r = runBaza({"run", "--game", "whist", "--players", players, "--seed", "4", "--bots", "easy,medium"});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("\nrubber side "), std::string::npos);
    EXPECT_NE(r.out.find("\nwinner: side "), std::string::npos);
    if (std::string(players) == "3") {
      EXPECT_NE(r.out.find("\ndummy 1 played-by 3\n"), std::string::npos);
    }
    const size_t at = r.out.rfind("code: ");
    ASSERT_NE(at, std::string::npos);
    const std::string code = r.out.substr(at + 6, r.out.size() - at - 7);
    auto decoded = decodeCode(code);
    ASSERT_TRUE(decoded.ok()) << decoded.error().message;
    EXPECT_EQ(decoded->game->name(), "whist");
    RunResult again = runBaza({"run", "--code", code});
    EXPECT_EQ(again.status, 0);
    EXPECT_EQ(again.out, r.out);
  }
}

TEST(WhistCli, PlayAsTheDealerAlsoPlaysTheDummy) {
  if (!haveCli()) GTEST_SKIP() << "no CLI built";
  // Seat 3 in dummy whist answers "1" (the first legal card) at every turn, his and the dummy's.
  std::string input;
  for (int i = 0; i < 26; ++i) input += "1\n";
  RunResult r = runBaza({"play", "--game", "whist", "--players", "3", "--option", "length=deal", "--seat", "3",
                         "--bots", "easy", "--seed", "6"},
                        input);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("your turn (seat 1)"), std::string::npos);
  EXPECT_NE(r.out.find("your turn (seat 3)"), std::string::npos);
  EXPECT_NE(r.out.find("\nwinner: side "), std::string::npos);
  EXPECT_NE(r.out.find("score: side 0 0 points this game (tricks 0 this deal, honours 0), games 0, rubbers 0"),
            std::string::npos);
  EXPECT_EQ(r.out.find("malas"), std::string::npos);  // Guiñote's words
}

}  // namespace
}  // namespace baza::test
