// The Whist double-dummy solver (core/whist/WhistSolver.h): against a brute-force
// minimax (alpha-beta, nothing else) on small endings (whole tricks and tricks in progress), hand-built positions
// with known answers, invariances (seat rotation, suit renaming), the per-card view
// against the whole solve, reference positions solved by DDS 2.9 (Haglund and Hein's
// bridge double-dummy solver, an independent program), and the `baza dd` command.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "Rng.h"
#include "whist/WhistSolver.h"

using namespace baza;

namespace {

// ---- a brute-force reference: minimax over every legal card (plain alpha-beta) -------

struct BruteForce {
  std::array<uint64_t, 4> hand{};
  int trump = kNoTrump;

  bool beats(int c, int w) const { return (c >> 4) == (w >> 4) ? c > w : (c >> 4) == trump; }

  // Tricks `side` takes from here (the trick in progress included) with best play;
  // exact when it lies inside (alpha, beta), else a bound beyond the window.
  int value(int leader, std::vector<int>& trick, int side, int alpha = -1, int beta = 99) {
    const int p = (leader + static_cast<int>(trick.size())) & 3;
    if (!hand[p]) return 0;
    uint64_t legal = hand[p];
    if (!trick.empty()) {
      const uint64_t follow = hand[p] & (uint64_t{0xFFFF} << (16 * (trick[0] >> 4)));
      if (follow) legal = follow;
    }
    const bool maxing = (p & 1) == side;
    int best = maxing ? -1 : 99;
    for (uint64_t b = legal; b && alpha < beta; b &= b - 1) {
      const int v = play(leader, trick, std::countr_zero(b), side, alpha, beta);
      if (maxing) {
        best = std::max(best, v);
        alpha = std::max(alpha, v);
      } else {
        best = std::min(best, v);
        beta = std::min(beta, v);
      }
    }
    return best;
  }

  // Tricks `side` takes from here if the seat to play plays card c.
  int play(int leader, std::vector<int>& trick, int c, int side, int alpha = -1, int beta = 99) {
    const int p = (leader + static_cast<int>(trick.size())) & 3;
    hand[p] ^= uint64_t{1} << c;
    trick.push_back(c);
    int v;
    if (trick.size() == 4) {
      int win = 0;
      for (int i = 1; i < 4; ++i)
        if (beats(trick[i], trick[win])) win = i;
      const int winner = (leader + win) & 3;
      const int gain = (winner & 1) == side ? 1 : 0;
      std::vector<int> next;
      v = gain + value(winner, next, side, alpha - gain, beta - gain);
    } else {
      v = value(leader, trick, side, alpha, beta);
    }
    trick.pop_back();
    hand[p] ^= uint64_t{1} << c;
    return v;
  }
};

BruteForce bruteForce(const DoubleDummyDeal& d, int trump) {
  BruteForce bf;
  for (int p = 0; p < 4; ++p) bf.hand[p] = d.hands[p].bits();
  bf.trump = trump;
  return bf;
}

std::vector<int> ids(const std::vector<Card>& table) {
  std::vector<int> out;
  for (Card c : table) out.push_back(c.id);
  return out;
}

// Tricks for the side to play, as WhistSolver::tricks counts them.
int bruteTricks(const DoubleDummyDeal& d, int trump, int leader, const std::vector<Card>& table = {}) {
  BruteForce bf = bruteForce(d, trump);
  std::vector<int> trick = ids(table);
  return bf.value(leader, trick, ((leader + static_cast<int>(table.size())) & 3) & 1);
}

DoubleDummyDeal randomDeal(Rng& rng, int cardsEach) {
  uint8_t ids[52];
  int k = 0;
  for (int s = 0; s < 4; ++s)
    for (int r = 2; r <= 14; ++r) ids[k++] = static_cast<uint8_t>(s * 16 + r);
  rng.shuffle(ids, 52);
  DoubleDummyDeal d;
  for (int p = 0; p < 4; ++p)
    for (int i = 0; i < cardsEach; ++i) d.hands[p].add(Card(ids[p * cardsEach + i]));
  return d;
}

// Plays `count` random legal cards from `leader` on, moving them from the hands to the table.
std::vector<Card> playRandomCards(Rng& rng, DoubleDummyDeal& d, int leader, int count) {
  std::vector<Card> table;
  for (int i = 0; i < count; ++i) {
    const int p = (leader + i) & 3;
    CardSet legal = d.hands[p];
    if (!table.empty() && !(legal & CardSet::suit(table[0].suit())).empty()) legal = legal & CardSet::suit(table[0].suit());
    const Card c = legal.nth(static_cast<int>(rng.below(static_cast<uint32_t>(legal.size()))));
    table.push_back(c);
    d.hands[p].remove(c);
  }
  return table;
}

DoubleDummyDeal pbn(const std::string& text) {
  auto d = parsePbnDeal(text);
  EXPECT_TRUE(d.ok()) << text << ": " << (d.ok() ? "" : d.error().message);
  return d.ok() ? *d : DoubleDummyDeal{};
}

std::vector<Card> cards(const std::string& text) {
  std::vector<Card> out;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    auto c = parseCard(word, DeckKind::French);
    EXPECT_TRUE(c.ok()) << word;
    if (c.ok()) out.push_back(*c);
  }
  return out;
}

std::string text(Card c) { return cardText(c, DeckKind::French); }

// ---- brute force ---------------------------------------------------------------------

TEST(WhistSolver, MatchesBruteForceOnRandomEndings) {
  Rng rng(101);
  WhistSolver solver(14);
  for (int i = 0; i < 2000; ++i) {
    const int n = i < 100 ? 1 + i % 3 : i % 10 == 0 ? 6 : 2 + static_cast<int>(rng.below(4));  // 1..6 cards each
    const DoubleDummyDeal d = randomDeal(rng, n);
    for (int trump = 0; trump <= kNoTrump; ++trump) {
      if (n >= 5 && trump != i % 5) continue;  // the biggest endings: one trump each
      const int leader = static_cast<int>(rng.below(4));
      ASSERT_EQ(solver.tricks(d, trump, leader), bruteTricks(d, trump, leader))
          << pbnText(d) << " trump " << trump << " leader " << leader;
    }
  }
}

TEST(WhistSolver, MatchesBruteForceInTheMiddleOfATrick) {
  Rng rng(202);
  WhistSolver solver(14);
  for (int i = 0; i < 1000; ++i) {
    const int n = 2 + static_cast<int>(rng.below(4));  // 2..5 cards for the seats still to play
    DoubleDummyDeal d = randomDeal(rng, n);
    const int trump = static_cast<int>(rng.below(5)), leader = static_cast<int>(rng.below(4));
    const std::vector<Card> table = playRandomCards(rng, d, leader, 1 + static_cast<int>(rng.below(3)));
    const std::string where = pbnText(d) + " trump " + std::to_string(trump) + " leader " + std::to_string(leader);
    ASSERT_EQ(solver.tricks(d, trump, leader, table), bruteTricks(d, trump, leader, table)) << where;
    const int side = ((leader + static_cast<int>(table.size())) & 3) & 1;
    for (const auto& [c, value] : solver.tricksPerCard(d, trump, leader, table)) {
      BruteForce bf = bruteForce(d, trump);
      std::vector<int> trick = ids(table);
      EXPECT_EQ(value, bf.play(leader, trick, c.id, side)) << where << " card " << text(c);
    }
  }
}

// ---- positions with known answers ----------------------------------------------------

TEST(WhistSolver, ThirteenTrumpsTakeEveryTrick) {
  WhistSolver solver;
  // North holds every spade, East every heart, South every diamond, West every club.
  const DoubleDummyDeal d = pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
  for (int leader = 0; leader < 4; ++leader) {
    // Spades trump: North ruffs every lead, so North-South take all 13 whoever leads.
    EXPECT_EQ(solver.tricks(d, 0, leader), leader % 2 == 0 ? 13 : 0);
    // No trump: the leader runs his suit.
    EXPECT_EQ(solver.tricks(d, kNoTrump, leader), 13);
  }
  // The leader's own suit is trumps: he draws nothing and takes every trick.
  EXPECT_EQ(solver.tricks(d, 1, 1), 13);  // East leads, hearts trump
  EXPECT_EQ(solver.tricks(d, 1, 2), 0);   // South leads a diamond: East ruffs it and runs hearts
}

TEST(WhistSolver, SimpleSqueeze) {
  // No trump, South to lead, three cards each. North-South have two top tricks (the
  // aces of clubs and spades) and two threats in North: the queen of spades (against
  // West's K3) and the queen of hearts (against West's king). On the ace of clubs West
  // must unguard one suit, and North, who discards after him, keeps that threat: all
  // three tricks. With West's cards in East, who discards after North, the squeeze
  // fails: two tricks.
  WhistSolver solver;
  const DoubleDummyDeal west = pbn("N:AQ.Q.. ..KQJ. 2..2.A K3.K..");
  const DoubleDummyDeal east = pbn("N:AQ.Q.. K3.K.. 2..2.A ..KQJ.");
  EXPECT_EQ(solver.tricks(west, kNoTrump, 2), 3);
  EXPECT_EQ(solver.tricks(east, kNoTrump, 2), 2);
  EXPECT_EQ(bruteTricks(west, kNoTrump, 2), 3);
  EXPECT_EQ(bruteTricks(east, kNoTrump, 2), 2);
}

TEST(WhistSolver, TrickInProgressCountsTheCurrentTrick) {
  WhistSolver solver;
  // One card each; North led the ace of spades, East follows with the king: North-South
  // win this trick, so East's side takes none of the one trick left.
  const DoubleDummyDeal d = pbn("N:... K... 2... 3...");
  const std::vector<Card> table = cards("AS");
  EXPECT_EQ(solver.tricks(d, kNoTrump, 0, table), 0);
  const auto per = solver.tricksPerCard(d, kNoTrump, 0, table);
  ASSERT_EQ(per.size(), 1u);
  EXPECT_EQ(text(per[0].first), "KS");
  EXPECT_EQ(per[0].second, 0);
}

// ---- invariances and consistency ------------------------------------------------------

DoubleDummyDeal rotate(const DoubleDummyDeal& d, int k) {
  DoubleDummyDeal out;
  for (int p = 0; p < 4; ++p) out.hands[(p + k) & 3] = d.hands[p];
  return out;
}

DoubleDummyDeal renameSuits(const DoubleDummyDeal& d, const std::array<int, 4>& to) {
  DoubleDummyDeal out;
  for (int p = 0; p < 4; ++p)
    for (Card c : d.hands[p]) out.hands[p].add(Card::of(to[c.suit()], c.rank()));
  return out;
}

TEST(WhistSolver, SeatRotationAndSuitRenamingChangeNothing) {
  Rng rng(303);
  WhistSolver solver;
  for (int i = 0; i < 40; ++i) {
    const int n = i < 4 ? 13 : 6 + static_cast<int>(rng.below(4));
    const DoubleDummyDeal d = randomDeal(rng, n);
    const int trump = static_cast<int>(rng.below(5)), leader = static_cast<int>(rng.below(4));
    const int value = solver.tricks(d, trump, leader);
    ASSERT_GE(value, 0);
    ASSERT_LE(value, n);
    for (int k = 1; k < 4; ++k)
      EXPECT_EQ(solver.tricks(rotate(d, k), trump, (leader + k) & 3), value) << pbnText(d) << " rotated " << k;
    std::array<int, 4> to = {0, 1, 2, 3};
    rng.shuffle(to.data(), 4);
    EXPECT_EQ(solver.tricks(renameSuits(d, to), trump == kNoTrump ? kNoTrump : to[trump], leader), value)
        << pbnText(d) << " suits renamed";
  }
}

TEST(WhistSolver, PerCardValuesAgreeWithTheWholeSolve) {
  Rng rng(404);
  WhistSolver solver;
  for (int i = 0; i < 30; ++i) {
    const int n = i < 2 ? 13 : 5 + static_cast<int>(rng.below(4));
    DoubleDummyDeal d = randomDeal(rng, n);
    const int trump = static_cast<int>(rng.below(5)), leader = static_cast<int>(rng.below(4));
    const std::vector<Card> table = playRandomCards(rng, d, leader, static_cast<int>(rng.below(4)));
    const int mover = (leader + static_cast<int>(table.size())) & 3;
    const int value = solver.tricks(d, trump, leader, table);
    const auto per = solver.tricksPerCard(d, trump, leader, table);
    ASSERT_FALSE(per.empty());
    int best = -1;
    for (const auto& [c, v] : per) {
      best = std::max(best, v);
      if (table.size() == 3) continue;  // the card ends the trick: the next leader is not known here
      // After c, the next seat (the other side) takes the rest of the tricks left.
      DoubleDummyDeal after = d;
      after.hands[mover].remove(c);
      std::vector<Card> more = table;
      more.push_back(c);
      EXPECT_EQ(solver.tricks(after, trump, leader, more), n - v) << pbnText(d) << " card " << text(c);
    }
    EXPECT_EQ(best, value) << pbnText(d);
  }
}

TEST(WhistSolver, ResultsDoNotDependOnEarlierCalls) {
  Rng rng(505);
  const DoubleDummyDeal a = randomDeal(rng, 10), b = randomDeal(rng, 10);
  WhistSolver solver;
  const int first = solver.tricks(a, 1, 0);
  const uint64_t nodes = solver.nodes();
  EXPECT_GT(nodes, 0u);
  solver.tricks(b, kNoTrump, 3);
  EXPECT_EQ(solver.tricks(a, 1, 0), first);
  EXPECT_EQ(solver.nodes(), nodes);  // a fresh table each call: the same search
  WhistSolver small(10);             // a tiny table fills up and prunes itself: same answer
  EXPECT_EQ(small.tricks(a, 1, 0), first);
}

// A table that doubles when full (the analysis view's) searches exactly as one that had
// the room from the start: the same entries, the same answers, the same nodes; one that
// must prune itself forgets entries and searches more.
TEST(WhistSolver, AGrowingTableSearchesAsABigOne) {
  Rng rng(909);
  const DoubleDummyDeal d = randomDeal(rng, 13);
  WhistSolver small(10), growing(10, 16), big(16);
  const auto expected = big.tricksPerCard(d, 2, 1);
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(growing.tricksPerCard(d, 2, 1), expected);
  EXPECT_EQ(growing.nodes(), big.nodes());
  EXPECT_EQ(small.tricksPerCard(d, 2, 1), expected);
  EXPECT_GT(small.nodes(), big.nodes());
}

// The replay viewer's reuse (keepTable): every position of random deals played out
// card by card, analysed with the table kept from the earlier positions (and earlier
// deals: the same trump keeps it, another trump resets it), gives exactly the answers
// of a fresh table. A tiny kept table fills up and prunes itself (or first grows); an
// aborted call leaves no bounds behind.
TEST(WhistSolver, KeptTableGivesTheSameAnswersThroughADeal) {
  Rng rng(707);
  WhistSolver kept, fresh, tiny(10), growing(10, 11);  // growing: doubles once, then prunes itself
  kept.keepTable(true);
  tiny.keepTable(true);
  growing.keepTable(true);
  for (int i = 0; i < 10; ++i) {
    DoubleDummyDeal d = randomDeal(rng, 6 + i % 4);
    const int trump = i < 4 ? 1 : static_cast<int>(rng.below(5));
    int leader = static_cast<int>(rng.below(4));
    std::vector<Card> table;
    if (i % 2 == 0) {  // a call that gives up must not leave its bounds in the kept table
      fresh.tricksPerCard(d, trump, leader);
      kept.setNodeLimit(fresh.nodes() / (2 + i));
      EXPECT_TRUE(kept.tricksPerCard(d, trump, leader).empty());
      EXPECT_TRUE(kept.aborted());
      kept.setNodeLimit(0);
    }
    while (d.hands[(leader + static_cast<int>(table.size())) & 3].size() > 0) {
      const auto expected = fresh.tricksPerCard(d, trump, leader, table);
      ASSERT_FALSE(expected.empty());
      EXPECT_EQ(kept.tricksPerCard(d, trump, leader, table), expected) << pbnText(d) << " deal " << i;
      EXPECT_EQ(tiny.tricksPerCard(d, trump, leader, table), expected) << pbnText(d) << " deal " << i;
      EXPECT_EQ(growing.tricksPerCard(d, trump, leader, table), expected) << pbnText(d) << " deal " << i;
      EXPECT_EQ(kept.tricks(d, trump, leader, table), fresh.tricks(d, trump, leader, table));
      // Play a random legal card; a full trick goes to its winner, who leads next.
      const int p = (leader + static_cast<int>(table.size())) & 3;
      const Card c = expected[rng.below(static_cast<uint32_t>(expected.size()))].first;
      d.hands[p].remove(c);
      table.push_back(c);
      if (table.size() == 4) {
        int win = 0;
        for (int k = 1; k < 4; ++k) {
          const bool sameSuit = table[k].suit() == table[win].suit();
          if (sameSuit ? table[k].rank() > table[win].rank() : table[k].suit() == trump) win = k;
        }
        leader = (leader + win) & 3;
        table.clear();
      }
    }
  }
}

// ---- reference positions solved by DDS 2.9 ---------------------------------------------

struct ReferenceDeal {
  const char* deal;
  char trump, leader;
  int tricks;  // for the leader's side
};

// Random deals (40 of 13 cards, then endings of 4..9), random trump and leader.
constexpr ReferenceDeal kReferenceDeals[] = {
    {"N:AT8.A5.T83.J8762 3.KQ96.KJ642.Q54 KQ52.JT873.A9.AK J9764.42.Q75.T93", 'N', 'W', 5},
    {"N:KQJ.A2.Q97654.A2 72.KT9.AT.KJT987 A98.QJ8543.83.Q5 T6543.76.KJ2.643", 'N', 'E', 7},
    {"N:KQJ5.J2.832.K763 A42.KQ97.AJ.Q982 6.T54.K764.AJT54 T9873.A863.QT95.", 'S', 'S', 4},
    {"N:T3.KT9.KQ872.763 AK74.AQ53.T.AKQ9 J962.8762..JT854 Q85.J4.AJ96543.2", 'H', 'W', 10},
    {"N:3.K82.QJT98.QJ32 942.AJ3.754.AT84 AKQJT75.Q74.A.K9 86.T965.K632.765", 'S', 'E', 3},
    {"N:64.AJ982.T7.9754 QJ98.T4.AQ6.AKT8 T.K765.KJ954.QJ6 AK7532.Q3.832.32", 'C', 'N', 6},
    {"N:84.A75.98532.KT2 J9752.K3.T4.Q543 Q3.JT9642.AQ6.97 AKT6.Q8.KJ7.AJ86", 'N', 'N', 6},
    {"N:AT4.K2.AKJ2.KT52 K93.JT753.QT85.7 QJ752.A64.3.AQ83 86.Q98.9764.J964", 'C', 'S', 12},
    {"N:Q52.2.AQJ942.K64 KJ7.J3.K7653.AJ5 A9643.AT974..T97 T8.KQ865.T8.Q832", 'S', 'E', 4},
    {"N:T96.QJ54.KQ54.75 KQ.62.T83.KT9832 A87.A9873.A9.QJ6 J5432.KT.J762.A4", 'S', 'W', 7},
    {"N:T64.Q9.AJ876.AJ9 QJ87.AK76.9.Q654 9.JT32.K432.T832 AK532.854.QT5.K7", 'S', 'E', 10},
    {"N:JT654.872.T7.J52 A.T954.J652.AQ73 Q872.AKQ6.Q43.T8 K93.J3.AK98.K964", 'S', 'S', 7},
    {"N:AT975.Q.J9764.Q8 KJ3.J8532.8.AKJ2 Q842.A7.AQ53.T65 6.KT964.KT2.9743", 'H', 'E', 10},
    {"N:Q6.AKJ53.KQJ6.K2 T2.Q7.AT852.AQ95 A9754.T2.974.T76 KJ83.9864.3.J843", 'S', 'S', 6},
    {"N:K7.KT4.JT7.AKQ82 864.Q96532.932.3 QT53.87.K864.J95 AJ92.AJ.AQ5.T764", 'N', 'E', 4},
    {"N:K.A92.Q4.AT98654 Q7.JT64.K9762.K2 A9643.KQ873.JT.Q JT852.5.A853.J73", 'S', 'E', 6},
    {"N:AJ632.KJ4.J6.AK5 74.862.AKT.J9732 KQT8.AQ7.8752.Q8 95.T953.Q943.T64", 'H', 'W', 4},
    {"N:T8632.K6.A63.T75 74.QT54.QT8.K643 J9.J9832.K94.QJ9 AKQ5.A7.J752.A82", 'C', 'S', 4},
    {"N:KT7.98642.952.73 A62.QT.AQ83.QT64 84.J753.J74.AJ92 QJ953.AK.KT6.K85", 'N', 'N', 3},
    {"N:42.JT862.985.J52 AKQT96.A95.64.Q3 53.Q743.AT.AKT64 J87.K.KQJ732.987", 'C', 'E', 6},
    {"N:64.A8.T43.AQT876 KJ8.Q743.AQJ.J32 AQ973.J.K9862.54 T52.KT9652.75.K9", 'N', 'S', 8},
    {"N:KQ86.JT76.AKQ97. J93.Q83.J4.AJ765 5.K952.T63.QT983 AT742.A4.852.K42", 'S', 'W', 7},
    {"N:865.AQ98.JT62.97 AQ3.KJ2.K9753.Q2 KJ974.76.8.KJT84 T2.T543.AQ4.A653", 'N', 'W', 8},
    {"N:AK86.T6.K2.KT852 5.KJ87.JT863.A94 Q93.AQ54.974.QJ3 JT742.932.AQ5.76", 'S', 'E', 4},
    {"N:KJ53.KT7.953.JT9 92.6432.AQJ87.53 Q874.Q8.T642.A64 AT6.AJ95.K.KQ872", 'S', 'E', 7},
    {"N:AT6.A52.KT7.AKQ6 KJ8753.Q6.642.J5 .KT983.AQ85.T432 Q942.J74.J93.987", 'D', 'E', 1},
    {"N:AQ3.K92.T976.AK4 KJ82.J74.KQ2.875 T74.AT8.J8543.96 965.Q653.A.QJT32", 'C', 'E', 8},
    {"N:973.AKQ43.AKQ6.8 KT62.6.9853.JT65 AJ4.9.J72.AKQ974 Q85.JT8752.T4.32", 'S', 'N', 10},
    {"N:T963.9742.AJ63.4 Q82.KT.KT8.Q6532 KJ54.AQ86.Q92.JT A7.J53.754.AK987", 'S', 'E', 4},
    {"N:K987.K98653.A.A2 T6.JT72.KJ7.J974 QJ54.Q4.T43.KT63 A32.A.Q98652.Q85", 'D', 'N', 4},
    {"N:Q.T53.7.AQT65432 KT62.KQJ76.KQ6.9 J873.82.A9853.87 A954.A94.JT42.KJ", 'N', 'N', 9},
    {"N:.AT.A98743.QT954 AK9765.J73.K2.73 QT42.9542.5.AKJ6 J83.KQ86.QJT6.82", 'D', 'E', 4},
    {"N:AQT.KQT94.KQ.952 J53.J82.JT4.AT74 K987.63.A763.K86 642.A75.9852.QJ3", 'H', 'W', 3},
    {"N:52.QJ8.Q8763.KJ3 AKQ98.9543.A5.A5 T43.AK.KJT42.842 J76.T762.9.QT976", 'S', 'N', 4},
    {"N:AKT53.J8.AKT74.6 86.Q7543.952.K84 92.AT62.QJ.QT932 QJ74.K9.863.AJ75", 'N', 'E', 4},
    {"N:AJ85.K93.872.J85 QT4.JT4.K5.A7632 K3.AQ86.AQT.KQT4 9762.752.J9643.9", 'N', 'E', 2},
    {"N:943.T92.753.QJ65 AJT5.Q3.AQ642.A4 K82.K754.J.KT932 Q76.AJ86.KT98.87", 'N', 'W', 11},
    {"N:QT743.J.QJ7.Q642 J2.QT87.98542.95 AK986.K93.A.AJT3 5.A6542.KT63.K87", 'D', 'W', 8},
    {"N:K.QJT743.AQ72.Q6 AQ9652.K6.K8.K98 43.A952.JT54.JT7 JT87.8.963.A5432", 'S', 'S', 3},
    {"N:T3.42.AKJ743.Q82 AQ9.KQJT3.92.KJT J864.A65.Q5.7643 K752.987.T86.A95", 'D', 'N', 7},
    {"N:JT7.6.3. K93..T.4 8..2.AK8 .T83.Q.6", 'D', 'W', 4},
    {"N:832.QJ5.6.J8 QJ6.K987.9.A 975.3.752.QT .A4.AKQT83.5", 'H', 'W', 8},
    {"N:.A3..AK8 8..5.J53 95..A4.2 K.KJ.KQ.", 'N', 'W', 2},
    {"N:42.T9762.Q.K 7.AJ4.KJ.AQ7 986.K5.53.32 J.83.AT9862.", 'N', 'S', 0},
    {"N:6.A6.KQ.T 5.7.872.9 T2.KQ8..7 A7..A96.8", 'C', 'N', 4},
    {"N:KJ.95.J.AT65 92.KQ63.K9.9 7.J42.865.42 T653.7.T2.Q3", 'N', 'W', 5},
    {"N:K76.K.AQ8.A9 AJT4..K942.7 3.J3.J3.T432 9.AT5.T.KQ85", 'N', 'E', 5},
    {"N:.AJ7.KQ93.3 A63.QT4..K9 8.K6.75.764 Q4.92.T862.", 'S', 'N', 2},
    {"N:3.93.T94.9 Q.82.Q76.A JT76.4.J.J K...KQ6542", 'H', 'E', 4},
    {"N:Q7.7.A7.Q93 9.T4.K95.54 T84.9.Q4.82 A52.J.T2.AK", 'S', 'N', 3},
    {"N:85.T..5 A7.K.A. ..QJT.K 9.2.K.7", 'H', 'N', 1},
    {"N:.J98.J2.83 .2.KQ93.JT AQ85.6..Q6 3.54.65.A5", 'C', 'W', 3},
    {"N:52.8.T8.Q3 .7.52.AKT7 .K64.J64.6 AQT.Q.Q.92", 'D', 'W', 3},
    {"N:98.K4.T.4 .Q875..KQ J..KQ.A53 AT.A62.J.", 'N', 'W', 3},
    {"N:.T.Q76.AT52 Q.83.J.KQ83 84.J6.8.976 T763.K.4.J4", 'H', 'N', 4},
    {"N:43.K.8.9 T95.3..Q .Q5.Q6.T J.2..AK8", 'N', 'W', 4},
    {"N:AQT74.7.9.8 .K8.K62.765 K9.54.85.AJ 5.JT3.AJ3.3", 'D', 'N', 1},
    {"N:9.T5.4.AT74 4.Q43.T.986 53.J2.J7.Q5 AT6.K8.A5.3", 'S', 'W', 7},
    {"N:9.AJ.92.8 54..54.76 72.3.KQ.K J3.9.AJ3.", 'N', 'N', 4},
    {"N:K8..J98.2 7.A87.3.5 3.T6.54.3 J2.4.76.9", 'H', 'S', 3},
    {"N:4.T5.8.J 98.A82.. J76..T.Q 3.K3..T6", 'D', 'N', 5},
    {"N:T.KT.T. ..A52.J 8..K7.5 6.8..T3", 'S', 'W', 1},
    {"N:K8.9.92.KQ QJ.KQT5..4 .J7.AQT.72 742..J87.T", 'H', 'N', 3},
    {"N:.8.A75. .5.T.Q5 .AT.Q6. .93..A4", 'C', 'E', 3},
    {"N:.9.J5.2 7.3..A3 T2.5..K 8.7.2.Q", 'C', 'S', 3},
    {"N:643.J.K.2 9.KT.84.J J5..A5.Q8 2.4.T73.K", 'N', 'S', 5},
    {"N:J6..52.T ..983.KQ 732..QT. A.42.A.9", 'N', 'N', 0},
    {"N:74..A2.7 .J54.T6. 3..K5.82 9.A2.3.K", 'C', 'E', 2},
    {"N:52.94.J. A76.J.Q. 43.A2..2 J..T9.54", 'S', 'S', 1},
    {"N:J9..AK98.2 QT82.A.J3. A..QT2.T96 K74.84.5.4", 'S', 'N', 2},
};

struct ReferenceTrick {
  const char* deal;  // the hands, the cards on the table removed
  char trump, leader;
  const char* table;    // the current trick, in play order from the leader
  const char* perCard;  // every legal card of the seat to play: tricks for its side from here
};

constexpr ReferenceTrick kReferenceTricks[] = {
    {"N:A9.K5.K87.5 K4.43.3.K843 J2.76.A.AQ92 85.A.T942.6", 'S', 'W', "8H 2H", "3H=3 4H=3"},
    {"N:.5.K5.84 7.9.J4. 8.KT..7 95.74.6.", 'N', 'E', "3C QC", "5S=0 9S=0 4H=0 7H=0 6D=0"},
    {"N:.82.AJ84.98 Q7.K7.T2.Q76 T2.J3.93.KT3 A.QT5..AJ52", 'H', 'W', "JS 5S", "7S=8 QS=8"},
    {"N:AQ6.AT.3.5 K3.Q.2.QT62 T2.K3.9.KJ4 .J76.Q8.A87", 'C', 'N', "7D", "2D=6"},
    {"N:75.AK.A94. .QJ96.T53.5 JT.874.Q.J2 AKQ9.3.86.", 'H', 'W', "AC KC", "5C=5"},
    {"N:K72.Q.74.76 A83.J.3.AJ .943.KQ92. QT9.6.8.Q9", 'N', 'E', "JS TD 6S", "2S=2 7S=2 KS=8"},
    {"N:J.7632..KQJ 3.AT9.J52. A9..K74.T3 87.J84.Q86.", 'S', 'E', "5C AC", "7S=3 8S=3 4H=2 8H=2 JH=2 6D=2 8D=2 QD=2"},
    {"N:6.Q.J5.92 K.76.K4.KQ J85.3.7.J4 QT4.J94..", 'N', 'W', "8C 5C", "QC=6 KC=6"},
    {"N:T3.872.A9.A9 .J.KQJT542. .KQ5..QJ432 AJ62.63..T85", 'D', 'E', "KS 9S", "2S=7 6S=7 JS=7 AS=8"},
    {"N:A.62.72. 5.9.J.K64 KQ8..9.3 J7.K75..", 'H', 'S', "5C TS 4S", "4C=4 6C=5 KC=5"},
    {"N:Q.92.8.6 .J75.2.4 J.K.KJ9.T 5.A4..93", 'N', 'W', "KS TS AS", "JS=2"},
    {"N:QT65.KT.7.J5 KJ7.3.T5.986 84.94.J93.74 32.J7.84.T3", 'D', 'W', "2H", "TH=6 KH=5"},
    {"N:54.AKJ.7.53 A8..42.J976 T3.Q3.85.KQ2 QJ2.9875.63.", 'H', 'N', "2H 6H", "3H=4 QH=8"},
    {"N:7.KQ62.9.2 32.T85..AK T8.9..QJ63 .J4.AK83.98", 'N', 'N', "4D 7D 2D", "3D=4 8D=6 KD=6 AD=6"},
    {"N:A.J5.T. .4.7.QJ .6.AK5.3 ..J8.A7", 'H', 'W', "KS 6S 3S", "6H=5 5D=4 KD=4 AD=4 3C=4"},
    {"N:63.Q4.QJ3.T 2.K9.T6.72 J7.T7.8.K3 Q98..2.QJ64", 'N', 'E', "5D 7D", "2D=4"},
    {"N:KT973..43.5 Q.AQ63.AQ.K3 AJ62.T74.85. .85.T97.T92", 'S', 'W', "AC QC", "3C=2 KC=2"},
    {"N:AT.4.KQ2.K2 K3.QT72.T3. 7.K8.J64.5 Q854.3.9.3", 'C', 'S', "6C AC", "2C=6 KC=6"},
    {"N:3.J4.T42. 95.7.86.3 62..5.87 .A95..952", 'N', 'S', "4C", "2C=3 5C=4 9C=4"},
    {"N:AQ743..8.4 .K82.J97.T .J9.63.AQ2 J2.Q63.5.87", 'H', 'N', "KS 8S 5S", "2S=6 JS=6"},
    {"N:J8652.3.. .Q5.72.6 .4.AT8.T9 Q.KT72.K.", 'S', 'E', "AC", "9C=4 TC=4"},
    {"N:.6.Q2.K3 J.AK4..75 .732.K75. Q98..93.4", 'S', 'N', "4D", "JS=6 4H=5 KH=5 AH=5 5C=5 7C=5"},
    {"N:3.8.AT.A Q6...763 T.T.Q4.4 4.94.6.Q8", 'S', 'N', "6H 7H JH", "4H=3 9H=3"},
    {"N:T5.J6..Q3 7..T32.J5 .T742.KQ.7 2.Q.A.964", 'S', 'W', "7D 5D 4D", "QD=6 KD=6"},
};

TEST(WhistSolver, NodeLimitGivesUpAndLeavesLaterCallsExact) {
  Rng rng(606);
  const DoubleDummyDeal d = randomDeal(rng, 13);
  WhistSolver solver;
  const int exact = solver.tricks(d, 0, 1);
  const uint64_t needed = solver.nodes();
  ASSERT_GT(needed, 100u);
  solver.setNodeLimit(needed / 2);
  EXPECT_EQ(solver.tricks(d, 0, 1), -1);
  EXPECT_TRUE(solver.aborted());
  EXPECT_TRUE(solver.tricksPerCard(d, 0, 1).empty());
  solver.setNodeLimit(needed);  // enough: the same search
  EXPECT_EQ(solver.tricks(d, 0, 1), exact);
  EXPECT_FALSE(solver.aborted());
  solver.setNodeLimit(0);
  EXPECT_EQ(solver.tricks(d, 0, 1), exact);
}

TEST(WhistSolver, MatchesDdsOnReferenceDeals) {
  WhistSolver solver;
  for (const auto& r : kReferenceDeals) {
    EXPECT_EQ(solver.tricks(pbn(r.deal), parseStrainLetter(r.trump), parseSeatLetter(r.leader)), r.tricks)
        << r.deal << " " << r.trump << " " << r.leader;
  }
}

TEST(WhistSolver, MatchesDdsOnTricksInProgress) {
  WhistSolver solver;
  for (const auto& r : kReferenceTricks) {
    std::string got;
    for (const auto& [c, v] : solver.tricksPerCard(pbn(r.deal), parseStrainLetter(r.trump), parseSeatLetter(r.leader),
                                                   cards(r.table)))
      got += (got.empty() ? "" : " ") + text(c) + "=" + std::to_string(v);
    EXPECT_EQ(got, r.perCard) << r.deal << " " << r.trump << " " << r.leader << " table " << r.table;
  }
}

// ---- input checks and PBN ---------------------------------------------------------------

TEST(WhistSolver, InvalidPositionsGiveMinusOne) {
  WhistSolver solver;
  const DoubleDummyDeal d = pbn("N:AK... QJ... T9... 87...");
  EXPECT_EQ(solver.tricks(d, 5, 0), -1);   // no such trump
  EXPECT_EQ(solver.tricks(d, 0, 4), -1);   // no such seat
  DoubleDummyDeal uneven = d;
  uneven.hands[1].remove(Card::of(0, 12));
  EXPECT_EQ(solver.tricks(uneven, 0, 0), -1);
  DoubleDummyDeal twice = d;
  twice.hands[1].add(Card::of(0, 14));  // the ace of spades in two hands
  EXPECT_FALSE(checkDoubleDummy(twice, 0, 0).ok());
  EXPECT_EQ(solver.tricks(twice, 0, 0), -1);
  EXPECT_TRUE(solver.tricksPerCard(uneven, 0, 0).empty());
  // A card on the table still in a hand, and a revoke (East holds spades).
  EXPECT_EQ(solver.tricks(d, 0, 0, cards("AS")), -1);
  const DoubleDummyDeal led = pbn("N:K... QJ... T9... 87...");
  EXPECT_EQ(solver.tricks(led, 0, 0, cards("AS")), 0);  // North's ace and king take both
  EXPECT_TRUE(checkDoubleDummy(pbn("N:K... Q... T9... 87..."), 0, 0, cards("AS JS")).ok());
  EXPECT_FALSE(checkDoubleDummy(pbn("N:K... Q... T9... 87..."), 0, 0, cards("AS 2H")).ok());  // East revoked
}

TEST(WhistSolver, PbnDeals) {
  const auto d = parsePbnDeal("E:AKQJ... T98... 765... 432...");  // East first
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(pbnText(*d), "N:432... AKQJ... T98... 765...");
  EXPECT_FALSE(parsePbnDeal("X:AK... ... ... ...").ok());
  EXPECT_FALSE(parsePbnDeal("N:AK.. ... ... ...").ok());      // three suits
  EXPECT_FALSE(parsePbnDeal("N:AZ... ... ... ...").ok());     // not a rank
  EXPECT_FALSE(parsePbnDeal("N:AA... ... ... ...").ok());     // a card twice
  EXPECT_FALSE(parsePbnDeal("N:A... ... ...").ok());          // three hands
  EXPECT_EQ(parseStrainLetter('N'), kNoTrump);
  EXPECT_EQ(parseSeatLetter('W'), 3);
}

// ---- the baza dd command ------------------------------------------------------------------

TEST(WhistSolver, CommandLine) {
  const std::string cli = BAZA_CLI_PATH;
  if (cli.empty()) GTEST_SKIP() << "the baza tool is not built";
  const std::string base = testing::TempDir() + "baza_dd_" + std::to_string(getpid());
  std::ofstream(base + ".in") << "# reference deals\n"
                              << kReferenceDeals[0].deal << " " << kReferenceDeals[0].trump << " "
                              << kReferenceDeals[0].leader << "\n\n"
                              << "N:AK... QJ... T9... 87... X N\n"
                              << "N:AK... QJ... T9... 87... S N\n";
  FILE* p = popen(("'" + cli + "' dd --game whist < '" + base + ".in'").c_str(), "r");
  ASSERT_NE(p, nullptr);
  std::string out;
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
  const int status = pclose(p);
  std::remove((base + ".in").c_str());
  std::istringstream lines(out);
  std::string line;
  std::vector<std::string> got;
  while (std::getline(lines, line)) got.push_back(line);
  ASSERT_EQ(got.size(), 3u) << out;
  int tricks = -1;
  long long us = -1;
  ASSERT_EQ(std::sscanf(got[0].c_str(), "%d %lld", &tricks, &us), 2) << got[0];
  EXPECT_EQ(tricks, kReferenceDeals[0].tricks);
  EXPECT_GE(us, 0);
  EXPECT_EQ(got[1], "error: bad trump 'X' (S H D C, or N for no trump)");
  EXPECT_EQ(got[2].substr(0, 2), "2 ");
  EXPECT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 1);  // a bad line
}

}  // namespace
