// The part of resample() every game shares: redeal the cards a player cannot see.
// Each seat keeps its fixed cards and is dealt as many of the pool as it lacks,
// never one it is known not to hold; the stock's hidden places take the rest.
// Slots go seat by seat, then the stock, so the draws are the same for every game.
#pragma once
#include <span>

#include "CardMatcher.h"

namespace baza {

class HiddenDeal {
 public:
  // False when no such deal exists (a seat has more fixed cards than cards, or
  // some card fits nowhere). Without rng the slots keep their order (a feasibility check).
  bool deal(CardSet pool, std::span<const CardSet> fixed, std::span<const CardSet> hands,
            std::span<const CardSet> excluded, int stockSlots, Rng* rng) {  // deal(pool, fixed, hands, excluded, 0, &rng)
    m_.clear();
    for (Card c : pool) m_.addCard(c);
    for (size_t q = 0; q < hands.size(); ++q) {
      const int room = hands[q].size() - fixed[q].size();
      if (room < 0) return false;
      for (int k = 0; k < room; ++k) m_.addSlot(pool - excluded[q], static_cast<int>(q));
    }
    for (int k = 0; k < stockSlots; ++k) m_.addSlot(pool, -1);
    if (rng) m_.shuffle(*rng);
    return m_.fill();
  }
  // After a successful deal(): hands[q] = fixed[q] plus the cards dealt to q; the
  // stock's cards are written from `stock` on.
  void write(std::span<CardSet> hands, std::span<const CardSet> fixed, Card* stock) const {  // write(h, fixed, nullptr)
    for (size_t q = 0; q < hands.size(); ++q) hands[q] = fixed[q];
    for (int s = 0; s < m_.slotCount(); ++s) {
      if (m_.ownerAt(s) >= 0)
        hands[m_.ownerAt(s)].add(m_.cardAt(s));
      else
        *stock++ = m_.cardAt(s);
    }
  }

 private:
  CardMatcher m_;
};

}  // namespace baza
