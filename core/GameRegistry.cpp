#include "GameRegistry.h"

#include "belote/BeloteGame.h"
#include "guinote/GuinoteGame.h"
#include "whist/WhistGame.h"

namespace baza {

namespace {
std::string knownGameNames() {  // "guinote, belote"
  std::string out;
  for (const auto& g : allGames()) out += (out.empty() ? "" : ", ") + std::string(g.name);
  return out;
}
}  // namespace

const std::vector<GameInfo>& allGames() {
  // ids are stored in share codes: never renumber. Whist = 2 and Belote = 3 are reserved.
  static const std::vector<GameInfo> games = {
      {"guinote", 1, &guinoteOptionSpecs()},
      {"whist", 2, &whistOptionSpecs()},
      {"belote", 3, &beloteOptionSpecs()},
  };
  return games;
}

const GameInfo* findGame(std::string_view name) {
  for (const auto& g : allGames())
    if (g.name == name) return &g;
  return nullptr;
}

const GameInfo* findGameById(uint8_t id) {
  for (const auto& g : allGames())
    if (g.id == id) return &g;
  return nullptr;
}

Result<std::shared_ptr<const Game>> makeGame(std::string_view name, const Options& options) {
  // Another game's options (or none) would send the rules looking up names they lack.
  if (const GameInfo* info = findGame(name); info && !options.madeFrom(info->optionSpecs))
    return makeError(ErrorCode::InvalidArgument, "these options are not " + std::string(name) + "'s");
  if (name == "guinote") return std::shared_ptr<const Game>(std::make_shared<GuinoteGame>(options));
  if (name == "whist") return std::shared_ptr<const Game>(std::make_shared<WhistGame>(options));
  if (name == "belote") return std::shared_ptr<const Game>(std::make_shared<BeloteGame>(options));
  return makeError(ErrorCode::InvalidArgument,
                   "unknown game '" + std::string(name) + "' (known: " + knownGameNames() + ")");
}

Result<std::shared_ptr<const Game>> makeGame(std::string_view name, const std::vector<std::string>& assignments) {
  const GameInfo* info = findGame(name);
  if (!info)
    return makeError(ErrorCode::InvalidArgument,
                     "unknown game '" + std::string(name) + "' (known: " + knownGameNames() + ")");
  Options options(info->optionSpecs);
  for (const auto& a : assignments)
    if (auto st = options.parseAssignment(a); !st) return st.error();
  return makeGame(name, options);
}

}  // namespace baza
