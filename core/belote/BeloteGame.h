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
  Result<std::unique_ptr<GameState>> newMatch(const MatchSetup& setup) const override;
};

}  // namespace baza
