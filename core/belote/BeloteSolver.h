// Exact perfect-information solver for Belote's card play (RULES.md "Play"), once
// the contract is set: every obligation exactly as BeloteState::legalCards (follow;
// trumps led: beat even a partner's trump; void: trump unless the partner is winning
// (4 players); over an opponent's trump overtrump if possible (option
// overtrump_required), else still a trump); the highest trump wins, else the highest
// card of the suit led; 10 "dix de der".
//
// Value (the review's unit): the card points + dix de der + belote (20) that the side
// of the player to move takes from here to the end of the deal; cards already on the
// table count for whoever wins the trick. BeloteCount::DealTotal adds what the side
// has already won this deal (card points, dix de der, a belote already scored): its
// FINAL total for the card play. Declarations and capote are not counted (they are not
// card points; capote would make the game non zero-sum).
//  - 2 players, 4 players (pairs): zero-sum, exact minimax.
//  - 3 players: paranoid (the other two play together against the player to move): a
//    guaranteed minimum for him, as GuinoteSolver's.
// Belote: its 20 go to the holder of K and Q of trumps whatever the card play, if he
// says it with each card (declare:1 / declare:2); a K or Q played as a plain card
// (play) loses it. So the card-play search ignores it, and the answer adds 20 to the
// holder's side when it is still to come, except after the holder's plain K or Q.
// evaluateMoves values every card action (play, and declare:1 / declare:2 when they are
// offered); declare:0 (announcing declarations) is not a card and is left out.
//
// The search is PointTrickSolver's (core/PointTrickSolver.h, shared with Guiñote).
// All state lives in the object (one per thread); results never depend on earlier calls.
// The review holds one BeloteSolver with keepTable(true) per deal (see below).
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "Action.h"
#include "PointTrickSolver.h"
#include "belote/BeloteState.h"

namespace baza {

enum class BeloteCount : uint8_t {
  FromHere,   // points still to be won from this position
  DealTotal,  // + what the side has already won this deal (its final total)
};

struct BeloteSolveResult {
  int value = -1;      // the side's points (BeloteCount) with best play; -1: not a card play
  Action best;         // a card action achieving value (play or declare:1/2); pass() when value is -1
  uint64_t nodes = 0;  // search nodes of this call, e.g. 250000
};

class BeloteSolver {
 public:
  explicit BeloteSolver(int ttBits = 18) : core_(ttBits) {}  // 2^ttBits table entries of 32 bytes (18: 8 MB)
  // s: a card to play (stage Play). Otherwise value -1 (never crashes).
  BeloteSolveResult solve(const BeloteState& s, BeloteCount count = BeloteCount::FromHere);
  // The value (as in solve) after each legal card action, in action code order
  // (plays by card id, then declare:1 / declare:2); empty if s is not a card play.
  std::vector<std::pair<Action, int>> evaluateMoves(const BeloteState& s, BeloteCount count = BeloteCount::FromHere);
  // Keep the table between calls: for the positions of one deal (the review), whose
  // later positions the first searches mostly cover; the same answers, much faster.
  // Entries are the points still to be won from a position, valid whatever came
  // before; other rules or trumps reset it. resetTable() when another deal comes.
  void keepTable(bool keep) { core_.keepTable(keep); }  // e.g. keepTable(true) for a whole-deal review
  void resetTable() { core_.resetTable(); }             // e.g. before the next deal's review
  // What `side` has already won this deal: card points, dix de der, belote scored.
  static int wonSoFar(const BeloteState& s, int side);

 private:
  bool load(const BeloteState& s);  // false unless a card play
  int beloteFor(int maxSide) const { return pendingHolder_ >= 0 && side_[pendingHolder_] == maxSide ? kBelotePoints : 0; }
  bool losesBelote(int p, Card c) const { return p == pendingHolder_ && (c == king_ || c == queen_); }

  PointTrickSolver core_;
  int pendingHolder_ = -1;  // the seat whose belote is still to be scored, -1 none
  int side_[4] = {};
  Card king_, queen_;       // of trumps
};

}  // namespace baza
