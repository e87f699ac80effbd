#include "whist/WhistGame.h"

#include "whist/WhistState.h"

namespace baza {

Result<std::unique_ptr<GameState>> WhistGame::newMatch(const MatchSetup& s) const { return newMatchOf<WhistState>(s); }

}  // namespace baza
