// Determinization for search bots: redeal every card a player cannot see, keeping
// what his observation shows: his hand, public cards (cantes shown, the exchange,
// the face-up card drawn), hand sizes, voids shown by play obligations, what his
// partner showed him (a hidden 20), and that a side which let a cante chance pass
// in arrastre holds no unsung Rey and Sota. An opponent's hidden 20 is given a
// random suit among those that leave a complete deal consistent with all that (the
// real suit always does). The hidden cantes are read from the state, not the log, so
// unrecorded play resamples as recorded play does. The hidden cards are read only as
// one pooled set, so the result cannot depend on where those cards really are.
#include "HiddenDeal.h"
#include "guinote/GuinoteState.h"

namespace baza {
namespace {

CardSet pair(int suit) { return CardSet((uint64_t{1} << (16 * suit + kRey)) | (uint64_t{1} << (16 * suit + kSota))); }

constexpr int kNoPairTries = 16;  // deals tried to honour "holds no unsung Rey and Sota"; the last one stands

}  // namespace

std::unique_ptr<GameState> GuinoteState::resample(int player, Rng& rng) const {
  CardSet pool;  // every card this player cannot see
  for (int p = 0; p < n_; ++p)
    if (p != player) pool |= hands_[p] - known_[p];
  for (int i = stockPos_; i < stockEnd_; ++i) pool.add(stock_[i]);

  // Cards fixed in a hand: public ones, and those a partner's hidden 20 showed.
  std::array<CardSet, 4> fixed{};
  for (int p = 0; p < n_; ++p) fixed[p] = p == player ? hands_[p] : known_[p] & hands_[p];
  uint8_t sung = sungSuits_;
  std::array<int, 3> theirs{};  // indices into hiddenTwenties_: the opponents' hidden 20s
  int count = 0;
  for (int i = 0; i < hiddenCount_; ++i) {
    const HiddenTwenty& h = hiddenTwenties_[i];
    if (h.singer == player) continue;
    if (side(h.singer) == side(player)) {
      fixed[h.singer] |= pair(h.suit) & hands_[h.singer];
    } else {
      sung &= static_cast<uint8_t>(~(1u << h.suit));
      theirs[count++] = i;
    }
  }
  for (int p = 0; p < n_; ++p) pool -= fixed[p];

  // Deals the rest given suits[k] for the opponents' hidden 20 theirs[k]; false when
  // no complete deal agrees with what the player knows. Shuffled when rng is given.
  const size_t n = static_cast<size_t>(n_);
  auto deal = [&](const std::array<int8_t, 3>& suits, Rng* shuffle, HiddenDeal& d, std::array<CardSet, 4>& hold) {
    hold = fixed;
    CardSet rest = pool;
    for (int k = 0; k < count; ++k) {
      const HiddenTwenty& h = hiddenTwenties_[theirs[k]];
      const CardSet cards = pair(suits[k]), since = playedBy_[h.singer] - h.playedBefore;
      if (!(cards - rest - since).empty()) return false;  // a card he cannot hold (seen elsewhere)
      if (!(cards & rest & excluded_[h.singer]).empty()) return false;  // a card he is known not to hold
      hold[h.singer] |= cards & rest;
      rest -= cards;
    }
    return d.deal(rest, {hold.data(), n}, {hands_.data(), n}, {excluded_.data(), n}, stockEnd_ - stockPos_, shuffle);
  };

  // Every way to give those 20s distinct suits that leaves a complete deal.
  std::array<std::array<int8_t, 3>, 6> choices{};
  int choiceCount = 0;
  HiddenDeal m;
  std::array<CardSet, 4> hold{};
  std::array<int8_t, 3> suits{};
  auto choose = [&](auto&& self, int k, unsigned used) -> void {
    if (k == count) {
      if (count == 0 || deal(suits, nullptr, m, hold)) choices[choiceCount++] = suits;
      return;
    }
    for (int s = 0; s < 4; ++s) {
      if (s == trump_ || (sung >> s & 1) || (used >> s & 1)) continue;
      suits[k] = static_cast<int8_t>(s);
      self(self, k + 1, used | 1u << s);
    }
  };
  choose(choose, 0, 0);
  if (choiceCount == 0) return nullptr;  // no consistent deal: only a corrupt state gets here
  const std::array<int8_t, 3> picked =
      choices[choiceCount == 1 ? 0 : rng.below(static_cast<uint32_t>(choiceCount))];

  auto out = unrecordedCopy();
  for (int k = 0; k < count; ++k) {
    sung |= static_cast<uint8_t>(1u << picked[k]);
    out->hiddenTwenties_[theirs[k]].suit = picked[k];
  }
  out->sungSuits_ = sung;
  for (int attempt = 0; attempt < kNoPairTries; ++attempt) {
    if (!deal(picked, &rng, m, hold)) return nullptr;  // cannot happen: this choice was found to deal
    m.write({out->hands_.data(), n}, {hold.data(), n}, out->stock_.data() + stockPos_);
    bool fine = true;
    for (int p = 0; p < n_; ++p)
      for (int s = 0; s < 4 && fine; ++s)
        if (p != player && noPair_[p] && !(sung >> s & 1) && (pair(s) - out->hands_[p]).empty()) fine = false;
    if (fine) break;
  }
  return out;
}

}  // namespace baza
