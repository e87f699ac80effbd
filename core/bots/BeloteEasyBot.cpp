#include "bots/BeloteEasyBot.h"

#include "belote/BeloteGame.h"
#include "bots/BeloteHeuristics.h"

namespace baza {

Action BeloteEasyBot::choose(const Game& game, const Observation& obs, const Resampler*) {
  const auto* g = dynamic_cast<const BeloteGame*>(&game);
  if (!g) return obs.legal[0];
  return heuristicAction(seenFrom(g->rules(), obs));
}

}  // namespace baza
