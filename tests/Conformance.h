// The conformance suite's inputs, derived from the game registry: the option sets
// each game is checked under, and the table of each game's own invariants.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "Game.h"

namespace baza::test {

struct ConformanceCase {
  std::string game;                  // "guinote"
  std::vector<std::string> options;  // {"players=3", "cards=48"}; empty: the defaults
  std::string name;                  // "guinote_players_3_cards_48": the test's parameter name
};

// For every registered game: its defaults, each other value of each option alone
// (an integer range by its ends), and each player count with each of those.
std::vector<ConformanceCase> conformanceCases();

// A game's own invariants over a finished match (card points per deal, tricks per
// deal, scores that add up), reported as GoogleTest failures. Null: none registered.
using InvariantsCheck = void (*)(const GameState& finishedMatch);
InvariantsCheck invariantsOf(std::string_view game);

// An option's value as text, for the hooks: optionText(game.options(), "length") == "deal".
inline std::string optionText(const Options& o, std::string_view name) {
  for (size_t i = 0; i < o.specs().size(); ++i)
    if (o.specs()[i].name == name) return o.valueText(static_cast<int>(i));
  return "";
}

}  // namespace baza::test
