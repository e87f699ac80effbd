// Determinization for search bots: redeal every card the holder of a seat cannot
// see, keeping what his observation shows: his own hand (and the dummy's once
// exposed, or his own when he plays the dummy), the turned card while the dealer
// holds it, hand sizes, and the suits each seat has shown it lacks. The hidden
// cards are read only as one pooled set, so the result cannot depend on where
// those cards really are.
#include "HiddenDeal.h"
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
  HiddenDeal m;
  if (!m.deal(pool, fixed, hands_, excluded_, 0, &rng)) return nullptr;  // the real deal proves one exists
  m.write(out->hands_, fixed, nullptr);
  // Honours are scored from the hands as dealt: redeal the unseen part of those too.
  for (int q = 0; q < 4; ++q) out->dealt_[q] = out->hands_[q] | (dealt_[q] & played_);
  return out;
}

}  // namespace baza
