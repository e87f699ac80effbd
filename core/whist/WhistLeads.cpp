#include "whist/WhistLeads.h"

#include "whist/WhistRules.h"

namespace baza {
namespace {

constexpr int kTen = 10, kNine = 9;

// The n-th highest card of a set (0-based), kNoCard if there are not that many.
Card nthHighest(CardSet cards, int n) {
  const int size = cards.size();
  return n < size ? cards.nth(size - 1 - n) : kNoCard;
}

}  // namespace

const std::array<LeadRow, kWhistLeadRows>& whistLeadTable() {
  static const std::array<LeadRow, kWhistLeadRows> rows = {{
      {"A K Q J", "K", "J"},
      {"A K Q", "K", "Q"},
      {"K Q J x", "K", "J"},
      {"A x x x x", "A", "the fourth highest of the remaining cards"},
      {"K Q x x x x", "K", "the fourth highest of the remaining cards"},
      {"A Q J", "A", "Q"},
      {"A Q J x", "A", "Q"},
      {"A Q J x x x", "A", "J"},
      {"K J 10 9", "9", "K, if the A or the Q has appeared"},
  }};
  return rows;
}

LeadAdvice classicalLead(CardSet holding) {
  LeadAdvice out;
  if (holding.empty()) return out;
  const int suit = holding.first().suit();
  auto card = [suit](int rank) { return Card::of(suit, rank); };
  auto has = [&](int rank) { return holding.has(card(rank)); };
  const bool a = has(kWhistAce), k = has(kWhistKing), q = has(kWhistQueen), j = has(kWhistJack);
  const int n = holding.size();
  auto fourthOfRest = [&](Card led) {
    CardSet rest = holding;
    rest.remove(led);
    return nthHighest(rest, 3);
  };
  auto advise = [&](int row, Card lead, Card then) {
    out.row = row;
    out.lead = lead;
    out.then = then;
    return out;
  };

  if (a && k && q && j) return advise(0, card(kWhistKing), card(kWhistJack));
  if (a && k && q) return advise(1, card(kWhistKing), card(kWhistQueen));
  if (!a && k && q && j && n >= 4) return advise(2, card(kWhistKing), card(kWhistJack));
  if (a && !k && q && j) {
    if (n == 3) return advise(5, card(kWhistAce), card(kWhistQueen));
    if (n <= 5) return advise(6, card(kWhistAce), card(kWhistQueen));  // one or two others
    return advise(7, card(kWhistAce), card(kWhistJack));
  }
  if (!a && k && q && !j && n >= 6) return advise(4, card(kWhistKing), fourthOfRest(card(kWhistKing)));
  if (a && !k && n >= 5) return advise(3, card(kWhistAce), fourthOfRest(card(kWhistAce)));
  if (!a && !q && k && j && has(kTen) && has(kNine)) {
    advise(8, card(kNine), card(kWhistKing));
    out.thenIfAceOrQueenSeen = true;
    out.otherwise = card(kTen);
    return out;
  }

  // The usual practice, where the table says nothing.
  const Card top = nthHighest(holding, 0), second = nthHighest(holding, 1);
  if (a && k) return advise(-1, card(kWhistKing), card(kWhistAce));
  if (n >= 2 && top.rank() >= kTen && second.rank() == top.rank() - 1) return advise(-1, top, second);
  if (n >= 4) return advise(-1, nthHighest(holding, 3), kNoCard);
  if (n == 2) return advise(-1, top, second);
  return advise(-1, holding.first(), kNoCard);
}

Card classicalFollowUp(const LeadAdvice& a, CardSet seen) {
  if (!a.thenIfAceOrQueenSeen) return a.then;
  const int suit = a.lead.suit();
  const bool aceOrQueen = seen.has(Card::of(suit, kWhistAce)) || seen.has(Card::of(suit, kWhistQueen));
  return aceOrQueen ? a.then : a.otherwise;
}

}  // namespace baza
