// Golden vectors for Belote: the same seed and options give the same deal on every
// platform and in every later version (share codes store the seed, not the cards;
// the engine signatures are in tests/data/signatures.json). Produced once by the engine;
// if one changes, existing Belote share codes would deal other cards or play
// differently, which needs a new code version instead.
#include <gtest/gtest.h>

#include "BeloteScript.h"
#include "ShareCode.h"

namespace baza::test {
namespace {

using namespace bel;

struct GoldenDeal {
  int players;
  uint64_t seed;
  const char* deal;  // hands from seat 0 (before the bidding) | turned card | stock, next dealt first
};

const GoldenDeal kGoldenDeals[] = {
    {4, 0ull, "7S KS TH TD JC|AS 7H AD 8C TC|JS 9H KH KD QC|9S 8H JH 7C 9C|AH|QS QD AC KC QH 9D 7D JD 8D 8S TS"},
    {4, 1ull, "8S JS AH TD QD|KS 7H KH TC JC|TH JD KD AD KC|8H 9H 8D 9D 8C|7D|QS AC QH QC 9S 7C JH 9C 7S TS AS"},
    {4, 42ull, "7S JS 7H KH QD|8S 8D JD JC KC|9S 8H QH AH 7D|KS TD KD 7C 9C|9D|TH AS AD QC AC JH TS QS 9H TC 8C"},
    {4, 18446744073709551615ull, "QS TD KD 9C KC|9S AS TH KH 8D|8S TS 9D AD 7C|JH AH 7D TC QC|JS|JC QH 7S QD 8H JD 7H AC KS 9H 8C"},
    {3, 0ull, "9S KS 8H JH TD JC|7S AS 7H TH AD 8C|JS 9H KH KD TC QC|7C|9C AH QS QD AC KC QH 9D 7D JD 8D 8S TS"},
    {3, 1ull, "JS 8H 8D TD QD 8C|8S KS KH AH TC JC|7H TH JD KD AD KC|9H|9D 7D QS AC QH QC 9S 7C JH 9C 7S TS AS"},
    {3, 42ull, "7S JS KH KD 7C 9C|8S 7H 8D QD JC KC|9S 8H QH AH 7D JD|TD|KS 9D TH AS AD QC AC JH TS QS 9H TC 8C"},
    {3, 18446744073709551615ull, "AH TD KD TC QC KC|9S QS TH KH 8D 9C|8S TS AS 9D AD 7C|7D|JH JS JC QH 7S QD 8H JD 7H AC KS 9H 8C"},
    {2, 0ull, "KS KH TD KD JC QC|9S 7H 8H JH AD 8C|TH|7S AS TC JS 9H 7C 9C AH QS QD AC KC QH 9D 7D JD 8D 8S TS"},
    {2, 1ull, "JS TH TD QD KD KC|8H KH 8D 8C TC JC|8S|AH KS 7H JD AD 9H 9D 7D QS AC QH QC 9S 7C JH 9C 7S TS AS"},
    {2, 42ull, "7S 9S JS 8H QH KH|8D KD 7C 9C JC KC|7H|QD 8S JD AH 7D TD KS 9D TH AS AD QC AC JH TS QS 9H TC 8C"},
    {2, 18446744073709551615ull, "TS 9D TD KD AD KC|9S TH AH 8D TC QC|9C|QS KH AS 7C 8S 7D JH JS JC QH 7S QD 8H JD 7H AC KS 9H 8C"},
};

std::string dealText(const GameState& s) {
  const DealView v = s.dealView();
  std::string out;
  for (CardSet h : v.hands) out += cardsText(h, DeckKind::French) + "|";
  out += cardText(v.faceUp, DeckKind::French) + "|";
  for (Card c : v.stock) out += cardText(c, DeckKind::French) + " ";
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

TEST(BeloteGolden, SeedsDealThePinnedCards) {
  for (const auto& g : kGoldenDeals) {
    auto s = newState(belote({"players=" + std::to_string(g.players)}), g.seed);
    EXPECT_EQ(dealText(*s), g.deal) << g.players << " players, seed " << g.seed;
  }
}

// A replay code pinned: the same bytes must replay the same game in every version.
TEST(BeloteGolden, ReplayCodeIsStable) {
  auto s = newState(belote(), 1);
  play(*s, "pass bid:2");
  EXPECT_EQ(encodeReplayCode(s->game(), 1, s->history()), "AQEDAQACRoLS_Q");  // game id 3
  auto decoded = decodeCode("AQEDAQACRoLS_Q");
  ASSERT_TRUE(decoded.ok()) << decoded.error().message;
  EXPECT_EQ(decoded->game->name(), "belote");
  EXPECT_EQ(decoded->seed, 1u);
  EXPECT_EQ(decoded->moves, (std::vector<Action>{Action::pass(), Action::bid(2)}));
}

}  // namespace
}  // namespace baza::test
