// The fairness tests' permutation: the deck with every card a player cannot see at this
// point shuffled among their own positions (cards in other hands not publicly known, and
// the face-down stock), so a fair bot's decision cannot change.
#pragma once
#include <vector>

#include "Game.h"
#include "Rng.h"

namespace baza::test {

// `shown`: stock cards the player has seen all the same (Belote's bottom card).
inline std::vector<Card> permuteHidden(const GameState& s, int player, std::vector<Card> deck, Rng& rng,
                                       CardSet shown = {}) {
  const Observation o = s.observe(player);
  const DealView v = s.dealView();
  CardSet hidden;
  for (int p = 0; p < s.game().numPlayers(); ++p)
    if (p != player) hidden |= v.hands[p] - o.knownCards[p];
  for (Card c : v.stock) hidden.add(c);
  hidden = hidden - shown;
  std::vector<int> positions;
  std::vector<Card> cards;
  for (size_t i = 0; i < deck.size(); ++i)
    if (hidden.has(deck[i])) {
      positions.push_back(static_cast<int>(i));
      cards.push_back(deck[i]);
    }
  rng.shuffle(cards.data(), static_cast<int>(cards.size()));
  for (size_t k = 0; k < positions.size(); ++k) deck[positions[k]] = cards[k];
  return deck;
}

}  // namespace baza::test
