// The Whist double-dummy solver (core/whist/WhistSolver): cold solves (a fresh table
// per query, as every call starts one) of random whole deals, random trump (or no
// trump) and leader, one core. Target: median under 15 ms, no query over a few seconds.
//   whistSolve            mean time per solve over the fixed set of 200 deals
//   whistSolverReport/N   one pass over N deals, each timed alone (thread CPU time):
//                         counters median_ms, p90_ms, max_ms, and the same for nodes
// Run only the report: baza_bench --benchmark_filter=whistSolverReport
// The deals come from Rng(12345), 13 cards each (the same as those the numbers in
// docs/CLI.md were measured on).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <vector>

#include "Rng.h"
#include "WhistQueries.h"
#include "whist/WhistSolver.h"

namespace baza {
namespace {

using baza::bench::cpuMs;
using Query = baza::bench::WhistQuery;

double quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())))];
}

void whistSolve(benchmark::State& bench) {
  const auto queries = baza::bench::randomWhistQueries(200, 12345);
  WhistSolver solver;
  size_t i = 0;
  uint64_t nodes = 0;
  for (auto _ : bench) {
    const Query& q = queries[i];
    benchmark::DoNotOptimize(solver.tricks(q.deal, q.trump, q.leader));
    nodes += solver.nodes();
    if (++i == queries.size()) i = 0;
  }
  bench.counters["nodes/solve"] = static_cast<double>(nodes) / static_cast<double>(bench.iterations());
  bench.counters["solves/s"] = benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(whistSolve)->Unit(benchmark::kMillisecond);

void whistSolverReport(benchmark::State& bench) {
  const auto queries = baza::bench::randomWhistQueries(static_cast<int>(bench.range(0)), 12345);
  WhistSolver solver;
  std::vector<double> ms, nodes;
  for (auto _ : bench) {
    ms.clear();
    nodes.clear();
    for (const Query& q : queries) {
      const double start = cpuMs();
      benchmark::DoNotOptimize(solver.tricks(q.deal, q.trump, q.leader));
      ms.push_back(cpuMs() - start);
      nodes.push_back(static_cast<double>(solver.nodes()));
    }
  }
  bench.counters["median_ms"] = quantile(ms, 0.5);
  bench.counters["p90_ms"] = quantile(ms, 0.9);
  bench.counters["max_ms"] = *std::max_element(ms.begin(), ms.end());
  bench.counters["median_nodes"] = quantile(nodes, 0.5);
  bench.counters["p90_nodes"] = quantile(nodes, 0.9);
  bench.counters["max_nodes"] = *std::max_element(nodes.begin(), nodes.end());
}
BENCHMARK(whistSolverReport)->Arg(200)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace baza
