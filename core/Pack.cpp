#include "Pack.h"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace baza {

void shufflePack(std::span<Card> deck, const std::vector<Card>& pack, uint64_t seed, SeedStream stream, uint64_t n) {
  std::copy_n(pack.begin(), deck.size(), deck.begin());
  Rng rng(deriveSeed(seed, stream, n));
  rng.shuffle(deck.data(), static_cast<int>(deck.size()));
}

int cutPack(PackBuffer& buffer, const std::vector<Card>& pack, const PresetDecks* presets, uint64_t seed,
            int dealNumber) {
  const int size = static_cast<int>(pack.size());  // at most 64 distinct card ids
  if (presets && dealNumber <= static_cast<int>(presets->size())) {
    std::copy_n((*presets)[dealNumber - 1].begin(), size, buffer.begin());
    return 0;
  }
  std::copy_n(pack.begin(), size, buffer.begin());
  Rng rng(deriveSeed(seed, SeedStream::Deal, static_cast<uint64_t>(dealNumber)));
  // rng.shuffle(buffer.data(), size) written out on the array: one instruction less a card here.
  for (int i = size - 1; i > 0; --i) std::swap(buffer[i], buffer[rng.below(static_cast<uint32_t>(i + 1))]);
  const int cut = 4 + static_cast<int>(rng.below(static_cast<uint32_t>(size - 7)));
  // The cut as a start: the pack again after itself, one fixed-size move (std::rotate cost a
  // fifth of a playout's deal, and its copy into a deck two more calls).
  std::memmove(buffer.data() + size, buffer.data(), 64);
  return cut;
}

void dealPack(std::span<Card> deck, const std::vector<Card>& pack, const PresetDecks* presets, uint64_t seed,
              int dealNumber) {
  assert(deck.size() == pack.size());  // every game deals its whole pack
  PackBuffer buffer{};
  const int start = cutPack(buffer, pack, presets, seed, dealNumber);
  std::copy_n(buffer.begin() + start, deck.size(), deck.begin());
}

}  // namespace baza
