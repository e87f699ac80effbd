#include "bots/Bot.h"

#include "bots/BeloteEasyBot.h"
#include "bots/BeloteSearchBot.h"
#include "bots/GuinoteGreedyBot.h"
#include "bots/GuinoteSearchBot.h"
#include "bots/RandomBot.h"
#include "bots/WhistEasyBot.h"
#include "bots/WhistSearchBot.h"
#include "SeedStreams.h"

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

namespace {

Error unknownLevel(std::string_view level) {
  return makeError(ErrorCode::InvalidArgument,
                   "unknown bot level '" + std::string(level) + "' (random, easy, medium, hard, expert)");
}

// The levels: easy is the heuristic alone; the others search determinized deals,
// with more samples and exact arrastre solving as the level rises.
Result<std::unique_ptr<Bot>> guinoteBot(std::string_view level, uint64_t seed) {
  if (level == "random") return std::unique_ptr<Bot>(std::make_unique<RandomBot>(seed));
  if (level == "easy" || level == "greedy") return std::unique_ptr<Bot>(std::make_unique<GuinoteGreedyBot>(seed));
  if (level == "medium") return std::unique_ptr<Bot>(std::make_unique<GuinoteSearchBot>(seed, SearchBudget{8, 0}));
  if (level == "hard") return std::unique_ptr<Bot>(std::make_unique<GuinoteSearchBot>(seed, SearchBudget{64, 6}));
  if (level == "expert") return std::unique_ptr<Bot>(std::make_unique<GuinoteSearchBot>(seed, SearchBudget{256, 6}));
  return unknownLevel(level);
}

// Whist: easy is the heuristic (classical leads); the others are PIMC with heuristic
// rollouts; hard and expert score each card by the double-dummy solver instead once
// few tricks are left, within a node budget per decision (natively about 10 million
// nodes a second, WebAssembly about half: hard's 400k nodes stay under ~100 ms in the
// page; a 9-trick ending takes a median 4k nodes, p90 21k, a 10-trick one 9k / 50k).
Result<std::unique_ptr<Bot>> whistBot(std::string_view level, uint64_t seed) {
  if (level == "random") return std::unique_ptr<Bot>(std::make_unique<RandomBot>(seed));
  if (level == "easy" || level == "greedy") return std::unique_ptr<Bot>(std::make_unique<WhistEasyBot>(seed));
  if (level == "medium") return std::unique_ptr<Bot>(std::make_unique<WhistSearchBot>(seed, WhistSearchBudget{8, 0}));
  if (level == "hard") return std::unique_ptr<Bot>(std::make_unique<WhistSearchBot>(seed, WhistSearchBudget{48, 9, 400000}));
  if (level == "expert") return std::unique_ptr<Bot>(std::make_unique<WhistSearchBot>(seed, WhistSearchBudget{160, 10, 2000000}));
  return unknownLevel(level);
}

// Belote: easy is the heuristic (bidding by hand strength); the others are PIMC with
// heuristic rollouts for the bids and the play, with more samples as the level rises.
Result<std::unique_ptr<Bot>> beloteBot(std::string_view level, uint64_t seed) {
  if (level == "random") return std::unique_ptr<Bot>(std::make_unique<RandomBot>(seed));
  if (level == "easy" || level == "greedy") return std::unique_ptr<Bot>(std::make_unique<BeloteEasyBot>(seed));
  if (level == "medium") return std::unique_ptr<Bot>(std::make_unique<BeloteSearchBot>(seed, 16));
  if (level == "hard") return std::unique_ptr<Bot>(std::make_unique<BeloteSearchBot>(seed, 64));
  if (level == "expert") return std::unique_ptr<Bot>(std::make_unique<BeloteSearchBot>(seed, 256));
  return unknownLevel(level);
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
  if (game.name() == "whist") return whistBot(level, seed);
  if (game.name() == "belote") return beloteBot(level, seed);
  return guinoteBot(level, seed);  // Guiñote, and any game without bots of its own
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
