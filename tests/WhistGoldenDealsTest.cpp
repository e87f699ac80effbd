// Golden vectors for Whist: the same seed and options deal the same cards on every
// platform and in every later version. Produced once by the engine and pinned on
// purpose: a change would make existing share codes deal other cards.
#include <gtest/gtest.h>

#include "WhistDeal.h"

namespace baza::test {
namespace {

struct GoldenDeal {
  const char* options;
  uint64_t seed;
  const char* deal;  // hands from seat 0 | the turned card (the trump suit with trump_rotation)
};

const GoldenDeal kGoldenDeals[] = {
    {"", 0ull, "4S AS TH 2D 3D 8D JD QD AD 2C 5C 9C AC|2S 5S 8S QS 2H 5H QH KH 4D 7D 9D 8C JC|3S 6S JS 3H 6H 7H 8H JH TD 6C TC QC KC|7S 9S TS KS 4H 9H AH 5D 6D KD 3C 4C 7C|3C"},
    {"", 1ull, "3S 6S TS JS AS 4H 5H KH 5D 9D 2C TC JC|2S 4S 5S 7S 9S KS 7H 8H 6D JD 3C 5C 9C|8S 6H 9H 2D 3D 7D 8D TD QD AD 7C 8C QC|QS 2H 3H TH JH QH AH 4D KD 4C 6C KC AC|QS"},
    {"", 42ull, "8S 5H 6H TH QH AH 5D 8D 9D JD AD TC QC|6S JS QS 9H 2D 6D 7D KD 5C 6C 7C JC AC|5S 7S AS 3H 4H 7H 8H JH KH 4D QD 4C 9C|2S 3S 4S 9S TS KS 2H 3D TD 2C 3C 8C KC|TS"},
    {"", 18446744073709551615ull, "7S AS 2H 5H TH 5D 8D TD JD KD 2C JC QC|6S 8S JS 6H AH 7D 9D 4C 5C 6C 7C 8C 9C|2S 3S 4S TS QS 3H 4H 7H QH AD 3C KC AC|5S 9S KS 8H 9H JH KH 2D 3D 4D 6D QD TC|TC"},
    {"trump_rotation=on", 0ull, "4S AS TH 2D 3D 8D JD QD AD 2C 5C 9C AC|2S 5S 8S QS 2H 5H QH KH 4D 7D 9D 8C JC|3S 6S JS 3H 6H 7H 8H JH TD 6C TC QC KC|7S 9S TS KS 4H 9H AH 5D 6D KD 3C 4C 7C|H"},
    {"players=3", 42ull, "8S 5H 6H TH QH AH 5D 8D 9D JD AD TC QC|6S JS QS 9H 2D 6D 7D KD 5C 6C 7C JC AC|5S 7S AS 3H 4H 7H 8H JH KH 4D QD 4C 9C|2S 3S 4S 9S TS KS 2H 3D TD 2C 3C 8C KC|TS"},
};

std::string dealText(const GameState& s) {
  const DealView v = s.dealView();
  std::string out;
  for (CardSet h : v.hands) out += cardsText(h, DeckKind::French) + "|";
  out += v.faceUp.valid() ? cardText(v.faceUp, DeckKind::French) : std::string(1, suitLetter(v.trumpSuit, DeckKind::French));
  return out;
}

TEST(WhistGoldenDeals, SeedsDealThePinnedCards) {
  for (const auto& g : kGoldenDeals) {
    std::vector<std::string> options;
    if (*g.options) options.push_back(g.options);
    auto s = newState(whist(options), g.seed);
    EXPECT_EQ(dealText(*s), g.deal) << g.options << " seed " << g.seed;
  }
}

}  // namespace
}  // namespace baza::test
