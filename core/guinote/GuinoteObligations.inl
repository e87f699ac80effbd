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
  const Card winning = trick_[winningIndex_];
  const int led = trick_[0].suit();
  const bool partnerWinning = side(trickWinner()) == side(p);
  const CardSet follow = hand & CardSet::suit(led);
  if (!follow.empty()) {
    // Over a trump (when trumps were not led) any card of the suit led will do.
    const bool mustBeat = winning.suit() == led && !(partnerWinning && rules_->partnerExemptsOvertake);
    if (mustBeat) {
      const CardSet beaters = follow & rules_->stronger[winning.id];
      if (!beaters.empty()) return beaters;
    }
    return follow;
  }
  if (partnerWinning) return hand;
  const CardSet trumps = hand & CardSet::suit(trump_);
  if (trumps.empty()) return hand;
  if (winning.suit() == trump_) {
    const CardSet over = trumps & rules_->stronger[winning.id];
    return over.empty() ? hand : over;  // cannot overtrump: any card
  }
  return trumps;
}

// Why card c (in hand, not in legalCards) may not be played.
inline IllegalReason GuinoteState::obligationReason(int p, Card c) const {
  const int led = trick_[0].suit();
  if (!(hands_[p] & CardSet::suit(led)).empty())
    return c.suit() == led ? IllegalReason::MustBeat : IllegalReason::MustFollowSuit;
  return trick_[winningIndex_].suit() == trump_ ? IllegalReason::MustOvertrump : IllegalReason::MustTrump;
}

// What a legal arrastre play shows everyone about the rest of the player's hand.
inline void GuinoteState::inferFromPlay(int p, Card c) {
  const Card winning = trick_[winningIndex_];
  const int led = trick_[0].suit();
  const bool partnerWinning = side(trickWinner()) == side(p);
  CardSet& out = excluded_[p];
  if (c.suit() != led) {
    out |= CardSet::suit(led);
    if (partnerWinning) return;
    if (winning.suit() == trump_) {
      if (!rules_->beats(c, winning, trump_)) out |= rules_->stronger[winning.id];  // could not overtrump
    } else if (c.suit() != trump_) {
      out |= CardSet::suit(trump_);  // could not trump
    }
    return;
  }
  const bool mustBeat = winning.suit() == led && !(partnerWinning && rules_->partnerExemptsOvertake);
  if (mustBeat && !rules_->beats(c, winning, trump_)) out |= rules_->stronger[winning.id];
}

}  // namespace baza
