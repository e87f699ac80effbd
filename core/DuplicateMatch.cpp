#include "DuplicateMatch.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <optional>
#include <vector>

#include "Rng.h"
#include "SeedStreams.h"
#include "bots/Bot.h"

#if !defined(__EMSCRIPTEN__) || defined(__EMSCRIPTEN_PTHREADS__)
#include <thread>
#define BAZA_DUPLICATE_THREADS 1
#endif

namespace baza {

namespace {

constexpr double kZ95 = 1.959963984540054;  // the normal distribution's 97.5% quantile

// Integer sums over boards, exact and so independent of the order of addition.
struct Sums {
  long long boards = 0, winsA = 0, winsB = 0, noWinner = 0, deals = 0, decisions = 0;
  long long score4 = 0, score4Squared = 0;  // 4 × board score (0..4) and its square
  long long diff = 0, diffSquared = 0, diffDeals = 0, dealsSquared = 0;

  void add(const BoardResult& b) {
    ++boards;
    winsA += b.winsA;
    winsB += b.winsB;
    noWinner += b.noWinner;
    deals += b.deals;
    decisions += b.decisions;
    const long long s4 = 2LL * b.winsA + b.noWinner;
    score4 += s4;
    score4Squared += s4 * s4;
    diff += b.pointDiff;
    diffSquared += static_cast<long long>(b.pointDiff) * b.pointDiff;
    diffDeals += static_cast<long long>(b.pointDiff) * b.deals;
    dealsSquared += static_cast<long long>(b.deals) * b.deals;
  }
  void add(const Sums& o) {
    boards += o.boards;
    winsA += o.winsA;
    winsB += o.winsB;
    noWinner += o.noWinner;
    deals += o.deals;
    decisions += o.decisions;
    score4 += o.score4;
    score4Squared += o.score4Squared;
    diff += o.diff;
    diffSquared += o.diffSquared;
    diffDeals += o.diffDeals;
    dealsSquared += o.dealsSquared;
  }
};

DuplicateSummary summarize(const Sums& s) {
  DuplicateSummary out;
  out.boards = s.boards;
  out.plays = 2 * s.boards;
  out.winsA = s.winsA;
  out.winsB = s.winsB;
  out.noWinner = s.noWinner;
  out.deals = s.deals;
  out.decisions = s.decisions;
  out.pointDiff = s.diff;
  const auto n = static_cast<double>(s.boards);
  if (s.boards < 1) return out;

  // Board scores: mean and sample variance from the sums of 4·score.
  const double mean = static_cast<double>(s.score4) / (4 * n);
  double var = 0;
  if (s.boards > 1)
    var = std::max(0.0, (static_cast<double>(s.score4Squared) / 16 - n * mean * mean) / (n - 1));
  const double half = kZ95 * std::sqrt(var / n);
  out.winRateA = {mean, std::max(0.0, mean - half), std::min(1.0, mean + half)};

  // Points per deal: a ratio estimator, its standard error by the delta method.
  if (s.deals > 0) {
    const double r = static_cast<double>(s.diff) / static_cast<double>(s.deals);
    double se = 0;
    if (s.boards > 1) {
      const double residual = static_cast<double>(s.diffSquared) - 2 * r * static_cast<double>(s.diffDeals) +
                              r * r * static_cast<double>(s.dealsSquared);
      const double meanDeals = static_cast<double>(s.deals) / n;
      se = std::sqrt(std::max(0.0, residual) / (n * (n - 1))) / meanDeals;
    }
    out.pointsPerDealA = {r, r - kZ95 * se, r + kZ95 * se};
  }
  return out;
}

bool isBotLevel(std::string_view level) { return makeBot(level, 0).ok(); }

}  // namespace

uint64_t boardSeed(uint64_t seed, uint64_t board) { return deriveSeed(seed, SeedStream::Board, board); }

Status checkDuplicate(const DuplicateConfig& c) {
  if (!c.game) return makeError(ErrorCode::InvalidArgument, "no game");
  if (c.game->numSides() != 2)
    return makeError(ErrorCode::InvalidArgument,
                     "a duplicate match needs two sides, and " + std::to_string(c.game->numPlayers()) +
                         " players make " + std::to_string(c.game->numSides()) + " (use 2 or 4 players)");
  for (const std::string* level : {&c.levelA, &c.levelB})
    if (auto bot = makeBot(*level, 0); !bot && !c.makeAgent) return bot.error();  // makeAgent checks its levels
  if (c.boards < 2)
    return makeError(ErrorCode::InvalidArgument, "at least 2 boards are needed (for the confidence intervals)");
  if (c.threads < 1) return makeError(ErrorCode::InvalidArgument, "at least 1 thread is needed");
  return Ok{};
}

Result<SideAgents> makeSideAgents(const DuplicateConfig& c) {
  SideAgents out;
  for (int role = 0; role < 2; ++role) {
    const std::string& level = role == 0 ? c.levelA : c.levelB;
    if (!c.makeAgent || isBotLevel(level)) continue;
    auto agent = c.makeAgent(level, role);
    if (!agent) return agent.error();
    out.agents[role] = std::move(*agent);
  }
  return out;
}

Result<PlayResult> playDuplicate(const DuplicateConfig& c, uint64_t board, int aSide, SideAgents* agents) {
  const Game& game = *c.game;
  const uint64_t seed = boardSeed(c.seed, board);
  const std::string where = "board " + std::to_string(board) + " play " + std::to_string(aSide + 1) + ": ";
  SideAgent* agentOf[2] = {nullptr, nullptr};  // per side
  for (int role = 0; role < 2; ++role) {
    SideAgent* agent = agents ? agents->agents[role].get() : nullptr;
    if (!agent && c.makeAgent && !isBotLevel(role == 0 ? c.levelA : c.levelB))
      return makeError(ErrorCode::InvalidArgument, where + "no agent for a level that is not a bot level");
    agentOf[role == 0 ? aSide : 1 - aSide] = agent;
  }
  MatchSetup setup;
  setup.seed = seed;
  // Bots get no log in their observations; scores and deals suffice. An agent gets the page's events.
  setup.record = agentOf[0] || agentOf[1];
  auto made = game.newMatch(setup);
  if (!made) return made.error();
  GameState& state = **made;
  for (int side = 0; side < 2; ++side)
    if (agentOf[side])
      if (auto st = agentOf[side]->begin(state, board, aSide + 1, side); !st)
        return makeError(st.error().code, where + st.error().message);

  PlayResult r;
  while (!state.isTerminal()) {
    if (auto st = canGoOn(state, r.decisions); !st)
      return makeError(st.error().code, "board " + std::to_string(board) + ": " + st.error().message);
    const int seat = state.currentPlayer();
    const int side = game.sideOf(state.controllerOf(seat));  // a dummy: its controller's
    const std::string& level = side == aSide ? c.levelA : c.levelB;
    auto a = agentOf[side] ? agentOf[side]->choose(state)
                           : botDecision(level, state, seed, static_cast<uint64_t>(r.decisions));
    if (!a) return makeError(a.error().code, where + a.error().message);
    ++r.decisions;
    if (auto st = state.apply(*a); !st)
      return makeError(ErrorCode::IllegalAction, where + "the " + level + " bot at seat " + std::to_string(seat) +
                                                     " chose an illegal action: " + st.error().message);
    for (SideAgent* agent : agentOf)
      if (agent)
        if (auto st = agent->after(state); !st) return makeError(st.error().code, where + st.error().message);
  }
  const Scores scores = state.scores();
  r.winnerSide = scores.winner;
  r.pointsA = scores.sides[aSide].points;
  r.pointsB = scores.sides[1 - aSide].points;
  r.deals = state.dealView().dealNumber;
  return r;
}

Result<BoardResult> playBoard(const DuplicateConfig& c, uint64_t board, SideAgents* agents) {
  BoardResult b;
  for (int aSide = 0; aSide < 2; ++aSide) {
    auto play = playDuplicate(c, board, aSide, agents);
    if (!play) return play.error();
    if (play->winnerSide < 0)
      ++b.noWinner;
    else if (play->winnerSide == aSide)
      ++b.winsA;
    else
      ++b.winsB;
    b.pointDiff += play->pointsA - play->pointsB;
    b.deals += play->deals;
    b.decisions += play->decisions;
  }
  return b;
}

Result<DuplicateSummary> runDuplicateMatch(const DuplicateConfig& c) {
  if (auto st = checkDuplicate(c); !st) return st.error();

  // Workers claim boards in increasing order. After a failure no new board is
  // claimed; every board below it was claimed before and is finished, so the
  // failure kept (the lowest board) is the first in board order.
  std::atomic<long long> next{0};
  std::atomic<bool> failed{false};
  std::mutex mutex;
  Sums total;
  long long errorBoard = -1;
  Error error{ErrorCode::InvalidArgument, ""};

  auto work = [&] {
    Sums mine;
    std::optional<SideAgents> agents;  // made when the thread claims its first board
    for (;;) {
      if (failed.load(std::memory_order_relaxed)) break;
      const long long board = next.fetch_add(1, std::memory_order_relaxed);
      if (board >= c.boards) break;
      Result<BoardResult> b = makeError(ErrorCode::InvalidArgument, "");
      if (!agents) {
        auto made = makeSideAgents(c);
        if (made) agents.emplace(std::move(*made));
        else b = made.error();
      }
      if (agents) b = playBoard(c, static_cast<uint64_t>(board), &*agents);
      if (!b) {
        std::lock_guard<std::mutex> lock(mutex);
        if (errorBoard < 0 || board < errorBoard) {
          errorBoard = board;
          error = b.error();
        }
        failed.store(true, std::memory_order_relaxed);
        break;
      }
      mine.add(*b);
    }
    std::lock_guard<std::mutex> lock(mutex);
    total.add(mine);
  };

  const int threads = static_cast<int>(std::min<long long>(c.threads, c.boards));
#ifdef BAZA_DUPLICATE_THREADS
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
#else
  (void)threads;
  work();  // a WebAssembly build without threads: one thread
#endif
  if (errorBoard >= 0) return error;
  return summarize(total);
}

}  // namespace baza
