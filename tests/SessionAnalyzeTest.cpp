// Session::analyze (the replay viewer's double-dummy view of a Whist position): each
// legal card's value checked against a brute-force minimax over the game itself on
// the last tricks (at a lead and in the middle of a trick, with and without the
// dummy); errors for other games, the end of a match and no match, state untouched.
#include <gtest/gtest.h>

#include <algorithm>

#include "Json.h"
#include "Session.h"
#include "SessionJson.h"
#include "WhistDeal.h"
#include "whist/WhistSolver.h"
#include "whist/WhistState.h"

namespace baza::test {
namespace {

// The tricks `side` ends the deal with, both sides playing best (length=deal: the
// match ends with the deal).
int bruteForce(const WhistState& s, int side) {
  if (s.isTerminal()) return s.lastDealTricks(side);
  const bool ours = WhistRules::sideOf(s.currentPlayer()) == side;
  int best = ours ? -1 : 99;
  for (Card c : s.legalCards(s.currentPlayer())) {
    WhistState next = s;
    next.applyLegal(Action::play(c));
    const int v = bruteForce(next, side);
    best = ours ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// What analyze() must answer for s, built from the brute force.
std::string expectedJson(const WhistState& s) {
  const WhistPosition p = s.position();
  const int player = p.toPlay(), side = WhistRules::sideOf(player);
  JsonArray cards;
  for (Card c : s.legalCards(player)) {
    WhistState next = s;
    next.applyLegal(Action::play(c));
    cards.raw(JsonObject().string("card", cardText(c, DeckKind::French)).number("tricks", bruteForce(next, side)).str());
  }
  return JsonObject()
      .boolean("ok", true)
      .number("player", player)
      .number("side", side)
      .raw("tricksWon", JsonArray().number(p.tricks[0]).number(p.tricks[1]).str())
      .raw("cards", cards.str())
      .str();
}

TEST(SessionAnalyze, MatchesBruteForceOnTheLastTricks) {
  int checked = 0;
  for (const char* players : {"4", "3"})
    for (uint64_t seed = 1; seed <= 4; ++seed)
      for (int extra = 0; extra < 4; ++extra) {  // at the lead of the 10th trick, and 1..3 cards into it
        Session session;
        ASSERT_NE(session.start("whist", std::string("length=deal players=") + players, std::to_string(seed)).find("\"ok\":true"),
                  std::string::npos);
        auto state = std::move(newState(whist({"length=deal", std::string("players=") + players}), seed));
        for (int k = 0; k < 36 + extra; ++k) {
          const std::string choice = session.botAction("easy");
          const auto at = choice.find("\"action\":\"");
          ASSERT_NE(at, std::string::npos) << choice;
          const std::string action = choice.substr(at + 10, choice.find('"', at + 10) - at - 10);
          ASSERT_NE(session.apply(action).find("\"ok\":true"), std::string::npos);
          ASSERT_TRUE(state->apply(std::move(parseAction(action, DeckKind::French)).value()).ok());
        }
        const auto& w = dynamic_cast<const WhistState&>(*state);
        ASSERT_EQ(w.position().trickSize, extra);
        EXPECT_EQ(session.analyze(), expectedJson(w)) << players << " players, seed " << seed << " +" << extra;
        ++checked;
      }
  EXPECT_EQ(checked, 32);
}

TEST(SessionAnalyze, AReplaysStepsShareATableAndAnswerAsAFreshSession) {
  // The viewer's order (replay.js): back from the end by rewinding, forward by loading the
  // code again; one session keeps its solver table through all of it (and on to another
  // deal), and each answer is a fresh session's.
  Session viewer;
  for (const std::string seed : {"23", "24"}) {
    const std::string code = finishedDeal("whist", seed);
    const int total = intField(viewer.load(code), "moves");
    ASSERT_GT(total, 40);
    for (const int k : {total - 1, total - 6, total - 23, total - 2, 17, 0, 3}) {
      ASSERT_TRUE(ok(viewer.load(code)));
      ASSERT_TRUE(ok(viewer.rewind(k)));
      Session fresh;
      ASSERT_TRUE(ok(fresh.load(code)));
      ASSERT_TRUE(ok(fresh.rewind(k)));
      const std::string expected = fresh.analyze();
      EXPECT_EQ(viewer.analyze(), expected) << "seed " << seed << " step " << k;
    }
  }
}

TEST(SessionAnalyze, AFirstLeadAgreesWithTheWholeDealSolve) {
  // At the first lead every card is valued, and the best of them is what the solver
  // gives the leader's side for the whole deal (baza dd's answer).
  Session session;
  session.start("whist", "length=deal", "11");
  const std::string json = session.analyze();
  ASSERT_NE(json.find("\"ok\":true"), std::string::npos) << json;
  EXPECT_NE(json.find("\"tricksWon\":[0,0]"), std::string::npos);
  std::vector<int> values;
  for (size_t at = json.find("\"tricks\":"); at != std::string::npos; at = json.find("\"tricks\":", at + 1))
    values.push_back(std::stoi(json.substr(at + 9)));
  EXPECT_EQ(values.size(), 13u);
  auto state = newState(whist({"length=deal"}), 11);
  const WhistPosition p = dynamic_cast<const WhistState&>(*state).position();
  DoubleDummyDeal d;
  d.hands = p.hands;
  EXPECT_EQ(*std::max_element(values.begin(), values.end()), WhistSolver().tricks(d, p.trump, p.leader));
}

TEST(SessionAnalyze, ErrorsLeaveTheSessionAsItWas) {
  Session none;
  EXPECT_EQ(none.analyze(), R"({"ok":false,"error":"no match: start one first","code":"no-match"})");

  Session belote;
  belote.start("belote", "", "3");
  const std::string before = belote.observe(0);
  EXPECT_EQ(belote.analyze(),
            R"({"ok":false,"error":"no card to play here: a bid, a cante or another option is to be chosen","code":"invalid-argument"})");
  EXPECT_EQ(belote.observe(0), before);

  Session over;
  over.start("whist", "length=deal", "5");
  while (over.observe(0).find("\"terminal\":true") == std::string::npos) {
    const std::string choice = over.botAction("easy");
    const auto at = choice.find("\"action\":\"") + 10;
    over.apply(choice.substr(at, choice.find('"', at) - at));
  }
  const std::string end = over.observe(0);
  EXPECT_EQ(over.analyze(), R"({"ok":false,"error":"the match is over","code":"game-over"})");
  EXPECT_EQ(over.observe(0), end);
}

// Guiñote and Belote: the review's open view of the position, each card move valued.
TEST(SessionAnalyze, OtherGamesGetTheOpenViewOfEachCard) {
  Session guinote;
  guinote.start("guinote", "players=2", "3");
  const std::string before = guinote.observe(0);
  const std::string a = guinote.analyze();
  EXPECT_EQ(a.rfind(R"({"ok":true,"player":0,"side":0,"unit":"points","method":"sampled","moves":[{"action":")", 0), 0u) << a;
  EXPECT_EQ(guinote.observe(0), before);
  Session belote;
  belote.start("belote", "length=deal", "3");
  while (belote.analyze().find(R"("ok":true)") == std::string::npos) belote.botMove("easy");  // the bidding
  EXPECT_NE(belote.analyze().find(R"("unit":"points","method":"solver","moves":[{"action":")"), std::string::npos);
}

}  // namespace
}  // namespace baza::test
