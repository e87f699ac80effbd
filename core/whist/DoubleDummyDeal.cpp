#include "whist/DoubleDummyDeal.h"

#include <bit>

namespace baza {

namespace {

constexpr char kSeats[] = "NESW";
constexpr char kSuits[] = "SHDC";
constexpr char kRanks[] = "??23456789TJQKA";
constexpr uint64_t kFrenchLanes = 0x7FFC'7FFC'7FFC'7FFCull;  // ranks 2..14 of each suit

Error invalid(std::string message) { return makeError(ErrorCode::InvalidArgument, std::move(message)); }

int rankOf(char c) {
  for (int r = 2; r <= 14; ++r)
    if (kRanks[r] == c) return r;
  return 0;
}

}  // namespace

char seatLetter(int seat) { return seat >= 0 && seat < 4 ? kSeats[seat] : '?'; }

int parseSeatLetter(char c) {
  for (int i = 0; i < 4; ++i)
    if (kSeats[i] == c) return i;
  return -1;
}

int parseStrainLetter(char c) {
  for (int i = 0; i < 4; ++i)
    if (kSuits[i] == c) return i;
  return c == 'N' ? kNoTrump : -1;
}

Status checkDoubleDummy(const DoubleDummyDeal& d, int trump, int leader, std::span<const Card> table) {
  if (trump < 0 || trump > kNoTrump) return invalid("trump must be 0..4 (S H D C, 4 no trump)");
  if (leader < 0 || leader > 3) return invalid("leader must be 0..3 (N E S W)");
  if (table.size() > 3) return invalid("at most 3 cards on the table");
  uint64_t seen = 0;
  for (int p = 0; p < 4; ++p) {
    const uint64_t h = d.hands[p].bits();
    if (h & ~kFrenchLanes) return invalid(std::string("hand ") + seatLetter(p) + " holds a card that is not a French card");
    if (h & seen) return invalid(std::string("a card of hand ") + seatLetter(p) + " is also in another hand");
    seen |= h;
  }
  const int t = static_cast<int>(table.size());
  for (int i = 0; i < t; ++i) {
    const Card c = table[i];
    const int p = (leader + i) & 3;
    if (!c.valid() || c.id >= 64 || !((kFrenchLanes >> c.id) & 1)) return invalid("a table card is not a French card");
    if ((seen >> c.id) & 1) return invalid("table card " + cardText(c, DeckKind::French) + " is also in a hand or on the table twice");
    seen |= uint64_t{1} << c.id;
    if (i > 0 && c.suit() != table[0].suit() && !(d.hands[p] & CardSet::suit(table[0].suit())).empty())
      return invalid(std::string("seat ") + seatLetter(p) + " played " + cardText(c, DeckKind::French) +
                     " but holds the suit led");
  }
  const int n = d.hands[(leader + t) & 3].size();
  if (n < 1 || n > 13) return invalid("the hand to play must hold 1..13 cards");
  for (int i = 0; i < 4; ++i) {
    const int p = (leader + i) & 3;
    const int want = i < t ? n - 1 : n;
    if (d.hands[p].size() != want)
      return invalid(std::string("hand ") + seatLetter(p) + " holds " + std::to_string(d.hands[p].size()) +
                     (d.hands[p].size() == 1 ? " card" : " cards") + ", expected " + std::to_string(want));
  }
  return Ok{};
}

Result<DoubleDummyDeal> parsePbnDeal(std::string_view text) {
  if (text.size() < 2 || text[1] != ':' || parseSeatLetter(text[0]) < 0)
    return invalid("a deal starts with N: E: S: or W: (the seat of the first hand)");
  const int first = parseSeatLetter(text[0]);
  DoubleDummyDeal d;
  size_t pos = 2;
  for (int i = 0; i < 4; ++i) {
    if (i > 0) {
      if (pos >= text.size() || text[pos] != ' ') return invalid("a deal has four hands separated by spaces");
      ++pos;
    }
    const int seat = (first + i) & 3;
    int suit = 0;
    CardSet hand;
    for (; pos < text.size() && text[pos] != ' '; ++pos) {
      const char c = text[pos];
      if (c == '.') {
        if (++suit > 3) return invalid(std::string("hand ") + seatLetter(seat) + " has more than four suits");
        continue;
      }
      const int r = rankOf(c);
      if (r == 0) return invalid(std::string("bad rank '") + c + "' in hand " + seatLetter(seat) + " (AKQJT98765432)");
      const Card card = Card::of(suit, r);
      if (hand.has(card)) return invalid("card " + cardText(card, DeckKind::French) + " twice in hand " + seatLetter(seat));
      hand.add(card);
    }
    if (suit != 3) return invalid(std::string("hand ") + seatLetter(seat) + " needs four suits separated by dots");
    d.hands[seat] = hand;
  }
  if (pos != text.size()) return invalid("text after the fourth hand");
  return d;
}

std::string pbnText(const DoubleDummyDeal& d) {
  std::string out = "N:";
  for (int p = 0; p < 4; ++p) {
    if (p > 0) out += ' ';
    for (int s = 0; s < 4; ++s) {
      if (s > 0) out += '.';
      for (int r = 14; r >= 2; --r)
        if (d.hands[p].has(Card::of(s, r))) out += kRanks[r];
    }
  }
  return out;
}

}  // namespace baza
