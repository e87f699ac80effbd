// The text and JSON forms the subcommands print (a contract: docs/CLI.md).
#pragma once
#include <string>
#include <vector>

#include "Game.h"
#include "StateJson.h"  // scoresJson, optionsJson, cardsJson

namespace baza::cli {

// "side 0: points 45 cards 35 cantes 20 partidas 0 cotos 0", one per side, then
// "winner: side 0" when there is a winner.
std::string scoresText(const Scores& scores);
std::string winnerJson(const Scores& scores);  // the side number, or null

// The `deal` output: hands, trump, stock, trick, deal, dealer, turn.
std::string dealText(const GameState& state);
std::string dealJson(const GameState& state);

// The `legal` output: "turn: <seat>|none" then one action per line.
std::string legalText(const GameState& state);
std::string legalJson(const GameState& state);

std::string turnText(const GameState& state);  // "3" or "none"
std::string turnJson(const GameState& state);  // 3 or null

// "0:1o 1:3o": the cards on the table, in play order, each with its seat.
std::string trickText(const std::vector<TrickCard>& trick, DeckKind deck);

}  // namespace baza::cli
