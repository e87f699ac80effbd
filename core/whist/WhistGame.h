// The Whist game object: validated options and the rule tables built from them.
#pragma once
#include "TrickGame.h"
#include "whist/WhistRules.h"

namespace baza {

class WhistGame final : public TrickGame<WhistGame, WhistRules> {
 public:
  using TrickGame::TrickGame;
  std::string_view name() const override { return "whist"; }
  DeckKind deckKind() const override { return DeckKind::French; }
  int numPlayers() const override { return WhistRules::seats(); }  // seats: four hands even in dummy whist
  bool clockwise() const override { return true; }  // RULES.md
  std::vector<HandSort> handSorts() const override {
    return {HandSort::Suit, HandSort::Strength, HandSort::Colours, HandSort::Bridge};
  }
  Result<std::unique_ptr<GameState>> newMatch(const MatchSetup& setup) const override;
};

}  // namespace baza
