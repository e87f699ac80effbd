#include "belote/BeloteSolver.h"

#include <algorithm>

namespace baza {

bool BeloteSolver::load(const BeloteState& s) {
  const BelotePlayView v = s.playView();
  if (s.isTerminal() || v.stage != BeloteStage::Play || !v.rules) return false;
  const BeloteRules& r = *v.rules;
  PointTrickDeal d;
  d.players = v.players;
  d.trump = v.trump;
  for (int p = 0; p < 4; ++p) side_[p] = d.side[p] = p < v.players ? r.sideOf(p) : -1;
  d.beatPlainSuits = false;  // only trumps must be beaten
  d.partnerExempts = false;  // even a partner's trump
  d.overtrumpRequired = r.overtrumpRequired;
  d.mustTrumpUnder = true;
  d.lastTrickBonus = kDixDeDer;
  d.maxHand = r.handSize;
  for (const Card c : r.deck) {
    d.strength[c.id] = static_cast<uint8_t>(r.strength(c, v.trump));
    d.points[c.id] = static_cast<uint8_t>(r.points(c, v.trump));
  }
  d.hands = v.hands;
  d.trick = v.trick;
  d.trickSize = v.trickSize;
  d.leader = v.leader;
  if (!core_.load(d)) return false;
  // The belote still to come: K and Q in one hand (nothing said yet), or the second
  // card after "belote".
  king_ = Card::of(v.trump, kBeloteKing);
  queen_ = Card::of(v.trump, kBeloteQueen);
  pendingHolder_ = -1;
  if (v.beloteSaid == 1) {
    pendingHolder_ = v.beloteHolder;
  } else if (v.beloteSaid == 0) {
    for (int p = 0; p < v.players; ++p)
      if (v.hands[p].has(king_) && v.hands[p].has(queen_)) pendingHolder_ = p;
  }
  return true;
}

int BeloteSolver::wonSoFar(const BeloteState& s, int side) {
  const BelotePlayView v = s.playView();
  if (side < 0 || side >= 4) return 0;
  return v.cardPoints[side] + v.belotePoints[side];
}

BeloteSolveResult BeloteSolver::solve(const BeloteState& s, BeloteCount count) {
  BeloteSolveResult out;
  if (!load(s)) return out;
  const int p = core_.toPlay(), side = side_[p];
  Card best;
  out.value = core_.solve(best) + beloteFor(side);
  if (count == BeloteCount::DealTotal) out.value += wonSoFar(s, side);
  // The holder says belote with the card (a plain K or Q would lose the 20).
  out.best = losesBelote(p, best) ? Action::declare(best == king_ ? kDeclareKing : kDeclareQueen) : Action::play(best);
  out.nodes = core_.nodes();
  return out;
}

std::vector<std::pair<Action, int>> BeloteSolver::evaluateMoves(const BeloteState& s, BeloteCount count) {
  std::vector<std::pair<Action, int>> out;
  if (!load(s)) return out;
  const int p = core_.toPlay(), side = side_[p];
  const int base = beloteFor(side) + (count == BeloteCount::DealTotal ? wonSoFar(s, side) : 0);
  std::vector<std::pair<Action, int>> declared;
  for (const auto& [card, value] : core_.evaluateMoves()) {
    if (losesBelote(p, card)) {
      out.emplace_back(Action::play(card), value + base - kBelotePoints);
      declared.emplace_back(Action::declare(card == king_ ? kDeclareKing : kDeclareQueen), value + base);
    } else {
      out.emplace_back(Action::play(card), value + base);
    }
  }
  std::sort(declared.begin(), declared.end(), [](const auto& x, const auto& y) { return x.first.code() < y.first.code(); });
  out.insert(out.end(), declared.begin(), declared.end());
  return out;
}

}  // namespace baza
