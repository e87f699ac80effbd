#include "guinote/GuinoteGame.h"

#include "guinote/GuinoteState.h"

namespace baza {

Result<std::unique_ptr<GameState>> GuinoteGame::newMatch(const MatchSetup& setup) const {
  auto state = GuinoteState::create(shared_from_this(), setup);
  if (!state) return state.error();
  return std::unique_ptr<GameState>(std::move(state).value());
}

}  // namespace baza
