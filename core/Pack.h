// Shuffling and cutting a pack, the same way for every game. The streams and the
// draws are part of the determinism contract (golden deals, codes, signatures).
#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "Card.h"
#include "SeedStreams.h"

namespace baza {

using PresetDecks = std::vector<std::vector<Card>>;  // MatchSetup::decks: deal i uses decks[i - 1], top card first

// deck = pack, shuffled from deriveSeed(seed, stream, n); deck.size() == pack.size().
void shufflePack(std::span<Card> deck, const std::vector<Card>& pack, uint64_t seed, SeedStream stream, uint64_t n);

// The pack of deal dealNumber (1-based): the caller's preset deck when there is one,
// else the pack shuffled from the Deal stream and cut, at least 4 cards either side.
void dealPack(std::span<Card> deck, const std::vector<Card>& pack, const PresetDecks* presets, uint64_t seed,
              int dealNumber);

// dealPack() without copying the cut deck out: it is buffer[start, start + pack.size()), the
// start returned. A shuffled pack is written twice over, so the cut is just where the deck
// starts. Past the deck's last card at least 64 more bytes are in the buffer (copies of a fixed
// length may read them; their cards mean nothing).
using PackBuffer = std::array<Card, 128>;
int cutPack(PackBuffer& buffer, const std::vector<Card>& pack, const PresetDecks* presets, uint64_t seed,
            int dealNumber);

}  // namespace baza
