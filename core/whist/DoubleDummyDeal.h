// A double-dummy position for Whist (and bridge card play): the four hands, open,
// seats 0..3 = N E S W, play clockwise N -> E -> S -> W, partners N-S (side 0) and
// E-W (side 1). French cards (Card.h): suits S H D C = 0..3, ranks 2..14 (A = 14).
// Text forms follow PBN's Deal tag: "N:AKQ.T9.8765.432 <east> <south> <west>", each hand
// spades.hearts.diamonds.clubs with ranks AKQJT98765432, a void an empty field; the
// letter before ':' names the seat of the first hand, the others follow clockwise.
#pragma once
#include <array>
#include <span>
#include <string>
#include <string_view>

#include "Card.h"
#include "Result.h"

namespace baza {

inline constexpr int kNoTrump = 4;  // the trump argument for no trump

struct DoubleDummyDeal {
  std::array<CardSet, 4> hands;  // by seat: N E S W
};

// Checks a position for the solver: trump 0..4, leader 0..3, every card a French card
// held once, `table` the cards already played to the current trick (0..3, in play
// order, the first by `leader`, none still in a hand, each following suit when its
// player could), and the hand sizes consistent: every seat still to play this trick
// holds n >= 1 cards, every seat that played holds n - 1.
Status checkDoubleDummy(const DoubleDummyDeal& d, int trump, int leader, std::span<const Card> table = {});

Result<DoubleDummyDeal> parsePbnDeal(std::string_view text);  // "N:AKQ.T9.8765.432 ..."
std::string pbnText(const DoubleDummyDeal& d);                  // always from "N:"
char seatLetter(int seat);                                      // 'N' 'E' 'S' 'W'
int parseSeatLetter(char c);                                    // -1 if not N E S W
int parseStrainLetter(char c);                                  // S H D C -> 0..3, N -> 4, else -1

}  // namespace baza
