// Exact perfect-information solver for the Guiñote arrastre (RULES.md "Phase 2"):
// once the stock is gone every obligation is enforced exactly as
// GuinoteState::legalCards does (follow, beat when following unless a partner's
// winning card exempts with partner_exempts_overtake, trump when void unless the
// partner is winning, overtrump an opponent's trump else any card); the trick goes to
// the highest trump, else the highest card of the suit led; 10 "de últimas".
//
// Value: the card points (+ últimas) that the side of the player to move takes from
// here to the end of the deal; cards already on the table count for whoever wins
// the trick. Points won in earlier tricks are not included.
//  - 2 players, 4 players (partners opposite): zero-sum, two sides, exact minimax.
//  - 3 players: paranoid search. Each plays for himself, so the game is not
//    zero-sum between two sides; the solver assumes the other two play together
//    to minimise the points of the player to move. The value is then a guaranteed
//    minimum for him (exact for that coalition), not a prediction of real play.
// Cantes are ignored: their points (20, 40 in trumps) are fixed, are not card
// points, and never change which card wins a trick, so the card-play value does not
// depend on them. Card play touches them only through timing (a pair can be sung
// only while both cards are still in hand when the side has just won a trick) and
// through min_card_points_for_cantes (the side's card total must reach 30): a caller
// that cares can check both along the solver's line. strict_table is ignored too:
// the solver only plays legal cards.
//
// Technique (after DDS): hands are 64-bit masks with one 16-bit lane per suit, but
// indexed by trick strength (bit 0 = weakest), so "stronger" and "highest" are bit
// operations; fail-soft alpha-beta with principal-variation (zero-window) searches
// over a compact position with make/unmake; a transposition table of lower/upper
// bounds keyed exactly at trick boundaries (remaining hands as owner bit planes,
// leader, maximizing side, trumps); move ordering (the table's lead first, then
// cards that make the trick sure for the side with the most points on it, contested
// wins, weak leads, cheap discards); equivalent-card pruning (two blanks of one
// player with no other card still in play between them, the cards on the table
// included: only blanks, since the point cards all differ in points); cheap bounds
// (the points still in play; a trick nobody left to play can take from its winner
// decides its points; the last trick is played out directly).
// All search state lives in the object, none global: one solver per thread. Every
// call starts a new table generation, so results never depend on earlier calls.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "Action.h"
#include "guinote/GuinoteState.h"

namespace baza {

struct SolverResult {
  int value = -1;    // points the side to move takes from here with best play; -1: not an arrastre card play
  Action best;       // a card achieving value (Action::play); pass() when value is -1
  uint64_t nodes = 0;  // search nodes visited by this call
};

class GuinoteSolver {
 public:
  explicit GuinoteSolver(int ttBits = 18);  // 2^ttBits table entries of 32 bytes (18: 8 MB)
  // s: stock empty, a card to play. Otherwise value -1 (never crashes).
  SolverResult solve(const GuinoteState& s);
  // The exact value (as in solve) after each legal card, in card id order; empty if
  // s is not an arrastre card play.
  std::vector<std::pair<Action, int>> evaluateMoves(const GuinoteState& s);

 private:
  struct Entry {        // one trick-boundary position: hands as owner bit planes
    uint64_t all = 0;   // every card still in a hand
    uint64_t odd = 0;   // cards of seats 1 and 3
    uint64_t high = 0;  // cards of seats 2 and 3
    uint8_t meta = 0;   // 0 empty; else 0x80 | leader | maxSide << 2 | trump << 4
    uint8_t lower = 0, upper = 0;  // bounds on the value for maxSide
    uint8_t move = 0xFF;           // best lead found (internal card), 0xFF none
    uint8_t tricks = 0;            // tricks left (replacement priority)
    uint8_t generation = 0;        // the solve() call that stored it: older entries are ignored
  };
  struct Move {
    uint8_t card;
    int16_t score;
  };

  bool load(const GuinoteState& s);  // false unless an arrastre card play
  int search();                      // node() at the root, full window; sets rootBest_
  int node(int alpha, int beta, int ply);
  int lastTrick() const;
  int playAndSearch(uint8_t c, int alpha, int beta, int ply);  // value of playing c (for the max side)
  uint64_t legal(int p) const;
  int orderMoves(int p, uint64_t moves, uint8_t ttMove, Move* out) const;
  bool canBeat(int p, uint8_t winning) const;
  bool beats(uint8_t c, uint8_t w) const { return (c >> 4) == (w >> 4) ? c > w : (c >> 4) == trump_; }
  int seat(int x) const { return x >= n_ ? x - n_ : x; }
  Entry* bucketOf(uint64_t all, uint64_t odd, uint64_t high, uint8_t meta);
  Entry* probe(uint64_t& all, uint64_t& odd, uint64_t& high, uint8_t& meta);
  void store(uint64_t all, uint64_t odd, uint64_t high, uint8_t meta, int lower, int upper, uint8_t move);

  std::vector<Entry> tt_;
  uint64_t ttMask_ = 0;
  uint64_t signature_ = ~uint64_t{0};  // rule tables the table was filled under
  uint8_t generation_ = 0;              // bumped per call, so results never depend on earlier calls

  // rule tables (internal card = suit * 16 + strength - 1)
  int n_ = 4, trump_ = 0;
  bool exempt_ = true;
  int side_[4] = {0, 1, 0, 1};
  int maxSide_ = 0;
  uint8_t points_[64] = {};
  uint8_t toInternal_[64] = {};
  Card toCard_[64] = {};

  // the position, changed by make/unmake
  uint64_t hand_[4] = {};
  uint8_t trick_[4] = {};
  uint64_t onTable_ = 0;  // cards of the current trick
  int trickSize_ = 0, leader_ = 0, winIdx_ = 0;
  int trickPoints_ = 0, handPoints_ = 0, cardsLeft_ = 0;

  uint64_t nodes_ = 0;
  uint8_t best_[64] = {};  // best card per ply of the last node() call at that ply
  uint8_t rootBest_ = 0xFF;
};

}  // namespace baza
