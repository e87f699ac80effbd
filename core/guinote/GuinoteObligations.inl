// Arrastre play obligations (RULES.md "Phase 2"): follow suit ("asistir"), beat the
// winning card when following ("montar"), trump when void ("fallar"), overtrump an
// opponent's trump; a partner's winning trick frees from trumping (and, with
// partner_exempts_overtake, from beating). While the stock lasts any card goes.
// Included by GuinoteState.cpp only (not a .cpp of its own), so that the play loop
// inlines these: two calls a card were a tenth of a random playout.
#pragma once
#include "guinote/GuinoteState.h"

namespace baza {

inline CardSet GuinoteState::legalCards(int p) const {
  const CardSet hand = hands_[p];
  if (trickSize_ == 0 || !stockEmpty()) return hand;  // (strict_table: the callers accept any card)
  return rules_->arrastreCards(hand, trick_[0].suit(), rules_->beaters(trick_[winningIndex_], trump_),
                               side(trickWinner()) == side(p));
}

// Why card c (in hand, not in legalCards) may not be played.
inline IllegalReason GuinoteState::obligationReason(int p, Card c) const {
  const int led = trick_[0].suit();
  if (!(hands_[p] & CardSet::suit(led)).empty())
    return c.suit() == led ? IllegalReason::MustBeat : IllegalReason::MustFollowSuit;
  return trick_[winningIndex_].suit() == trump_ ? IllegalReason::MustOvertrump : IllegalReason::MustTrump;
}

// What a legal arrastre play c shows everyone about the rest of the hand: GuinoteRules::inferred.
// `led` = the suit led, `beat` = beaters(winning card, trump).
// Selects, not branches: the random playouts' cards would mispredict them.
inline void GuinoteState::inferFromPlay(int p, Card c, int ledSuit, CardSet beat, bool partnerWinning) {
  const bool follows = CardSet::suit(ledSuit).has(c);
  excluded_[p] |= GuinoteRules::inferred(ledSuit, follows, rules_->partnerFrees(partnerWinning, follows), beat.has(c), beat);
}

}  // namespace baza
