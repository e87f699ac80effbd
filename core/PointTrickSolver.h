// The exact open-cards search shared by the point-trick games' solvers (Guiñote's
// arrastre: guinote/GuinoteSolver.h; Belote's card play: belote/BeloteSolver.h). Each
// game's solver turns its state into a PointTrickDeal (rule tables + hands) and reads
// the answer; the search itself knows only these rules:
//  - follow the suit led; beat the winning card when it is of the suit led and either
//    every suit must be beaten (beatPlainSuits) or trumps were led; a partner's
//    winning card exempts from beating when partnerExempts;
//  - void: any card if the partner is winning; else trump; over an opponent's trump
//    overtrump if overtrumpRequired and possible, else a trump (mustTrumpUnder) or any
//    card;
//  - the highest trump wins, else the highest card of the suit led; lastTrickBonus to
//    the last trick.
// Value: the card points (+ the bonus) that the side of the player to move takes
// from here to the end; cards already on the table count for whoever wins the trick.
// Two sides (2 players, or 4 in pairs): exact minimax. 3 players: paranoid (the other
// two play together against the player to move; a guaranteed minimum).
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
// included: only blanks, since the point cards of a suit all differ in points); cheap
// bounds (the points still in play; a trick nobody left to play can take from its
// winner decides its points; the last trick is played out directly).
// All search state lives in the object, none global: one solver per thread. Every
// load starts a new table generation, so results never depend on earlier calls.
#pragma once
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "Card.h"

namespace baza {

struct PointTrickDeal {
  int players = 4;                  // 2, 3 or 4
  int trump = 0;                    // suit 0..3
  std::array<int, 4> side{0, 1, 0, 1};  // side of each seat (seat & 1 in pairs, else the seat)
  bool beatPlainSuits = true;       // following must beat in every suit (Guiñote), not only in trumps (Belote)
  bool partnerExempts = true;       // a partner's winning card exempts from beating
  bool overtrumpRequired = true;    // void over an opponent's trump: overtrump if possible
  bool mustTrumpUnder = false;      // ... and if impossible still play a trump (Belote), else any card
  int lastTrickBonus = 10;          // 10: últimas, dix de der
  int maxHand = 12;                 // the largest hand the game deals, e.g. 9
  std::array<uint8_t, 64> strength{};  // by card id: trick order within its suit (trumps' own order), 1..16, 0 = not in the pack
  std::array<uint8_t, 64> points{};    // by card id, e.g. 11 for an ace
  std::array<CardSet, 4> hands{};      // per seat; unused seats empty
  std::array<Card, 4> trick{};         // the cards on the table, in play order
  int trickSize = 0;                   // 0 at a lead
  int leader = 0;                      // the seat that led (or leads) this trick
};

class PointTrickSolver {
 public:
  explicit PointTrickSolver(int ttBits = 18);  // 2^ttBits table entries of 32 bytes (18: 8 MB)
  bool load(const PointTrickDeal& d);  // false if the position is inconsistent (then nothing else is valid)
  int toPlay() const { return seat(leader_ + trickSize_); }  // the seat to play, e.g. 2
  int solve(Card& best);               // exact value from the loaded position; best: a card achieving it
  // The exact value (as in solve) after each legal card, in card id order.
  std::vector<std::pair<Card, int>> evaluateMoves();
  uint64_t nodes() const { return nodes_; }  // search nodes since load(), e.g. 12345
  // Keep the table between loads (true: the review's positions of one deal, whose later
  // positions the earlier searches mostly covered) or start a fresh one per load (false,
  // the default). Results are the same either way. resetTable(): forget everything now.
  void keepTable(bool keep) { keep_ = keep; }   // e.g. keepTable(true) for a whole-deal review
  void resetTable() { generation_ = generation_ == 0xFF ? 0xFF : generation_ + 1; }  // e.g. another deal

 private:
  // All zero when empty (meta 0), so that clearing the table is a memset: WebAssembly has no
  // vector stores for a 32-byte pattern (a new solver's 8 MB table was 5% of a hard bot's time).
  struct Entry {        // one trick-boundary position: hands as owner bit planes
    uint64_t all = 0;   // every card still in a hand
    uint64_t odd = 0;   // cards of seats 1 and 3
    uint64_t high = 0;  // cards of seats 2 and 3
    uint8_t meta = 0;   // 0 empty; else 0x80 | leader | maxSide << 2 | trump << 4
    uint8_t lower = 0, upper = 0;  // bounds on the value for maxSide
    uint8_t move = 0;              // best lead found (internal card); read only from a stored entry
    uint8_t tricks = 0;            // tricks left (replacement priority)
    uint8_t generation = 0;        // the load() that stored it: older entries are ignored
  };
  struct Move {
    uint8_t card;
    int16_t score;
  };

  int search();  // node() at the root, full window; sets rootBest_
  int node(int alpha, int beta, int ply);
  int lastTrick() const;
  int playAndSearch(uint8_t c, int alpha, int beta, int ply);  // value of playing c (for the max side)
  int mtdAfter(uint8_t c, int guess, int hi);                   // the exact value of playing c
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
  uint8_t generation_ = 0;              // bumped per load (unless kept), so results never depend on earlier calls
  bool keep_ = false;

  // rule tables (internal card = suit * 16 + strength - 1)
  int n_ = 4, trump_ = 0, lastBonus_ = 10;
  bool exempt_ = true, beatPlain_ = true, overtrump_ = true, trumpUnder_ = false;
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
  // Each ply's ordered moves, here rather than on the stack: in WebAssembly an array on the
  // stack is a frame in linear memory, set up and torn down on every node.
  Move moves_[64][16] = {};
  uint8_t rootBest_ = 0xFF;
};

}  // namespace baza
