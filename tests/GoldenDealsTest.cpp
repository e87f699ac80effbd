// Golden vectors: the same seed and options give the same deal on every platform
// and in every later version. These values were produced once by the engine and
// are pinned on purpose: if one changes, existing share codes would deal other
// cards, so the change needs a new code version instead.
#include <gtest/gtest.h>

#include "TestUtil.h"

namespace baza::test {
namespace {

struct GoldenDeal {
  int players, cards;
  uint64_t seed;
  const char* deal;  // hands from seat 0 | face-up trump | face-down stock, next drawn first
};

const GoldenDeal kGoldenDeals[] = {
    {4, 40, 0ull, "4o 7o 12c 10e 6b 7b|2o 5c 7c 10c 11b 12b|1c 3c 1e 3e 4e 4b|11o 4c 7e 11e 3b 10b|10o|6e 5b 5e 1o 3o 12e 1b 2b 2e 2c 5o 11c 12o 6o 6c"},
    {4, 40, 1ull, "10o 4c 10c 12c 1e 11b|7o 1c 3c 11e 3b 7b|1o 2o 5c 7c 7e 12b|5o 12o 5e 6e 1b 10b|6o|10e 5b 11c 6b 3e 4b 2c 4o 6c 2b 12e 3o 11o 2e 4e"},
    {4, 40, 42ull, "1o 5o 10o 10c 12e 2b|2o 7o 2c 3c 4b 6b|3o 11c 12c 2e 11e 3b|4o 1e 3e 7e 10e 11b|11o|5e 5c 12o 1b 10b 12b 6c 4c 7c 6e 1c 5b 6o 7b 4e"},
    {4, 40, 18446744073709551615ull, "12o 4c 11c 6e 12e 2b|1o 2o 7c 1e 11e 12b|7o 5c 3e 10e 6b 7b|2c 3c 12c 4e 1b 4b|3b|11o 10b 5o 5e 4o 10c 6c 6o 7e 11b 1c 3o 2e 5b 10o"},
    {2, 40, 0ull, "4o 1c 12c 3e 4b 7b|2o 4c 5c 7c 11e 3b|6b|7o 10e 12b 11b 10c 4e 1e 3c 7e 10b 11o 10o 6e 5b 5e 1o 3o 12e 1b 2b 2e 2c 5o 11c 12o 6o 6c"},
    {2, 40, 1ull, "2o 4c 5c 1e 11b 12b|1c 3c 5e 1b 7b 10b|10o|10c 12c 7o 11e 3b 7c 7e 1o 5o 12o 6e 6o 10e 5b 11c 6b 3e 4b 2c 4o 6c 2b 12e 3o 11o 2e 4e"},
    {2, 40, 42ull, "1o 10o 11c 12c 12e 3b|2o 4o 7o 3c 10e 11b|2b|5o 10c 4b 6b 2c 2e 3o 11e 1e 3e 7e 11o 5e 5c 12o 1b 10b 12b 6c 4c 7c 6e 1c 5b 6o 7b 4e"},
    {2, 40, 18446744073709551615ull, "12o 5c 11c 3e 2b 6b|2o 3c 7c 12c 1e 4b|4c|12e 6e 1o 11e 12b 10e 7b 7o 4e 1b 2c 3b 11o 10b 5o 5e 4o 10c 6c 6o 7e 11b 1c 3o 2e 5b 10o"},
    {3, 40, 0ull, "1c 3c 5e 6e 10e 12b|1o 4o 4c 10c 2e 4e|7o 11o 2b 5b 10b 11b|6b|7e 7b 11c 12o 6o 1b 6c 12c 5o 12e 7c 3o 2c 3e 4b 5c 3b 11e 1e 10o"},
    {3, 40, 1ull, "1o 10o 10c 5e 7e 5b|6o 11o 1c 6e 12e 11b|5o 7o 10e 3b 6b 10b|12c|7b 12o 7c 2e 3e 2b 1e 4o 4b 6c 4e 11c 11e 4c 12b 2c 3c 5c 1b 3o"},
    {3, 40, 42ull, "11o 5c 10e 2b 5b 7b|1o 3o 6o 10o 10c 6b|5o 3c 12c 12e 3b 4b|4o|11e 2e 3e 7e 12o 5e 12b 1c 1b 10b 7c 6c 7o 11b 11c 2c 1e 4e 4c 6e"},
    {3, 40, 18446744073709551615ull, "5c 6c 4e 10e 1b 3b|1o 12o 3e 5e 12e 11b|6o 4c 6e 11e 5b 10b|5o|10c 12b 7o 7e 7b 2c 4o 2e 12c 11o 11c 1c 2b 3o 1e 7c 4b 10o 6b 3c"},
    {4, 48, 0ull, "10o 11c 2b 4b 7b 12b|4o 8o 11o 9e 11e 11b|1o 5o 7o 3e 7e 10b|2o 12o 8c 10c 12c 8e|2c|9b 6b 6c 5b 12e 8b 9o 10e 2e 6e 9c 4e 1e 3b 5e 3c 3o 7c 6o 1b 5c 1c 4c"},
    {4, 48, 1ull, "3c 5c 7c 7e 3b 12b|9o 6c 8c 2b 4b 11b|3o 5o 10o 4c 1e 6b|11o 2c 12c 6e 11e 9b|2e|8o 1b 5b 10c 9e 1o 6o 12o 8e 7o 10e 7b 11c 8b 5e 10b 1c 3e 12e 9c 4o 4e 2o"},
    {4, 48, 42ull, "1o 8o 3c 8c 9c 8b|2o 3o 10o 5c 11c 5b|9o 2e 8e 2b 4b 6b|10c 1e 11e 12e 7b 11b|6o|7o 12c 2c 1c 4c 3b 4o 9b 3e 5e 9e 11o 7e 6c 12o 1b 10b 12b 7c 5o 4e 10e 6e"},
    {4, 48, 18446744073709551615ull, "10o 11c 12c 12e 5b 10b|3o 6o 12o 9c 3b 7b|7o 8c 1e 11e 4b 8b|4o 2c 10c 3e 4e 6e|4c|7c 2o 3c 2b 6c 2e 12b 11o 10e 9e 5e 8e 1o 11b 7e 9o 8o 6b 5o 9b 5c 1b 1c"},
    {3, 48, 0ull, "10o 12o 11c 12c 8e 7b|4o 11o 2b 4b 11b 12b|1o 7o 8o 7e 9e 11e|10b|3e 5o 8c 10c 2o 2c 9b 6b 6c 5b 12e 8b 9o 10e 2e 6e 9c 4e 1e 3b 5e 3c 3o 7c 6o 1b 5c 1c 4c"},
    {3, 48, 1ull, "2c 3c 7c 6e 11e 3b|5c 8c 7e 4b 11b 12b|5o 9o 4c 6c 2b 6b|3o|1e 10o 9b 11o 12c 2e 8o 1b 5b 10c 9e 1o 6o 12o 8e 7o 10e 7b 11c 8b 5e 10b 1c 3e 12e 9c 4o 4e 2o"},
    {3, 48, 42ull, "1o 8c 1e 7b 8b 11b|8o 10o 3c 5c 9c 11c|2o 3o 9o 2e 4b 5b|2b|8e 6b 11e 12e 10c 6o 7o 12c 2c 1c 4c 3b 4o 9b 3e 5e 9e 11o 7e 6c 12o 1b 10b 12b 7c 5o 4e 10e 6e"},
    {3, 48, 18446744073709551615ull, "4o 2c 3e 12e 5b 10b|6o 10o 9c 11c 12c 7b|3o 7o 12o 11e 3b 4b|1e|8c 8b 10c 4e 6e 4c 7c 2o 3c 2b 6c 2e 12b 11o 10e 9e 5e 8e 1o 11b 7e 9o 8o 6b 5o 9b 5c 1b 1c"},
};

std::string dealText(const GameState& s) {
  DealView v = s.dealView();
  std::string out;
  for (CardSet h : v.hands) out += cardsText(h, DeckKind::Spanish) + "|";
  out += cardText(v.faceUp, DeckKind::Spanish) + "|";
  for (Card c : v.stock) out += cardText(c, DeckKind::Spanish) + " ";
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

TEST(GoldenDeals, SeedsDealThePinnedCards) {
  for (const auto& g : kGoldenDeals) {
    auto game = guinote({"players=" + std::to_string(g.players), "cards=" + std::to_string(g.cards)});
    auto s = newState(game, g.seed);
    EXPECT_EQ(dealText(*s), g.deal) << g.players << " players, " << g.cards << " cards, seed " << g.seed;
  }
}

}  // namespace
}  // namespace baza::test
