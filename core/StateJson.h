// JSON views of a match for front ends (the CLI's --json and the web page):
// only what the engine decided, so no front end recomputes a rule.
#pragma once
#include <string>
#include <vector>

#include "Game.h"

namespace baza {

std::string cardsJson(CardSet cards, DeckKind deck);                  // ["1o","3o"]
std::string trickJson(const std::vector<TrickCard>& trick, DeckKind deck);  // [{"player":0,"card":"1o"}]
std::string scoresJson(const Scores& scores);                         // the CLI's: [{"side":0,"points":..},…]
std::string handSortsJson(const Game& game);                          // ["suit","strength","colours","bridge"]: the orders offered, default first
std::string_view packName(DeckKind deck);                             // "spanish", "french"
std::string optionsJson(const Options& options);                      // {"players":4,"ceremony":"none",…}
std::string optionSpecsJson(const std::vector<OptionSpec>& specs);    // the new-game form
std::string dealViewJson(const GameState& state);                     // every hand face up
// What `player` may know, plus the legal actions and, for each card in hand that
// may not be played now, the engine's reason.
std::string observationJson(const GameState& state, int player);
// The same from an observation already made, its events from index `since` (<= their
// count) with "eventsFrom" and "eventCount" (the whole log's length) beside them.
std::string observationJson(const GameState& state, const Observation& o, size_t since);

}  // namespace baza
