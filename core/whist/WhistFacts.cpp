// Whist's table facts for front ends (Game.h TableFacts): tricks, games and rubbers
// under their own names, the exposed dummy and who takes it next match.
#include "whist/WhistState.h"

namespace baza {

TableFacts WhistState::tableFacts() const {
  TableFacts f;
  f.phase = over_ ? "over" : "play";
  f.mano = (dealer_ + 1) & 3;
  if (dummyExposed_) f.dummy = dummySeat();
  f.standing = "points";
  for (int s = 0; s < 2; ++s)
    f.sides.push_back({{"points", points_[s]},
                       {"tricks", dealTricks_[s]},
                       {"lastDealTricks", lastDealTricks_[s]},
                       {"lastDealWon", lastDealTricks_[s] > lastDealTricks_[1 - s], true},
                       {"honours", honoursPoints_[s]},
                       {"games", games_[s]},
                       {"rubbers", rubbers_[s]}});
  f.match = {{"gamePoints", rules_->gamePoints}, {"gamesPerRubber", kWhistGamesToRubber}};
  // Dummy whist: the persons take the dummy in turn from one match to the next.
  if (rules_->dummyWhist()) f.nextMatch = {{"dummy_player", (rules_->dummyPlayer + 1) % rules_->players}};
  return f;
}

}  // namespace baza
