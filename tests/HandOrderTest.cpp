// The hand orders the page offers (HandOrder.h): trick strength is each game's rule,
// trumps sit at the left end, and each game lists the orders its players use.
#include <gtest/gtest.h>

#include "GameRegistry.h"
#include "HandOrder.h"

using namespace baza;

namespace {

std::string ordered(std::string_view game, std::vector<std::string> options, std::string_view cards, int trump,
                    HandSort sort) {
  auto g = makeGame(game, options);
  EXPECT_TRUE(g) << game;
  CardSet hand;
  size_t at = 0;
  while (at < cards.size()) {
    size_t end = cards.find(' ', at);
    if (end == std::string_view::npos) end = cards.size();
    hand.add(*parseCard(cards.substr(at, end - at), (*g)->deckKind()));
    at = end + 1;
  }
  std::string out;
  for (Card c : orderHand(**g, hand, trump, sort)) out += (out.empty() ? "" : " ") + cardText(c, (*g)->deckKind());
  return out;
}

constexpr int kCopas = 1, kHearts = 1, kDiamonds = 2;

}  // namespace

TEST(HandOrder, GuinoteSuitOrderIsTrickStrengthNotNumberWithTrumpsFirst) {
  // The 2 is the weakest, not between the As and the Caballo.
  EXPECT_EQ(ordered("guinote", {}, "1o 2o 3o 10o 11o 12o 7c 1e", kCopas, HandSort::Suit), "7c 1o 3o 12o 10o 11o 2o 1e");
}

TEST(HandOrder, GuinoteStrengthFollowsTheCaballoOption) {
  EXPECT_EQ(ordered("guinote", {"caballo_over_sota=1"}, "10o 11o 12o", 0, HandSort::Suit), "12o 11o 10o");
}

TEST(HandOrder, StrengthPutsTrumpsFirstThenRankByRank) {
  EXPECT_EQ(ordered("guinote", {}, "3o 1e 2c 12b 1o", kCopas, HandSort::Strength), "2c 1o 1e 3o 12b");
}

TEST(HandOrder, BeloteSuitIsTheBeloteOrderAndSequenceTheNaturalOne) {
  const char* hand = "JH 9H AH TH 7S AS TS KS JS";
  EXPECT_EQ(ordered("belote", {}, hand, kHearts, HandSort::Suit), "JH 9H AH TH AS TS KS JS 7S");
  EXPECT_EQ(ordered("belote", {}, hand, kHearts, HandSort::Sequence), "AH JH TH 9H AS KS JS TS 7S");
}

TEST(HandOrder, ColoursAlternateRedAndBlackAfterTheTrumps) {
  // Trumps diamonds (red): then a black suit, the red one, the other black.
  EXPECT_EQ(ordered("whist", {}, "2S 2H 2D 2C", kDiamonds, HandSort::Colours), "2D 2S 2H 2C");
  EXPECT_EQ(ordered("whist", {}, "2S 2H 2D 2C", kDiamonds, HandSort::Suit), "2D 2S 2H 2C");
  EXPECT_EQ(ordered("whist", {}, "2S 2C 2H", kHearts, HandSort::Colours), "2H 2S 2C");
}

TEST(HandOrder, BridgeKeepsSpadesHeartsDiamondsClubsWhateverTheTrumps) {
  EXPECT_EQ(ordered("whist", {}, "3C AD KH 2S AS", kDiamonds, HandSort::Bridge), "AS 2S KH AD 3C");
}

TEST(HandOrder, EachGameOffersItsPlayersOrdersSuitFirst) {
  const auto names = [](std::string_view game) {
    std::string out;
    for (HandSort s : (*makeGame(game))->handSorts()) out += std::string(out.empty() ? "" : " ") + std::string(handSortName(s));
    return out;
  };
  EXPECT_EQ(names("guinote"), "suit strength");
  EXPECT_EQ(names("whist"), "suit strength colours bridge");
  EXPECT_EQ(names("belote"), "suit strength colours sequence");
}
