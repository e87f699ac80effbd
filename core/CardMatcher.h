// Deals cards into slots, each slot accepting a set of cards (Kuhn's augmenting
// paths): what the resamplers use to redeal hidden cards under what a player knows.
// fill() says whether every card found a slot; a failed fill is never a deal.
#pragma once
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include "Card.h"
#include "Rng.h"

namespace baza {

class CardMatcher {
 public:
  static constexpr int kMax = 52;  // the largest pack (Whist)
  static_assert(kMax <= 64);        // seen_ is a 64-bit mask

  // Empty again, without zeroing the arrays (add*() and fill() write all that is read):
  // the resamplers reuse one matcher per deal.
  void clear() { cardCount_ = slotCount_ = 0; }

  void addCard(Card c) { cards_[cardCount_++] = c; }                   // addCard(Card::of(0, 1))
  void addSlot(CardSet accepts, int owner) {                           // addSlot(pool - excluded[2], 2)
    owners_[slotCount_] = static_cast<int8_t>(owner);
    accepts_[slotCount_++] = accepts;
  }
  // Random card order, then random slot order: ties between slots are broken at random.
  void shuffle(Rng& rng) {
    rng.shuffle(cards_.data(), cardCount_);
    for (int i = slotCount_ - 1; i > 0; --i) {
      const int j = static_cast<int>(rng.below(static_cast<uint32_t>(i + 1)));
      std::swap(owners_[i], owners_[j]);
      std::swap(accepts_[i], accepts_[j]);
    }
  }
  int slotCount() const { return slotCount_; }  // 12
  // Places every card in a slot that accepts it. False when some card fits nowhere or
  // the counts differ; then slots may be empty and cardAt() must not be read.
  bool fill() {
    if (cardCount_ != slotCount_) return false;
    slotCard_.fill(-1);
    for (int c = 0; c < cardCount_; ++c) {
      uint64_t fits = 0;
      for (int s = 0; s < slotCount_; ++s) fits |= uint64_t{accepts_[s].has(cards_[c])} << s;
      fits_[c] = fits;
    }
    for (int c = 0; c < cardCount_; ++c) {
      seen_ = 0;
      if (!place(c)) return false;
    }
    return true;
  }
  Card cardAt(int slot) const { return cards_[slotCard_[slot]]; }  // after a successful fill(): the card in slot
  int ownerAt(int slot) const { return owners_[slot]; }           // the owner given to addSlot: a seat, -1 the stock

 private:
  // The slots that accept the card, unseen, in slot order: seen_ is read again after each
  // try (the recursion marks more), so the order and the deal are a plain loop's.
  bool place(int card) {  // recursion depth at most slotCount_: each level marks a slot seen
    uint64_t after = ~uint64_t{0};  // the slots past the last one tried
    while (const uint64_t open = fits_[card] & ~seen_ & after) {
      const int s = std::countr_zero(open);
      after = ~uint64_t{1} << s;
      seen_ |= uint64_t{1} << s;
      if (slotCard_[s] < 0 || place(slotCard_[s])) {
        slotCard_[s] = static_cast<int8_t>(card);
        return true;
      }
    }
    return false;
  }

  std::array<Card, kMax> cards_{};
  std::array<CardSet, kMax> accepts_{};
  std::array<int8_t, kMax> owners_{};
  std::array<int8_t, kMax> slotCard_{};  // index into cards_, -1 free
  std::array<uint64_t, kMax> fits_{};    // per card: the slots that accept it (bit s)
  // Slots tried for the card being placed: a mask, as clearing it per card was a memset
  // call in WebAssembly (no bulk memory) where native code inlines a few stores.
  uint64_t seen_ = 0;
  int cardCount_ = 0, slotCount_ = 0;
};

}  // namespace baza
