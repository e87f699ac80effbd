#include "bots/Bot.h"

#include "bots/GuinoteGreedyBot.h"
#include "bots/RandomBot.h"

namespace baza {

const std::vector<std::string_view>& botLevels() {
  static const std::vector<std::string_view> levels = {"random", "greedy"};
  return levels;
}

Result<std::unique_ptr<Bot>> makeBot(std::string_view level, uint64_t seed) {
  if (level == "random") return std::unique_ptr<Bot>(std::make_unique<RandomBot>(seed));
  if (level == "greedy") return std::unique_ptr<Bot>(std::make_unique<GuinoteGreedyBot>(seed));
  return makeError(ErrorCode::InvalidArgument, "unknown bot level '" + std::string(level) + "' (random, greedy)");
}

}  // namespace baza
