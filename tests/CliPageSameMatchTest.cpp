// The CLI and the page play the same match alike (the bot-seeding rule,
// core/bots/Bot.h): `baza run --bots` and a Session driven as web/app drives it
// (lockSeat(0); botMove for the bots' seats; for the human's seats botAction, the
// hint, then apply) on the same game, options, seed and levels make the same moves
// and end with the same replay code.
#include <gtest/gtest.h>

#include "CliRun.h"
#include "GameRegistry.h"
#include "Session.h"
#include "SessionJson.h"
#include "ShareCode.h"

namespace baza::test {
namespace {

struct Case {
  std::string game;
  std::vector<std::string> options;  // "length=deal"
  uint64_t seed;
  std::vector<std::string> levels;   // seat i: levels[i % size], as --bots
};

std::string joined(const std::vector<std::string>& words, const std::string& between) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : between) + w;
  return out;
}

struct Play {
  std::vector<std::string> moves;  // action texts, in order
  std::string code;                // the replay code
};

// The page: a person locked at seat 0; every seat played at the level of the seat
// that controls it (a dummy: the dealer), as the page's levelOfSeat.
Play pagePlay(const Case& c) {
  Play out;
  Session session;
  const std::string started = session.start(c.game, joined(c.options, " "), std::to_string(c.seed));
  EXPECT_NE(started.find("\"ok\":true"), std::string::npos) << started;
  session.lockSeat(0);
  auto game = makeGame(c.game, c.options);
  auto replica = std::move((*game)->newMatch(MatchSetup{c.seed, {}, true})).value();  // whose turn it is
  while (!replica->isTerminal() && out.moves.size() < 5000) {
    const int controller = replica->controllerOf(replica->currentPlayer());
    const std::string& level = c.levels[static_cast<size_t>(controller) % c.levels.size()];
    std::string action;
    if (controller == replica->seatOfPerson()[0]) {  // the person's turn: the hint's move
      action = field(session.botAction(level), "action");
      EXPECT_NE(session.apply(action).find("\"ok\":true"), std::string::npos) << action;
    } else {
      action = field(session.botMove(level), "action");
    }
    auto parsed = parseAction(action, (*game)->deckKind());
    if (!parsed || !replica->apply(*parsed)) {
      ADD_FAILURE() << "the session played '" << action << "'";
      break;
    }
    out.moves.push_back(action);
  }
  out.code = field(session.codes(), "replay");
  return out;
}

Play cliPlay(const Case& c) {
  std::vector<std::string> args = {"run", "--game", c.game, "--seed", std::to_string(c.seed), "--json"};
  for (const auto& o : c.options) args.insert(args.end(), {"--option", o});
  args.insert(args.end(), {"--bots", joined(c.levels, ",")});
  const RunResult r = runBaza(args, "", 120);
  EXPECT_EQ(r.status, 0) << r.err;
  Play out;
  out.code = field(r.out, "code");
  auto decoded = decodeCode(out.code);
  EXPECT_TRUE(decoded.ok()) << r.out;
  if (decoded)
    for (Action a : decoded->moves) out.moves.push_back(actionText(a, decoded->game->deckKind()));
  return out;
}

TEST(CliPageSameMatch, RunAndThePagePlayTheSameMoves) {
  const std::vector<Case> cases = {
      {"guinote", {"players=2", "length=deal"}, 7, {"medium", "hard"}},
      {"guinote", {"players=2", "length=partida"}, 8, {"easy", "random"}},
      {"guinote", {"players=4", "length=deal"}, 9, {"easy", "medium", "random", "medium"}},
      {"guinote", {"players=4", "ceremony=kings", "length=deal"}, 10, {"medium"}},  // a ceremony reseats
      {"whist", {"length=deal"}, 11, {"medium", "easy", "hard", "random"}},
      {"whist", {"players=3", "length=deal"}, 12, {"easy", "medium", "random"}},  // the dealer plays a dummy
      {"belote", {"length=deal"}, 13, {"medium", "easy", "random", "medium"}},
      {"belote", {"players=2", "length=deal"}, 14, {"random", "medium"}},
  };
  for (const Case& c : cases) {
    const std::string what = c.game + " " + joined(c.options, " ") + " --bots " + joined(c.levels, ",");
    const Play page = pagePlay(c), cli = cliPlay(c);
    ASSERT_FALSE(cli.moves.empty()) << what;
    EXPECT_EQ(joined(page.moves, " "), joined(cli.moves, " ")) << what;
    EXPECT_EQ(page.code, cli.code) << what;
  }
}

}  // namespace
}  // namespace baza::test
