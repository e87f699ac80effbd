#include "guinote/GuinoteGame.h"

#include "guinote/GuinoteState.h"

namespace baza {

Result<std::unique_ptr<GameState>> GuinoteGame::newMatch(const MatchSetup& s) const { return newMatchOf<GuinoteState>(s); }

std::shared_ptr<const Game> GuinoteGame::asCodeVersion(int version) const {
  if (version != 1) return nullptr;
  auto old = std::make_shared<GuinoteGame>(options());
  old->mutableRules().claimAtEveryTurn = true;
  return old;
}

}  // namespace baza
