// `baza match` run as a process: the output formats and exit codes of docs/CLI.md.
// The numbers are checked against core/DuplicateMatch run in the test itself.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "CliRun.h"
#include "DuplicateMatch.h"
#include "Json.h"
#include "TestUtil.h"

using namespace baza;

namespace {

// `baza` with these arguments, no standard input.
test::RunResult runMatchCli(const std::vector<std::string>& args) { return test::runBaza(args); }

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string l;
  while (std::getline(in, l)) out.push_back(l);
  return out;
}

// "key: value" lines, in order.
std::vector<std::pair<std::string, std::string>> keyValues(const std::string& text) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& l : splitLines(text)) {
    const auto colon = l.find(": ");
    EXPECT_NE(colon, std::string::npos) << l;
    if (colon != std::string::npos) out.emplace_back(l.substr(0, colon), l.substr(colon + 2));
  }
  return out;
}

std::string format(const char* f, double a, double b, double c) {
  char buf[128];
  std::snprintf(buf, sizeof buf, f, a, b, c);
  return buf;
}

// The output without the timing lines (seconds, decisions-per-second) and threads.
std::string withoutTimes(const std::string& text) {
  std::string out;
  for (const auto& l : splitLines(text))
    if (l.rfind("seconds:", 0) != 0 && l.rfind("decisions-per-second:", 0) != 0 && l.rfind("threads:", 0) != 0)
      out += l + "\n";
  return out;
}

DuplicateSummary expected(const std::string& a, const std::string& b, long long boards, uint64_t seed,
                          std::vector<std::string> options) {
  DuplicateConfig c;
  options.push_back("length=partida");
  c.game = test::guinote(options);
  c.levelA = a;
  c.levelB = b;
  c.boards = boards;
  c.seed = seed;
  auto s = runDuplicateMatch(c);
  EXPECT_TRUE(s.ok());
  return s.ok() ? *s : DuplicateSummary{};
}

const std::vector<std::string> kMatch = {"match", "--game", "guinote", "--a", "easy", "--b", "random",
                                         "--deals", "40", "--seed", "3"};

std::vector<std::string> with(std::vector<std::string> base, const std::vector<std::string>& more) {
  base.insert(base.end(), more.begin(), more.end());
  return base;
}

}  // namespace

TEST(CliMatch, TextLinesInOrder) {
  auto r = runMatchCli(kMatch);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  const auto kv = keyValues(r.out);
  const std::vector<std::string> keys = {"game", "options", "a", "b", "seed", "boards", "plays", "partidas",
                                         "win-rate-a", "deals", "points-per-deal-a", "decisions", "threads",
                                         "seconds", "decisions-per-second"};
  ASSERT_EQ(kv.size(), keys.size()) << r.out;
  std::map<std::string, std::string> v;
  for (size_t i = 0; i < keys.size(); ++i) {
    EXPECT_EQ(kv[i].first, keys[i]);
    v[kv[i].first] = kv[i].second;
  }
  const auto s = expected("easy", "random", 40, 3, {});
  EXPECT_EQ(v["game"], "guinote");
  EXPECT_EQ(v["options"], test::guinote({"length=partida"})->options().describe());
  EXPECT_EQ(v["a"], "easy");
  EXPECT_EQ(v["b"], "random");
  EXPECT_EQ(v["seed"], "3");
  EXPECT_EQ(v["boards"], "40");
  EXPECT_EQ(v["plays"], "80");
  EXPECT_EQ(v["partidas"], "A " + std::to_string(s.winsA) + " B " + std::to_string(s.winsB));
  EXPECT_EQ(v["win-rate-a"], format("%.3f [%.3f, %.3f]", s.winRateA.mean, s.winRateA.low, s.winRateA.high));
  EXPECT_EQ(v["deals"], std::to_string(s.deals));
  EXPECT_EQ(v["points-per-deal-a"],
            format("%+.2f [%+.2f, %+.2f]", s.pointsPerDealA.mean, s.pointsPerDealA.low, s.pointsPerDealA.high));
  EXPECT_EQ(v["decisions"], std::to_string(s.decisions));
  EXPECT_EQ(v["threads"], "1");
  EXPECT_GT(std::stod(v["seconds"]), 0.0);
  EXPECT_GT(std::stod(v["decisions-per-second"]), 0.0);
}

TEST(CliMatch, Json) {
  auto r = runMatchCli(with(kMatch, {"--players", "2", "--json"}));
  ASSERT_EQ(r.status, 0) << r.err;
  const auto lines = splitLines(r.out);
  ASSERT_EQ(lines.size(), 1u);
  const std::string& j = lines[0];
  EXPECT_EQ(j.front(), '{');
  EXPECT_EQ(j.back(), '}');
  const auto s = expected("easy", "random", 40, 3, {"players=2"});
  auto has = [&](const std::string& part) { EXPECT_NE(j.find(part), std::string::npos) << part << "\n" << j; };
  has("{\"game\":\"guinote\",\"options\":{\"players\":2,");
  has("\"length\":\"partida\",\"count_by_memory\":\"off\"},\"a\":\"easy\",\"b\":\"random\",\"seed\":\"3\",\"boards\":40,\"plays\":80,");
  has("\"partidas\":{\"a\":" + std::to_string(s.winsA) + ",\"b\":" + std::to_string(s.winsB) + "},");
  has("\"win_rate_a\":{\"mean\":" + jsonNumber(s.winRateA.mean) + ",\"low\":" + jsonNumber(s.winRateA.low) +
      ",\"high\":" + jsonNumber(s.winRateA.high) + "},");
  has("\"deals\":" + std::to_string(s.deals) + ",\"points_per_deal_a\":{\"mean\":" +
      jsonNumber(s.pointsPerDealA.mean) + ",\"low\":" + jsonNumber(s.pointsPerDealA.low) +
      ",\"high\":" + jsonNumber(s.pointsPerDealA.high) + "},");
  has("\"decisions\":" + std::to_string(s.decisions) + ",\"threads\":1,\"seconds\":");
  has(",\"decisions_per_second\":");
}

TEST(CliMatch, DeterministicAndIndependentOfThreads) {
  auto one = runMatchCli(kMatch);
  auto again = runMatchCli(kMatch);
  auto two = runMatchCli(with(kMatch, {"--threads", "2"}));
  ASSERT_EQ(one.status, 0);
  ASSERT_EQ(two.status, 0) << two.err;
  EXPECT_EQ(withoutTimes(one.out), withoutTimes(again.out));
  EXPECT_EQ(withoutTimes(one.out), withoutTimes(two.out));
  EXPECT_NE(two.out.find("\nthreads: 2\n"), std::string::npos);
}

TEST(CliMatch, SwappingTheLevelsSwapsThePartidas) {
  auto x = runMatchCli(with(kMatch, {"--players", "2"}));
  auto y = runMatchCli({"match", "--game", "guinote", "--players", "2", "--a", "random", "--b", "easy", "--deals", "40",
                 "--seed", "3"});
  ASSERT_EQ(x.status, 0);
  ASSERT_EQ(y.status, 0);
  std::map<std::string, std::string> vx, vy;
  for (auto& [k, v] : keyValues(x.out)) vx[k] = v;
  for (auto& [k, v] : keyValues(y.out)) vy[k] = v;
  int ax = 0, bx = 0, ay = 0, by = 0;
  ASSERT_EQ(std::sscanf(vx["partidas"].c_str(), "A %d B %d", &ax, &bx), 2);
  ASSERT_EQ(std::sscanf(vy["partidas"].c_str(), "A %d B %d", &ay, &by), 2);
  EXPECT_EQ(ax, by);
  EXPECT_EQ(bx, ay);
  EXPECT_EQ(vx["deals"], vy["deals"]);
}

TEST(CliMatch, ALevelAgainstItself) {
  auto r = runMatchCli({"match", "--game", "guinote", "--a", "random", "--b", "random", "--deals", "30", "--seed", "8"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\npartidas: A 30 B 30\nwin-rate-a: 0.500 [0.500, 0.500]\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\npoints-per-deal-a: +0.00 [+0.00, +0.00]\n"), std::string::npos) << r.out;
}

TEST(CliMatch, OptionsAndDefaults) {
  // Rule options are applied; length=partida is the default and may be repeated.
  auto r = runMatchCli(with(kMatch, {"--cards", "48", "--option", "length=partida", "--option", "ceremony=kings"}));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find(" cards=48 "), std::string::npos);
  EXPECT_NE(r.out.find(" ceremony=kings "), std::string::npos);
  EXPECT_NE(r.out.find(" length=partida count_by_memory=off\n"), std::string::npos);
  // --deals defaults to 1000 boards, --seed to 0.
  auto d = runMatchCli({"match", "--game", "guinote", "--a", "random", "--b", "random"});
  ASSERT_EQ(d.status, 0) << d.err;
  EXPECT_NE(d.out.find("\nseed: 0\nboards: 1000\nplays: 2000\n"), std::string::npos) << d.out;
}

// A game without partidas plays one deal a play, or a whole game when asked: Belote to
// its target, Whist a game; Guiñote refuses another length (Errors).
TEST(CliMatch, AGameWithoutPartidasMayBePlayedWhole) {
  const auto deals = [](const std::vector<std::string>& options) {
    std::vector<std::string> args = {"match", "--a", "easy", "--b", "random", "--deals", "3", "--seed", "5"};
    args.insert(args.end(), options.begin(), options.end());
    auto r = runMatchCli(args);
    EXPECT_EQ(r.status, 0) << r.err;
    std::map<std::string, std::string> v;
    for (const auto& [key, value] : keyValues(withoutTimes(r.out))) v[key] = value;
    EXPECT_EQ(v["plays"], "6");
    return std::pair{v["options"], std::stoi(v["deals"])};
  };
  const auto [oneDeal, dealsOfDeals] = deals({"--game", "belote"});
  EXPECT_NE(oneDeal.find(" length=deal"), std::string::npos);
  EXPECT_LE(dealsOfDeals, 8);  // six, and a pack passed out now and then
  const auto [toTarget, dealsToTarget] = deals({"--game", "belote", "--option", "length=match", "--option", "target=501"});
  EXPECT_NE(toTarget.find(" target=501 "), std::string::npos);
  EXPECT_NE(toTarget.find(" length=match"), std::string::npos);
  EXPECT_GE(dealsToTarget, 6 * 3);  // 162 points and more a deal, 501 to win
  const auto [whistGame, dealsOfGames] = deals({"--game", "whist", "--option", "length=game"});
  EXPECT_NE(whistGame.find(" length=game"), std::string::npos);
  EXPECT_GT(dealsOfGames, 6);
}

TEST(CliMatch, Errors) {
  struct Case {
    std::vector<std::string> args;
    int status;
    std::string err;
  };
  const std::vector<Case> cases = {
      {{"match", "--a", "easy", "--b", "random"}, 2, "error: --game is required (known games: guinote"},  // a prefix: more games follow
      {{"match", "--game", "guinote", "--b", "random"}, 2, "error: --a LEVEL is required\n"},
      {{"match", "--game", "guinote", "--a", "easy"}, 2, "error: --b LEVEL is required\n"},
      {{"match", "--game", "guinote", "--a", "genius", "--b", "random"}, 2,
       "error: unknown bot level 'genius' for --a (one of: "},
      {{"match", "--game", "guinote", "--a", "easy", "--b", "genius"}, 2,
       "error: unknown bot level 'genius' for --b (one of: "},
      {{"match", "--game", "guinote", "--a", "easy,random", "--b", "random"}, 2,
       "error: --a takes one bot level\n"},
      {{"match", "--game", "guinote", "--a", "easy", "--b", "random", "--players", "3"}, 2,
       "error: --players 3: a duplicate match needs two sides (2 or 4 players)\n"},
      {{"match", "--game", "guinote", "--a", "easy", "--b", "random", "--option", "length=deal"}, 2,
       "error: --option length=deal: baza match plays one partida per play (length=partida)\n"},
      {{"match", "--game", "guinote", "--a", "easy", "--b", "random", "--option", "length=match"}, 2,
       "error: --option length=match: baza match plays one partida per play (length=partida)\n"},
      {{"match", "--game", "guinote", "--a", "easy", "--b", "random", "--option", "cards=41"}, 2,
       "error: --option cards=41: "},
      {{"match", "--game", "guinote", "--a", "easy", "--b", "random", "--deals", "1"}, 2,
       "error: bad value '1' for --deals (an integer from 2 to 1000000000)\n"},
      {{"match", "--game", "guinote", "--a", "easy", "--b", "random", "--deals", "x"}, 2, "error: bad value 'x' for --deals"},
      {{"match", "--game", "guinote", "--a", "easy", "--b", "random", "--threads", "0"}, 2,
       "error: bad value '0' for --threads (an integer from 1 to 256)\n"},
      {{"match", "--game", "guinote", "--a", "easy", "--b", "random", "--seed", "-1"}, 2, "error: bad value '-1' for --seed"},
      {{"match", "--game", "guinote", "--a", "easy", "--b", "random", "--moves", "1o"}, 2,
       "error: unknown flag '--moves' for 'baza match'"},
      {{"match", "--game", "chess", "--a", "easy", "--b", "random"}, 2, "error: unknown game 'chess'"},
  };
  for (const auto& c : cases) {
    auto r = runMatchCli(c.args);
    std::string cmd;
    for (const auto& a : c.args) cmd += " " + a;
    EXPECT_EQ(r.status, c.status) << cmd;
    EXPECT_EQ(r.out, "") << cmd;
    EXPECT_EQ(r.err.rfind(c.err, 0), 0u) << cmd << "\n" << r.err;
  }
  // --json does not change errors.
  auto j = runMatchCli({"match", "--game", "guinote", "--a", "easy", "--b", "random", "--players", "3", "--json"});
  EXPECT_EQ(j.status, 2);
  EXPECT_EQ(j.out, "");
}

TEST(CliMatch, Help) {
  auto r = runMatchCli({"help", "match"});
  ASSERT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("\n  match "), std::string::npos);
  EXPECT_NE(r.out.find("  match:    --game NAME --a LEVEL --b LEVEL --deals N"), std::string::npos);
  auto h = runMatchCli({"match", "--help"});
  EXPECT_EQ(h.status, 0);
  EXPECT_EQ(h.out, r.out);
}

// docs/CLI.md: board i's first play is `baza run --seed <deriveSeed(S, 4, i)> --bots A,B
// --option length=partida`, its second the same with `--bots B,A`.
TEST(CliMatch, APlayIsABazaRun) {
  DuplicateConfig c;
  c.game = test::guinote({"length=partida"});
  c.levelA = "easy";
  c.levelB = "random";
  c.seed = 3;
  c.boards = 2;
  for (uint64_t board : {0u, 7u})
    for (int aSide = 0; aSide < 2; ++aSide) {
      auto play = playDuplicate(c, board, aSide);
      ASSERT_TRUE(play.ok());
      const std::string bots = aSide == 0 ? "easy,random" : "random,easy";
      auto r = runMatchCli({"run", "--game", "guinote", "--option", "length=partida", "--seed",
                            std::to_string(deriveSeed(3, 4, board)), "--bots", bots});
      ASSERT_EQ(r.status, 0) << r.err;
      const std::string a = "side " + std::to_string(aSide) + ": points " + std::to_string(play->pointsA) + " ";
      const std::string b = "side " + std::to_string(1 - aSide) + ": points " + std::to_string(play->pointsB) + " ";
      EXPECT_NE(r.out.find("\n" + a), std::string::npos) << a;
      EXPECT_NE(r.out.find("\n" + b), std::string::npos) << b;
      EXPECT_NE(r.out.find("\nwinner: side " + std::to_string(play->winnerSide) + "\n"), std::string::npos);
      int deals = 0;
      for (const auto& l : splitLines(r.out)) deals += l.rfind("deal ", 0) == 0;
      EXPECT_EQ(deals, play->deals);
    }
}
