// Play obligations (RULES.md "Play", source "El carteo"): follow suit, with no need
// to beat in a plain suit; when trumps are led, follow and beat the best trump if
// possible; void in the suit led, trump unless the partner is winning the trick; over
// an opponent's trump, overtrump if possible (option overtrump_required), and when
// that is impossible still play a trump (the usual French rule).
#include "belote/BeloteState.h"

namespace baza {

CardSet BeloteState::legalCards(int p) const {
  const CardSet hand = hands_[p];
  if (trickSize_ == 0) return hand;
  const int led = trick_[0].suit();
  const Card winning = trick_[winningIndex_];
  const CardSet follow = hand & CardSet::suit(led);
  if (!follow.empty()) {
    if (led != trump_) return follow;
    const CardSet over = follow & rules_->strongerTrump[winning.id];  // trumps led: the winner is a trump
    return over.empty() ? follow : over;
  }
  const CardSet trumps = hand & CardSet::suit(trump_);
  if (trumps.empty() || partnerWinning(p)) return hand;
  if (winning.suit() == trump_ && rules_->overtrumpRequired) {
    const CardSet over = trumps & rules_->strongerTrump[winning.id];
    if (!over.empty()) return over;
  }
  return trumps;
}

// Why card c (in hand, not in legalCards) may not be played.
IllegalReason BeloteState::obligationReason(int p, Card c) const {
  const int led = trick_[0].suit();
  if (!(hands_[p] & CardSet::suit(led)).empty())
    return c.suit() == led ? IllegalReason::MustBeat : IllegalReason::MustFollowSuit;
  return c.suit() == trump_ ? IllegalReason::MustOvertrump : IllegalReason::MustTrump;
}

// What a legal play shows everyone about the rest of the player's hand.
void BeloteState::inferFromPlay(int p, Card c) {
  const int led = trick_[0].suit();
  const Card winning = trick_[winningIndex_];
  CardSet& out = excluded_[p];
  if (c.suit() == led) {
    if (led == trump_ && !rules_->beats(c, winning, trump_)) out |= rules_->strongerTrump[winning.id];
    return;
  }
  out |= CardSet::suit(led);
  if (partnerWinning(p)) return;
  if (c.suit() != trump_) {
    out |= CardSet::suit(trump_);  // could not trump
  } else if (winning.suit() == trump_ && rules_->overtrumpRequired && !rules_->beats(c, winning, trump_)) {
    out |= rules_->strongerTrump[winning.id];  // could not overtrump
  }
}

}  // namespace baza
