#include "guinote/GuinoteGame.h"

#include "guinote/GuinoteState.h"

namespace baza {

Result<std::unique_ptr<GameState>> GuinoteGame::newMatch(const MatchSetup& s) const { return newMatchOf<GuinoteState>(s); }

}  // namespace baza
