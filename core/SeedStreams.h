// The named streams of deriveSeed(seed, stream, n): every random choice of the
// engine, the bots and the tools draws from one of these. The numbers are part of
// the determinism contract (golden deals, codes, signatures): never renumber one.
#pragma once
#include <cstdint>

#include "Rng.h"

namespace baza {

enum class SeedStream : uint64_t {
  Deal = 1,       // n = deal number in the match: its shuffle and cut
  Ceremony = 2,   // n = round of the seating ceremony
  Signature = 3,  // n = game index of engineSignature
  Board = 4,      // n = board number of a duplicate match
  Playout = 5,    // n = deal index of a random-playout benchmark
  Daily = 20,     // seed = the game's id, n = the day (days since 1970-01-01): core/Daily.h
  Bots = 100,     // the bots; see the bot-seeding rule (core/bots)
};

constexpr uint64_t deriveSeed(uint64_t seed, SeedStream stream, uint64_t n) {
  return deriveSeed(seed, static_cast<uint64_t>(stream), n);
}

}  // namespace baza
