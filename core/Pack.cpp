#include "Pack.h"

#include <algorithm>
#include <array>

namespace baza {

void shufflePack(std::span<Card> deck, const std::vector<Card>& pack, uint64_t seed, SeedStream stream, uint64_t n) {
  std::copy_n(pack.begin(), deck.size(), deck.begin());
  Rng rng(deriveSeed(seed, stream, n));
  rng.shuffle(deck.data(), static_cast<int>(deck.size()));
}

void dealPack(std::span<Card> deck, const std::vector<Card>& pack, const PresetDecks* presets, uint64_t seed,
              int dealNumber) {
  const int size = static_cast<int>(deck.size());
  if (presets && dealNumber <= static_cast<int>(presets->size())) {
    std::copy_n((*presets)[dealNumber - 1].begin(), size, deck.begin());
    return;
  }
  // Shuffled apart, then cut by copying the two halves: std::rotate cost a fifth of a playout's deal.
  std::array<Card, 64> shuffled;  // a pack has at most 64 distinct card ids
  std::copy_n(pack.begin(), size, shuffled.begin());
  Rng rng(deriveSeed(seed, SeedStream::Deal, static_cast<uint64_t>(dealNumber)));
  rng.shuffle(shuffled.data(), size);
  const int cut = 4 + static_cast<int>(rng.below(static_cast<uint32_t>(size - 7)));
  std::rotate_copy(shuffled.begin(), shuffled.begin() + cut, shuffled.begin() + size, deck.begin());
}

}  // namespace baza
