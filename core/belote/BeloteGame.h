// The Belote game object: validated options and the rule tables built from them.
#pragma once
#include "TrickGame.h"
#include "belote/BeloteRules.h"

namespace baza {

class BeloteGame final : public TrickGame<BeloteGame, BeloteRules> {
 public:
  using TrickGame::TrickGame;
  std::string_view name() const override { return "belote"; }
  DeckKind deckKind() const override { return DeckKind::French; }
  bool clockwise() const override { return false; }  // RULES.md
  int trickStrength(Card c, int trump) const override { return rules().strength(c, trump); }  // trumps J 9 A 10…
  // Suit is the belote order (trumps J 9 A 10 K Q 8 7, the rest A 10 K Q J 9 8 7).
  std::vector<HandSort> handSorts() const override {
    return {HandSort::Suit, HandSort::Strength, HandSort::Colours, HandSort::Sequence};
  }
  Result<std::unique_ptr<GameState>> newMatch(const MatchSetup& setup) const override;
};

}  // namespace baza
