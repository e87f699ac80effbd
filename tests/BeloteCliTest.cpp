// `baza deal`, `legal` and `run` with --game belote (docs/CLI.md, "Belote"), run as a
// process. Expected outputs are built from the engine or the dealing rule.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>
#include <vector>

#include "BeloteScript.h"
#include "ShareCode.h"

namespace baza::test {
namespace {

using namespace bel;

struct CliRun {
  int status = -1;
  std::string out;
};

CliRun baza(const std::string& args) {
  CliRun r;
  FILE* p = popen((std::string("'") + BAZA_CLI_PATH + "' " + args + " 2>&1").c_str(), "r");
  if (!p) return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

TEST(BeloteCli, PlayShowsBeloteScoreWords) {
  if (std::string(BAZA_CLI_PATH).empty()) GTEST_SKIP() << "no CLI in this build";
  const CliRun r = baza("play --game belote --seed 3 --bots easy </dev/null");  // input ends at the first turn
  EXPECT_NE(r.out.find("score: side 0 (you) 0 points (this deal: cards 0, declarations, belote and capote 0)"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("malas"), std::string::npos);  // Guiñote's words
}

TEST(BeloteCli, DealShowsTheHandsTheTurnedCardAndTheStock) {
  if (std::string(BAZA_CLI_PATH).empty()) GTEST_SKIP() << "no CLI in this build";
  const CliRun r = baza("deal --game belote --seed 1");
  ASSERT_EQ(r.status, 0) << r.out;
  auto s = newState(belote(), 1);
  const DealView v = s->dealView();
  std::string expected;
  for (int p = 0; p < 4; ++p)
    expected += "seat " + std::to_string(p) + ": " + cardsText(v.hands[p], DeckKind::French) + "\n";
  expected += "trump: " + cardText(v.faceUp, DeckKind::French) + "\nstock:";
  for (Card c : v.stock) expected += " " + cardText(c, DeckKind::French);
  expected += "\ntrick:\ndeal: 1\ndealer: 3\nturn: 0\n";
  EXPECT_EQ(r.out, expected);
}

TEST(BeloteCli, LegalListsTheBids) {
  if (std::string(BAZA_CLI_PATH).empty()) GTEST_SKIP();
  auto s = newState(belote(), 1);
  const int turned = s->dealView().faceUp.suit();
  EXPECT_EQ(baza("legal --game belote --seed 1").out, "turn: 0\nbid:" + std::to_string(turned) + "\npass\n");
  std::string second = "turn: 0\n";
  for (int suit = 0; suit < 4; ++suit)
    if (suit != turned) second += "bid:" + std::to_string(suit) + "\n";
  EXPECT_EQ(baza("legal --game belote --seed 1 --moves 'pass pass pass pass'").out, second + "pass\n");
  const CliRun bad = baza("legal --game belote --seed 1 --moves 'bid:" + std::to_string((turned + 1) % 4) + "'");
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(bad.out, "error: move 1 (bid:" + std::to_string((turned + 1) % 4) + ") is illegal: not available now\n");
}

TEST(BeloteCli, RunPrintsTheEventsAndAReplayCode) {
  if (std::string(BAZA_CLI_PATH).empty()) GTEST_SKIP();
  auto s = newState(belote({"players=3"}), 4);
  play(*s, "bid:1 exchange");
  const CliRun r = baza("run --game belote --players 3 --seed 4 --moves 'bid:1 exchange'");
  ASSERT_EQ(r.status, 0) << r.out;
  std::string expected;
  for (const Event& e : s->events()) expected += eventText(e, DeckKind::French) + "\n";
  for (int side = 0; side < 3; ++side)
    expected += "side " + std::to_string(side) + ": points 0 cards 0 cantes 0 partidas 0 cotos 0\n";
  expected += "code: " + encodeReplayCode(s->game(), 4, s->history()) + "\n";
  EXPECT_EQ(r.out, expected);
  EXPECT_NE(r.out.find("\nbottom "), std::string::npos);
  EXPECT_NE(r.out.find("\nexchange 0 gives 7H takes "), std::string::npos);
}

TEST(BeloteCli, BotsPlayAGameToTheEnd) {
  if (std::string(BAZA_CLI_PATH).empty()) GTEST_SKIP();
  for (const char* players : {"2", "3", "4"}) {
    const CliRun r = baza(std::string("run --game belote --players ") + players + " --seed 9 --bots easy,medium");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("\nmatch side "), std::string::npos);
    EXPECT_NE(r.out.find("\nwinner: side "), std::string::npos);
    // The code replays the same game.
    const std::string code = r.out.substr(r.out.rfind("code: ") + 6, r.out.size() - r.out.rfind("code: ") - 7);
    EXPECT_EQ(baza("run --code " + code).out, r.out);
  }
}

TEST(BeloteCli, ADeckIsAFrenchPack) {
  if (std::string(BAZA_CLI_PATH).empty()) GTEST_SKIP();
  std::string pack;
  for (Card c : deckOf({{"JH 9H AS TS KS", "7C 8C 9C AD TD", "7D 8D QH KH AC", "7S 8S 9S QS JS"}, "AH", {}}))
    pack += (pack.empty() ? "" : " ") + cardText(c, DeckKind::French);
  const CliRun r = baza("deal --game belote --deck '" + pack + "'");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "seat 0: TS KS AS 9H JH");
  EXPECT_NE(r.out.find("trump: AH\n"), std::string::npos);
  const CliRun bad = baza("deal --game belote --deck '2S 3S'");
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(bad.out, "error: bad --deck: deck 1 has 2 cards, expected 32\n");
}

}  // namespace
}  // namespace baza::test
