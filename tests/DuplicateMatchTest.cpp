// Duplicate matches (core/DuplicateMatch.h): seeding, the pairing of a board's two
// plays, the statistics, thread independence and errors.
#include "DuplicateMatch.h"

#include <gtest/gtest.h>

#include <cmath>

#include "TestUtil.h"
#include "bots/Bot.h"

using namespace baza;

namespace {

DuplicateConfig config(const std::string& a, const std::string& b, long long boards, uint64_t seed = 7,
                       int players = 4, int threads = 1) {
  DuplicateConfig c;
  c.game = test::guinote({"players=" + std::to_string(players), "length=partida"});
  c.levelA = a;
  c.levelB = b;
  c.seed = seed;
  c.boards = boards;
  c.threads = threads;
  return c;
}

DuplicateSummary run(const DuplicateConfig& c) {
  auto s = runDuplicateMatch(c);
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().message);
  return s.ok() ? *s : DuplicateSummary{};
}

void expectSame(const Interval& x, const Interval& y) {
  EXPECT_EQ(x.mean, y.mean);
  EXPECT_EQ(x.low, y.low);
  EXPECT_EQ(x.high, y.high);
}

void expectSame(const DuplicateSummary& x, const DuplicateSummary& y) {
  EXPECT_EQ(x.boards, y.boards);
  EXPECT_EQ(x.plays, y.plays);
  EXPECT_EQ(x.winsA, y.winsA);
  EXPECT_EQ(x.winsB, y.winsB);
  EXPECT_EQ(x.noWinner, y.noWinner);
  EXPECT_EQ(x.deals, y.deals);
  EXPECT_EQ(x.decisions, y.decisions);
  EXPECT_EQ(x.pointDiff, y.pointDiff);
  expectSame(x.winRateA, y.winRateA);
  expectSame(x.pointsPerDealA, y.pointsPerDealA);
}

}  // namespace

TEST(DuplicateMatch, SeedsFollowTheDocumentedScheme) {
  EXPECT_EQ(boardSeed(5, 3), deriveSeed(5, 4, 3));
  EXPECT_EQ(botSeed(99, 2, 17), deriveSeed(99, 102, 17));
}

// A play is the match dealt from the board seed, each decision that of a fresh bot of
// the seat's side seeded deriveSeed(boardSeed, 100 + seat, moves so far): replayed
// here by hand.
TEST(DuplicateMatch, APlayIsTheDocumentedMatch) {
  for (int players : {2, 4}) {
    const auto c = config("easy", "random", 2, 11, players);
    for (uint64_t board : {0u, 5u}) {
      for (int aSide = 0; aSide < 2; ++aSide) {
        const uint64_t seed = deriveSeed(11, 4, board);
        MatchSetup setup;
        setup.seed = seed;
        auto state = std::move(c.game->newMatch(setup)).value();
        long long decisions = 0;
        while (!state->isTerminal()) {
          const int seat = state->currentPlayer();
          auto bot = makeBot(c.game->sideOf(seat) == aSide ? "easy" : "random",
                             deriveSeed(seed, 100 + static_cast<uint64_t>(seat), state->history().size()));
          ASSERT_TRUE(state->apply(chooseFor(**bot, *state, seat)).ok());
          ++decisions;
        }
        auto play = playDuplicate(c, board, aSide);
        ASSERT_TRUE(play.ok());
        const Scores scores = state->scores();
        ASSERT_GE(scores.winner, 0);  // a partida always has a winner
        EXPECT_EQ(play->winnerSide, scores.winner);
        EXPECT_EQ(play->pointsA, scores.sides[aSide].points);
        EXPECT_EQ(play->pointsB, scores.sides[1 - aSide].points);
        EXPECT_EQ(play->deals, state->dealView().dealNumber);
        EXPECT_EQ(play->decisions, decisions);
        int dealsStarted = 0;  // the log of the same match played with the log on
        MatchSetup logged;
        logged.seed = seed;
        auto replay = std::move(c.game->newMatch(logged)).value();
        for (Action a : state->history()) ASSERT_TRUE(replay->apply(a).ok());
        for (const Event& e : replay->events()) dealsStarted += e.kind == EventKind::DealStarted;
        EXPECT_EQ(play->deals, dealsStarted);
      }
    }
  }
}

TEST(DuplicateMatch, ABoardAddsItsTwoPlays) {
  const auto c = config("easy", "random", 2, 3);
  for (uint64_t board = 0; board < 20; ++board) {
    auto b = playBoard(c, board);
    auto p0 = playDuplicate(c, board, 0), p1 = playDuplicate(c, board, 1);
    ASSERT_TRUE(b.ok() && p0.ok() && p1.ok());
    EXPECT_EQ(b->winsA, (p0->winnerSide == 0) + (p1->winnerSide == 1));
    EXPECT_EQ(b->winsB, (p0->winnerSide == 1) + (p1->winnerSide == 0));
    EXPECT_EQ(b->noWinner, 0);
    EXPECT_EQ(b->pointDiff, p0->pointsA - p0->pointsB + p1->pointsA - p1->pointsB);
    EXPECT_EQ(b->deals, p0->deals + p1->deals);
    EXPECT_EQ(b->decisions, p0->decisions + p1->decisions);
  }
}

// The statistics recomputed from the boards with the textbook formulas.
TEST(DuplicateMatch, StatisticsOverBoards) {
  const auto c = config("easy", "random", 60, 21, 2);
  std::vector<double> scores, diffs, deals;
  long long winsA = 0, winsB = 0, decisions = 0;
  for (uint64_t i = 0; i < 60; ++i) {
    auto b = playBoard(c, i);
    ASSERT_TRUE(b.ok());
    scores.push_back(b->winsA / 2.0);
    diffs.push_back(b->pointDiff);
    deals.push_back(b->deals);
    winsA += b->winsA;
    winsB += b->winsB;
    decisions += b->decisions;
  }
  const double n = 60;
  double mean = 0, sumDiff = 0, sumDeals = 0;
  for (size_t i = 0; i < scores.size(); ++i) mean += scores[i] / n, sumDiff += diffs[i], sumDeals += deals[i];
  double var = 0;
  for (double s : scores) var += (s - mean) * (s - mean) / (n - 1);
  const double r = sumDiff / sumDeals;
  double res = 0;
  for (size_t i = 0; i < diffs.size(); ++i) res += (diffs[i] - r * deals[i]) * (diffs[i] - r * deals[i]);
  const double se = std::sqrt(res / (n * (n - 1))) / (sumDeals / n);

  const auto s = run(c);
  EXPECT_EQ(s.boards, 60);
  EXPECT_EQ(s.plays, 120);
  EXPECT_EQ(s.winsA, winsA);
  EXPECT_EQ(s.winsB, winsB);
  EXPECT_EQ(s.winsA + s.winsB, 120);
  EXPECT_EQ(s.decisions, decisions);
  EXPECT_EQ(s.deals, static_cast<long long>(sumDeals));
  EXPECT_EQ(s.pointDiff, static_cast<long long>(sumDiff));
  EXPECT_NEAR(s.winRateA.mean, mean, 1e-12);
  EXPECT_NEAR(s.winRateA.mean, winsA / 120.0, 1e-12);
  EXPECT_NEAR(s.winRateA.high - s.winRateA.mean, std::min(1.96 * std::sqrt(var / n), 1 - mean), 1e-3);
  EXPECT_NEAR(s.winRateA.mean - s.winRateA.low, 1.96 * std::sqrt(var / n), 1e-3);
  EXPECT_NEAR(s.pointsPerDealA.mean, r, 1e-9);
  EXPECT_NEAR(s.pointsPerDealA.high - r, 1.96 * se, 1e-3);
  EXPECT_NEAR(r - s.pointsPerDealA.low, 1.96 * se, 1e-3);
}

// Both plays of a board use the same cards and the same bot seeds, so a level
// against itself plays the same partida twice: exactly one win each, every board.
TEST(DuplicateMatch, ALevelAgainstItselfScoresExactlyHalf) {
  for (int players : {2, 4})
    for (const char* level : {"random", "easy"}) {
      const auto s = run(config(level, level, 200, 5, players));
      EXPECT_EQ(s.winsA, 200) << level;
      EXPECT_EQ(s.winsB, 200) << level;
      EXPECT_EQ(s.pointDiff, 0) << level;
      EXPECT_EQ(s.winRateA.mean, 0.5);
      EXPECT_EQ(s.winRateA.low, 0.5);
      EXPECT_EQ(s.winRateA.high, 0.5);
      EXPECT_EQ(s.pointsPerDealA.mean, 0.0);
    }
}

// Swapping A and B swaps the two plays of every board: the results mirror exactly.
TEST(DuplicateMatch, SwappingTheLevelsMirrorsTheResults) {
  for (int players : {2, 4}) {
    const auto x = run(config("easy", "random", 150, 9, players));
    const auto y = run(config("random", "easy", 150, 9, players));
    EXPECT_EQ(x.winsA, y.winsB);
    EXPECT_EQ(x.winsB, y.winsA);
    EXPECT_EQ(x.pointDiff, -y.pointDiff);
    EXPECT_EQ(x.deals, y.deals);
    EXPECT_EQ(x.decisions, y.decisions);
    EXPECT_NEAR(x.winRateA.mean, 1 - y.winRateA.mean, 1e-12);
    EXPECT_NEAR(x.winRateA.low, 1 - y.winRateA.high, 1e-12);
    EXPECT_NEAR(x.pointsPerDealA.mean, -y.pointsPerDealA.mean, 1e-12);
    EXPECT_NEAR(x.pointsPerDealA.low, -y.pointsPerDealA.high, 1e-9);
  }
}

TEST(DuplicateMatch, TheHeuristicBeatsRandomClearly) {
  for (int players : {2, 4}) {
    const auto s = run(config("easy", "random", 200, 1, players));
    EXPECT_GT(s.winRateA.mean, 0.6) << players;
    EXPECT_GT(s.winRateA.low, 0.5) << players;
    EXPECT_GT(s.pointsPerDealA.low, 0.0) << players;
    EXPECT_EQ(s.winsA + s.winsB, 400);
    EXPECT_GE(s.deals, 400);
  }
}

TEST(DuplicateMatch, ThreadsDoNotChangeTheResults) {
  for (int players : {2, 4}) {
    const auto one = run(config("easy", "random", 101, 4, players, 1));
    for (int threads : {2, 3, 200}) expectSame(one, run(config("easy", "random", 101, 4, players, threads)));
  }
}

TEST(DuplicateMatch, SameArgumentsSameNumbers) {
  expectSame(run(config("random", "easy", 80, 12)), run(config("random", "easy", 80, 12)));
  const auto other = run(config("random", "easy", 80, 13));
  EXPECT_NE(run(config("random", "easy", 80, 12)).decisions, other.decisions);
}

TEST(DuplicateMatch, BadConfigurationsAreErrors) {
  auto expectError = [](const DuplicateConfig& c, const std::string& part) {
    auto st = checkDuplicate(c);
    ASSERT_FALSE(st.ok()) << part;
    EXPECT_NE(st.error().message.find(part), std::string::npos) << st.error().message;
    auto s = runDuplicateMatch(c);
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().message, st.error().message);
  };
  expectError(config("genius", "random", 10), "unknown bot level 'genius'");
  expectError(config("random", "", 10), "unknown bot level ''");
  expectError(config("random", "easy", 10, 1, 3), "two sides");
  expectError(config("random", "easy", 1), "at least 2 boards");
  expectError(config("random", "easy", 0), "at least 2 boards");
  expectError(config("random", "easy", 10, 1, 4, 0), "at least 1 thread");
  auto noGame = config("random", "easy", 10);
  noGame.game = nullptr;
  expectError(noGame, "no game");
  EXPECT_TRUE(checkDuplicate(config("random", "easy", 2)).ok());
}
