// Computer players, fair by construction: a bot is given only its player's
// Observation and, for search, a Resampler that deals full states agreeing with
// that observation (everything the player cannot see redealt at random). It never
// receives the state itself. Its choices depend only on those and its own seeded
// Rng plus an iteration budget (never the clock), so a seed reproduces its play.
#pragma once
#include <memory>
#include <string_view>
#include <vector>

#include "Game.h"

namespace baza {

class Resampler {
 public:
  virtual ~Resampler() = default;
  virtual std::unique_ptr<GameState> sample(Rng& rng) const = 0;  // a determinization
};

class Bot {
 public:
  virtual ~Bot() = default;
  // obs.legal is not empty; resampler may be null (then a bot must not search).
  virtual Action choose(const Game& game, const Observation& obs, const Resampler* resampler) = 0;
};

// The one way to ask a bot for a move: observation and resampler of `player`.
Action chooseFor(Bot& bot, const GameState& state, int player);

// Levels: "random" (uniform), "easy" (the heuristic; "greedy" is an old name for it),
// "medium", "hard", "expert" (determinized search with growing budgets).
// Levels are game-aware: this bot plays the level of whatever game it is asked about.
Result<std::unique_ptr<Bot>> makeBot(std::string_view level, uint64_t seed);
// The bot of a level for one game (the same bot the two-argument form becomes).
Result<std::unique_ptr<Bot>> makeBot(std::string_view level, uint64_t seed, const Game& game);
const std::vector<std::string_view>& botLevels();

// The bot-seeding rule of the page, the CLI and duplicate matches: every decision
// gets a fresh bot seeded from the match seed, the seat to move and the number of
// actions played so far. A decision is then a pure function of those and the level,
// so a reloaded page, `baza run` and `baza match` play the same match alike.
uint64_t botSeed(uint64_t matchSeed, int seat, uint64_t movesSoFar);  // deriveSeed(matchSeed, 100 + seat, movesSoFar)
// The move of a `level` bot for the seat to move in `state`, a match dealt from
// `matchSeed` with `movesSoFar` actions applied (history().size(), which a state
// without its record does not keep): botDecision("hard", state, 42, 17) -> "7o".
Result<Action> botDecision(std::string_view level, const GameState& state, uint64_t matchSeed, uint64_t movesSoFar);

}  // namespace baza
