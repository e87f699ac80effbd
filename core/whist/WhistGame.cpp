#include "whist/WhistGame.h"

#include "whist/WhistState.h"

namespace baza {

Result<std::unique_ptr<GameState>> WhistGame::newMatch(const MatchSetup& setup) const {
  auto state = WhistState::create(shared_from_this(), setup);
  if (!state) return state.error();
  return std::unique_ptr<GameState>(std::move(state).value());
}

}  // namespace baza
