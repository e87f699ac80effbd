// Turning the common flags (--game, --players, --cards, --option, --seed, --deck,
// --code, --moves, --bots) into a game, a started match and bots.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "Args.h"
#include "Game.h"
#include "bots/Bot.h"

namespace baza::cli {

struct Done {};

// --game --players --cards --option --seed --deck --code --record
std::vector<FlagSpec> matchFlags();
// --game --players --cards --option (the rules only)
std::vector<FlagSpec> gameFlags();

// The game from --game (or defaultGame when not given; "" makes --game required)
// and the option flags, applied in command-line order.
Outcome<std::shared_ptr<const Game>> resolveGame(const ParsedArgs& args, std::string_view defaultGame);

// The replay code of the record in file `path` ("-": standard input), records/Records.h.
Outcome<std::string> recordCode(const std::string& path);

struct MatchSpec {
  std::shared_ptr<const Game> game;
  MatchSetup setup;  // seed and decks
  bool fromCode = false;
  std::vector<Action> codeMoves;  // a replay code's moves, applied first
};

Outcome<MatchSpec> resolveMatch(const ParsedArgs& args, std::string_view defaultGame);

// A new match with the code's moves applied.
Outcome<std::unique_ptr<GameState>> startMatch(const MatchSpec& spec);

// Applies every word of the --moves flags. Move K (1-based) failing gives
// "move K (<text>) is illegal: <reason>" and exit code 1.
Outcome<Done> applyMoves(GameState& state, const ParsedArgs& args);

// Bot levels from "random" or "random,easy,...": seat i gets levels[i % size].
Outcome<std::vector<std::string>> parseBotLevels(std::string_view text);
// The level of the bot that chooses for `seat`: that of its controller (a dummy is
// played by the dealer's bot), levels[controller % size]. levelOf({"easy","hard"}, state, 3) -> "hard".
const std::string& levelOf(const std::vector<std::string>& levels, const GameState& state, int seat);
// The move of the seat to move's bot, by the bot-seeding rule (core/bots/Bot.h), as the
// page: `movesSoFar` actions since the match was dealt from `matchSeed`.
Outcome<Action> botMove(const std::vector<std::string>& levels, const GameState& state, uint64_t matchSeed,
                        uint64_t movesSoFar);

// resolveMatch, startMatch and applyMoves in one: the state after --code and --moves.
Outcome<std::unique_ptr<GameState>> prepareMatch(const ParsedArgs& args, std::string_view defaultGame, MatchSpec& spec);

// Plays bot moves until the match is over (every seat is a bot).
Outcome<Done> finishWithBots(GameState& state, const std::vector<std::string>& levels, uint64_t matchSeed);

}  // namespace baza::cli
