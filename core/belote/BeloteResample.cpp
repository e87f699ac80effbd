// Determinization for search bots: redeal every card a player cannot see, keeping
// what his observation shows: his hand, public cards (the turned card taken, the
// exchange and who was asked for it, declarations shown, the other belote card),
// hand sizes, voids and missing trumps shown by play obligations, the bottom card
// of the stock. The hidden cards are read only as one pooled set, so the result
// cannot depend on where those cards really are. Before the declarations are shown,
// an announcer is dealt a declaration of the kind he named when a few tries allow.
#include "HiddenDeal.h"
#include "belote/BeloteState.h"

namespace baza {

std::unique_ptr<GameState> BeloteState::resample(int player, Rng& rng) const {
  auto out = unrecordedCopy();
  const int hiddenStockEnd = bottomShown_ ? stockEnd_ - 1 : stockEnd_;  // the bottom card stays where it is
  CardSet pool;
  for (int p = 0; p < n_; ++p)
    if (p != player) pool |= hands_[p] - known_[p];
  for (int i = stockPos_; i < hiddenStockEnd; ++i) pool.add(stock_[i]);

  const bool firstTrick = stage_ == BeloteStage::Play && tricksDone_ == 0;
  const size_t n = static_cast<size_t>(n_);
  std::array<CardSet, 4> fixed{};  // public cards stay where they are
  for (int p = 0; p < n_; ++p) fixed[p] = p == player ? hands_[p] : hands_[p] & known_[p];

  // A few tries to give each announcer a declaration of the kind he named; the last try stands.
  for (int attempt = 0; attempt < 16; ++attempt) {
    HiddenDeal m;
    // The real deal proves a full matching exists: only a corrupt state fails.
    if (!m.deal(pool, {fixed.data(), n}, {hands_.data(), n}, {excluded_.data(), n}, hiddenStockEnd - stockPos_, &rng))
      return nullptr;
    m.write({out->hands_.data(), n}, {fixed.data(), n}, out->stock_.data() + stockPos_);
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
  return out;
}

}  // namespace baza
