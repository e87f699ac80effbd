// Duplicate matches: how much stronger is bot level A than level B? Board i is a
// seed; it is played twice with the same cards and the same bot seeds, first with A
// on side 0 and B on side 1, then with the sides swapped. The luck of the cards
// cancels between the two plays, so only the difference between the levels is
// measured (a level against itself scores exactly 0.5 on every board).
//
// Board i is dealt from boardSeed(S, i) = deriveSeed(S, 4, i). Each decision is that
// of a bot of the level of its seat's side (the controller's, for a dummy), seeded by
// the bot-seeding rule (core/bots/Bot.h: botSeed(boardSeed, seat, moves so far)) in
// both plays, as in the CLI's run/play/simulate and the page: a board's first play is
// `baza run --seed <boardSeed> --bots A,B` with the same options, the second `--bots B,A`.
//
// Statistics (docs/CLI.md, `baza match`), over boards, which are independent and
// keep each board's two plays paired:
// - A's board score is (A's wins in the two plays) / 2, in {0, 0.5, 1} (a play without
//   a winner counts half to each side). The win rate is the mean score; its 95%
//   interval the normal approximation mean ± 1.96 · sd / sqrt(n), sd the sample
//   standard deviation of the board scores, clipped to [0, 1].
// - Points per deal: R = Σ (A's side points − B's side points) / Σ deals, summed over
//   every play. The points are each side's total when the play ends (card points,
//   últimas included, plus the cantes that count). Its 95% interval: R ± 1.96 · SE,
//   the ratio estimator's standard error over boards (delta method):
//   SE = sqrt(Σ_i (d_i − R·m_i)² / (n (n − 1))) / (Σ m_i / n), d_i and m_i board i's
//   point difference and deals.
// Plays run with the event log off (MatchSetup::record), as in `baza simulate`.
// Every sum is over integers, so results do not depend on the order boards finish
// in: any number of threads gives the same numbers.
//
// A side may also be played by a SideAgent instead of a bot level: baza match's
// outside programs ("exec:…", tools/baza/OutsideBot.h, docs/BOT-PROTOCOL.md). Plays with
// an agent keep the event log on, so its observations carry the events the page shows.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "Game.h"
#include "Result.h"

namespace baza {

uint64_t boardSeed(uint64_t seed, uint64_t board);  // deriveSeed(seed, SeedStream::Board = 4, board)

// Plays every seat of one side from outside the engine's bots; one per worker thread,
// kept for all its boards. An error it returns stops the match (e.g. its program died).
class SideAgent {
 public:
  virtual ~SideAgent() = default;
  // A play starts on `board` (play 1 or 2, the state just dealt); the agent sits on `side`.
  virtual Status begin(const GameState& state, uint64_t board, int play, int side) = 0;
  virtual Result<Action> choose(const GameState& state) = 0;  // for the seat to move, one of its side's: "7o"
  virtual Status after(const GameState& state) = 0;  // after every action applied (any seat's), the last one too
};
// Makes the agent for a level that is not a bot level, `role` 0 for A, 1 for B.
using SideAgentMaker = std::function<Result<std::unique_ptr<SideAgent>>(std::string_view level, int role)>;

struct DuplicateConfig {
  std::shared_ptr<const Game> game;  // two sides; played as given (baza match sets length=partida)
  std::string levelA, levelB;        // bot levels (makeBot), or agents' levels: "exec:python3 bot.py"
  SideAgentMaker makeAgent;          // for a level that is no bot level; empty: bot levels only
  uint64_t seed = 0;
  long long boards = 0;              // each played twice; at least 2 (for the intervals)
  int threads = 1;                   // boards are shared out among this many std::threads
};

// One play of a board: `aSide` is the side A sits on.
struct PlayResult {
  int winnerSide = -1;       // -1: no winner
  int pointsA = 0, pointsB = 0;
  int deals = 0;
  long long decisions = 0;   // bot choices made
};

struct BoardResult {
  int winsA = 0, winsB = 0, noWinner = 0;  // over the two plays
  int pointDiff = 0;                       // Σ (A's points − B's points) over the two plays
  int deals = 0;                           // over the two plays
  long long decisions = 0;
};

struct Interval {
  double mean = 0, low = 0, high = 0;
};

struct DuplicateSummary {
  long long boards = 0, plays = 0;
  long long winsA = 0, winsB = 0, noWinner = 0;  // plays
  long long deals = 0, decisions = 0;
  long long pointDiff = 0;  // Σ A's points − B's points
  Interval winRateA;        // A's mean board score
  Interval pointsPerDealA;  // A's points minus B's per deal
};

// Checks the game (two sides), the levels, boards >= 2 and threads >= 1.
Status checkDuplicate(const DuplicateConfig& config);

// The agents of one worker thread: [0] plays A, [1] B; null for a bot level.
struct SideAgents {
  std::unique_ptr<SideAgent> agents[2];
};
// Makes the agents of config's non-bot levels.
Result<SideAgents> makeSideAgents(const DuplicateConfig& config);

// Plays one board's play: `aSide` 0 (A on side 0) or 1 (sides swapped). `agents` must
// hold config's agents when it has any (makeSideAgents).
Result<PlayResult> playDuplicate(const DuplicateConfig& config, uint64_t board, int aSide,
                                 SideAgents* agents = nullptr);
Result<BoardResult> playBoard(const DuplicateConfig& config, uint64_t board, SideAgents* agents = nullptr);

// Every board; the first error (in board order) if a bot failed.
Result<DuplicateSummary> runDuplicateMatch(const DuplicateConfig& config);

}  // namespace baza
