// A fixed "signature" of the engine (after Stockfish's bench signature): a hash of
// the event logs of random games from a fixed seed. The native build, the
// WebAssembly build and every later version must reproduce the pinned value; a
// change means deals or rules changed for existing seeds and share codes.
#pragma once
#include <cstdint>
#include <vector>

#include "Game.h"

namespace baza {

// FNV-1a 64 over every event's text of `games` matches with seeds derived from `seed`,
// every action uniformly random among the legal ones (from an Rng on `seed`).
// With `perGame`, also the same hash of each game's events alone, in order (the
// games are the same: the action Rng runs on from one game to the next).
uint64_t engineSignature(const Game& game, uint64_t seed, int games, std::vector<uint64_t>* perGame = nullptr);

}  // namespace baza
