// Plays one deal of Whist with the C++ engine (the baza::core CMake package): the easy
// bot plays every seat, then the score and the replay code are printed. Build it as
// examples/cpp/CMakeLists.txt says; tests/cmake/PackageTest.cmake builds and runs it.
#include <baza/GameRegistry.h>
#include <baza/ShareCode.h>
#include <baza/bots/Bot.h>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  const uint64_t seed = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2026;
  auto game = baza::makeGame("whist", {"length=deal"});  // a Result: value or error
  if (!game) return std::fprintf(stderr, "%s\n", game.error().message.c_str()), 1;
  auto match = (*game)->newMatch({.seed = seed});
  if (!match) return std::fprintf(stderr, "%s\n", match.error().message.c_str()), 1;
  baza::GameState& state = **match;

  while (!state.isTerminal()) {
    // The page's and the CLI's bot: seeded by the match seed, the seat and the moves so far.
    auto move = baza::botDecision("easy", state, seed, state.history().size());
    if (!move) return std::fprintf(stderr, "%s\n", move.error().message.c_str()), 1;
    std::printf("%d: %s\n", state.currentPlayer(), baza::actionText(*move, (*game)->deckKind()).c_str());
    if (auto applied = state.apply(*move); !applied) return std::fprintf(stderr, "%s\n", applied.error().message.c_str()), 1;
  }

  const baza::Scores scores = state.scores();
  // Whist's game points: tricks over six plus honours; the deal goes to the side with more tricks.
  std::printf("game points: side 0 %d, side 1 %d; the deal is won by side %d\n",
              scores.sides[0].points, scores.sides[1].points, scores.winner);
  std::printf("replay code: %s\n", baza::encodeReplayCode(**game, seed, state.history()).c_str());
}
