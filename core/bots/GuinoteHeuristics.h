// Guiñote rules of thumb shared by the easy bot and the search bots' rollouts:
// pure functions of what a player can see, so both use the same judgement.
#pragma once
#include "Action.h"
#include "guinote/GuinoteRules.h"

namespace baza {

struct TrickSoFar {
  const Card* cards;  // in play order
  const int* players; // who played each
  int size;
};

// The card to play among `legal`: win tricks worth winning as cheaply as possible,
// give points to a partner who wins when playing last, otherwise throw the least
// valuable card, keeping trumps and points.
Card heuristicCard(const GuinoteRules& rules, int trump, int player, TrickSoFar trick, CardSet legal);

// An optional action worth taking at once, or pass(): claim 101 when the side has it,
// sing (the 40 first), exchange when the face-up card is worth more than the one given.
Action heuristicOption(const GuinoteRules& rules, const ActionList& legal, int trump, Card faceUp, int sidePoints);

}  // namespace baza
