// Session::review / reviewSummary: the JSON the page reads, and every refusal with its
// code (a live match, a deal not over, a bad view, seat list or move range, a bad
// code), none of which touches the session's match.
#include <gtest/gtest.h>

#include "ReviewScript.h"
#include "Session.h"
#include "ShareCode.h"
#include "WhistDeal.h"

namespace baza::test {
namespace {

// A finished length=deal whist deal's replay code (easy bots).
std::string finishedWhistCode(uint64_t seed) {
  auto game = whist({"length=deal"});
  auto valuer = makeGameReview(*game);
  const BlunderDeal deal = playWithBlunder(game, seed, *valuer, [](const GameState& s) { return s.history().size() >= 44; });
  return encodeReplayCode(*game, seed, deal.moves);
}

bool has(const std::string& json, const std::string& piece) { return json.find(piece) != std::string::npos; }

TEST(ReviewSession, ChunksAndSummaryOfAFinishedDeal) {
  Session session;
  const std::string code = finishedWhistCode(3);
  const std::string chunk = session.review(code, "open", "0", 44, 8);
  EXPECT_TRUE(has(chunk, R"({"ok":true,"view":"open","unit":"tricks","total":52,"samples":0,"note":"","moves":[{"index":44,)")) << chunk;
  EXPECT_TRUE(has(chunk, R"("valued":false,"why":"not-requested")")) << chunk;
  EXPECT_TRUE(has(chunk, R"("method":"solver","samples":0,"playedValue":)")) << chunk;
  const std::string summary = session.reviewSummary(code, "open", "0,2");
  EXPECT_TRUE(has(summary, R"({"ok":true,"view":"open","unit":"tricks","players":[{"seat":0,"accuracy":)")) << summary;
  EXPECT_TRUE(has(summary, R"({"seat":2,)")) << summary;
  EXPECT_TRUE(has(summary, R"("mistakes":[)")) << summary;
  const std::string knew = session.review(code, "knew", "0,1,2,3", 44, 1);
  EXPECT_TRUE(has(knew, R"("view":"knew","unit":"tricks","total":52,"samples":48,)")) << knew;
  EXPECT_TRUE(has(knew, R"("method":"sampled","samples":48,)")) << knew;  // every sampled deal valued
  const std::string end = session.review(code, "open", "0", 52, 5);
  EXPECT_TRUE(has(end, R"("moves":[])")) << end;
}

TEST(ReviewSession, RefusalsCarryACodeAndLeaveTheMatchAlone) {
  Session session;
  const std::string code = finishedWhistCode(8);
  ASSERT_TRUE(has(session.load(code), R"("ok":true)"));
  const std::string before = session.observe(0);
  auto game = whist({"length=deal"});
  auto partial = std::move(game->newMatch(MatchSetup{8, {}, true})).value();
  std::vector<Action> moves;
  for (int i = 0; i < 10; ++i) {
    moves.push_back(partial->legalActions()[0]);
    ASSERT_TRUE(partial->apply(moves.back()).ok());
  }
  const std::pair<std::string, std::string> cases[] = {
      {session.review(encodeReplayCode(*game, 8, moves), "open", "0", 0, 5), "deal-not-over"},
      {session.review(encodeShareCode(*game, 8), "open", "0", 0, 5), "deal-not-over"},
      {session.review(code, "closed", "0", 0, 5), "review-input"},
      {session.review(code, "open", "4", 0, 5), "review-input"},
      {session.review(code, "open", "", 0, 5), "review-input"},
      {session.review(code, "open", "0,,1", 0, 5), "review-input"},
      {session.review(code, "open", "0", -1, 5), "review-input"},
      {session.review(code, "open", "0", 53, 5), "review-input"},
      {session.review(code, "open", "0", 0, -1), "review-input"},
      {session.reviewSummary(code, "both", "0"), "review-input"},
      {session.review("AQAB", "open", "0", 0, 5), "code-truncated"},
  };
  for (const auto& [answer, want] : cases) EXPECT_TRUE(has(answer, R"("ok":false)") && has(answer, "\"code\":\"" + want + "\"")) << answer;
  EXPECT_EQ(session.observe(0), before);

  Session live;
  ASSERT_TRUE(has(live.lockSeat(0), R"("ok":true)"));
  ASSERT_TRUE(has(live.start("whist", "length=deal", "5"), R"("ok":true)"));
  EXPECT_TRUE(has(live.review(code, "open", "0", 0, 5), R"("code":"review-live")"));
  EXPECT_TRUE(has(live.reviewSummary(code, "knew", "0"), R"("code":"review-live")"));
  EXPECT_TRUE(has(live.abandon(), R"("ok":true)"));
  EXPECT_TRUE(has(live.review(code, "open", "0", 0, 1), R"("ok":true)"));  // given up: no longer live
}

}  // namespace
}  // namespace baza::test
