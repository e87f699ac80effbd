// `baza signature`: the engine signature (Signature.h) of N random matches, as 16
// hex digits; the WebAssembly build's engineSignature must print the same.
#include <cstdio>

#include "Commands.h"
#include "Match.h"
#include "Playout.h"
#include "Signature.h"

namespace baza::cli {

int commandSignature(const Arguments& argv) {
  auto flags = gameFlags();
  flags.push_back({"seed"});
  flags.push_back({"games"});
  flags.push_back({"per-game", false});
  auto args = parseArgs("signature", argv, flags);
  if (!args.ok()) return report(args.failure());
  auto game = resolveGame(*args, "");
  if (!game.ok()) return report(game.failure());
  auto seed = parseSeed(args->get("seed", "0"));
  if (!seed.ok()) return report(seed.failure());
  auto games = parseInteger("games", args->get("games", "50"), 1, 100'000'000);
  if (!games.ok()) return report(games.failure());
  std::vector<uint64_t> perGame;
  const bool each = args->has("per-game");
  const uint64_t signature = engineSignature(**game, *seed, static_cast<int>(*games), each ? &perGame : nullptr);
  std::string out;
  if (each)
    for (uint64_t h : perGame) out += hex64(h) + "\n";
  else
    out = hex64(signature) + "\n";
  std::fputs(out.c_str(), stdout);
  return kExitOk;
}

}  // namespace baza::cli
