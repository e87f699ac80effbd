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

// --game --players --cards --option --seed --deck --code
std::vector<FlagSpec> matchFlags();
// --game --players --cards --option (the rules only)
std::vector<FlagSpec> gameFlags();

// The game from --game (or defaultGame when not given; "" makes --game required)
// and the option flags, applied in command-line order.
Outcome<std::shared_ptr<const Game>> resolveGame(const ParsedArgs& args, std::string_view defaultGame);

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
uint64_t botSeed(uint64_t matchSeed, int seat);  // deriveSeed(matchSeed, 100, seat)
std::vector<std::unique_ptr<Bot>> makeBots(const std::vector<std::string>& levels, int players, uint64_t matchSeed);

// resolveMatch, startMatch and applyMoves in one: the state after --code and --moves.
Outcome<std::unique_ptr<GameState>> prepareMatch(const ParsedArgs& args, std::string_view defaultGame, MatchSpec& spec);

// Plays bot moves until the match is over (every seat is a bot).
Outcome<Done> finishWithBots(GameState& state, std::vector<std::unique_ptr<Bot>>& bots);

}  // namespace baza::cli
