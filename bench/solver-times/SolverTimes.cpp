// Solver times for the review and the replay viewer, the same source natively and in
// WebAssembly (bench/solver-times.sh builds and runs both, side by side):
//   belote N   N random 4-player deals: the all-cards values (evaluateMoves) at the first
//              card with a cold table, and the whole deal's review (evaluateMoves at every
//              card of a random play-out, 32 positions);
//   whist N    N random deals: the all-cards analysis of the opening lead (cold), and of
//              every position of a random play-out, cold and with WhistAnalyzer's table
//              kept going forward through the deal (the answers are checked equal), and
//              the whole deal with a kept table forward and backward (the review's order).
//   bot N [level=hard] [game=guinote]   N deals (seeds 1000..) of four bots of one level:
//              each decision that had a choice (botDecision, as the page's botAction),
//              the deals of bench/wasm-bot-times.mjs.
//   playouts N  N random 4-player 40-card Guiñote deals (core's randomPlayouts, after a
//              warm-up of 20,000): deals per second of CPU time (bench/instructions.sh
//              counts their instructions; bench/playouts-ratio.sh times the page's module).
// Milliseconds, median, p90, max: the solvers' CPU time (BAZA_WALL=1: wall clock); the
// bots' wall clock (steady_clock), and also the CPU time of each whole deal.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include "GameRegistry.h"
#include "Playout.h"
#include "Rng.h"
#include "belote/BeloteSolver.h"
#include "bots/Bot.h"
#include "whist/WhistAnalysis.h"

using namespace baza;

namespace {

#ifdef __EMSCRIPTEN__
constexpr const char* kPlatform = "wasm";
#else
constexpr const char* kPlatform = "native";
#endif

double nowMs() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// The process's CPU time (node's, for the module): fairer than wall-clock on a loaded machine.
double cpuMs() {
#ifdef __EMSCRIPTEN__
  return EM_ASM_DOUBLE({ const u = process.cpuUsage(); return (u.user + u.system) / 1000; });
#else
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
#endif
}

// The solver rows' clock: CPU time, so that a machine busy with other work does not
// inflate them; BAZA_WALL=1: the wall clock.
double solverMs() {
  static const bool wall = std::getenv("BAZA_WALL") != nullptr;
  return wall ? nowMs() : cpuMs();
}

void report(const char* what, std::vector<double> ms) {
  if (ms.empty()) return;
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<size_t>(q * static_cast<double>(ms.size())))]; };
  std::printf("%-6s %-44s n=%-5zu median %8.2f ms  p90 %8.2f ms  max %8.2f ms\n", kPlatform, what, ms.size(), at(0.5),
              at(0.9), ms.back());
}

// A random card action (plays and declare:1/2), else the first legal action (bids: take).
Action randomAction(const GameState& s, Rng& rng) {
  const ActionList legal = s.legalActions();
  ActionList cards;
  for (Action a : legal)
    if (a.kind() == ActionKind::Play || (a.kind() == ActionKind::Declare && a.arg() != kDeclareAll)) cards.push(a);
  if (cards.size() == 0) return legal[0];
  return cards[static_cast<int>(rng.below(static_cast<uint32_t>(cards.size())))];
}

std::unique_ptr<GameState> newDeal(const char* game, uint64_t seed) {
  auto g = makeGame(game, {"length=deal"});
  if (!g.ok()) std::abort();
  return std::move((*g)->newMatch(MatchSetup{seed, {}, false})).value();
}

void belote(int deals) {
  BeloteSolver solver, kept;
  kept.keepTable(true);
  std::vector<double> first, review, reviewKept;
  for (int d = 0; d < deals; ++d) {
    auto s = newDeal("belote", 5000 + d);
    Rng rng(77 + d);
    while (dynamic_cast<const BeloteState&>(*s).playView().stage != BeloteStage::Play) (void)s->apply(s->legalActions()[0]);
    kept.resetTable();
    double total = 0, totalKept = 0;
    bool atFirst = true;
    while (!s->isTerminal()) {
      const auto& b = dynamic_cast<const BeloteState&>(*s);
      double t0 = solverMs();
      const auto moves = solver.evaluateMoves(b, BeloteCount::DealTotal);
      const double ms = solverMs() - t0;
      t0 = solverMs();
      const auto again = kept.evaluateMoves(b, BeloteCount::DealTotal);
      totalKept += solverMs() - t0;
      if (moves.empty() || moves != again) {
        std::printf("kept table differs from cold values, deal %d\n", d);
        std::abort();
      }
      if (atFirst) first.push_back(ms);
      atFirst = false;
      total += ms;
      (void)s->apply(randomAction(*s, rng));
    }
    review.push_back(total);
    reviewKept.push_back(totalKept);
  }
  report("belote: all cards at the first card (cold)", first);
  report("belote: whole-deal review, cold table per position", review);
  report("belote: whole-deal review, table kept through the deal", reviewKept);
}

void whist(int deals) {
  WhistAnalyzer analyzer, backward;
  std::vector<double> lead, cold, kept, dealForward, dealBackward, leadBackward;
  std::vector<std::pair<double, int>> slowest;  // opening lead's ms, deal seed
  for (int d = 0; d < deals; ++d) {
    auto s = newDeal("whist", 9000 + d);
    Rng rng(31 + d);
    analyzer.reset();
    backward.reset();
    bool atLead = true;
    double forwardMs = 0;
    std::vector<std::unique_ptr<GameState>> positions;
    while (!s->isTerminal()) {
      const auto& w = dynamic_cast<const WhistState&>(*s);
      if (!w.position().cardToPlay) {
        (void)s->apply(s->legalActions()[0]);
        continue;
      }
      double t0 = solverMs();
      const auto a = analyzeWhist(w);
      const double coldMs = solverMs() - t0;
      t0 = solverMs();
      const auto b = analyzer.analyze(w);
      const double keptMs = solverMs() - t0;
      if (!a.ok() || !b.ok() || a->cards != b->cards) {
        std::printf("kept table differs from cold analysis, deal %d\n", d);
        std::abort();
      }
      if (atLead) {
        lead.push_back(coldMs);
        slowest.emplace_back(coldMs, 9000 + d);
      }
      atLead = false;
      cold.push_back(coldMs);
      kept.push_back(keptMs);
      forwardMs += keptMs;
      positions.push_back(s->clone());
      (void)s->apply(randomAction(*s, rng));
    }
    // The review's order: from the last card back to the opening lead, so that the
    // endings found first serve the earlier positions.
    double backwardMs = 0, lastMs = 0;
    for (auto it = positions.rbegin(); it != positions.rend(); ++it) {
      const double t0 = solverMs();
      if (!backward.analyze(dynamic_cast<const WhistState&>(**it)).ok()) std::abort();
      lastMs = solverMs() - t0;
      backwardMs += lastMs;
    }
    leadBackward.push_back(lastMs);
    dealForward.push_back(forwardMs);
    dealBackward.push_back(backwardMs);
  }
  report("whist: all cards at the opening lead (cold)", lead);
  report("whist: every position, cold table", cold);
  report("whist: every position, table kept forward", kept);
  report("whist: whole deal, table kept, forward", dealForward);
  report("whist: whole deal, table kept, backward", dealBackward);
  report("whist: opening lead last of a backward pass", leadBackward);
  // The deals to profile (seed: newDeal("whist", seed), its first card); on stderr, out
  // of the rows solver-times.sh pairs.
  std::sort(slowest.rbegin(), slowest.rend());
  std::fprintf(stderr, "%-6s whist: slowest opening leads (seed ms):", kPlatform);
  for (size_t i = 0; i < std::min<size_t>(3, slowest.size()); ++i)
    std::fprintf(stderr, " %d %.0f", slowest[i].second, slowest[i].first);
  std::fprintf(stderr, "\n");
}

void bots(int deals, const std::string& level, const std::string& game) {
  std::vector<double> decisions, cpu;
  uint64_t digest = 0;  // of every action taken: native and wasm, before and after a change, must agree
  for (int d = 0; d < deals; ++d) {
    const uint64_t seed = 1000 + static_cast<uint64_t>(d);
    auto s = newDeal(game.c_str(), seed);
    const double c0 = cpuMs();  // once a deal: node's process.cpuUsage is too slow to wrap each decision
    for (uint64_t moves = 0; !s->isTerminal(); ++moves) {
      const bool choice = s->legalActions().size() > 1;
      const double t0 = nowMs();
      const auto a = botDecision(level, *s, seed, moves);
      const double ms = nowMs() - t0;
      if (!a || !s->apply(*a).ok()) std::abort();
      digest = (digest ^ a->code()) * 0x100000001B3ull;
      if (choice) decisions.push_back(ms);
    }
    cpu.push_back(cpuMs() - c0);
  }
  report((game + " " + level + " bot decisions, wall").c_str(), decisions);
  report((game + " " + level + " bot, a whole deal's play, CPU").c_str(), cpu);
  std::fprintf(stderr, "%-6s %s %s bot: moves digest %016llx\n", kPlatform, game.c_str(), level.c_str(),
               static_cast<unsigned long long>(digest));
}

void playouts(int deals) {
  (void)randomPlayouts("guinote", "players=4 cards=40", "0", 20000);
  const double c0 = cpuMs();
  const auto run = randomPlayouts("guinote", "players=4 cards=40", "1", deals);
  if (!run) std::abort();
  std::printf("%-6s guinote playouts n=%lld  %.0f deals/s CPU\n", kPlatform, static_cast<long long>(run->deals),
              run->deals * 1000.0 / std::max(cpuMs() - c0, 1e-3));
  std::fprintf(stderr, "%-6s guinote playouts: checksum %016llx\n", kPlatform,
               static_cast<unsigned long long>(run->checksum));
}

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "belote";
  const int n = argc > 2 ? std::atoi(argv[2]) : 50;
  if (what == "belote") belote(n);
  else if (what == "whist") whist(n);
  else if (what == "bot") bots(n, argc > 3 ? argv[3] : "hard", argc > 4 ? argv[4] : "guinote");
  else if (what == "playouts") playouts(n);
  else std::printf("usage: solver-times belote|whist|playouts [deals] | bot [deals] [level] [game]\n");
  return 0;
}
