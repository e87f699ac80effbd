#include "bots/BotLevels.h"

#include "bots/BeloteEasyBot.h"
#include "bots/BeloteSearchBot.h"
#include "bots/GuinoteGreedyBot.h"
#include "bots/GuinoteSearchBot.h"
#include "bots/RandomBot.h"
#include "bots/WhistEasyBot.h"
#include "bots/WhistSearchBot.h"

namespace baza {

namespace {
template <class B, class... Args>
std::unique_ptr<Bot> bot(uint64_t seed, Args... args) {
  return std::make_unique<B>(seed, args...);
}
}  // namespace

// Guiñote: easy is the heuristic alone; the others search determinized deals, with
// more samples and exact arrastre solving as the level rises. Hard samples 160 deals
// while the stock lasts, 64 in the arrastre (its solves cost more): against medium
// 0.570 -> 0.593 partidas won with 64 -> 160 (300 boards, --seed 11). Hard and expert
// play for the partida: a partida won or lost in a sampled deal weighs 1000 points
// and their playouts claim 101 in vueltas (0.593 -> 0.626, 400 boards, --seed 11;
// 2000 boards, --seed 2: 0.590 -> 0.639 [0.626, 0.652]).
// Expert's playouts stop at the arrastre, which the solver plays out (64 deals).
// Twice hard's budget instead ({320, 6, 128, 1000}, no solved arrastre in the playouts)
// against hard: 0.472 [0.445, 0.500] partidas won (400 boards, seed 5); hard with 256
// deals in the arrastre ({160, 6, 256, 1000}): 0.491 [0.475, 0.507]; today's expert on
// those boards 0.509 [0.479, 0.539]. More of hard's search does not pay; more solved
// arrastres does: expert with 128 solved deals ({256, 6, 0, 1000, true, 128}) 0.537
// [0.507, 0.568], +4.53 points a deal (the same boards, 19 min; p99 519 ms a decision in
// WebAssembly). To confirm on 2000 fresh boards (about 95 min with 2 threads) before it
// is kept.
const std::vector<BotLevel>& guinoteBotLevels() {
  static const std::vector<BotLevel> levels = {
      {"random", [](uint64_t seed) { return bot<RandomBot>(seed); }},
      {"easy", [](uint64_t seed) { return bot<GuinoteGreedyBot>(seed); }},
      {"medium", [](uint64_t seed) { return bot<GuinoteSearchBot>(seed, SearchBudget{8, 0}); }},
      {"hard", [](uint64_t seed) { return bot<GuinoteSearchBot>(seed, SearchBudget{160, 6, 64, 1000}); }},
      {"expert", [](uint64_t seed) { return bot<GuinoteSearchBot>(seed, SearchBudget{256, 6, 0, 1000, true, 64}); }},
  };
  return levels;
}

// Whist: easy is the heuristic (classical leads); the others are PIMC with heuristic
// rollouts; hard and expert score each card by the double-dummy solver instead once
// few tricks are left, within a node budget per decision (natively about 10 million
// nodes a second, WebAssembly about half: hard's 400k nodes stay under ~100 ms in the
// page; a 9-trick ending takes a median 4k nodes, p90 21k, a 10-trick one 9k / 50k).
// Tried on hard and not kept (400 boards --seed 5, 0.568 before): playing for the deal
// (winWeight 13) 0.565, reading the partner (readPartner) 0.564, both with 10 tricks and
// 1M nodes 0.579 at 2.5x the decision time. Nor (hard vs medium, --seed 5; 0.567 on
// the same 300 boards): fewer draws per sample for the inference, 4 or 1 (none) instead
// of 32, 0.573 / 0.573 (the inference gains nothing against medium, it costs a third of
// the time); the solver from 11 tricks, 1M nodes, 4 draws, a 2^18-entry table 0.568
// (that table halves a 13-trick solve against 2^16); the solver from the first trick:
// 16 deals and 1M nodes 0.550, 24 deals, 2M nodes and the 2^18 table 0.573 [0.539,
// 0.607] (150 boards each, 5x the time); 48 deals, 1.5M nodes (then playouts), 4 draws,
// the 2^18 table 0.588 [0.565, 0.611] (300 boards, 2x the time: the best lead so far,
// over hard's 250 ms in the page; a candidate for expert, not yet measured against hard).
// Expert plays for the deal (winWeight 13; in a game or a rubber for its points,
// whistWinWeight): against hard, deals won, 0.502 [0.484, 0.521] playing for tricks (400
// boards, seed 13), 0.526 [0.507, 0.546] for the deal (400 boards, seed 14), then 0.515
// [0.507, 0.523] on 2000 (seed 15; p99 175 ms a decision in WebAssembly).
const std::vector<BotLevel>& whistBotLevels() {
  static const std::vector<BotLevel> levels = {
      {"random", [](uint64_t seed) { return bot<RandomBot>(seed); }},
      {"easy", [](uint64_t seed) { return bot<WhistEasyBot>(seed); }},
      {"medium", [](uint64_t seed) { return bot<WhistSearchBot>(seed, WhistSearchBudget{8, 0}); }},
      {"hard", [](uint64_t seed) { return bot<WhistSearchBot>(seed, WhistSearchBudget{48, 9, 400000}); }},
      {"expert", [](uint64_t seed) { return bot<WhistSearchBot>(seed, WhistSearchBudget{160, 10, 2000000, 32, false, 13}); }},
  };
  return levels;
}

// Belote: easy is the heuristic (bidding by hand strength); the others are PIMC with
// heuristic rollouts for the bids and the play, with more samples as the level rises. Hard
// and expert play for the game: a deal that wins or loses it is worth 1000 points more
// (with length=deal every deal: hard vs medium 0.505 deals won -> 0.570 on 300 boards; in
// games to 1000 only the last deal, so points count until then: 0.589 [0.576, 0.601] games
// won, 2000 boards, seed 2; a score-aware value of points before the last deal changed
// nothing, 0.589), and value the last 5 (expert 6) tricks' cards by the open-cards solver.
// Hard's budget doubled, 64 -> 128 deals a bid (384 rollouts a card) and 48 -> 64 solved
// deals: 0.589 -> 0.613 [0.600, 0.625] games won against medium (the same boards; p99 56
// ms in WebAssembly). Expert against that hard, deals won, 2000 boards, seed 2: {256, 6,
// 96} 0.505 [0.498, 0.513], {512, 6, 128} 0.506 [0.498, 0.514], {384, 6, 128} 0.509
// [0.501, 0.517] (p99 475 ms), then on seed 3 0.510 [0.503, 0.518]. Bidding on deals where
// earlier passers would have passed (by the heuristic's measure), with 192 deals per bid,
// changed nothing: 0.573 [0.563, 0.583] (2000 boards, seed 2); nor did a bonus for taking
// of 150 points instead of 10: 0.568 [0.558, 0.577]. Nor did bids whose rollouts hand the
// last 5 tricks to the solver (solveEnd 5): 0.580 [0.558, 0.602] against 0.576 [0.553,
// 0.599] (400 boards, seed 7); nor the early cards' rollouts too, with 24 deals per bid
// (solveEndInPlay; p99 130 ms CPU in WebAssembly): 0.585 [0.556, 0.614] (300 boards, seed
// 7), then 0.557 [0.547, 0.568] on 2000 (seed 2); expert {64, 6, 96, 1000, 10, 5, true}
// against hard with solveEnd 5: 0.495 [0.468, 0.522] (200 boards, seed 7). The solver on
// all 8 tricks (exactTricks 8, 32 deals) took 40x hard's CPU time: too slow to measure or
// to ship.
const std::vector<BotLevel>& beloteBotLevels() {
  static const std::vector<BotLevel> levels = {
      {"random", [](uint64_t seed) { return bot<RandomBot>(seed); }},
      {"easy", [](uint64_t seed) { return bot<BeloteEasyBot>(seed); }},
      {"medium", [](uint64_t seed) { return bot<BeloteSearchBot>(seed, BeloteSearchBudget{16}); }},
      {"hard", [](uint64_t seed) { return bot<BeloteSearchBot>(seed, BeloteSearchBudget{128, 5, 64, 1000}); }},
      {"expert", [](uint64_t seed) { return bot<BeloteSearchBot>(seed, BeloteSearchBudget{384, 6, 128, 1000}); }},
  };
  return levels;
}

}  // namespace baza
