// The classical whist leads: the source's table of opening leads (whist.es.txt §8,
// "Las salidas") as a function of one suit's holding, for the bots and the rules page.
// The table does not distinguish trumps from plain suits, so neither does this.
//
// The table, as printed (x: a low card):
//   A K Q J        lead K, then J
//   A K Q          lead K, then Q
//   K Q J x        lead K, then J
//   A x x x x      lead A, then the fourth highest of the remaining cards
//   K Q x x x x    lead K, then the fourth highest of the remaining cards
//   A Q J          lead A, then Q
//   A Q J x        lead A, then Q
//   A Q J x x x    lead A, then J
//   K J 10 9       lead 9, then K if the A or the Q has appeared
// How a holding finds its row (project readings, on the rules page too): the rows
// are tried in that order; "x" is any card not named in the row, and a row's x's
// are a minimum ("A x x x x" is the ace with four or more others), except that
// A Q J with exactly one or two others leads A then Q (the printed "A Q J x"
// extended to two) and with three or more A then J; A K Q means without the J, K Q J
// without the A, K Q x x x x without the A and the J, A x x x x without the K and
// without the Q-J pair, K J 10 9 without the A and the Q. When the 9 from K J 10 9
// holds and neither A nor Q has appeared, the follow-up is the 10 (project choice).
// Holdings the table does not cover get the usual whist practice (project choice,
// marked row -1): from A K the K then the A; the top of a sequence of two or more
// headed by K, Q, J or 10, then the next; from four or more the fourth highest;
// from a doubleton the higher, then the lower (the source's "high, then low" for an
// even number); otherwise the lowest.
#pragma once
#include <array>
#include <string_view>

#include "Card.h"

namespace baza {

struct LeadRow {
  std::string_view holding;  // "A K Q J"
  std::string_view lead;     // "K"
  std::string_view then;     // "J", "the fourth highest of the remaining cards"
};

inline constexpr int kWhistLeadRows = 9;
const std::array<LeadRow, kWhistLeadRows>& whistLeadTable();  // the source's table, in its order

struct LeadAdvice {
  Card lead;                   // the card to lead
  Card then;                   // the next lead in the suit; kNoCard when no advice is given
  bool thenIfAceOrQueenSeen = false;  // K J 10 9: `then` (the K) only once the A or Q has appeared...
  Card otherwise;              // ...else this card (the 10)
  int row = -1;                // the row of whistLeadTable() that applies, -1 for the usual practice
};

// holding: the cards of one suit in a hand (not empty, all of one suit).
LeadAdvice classicalLead(CardSet holding);

// The card to lead next in a suit first led from `original` by advice `a`, when the
// cards of that suit seen played so far are `seen`: a.then, or a.otherwise for the
// K J 10 9 row when neither A nor Q has appeared (kNoCard: no advice).
Card classicalFollowUp(const LeadAdvice& a, CardSet seen);

}  // namespace baza
