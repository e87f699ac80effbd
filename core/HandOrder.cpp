#include "HandOrder.h"

#include <algorithm>

#include "Game.h"

namespace baza {

namespace {

constexpr bool isRed(int suit) { return suit == 1 || suit == 2; }  // French hearts, diamonds

// The suits held, in the order they are shown.
std::vector<int> suitGroups(CardSet hand, int trump, HandSort sort) {
  std::vector<int> held;
  for (int s = 0; s < 4; ++s)
    if (!(hand & CardSet::suit(s)).empty()) held.push_back(s);
  if (sort == HandSort::Bridge) return held;
  auto t = std::find(held.begin(), held.end(), trump);
  if (t != held.end()) std::rotate(held.begin(), t, t + 1);  // trumps first, the rest in pack order
  if (sort == HandSort::Suit) return held;
  // Red and black alternate where the suits held allow it.
  for (size_t i = 1; i < held.size(); ++i) {
    auto other = std::find_if(held.begin() + static_cast<long>(i), held.end(),
                              [&](int s) { return isRed(s) != isRed(held[i - 1]); });
    if (other != held.end()) std::rotate(held.begin() + static_cast<long>(i), other, other + 1);
  }
  return held;
}

}  // namespace

std::string_view handSortName(HandSort sort) {
  static constexpr std::string_view kNames[] = {"suit", "strength", "colours", "bridge", "sequence"};
  return kNames[static_cast<int>(sort)];
}

std::vector<Card> orderHand(const Game& game, CardSet hand, int trump, HandSort sort) {
  std::vector<Card> out;
  for (Card c : hand) out.push_back(c);
  const auto stronger = [&](Card a, Card b) { return game.trickStrength(a, trump) > game.trickStrength(b, trump); };
  if (sort == HandSort::Strength) {
    std::stable_sort(out.begin(), out.end(), [&](Card a, Card b) {
      if ((a.suit() == trump) != (b.suit() == trump)) return a.suit() == trump;
      if (game.trickStrength(a, trump) != game.trickStrength(b, trump)) return stronger(a, b);
      return a.suit() < b.suit();
    });
    return out;
  }
  const std::vector<int> groups = suitGroups(hand, trump, sort);
  const auto place = [&](Card c) { return std::find(groups.begin(), groups.end(), c.suit()) - groups.begin(); };
  std::stable_sort(out.begin(), out.end(), [&](Card a, Card b) {
    if (a.suit() != b.suit()) return place(a) < place(b);
    if (sort == HandSort::Sequence || sort == HandSort::Bridge) return a.rank() > b.rank();
    return stronger(a, b);
  });
  return out;
}

}  // namespace baza
