#include "Card.h"

namespace baza {
namespace {
constexpr char kSpanishSuits[] = "oceb";  // oros, copas, espadas, bastos
constexpr char kFrenchSuits[] = "SHDC";
constexpr char kFrenchRanks[] = "??23456789TJQKA";
}  // namespace

char suitLetter(int suit, DeckKind deck) {
  return deck == DeckKind::Spanish ? kSpanishSuits[suit] : kFrenchSuits[suit];
}

int parseSuit(std::string_view text, DeckKind deck) {
  if (text.size() != 1) return -1;
  const char* letters = deck == DeckKind::Spanish ? kSpanishSuits : kFrenchSuits;
  for (int s = 0; s < 4; ++s)
    if (letters[s] == text[0]) return s;
  return -1;
}

std::string cardText(Card c, DeckKind deck) {
  if (!c.valid()) return "--";
  if (c.id >= 64) return "#" + std::to_string(c.id);  // not a card id (e.g. from a caller's deck): no suit letter
  if (deck == DeckKind::Spanish) return std::to_string(c.rank()) + suitLetter(c.suit(), deck);
  return std::string{kFrenchRanks[c.rank()], suitLetter(c.suit(), deck)};
}

Result<Card> parseCard(std::string_view text, DeckKind deck) {
  auto bad = [&] {
    return makeError(ErrorCode::InvalidArgument,
                     "not a card: '" + std::string(text) +
                         (deck == DeckKind::Spanish ? "' (expected rank 1-12 and suit o c e b, e.g. 12b)"
                                                    : "' (expected rank A K Q J T 9-2 and suit S H D C, e.g. TD)"));
  };
  if (text.size() < 2 || text.size() > 3) return bad();
  int suit = parseSuit(text.substr(text.size() - 1), deck);
  if (suit < 0) return bad();
  std::string_view r = text.substr(0, text.size() - 1);
  int rank = 0;
  if (deck == DeckKind::Spanish) {
    for (char ch : r) {
      if (ch < '0' || ch > '9') return bad();
      rank = rank * 10 + (ch - '0');
    }
    if (r[0] == '0' || rank < 1 || rank > 12) return bad();
  } else {
    if (r.size() != 1) return bad();
    for (int k = 2; k <= 14; ++k)
      if (kFrenchRanks[k] == r[0]) rank = k;
    if (rank == 0) return bad();
  }
  return Card::of(suit, rank);
}

std::string cardsText(CardSet cards, DeckKind deck) {
  std::string out;
  for (Card c : cards) {
    if (!out.empty()) out += ' ';
    out += cardText(c, deck);
  }
  return out;
}

}  // namespace baza
