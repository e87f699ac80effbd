#include "bots/Bot.h"

#include "GameRegistry.h"
#include "SeedStreams.h"
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

namespace {
bool hasLevel(const std::vector<BotLevel>& levels, std::string_view name) {
  for (const BotLevel& l : levels)
    if (l.name == name) return true;
  return false;
}
}  // namespace

const std::vector<std::string_view>& botLevels() {
  static const std::vector<std::string_view> levels = [] {
    std::vector<std::string_view> out;
    for (const BotLevel& l : *allGames().front().bots) {
      bool everywhere = true;
      for (const GameInfo& g : allGames()) everywhere = everywhere && hasLevel(*g.bots, l.name);
      if (everywhere) out.push_back(l.name);
    }
    return out;
  }();
  return levels;
}

namespace {

Error unknownLevel(std::string_view level) {
  std::string known;
  for (std::string_view l : botLevels()) known += (known.empty() ? "" : ", ") + std::string(l);
  return makeError(ErrorCode::InvalidArgument, "unknown bot level '" + std::string(level) + "' (" + known + ")");
}

// A bot made without naming the game: on its first move it becomes the bot of its
// level for the game it is asked about (with its seed), so callers of the two-argument
// makeBot get each game's own bots.
class AnyGameBot final : public Bot {
 public:
  AnyGameBot(std::string_view level, uint64_t seed) : level_(level), seed_(seed) {}
  Action choose(const Game& game, const Observation& obs, const Resampler* resampler) override {
    if (!inner_ || game.name() != gameName_) {
      inner_ = std::move(makeBot(level_, seed_, game)).value();  // the level was checked by makeBot
      gameName_ = game.name();
    }
    return inner_->choose(game, obs, resampler);
  }

 private:
  std::string level_;
  uint64_t seed_;
  std::string gameName_;
  std::unique_ptr<Bot> inner_;
};

}  // namespace

Result<std::unique_ptr<Bot>> makeBot(std::string_view level, uint64_t seed, const Game& game) {
  if (level == "greedy") level = "easy";  // an old name
  const GameInfo* info = findGame(game.name());
  const auto& levels = info ? *info->bots : *allGames().front().bots;  // a game without bots of its own: the first's
  for (const BotLevel& l : levels)
    if (l.name == level) return l.make(seed);
  return unknownLevel(level);
}

Result<std::unique_ptr<Bot>> makeBot(std::string_view level, uint64_t seed) {
  if (level == "random") return std::unique_ptr<Bot>(std::make_unique<RandomBot>(seed));
  bool known = false;
  for (std::string_view l : botLevels()) known = known || l == level;
  if (!known && level != "greedy") return unknownLevel(level);
  return std::unique_ptr<Bot>(std::make_unique<AnyGameBot>(level, seed));
}

uint64_t botSeed(uint64_t matchSeed, int seat, uint64_t movesSoFar) {
  return deriveSeed(matchSeed, static_cast<uint64_t>(SeedStream::Bots) + static_cast<uint64_t>(seat), movesSoFar);
}

Result<Action> botDecision(std::string_view level, const GameState& state, uint64_t matchSeed, uint64_t movesSoFar) {
  if (state.isTerminal()) return makeError(ErrorCode::InvalidArgument, "the match is over");
  if (auto st = canGoOn(state, 0); !st) return st.error();
  const int seat = state.currentPlayer();
  auto bot = makeBot(level, botSeed(matchSeed, seat, movesSoFar), state.game());
  if (!bot) return bot.error();
  return chooseFor(**bot, state, seat);
}

}  // namespace baza
