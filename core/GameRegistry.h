// The explicit list of games (no self-registration: linkers drop it).
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "Game.h"

namespace baza {

struct GameInfo {
  std::string_view name;  // "guinote"
  uint8_t id;             // stable id in share codes
  const std::vector<OptionSpec>* optionSpecs;
};

const std::vector<GameInfo>& allGames();
const GameInfo* findGame(std::string_view name);
const GameInfo* findGameById(uint8_t id);

// Options start at their defaults; assignments are "name=value" strings.
Result<std::shared_ptr<const Game>> makeGame(std::string_view name, const std::vector<std::string>& assignments = {});
Result<std::shared_ptr<const Game>> makeGame(std::string_view name, const Options& options);

}  // namespace baza
