#include "Signature.h"

namespace baza {

uint64_t engineSignature(const Game& game, uint64_t seed, int games) {
  uint64_t hash = 0xCBF29CE484222325ull;
  auto mix = [&](const std::string& text) {
    for (unsigned char ch : text) hash = (hash ^ ch) * 0x100000001B3ull;
    hash = (hash ^ '\n') * 0x100000001B3ull;
  };
  Rng rng(seed);
  for (int g = 0; g < games; ++g) {
    auto state = game.newMatch(MatchSetup{deriveSeed(seed, 3, static_cast<uint64_t>(g)), {}, true});
    if (!state) return 0;
    GameState& s = **state;
    while (!s.isTerminal()) {
      const ActionList legal = s.legalActions();
      (void)s.apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]);
    }
    for (const Event& e : s.events()) mix(eventText(e, game.deckKind()));
  }
  return hash;
}

}  // namespace baza
