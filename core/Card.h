// Cards and card sets shared by every game. A card id is suit*16 + rank, so each
// suit is one 16-bit lane of a 64-bit set (as in DDS): Spanish ranks 1..12
// (10 Sota, 11 Caballo, 12 Rey), French ranks 2..14 (11 J, 12 Q, 13 K, 14 A).
#pragma once
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

#include "Result.h"

namespace baza {

enum class DeckKind : uint8_t { Spanish, French };

struct Card {
  uint8_t id = 0xFF;  // 0xFF: no card
  constexpr Card() = default;
  constexpr explicit Card(uint8_t cardId) : id(cardId) {}
  static constexpr Card of(int suit, int rank) { return Card(static_cast<uint8_t>(suit * 16 + rank)); }
  constexpr int suit() const { return id >> 4; }
  constexpr int rank() const { return id & 15; }
  constexpr bool valid() const { return id != 0xFF; }
  friend constexpr bool operator==(Card a, Card b) { return a.id == b.id; }
};

inline constexpr Card kNoCard{};

// std::popcount, but inline and branch-free on plain x86-64, which has no POPCNT
// instruction and calls libgcc for it (a twentieth of a random playout's time).
constexpr int bitCount(uint64_t x) {  // bitCount(0b1011) == 3
#if defined(__x86_64__) && !defined(__POPCNT__)
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
#else
  return std::popcount(x);
#endif
}

// std::countr_zero of a non-empty set. x86-64 without BMI has no countr_zero(0) == 64, so
// std::countr_zero tests for 0 and branches; with bit 63 (no card) set there is nothing to test.
constexpr int lowestBit(uint64_t x) {  // lowestBit(0b1100) == 2
#if defined(__x86_64__) && !defined(__BMI__)
  return std::countr_zero(x | (uint64_t{1} << 63));
#else
  return std::countr_zero(x);
#endif
}

// kSelectInNibble[r][b]: the position of the r-th set bit of nibble b (0 if none):
// CardSet::nth. A nibble's table is 64 bytes where a byte's was 2 KB of the wasm module.
inline constexpr auto kSelectInNibble = [] {
  std::array<std::array<uint8_t, 16>, 4> table{};
  for (int b = 0; b < 16; ++b)
    for (int i = 0, r = 0; i < 4; ++i)
      if (b >> i & 1) table[r++][b] = static_cast<uint8_t>(i);
  return table;
}();

class CardSet {
 public:
  constexpr CardSet() = default;
  constexpr explicit CardSet(uint64_t bits) : bits_(bits) {}
  static constexpr CardSet suit(int s) { return CardSet(uint64_t{0xFFFF} << (16 * s)); }
  constexpr uint64_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr int size() const { return bitCount(bits_); }
  constexpr bool has(Card c) const { return (bits_ >> c.id) & 1; }
  constexpr void add(Card c) { bits_ |= uint64_t{1} << c.id; }
  constexpr void remove(Card c) { bits_ &= ~(uint64_t{1} << c.id); }
  constexpr Card first() const { return Card(static_cast<uint8_t>(std::countr_zero(bits_))); }
  // n-th card in id order, 0-based; n < size() (else Card(64), no card). Branch-free, a
  // byte-wise then nibble-wise select: the loop that cleared n bits missed its exit branch on most random
  // picks (a fifth of a random playout's branch misses).
  constexpr Card nth(int n) const {
    constexpr uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
    uint64_t perByte = bits_ - ((bits_ >> 1) & 0x5555555555555555ull);
    perByte = (perByte & 0x3333333333333333ull) + ((perByte >> 2) & 0x3333333333333333ull);
    perByte = (perByte + (perByte >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    const uint64_t upTo = perByte * kOnes;  // byte i: the cards in bytes 0..i
    const auto k = static_cast<uint64_t>(n) & 63;
    const int byte = bitCount(((k * kOnes | kHigh) - upTo) & kHigh) & 7;  // bytes holding at most k cards
    const auto before = static_cast<int>(((upTo << 8) >> (8 * byte)) & 0xFF);
    const auto inByte = static_cast<unsigned>((bits_ >> (8 * byte)) & 0xFF);
    const auto r = static_cast<unsigned>(k - before) & 7;  // the r-th card of that byte
    const auto lowCount = static_cast<unsigned>(bitCount(inByte & 0xF));
    const bool high = r >= lowCount;  // in the byte's high nibble (a select, not a branch)
    const unsigned nibble = high ? inByte >> 4 : inByte & 0xF;
    const int bit = 8 * byte + (high ? 4 : 0) + kSelectInNibble[(high ? r - lowCount : r) & 3][nibble];
    return Card(static_cast<uint8_t>(static_cast<unsigned>(n) < (upTo >> 56) ? bit : 64));
  }
  // nth() for n < size() <= kFew, as in a hand of at most kFew cards (Guiñote's 6): the set with its i
  // lowest cards cleared, for every i, then the n-th of those; no branch (selects on n compiled
  // to branches that random picks mispredict). nthOfFew(1) of {3o 7o} -> 7o.
  template <int kFew = 8>
  constexpr Card nthOfFew(int n) const {
    std::array<uint64_t, kFew> cleared{};
    uint64_t b = bits_;
    for (auto& c : cleared) {
      c = b;
      b &= b - 1;
    }
    const auto i = static_cast<unsigned>(n);
    return Card(static_cast<uint8_t>(lowestBit(cleared[i < kFew ? i : kFew - 1])));
  }
  // This set, or `other` if this one is empty: a select, not a branch (the playouts' obligations).
  constexpr CardSet orElse(CardSet other) const {  // CardSet().orElse(hand) == hand
    return CardSet(bits_ | (other.bits_ & (0 - uint64_t{bits_ == 0})));
  }
  static constexpr CardSet allIf(bool yes) { return CardSet(0 - uint64_t{yes}); }  // every card, or none
  constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
  constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
  constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
  constexpr CardSet& operator|=(CardSet o) { bits_ |= o.bits_; return *this; }
  constexpr CardSet& operator&=(CardSet o) { bits_ &= o.bits_; return *this; }
  constexpr CardSet& operator-=(CardSet o) { bits_ &= ~o.bits_; return *this; }
  friend constexpr bool operator==(CardSet a, CardSet b) { return a.bits_ == b.bits_; }

  struct Iterator {  // iterates cards in id order
    uint64_t b;
    Card operator*() const { return Card(static_cast<uint8_t>(std::countr_zero(b))); }
    Iterator& operator++() { b &= b - 1; return *this; }
    bool operator!=(const Iterator& o) const { return b != o.b; }
  };
  Iterator begin() const { return {bits_}; }
  Iterator end() const { return {0}; }

 private:
  uint64_t bits_ = 0;
};

// Text forms: Spanish "1o", "12b", "10c" (suits o c e b); French "AS", "TD", "9H".
std::string cardText(Card c, DeckKind deck);       // "7o"
Result<Card> parseCard(std::string_view text, DeckKind deck);
std::string cardsText(CardSet cards, DeckKind deck);  // "1o 3o 12c", id order
char suitLetter(int suit, DeckKind deck);            // 'o' / 'S'
int parseSuit(std::string_view text, DeckKind deck);  // -1 if not a suit letter

}  // namespace baza
