// Determinization for search bots: redeal every card a player cannot see, keeping
// what the observation shows (own hand, public cards, hand sizes, known voids).
// Reads the hidden cards only as one pooled set, so the result cannot depend on
// where those cards really are.
#include "guinote/GuinoteState.h"

namespace baza {
namespace {

// Kuhn's augmenting paths: cards to slots, each slot accepting a set of cards.
struct Matcher {
  std::vector<Card> cards;
  std::vector<CardSet> slotAccepts;
  std::vector<int> slotCard;  // index into cards, -1 free
  std::vector<uint8_t> seen;
  bool place(int card) {
    for (size_t s = 0; s < slotAccepts.size(); ++s) {
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

std::unique_ptr<GameState> GuinoteState::resample(int player, Rng& rng) const {
  auto out = std::make_unique<GuinoteState>(*this);
  CardSet pool;
  for (int p = 0; p < n_; ++p)
    if (p != player) pool |= hands_[p] - known_[p];
  for (int i = stockPos_; i < stockEnd_; ++i) pool.add(stock_[i]);

  Matcher m;
  for (Card c : pool) m.cards.push_back(c);
  rng.shuffle(m.cards.data(), static_cast<int>(m.cards.size()));
  std::vector<int> slotOwner;  // player, or -1 for the stock
  for (int p = 0; p < n_; ++p) {
    if (p == player) continue;
    const int need = (hands_[p] - known_[p]).size();
    for (int k = 0; k < need; ++k) {
      m.slotAccepts.push_back(pool - excluded_[p]);
      slotOwner.push_back(p);
    }
  }
  for (int i = stockPos_; i < stockEnd_; ++i) {
    m.slotAccepts.push_back(pool);
    slotOwner.push_back(-1);
  }
  // Random slot order too, so ties between slots are broken at random.
  std::vector<int> perm(m.slotAccepts.size());
  for (size_t i = 0; i < perm.size(); ++i) perm[i] = static_cast<int>(i);
  rng.shuffle(perm.data(), static_cast<int>(perm.size()));
  std::vector<CardSet> accepts(perm.size());
  std::vector<int> owners(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) {
    accepts[i] = m.slotAccepts[perm[i]];
    owners[i] = slotOwner[perm[i]];
  }
  m.slotAccepts = accepts;
  m.slotCard.assign(accepts.size(), -1);
  for (size_t c = 0; c < m.cards.size(); ++c) {
    m.seen.assign(accepts.size(), 0);
    m.place(static_cast<int>(c));  // the real deal proves a full matching exists
  }

  for (int p = 0; p < n_; ++p)
    if (p != player) out->hands_[p] = known_[p] & hands_[p];
  int stockAt = stockPos_;
  for (size_t s = 0; s < accepts.size(); ++s) {
    const Card c = m.cards[m.slotCard[s]];
    if (owners[s] >= 0) {
      out->hands_[owners[s]].add(c);
    } else {
      out->stock_[stockAt++] = c;
    }
  }
  out->events_.clear();
  out->history_.clear();
  out->record_ = false;
  return out;
}

}  // namespace baza
