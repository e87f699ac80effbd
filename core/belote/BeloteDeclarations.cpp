#include "belote/BeloteDeclarations.h"

#include "belote/BeloteRules.h"

namespace baza {
namespace {

int fourPoints(int rank) {
  if (rank == kBeloteJack) return 200;
  if (rank == kBeloteNine) return 150;
  return 100;  // A, 10, K, Q
}

// Fours of a kind by rank, best first: J, 9, A, 10, K, Q.
constexpr int kFourOrder[6] = {kBeloteJack, kBeloteNine, kBeloteAce, kBeloteTen, kBeloteKing, kBeloteQueen};

int sequencePoints(int length) {
  if (length >= 8) return 120;
  if (length >= 5) return 100;
  return length == 4 ? 50 : 20;
}

}  // namespace

CardSet Declaration::cards() const {
  CardSet out;
  if (isFour()) {
    for (int s = 0; s < 4; ++s) out.add(Card::of(s, rank));
  } else {
    for (int r = rank - length + 1; r <= rank; ++r) out.add(Card::of(suit, r));
  }
  return out;
}

DeclarationList findDeclarations(CardSet hand) {
  DeclarationList out;
  const uint64_t bits = hand.bits();
  for (int rank : kFourOrder) {
    const uint64_t four = 0x0001000100010001ull << rank;
    if ((bits & four) == four) out.items[out.size++] = {0, static_cast<int8_t>(rank), -1,
                                                        static_cast<int16_t>(fourPoints(rank))};
  }
  for (int s = 0; s < 4; ++s) {
    const unsigned lane = static_cast<unsigned>(bits >> (16 * s + 7)) & 0xFF;  // bit i: rank 7 + i
    int run = 0;
    for (int i = 0; i <= 8; ++i) {
      if (i < 8 && (lane >> i & 1)) {
        ++run;
        continue;
      }
      if (run >= 3)
        out.items[out.size++] = {static_cast<int8_t>(run), static_cast<int8_t>(7 + i - 1), static_cast<int8_t>(s),
                                 static_cast<int16_t>(sequencePoints(run))};
      run = 0;
    }
  }
  return out;
}

int declarationKey(const Declaration& d, int trump) {
  if (d.isFour()) {
    int order = 0;
    for (int k = 0; k < 6; ++k)
      if (kFourOrder[k] == d.rank) order = 6 - k;
    return 10000 + order;
  }
  return d.length * 100 + d.rank * 2 + (d.suit == trump ? 1 : 0);
}

int bestKey(const DeclarationList& list, int trump) {
  int best = 0;
  for (const Declaration& d : list)
    if (declarationKey(d, trump) > best) best = declarationKey(d, trump);
  return best;
}

}  // namespace baza
