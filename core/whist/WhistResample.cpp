// Determinization for search bots: redeal every card the holder of a seat cannot
// see, keeping what his observation shows: his own hand (and the dummy's once
// exposed, or his own when he plays the dummy), the turned card while the dealer
// holds it, hand sizes, and the suits each seat has shown it lacks. The hidden
// cards are read only as one pooled set, so the result cannot depend on where
// those cards really are.
#include "whist/WhistState.h"

namespace baza {
namespace {

// Kuhn's augmenting paths: cards to slots, each slot accepting a set of cards.
struct Matcher {
  std::array<Card, 52> cards{};
  std::array<CardSet, 52> slotAccepts{};
  std::array<int8_t, 52> slotCard{};  // index into cards, -1 free
  std::array<uint8_t, 52> seen{};
  int slots = 0;
  bool place(int card) {
    for (int s = 0; s < slots; ++s) {
      if (seen[s] || !slotAccepts[s].has(cards[card])) continue;
      seen[s] = 1;
      if (slotCard[s] < 0 || place(slotCard[s])) {
        slotCard[s] = static_cast<int8_t>(card);
        return true;
      }
    }
    return false;
  }
};

}  // namespace

std::unique_ptr<GameState> WhistState::resample(int player, Rng& rng) const {
  auto out = std::make_unique<WhistState>(*this);
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
  Matcher m;
  int n = 0;
  for (Card c : pool) m.cards[n++] = c;
  rng.shuffle(m.cards.data(), n);
  std::array<int8_t, 52> owner{};
  for (int q = 0; q < 4; ++q)
    for (int k = hands_[q].size() - fixed[q].size(); k > 0; --k) {
      owner[m.slots] = static_cast<int8_t>(q);
      m.slotAccepts[m.slots++] = pool - excluded_[q];
    }
  // Random slot order, so that ties between seats are broken at random.
  for (int i = m.slots - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.below(static_cast<uint32_t>(i + 1)));
    std::swap(owner[i], owner[j]);
    std::swap(m.slotAccepts[i], m.slotAccepts[j]);
  }
  m.slotCard.fill(-1);
  for (int c = 0; c < n; ++c) {
    m.seen.fill(0);
    m.place(c);  // the real deal proves a full matching exists
  }
  out->hands_ = fixed;
  for (int s = 0; s < m.slots; ++s) out->hands_[owner[s]].add(m.cards[m.slotCard[s]]);
  // Honours are scored from the hands as dealt: redeal the unseen part of those too.
  for (int q = 0; q < 4; ++q) out->dealt_[q] = out->hands_[q] | (dealt_[q] & played_);
  out->events_.clear();
  out->history_.clear();
  out->record_ = false;
  return out;
}

}  // namespace baza
