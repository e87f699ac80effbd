// The explicit list of games (no self-registration: linkers drop it). One entry per
// game holds everything the rest of the engine asks by name: its share-code id, its
// options, how to make it and its bots per level. Adding a game is one entry here.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "Game.h"
#include "bots/Bot.h"

namespace baza {

struct GameInfo {
  std::string_view name;                                          // "guinote"
  uint8_t id;                                                     // stable id in share codes: 1
  const std::vector<OptionSpec>* optionSpecs;                     // &guinoteOptionSpecs()
  std::shared_ptr<const Game> (*make)(const Options& options);    // options made from optionSpecs
  const std::vector<BotLevel>* bots;                              // &guinoteBotLevels(): random … expert
};

const std::vector<GameInfo>& allGames();
const GameInfo* findGame(std::string_view name);
const GameInfo* findGameById(uint8_t id);
std::string knownGameNames();  // "guinote, whist, belote"

// Options start at their defaults; assignments are "name=value" strings.
Result<std::shared_ptr<const Game>> makeGame(std::string_view name, const std::vector<std::string>& assignments = {});
Result<std::shared_ptr<const Game>> makeGame(std::string_view name, const Options& options);

}  // namespace baza
