// The arrastre solver (core/guinote/GuinoteSolver): exact solves of random positions
// at the very start of the arrastre (6 tricks to go, the leader to play), reached by
// random play of whole deals. Target: 4 players, 40 cards (24 cards), median under
// 5 ms natively on one core.
//   solveArrastre/P/C     mean time per solve over a fixed set of 200 positions
//   evaluateArrastre/P/C  the same for evaluateMoves (every legal card's value)
//   solverReport/P/C      one pass over the 200 positions, each timed alone (thread
//                         CPU time): counters median_ms, p90_ms, max_ms, and the
//                         same for nodes
// Run only the report: baza_bench --benchmark_filter=solverReport
#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <memory>
#include <vector>

#include "GameRegistry.h"
#include "guinote/GuinoteGame.h"
#include "guinote/GuinoteSolver.h"
#include "guinote/GuinoteState.h"

namespace baza {
namespace {

constexpr int kPositions = 200;

// `count` positions at the first lead of the arrastre, from deals played at random.
std::vector<std::unique_ptr<GuinoteState>> arrastreStarts(int players, int cards, int count) {
  auto game = std::dynamic_pointer_cast<const GuinoteGame>(*makeGame(
      "guinote", {"players=" + std::to_string(players), "cards=" + std::to_string(cards), "length=deal"}));
  std::vector<std::unique_ptr<GuinoteState>> out;
  Rng rng(12345);
  for (uint64_t seed = 1; static_cast<int>(out.size()) < count; ++seed) {
    auto state = std::move(GuinoteState::create(game, MatchSetup{seed, {}, false})).value();
    while (!state->isTerminal()) {
      const ArrastrePosition a = state->arrastrePosition();
      if (a.stockLeft == 0 && a.cardToPlay && a.trickSize == 0) break;
      const ActionList legal = state->legalActions();
      state->applyLegal(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]);
    }
    if (!state->isTerminal() && state->arrastrePosition().hands[state->currentPlayer()].size() == 6)
      out.push_back(std::move(state));
  }
  return out;
}

void solveArrastre(benchmark::State& bench) {
  const auto positions = arrastreStarts(static_cast<int>(bench.range(0)), static_cast<int>(bench.range(1)), kPositions);
  GuinoteSolver solver;
  size_t i = 0;
  uint64_t nodes = 0;
  for (auto _ : bench) {
    const SolverResult r = solver.solve(*positions[i]);
    nodes += r.nodes;
    benchmark::DoNotOptimize(r.value);
    if (++i == positions.size()) i = 0;
  }
  bench.counters["nodes/solve"] = static_cast<double>(nodes) / static_cast<double>(bench.iterations());
  bench.counters["solves/s"] = benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(solveArrastre)->Args({4, 40})->Args({2, 40})->Args({3, 40})->Args({4, 48})->Unit(benchmark::kMillisecond);

// This thread's CPU time: the machine may be busy with other work.
double cpuMs() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

// What a search bot asks per determinization: the exact value of every legal card.
void evaluateArrastre(benchmark::State& bench) {
  const auto positions = arrastreStarts(static_cast<int>(bench.range(0)), static_cast<int>(bench.range(1)), kPositions);
  GuinoteSolver solver;
  size_t i = 0;
  for (auto _ : bench) {
    const auto moves = solver.evaluateMoves(*positions[i]);
    benchmark::DoNotOptimize(moves.data());
    if (++i == positions.size()) i = 0;
  }
  bench.counters["evaluations/s"] =
      benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(evaluateArrastre)->Args({4, 40})->Args({2, 40})->Unit(benchmark::kMillisecond);

double quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())))];
}

void solverReport(benchmark::State& bench) {
  const auto positions = arrastreStarts(static_cast<int>(bench.range(0)), static_cast<int>(bench.range(1)), kPositions);
  GuinoteSolver solver;
  std::vector<double> ms, nodes;
  for (auto _ : bench) {
    ms.clear();
    nodes.clear();
    for (const auto& s : positions) {
      const double start = cpuMs();
      const SolverResult r = solver.solve(*s);
      ms.push_back(cpuMs() - start);
      benchmark::DoNotOptimize(r.value);
      nodes.push_back(static_cast<double>(r.nodes));
    }
  }
  bench.counters["median_ms"] = quantile(ms, 0.5);
  bench.counters["p90_ms"] = quantile(ms, 0.9);
  bench.counters["max_ms"] = *std::max_element(ms.begin(), ms.end());
  bench.counters["median_nodes"] = quantile(nodes, 0.5);
  bench.counters["p90_nodes"] = quantile(nodes, 0.9);
  bench.counters["max_nodes"] = *std::max_element(nodes.begin(), nodes.end());
}
BENCHMARK(solverReport)
    ->Args({4, 40})
    ->Args({2, 40})
    ->Args({3, 40})
    ->Args({4, 48})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace baza
