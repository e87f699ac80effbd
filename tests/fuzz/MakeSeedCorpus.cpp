// Writes the fuzzer's seed corpus (tests/fuzz/corpus/): valid share and replay codes
// of every game as text, and match byte strings in the layout FuzzCodesAndActions.cpp
// reads. The regression-* files there are not written here: they are inputs that once
// broke something (kept as found, valid or not).
// Not built by default: cmake --build --preset fuzz --target baza_fuzz_corpus, then
// run build/fuzz/tests/fuzz/baza_fuzz_corpus tests/fuzz/corpus
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "GameRegistry.h"
#include "Rng.h"
#include "ShareCode.h"

using namespace baza;

namespace {

std::string dir;
int written = 0;

void save(const std::string& name, const std::string& bytes) {
  std::ofstream(dir + "/" + name, std::ios::binary) << bytes;
  ++written;
}

// A random legal playout of up to maxMoves actions.
std::vector<Action> playout(const Game& game, uint64_t seed, int maxMoves) {
  std::unique_ptr<GameState> state = std::move(game.newMatch(MatchSetup{seed, {}, true})).value();
  Rng rng(seed ^ 0xC0DE);
  std::vector<Action> moves;
  while (!state->isTerminal() && static_cast<int>(moves.size()) < maxMoves) {
    ActionList legal = state->legalActions();
    Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
    if (!state->apply(a)) break;
    moves.push_back(a);
  }
  return moves;
}

void codes(const std::string& gameName, const std::string& name, const std::vector<std::string>& options, uint64_t seed,
           int maxMoves) {
  auto game = makeGame(gameName, options);
  if (!game) {
    std::fprintf(stderr, "%s: %s\n", name.c_str(), game.error().message.c_str());
    return;
  }
  save("share-" + name, encodeShareCode(**game, seed));
  save("replay-" + name, encodeReplayCode(**game, seed, playout(**game, seed, maxMoves)));
}

// Header (see fuzzMatch): b0 players/cards/length/ceremony, b1 booleans, b2 numbers,
// b3, an 8-byte seed; then `moves` legal-move bytes (top bit set) with a few raw codes.
void match(const std::string& name, uint8_t b0, uint8_t b1, uint8_t b2, uint64_t seed, int moves) {
  std::string s{static_cast<char>(b0), static_cast<char>(b1), static_cast<char>(b2), 0};
  for (int i = 7; i >= 0; --i) s += static_cast<char>(seed >> (8 * i));
  Rng rng(seed);
  for (int i = 0; i < moves; ++i) {
    if (i % 17 == 3) s += static_cast<char>(rng.below(71));  // a raw action code, usually illegal
    s += static_cast<char>(0x80 | rng.below(128));
  }
  save("match-" + name, s);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s CORPUS_DIR\n", argv[0]);
    return 2;
  }
  dir = argv[1];
  codes("guinote", "2p", {"players=2"}, 1, 40);
  codes("guinote", "3p-48", {"players=3", "cards=48", "length=deal"}, 2024, 200);
  codes("guinote", "4p-rules", {"caballo_over_sota=on", "exchange_chain_two=on", "strict_table=on", "ceremony=kings"},
        77, 120);
  codes("guinote", "4p-deal", {"length=deal"}, 12345678901234567ull, 200);
  // The other games: the structure-aware mutator (CodeMutator.cpp) starts from these.
  codes("whist", "whist-4p", {}, 3, 120);
  codes("whist", "whist-dummy", {"players=3", "honours=off", "length=deal"}, 8, 60);
  codes("belote", "belote-4p", {}, 5, 120);
  codes("belote", "belote-2p", {"players=2", "target=501", "declaration_tie=split"}, 9, 60);
  // b0: players 2 + b0%3; 0x04 48 cards; bits 3-4 length (0 deal, 1 partida, 2 match); bits 5-6 ceremony.
  match("2p-deal", 0x00 /* players 2 */ + 0, 0x02, 0x00, 7, 80);
  match("4p-deal-48", 0x02 | 0x04, 0x1A, 0x01, 99, 160);
  match("3p-partida", 0x01 | 0x08, 0x20, 0x06, 5, 300);
  match("4p-match-ceremony", 0x02 | 0x10 | 0x20, 0x12, 0x00, 42, 600);
  match("2p-unrecorded", 0x00, 0x40, 0x02, 3, 120);
  std::printf("%d files written to %s\n", written, dir.c_str());
  return 0;
}
