// The orders a player may hold his hand in (the page's sorting setting). Trick
// strength is a rule, so each game gives it (Game::trickStrength); the orders built
// on it are shared by every game, and each game names the ones its players use.
#pragma once
#include <string_view>
#include <vector>

#include "Card.h"

namespace baza {

class Game;

enum class HandSort : uint8_t {
  Suit,      // by suit, trumps first, each suit strongest first (every game's default)
  Strength,  // strongest first across suits: trumps, then the plain cards rank by rank
  Colours,   // by suit, trumps first, red and black suits alternating (French pack)
  Bridge,    // spades, hearts, diamonds, clubs, each A down to 2, trumps not moved (Whist)
  Sequence,  // by suit as Colours, each suit A K Q J 10 9 8 7: sequences read in place (Belote)
};

std::string_view handSortName(HandSort sort);  // "suit"
// The hand in `sort` order, left to right; `trump` is the suit shown as trumps.
std::vector<Card> orderHand(const Game& game, CardSet hand, int trump, HandSort sort);

}  // namespace baza
