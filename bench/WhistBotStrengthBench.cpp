// What the double-dummy solver adds to the Whist search bot, on duplicate deals
// (each deal played twice with the sides swapped): the hard bot (double-dummy in
// the last 9 tricks, 400k nodes per decision) against the same search scoring every
// card by heuristic playouts only (the hard bot before the solver), and both
// against the heuristic (easy). Counters: side A's tricks minus side B's per deal,
// mean and 95% interval.
//   baza_bench --benchmark_filter=whistBotStrength
#include <benchmark/benchmark.h>

#include <cmath>

#include "GameRegistry.h"
#include "bots/WhistEasyBot.h"
#include "bots/WhistSearchBot.h"
#include "whist/WhistState.h"

namespace baza {
namespace {

constexpr WhistSearchBudget kHard{48, 9, 400000};
constexpr WhistSearchBudget kPlayoutsOnly{48, 0, 0};

std::unique_ptr<Bot> makeWhistBot(int kind, uint64_t seed) {  // 0 hard, 1 playouts only, 2 easy
  if (kind == 2) return std::make_unique<WhistEasyBot>(seed);
  return std::make_unique<WhistSearchBot>(seed, kind == 0 ? kHard : kPlayoutsOnly);
}

void whistBotStrength(benchmark::State& bench) {
  const int a = static_cast<int>(bench.range(0)), b = static_cast<int>(bench.range(1));
  const int boards = static_cast<int>(bench.range(2));
  auto game = std::move(makeGame("whist", {"length=deal"})).value();
  double sum = 0, squares = 0;
  for (auto _ : bench) {
    for (int d = 0; d < boards; ++d) {
      double board = 0;
      for (int aSide = 0; aSide < 2; ++aSide) {
        auto s = std::move(game->newMatch(MatchSetup{7919ull * d + 3, {}, false})).value();
        std::unique_ptr<Bot> bots[4];
        for (int k = 0; k < 4; ++k) bots[k] = makeWhistBot((k & 1) == aSide ? a : b, 1000ull + 4 * d + k);
        while (!s->isTerminal()) {
          const int seat = s->currentPlayer();
          (void)s->apply(chooseFor(*bots[s->controllerOf(seat)], *s, seat));
        }
        const auto& w = dynamic_cast<const WhistState&>(*s);
        board += w.lastDealTricks(aSide) - w.lastDealTricks(1 - aSide);
      }
      sum += board / 2;
      squares += board * board / 4;
    }
  }
  const double mean = sum / boards, half = 1.96 * std::sqrt((squares / boards - mean * mean) / boards);
  bench.counters["tricks_per_deal"] = mean;
  bench.counters["ci_low"] = mean - half;
  bench.counters["ci_high"] = mean + half;
}
// {A, B, boards}: hard vs playouts only, hard vs easy, playouts only vs easy.
BENCHMARK(whistBotStrength)->Args({0, 1, 400})->Args({0, 2, 300})->Args({1, 2, 300})->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
}  // namespace baza
