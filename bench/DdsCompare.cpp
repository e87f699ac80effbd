// The Whist double-dummy solver against DDS 2.9 (Debian's libdds), side by side on the
// same random deals in one run (built only where libdds is installed; never part of the
// engine):
//   build/native/bench/baza_dds_compare [--deals 200] [--seed 1] [--game]
// Each deal: 13 cards each from Rng(seed), a random trump (4 suits or no trump) and
// leader; with --game, the Whist game's deals of seeds seed.. at their opening lead
// (--game --seed 9000: the deals of bench/solver-times.sh whist, the analysis view's
// opening leads). Pass 1, per deal, interleaved: DDS SolveBoard (one thread, target -1,
// solutions 1, mode 1) and WhistSolver::tricks, each cold (DDS starts a fresh table when
// the deal differs from the previous call's; ours starts one per call). Pass 2 the same
// with every card's value: DDS solutions 3 against WhistSolver::tricksPerCard. Thread CPU
// time for each; the answers must be identical on every deal (exit 1 otherwise). Prints
// median, p90, max for both and the ratios ours / DDS, and the nodes of one solve: DDS
// reports positions at a trick boundary (futureTricks::nodes), so the like-for-like row
// is ours at a trick boundary (WhistSolver::trickNodes); the last row adds every card.
#include <dds/dll.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "Rng.h"
#include "WhistQueries.h"
#include "whist/WhistSolver.h"

using namespace baza;

namespace {

using baza::bench::cpuMs;
using Query = baza::bench::WhistQuery;

// Our suits S H D C = DDS's 0..3, our trump 4 = DDS's no trump, and a hand's suit lane
// (rank r at bit r) is DDS's holding mask.
deal toDds(const Query& q) {
  deal d{};
  d.trump = q.trump;
  d.first = q.leader;
  for (int p = 0; p < 4; ++p)
    for (int s = 0; s < 4; ++s) d.remainCards[p][s] = static_cast<unsigned>(q.deal.hands[p].bits() >> (16 * s) & 0xFFFF);
  return d;
}

double quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())))];
}

void fail(const char* what, int i, const Query& q) {
  std::printf("MISMATCH (%s) on deal %d: %s trump %d leader %d\n", what, i, pbnText(q.deal).c_str(), q.trump, q.leader);
  std::exit(1);
}

void report(const char* what, const std::vector<double>& ours, const std::vector<double>& dds) {
  const double qs[3] = {0.5, 0.9, 2.0};
  const char* names[3] = {"median", "p90", "max"};
  std::printf("%s (n=%zu)\n", what, ours.size());
  for (int k = 0; k < 3; ++k) {
    const double o = qs[k] > 1 ? *std::max_element(ours.begin(), ours.end()) : quantile(ours, qs[k]);
    const double d = qs[k] > 1 ? *std::max_element(dds.begin(), dds.end()) : quantile(dds, qs[k]);
    std::printf("  %-6s ours %9.2f  DDS %9.2f  ratio %.2f\n", names[k], o, d, o / d);
  }
  double so = 0, sd = 0;
  for (size_t i = 0; i < ours.size(); ++i) so += ours[i], sd += dds[i];
  std::printf("  %-6s ours %9.2f  DDS %9.2f  ratio %.2f\n", "total", so, sd, so / sd);
}

}  // namespace

int main(int argc, char** argv) {
  int deals = 200;
  uint64_t seed = 1;
  bool game = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const bool valued = (a == "--deals" || a == "--seed") && i + 1 < argc;
    if (a == "--game") game = true;
    else if (valued && a == "--deals") deals = std::atoi(argv[++i]);
    else if (valued) seed = std::strtoull(argv[++i], nullptr, 10);
    else deals = 0;  // unknown: the usage below
  }
  if (deals <= 0) {
    std::printf("usage: baza_dds_compare [--deals N] [--seed S] [--game]\n");
    return 2;
  }
  SetMaxThreads(1);
  const auto queries = game ? baza::bench::gameWhistQueries(deals, seed) : baza::bench::randomWhistQueries(deals, seed);
  WhistSolver solver(18, 20);  // the analysis view's table (WhistAnalysis.cpp): 8 MB, growing to 32 MB; DDS's own grows larger
  futureTricks fut{};
  {  // warm-up: DDS allocates its memory on the first call
    const deal d = toDds(queries[0]);
    SolveBoard(d, -1, 1, 1, &fut, 0);
    solver.tricks(queries[0].deal, queries[0].trump, queries[0].leader);
  }
  std::vector<double> ours1, dds1, ours3, dds3, oursNodes, oursTrickNodes, ddsNodes;
  for (int i = 0; i < deals; ++i) {  // one solve: the value for the leader's side
    const Query& q = queries[i];
    const deal d = toDds(q);
    double t0 = cpuMs();
    const int rc = SolveBoard(d, -1, 1, 1, &fut, 0);
    dds1.push_back(cpuMs() - t0);
    if (rc != RETURN_NO_FAULT) fail("DDS error", i, q);
    t0 = cpuMs();
    const int mine = solver.tricks(q.deal, q.trump, q.leader);
    ours1.push_back(cpuMs() - t0);
    if (mine != fut.score[0]) fail("solutions=1", i, q);
    oursNodes.push_back(static_cast<double>(solver.nodes()));
    oursTrickNodes.push_back(static_cast<double>(solver.trickNodes()));
    ddsNodes.push_back(fut.nodes);
  }
  for (int i = 0; i < deals; ++i) {  // every card's value
    const Query& q = queries[i];
    const deal d = toDds(q);
    double t0 = cpuMs();
    const int rc = SolveBoard(d, -1, 3, 1, &fut, 0);
    dds3.push_back(cpuMs() - t0);
    if (rc != RETURN_NO_FAULT) fail("DDS error", i, q);
    t0 = cpuMs();
    const auto mine = solver.tricksPerCard(q.deal, q.trump, q.leader);
    ours3.push_back(cpuMs() - t0);
    int expect[64];
    std::fill(expect, expect + 64, -1);
    for (int k = 0; k < fut.cards; ++k) {
      const int s = fut.suit[k];
      expect[s * 16 + fut.rank[k]] = fut.score[k];
      for (int r = 2; r <= 14; ++r)
        if (fut.equals[k] & (1 << r)) expect[s * 16 + r] = fut.score[k];
    }
    int listed = 0;
    for (int c = 0; c < 64; ++c) listed += expect[c] >= 0;
    if (static_cast<int>(mine.size()) != listed) fail("solutions=3 card count", i, q);
    for (const auto& [card, value] : mine)
      if (expect[card.id] != value) fail("solutions=3", i, q);
  }
  report("one solve (DDS solutions=1), thread CPU ms", ours1, dds1);
  report("every card (DDS solutions=3), thread CPU ms", ours3, dds3);
  const size_t slow = static_cast<size_t>(std::max_element(ours3.begin(), ours3.end()) - ours3.begin());
  std::printf("  every card's slowest deal for us: deal %zu", slow);
  if (game) std::printf(" (the game's seed %llu)", static_cast<unsigned long long>(seed + slow));
  std::printf(", ours %.2f ms, DDS %.2f ms\n", ours3[slow], dds3[slow]);
  // DDS counts the positions at a trick boundary (futureTricks::nodes is its trickNodes);
  // ours counts every card played as well.
  report("trick-boundary positions of one solve (DDS's node count)", oursTrickNodes, ddsNodes);
  report("search nodes of one solve (ours: every card; DDS: trick-boundary positions)", oursNodes, ddsNodes);
  std::printf("all %d deals identical to DDS\n", deals);
  return 0;
}
