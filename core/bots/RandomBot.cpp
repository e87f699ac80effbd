#include "bots/RandomBot.h"

namespace baza {

Action RandomBot::choose(const Game&, const Observation& obs, const Resampler*) {
  return obs.legal[static_cast<int>(rng_.below(static_cast<uint32_t>(obs.legal.size())))];
}

}  // namespace baza
