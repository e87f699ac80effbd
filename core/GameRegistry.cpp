#include "GameRegistry.h"

#include "belote/BeloteGame.h"
#include "bots/BotLevels.h"
#include "guinote/GuinoteGame.h"
#include "whist/WhistGame.h"

namespace baza {

namespace {
template <class G>
std::shared_ptr<const Game> make(const Options& options) {
  return std::make_shared<G>(options);
}
Error unknownGame(std::string_view name) {
  return makeError(ErrorCode::InvalidArgument, "unknown game '" + std::string(name) + "' (known: " + knownGameNames() + ")");
}
}  // namespace

std::string knownGameNames() {
  std::string out;
  for (const auto& g : allGames()) out += (out.empty() ? "" : ", ") + std::string(g.name);
  return out;
}

const std::vector<GameInfo>& allGames() {
  // ids are stored in share codes: never renumber.
  static const std::vector<GameInfo> games = {
      {"guinote", 1, &guinoteOptionSpecs(), make<GuinoteGame>, &guinoteBotLevels()},
      {"whist", 2, &whistOptionSpecs(), make<WhistGame>, &whistBotLevels()},
      {"belote", 3, &beloteOptionSpecs(), make<BeloteGame>, &beloteBotLevels()},
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
  const GameInfo* info = findGame(name);
  if (!info)
    return unknownGame(name);
  // Another game's options (or none) would send the rules looking up names they lack.
  if (!options.madeFrom(info->optionSpecs))
    return makeError(ErrorCode::InvalidArgument, "these options are not " + std::string(name) + "'s");
  return info->make(options);
}

Result<std::shared_ptr<const Game>> makeGame(std::string_view name, const std::vector<std::string>& assignments) {
  const GameInfo* info = findGame(name);
  if (!info)
    return unknownGame(name);
  Options options(info->optionSpecs);
  for (const auto& a : assignments)
    if (auto st = options.parseAssignment(a); !st) return st.error();
  return makeGame(name, options);
}

}  // namespace baza
