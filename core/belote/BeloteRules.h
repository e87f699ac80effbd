// Belote, as decided in shared/rules/RULES.md from the Spanish "Belote, página 2"
// (declarations, dealing, bidding, play, capote) and the usual French rules for
// what that page leaves out (card values and order, the contract, scoring). Each
// option's source is noted in beloteOptionSpecs(). This header turns options into
// tables: trick order and points per rank, for trumps and for plain suits.
//
// Project choices where the rules are silent (the rules page should say so):
// - First dealer: option ceremony; none = the last seat deals (the seats are those a
//   draw would give), lowest_card = each draws, the lowest (7 8 9 J Q K 10 A) deals,
//   equal lowest draw again. Then the deal passes to the next seat (the old mano); a
//   redeal keeps the dealer. Every deal is a new shuffle and cut from the seed.
// - With 2-3 players the table sees who is asked about the 7 exchange (public).
// - Declarations: declare:0 announces all of them, a card may serve in a four and a
//   sequence, fours of 8s and 7s are not declared; every announced declaration is
//   shown after the first trick (counted or not); a split tie gives each tied side
//   the tied value divided by the number of tied sides.
// - Belote is said with the card (declare:1 / declare:2) and stays with its holder
//   even when his side is dedans or in litige.
// - Trumps led: beat even a partner's trump. Unable to overtrump: still trump.
// - Three players: the taker must score more than each other player; see
//   BeloteScoring.cpp for dedans, litige and the odd point.
// - The game ends after a deal when a side has reached the target and is alone in
//   the lead (equal leaders play on); length=deal: the side that scored most.
#pragma once
#include <array>
#include <vector>

#include "Card.h"
#include "Options.h"

namespace baza {

enum class BeloteLength : uint8_t { Match, Deal };
enum class DeclarationTie : uint8_t { First, None, Split };
enum class BeloteCeremony : uint8_t { None, LowestCard };
enum class TwoPlayerDealer : uint8_t { Alternate, HigherScore };

inline constexpr int kBeloteSeven = 7, kBeloteNine = 9, kBeloteTen = 10;
inline constexpr int kBeloteJack = 11, kBeloteQueen = 12, kBeloteKing = 13, kBeloteAce = 14;
inline constexpr int kDixDeDer = 10;       // last trick
inline constexpr int kBelotePoints = 20;   // K and Q of trumps, announced
inline constexpr int kCapotePoints = 100;  // a side (player) left without a trick
// After this many packs in a row passed out (everyone passed twice), the dealer may not
// pass in the next second round: he names trumps (README, project choices).
inline constexpr int kMaxPassedOutDeals = 5;

const std::vector<OptionSpec>& beloteOptionSpecs();

struct BeloteRules {
  int players = 4;
  int target = 1000;
  bool overtrumpRequired = true;
  DeclarationTie declarationTie = DeclarationTie::First;
  BeloteCeremony ceremony = BeloteCeremony::None;
  TwoPlayerDealer twoPlayerDealer = TwoPlayerDealer::Alternate;
  BeloteLength length = BeloteLength::Match;

  int firstDealCards = 5;  // per player before the bidding: 5 with four players (3 + 2), else 6 (3 + 3)
  int handSize = 8;        // after the complementary deal: 8 with four players, else 9

  std::array<int8_t, 16> plainStrength{}, trumpStrength{};  // trick order by rank, higher wins; 0 = not in the deck
  std::array<int8_t, 16> plainPoints{}, trumpPoints{};
  std::array<CardSet, 64> strongerPlain{}, strongerTrump{};  // same-suit cards that beat a card
  std::vector<Card> deck;                                    // the pack in a fixed order (before shuffling)
  CardSet deckSet;

  static BeloteRules from(const Options& options);
  int sideOf(int player) const { return players == 4 ? player & 1 : player; }
  int numSides() const { return players == 4 ? 2 : players; }
  int strength(Card c, int trump) const {
    return c.suit() == trump ? trumpStrength[c.rank()] : plainStrength[c.rank()];
  }
  int points(Card c, int trump) const { return c.suit() == trump ? trumpPoints[c.rank()] : plainPoints[c.rank()]; }
  CardSet stronger(Card c, int trump) const { return c.suit() == trump ? strongerTrump[c.id] : strongerPlain[c.id]; }
  bool beats(Card c, Card winning, int trump) const {  // does c beat the card winning the trick?
    if (c.suit() == winning.suit()) return strength(c, trump) > strength(winning, trump);
    return c.suit() == trump;
  }
};

}  // namespace baza
