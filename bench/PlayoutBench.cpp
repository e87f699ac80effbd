// Random playouts: complete Guiñote deals per second on one core, CPU time.
// Target (issue 15): 1,500,000 4-player 40-card deals per second natively; the
// WebAssembly build at 0.85x native or better (bench/playouts-ratio.sh).
#include <benchmark/benchmark.h>

#include "GameRegistry.h"
#include "Playout.h"
#include "guinote/GuinoteGame.h"
#include "guinote/GuinoteState.h"

namespace baza {
namespace {

std::shared_ptr<const GuinoteGame> guinoteGame(int players, int cards) {
  auto g = makeGame("guinote", {"players=" + std::to_string(players), "cards=" + std::to_string(cards), "length=deal"});
  return std::dynamic_pointer_cast<const GuinoteGame>(*g);
}

// One deal from a fresh shuffle, every action uniformly random among the legal ones,
// through the action list (corePlayouts takes GuinoteState::playRandomly, no list for a card).
void randomDeals(benchmark::State& bench) {
  auto game = guinoteGame(static_cast<int>(bench.range(0)), static_cast<int>(bench.range(1)));
  Rng rng(1);
  uint64_t seed = 0;
  int64_t actions = 0;
  for (auto _ : bench) {
    auto state = GuinoteState::create(game, MatchSetup{++seed, {}, false});
    GuinoteState& s = **state;
    while (!s.isTerminal()) {
      const ActionList legal = s.legalActions();
      s.applyLegal(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]);
      ++actions;
    }
    benchmark::DoNotOptimize(s.sidePoints(0));
  }
  bench.counters["deals/s"] = benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
  bench.counters["actions/deal"] = static_cast<double>(actions) / static_cast<double>(bench.iterations());
}
BENCHMARK(randomDeals)->Args({4, 40})->Args({2, 40})->Args({3, 40})->Args({4, 48})->Unit(benchmark::kNanosecond);

// The same through the generic GameState interface (virtual calls, checked apply).
void randomDealsGeneric(benchmark::State& bench) {
  auto game = makeGame("guinote", {"length=deal"});
  Rng rng(1);
  uint64_t seed = 0;
  for (auto _ : bench) {
    auto s = std::move((*game)->newMatch(MatchSetup{++seed, {}, false})).value();
    while (!s->isTerminal()) {
      const ActionList legal = s->legalActions();
      (void)s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]);
    }
    benchmark::DoNotOptimize(s->currentPlayer());
  }
  bench.counters["deals/s"] = benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(randomDealsGeneric)->Unit(benchmark::kNanosecond);

// core's randomPlayouts, the function the WebAssembly module exports (bench/wasm-playouts.mjs
// runs it under node): 10,000 deals per iteration, so its setup does not count.
void corePlayouts(benchmark::State& bench) {
  constexpr int kDeals = 10'000;
  const std::string options = "players=" + std::to_string(bench.range(0)) + " cards=" + std::to_string(bench.range(1));
  uint64_t seed = 0;
  for (auto _ : bench) {
    auto run = randomPlayouts("guinote", options, std::to_string(++seed), kDeals);
    benchmark::DoNotOptimize(run->checksum);
  }
  bench.counters["deals/s"] =
      benchmark::Counter(static_cast<double>(bench.iterations()) * kDeals, benchmark::Counter::kIsRate);
}
BENCHMARK(corePlayouts)->Args({4, 40})->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace baza
