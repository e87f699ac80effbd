// `baza simulate`: many bot games and aggregate statistics, counted from each
// finished match's event log.
//
// Speed: all-random games are played straight from legalActions() (the same choices
// RandomBot makes with the same seeds) with the log on. Measured on random
// length=deal games, the log costs about 7% (record off: ~760k deals/s, on: ~710k),
// and it is what gives deals, points and cantes per deal, so it stays on. Games with
// other bots are played with the log off (bots then copy no log into every
// observation) and replayed once with the log on for the statistics.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "Commands.h"
#include "Json.h"
#include "Match.h"
#include "Output.h"
#include "Rng.h"
#include "guinote/GuinoteState.h"

namespace baza::cli {

namespace {

constexpr int kPartidaEnds = 5;  // PartidaEnd values
constexpr const char* kPartidaEndNames[kPartidaEnds] = {"points", "last-trick", "claim", "wrong-claim", "revoke"};

struct Stats {
  explicit Stats(int sides) : wins(sides), cardPoints(sides), cantePoints(sides) {}
  long long games = 0, deals = 0, scoredDeals = 0, noWinner = 0;
  std::vector<long long> wins, cardPoints, cantePoints;  // per side; points summed over scored deals
  long long sings = 0, forties = 0, exchanges = 0, claims = 0, correctClaims = 0, revokes = 0;
  long long partidas = 0, partidaEnds[kPartidaEnds] = {};

  void add(const std::vector<Event>& events, const Scores& scores) {
    ++games;
    if (scores.winner >= 0)
      ++wins[scores.winner];
    else
      ++noWinner;
    for (const Event& e : events) {
      switch (e.kind) {
        case EventKind::DealStarted:
          ++deals;
          break;
        case EventKind::DealScored:
          if (e.side == 0) ++scoredDeals;
          cardPoints[e.side] += e.points;
          cantePoints[e.side] += e.bonus;
          break;
        case EventKind::Sang:
          ++sings;
          if (e.points == 40) ++forties;
          break;
        case EventKind::Exchanged:
          ++exchanges;
          break;
        case EventKind::Claimed:
          ++claims;
          if (e.correct) ++correctClaims;
          break;
        case EventKind::Revoke:
          ++revokes;
          break;
        case EventKind::PartidaWon:
          ++partidas;
          if (const int how = static_cast<int>(e.partidaEnd); how < kPartidaEnds) ++partidaEnds[how];
          break;
        default:
          break;
      }
    }
  }
};

double ratio(long long a, long long b) { return b ? static_cast<double>(a) / static_cast<double>(b) : 0.0; }

// Applies an action known to be legal: GuinoteState skips the legality check.
struct FastApply {
  explicit FastApply(GameState& s) : state(s), guinote(dynamic_cast<GuinoteState*>(&s)) {}
  void operator()(Action a) {
    if (guinote)
      guinote->applyLegal(a);
    else
      state.apply(a);
  }
  GameState& state;
  GuinoteState* guinote;
};

std::unique_ptr<GameState> newState(const Game& game, uint64_t seed, bool record) {
  MatchSetup setup;
  setup.seed = seed;
  setup.record = record;
  return std::move(game.newMatch(setup)).value();  // no decks: cannot fail
}

Outcome<Done> playRandom(const Game& game, uint64_t seed, Stats& stats) {
  auto state = newState(game, seed, true);
  FastApply apply(*state);
  for (int64_t actions = 0; !state->isTerminal(); ++actions) {
    if (auto st = canGoOn(*state, actions); !st) return inputError("seed " + std::to_string(seed) + ": " + st.error().message);
    const ActionList legal = state->legalActions();
    // RandomBot by the bot-seeding rule (core/bots/Bot.h), without its observation.
    Rng rng(botSeed(seed, state->currentPlayer(), static_cast<uint64_t>(actions)));
    apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]);
  }
  stats.add(state->events(), state->scores());
  return Done{};
}

Outcome<Done> playBots(const Game& game, uint64_t seed, const std::vector<std::string>& levels, Stats& stats) {
  auto state = newState(game, seed, false);
  std::vector<Action> moves;
  moves.reserve(256);
  while (!state->isTerminal()) {
    if (auto st = canGoOn(*state, static_cast<int64_t>(moves.size())); !st)
      return inputError("seed " + std::to_string(seed) + ": " + st.error().message);
    const int seat = state->currentPlayer();
    auto a = botMove(levels, *state, seed, moves.size());  // the state keeps no record
    if (!a.ok()) return a.failure();
    if (auto st = state->apply(*a); !st)
      return inputError("bot at seat " + std::to_string(seat) + " (seed " + std::to_string(seed) +
                        "): " + st.error().message);
    moves.push_back(*a);
  }
  auto replay = newState(game, seed, true);
  FastApply apply(*replay);
  for (Action a : moves) apply(a);
  stats.add(replay->events(), replay->scores());
  return Done{};
}

std::string textReport(const Game& game, const std::string& bots, const Stats& st, double seconds) {
  char buf[256];
  std::string out = "game: " + std::string(game.name()) + "\noptions: " + game.options().describe() +
                    "\nbots: " + bots + "\ngames: " + std::to_string(st.games) +
                    "\ndeals: " + std::to_string(st.deals) + "\n";
  std::snprintf(buf, sizeof buf, "deals per game: %.3f\nscored deals: %lld\n", ratio(st.deals, st.games),
                st.scoredDeals);
  out += buf;
  for (size_t s = 0; s < st.wins.size(); ++s) {
    std::snprintf(buf, sizeof buf, "side %zu: wins %lld (%.2f%%), card points per deal %.2f, cantes per deal %.2f\n", s,
                  st.wins[s], 100 * ratio(st.wins[s], st.games), ratio(st.cardPoints[s], st.scoredDeals),
                  ratio(st.cantePoints[s], st.scoredDeals));
    out += buf;
  }
  std::snprintf(buf, sizeof buf,
                "no winner: %lld\nsings per deal: %.3f\nforties per deal: %.3f\nexchanges per deal: %.3f\n"
                "claims: %lld (correct %lld, wrong %lld)\n",
                st.noWinner, ratio(st.sings, st.deals), ratio(st.forties, st.deals), ratio(st.exchanges, st.deals),
                st.claims, st.correctClaims, st.claims - st.correctClaims);
  out += buf;
  out += "partidas: " + std::to_string(st.partidas) + " (";
  for (int k = 0; k < kPartidaEnds; ++k)
    out += std::string(k ? ", " : "") + kPartidaEndNames[k] + " " + std::to_string(st.partidaEnds[k]);
  out += ")\nrevokes: " + std::to_string(st.revokes) + "\n";
  std::snprintf(buf, sizeof buf, "seconds: %.3f\ngames per second: %.0f\ndeals per second: %.0f\n", seconds,
                static_cast<double>(st.games) / seconds, static_cast<double>(st.deals) / seconds);
  out += buf;
  return out;
}

std::string jsonReport(const Game& game, const std::vector<std::string>& levels, uint64_t seed, const Stats& st,
                       double seconds) {
  JsonArray bots;
  for (const auto& l : levels) bots.string(l);
  JsonArray sides;
  for (size_t s = 0; s < st.wins.size(); ++s)
    sides.raw(JsonObject()
                  .number("side", static_cast<int64_t>(s))
                  .number("wins", st.wins[s])
                  .real("win_rate", ratio(st.wins[s], st.games))
                  .real("card_points_per_deal", ratio(st.cardPoints[s], st.scoredDeals))
                  .real("cantes_per_deal", ratio(st.cantePoints[s], st.scoredDeals))
                  .str());
  JsonObject partidas;
  partidas.number("total", st.partidas);
  const char* keys[kPartidaEnds] = {"points", "last_trick", "claim", "wrong_claim", "revoke"};
  for (int k = 0; k < kPartidaEnds; ++k) partidas.number(keys[k], st.partidaEnds[k]);
  JsonObject claims;
  claims.number("total", st.claims).number("correct", st.correctClaims).number("wrong", st.claims - st.correctClaims);
  JsonObject o;
  o.string("game", game.name()).raw("options", optionsJson(game.options())).raw("bots", bots.str());
  o.string("seed", std::to_string(seed));  // a string: JSON numbers lose precision past 2^53
  o.number("games", st.games).number("deals", st.deals).real("deals_per_game", ratio(st.deals, st.games));
  o.number("scored_deals", st.scoredDeals).raw("sides", sides.str()).number("no_winner", st.noWinner);
  o.real("sings_per_deal", ratio(st.sings, st.deals)).real("forties_per_deal", ratio(st.forties, st.deals));
  o.real("exchanges_per_deal", ratio(st.exchanges, st.deals)).raw("claims", claims.str());
  o.raw("partidas", partidas.str()).number("revokes", st.revokes).real("seconds", seconds);
  o.real("games_per_second", static_cast<double>(st.games) / seconds);
  o.real("deals_per_second", static_cast<double>(st.deals) / seconds);
  return o.str() + "\n";
}

}  // namespace

int commandSimulate(const Arguments& argv) {
  auto flags = gameFlags();
  flags.push_back({"games"});
  flags.push_back({"seed"});
  flags.push_back({"bots"});
  flags.push_back({"json", false});
  auto args = parseArgs("simulate", argv, flags);
  if (!args.ok()) return report(args.failure());
  auto game = resolveGame(*args, "");
  if (!game.ok()) return report(game.failure());
  auto games = parseInteger("games", args->get("games", "1000"), 1, 1'000'000'000);
  if (!games.ok()) return report(games.failure());
  auto seed = parseSeed(args->get("seed", "0"));
  if (!seed.ok()) return report(seed.failure());
  auto levels = parseBotLevels(args->get("bots", "random"));
  if (!levels.ok()) return report(levels.failure());
  bool allRandom = true;
  for (const auto& l : *levels) allRandom = allRandom && l == "random";

  const Game& g = **game;
  Stats stats(g.numSides());
  const auto start = std::chrono::steady_clock::now();
  for (long long i = 0; i < *games; ++i) {
    const uint64_t matchSeed = *seed + static_cast<uint64_t>(i);  // game i is `baza run --seed S+i --bots ...`
    auto done = allRandom ? playRandom(g, matchSeed, stats) : playBots(g, matchSeed, *levels, stats);
    if (!done.ok()) return report(done.failure());
  }
  const double seconds =
      std::max(1e-9, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  std::string botList;
  for (const auto& l : *levels) botList += (botList.empty() ? "" : ",") + l;
  std::fputs(
      (args->has("json") ? jsonReport(g, *levels, *seed, stats, seconds) : textReport(g, botList, stats, seconds))
          .c_str(),
      stdout);
  return kExitOk;
}

}  // namespace baza::cli
