// The conformance cases, from the registry's option specs (no game named here).
#include <algorithm>
#include <cctype>

#include "Conformance.h"
#include "GameRegistry.h"

namespace baza::test {
namespace {

// Every value of an option: its named choices, its allowed integers, or the ends of its range.
std::vector<int> valuesOf(const OptionSpec& spec) {
  std::vector<int> out;
  if (!spec.choices.empty())
    for (int v = 0; v < static_cast<int>(spec.choices.size()); ++v) out.push_back(v);
  else if (!spec.allowed.empty())
    out = spec.allowed;
  else
    out = {spec.minValue, spec.maxValue};
  if (std::find(out.begin(), out.end(), spec.defaultValue) == out.end()) out.push_back(spec.defaultValue);
  return out;
}

std::string assignment(const OptionSpec& spec, int value) {
  return std::string(spec.name) + "=" + (spec.choices.empty() ? std::to_string(value) : std::string(spec.choices[value]));
}

// "guinote_players_3_cards_48": letters, digits and underscores only (GoogleTest's rule).
std::string caseName(std::string_view game, const std::vector<std::string>& options) {
  std::string out(game);
  if (options.empty()) out += "_defaults";
  for (const auto& o : options)
    for (char ch : "_" + o) out += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
  return out;
}

}  // namespace

std::vector<ConformanceCase> conformanceCases() {
  std::vector<ConformanceCase> out;
  for (const GameInfo& info : allGames()) {
    const auto& specs = *info.optionSpecs;
    // Each option's other values, one at a time: {"cards=48"}, {"ceremony=kings"}, ...
    std::vector<std::pair<std::string_view, std::string>> singles;
    for (const OptionSpec& spec : specs)
      for (int v : valuesOf(spec))
        if (v != spec.defaultValue) singles.emplace_back(spec.name, assignment(spec, v));
    std::vector<std::vector<std::string>> sets = {{}};
    for (const auto& [name, text] : singles) sets.push_back({text});
    // The player count changes the deal most: each other count with each other option too.
    for (const auto& [players, count] : singles) {
      if (players != "players") continue;
      for (const auto& [name, text] : singles)
        if (name != "players") sets.push_back({count, text});
    }
    for (auto& options : sets) out.push_back({std::string(info.name), options, caseName(info.name, options)});
  }
  return out;
}

}  // namespace baza::test
