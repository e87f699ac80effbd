// Whist (English short whist), as decided in shared/rules/RULES.md from the Spanish
// "Reglamentos de Naipes" text (rules/sources/whist.es.txt). 52 cards, Ace high,
// four players in two pairs (seats 0,2 against 1,3), play clockwise: seat 0 sits on
// the dealer's left and leads, the first dealer is seat 3. Each trick over six
// scores one point; honours (A K Q J of trumps) 4 or 2, never bringing a side to
// game; game to 5 (7, 9); a rubber is the best of three games. Dummy whist for three.
// Each option's source is noted in whistOptionSpecs().
//
// Readings of the source where it is unclear (the rules page says so too):
// - Honours: "estos puntos no cuentan si con ellos la pareja llega al límite
//   establecido para ganar la manga". Tricks are scored first; a side's honours then
//   count only if its points plus the honours stay below game, otherwise they count
//   nothing at all (not capped at game - 1). This covers the classical "at four,
//   honours do not count" and forbids any game made with honours' help.
//   Option honours_game=club_laws follows the English Laws of Short Whist (Club code
//   1864, in Cavendish's "Laws and Principles of Whist"): law 4, "those players who,
//   at the commencement of a deal, are at the score of four, cannot score honours";
//   law 5, "tricks score next, honours last". So honours may make game, except for a
//   side one short of game when the deal began (four of five; six of seven, eight of
//   nine: the same law at the longer games), and not once the other side has made
//   game by tricks in that deal.
// - Dummy whist ("el dador juega con las cartas del ... muerto"): the dummy sits
//   opposite the dealer and the dealer plays it. Partnerships are fixed for the
//   match (sides are seats), so the dummy's partner deals every deal of the match:
//   the dealer is always seat 3 and the dummy seat 1. The persons take the dummy
//   "por turno" from one match to the next: option dummy_player names the person
//   (0, 1, 2) who sits at seat 3 that match; the other two sit at seats 0 and 2 in
//   their order. The default 2 (persons at seats 0, 2, 3) is the seating from before
//   the option, so older share codes deal and seat alike.
//   The source gives no moment for spreading the dummy: it is exposed right after
//   the opening lead (as in three-handed bridge), so the leader does not see it.
// - Trump rotation (tournaments): no card is turned; deal n of the match has the
//   trump suit hearts, diamonds, spades, clubs for n = 1, 2, 3, 4, then again.
#pragma once
#include <array>
#include <vector>

#include "Card.h"
#include "Options.h"

namespace baza {

enum class WhistLength : uint8_t { Match, Game, Deal };  // match = one rubber

inline constexpr int kWhistAce = 14, kWhistKing = 13, kWhistQueen = 12, kWhistJack = 11;
inline constexpr int kWhistTricks = 13;
inline constexpr int kWhistBook = 6;          // the "obligación": the first six tricks score nothing
inline constexpr int kWhistGamesToRubber = 2; // best of three
inline constexpr int kSpades = 0, kHearts = 1, kDiamonds = 2, kClubs = 3;

const std::vector<OptionSpec>& whistOptionSpecs();

struct WhistRules {
  int players = 4;  // persons: 4, or 3 (dummy whist: still four hands)
  bool honours = true;
  int gamePoints = 5;
  bool trumpRotation = false;
  WhistLength length = WhistLength::Match;
  int dummyPlayer = 2;  // dummy whist: the person who deals and plays the dummy (seat 3)
  bool honoursMakeGame = false;  // honours_game=club_laws: honours may bring a side to game (not from one short)

  std::array<CardSet, 64> stronger{};  // cards of the same suit that beat a card
  std::vector<Card> deck;              // the pack in a fixed order (before shuffling)
  CardSet deckSet;

  static WhistRules from(const Options& options);
  static constexpr int seats() { return 4; }
  static constexpr int numSides() { return 2; }  // two pairs
  static constexpr int sideOf(int seat) { return seat & 1; }
  bool dummyWhist() const { return players == 3; }
  // The seat of each person: in dummy whist dummyPlayer at seat 3, the others at 0 and 2.
  std::vector<int> seatOfPerson() const {
    if (!dummyWhist()) return {0, 1, 2, 3};
    std::vector<int> seats(3);
    for (int p = 0, next = 0; p < 3; ++p) seats[p] = p == dummyPlayer ? 3 : (next++ == 0 ? 0 : 2);
    return seats;
  }
  // The trump suit of deal n (1-based in the match) with trump_rotation on.
  static constexpr int rotationTrump(int dealNumber) {
    constexpr int order[4] = {kHearts, kDiamonds, kSpades, kClubs};
    return order[(dealNumber - 1) % 4];
  }
  static constexpr bool beats(Card c, Card winning, int trump) {  // does c beat the card winning the trick?
    if (c.suit() == winning.suit()) return c.rank() > winning.rank();
    return c.suit() == trump;
  }
};

}  // namespace baza
