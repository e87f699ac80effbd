#include <gtest/gtest.h>

#include <algorithm>

#include "Card.h"

using namespace baza;

TEST(Card, EverySpanishCardFormatsAndParses) {
  const char suits[] = "oceb";
  for (int s = 0; s < 4; ++s)
    for (int r = 1; r <= 12; ++r) {
      Card c = Card::of(s, r);
      std::string text = std::to_string(r) + suits[s];
      EXPECT_EQ(cardText(c, DeckKind::Spanish), text);
      auto back = parseCard(text, DeckKind::Spanish);
      ASSERT_TRUE(back) << text;
      EXPECT_EQ(*back, c);
      EXPECT_EQ(back->suit(), s);
      EXPECT_EQ(back->rank(), r);
    }
}

TEST(Card, EveryFrenchCardFormatsAndParses) {
  const char suits[] = "SHDC";
  const char ranks[] = "??23456789TJQKA";
  for (int s = 0; s < 4; ++s)
    for (int r = 2; r <= 14; ++r) {
      Card c = Card::of(s, r);
      std::string text{ranks[r], suits[s]};
      EXPECT_EQ(cardText(c, DeckKind::French), text);
      auto back = parseCard(text, DeckKind::French);
      ASSERT_TRUE(back) << text;
      EXPECT_EQ(*back, c);
    }
}

TEST(Card, BadSpanishInputs) {
  for (const char* bad : {"0o", "13c", "1x", "", "AS", "01o", "o", "1", "12bb", "100o", "-1o", "1O", " 1o", "1o "}) {
    auto r = parseCard(bad, DeckKind::Spanish);
    ASSERT_FALSE(r) << "'" << bad << "'";
    EXPECT_EQ(r.error().code, ErrorCode::InvalidArgument);
    EXPECT_NE(r.error().message.find("not a card"), std::string::npos);
  }
}

TEST(Card, BadFrenchInputs) {
  for (const char* bad : {"1S", "10S", "as", "AX", "", "S", "1o", "AAS", "tS"}) {
    auto r = parseCard(bad, DeckKind::French);
    ASSERT_FALSE(r) << "'" << bad << "'";
    EXPECT_EQ(r.error().code, ErrorCode::InvalidArgument);
  }
}

TEST(Card, NoCardAndSuits) {
  EXPECT_FALSE(kNoCard.valid());
  EXPECT_EQ(cardText(kNoCard, DeckKind::Spanish), "--");
  EXPECT_EQ(suitLetter(2, DeckKind::Spanish), 'e');
  EXPECT_EQ(suitLetter(3, DeckKind::French), 'C');
  EXPECT_EQ(parseSuit("b", DeckKind::Spanish), 3);
  EXPECT_EQ(parseSuit("H", DeckKind::French), 1);
  EXPECT_EQ(parseSuit("x", DeckKind::Spanish), -1);
  EXPECT_EQ(parseSuit("", DeckKind::Spanish), -1);
  EXPECT_EQ(parseSuit("oo", DeckKind::Spanish), -1);
}

TEST(Card, CardSetTextAndOrder) {
  CardSet s;
  s.add(Card::of(1, 12));
  s.add(Card::of(0, 3));
  s.add(Card::of(0, 1));
  EXPECT_EQ(cardsText(s, DeckKind::Spanish), "1o 3o 12c");
  EXPECT_EQ(s.size(), 3);
  EXPECT_EQ(s.nth(1), Card::of(0, 3));
  s.remove(Card::of(0, 3));
  EXPECT_FALSE(s.has(Card::of(0, 3)));
  EXPECT_EQ(cardsText(CardSet(), DeckKind::Spanish), "");
}

// nth(n) is the n-th card in id order wherever the cards lie in the set (it selects
// byte by byte), and no card (id 64) past the end.
TEST(Card, NthFollowsIdOrderAcrossTheSet) {
  for (uint64_t bits : {0x1ull, 0x8000000000000000ull, 0x00F0000000011F02ull, ~0ull, 0x1000200040008001ull}) {
    const CardSet s(bits);
    int n = 0;
    for (Card c : s) EXPECT_EQ(s.nth(n++), c) << std::hex << bits << std::dec << " n=" << n - 1;
    EXPECT_EQ(s.nth(n).id, 64);
  }
  EXPECT_EQ(CardSet().nth(0).id, 64);
}

// nthOfFew (the playouts' pick from a hand of up to 8 cards, or 6) picks nth()'s card.
TEST(Card, NthOfFewPicksNthsCard) {
  for (uint64_t bits : {0x1ull, 0x8000000000000000ull, 0x00F0000000011F02ull, 0x1000200040008001ull, 0x80C0000000001013ull}) {
    const CardSet s(bits);
    for (int n = 0; n < std::min(s.size(), 8); ++n) EXPECT_EQ(s.nthOfFew(n), s.nth(n)) << std::hex << bits << std::dec << " n=" << n;
    for (int n = 0; n < std::min(s.size(), 6); ++n) EXPECT_EQ(s.nthOfFew<6>(n), s.nth(n)) << std::hex << bits << std::dec << " n=" << n;
  }
  EXPECT_EQ(CardSet().orElse(CardSet(6)), CardSet(6));
  EXPECT_EQ(CardSet(1).orElse(CardSet(6)), CardSet(1));
}
