// Whole-engine runs from plain strings, for the front ends that cannot build a Game
// themselves (the WebAssembly module, benchmarks): the engine signature
// (Signature.h) and fast random playouts. Options are "cards=48 players=2" as in
// Session::start, the seed a decimal uint64. Errors come back as values.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "Result.h"

namespace baza {

struct SignatureRun {
  uint64_t signature = 0;         // engineSignature over every game
  std::vector<uint64_t> perGame;  // each game's own hash (when asked for)
};

// engineSignature(game with these options, seed, games).
Result<SignatureRun> signatureFor(std::string_view game, std::string_view options, std::string_view seed, int games,
                                  bool perGame = false);

struct PlayoutRun {
  int64_t deals = 0;
  int64_t actions = 0;    // actions applied in all deals
  uint64_t checksum = 0;  // of every deal's action count and side points: keeps the work observable
};

// `deals` single deals (the options with length=deal), every action uniformly
// random among the legal ones, the event log off (MatchSetup::record = false).
// Deal i is shuffled from deriveSeed(seed, 5, i); the actions come from Rng(seed).
Result<PlayoutRun> randomPlayouts(std::string_view game, std::string_view options, std::string_view seed, int deals);

// The same as JSON for the bindings, errors as {"ok":false,"error":"…"}; uint64
// values as 16 hex digits (JSON numbers lose precision past 2^53).
std::string signatureJson(std::string_view game, std::string_view options, std::string_view seed, int games,
                          bool perGame);  // {"ok":true,"signature":"97f434d4b7e07e32","perGame":[…]}
std::string playoutsJson(std::string_view game, std::string_view options, std::string_view seed,
                         int deals);  // {"ok":true,"deals":1000,"actions":52311,"checksum":"…"}

std::string hex64(uint64_t value);  // "00000000000000ff"

}  // namespace baza
