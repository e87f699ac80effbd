// Belote rules of thumb shared by the easy bot and the search bots' rollouts: pure
// functions of what one player can see, so both use the same judgement.
#pragma once
#include <array>

#include "Action.h"
#include "Game.h"
#include "belote/BeloteRules.h"

namespace baza {

class BeloteState;

// What one player sees at a decision (built from his Observation, or from a full
// state in a rollout, where only the mover's view is read).
struct BeloteSeen {
  const BeloteRules* rules = nullptr;
  int player = 0;
  int dealer = 0;
  int trump = 0;                 // the turned suit while bidding
  int taker = -1;                // -1 while bidding
  Card turned;                   // the turned card while it lies on the table
  CardSet hand;
  CardSet played;                // every card played this deal
  std::array<Card, 4> trick{};   // in play order
  std::array<int, 4> trickPlayers{};
  int trickSize = 0;
  ActionList legal;
};

BeloteSeen seenFrom(const BeloteRules& rules, const Observation& obs);
BeloteSeen seenFrom(const BeloteState& state);  // the current player's view

// A hand's worth with `suit` as trumps, in rough points; `extra` is a card the
// taker would receive (the turned card with four players, or by the 7 exchange).
int bidStrength(const BeloteRules& rules, CardSet hand, int suit, Card extra);
// The strength needed to take (per number of players).
int bidThreshold(const BeloteRules& rules);

// The action to take: announce declarations and belote, exchange the 7, bid by
// bidStrength, and play: pull trumps when taking and master, cash masters, win
// tricks worth winning as cheaply as possible, give points to a winning partner.
Action heuristicAction(const BeloteSeen& seen);

}  // namespace baza
