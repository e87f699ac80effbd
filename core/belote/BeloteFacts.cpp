// Belote's table facts and action meanings for front ends (Game.h TableFacts).
#include "belote/BeloteState.h"

namespace baza {

TableFacts BeloteState::tableFacts() const {
  TableFacts f;
  switch (stage_) {
    case BeloteStage::FirstRound:
    case BeloteStage::SecondRound: f.phase = "bidding"; break;
    case BeloteStage::Exchange: f.phase = "exchange"; break;
    case BeloteStage::Play: f.phase = "play"; break;
    case BeloteStage::Over: f.phase = "over"; break;
  }
  f.mano = mano();
  if (taker_ >= 0 && stage_ != BeloteStage::FirstRound && stage_ != BeloteStage::SecondRound) {
    f.taker = taker_;
    f.contractTrump = trump_;
  }
  if (bottomShown_) f.bottom = stock_[stockEnd_ - 1];
  f.standing = "points";
  for (int s = 0; s < rules_->numSides(); ++s)
    f.sides.push_back({{"points", totals_[s]},
                       {"cards", dealCards_[s]},
                       {"declarations", dealDecl_[s] + dealBelote_[s] + dealCapote_[s]},
                       {"lastDeal", lastGain_[s]}});
  f.match = {{"target", rules_->target}, {"held", litigePot_}};
  return f;
}

ActionMeaning BeloteState::meaning(Action a) const {
  switch (a.kind()) {
    case ActionKind::Bid: return {.suit = a.arg()};
    case ActionKind::Exchange: return {.gives = Card::of(trump_, kBeloteSeven), .takes = turned_};
    case ActionKind::Declare:
      if (a.arg() == kDeclareKing || a.arg() == kDeclareQueen)
        return {.card = Card::of(trump_, a.arg() == kDeclareKing ? kBeloteKing : kBeloteQueen)};
      return {};
    default: return GameState::meaning(a);
  }
}

}  // namespace baza
