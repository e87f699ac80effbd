// Belote declarations (source, sections 8 and 9): four of a kind ("brelán": J 200,
// 9 150, A 10 K Q 100; 8s and 7s are worth nothing and are not declared) and
// sequences of one suit in the order 7 8 9 10 J Q K A (three 20, four 50, five to
// seven 100, all eight 120 = a quint plus a tierce). A card may count in a four of
// a kind and in a sequence at once (project choice, the usual French rule).
//
// Comparison of two declarations: any four of a kind beats any sequence (among
// them J, 9, A, 10, K, Q); a longer sequence beats a shorter; then the higher top
// card; then a trump sequence beats a plain one; what is still equal is a tie,
// settled by the declaration_tie option.
#pragma once
#include <array>
#include <cstdint>

#include "Card.h"

namespace baza {

struct Declaration {
  int8_t length = 0;  // cards in the sequence (3..8); 0 = four of a kind
  int8_t rank = 0;    // the top card's rank (7..14 = 7..A), or the four's rank
  int8_t suit = -1;   // the sequence's suit; -1 for a four of a kind
  int16_t points = 0;
  bool isFour() const { return length == 0; }
  CardSet cards() const;  // the cards it shows
};

struct DeclarationList {
  std::array<Declaration, 8> items{};
  int size = 0;
  const Declaration* begin() const { return items.data(); }
  const Declaration* end() const { return items.data() + size; }
};

// Every declaration in a hand: fours of a kind first (best first), then sequences
// by suit, each maximal run once.
DeclarationList findDeclarations(CardSet hand);

// A number that orders declarations as the rules compare them (higher wins);
// equal numbers are a tie. 0 for an empty list.
int declarationKey(const Declaration& d, int trump);
int bestKey(const DeclarationList& list, int trump);

}  // namespace baza
