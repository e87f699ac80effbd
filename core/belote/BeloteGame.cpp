#include "belote/BeloteGame.h"

#include "belote/BeloteState.h"

namespace baza {

Result<std::unique_ptr<GameState>> BeloteGame::newMatch(const MatchSetup& s) const { return newMatchOf<BeloteState>(s); }

}  // namespace baza
