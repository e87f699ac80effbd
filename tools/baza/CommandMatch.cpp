// `baza match`: a duplicate match between two bot levels (core/DuplicateMatch.h):
// N boards, each played twice with the sides swapped; each play is one partida (a game
// without partidas: one deal, or with --option length=... a whole game).
// A side may be an outside program, "exec:python3 bot.py" (OutsideBot.h).
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "Commands.h"
#include "DuplicateMatch.h"
#include "GameRegistry.h"
#include "Json.h"
#include "Match.h"
#include "OutsideBot.h"
#include "Output.h"

namespace baza::cli {

namespace {

constexpr std::string_view kLengthOption = "length";
constexpr std::string_view kLengthValue = "partida";

int optionIndex(const Options& options, std::string_view name) {
  const auto& specs = options.specs();
  for (size_t i = 0; i < specs.size(); ++i)
    if (specs[i].name == name) return static_cast<int>(i);
  return -1;
}

// The length of one play: a partida where the game has partidas (Guiñote), else one deal.
std::string_view playLength(const GameInfo* info) {
  if (info)
    for (const auto& spec : *info->optionSpecs)
      if (spec.name == kLengthOption)
        for (auto choice : spec.choices)
          if (choice == kLengthValue) return kLengthValue;
  return "deal";
}

// The game with `length=partida` (or `length=deal`) applied before the user's options.
// A game without partidas may be played longer (Belote to its target: length=match, Whist
// a game or a rubber), so a level's edge is measured over what a player plays; Guiñote
// refuses another length.
Outcome<std::shared_ptr<const Game>> resolveMatchGame(const ParsedArgs& args) {
  ParsedArgs withLength;
  const GameInfo* info = findGame(args.get("game"));
  const std::string length(playLength(info));
  if (info)
    for (const auto& spec : *info->optionSpecs)
      if (spec.name == kLengthOption) withLength.add("option", std::string(kLengthOption) + "=" + length);
  for (const auto& [flag, value] : args.items()) withLength.add(flag, value);
  auto game = resolveGame(withLength, "");
  if (!game.ok()) return game;
  const Options& options = (*game)->options();
  if (const int i = optionIndex(options, kLengthOption); i >= 0 && options.valueText(i) != length && length == kLengthValue)
    return usageError("--option length=" + options.valueText(i) + ": baza match plays one partida per play (length=partida)");
  return game;
}

std::string intervalText(const Interval& v, const char* format) {
  char buf[128];
  std::string f = std::string(format) + " [" + format + ", " + format + "]";
  std::snprintf(buf, sizeof buf, f.c_str(), v.mean, v.low, v.high);
  return buf;
}

std::string intervalJson(const Interval& v) {
  return JsonObject().real("mean", v.mean).real("low", v.low).real("high", v.high).str();
}

double perSecond(long long count, double seconds) { return static_cast<double>(count) / seconds; }

// The outside bots of a match: their programs and refusals, for A and B.
struct Outside {
  OutsideBotSpec spec[2];
  RefusalCounts counts[2];
  bool used(int role) const { return !spec[role].argv.empty(); }
};

std::string refusalsText(const RefusalCounts& r) {
  return std::to_string(r.total()) + " (illegal " + std::to_string(r.illegal) + ", malformed " +
         std::to_string(r.malformed) + ", wrong-id " + std::to_string(r.wrongId) + ", late " +
         std::to_string(r.late) + ")";
}

std::string refusalsJson(const RefusalCounts& r) {
  return JsonObject()
      .number("total", r.total())
      .number("illegal", r.illegal)
      .number("malformed", r.malformed)
      .number("wrong_id", r.wrongId)
      .number("late", r.late)
      .str();
}

std::string textReport(const DuplicateConfig& c, const DuplicateSummary& s, double seconds, const Outside& x) {
  char buf[160];
  std::string out = "game: " + std::string(c.game->name()) + "\noptions: " + c.game->options().describe() +
                    "\na: " + c.levelA + "\nb: " + c.levelB + "\nseed: " + std::to_string(c.seed) +
                    "\nboards: " + std::to_string(s.boards) + "\nplays: " + std::to_string(s.plays) +
                    "\npartidas: A " + std::to_string(s.winsA) + " B " + std::to_string(s.winsB) + "\n";
  out += "win-rate-a: " + intervalText(s.winRateA, "%.3f") + "\n";
  out += "deals: " + std::to_string(s.deals) + "\n";
  out += "points-per-deal-a: " + intervalText(s.pointsPerDealA, "%+.2f") + "\n";
  out += "decisions: " + std::to_string(s.decisions) + "\n";
  for (int role = 0; role < 2; ++role)
    if (x.used(role)) out += std::string("refusals-") + "ab"[role] + ": " + refusalsText(x.counts[role]) + "\n";
  out += "threads: " + std::to_string(c.threads) + "\n";
  std::snprintf(buf, sizeof buf, "seconds: %.3f\ndecisions-per-second: %.0f\n", seconds,
                perSecond(s.decisions, seconds));
  out += buf;
  return out;
}

std::string jsonReport(const DuplicateConfig& c, const DuplicateSummary& s, double seconds, const Outside& x) {
  JsonObject o;
  o.string("game", c.game->name()).raw("options", optionsJson(c.game->options()));
  o.string("a", c.levelA).string("b", c.levelB);
  o.string("seed", std::to_string(c.seed));  // a string: JSON numbers lose precision past 2^53
  o.number("boards", s.boards).number("plays", s.plays);
  o.raw("partidas", JsonObject().number("a", s.winsA).number("b", s.winsB).str());
  o.raw("win_rate_a", intervalJson(s.winRateA));
  o.number("deals", s.deals).raw("points_per_deal_a", intervalJson(s.pointsPerDealA));
  o.number("decisions", s.decisions);
  if (x.used(0) || x.used(1)) {
    JsonObject refusals;
    for (int role = 0; role < 2; ++role)
      if (x.used(role)) refusals.raw(role == 0 ? "a" : "b", refusalsJson(x.counts[role]));
    o.raw("refusals", refusals.str());
  }
  o.number("threads", c.threads);
  o.real("seconds", seconds).real("decisions_per_second", perSecond(s.decisions, seconds));
  return o.str() + "\n";
}

}  // namespace

int commandMatch(const Arguments& argv) {
  auto flags = gameFlags();
  for (const char* f : {"a", "b", "deals", "seed", "threads", "move-time-ms"}) flags.push_back({f});
  flags.push_back({"json", false});
  auto args = parseArgs("match", argv, flags);
  if (!args.ok()) return report(args.failure());
  auto game = resolveMatchGame(*args);
  if (!game.ok()) return report(game.failure());
  if ((*game)->numSides() != 2)
    return report(usageError("--players " + std::to_string((*game)->numPlayers()) +
                             ": a duplicate match needs two sides (2 or 4 players)"));
  DuplicateConfig config;
  config.game = *game;
  Outside outside;
  auto timeMs = parseInteger("move-time-ms", args->get("move-time-ms", "10000"), 1, 3'600'000);
  if (!timeMs.ok()) return report(timeMs.failure());
  for (const char* side : {"a", "b"}) {
    if (!args->has(side)) return report(usageError(std::string("--") + side + " LEVEL is required"));
    const std::string level = args->get(side);
    if (level.starts_with(kExecPrefix)) {
      auto words = splitCommand(std::string_view(level).substr(kExecPrefix.size()));
      if (!words) return report(usageError(std::string("--") + side + " " + level + ": " + words.error().message));
      const int role = side[0] == 'a' ? 0 : 1;
      outside.spec[role] = {level, *words, side[0], static_cast<int>(*timeMs), 0, &outside.counts[role]};
      (role == 0 ? config.levelA : config.levelB) = level;
      continue;
    }
    auto levels = parseBotLevels(args->get(side));
    if (!levels.ok()) {
      std::string message = levels.failure().message;
      if (auto at = message.find("--bots"); at != std::string::npos) message.replace(at, 6, std::string("--") + side);
      return report(usageError(message));
    }
    if (levels->size() != 1) return report(usageError(std::string("--") + side + " takes one bot level"));
    (side[0] == 'a' ? config.levelA : config.levelB) = levels->front();
  }
  auto boards = parseInteger("deals", args->get("deals", "1000"), 2, 1'000'000'000);
  if (!boards.ok()) return report(boards.failure());
  config.boards = *boards;
  auto seed = parseSeed(args->get("seed", "0"));
  if (!seed.ok()) return report(seed.failure());
  config.seed = *seed;
  auto threads = parseInteger("threads", args->get("threads", "1"), 1, 256);
  if (!threads.ok()) return report(threads.failure());
  config.threads = static_cast<int>(*threads);
  if (outside.used(0) || outside.used(1))
    config.makeAgent = [&outside, &config](std::string_view, int role) -> Result<std::unique_ptr<SideAgent>> {
      OutsideBotSpec spec = outside.spec[role];
      spec.boards = config.boards;
      return makeOutsideBot(*config.game, spec);
    };

  const auto start = std::chrono::steady_clock::now();
  auto summary = runDuplicateMatch(config);
  const double seconds =
      std::max(1e-9, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  if (!summary) {
    const bool usage = summary.error().code == ErrorCode::InvalidArgument;
    return report(usage ? usageError(summary.error().message) : inputError(summary.error().message));
  }
  std::fputs((args->has("json") ? jsonReport(config, *summary, seconds, outside) : textReport(config, *summary, seconds, outside)).c_str(),
             stdout);
  return kExitOk;
}

}  // namespace baza::cli
