// `baza match` against outside programs over the bot protocol (docs/BOT-PROTOCOL.md):
// a match played through it, the promises of its messages, and the refusals of
// misbehaving bots (tests/data/bots/misbehave.py), which must never hang or crash baza.
#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "CliRun.h"
#include "DuplicateMatch.h"
#include "TestUtil.h"

using namespace baza;

namespace {

constexpr int kTimeoutSeconds = 60;  // a hang fails the test (status 124) instead of stalling the suite

// The paths quoted ('…'): the exec command's words may then hold spaces.
const std::string kFirstLegal = std::string("exec:python3 '") + BAZA_TEST_DATA_DIR + "/../../examples/bots/first_legal.py'";
std::string misbehave(const std::string& mode) {
  return std::string("exec:python3 '") + BAZA_TEST_DATA_DIR + "/bots/misbehave.py' " + mode;
}

// Guiñote for two, easy (A) against the outside program (B): 3 boards, 6 plays.
test::RunResult matchAgainst(const std::string& b, std::vector<std::string> more = {}) {
  std::vector<std::string> args = {"match", "--game", "guinote", "--players", "2", "--a", "easy",
                                   "--b",   b,        "--deals", "3",       "--seed",  "5"};
  args.insert(args.end(), more.begin(), more.end());
  return test::runBaza(args, "", kTimeoutSeconds);
}

std::map<std::string, std::string> keyValues(const std::string& text) {
  std::map<std::string, std::string> out;
  std::istringstream in(text);
  std::string l;
  while (std::getline(in, l))
    if (auto colon = l.find(": "); colon != std::string::npos) out[l.substr(0, colon)] = l.substr(colon + 2);
  return out;
}

std::vector<std::string> keysInOrder(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string l;
  while (std::getline(in, l)) out.push_back(l.substr(0, l.find(':')));
  return out;
}

int countLines(const std::string& text, const std::string& prefix) {
  int n = 0;
  std::istringstream in(text);
  std::string l;
  while (std::getline(in, l)) n += l.rfind(prefix, 0) == 0;
  return n;
}

// In process, what first_legal.py does: the first legal action, every time.
class FirstLegalAgent : public SideAgent {
 public:
  Status begin(const GameState&, uint64_t, int, int) override { return Ok{}; }
  Result<Action> choose(const GameState& state) override { return state.legalActions()[0]; }
  Status after(const GameState&) override { return Ok{}; }
};

// The same match with B played in process by FirstLegalAgent.
DuplicateSummary inProcessFirstLegal(long long boards, uint64_t seed, std::vector<std::string> options) {
  DuplicateConfig c;
  options.push_back("length=partida");
  c.game = test::guinote(options);
  c.levelA = "easy";
  c.levelB = "first-legal";
  c.boards = boards;
  c.seed = seed;
  c.makeAgent = [](std::string_view, int) -> Result<std::unique_ptr<SideAgent>> {
    return std::unique_ptr<SideAgent>(std::make_unique<FirstLegalAgent>());
  };
  auto s = runDuplicateMatch(c);
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().message);
  return s.ok() ? *s : DuplicateSummary{};
}

// The numbers of a match that do not depend on time.
std::string results(const std::map<std::string, std::string>& v) {
  return v.at("partidas") + " | " + v.at("win-rate-a") + " | " + v.at("deals") + " | " + v.at("points-per-deal-a") +
         " | " + v.at("decisions");
}

}  // namespace

TEST(CliBotProtocol, FirstLegalBotPlaysAMatchThroughTheProtocol) {
  const auto r = matchAgainst(kFirstLegal);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  const std::vector<std::string> keys = {"game", "options", "a", "b", "seed", "boards", "plays", "partidas",
                                         "win-rate-a", "deals", "points-per-deal-a", "decisions", "refusals-b",
                                         "threads", "seconds", "decisions-per-second"};
  EXPECT_EQ(keysInOrder(r.out), keys) << r.out;
  const auto v = keyValues(r.out);
  EXPECT_EQ(v.at("b"), kFirstLegal);
  EXPECT_EQ(v.at("refusals-b"), "0 (illegal 0, malformed 0, wrong-id 0, late 0)");
  // Every move of B went out to the program and its answer came back: the same match
  // as the first legal action chosen in process.
  const DuplicateSummary s = inProcessFirstLegal(3, 5, {"players=2"});
  EXPECT_EQ(v.at("partidas"), "A " + std::to_string(s.winsA) + " B " + std::to_string(s.winsB));
  EXPECT_EQ(v.at("deals"), std::to_string(s.deals));
  EXPECT_EQ(v.at("decisions"), std::to_string(s.decisions));
  char ppd[64];
  std::snprintf(ppd, sizeof ppd, "%+.2f", s.pointsPerDealA.mean);
  EXPECT_EQ(v.at("points-per-deal-a").substr(0, v.at("points-per-deal-a").find(' ')), ppd);
}

TEST(CliBotProtocol, JsonCountsTheRefusalsOfTheOutsideSide) {
  const auto r = matchAgainst(kFirstLegal, {"--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find(R"("refusals":{"b":{"total":0,"illegal":0,"malformed":0,"wrong_id":0,"late":0}})"),
            std::string::npos)
      << r.out;
}

// Four players: one process per seat of the side, each told its seat and sent only
// that seat's observation (misbehave.py check exits with status 4 otherwise).
TEST(CliBotProtocol, EachSeatHasItsOwnProcessAndSeesOnlyItsSeat) {
  const auto r = test::runBaza({"match", "--game", "guinote", "--a", misbehave("check"), "--b", "easy", "--deals", "2",
                                "--seed", "1"},
                               "", kTimeoutSeconds);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(keyValues(r.out).at("refusals-a"), "0 (illegal 0, malformed 0, wrong-id 0, late 0)");
}

// One bad answer of each kind: refused, counted, said on standard error, and the first
// legal action played instead, so the match is exactly that of first_legal.py.
TEST(CliBotProtocol, BadAnswersAreRefusedCountedAndReplacedByTheFirstLegalAction) {
  const auto good = matchAgainst(kFirstLegal);
  ASSERT_EQ(good.status, 0) << good.err;
  const std::map<std::string, std::string> expected = {
      {"illegal", "1 (illegal 1, malformed 0, wrong-id 0, late 0)"},
      {"garbage", "1 (illegal 0, malformed 1, wrong-id 0, late 0)"},
      {"flood", "1 (illegal 0, malformed 1, wrong-id 0, late 0)"},
      {"wrong-id", "1 (illegal 0, malformed 0, wrong-id 1, late 0)"},
  };
  for (const auto& [mode, refusals] : expected) {
    const auto r = matchAgainst(misbehave(mode));
    ASSERT_EQ(r.status, 0) << mode << ": " << r.err;
    const auto v = keyValues(r.out);
    EXPECT_EQ(v.at("refusals-b"), refusals) << mode;
    EXPECT_EQ(results(v), results(keyValues(good.out))) << mode;
    EXPECT_EQ(countLines(r.err, "refused: board 0 play 1 move 1: the outside bot b"), 1) << mode << ": " << r.err;
  }
}

TEST(CliBotProtocol, LateAnswersAreRefusedAndTheirLateLinesSkipped) {
  const auto r = matchAgainst(misbehave("late"), {"--move-time-ms", "200"});
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string refusals = keyValues(r.out).at("refusals-b");
  // At least move 1 (it sleeps 0.5 s); its answer, read during a later move, is skipped,
  // not refused as a wrong id.
  EXPECT_NE(refusals.find("illegal 0, malformed 0, wrong-id 0, late "), std::string::npos) << refusals;
  EXPECT_EQ(refusals.find("late 0"), std::string::npos) << refusals;
  EXPECT_NE(r.err.find("move 1: the outside bot b (" + misbehave("late") + ", seat "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("late: no answer within 200 ms"), std::string::npos) << r.err;
}

TEST(CliBotProtocol, OnlyTheFirstRefusalsAreWrittenOut) {
  const auto r = matchAgainst(misbehave("garbage-always"));
  ASSERT_EQ(r.status, 0) << r.err;
  const auto v = keyValues(r.out);
  EXPECT_EQ(v.at("refusals-b").find("0 "), std::string::npos);  // many, all malformed
  EXPECT_NE(v.at("refusals-b").find("illegal 0, malformed "), std::string::npos);
  EXPECT_EQ(countLines(r.err, "refused: board "), 5) << r.err;
  EXPECT_EQ(countLines(r.err, "refused: further refusals of b are counted, not shown"), 1) << r.err;
  EXPECT_EQ(results(v), results(keyValues(matchAgainst(kFirstLegal).out)));
}

TEST(CliBotProtocol, ABotThatDiesEndsTheMatchWithAnError) {
  const auto r = matchAgainst(misbehave("crash"));
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "error: board 0 play 1: the outside bot b (" + misbehave("crash") +
                       ", seat 1) exited with status 3\n");
}

TEST(CliBotProtocol, ABotThatIsNotReadyOrCannotRunIsAnError) {
  auto r = matchAgainst(misbehave("no-ready"));
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.err.find(R"(answered the hello with '{"type": "action", "id": 0, "action": "1o"}', not {"type":"ready"})"),
            std::string::npos)
      << r.err;
  r = matchAgainst("exec:/nonexistent/bot --fast");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "error: the outside bot b (exec:/nonexistent/bot --fast): cannot run '/nonexistent/bot': "
                   "No such file or directory\n");
}

TEST(CliBotProtocol, ExecCommandsAreCheckedAsUsage) {
  auto r = matchAgainst("exec:");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "error: --b exec:: no command after exec:\n");
  r = matchAgainst("exec:python3 'my bot.py");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "error: --b exec:python3 'my bot.py: a ' is not closed\n");
  r = matchAgainst(kFirstLegal, {"--move-time-ms", "0"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "error: bad value '0' for --move-time-ms (an integer from 1 to 3600000)\n");
}

// Each thread starts its own processes; a deterministic program gives the same numbers
// for any number of threads, as the engine's bots do.
TEST(CliBotProtocol, ThreadsEachHaveTheirOwnProcesses) {
  const auto one = matchAgainst(kFirstLegal);
  const auto two = matchAgainst(kFirstLegal, {"--threads", "2"});
  ASSERT_EQ(one.status, 0) << one.err;
  ASSERT_EQ(two.status, 0) << two.err;
  EXPECT_EQ(results(keyValues(two.out)), results(keyValues(one.out)));
  EXPECT_EQ(keyValues(two.out).at("threads"), "2");
}
