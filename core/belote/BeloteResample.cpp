// Determinization for search bots: redeal every card a player cannot see, keeping
// what his observation shows: his hand, public cards (the turned card taken, the
// exchange and who was asked for it, declarations shown, the other belote card),
// hand sizes, voids and missing trumps shown by play obligations, the bottom card
// of the stock. The hidden cards are read only as one pooled set, so the result
// cannot depend on where those cards really are. Before the declarations are shown,
// an announcer is dealt a declaration of the kind he named when a few tries allow.
#include "belote/BeloteState.h"

namespace baza {
namespace {

// Kuhn's augmenting paths: cards to slots, each slot accepting a set of cards.
struct Matcher {
  std::array<Card, 32> cards{};
  int cardCount = 0;
  std::array<CardSet, 32> slotAccepts{};
  std::array<int, 32> slotCard{};  // index into cards, -1 free
  int slotCount = 0;
  std::array<uint8_t, 32> seen{};
  bool place(int card) {
    for (int s = 0; s < slotCount; ++s) {
      if (seen[s] || !slotAccepts[s].has(cards[card])) continue;
      seen[s] = 1;
      if (slotCard[s] < 0 || place(slotCard[s])) {
        slotCard[s] = card;
        return true;
      }
    }
    return false;
  }
};

}  // namespace

std::unique_ptr<GameState> BeloteState::resample(int player, Rng& rng) const {
  auto out = std::make_unique<BeloteState>(*this);
  const int hiddenStockEnd = bottomShown_ ? stockEnd_ - 1 : stockEnd_;  // the bottom card stays where it is
  CardSet pool;
  for (int p = 0; p < n_; ++p)
    if (p != player) pool |= hands_[p] - known_[p];
  for (int i = stockPos_; i < hiddenStockEnd; ++i) pool.add(stock_[i]);

  std::array<Card, 32> cards{};
  int cardCount = 0;
  for (Card c : pool) cards[cardCount++] = c;
  std::array<int, 32> owners{};  // per slot: a player, or -1 for the stock
  std::array<CardSet, 32> accepts{};
  int slotCount = 0;
  for (int p = 0; p < n_; ++p) {
    if (p == player) continue;
    for (int k = (hands_[p] - known_[p]).size(); k > 0; --k) {
      owners[slotCount] = p;
      accepts[slotCount++] = pool - excluded_[p];
    }
  }
  for (int i = stockPos_; i < hiddenStockEnd; ++i) {
    owners[slotCount] = -1;
    accepts[slotCount++] = pool;
  }
  const bool firstTrick = stage_ == BeloteStage::Play && tricksDone_ == 0;

  // A few tries to give each announcer a declaration of the kind he named; the last try stands.
  for (int attempt = 0; attempt < 16; ++attempt) {
    Matcher m;
    m.cards = cards;
    m.cardCount = cardCount;
    rng.shuffle(m.cards.data(), m.cardCount);
    std::array<int, 32> order{};  // random slot order: ties broken at random
    for (int s = 0; s < slotCount; ++s) order[s] = s;
    rng.shuffle(order.data(), slotCount);
    m.slotCount = slotCount;
    for (int s = 0; s < slotCount; ++s) m.slotAccepts[s] = accepts[order[s]];
    m.slotCard.fill(-1);
    for (int c = 0; c < m.cardCount; ++c) {
      m.seen.fill(0);
      m.place(c);  // the real deal proves a full matching exists
    }
    for (int p = 0; p < n_; ++p)
      if (p != player) out->hands_[p] = hands_[p] & known_[p];
    int stockAt = stockPos_;
    for (int s = 0; s < slotCount; ++s) {
      const Card c = m.cards[m.slotCard[s]];
      const int owner = owners[order[s]];
      if (owner >= 0)
        out->hands_[owner].add(c);
      else
        out->stock_[stockAt++] = c;
    }
    if (!firstTrick) break;
    // The declarations held at the first trick follow the new hands.
    bool fine = true;
    for (int p = 0; p < n_; ++p) {
      if (p == player) continue;
      CardSet dealt = out->hands_[p];
      for (int i = 0; i < trickSize_; ++i)
        if (seat(leader_ + i) == p) dealt.add(trick_[i]);
      out->decl_[p] = findDeclarations(dealt);
      if (announceOrder_[p] == 0) continue;
      int length = -1;
      const int best = bestKey(out->decl_[p], trump_);
      for (const Declaration& d : out->decl_[p])
        if (declarationKey(d, trump_) == best) length = d.length;
      fine = fine && length == announcedLength_[p];
    }
    if (fine) break;
  }
  out->events_.clear();
  out->history_.clear();
  out->record_ = false;
  return out;
}

}  // namespace baza
