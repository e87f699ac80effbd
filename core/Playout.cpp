#include "Playout.h"

#include <charconv>

#include "GameRegistry.h"
#include "Json.h"
#include "SeedStreams.h"
#include "Signature.h"
#include "guinote/GuinoteState.h"

namespace baza {

namespace {

constexpr int kMaxGames = 100'000'000;

Result<uint64_t> parseSeed(std::string_view text) {
  uint64_t seed = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seed);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size())
    return makeError(ErrorCode::InvalidArgument, "the seed must be a whole number from 0 to 18446744073709551615");
  return seed;
}

// "cards=48 players=2" (space separated, as Session::start), plus `extra` when the game has that option.
Result<std::shared_ptr<const Game>> gameFromText(std::string_view name, std::string_view options,
                                                 std::string_view extraName, std::string_view extra) {
  auto assignments = splitAssignments(options);
  if (!assignments) return assignments.error();
  if (const GameInfo* info = findGame(name); info && !extra.empty())
    for (const OptionSpec& spec : *info->optionSpecs)
      if (spec.name == extraName) assignments->emplace_back(extra);  // after the caller's: it wins
  return makeGame(name, *assignments);
}

Error countError(std::string_view what) {
  return makeError(ErrorCode::InvalidArgument,
                   "the number of " + std::string(what) + " must be from 1 to " + std::to_string(kMaxGames));
}

void mix(uint64_t& hash, uint64_t value) { hash = (hash ^ value) * 0x100000001B3ull; }

}  // namespace

std::string hex64(uint64_t value) {
  char buf[17];
  for (int i = 15; i >= 0; --i, value >>= 4) buf[i] = "0123456789abcdef"[value & 15];
  return std::string(buf, 16);
}

Result<SignatureRun> signatureFor(std::string_view game, std::string_view options, std::string_view seedText,
                                  int games, bool perGame) {
  auto seed = parseSeed(seedText);
  if (!seed) return seed.error();
  if (games < 1 || games > kMaxGames) return countError("games");
  auto g = gameFromText(game, options, "", "");
  if (!g) return g.error();
  SignatureRun run;
  run.signature = engineSignature(**g, *seed, games, perGame ? &run.perGame : nullptr);
  return run;
}

Result<PlayoutRun> randomPlayouts(std::string_view game, std::string_view options, std::string_view seedText,
                                  int deals) {
  auto seed = parseSeed(seedText);
  if (!seed) return seed.error();
  if (deals < 1 || deals > kMaxGames) return countError("deals");
  auto g = gameFromText(game, options, "length", "length=deal");
  if (!g) return g.error();
  const Game& base = **g;
  const auto guinote = std::dynamic_pointer_cast<const GuinoteGame>(*g);
  Rng rng(*seed);
  std::unique_ptr<GuinoteState> reused;  // one Guinote state for every deal, restarted
  const int sides = base.numSides();
  PlayoutRun run;
  run.checksum = 0xCBF29CE484222325ull;
  for (int i = 0; i < deals; ++i) {
    const MatchSetup setup{deriveSeed(*seed, SeedStream::Playout, static_cast<uint64_t>(i)), {}, false};
    int64_t actions = 0;
    if (guinote) {  // the fast path: no virtual calls, no second legality check
      if (reused) {
        reused->restart(setup.seed);
      } else {
        auto state = GuinoteState::create(guinote, setup);
        if (!state) return state.error();
        reused = std::move(*state);
      }
      GuinoteState& s = *reused;
      actions = s.playRandomly(rng, kMaxMatchActions);
      if (actions < 0) return canGoOn(s, kMaxMatchActions).error();
      mix(run.checksum, static_cast<uint64_t>(actions));
      for (int side = 0; side < sides; ++side) mix(run.checksum, static_cast<uint64_t>(s.sidePoints(side)));
    } else {
      auto state = base.newMatch(setup);
      if (!state) return state.error();
      GameState& s = **state;
      while (!s.isTerminal()) {
        if (auto st = canGoOn(s, actions); !st) return st.error();
        const ActionList legal = s.legalActions();
        (void)s.apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]);
        ++actions;
      }
      mix(run.checksum, static_cast<uint64_t>(actions));
      for (const SideScore& side : s.scores().sides) mix(run.checksum, static_cast<uint64_t>(side.points));
    }
    run.actions += actions;
    ++run.deals;
  }
  return run;
}

std::string signatureJson(std::string_view game, std::string_view options, std::string_view seed, int games,
                          bool perGame) {
  auto run = signatureFor(game, options, seed, games, perGame);
  if (!run) return JsonObject().boolean("ok", false).string("error", run.error().message).string("code", errorCodeName(run.error())).str();
  JsonObject o;
  o.boolean("ok", true).string("signature", hex64(run->signature));
  if (perGame) {
    JsonArray hashes;
    for (uint64_t h : run->perGame) hashes.string(hex64(h));
    o.raw("perGame", hashes.str());
  }
  return o.str();
}

std::string playoutsJson(std::string_view game, std::string_view options, std::string_view seed, int deals) {
  auto run = randomPlayouts(game, options, seed, deals);
  if (!run) return JsonObject().boolean("ok", false).string("error", run.error().message).string("code", errorCodeName(run.error())).str();
  return JsonObject()
      .boolean("ok", true)
      .number("deals", run->deals)
      .number("actions", run->actions)
      .string("checksum", hex64(run->checksum))
      .str();
}

}  // namespace baza
