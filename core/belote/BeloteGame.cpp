#include "belote/BeloteGame.h"

#include "belote/BeloteState.h"

namespace baza {

Result<std::unique_ptr<GameState>> BeloteGame::newMatch(const MatchSetup& setup) const {
  auto state = BeloteState::create(shared_from_this(), setup);
  if (!state) return state.error();
  return std::unique_ptr<GameState>(std::move(state).value());
}

}  // namespace baza
