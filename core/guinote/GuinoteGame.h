// The Guiñote game object: validated options and the rule tables built from them.
#pragma once
#include <memory>

#include "Game.h"
#include "guinote/GuinoteRules.h"

namespace baza {

class GuinoteGame final : public Game, public std::enable_shared_from_this<GuinoteGame> {
 public:
  explicit GuinoteGame(const Options& options) : options_(options), rules_(GuinoteRules::from(options)) {}
  std::string_view name() const override { return "guinote"; }
  DeckKind deckKind() const override { return DeckKind::Spanish; }
  const Options& options() const override { return options_; }
  int numPlayers() const override { return rules_.players; }
  int numSides() const override { return rules_.numSides(); }
  int sideOf(int player) const override { return rules_.sideOf(player); }
  bool clockwise() const override { return false; }  // RULES.md
  Result<std::unique_ptr<GameState>> newMatch(const MatchSetup& setup) const override;
  const GuinoteRules& rules() const { return rules_; }

 private:
  Options options_;
  GuinoteRules rules_;
};

}  // namespace baza
