// RULES.md, Guiñote "Choosing partners and dealer": "a reyes" (cards one at a time,
// skipping whoever already has a king, until kings fall: the first king deals, the
// first two kings are partners) and "a la carta más alta" (one card each: the highest
// deals, the two highest are partners; a draw that decides nothing is repeated).
// Expectations are recomputed from the CeremonyCard events with these rules.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "GuinoteScript.h"

namespace baza::test {
namespace {

std::shared_ptr<const Game> withCeremony(const std::string& ceremony, int players, int cards = 40,
                                         const std::vector<std::string>& more = {}) {
  std::vector<std::string> o = {"ceremony=" + ceremony, "players=" + std::to_string(players),
                                "cards=" + std::to_string(cards)};
  o.insert(o.end(), more.begin(), more.end());
  return guinote(o);
}

// Trick order from RULES.md, strongest first, as a strength per rank.
std::map<int, int> strengthByRank(int cards, bool caballoOverSota) {
  std::vector<int> order = {1, 3, 12, 10, 11, 9, 8, 7, 6, 5, 4, 2};
  if (caballoOverSota) std::swap(order[3], order[4]);
  std::map<int, int> out;
  int strength = 100;
  for (int r : order)
    if (cards == 48 || (r != 8 && r != 9)) out[r] = strength--;
  return out;
}

// Where the rules put people: the dealer at the last seat, with four players his
// partner opposite him (seat 1), the other two at seats 0 and 2.
void expectSeating(const GameState& s, int players, int dealer, int partner) {
  const std::vector<int> seatOf = s.seatOfPerson();
  EXPECT_EQ(seatOf[dealer], players - 1) << "the dealer sits at the last seat";
  if (players == 4) {
    EXPECT_EQ(seatOf[partner], 1) << "partners sit opposite";
    for (int person = 0; person < 4; ++person)
      if (person != dealer && person != partner) {
        EXPECT_TRUE(seatOf[person] == 0 || seatOf[person] == 2);
      }
  }
  std::vector<bool> taken(players, false);
  for (const Event& e : eventsOf(s, EventKind::Seated)) {  // Seated agrees with seatOfPerson
    EXPECT_EQ(seatOf[e.person], e.player);
    taken[e.player] = true;
  }
  for (bool t : taken) EXPECT_TRUE(t);
  EXPECT_EQ(lastEvent(s, EventKind::DealStarted).player, players - 1);
  EXPECT_EQ(s.currentPlayer(), 0);  // the mano, on the dealer's right, leads
}

void checkKings(const GameState& s, int players) {
  auto dealt = eventsOf(s, EventKind::CeremonyCard);
  ASSERT_FALSE(dealt.empty());
  std::vector<bool> hasKing(players, false);
  std::vector<int> kings;  // people in the order their kings fell
  CardSet seen;
  int next = dealt[0].player;
  for (size_t i = 0; i < dealt.size(); ++i) {
    const Event& e = dealt[i];
    EXPECT_EQ(e.round, 1);  // kings always fall within one pass through the pack
    EXPECT_FALSE(seen.has(e.card)) << "a card dealt twice";
    seen.add(e.card);
    while (hasKing[next]) next = (next + 1) % players;  // whoever has a king is skipped
    EXPECT_EQ(e.player, next) << "card " << i;
    if (e.card.rank() == kRey) {
      hasKing[e.player] = true;
      kings.push_back(e.player);
    }
    next = (e.player + 1) % players;
  }
  const size_t needed = players == 4 ? 2 : 1;
  ASSERT_EQ(kings.size(), needed) << "dealing stops when the deciding king falls";
  EXPECT_EQ(dealt.back().card.rank(), kRey);
  expectSeating(s, players, kings[0], players == 4 ? kings[1] : -1);
}

TEST(GuinoteRulesCeremony, KingsFirstKingDealsFirstTwoArePartners) {
  for (int players : {2, 3, 4})
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      SCOPED_TRACE(std::to_string(players) + " players, seed " + std::to_string(seed));
      auto s = newState(withCeremony("kings", players), seed);
      checkKings(*s, players);
      if (::testing::Test::HasFatalFailure()) return;
    }
}

TEST(GuinoteRulesCeremony, KingsWithFortyEightCards) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    SCOPED_TRACE(seed);
    checkKings(*newState(withCeremony("kings", 4, 48), seed), 4);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// Returns the number of rounds that had to be redrawn.
int checkHighestCard(const GameState& s, int players, int cards, bool caballoOverSota) {
  const auto strength = strengthByRank(cards, caballoOverSota);
  auto dealt = eventsOf(s, EventKind::CeremonyCard);
  EXPECT_FALSE(dealt.empty());
  if (dealt.empty()) return 0;
  EXPECT_EQ(dealt.size() % players, 0u);
  const int rounds = static_cast<int>(dealt.size()) / players;
  int dealer = -1, partner = -1;
  for (int r = 0; r < rounds; ++r) {
    std::vector<int> byPerson(players, -1);
    for (int k = 0; k < players; ++k) {
      const Event& e = dealt[r * players + k];
      EXPECT_EQ(e.round, r + 1);
      EXPECT_EQ(byPerson[e.player], -1) << "one card each";
      byPerson[e.player] = strength.at(e.card.rank());
    }
    std::vector<int> order(players);
    for (int p = 0; p < players; ++p) order[p] = p;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return byPerson[a] > byPerson[b]; });
    const bool clearTop = byPerson[order[0]] > byPerson[order[1]];
    const bool clearPairs = players != 4 || byPerson[order[1]] > byPerson[order[2]];
    const bool decided = clearTop && clearPairs;
    EXPECT_EQ(decided, r == rounds - 1) << "round " << r + 1 << ": only the deciding draw ends the ceremony";
    if (decided) {
      dealer = order[0];
      partner = order[1];
    }
  }
  if (dealer >= 0) expectSeating(s, players, dealer, players == 4 ? partner : -1);
  return rounds - 1;
}

TEST(GuinoteRulesCeremony, HighestCardDealsTwoHighestArePartners) {
  int redraws = 0;
  for (int players : {2, 3, 4})
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      SCOPED_TRACE(std::to_string(players) + " players, seed " + std::to_string(seed));
      redraws += checkHighestCard(*newState(withCeremony("highest_card", players), seed), players, 40, false);
      if (::testing::Test::HasFailure()) return;
    }
  EXPECT_GT(redraws, 0) << "no tie was met: the redraw rule went untested";
}

TEST(GuinoteRulesCeremony, HighestCardFollowsTheTrickOrderOptions) {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    SCOPED_TRACE(seed);
    checkHighestCard(*newState(withCeremony("highest_card", 4, 48, {"caballo_over_sota=1"}), seed), 4, 48, true);
    if (::testing::Test::HasFailure()) return;
  }
}

TEST(GuinoteRulesCeremony, DeterministicFromTheSeed) {
  for (const std::string ceremony : {"kings", "highest_card"}) {
    auto g = withCeremony(ceremony, 4);
    std::set<int> dealers;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      auto a = newState(g, seed), b = newState(g, seed);
      EXPECT_EQ(fingerprint(*a), fingerprint(*b));
      EXPECT_EQ(a->seatOfPerson(), b->seatOfPerson());
      const std::vector<int> seatOf = a->seatOfPerson();
      dealers.insert(static_cast<int>(std::find(seatOf.begin(), seatOf.end(), 3) - seatOf.begin()));
    }
    EXPECT_GT(dealers.size(), 1u) << ceremony << ": the seed should decide who deals";
  }
}

}  // namespace
}  // namespace baza::test
