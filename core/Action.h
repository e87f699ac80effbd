// One action type for every game. Its code (0..255) is also its serialized form
// in replay codes, so codes never change meaning: add new kinds, never renumber.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "Card.h"

namespace baza {

enum class ActionKind : uint8_t {
  Play,      // play a card
  Sing,      // sing a cante (Guiñote): Rey and Sota of one suit
  Exchange,  // take the face-up trump card for the 7 (9 with 48 cards, or 2 in the chain)
  Claim,     // claim 101 in vueltas ("cantar haber ganado")
  Pass,      // done with the optional actions of this moment
  Bid,       // later games: a bid (Belote: take, name a suit)
  Declare,   // later games: a declaration
};

class Action {
 public:
  constexpr Action() = default;
  static constexpr Action fromCode(uint8_t code) { return Action(code); }
  static constexpr Action play(Card c) { return Action(c.id); }
  static constexpr Action sing(int suit) { return Action(static_cast<uint8_t>(64 + suit)); }
  static constexpr Action exchange() { return Action(68); }
  static constexpr Action claim() { return Action(69); }
  static constexpr Action pass() { return Action(70); }
  static constexpr Action bid(int arg) { return Action(static_cast<uint8_t>(128 + arg)); }      // arg 0..63
  static constexpr Action declare(int arg) { return Action(static_cast<uint8_t>(192 + arg)); }  // arg 0..63

  constexpr uint8_t code() const { return code_; }
  constexpr ActionKind kind() const {
    if (code_ < 64) return ActionKind::Play;
    if (code_ < 68) return ActionKind::Sing;
    if (code_ == 68) return ActionKind::Exchange;
    if (code_ == 69) return ActionKind::Claim;
    if (code_ == 70) return ActionKind::Pass;
    return code_ < 192 ? ActionKind::Bid : ActionKind::Declare;
  }
  constexpr bool isKnownCode() const { return code_ <= 70 || code_ >= 128; }
  constexpr Card card() const { return Card(code_); }  // for Play
  constexpr int suit() const { return code_ - 64; }    // for Sing
  constexpr int arg() const { return code_ & 63; }     // for Bid and Declare
  friend constexpr bool operator==(Action a, Action b) { return a.code_ == b.code_; }

 private:
  constexpr explicit Action(uint8_t code) : code_(code) {}
  uint8_t code_ = 70;
};

// Fixed capacity, no allocation: legal actions are generated in the play loop.
// Storage is left uninitialized (only [0, size) is ever read).
class ActionList {
 public:
  void push(Action a) { codes_[size_++] = a.code(); }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Action operator[](int i) const { return Action::fromCode(codes_[i]); }
  bool contains(Action a) const {
    for (int i = 0; i < size_; ++i)
      if (codes_[i] == a.code()) return true;
    return false;
  }
  struct Iterator {
    const uint8_t* p;
    Action operator*() const { return Action::fromCode(*p); }
    Iterator& operator++() { ++p; return *this; }
    bool operator!=(const Iterator& o) const { return p != o.p; }
  };
  Iterator begin() const { return {codes_}; }
  Iterator end() const { return {codes_ + size_}; }

 private:
  uint8_t codes_[64];
  int size_ = 0;
};

// Text forms (the CLI contract): a card ("7o"), "sing:o", "exchange", "claim", "pass",
// "bid:N", "declare:N".
std::string actionText(Action a, DeckKind deck);
Result<Action> parseAction(std::string_view text, DeckKind deck);

}  // namespace baza
