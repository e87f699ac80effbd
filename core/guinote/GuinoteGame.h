// The Guiñote game object: validated options and the rule tables built from them.
#pragma once
#include "TrickGame.h"
#include "guinote/GuinoteRules.h"

namespace baza {

class GuinoteGame final : public TrickGame<GuinoteGame, GuinoteRules> {
 public:
  using TrickGame::TrickGame;
  std::string_view name() const override { return "guinote"; }
  DeckKind deckKind() const override { return DeckKind::Spanish; }
  bool clockwise() const override { return false; }  // RULES.md
  int trickStrength(Card c, int) const override { return rules().strength[c.rank()]; }  // As 3 Rey Caballo Sota 7…
  Result<std::unique_ptr<GameState>> newMatch(const MatchSetup& setup) const override;
  int codeVersion() const override { return rules().claimAtEveryTurn ? 1 : 2; }  // 2: the claim once per trick
  std::shared_ptr<const Game> asCodeVersion(int version) const override;  // 1: the claim at every optional turn
};

}  // namespace baza
