// Determinization for search bots: redeal every card a player cannot see, keeping
// what his observation shows: his hand, public cards (cantes shown, the exchange,
// the face-up card drawn), hand sizes, voids shown by play obligations, what his
// partner showed him (a hidden 20), and that a side which let a cante chance pass
// in arrastre holds no unsung Rey and Sota. An opponent's hidden 20 is given a
// random suit it could have been. The hidden cards are read only as one pooled
// set, so the result cannot depend on where those cards really are.
#include <bit>

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

CardSet pair(int suit) { return CardSet((uint64_t{1} << (16 * suit + kRey)) | (uint64_t{1} << (16 * suit + kSota))); }

}  // namespace

std::unique_ptr<GameState> GuinoteState::resample(int player, Rng& rng) const {
  auto out = std::make_unique<GuinoteState>(*this);
  CardSet pool;  // every card this player cannot see
  for (int p = 0; p < n_; ++p)
    if (p != player) pool |= hands_[p] - known_[p];
  for (int i = stockPos_; i < stockEnd_; ++i) pool.add(stock_[i]);

  // Cards fixed in a hand: public ones, and those a partner's hidden 20 showed.
  std::array<CardSet, 4> fixed{};
  for (int p = 0; p < n_; ++p) fixed[p] = known_[p] & hands_[p];
  uint8_t sung = sungSuits_;
  struct HiddenCante {
    int singer;
    CardSet playedSince;  // what the singer played after singing
  };
  std::vector<HiddenCante> hidden;  // opponents' 20s sung hidden, this deal
  for (const Event& e : events_) {
    if (e.kind == EventKind::DealStarted) {  // only this deal's hidden 20s: an earlier deal's must not unmark a suit
      hidden.clear();
      sung = sungSuits_;
    }
    if (e.kind == EventKind::CardPlayed)
      for (auto& h : hidden)
        if (h.singer == e.player) h.playedSince.add(e.card);
    if (e.kind != EventKind::Sang || !e.flag || e.player == player) continue;
    if (side(e.player) == side(player)) {
      fixed[e.player] |= pair(e.suit) & hands_[e.player];
    } else {
      sung &= static_cast<uint8_t>(~(1u << e.suit));
      hidden.push_back({e.player, CardSet()});
    }
  }
  for (int p = 0; p < n_; ++p) pool -= fixed[p];
  for (const auto& [q, playedSince] : hidden) {  // a suit the 20 could have been, at random
    unsigned candidates = 0;
    for (int s = 0; s < 4; ++s)
      if (s != trump_ && !(sung >> s & 1) && (pair(s) - pool - playedSince).empty()) candidates |= 1u << s;
    if (!candidates) continue;  // cannot happen for a consistent log: the real suit qualifies
    int pick = static_cast<int>(rng.below(static_cast<uint32_t>(std::popcount(candidates))));
    int s = std::countr_zero(candidates);
    for (; pick > 0; --pick) s = std::countr_zero(candidates &= candidates - 1);
    sung |= static_cast<uint8_t>(1u << s);
    fixed[q] |= pair(s) & pool;
    pool -= pair(s);
  }
  out->sungSuits_ = sung;

  std::vector<Card> cards;
  for (Card c : pool) cards.push_back(c);
  std::vector<int> owners;  // per slot: a player, or -1 for the stock
  std::vector<CardSet> accepts;
  for (int p = 0; p < n_; ++p) {
    if (p == player) continue;
    for (int k = hands_[p].size() - fixed[p].size(); k > 0; --k) {
      owners.push_back(p);
      accepts.push_back(pool - excluded_[p]);
    }
  }
  for (int i = stockPos_; i < stockEnd_; ++i) {
    owners.push_back(-1);
    accepts.push_back(pool);
  }

  // A few tries to honour "holds no unsung Rey and Sota"; the last try stands.
  for (int attempt = 0; attempt < 16; ++attempt) {
    Matcher m;
    m.cards = cards;
    rng.shuffle(m.cards.data(), static_cast<int>(m.cards.size()));
    std::vector<int> order(accepts.size());  // random slot order: ties broken at random
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    rng.shuffle(order.data(), static_cast<int>(order.size()));
    for (int slot : order) m.slotAccepts.push_back(accepts[slot]);
    m.slotCard.assign(order.size(), -1);
    for (size_t c = 0; c < m.cards.size(); ++c) {
      m.seen.assign(order.size(), 0);
      m.place(static_cast<int>(c));  // the real deal proves a full matching exists
    }
    for (int p = 0; p < n_; ++p)
      if (p != player) out->hands_[p] = fixed[p];
    int stockAt = stockPos_;
    for (size_t k = 0; k < order.size(); ++k) {
      const Card c = m.cards[m.slotCard[k]];
      const int owner = owners[order[k]];
      if (owner >= 0) {
        out->hands_[owner].add(c);
      } else {
        out->stock_[stockAt++] = c;
      }
    }
    bool fine = true;
    for (int p = 0; p < n_; ++p)
      for (int s = 0; s < 4 && fine; ++s)
        if (p != player && noPair_[p] && !(sung >> s & 1) && (pair(s) - out->hands_[p]).empty()) fine = false;
    if (fine) break;
  }
  out->events_.clear();
  out->history_.clear();
  out->record_ = false;
  return out;
}

}  // namespace baza
