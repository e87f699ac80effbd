// Golden vectors: computed once with this implementation, then pinned. They guard
// cross-platform and cross-version determinism of every deal (see Rng.h): if one
// fails, shuffles changed and old seeds, share codes and replays no longer
// reproduce the same matches. Never "fix" them by pasting new numbers.
#include <gtest/gtest.h>

#include <array>
#include <numeric>

#include "Rng.h"

using namespace baza;

TEST(Rng, SplitMix64MatchesReference) {
  uint64_t s = 0;  // the published SplitMix64 sequence from state 0
  EXPECT_EQ(splitMix64(s), 0xe220a8397b1dcdafull);
  EXPECT_EQ(splitMix64(s), 0x6e789e6aa1b965f4ull);
  EXPECT_EQ(splitMix64(s), 0x06c45d188009454full);
}

TEST(Rng, GoldenFirstOutputs) {
  Rng zero(0);
  for (uint64_t want : {0x99ec5f36cb75f2b4ull, 0xbf6e1f784956452aull, 0x1a5f849d4933e6e0ull, 0x6aa594f1262d2d2cull})
    EXPECT_EQ(zero.next(), want);
  Rng r42(42);
  for (uint64_t want : {0x15780b2e0c2ec716ull, 0x6104d9866d113a7eull, 0xae17533239e499a1ull, 0xecb8ad4703b360a1ull})
    EXPECT_EQ(r42.next(), want);
  Rng n32(42);  // next32 is the high half of next
  for (uint32_t want : {360188718u, 1627707782u, 2920764210u}) EXPECT_EQ(n32.next32(), want);
}

TEST(Rng, GoldenDeriveSeed) {
  EXPECT_EQ(deriveSeed(42, 1, 0), 0x3b3335584873a7b9ull);
  EXPECT_EQ(deriveSeed(42, 1, 1), 0x023ce5ef059b2eddull);
}

TEST(Rng, GoldenBelow) {
  Rng r(7);
  const uint32_t bounds[] = {1, 2, 3, 10, 40, 48, 1000, 0x80000001u};
  const uint32_t want[] = {0, 0, 2, 9, 39, 41, 60, 224274149};
  for (int i = 0; i < 8; ++i) EXPECT_EQ(r.below(bounds[i]), want[i]) << "bound " << bounds[i];
}

TEST(Rng, BelowStaysInRange) {
  Rng r(1);
  for (uint32_t bound : {1u, 2u, 7u, 40u, 0xFFFFFFFFu})
    for (int i = 0; i < 1000; ++i) EXPECT_LT(r.below(bound), bound);
}

TEST(Rng, GoldenShuffles) {
  Rng r(42);
  std::array<int, 10> ten{};
  std::iota(ten.begin(), ten.end(), 0);
  r.shuffle(ten.data(), 10);
  EXPECT_EQ(ten, (std::array<int, 10>{9, 1, 4, 2, 8, 7, 6, 5, 3, 0}));

  Rng deal(2024);  // a 40-card deck
  std::array<int, 40> forty{};
  std::iota(forty.begin(), forty.end(), 0);
  deal.shuffle(forty.data(), 40);
  EXPECT_EQ(forty, (std::array<int, 40>{33, 19, 37, 10, 25, 18, 14, 23, 28, 26, 11, 6, 29, 22, 0, 16, 7, 3, 36, 12,
                                        32, 31, 15, 38, 4, 20, 9, 24, 35, 21, 1, 17, 34, 13, 8, 27, 5, 39, 30, 2}));
}

TEST(Rng, SameSeedSameStream) {
  Rng a(123), b(123), c(124);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    uint64_t x = a.next();
    EXPECT_EQ(x, b.next());
    differs = differs || x != c.next();
  }
  EXPECT_TRUE(differs);
}

TEST(Rng, UsableAtCompileTime) {
  constexpr uint64_t first = Rng(0).next();
  static_assert(first == 0x99ec5f36cb75f2b4ull);
}
