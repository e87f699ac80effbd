#include "bots/Bot.h"

#include "bots/GuinoteGreedyBot.h"
#include "bots/GuinoteSearchBot.h"
#include "bots/RandomBot.h"

namespace baza {

namespace {
// Deals determinizations from the real state's point of view of one player; it
// exposes nothing else of the state.
class StateResampler final : public Resampler {
 public:
  StateResampler(const GameState& state, int player) : state_(state), player_(player) {}
  std::unique_ptr<GameState> sample(Rng& rng) const override { return state_.resample(player_, rng); }

 private:
  const GameState& state_;
  int player_;
};
}  // namespace

Action chooseFor(Bot& bot, const GameState& state, int player) {
  const StateResampler resampler(state, player);
  return bot.choose(state.game(), state.observe(player), &resampler);
}

const std::vector<std::string_view>& botLevels() {
  static const std::vector<std::string_view> levels = {"random", "easy", "medium", "hard", "expert"};
  return levels;
}

// The levels: easy is the heuristic alone; the others search determinized deals,
// with more samples and exact arrastre solving as the level rises.
Result<std::unique_ptr<Bot>> makeBot(std::string_view level, uint64_t seed) {
  if (level == "random") return std::unique_ptr<Bot>(std::make_unique<RandomBot>(seed));
  if (level == "easy" || level == "greedy") return std::unique_ptr<Bot>(std::make_unique<GuinoteGreedyBot>(seed));
  if (level == "medium") return std::unique_ptr<Bot>(std::make_unique<GuinoteSearchBot>(seed, SearchBudget{8, 0}));
  if (level == "hard") return std::unique_ptr<Bot>(std::make_unique<GuinoteSearchBot>(seed, SearchBudget{64, 6}));
  if (level == "expert") return std::unique_ptr<Bot>(std::make_unique<GuinoteSearchBot>(seed, SearchBudget{256, 6}));
  return makeError(ErrorCode::InvalidArgument,
                   "unknown bot level '" + std::string(level) + "' (random, easy, medium, hard, expert)");
}

}  // namespace baza
