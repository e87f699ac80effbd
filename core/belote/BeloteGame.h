// The Belote game object: validated options and the rule tables built from them.
#pragma once
#include <memory>

#include "Game.h"
#include "belote/BeloteRules.h"

namespace baza {

class BeloteGame final : public Game, public std::enable_shared_from_this<BeloteGame> {
 public:
  explicit BeloteGame(const Options& options) : options_(options), rules_(BeloteRules::from(options)) {}
  std::string_view name() const override { return "belote"; }
  DeckKind deckKind() const override { return DeckKind::French; }
  const Options& options() const override { return options_; }
  int numPlayers() const override { return rules_.players; }
  int numSides() const override { return rules_.numSides(); }
  int sideOf(int player) const override { return rules_.sideOf(player); }
  bool clockwise() const override { return false; }  // RULES.md
  Result<std::unique_ptr<GameState>> newMatch(const MatchSetup& setup) const override;
  const BeloteRules& rules() const { return rules_; }

 private:
  Options options_;
  BeloteRules rules_;
};

}  // namespace baza
