// The event log: what happened, in order, for every game. One flat record per
// event with named fields; a field means the same in every kind that sets it, and
// each kind below lists the fields it sets (the others keep their defaults).
// In an observation, cards and suits the observer may not see are kNoCard / -1.
#pragma once
#include <cstdint>
#include <string>

#include "Card.h"

namespace baza {

enum class EventKind : uint8_t {
  CeremonyCard,  // player = person, card = card received, round
  Seated,        // player = seat, person = who sits there now (after a ceremony)
  DealStarted,   // player = dealer, dealNumber, dealInPartida (2+ = vueltas), card = face-up trump card
                 // (kNoCard when trumps rotate), suit = trumps
  CardPlayed,    // player, card
  TrickWon,      // player = winner, side, points = card points, trickNumber, ultimas = last-trick bonus (10 or 0)
  CardDrawn,     // player, card (hidden to others unless shown), shown = drawn in view of all
  Sang,          // player, side, suit (-1 when sung hidden and not shown to this observer), points = 20 or 40,
                 // hidden = sung without showing the suit (arrastre)
  Exchanged,     // player, card = card given, cardTaken = face-up card taken
  Claimed,       // player, side, total = side total at the claim, correct
  Revoke,        // player, card, reason (strict table mode)
  DealScored,    // side, points = card points this deal (últimas included), bonus = cantes (Belote:
                 // declarations, belote and capote) this deal, counted = the side keeps its bonus (Belote: its
                 // points), total = partida (game) total now. Whist sets byTricks: points = tricks over six,
                 // bonus = honours held (4, 2 or 0), counted = those honours counted, total = game points now
  PartidaWon,    // side, partidaEnd, won = partidas the side has now in this coto
  CotoWon,       // side, won = cotos the side has now
  MatchWon,      // side
  // Belote (appended; never renumber):
  Bid,             // player, side, round (1, 2), take = took trumps, suit = the suit taken (-1 on a pass)
  Redeal,          // player = dealer, dealNumber = the deal all passed on: the same dealer deals again
  Contract,        // player = taker, side, suit = trumps
  BottomCard,      // player = dealer, card = the bottom card of the stock, shown (2-3 players)
  Announced,       // player, side, length = the kind of his best declaration named: 0 four of a kind, else a
                   // sequence's length (first trick, before his card)
  Declared,        // player, side, suit (-1 for a four of a kind), points (counted, else its value),
                   // rank = top rank (the four's rank), length = sequence length (0 four of a kind), counted
  Belote,          // player, side, card = K or Q of trumps, rebelote (the 20 is then scored)
  Capote,          // side = the side receiving the bonus, points = 100 or 50
  ContractResult,  // player = taker, side, suit = trumps, verdict, points = the taker's deal points,
                   // defenders = the best defender's, held = points held for the next deal
  // Whist (appended; never renumber):
  DummyExposed,    // player = the dummy's seat, controller = the seat that plays it (after the opening lead)
  GameWon,         // side, won = games the side has now in this rubber (whist "manga")
  RubberWon,       // side, won = rubbers the side has now
};

enum class PartidaEnd : uint8_t { Points, LastTrick, Claim, WrongClaim, Revoke };
enum class IllegalReason : uint8_t;    // Game.h
enum class ContractVerdict : uint8_t;  // belote/BeloteState.h

// Small on purpose (a recorded match keeps hundreds): one byte per flag or small number.
struct Event {
  EventKind kind;
  int8_t player = -1;
  int8_t side = -1;
  int8_t suit = -1;
  Card card;
  Card cardTaken;             // Exchanged: the face-up card taken, e.g. 1o
  int8_t round = 0;           // ceremony or bidding round, 1-based
  int8_t person = 0;          // Seated: the person now at the seat, e.g. 2
  int8_t trickNumber = 0;     // 1-based in the deal
  int8_t ultimas = 0;         // last-trick bonus of the trick: 10 or 0
  int8_t length = 0;          // a declaration's sequence length, 0 a four of a kind
  int8_t rank = 0;            // a declaration's top rank (the four's rank), e.g. 11
  int8_t controller = 0;      // DummyExposed: the seat playing the dummy, e.g. 3
  bool shown = false;         // CardDrawn: drawn in view of everyone (the face-up card)
  bool hidden = false;        // Sang: sung without showing the suit
  bool correct = false;       // Claimed: the claim was right
  bool counted = false;       // DealScored, Declared: the bonus counts
  bool take = false;          // Bid: trumps taken (else a pass)
  bool rebelote = false;      // Belote: the second card, "rebelote"
  bool byTricks = false;      // DealScored: whist's tricks over six and honours
  IllegalReason reason{};     // Revoke: why the card was a revoke
  PartidaEnd partidaEnd{};    // PartidaWon: how it was won
  ContractVerdict verdict{};  // ContractResult: made, dedans or litige
  int16_t dealNumber = 0;     // 1-based in the match (redeals counted), e.g. 3
  int16_t dealInPartida = 0;  // 1 = first deal of the partida, 2+ = vueltas
  int16_t points = 0;         // e.g. 40
  int16_t bonus = 0;          // DealScored: cantes, declarations, honours, e.g. 20
  int16_t total = 0;          // a side's running total, e.g. 104
  int16_t won = 0;            // partidas, cotos, games or rubbers the side has now, e.g. 1
  int16_t defenders = 0;      // ContractResult: the best defender's points
  int16_t held = 0;           // ContractResult: points held for the next deal (litige)
};
static_assert(sizeof(Event) <= 40, "keep Event small: recorded matches keep hundreds");

std::string eventText(const Event& e, DeckKind deck);  // one line, the CLI contract
std::string eventJson(const Event& e, DeckKind deck);  // one JSON object
std::string_view eventKindName(EventKind k);           // "trick", "play", ...

}  // namespace baza
