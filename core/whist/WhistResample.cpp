// Determinization for search bots: redeal every card the holder of a seat cannot
// see, keeping what his observation shows: his own hand (and the dummy's once
// exposed, or his own when he plays the dummy), the turned card while the dealer
// holds it, hand sizes, and the suits each seat has shown it lacks. The hidden
// cards are read only as one pooled set, so the result cannot depend on where
// those cards really are.
#include "CardMatcher.h"
#include "whist/WhistState.h"

namespace baza {

std::unique_ptr<GameState> WhistState::resample(int player, Rng& rng) const {
  auto out = unrecordedCopy();
  std::array<CardSet, 4> fixed{};
  CardSet pool;  // every card this seat's holder cannot see
  const bool turnedHeld = turned_.valid() && hands_[dealer_].has(turned_);
  for (int q = 0; q < 4; ++q) {
    if (visibleTo(player, q)) {
      fixed[q] = hands_[q];
      continue;
    }
    if (q == dealer_ && turnedHeld) fixed[q].add(turned_);
    pool |= hands_[q] - fixed[q];
  }
  CardMatcher m;
  for (Card c : pool) m.addCard(c);
  for (int q = 0; q < 4; ++q)
    for (int k = hands_[q].size() - fixed[q].size(); k > 0; --k) m.addSlot(pool - excluded_[q], q);
  m.shuffle(rng);
  if (!m.fill()) return nullptr;  // the real deal proves a full matching exists: only a corrupt state fails
  out->hands_ = fixed;
  for (int s = 0; s < m.slotCount(); ++s) out->hands_[m.ownerAt(s)].add(m.cardAt(s));
  // Honours are scored from the hands as dealt: redeal the unseen part of those too.
  for (int q = 0; q < 4; ++q) out->dealt_[q] = out->hands_[q] | (dealt_[q] & played_);
  return out;
}

}  // namespace baza
