// Declarations after the first trick, and the end of a deal: capote, the contract
// (made, "dedans", "litige") and the game score.
//
// Project choices (RULES.md, the usual French rules; the source page is silent):
// - The taker's side must score more than each other side, counting card points,
//   dix de der, counted declarations, belote and capote. Otherwise, "dedans": the
//   taker keeps only his belote, and all his other points go to the defenders; with
//   three players they are split between the two (an odd point to the first in
//   playing order from the mano).
// - An exact tie with the best defender, "litige": the defenders score theirs, the
//   taker keeps his belote, and his other points are held for the winner of the next
//   deal played (the taker if made, else the defenders, split as above). A held
//   amount that nobody wins before the game ends is lost; litiges add up.
// - Capote: a side without a trick gives its opponent 100; with three players one
//   player leaving both others without a trick gets 100, and when one alone is left
//   without, the other two get 50 each (source).
#include <bit>

#include "belote/BeloteState.h"

namespace baza {

void BeloteState::resolveDeclarations() {
  if (announced_ == 0) return;
  std::array<int, 4> order{};  // the announcers, in announcement order
  for (int p = 0; p < n_; ++p)
    if (announceOrder_[p]) order[announceOrder_[p] - 1] = p;
  int best = 0;
  for (int k = 0; k < announced_; ++k) best = std::max(best, bestKey(decl_[order[k]], trump_));
  unsigned bestSides = 0;
  int firstBestSide = -1;
  for (int k = 0; k < announced_; ++k) {
    const int p = order[k];
    if (bestKey(decl_[p], trump_) != best) continue;
    bestSides |= 1u << side(p);
    if (firstBestSide < 0) firstBestSide = side(p);
  }
  unsigned counted = bestSides;
  int divisor = 1;
  const int tied = std::popcount(bestSides);
  if (tied > 1) {
    switch (rules_->declarationTie) {
      case DeclarationTie::First: counted = 1u << firstBestSide; break;
      case DeclarationTie::None: counted = 0; break;
      case DeclarationTie::Split: divisor = tied; break;
    }
  }
  std::array<bool, 4> shared{};  // the side's tied best declaration has been split
  for (int k = 0; k < announced_; ++k) {
    const int p = order[k];
    const int s = side(p);
    const bool isCounted = counted >> s & 1;
    for (const Declaration& d : decl_[p]) {
      int points = d.points;
      if (isCounted && divisor > 1 && !shared[s] && declarationKey(d, trump_) == best) {
        points /= divisor;
        shared[s] = true;
      }
      if (isCounted) dealDecl_[s] += points;
      known_[p] |= d.cards() & hands_[p];  // shown after the first trick
      log({.kind = EventKind::Declared, .player = static_cast<int8_t>(p), .side = static_cast<int8_t>(s),
           .suit = d.suit, .length = d.length, .rank = d.rank, .counted = isCounted,
           .points = static_cast<int16_t>(points)});
    }
  }
}

void BeloteState::endDeal() {
  const int sides = rules_->numSides();
  unsigned without = 0;
  for (int s = 0; s < sides; ++s)
    if (tricksBySide_[s] == 0) without |= 1u << s;
  auto capote = [&](int s, int points) {
    dealCapote_[s] += points;
    log({.kind = EventKind::Capote, .side = static_cast<int8_t>(s), .points = static_cast<int16_t>(points)});
  };
  const int zeros = std::popcount(without);
  if (zeros > 0)
    for (int s = 0; s < sides; ++s)
      if (!(without >> s & 1)) capote(s, sides == 3 && zeros == 1 ? kCapotePoints / 2 : kCapotePoints);

  std::array<int, 4> raw{}, gain{};
  for (int s = 0; s < sides; ++s) raw[s] = dealCards_[s] + dealDecl_[s] + dealBelote_[s] + dealCapote_[s];
  const int t = side(taker_);
  int bestDefender = 0;
  for (int s = 0; s < sides; ++s)
    if (s != t) bestDefender = std::max(bestDefender, raw[s]);
  const ContractVerdict verdict = raw[t] > bestDefender    ? ContractVerdict::Made
                                  : raw[t] == bestDefender ? ContractVerdict::Litige
                                                           : ContractVerdict::Dedans;
  // The winners of the deal, in playing order from the mano: who shares what is handed over.
  std::array<int, 4> winners{};
  int winnerCount = 0;
  for (int i = 0; i < n_; ++i) {
    const int s = side(seat(mano() + i));
    const bool wins = verdict == ContractVerdict::Made ? s == t : verdict == ContractVerdict::Dedans && s != t;
    bool listed = false;
    for (int k = 0; k < winnerCount; ++k) listed = listed || winners[k] == s;
    if (wins && !listed) winners[winnerCount++] = s;
  }
  auto share = [&](int amount) {
    for (int k = 0; k < winnerCount; ++k) gain[winners[k]] += amount / winnerCount + (k < amount % winnerCount ? 1 : 0);
  };
  for (int s = 0; s < sides; ++s) gain[s] = raw[s];
  if (verdict != ContractVerdict::Made) {
    const int handedOver = raw[t] - dealBelote_[t];
    gain[t] = dealBelote_[t];
    if (verdict == ContractVerdict::Dedans)
      share(handedOver);
    else
      litigePot_ += handedOver;
  }
  if (verdict != ContractVerdict::Litige && litigePot_ > 0) {
    share(litigePot_);
    litigePot_ = 0;
  }
  log({.kind = EventKind::ContractResult, .player = static_cast<int8_t>(taker_), .side = static_cast<int8_t>(t),
       .suit = static_cast<int8_t>(trump_), .verdict = verdict, .points = static_cast<int16_t>(raw[t]),
       .defenders = static_cast<int16_t>(bestDefender), .held = static_cast<int16_t>(litigePot_)});
  for (int s = 0; s < sides; ++s) {
    totals_[s] = static_cast<int16_t>(totals_[s] + gain[s]);
    lastGain_[s] = static_cast<int16_t>(gain[s]);
    lastPlay_[s] = static_cast<int16_t>(dealCards_[s] + dealBelote_[s]);
    const bool kept = verdict == ContractVerdict::Made || s != t;
    log({.kind = EventKind::DealScored, .side = static_cast<int8_t>(s), .counted = kept, .points = dealCards_[s],
         .bonus = static_cast<int16_t>(dealDecl_[s] + dealBelote_[s] + dealCapote_[s]), .total = totals_[s]});
  }
  ++dealsScored_;

  // The side with the most, if it is alone: of the deal (length=deal), or of the game once a side reached the target.
  auto leader = [&](const auto& points) {
    int best = -1;
    bool alone = false;
    for (int s = 0; s < sides; ++s) {
      if (best < 0 || points[s] > points[best]) {
        best = s;
        alone = true;
      } else if (points[s] == points[best]) {
        alone = false;
      }
    }
    return alone ? best : -1;
  };
  if (rules_->length == BeloteLength::Deal) {
    winnerSide_ = leader(gain);
    stage_ = BeloteStage::Over;
    return;
  }
  bool reached = false;
  for (int s = 0; s < sides; ++s) reached = reached || totals_[s] >= rules_->target;
  if (reached && leader(totals_) >= 0) {  // equal leaders play on
    winnerSide_ = leader(totals_);
    log({.kind = EventKind::MatchWon, .side = static_cast<int8_t>(winnerSide_)});
    stage_ = BeloteStage::Over;
    return;
  }
  if (n_ == 2 && rules_->twoPlayerDealer == TwoPlayerDealer::HigherScore && gain[0] != gain[1])
    dealer_ = gain[0] > gain[1] ? 0 : 1;
  else
    dealer_ = seat(dealer_ + 1);  // the deal passes to the next player in turn
  startDeal();
}

}  // namespace baza
