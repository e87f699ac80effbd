#include "Signature.h"

#include "SeedStreams.h"

namespace baza {

namespace {
constexpr uint64_t kFnvOffset = 0xCBF29CE484222325ull;
constexpr uint64_t kFnvPrime = 0x100000001B3ull;

void mix(uint64_t& hash, const std::string& text) {
  for (unsigned char ch : text) hash = (hash ^ ch) * kFnvPrime;
  hash = (hash ^ '\n') * kFnvPrime;
}
}  // namespace

uint64_t engineSignature(const Game& game, uint64_t seed, int games, std::vector<uint64_t>* perGame) {
  uint64_t hash = kFnvOffset;
  if (perGame) perGame->clear();
  Rng rng(seed);
  for (int g = 0; g < games; ++g) {
    auto state = game.newMatch(MatchSetup{deriveSeed(seed, SeedStream::Signature, static_cast<uint64_t>(g)), {}, true});
    if (!state) return 0;
    GameState& s = **state;
    for (int64_t actions = 0; !s.isTerminal(); ++actions) {
      if (!canGoOn(s, actions)) return 0;  // a broken state: no signature
      const ActionList legal = s.legalActions();
      (void)s.apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]);
    }
    uint64_t gameHash = kFnvOffset;
    for (const Event& e : s.events()) {
      const std::string text = eventText(e, game.deckKind());
      mix(hash, text);
      if (perGame) mix(gameHash, text);
    }
    if (perGame) perGame->push_back(gameHash);
  }
  return hash;
}

}  // namespace baza
