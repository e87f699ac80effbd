// Whist rules of thumb shared by the easy bot and the search bots' rollouts: pure
// functions of what one seat can see, so both use the same judgement. Leads follow
// the classical table (whist/WhistLeads.h); then "second hand low, third hand
// high", win as cheaply as possible when last, ruff an opponent's trick, overruff
// when possible, and discard the least useful card.
#pragma once
#include <array>

#include "Card.h"

namespace baza {

struct WhistSeatView {
  int trump = 0;
  int seat = 0;
  CardSet hand;                  // the cards of the seat to play
  CardSet legal;                 // those it may play now
  const Card* trick = nullptr;   // the cards on the table, in play order
  int trickSize = 0;
  int leader = 0;                // the seat that led them
  CardSet played;                // every card played this deal, the trick's included
  CardSet playedByMe;            // the cards this seat played this deal
  int partnerFirstLed = -1;      // the suit the partner first led this deal, -1 if none
  std::array<CardSet, 4> voids{};  // cards each seat is known not to hold (suits shown void)
};

Card whistHeuristicCard(const WhistSeatView& v);

// The suit and card to lead (also the rollouts' lead).
Card whistLeadCard(const WhistSeatView& v);

}  // namespace baza
