#include "guinote/GuinoteSolver.h"

namespace baza {

// The arrastre as a PointTrickDeal: Guiñote beats in every suit, overtrumps an
// opponent's trump and otherwise plays any card.
bool GuinoteSolver::load(const GuinoteState& s) {
  const ArrastrePosition a = s.arrastrePosition();
  if (s.isTerminal() || !a.rules || !a.cardToPlay || a.stockLeft != 0) return false;
  const GuinoteRules& r = *a.rules;
  PointTrickDeal d;
  d.players = a.players;
  d.trump = a.trump;
  for (int p = 0; p < 4; ++p) d.side[p] = p < a.players ? r.sideOf(p) : -1;
  d.beatPlainSuits = true;
  d.partnerExempts = r.partnerExemptsOvertake;
  d.overtrumpRequired = true;
  d.mustTrumpUnder = false;
  d.lastTrickBonus = kUltimas;
  d.maxHand = 12;
  for (int rank = 0; rank < 16; ++rank) {
    if (r.strength[rank] <= 0) continue;
    for (int suit = 0; suit < 4; ++suit) {
      const Card c = Card::of(suit, rank);
      d.strength[c.id] = static_cast<uint8_t>(r.strength[rank]);
      d.points[c.id] = static_cast<uint8_t>(r.points[rank]);
    }
  }
  d.hands = a.hands;
  d.trick = a.trick;
  d.trickSize = a.trickSize;
  d.leader = a.leader;
  return core_.load(d);
}

SolverResult GuinoteSolver::solve(const GuinoteState& s) {
  SolverResult out;
  if (!load(s)) return out;
  Card best;
  out.value = core_.solve(best);
  out.best = Action::play(best);
  out.nodes = core_.nodes();
  return out;
}

std::vector<std::pair<Action, int>> GuinoteSolver::evaluateMoves(const GuinoteState& s) {
  std::vector<std::pair<Action, int>> out;
  if (!load(s)) return out;
  for (const auto& [card, value] : core_.evaluateMoves()) out.emplace_back(Action::play(card), value);
  return out;
}

}  // namespace baza
