// The Whist game object: validated options and the rule tables built from them.
#pragma once
#include <memory>

#include "Game.h"
#include "whist/WhistRules.h"

namespace baza {

class WhistGame final : public Game, public std::enable_shared_from_this<WhistGame> {
 public:
  explicit WhistGame(const Options& options) : options_(options), rules_(WhistRules::from(options)) {}
  std::string_view name() const override { return "whist"; }
  DeckKind deckKind() const override { return DeckKind::French; }
  const Options& options() const override { return options_; }
  int numPlayers() const override { return WhistRules::seats(); }  // seats: four hands even in dummy whist
  int numSides() const override { return 2; }
  int sideOf(int player) const override { return WhistRules::sideOf(player); }
  bool clockwise() const override { return true; }  // RULES.md
  Result<std::unique_ptr<GameState>> newMatch(const MatchSetup& setup) const override;
  const WhistRules& rules() const { return rules_; }

 private:
  Options options_;
  WhistRules rules_;
};

}  // namespace baza
