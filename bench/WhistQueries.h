// What the Whist solver benchmarks share (WhistSolverBench.cpp, DdsCompare.cpp): random
// whole deals with a random trump (4 = no trump) and leader, from a fixed seed, and the
// thread's CPU time (the machine may be busy with other work).
#pragma once

#include <algorithm>
#include <cstdint>
#include <ctime>
#include <vector>

#include "GameRegistry.h"
#include "Rng.h"
#include "whist/WhistSolver.h"
#include "whist/WhistState.h"

namespace baza::bench {

struct WhistQuery {
  DoubleDummyDeal deal;
  int trump, leader;
};

inline std::vector<WhistQuery> randomWhistQueries(int count, uint64_t seed, int cardsEach = 13) {
  Rng rng(seed);
  std::vector<WhistQuery> out;
  for (int i = 0; i < count; ++i) {
    uint8_t ids[52];
    int k = 0;
    for (int s = 0; s < 4; ++s)
      for (int r = 2; r <= 14; ++r) ids[k++] = static_cast<uint8_t>(s * 16 + r);
    rng.shuffle(ids, 52);
    WhistQuery q{};
    for (int p = 0; p < 4; ++p)
      for (int j = 0; j < cardsEach; ++j) q.deal.hands[p].add(Card(ids[p * cardsEach + j]));
    q.trump = static_cast<int>(rng.below(5));
    q.leader = static_cast<int>(rng.below(4));
    out.push_back(q);
  }
  return out;
}

// The opening leads of the Whist game's own deals (seeds firstSeed.. as in
// bench/solver-times.sh whist, which starts at 9000): the positions the analysis view
// opens on.
inline std::vector<WhistQuery> gameWhistQueries(int count, uint64_t firstSeed) {
  std::vector<WhistQuery> out;
  auto game = makeGame("whist", {"length=deal"});
  if (!game.ok()) return out;
  for (int i = 0; i < count; ++i) {
    auto s = std::move((*game)->newMatch(MatchSetup{firstSeed + static_cast<uint64_t>(i), {}, false})).value();
    while (!dynamic_cast<const WhistState&>(*s).position().cardToPlay) (void)s->apply(s->legalActions()[0]);
    const WhistPosition p = dynamic_cast<const WhistState&>(*s).position();
    WhistQuery q{};
    q.deal.hands = p.hands;
    q.trump = p.trump;
    q.leader = p.leader;
    out.push_back(q);
  }
  return out;
}

inline double cpuMs() {  // this thread's CPU time in ms
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

}  // namespace baza::bench
