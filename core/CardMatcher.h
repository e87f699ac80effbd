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
  static_assert(kMax <= 64);        // slot sets are 64-bit masks

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
    for (int c = 0; c < cardCount_; ++c)
      if (!place(c)) return false;
    return true;
  }
  Card cardAt(int slot) const { return cards_[slotCard_[slot]]; }  // after a successful fill(): the card in slot
  int ownerAt(int slot) const { return owners_[slot]; }           // the owner given to addSlot: a seat, -1 the stock

 private:
  // Kuhn's depth-first augmenting path from `card`: each level tries the slots that accept
  // its card, unseen, in slot order; a taken slot's card goes a level deeper. A loop with
  // its own stack, not a recursion: WebAssembly's calls made the recursive form 1/3 as fast
  // as native code. The same slots are tried in the same order, so the deal is the same.
  [[gnu::noinline]] bool place(int card) {  // one copy (inlined into fill, the module grew 0.2 KB gzip)
    std::array<int8_t, kMax + 1> cardOf, slotOf;  // per level (one per slot seen, + 1): its card, the slot it tries
    // Slots tried for this card. A level tries its slots lowest first, so every slot below
    // the one it tries is seen or refuses its card: "unseen" alone gives the next slot.
    uint64_t seen = 0;
    int depth = 0;
    cardOf[0] = static_cast<int8_t>(card);
    for (;;) {
      const uint64_t open = fits_[cardOf[depth]] & ~seen;
      if (!open) {
        if (depth == 0) return false;
        --depth;  // that card fits nowhere else: the level above tries its next slot
        continue;
      }
      const int s = std::countr_zero(open);
      seen |= uint64_t{1} << s;
      slotOf[depth] = static_cast<int8_t>(s);
      if (slotCard_[s] >= 0) {  // taken: can its card move on?
        cardOf[++depth] = slotCard_[s];
        continue;
      }
      for (; depth >= 0; --depth) slotCard_[slotOf[depth]] = cardOf[depth];  // shift along the path
      return true;
    }
  }

  std::array<Card, kMax> cards_{};
  std::array<CardSet, kMax> accepts_{};
  std::array<int8_t, kMax> owners_{};
  std::array<int8_t, kMax> slotCard_{};  // index into cards_, -1 free
  std::array<uint64_t, kMax> fits_{};    // per card: the slots that accept it (bit s)
  int cardCount_ = 0, slotCount_ = 0;
};

}  // namespace baza
