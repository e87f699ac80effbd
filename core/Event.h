// The event log: what happened, in order, for every game. One flat record per
// event; the meaning of the numeric fields depends on the kind (listed below).
// In an observation, cards and suits the observer may not see are kNoCard / -1.
#pragma once
#include <cstdint>
#include <string>

#include "Card.h"

namespace baza {

enum class EventKind : uint8_t {
  CeremonyCard,  // player = person, card = card received, a = round (1-based)
  Seated,        // player = seat, a = person now sitting there (after a ceremony)
  DealStarted,   // player = dealer, a = deal number in the match, b = deal number in the partida
                 // (2+ = vueltas), card = face-up trump card, suit = trump suit
  CardPlayed,    // player, card
  TrickWon,      // player = winner, side, a = card points, b = trick number, c = últimas bonus (10 or 0)
  CardDrawn,     // player, card (hidden to others unless it is the face-up trump)
  Sang,          // player, side, suit (-1 when sung hidden and not shown to this observer), a = 20 or 40,
                 // flag = 1 if sung without showing the suit (arrastre)
  Exchanged,     // player, card = card given, card2 = face-up card taken
  Claimed,       // player, side, a = side total at the claim, flag = 1 if correct
  Revoke,        // player, card, flag = IllegalReason (strict table mode)
  DealScored,    // side, a = card points this deal (últimas included), b = cantes sung this deal,
                 // c = partida total now, flag = 1 if the side's cantes count (whist: kDealScoredTricks)
  PartidaWon,    // side, flag = PartidaEnd, a = partidas the side has now in this coto
  CotoWon,       // side, a = cotos the side has now
  MatchWon,      // side
  // Belote (appended; never renumber):
  Bid,             // player, side, a = round (1, 2), flag = 1 take / 0 pass, suit = the suit taken (-1 on a pass)
  Redeal,          // player = dealer, a = the deal number all passed on: the same dealer deals again
  Contract,        // player = taker, side, suit = trumps
  BottomCard,      // player = dealer, card = the bottom card of the stock, shown (2-3 players)
  Announced,       // player, side, a = the kind of his best declaration named: 0 four of a kind, else a
                   // sequence's length (first trick, before his card)
  Declared,        // player, side, suit (-1 for a four of a kind), a = points (counted, else its value),
                   // b = top rank (the four's rank), c = sequence length (0 four of a kind), flag = 1 counted
  Belote,          // player, side, card = K or Q of trumps, flag = 1 for "rebelote" (the 20 is then scored)
  Capote,          // side = the side receiving the bonus, a = 100 or 50
  ContractResult,  // player = taker, side, suit = trumps, flag = ContractVerdict (0 made, 1 dedans, 2 litige),
                   // a = the taker's deal points, b = the best defender's, c = points held for the next deal
  // Whist (appended; never renumber):
  DummyExposed,    // player = the dummy's seat, a = the seat that plays it (dummy whist, after the opening lead)
  GameWon,         // side, a = games the side has now in this rubber (whist "manga")
  RubberWon,       // side, a = rubbers the side has now
};

// DealScored in whist sets flag bit kDealScoredTricks: then a = tricks over six,
// b = honours held (4, 2 or 0), flag bit 0 = those honours counted, c = game points now.
inline constexpr uint8_t kDealScoredTricks = 2;

enum class PartidaEnd : uint8_t { Points, LastTrick, Claim, WrongClaim, Revoke };

struct Event {
  EventKind kind;
  int8_t player = -1;
  int8_t side = -1;
  int8_t suit = -1;
  Card card;
  Card card2;
  uint8_t flag = 0;
  int16_t a = 0, b = 0, c = 0;
};

std::string eventText(const Event& e, DeckKind deck);  // one line, the CLI contract
std::string eventJson(const Event& e, DeckKind deck);  // one JSON object
std::string_view eventKindName(EventKind k);           // "trick", "play", ...

}  // namespace baza
