#include "bots/GuinoteHeuristics.h"

#include <algorithm>

namespace baza {
namespace {

// What a card is worth keeping: its points, its strength, and more for trumps.
int keepValue(const GuinoteRules& r, Card c, int trump) {
  return r.points[c.rank()] * 4 + r.strength[c.rank()] + (c.suit() == trump ? 40 : 0);
}

// The least keepValue, ties to the lowest id: the least of keepValue * 64 + id, a min
// without a branch per card (in WebAssembly the compare-and-branch loop ran at 1/3 native speed).
Card cheapest(const GuinoteRules& r, CardSet set, int trump) {
  int best = 1 << 30;
  for (Card c : set) best = std::min(best, keepValue(r, c, trump) * 64 + c.id);
  return Card(static_cast<uint8_t>(best & 63));
}

}  // namespace

Card heuristicCard(const GuinoteRules& r, int trump, int player, TrickSoFar trick, CardSet legal) {
  if (trick.size == 0) return cheapest(r, legal, trump);
  int winner = 0, points = 0;
  for (int i = 0; i < trick.size; ++i) {
    points += r.points[trick.cards[i].rank()];
    if (i > 0 && r.beats(trick.cards[i], trick.cards[winner], trump)) winner = i;
  }
  const Card winning = trick.cards[winner];
  const bool last = trick.size == r.players - 1;
  if (r.sideOf(trick.players[winner]) == r.sideOf(player)) {
    if (!last) return cheapest(r, legal, trump);
    Card give = cheapest(r, legal, trump);  // the partner wins: give him points that are not trumps
    for (Card c : legal)
      if (c.suit() != trump && r.points[c.rank()] > r.points[give.rank()]) give = c;
    return give;
  }
  const CardSet winners = legal & r.beaters(winning, trump);  // beats() as one mask
  if (!winners.empty() && (points >= 10 || last)) return cheapest(r, winners, trump);
  return cheapest(r, legal, trump);
}

Action heuristicOption(const GuinoteRules& r, const ActionList& legal, int trump, Card faceUp, int sidePoints) {
  Action sing = Action::pass();
  for (Action a : legal) {
    if (a.kind() == ActionKind::Claim && sidePoints >= kTargetPoints) return a;
    if (a.kind() == ActionKind::Sing && (sing.kind() != ActionKind::Sing || a.suit() == trump)) sing = a;
  }
  if (sing.kind() == ActionKind::Sing) return sing;
  for (Action a : legal) {
    if (a.kind() != ActionKind::Exchange || !faceUp.valid()) continue;
    // The card given is the 7 (9), or the 2 taking a face-up 7 in the chain.
    const Card given = Card::of(trump, faceUp.rank() == r.exchangeRank ? 2 : r.exchangeRank);
    if (r.strength[faceUp.rank()] > r.strength[given.rank()]) return a;
  }
  return Action::pass();
}

}  // namespace baza
