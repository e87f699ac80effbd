// BeloteSolver: the exact open-cards solver of Belote's card play, checked against a
// plain minimax over BeloteState::clone()/apply() on random endings (2, 3 and 4
// players, with and without overtrump_required, belote in every state: to come, half
// said, lost, scored) and on scripted positions whose answers are reasoned out below.
// No timing here: bench/SolverBench.cpp measures speed.
#include "belote/BeloteSolver.h"

#include <algorithm>

#include "BeloteScript.h"

namespace baza::test {
namespace {

using namespace bel;

const BeloteState& bs(const GameState& s) { return dynamic_cast<const BeloteState&>(s); }

int wonSoFar(const GameState& s, int side) {
  const BelotePlayView v = bs(s).playView();
  return v.cardPoints[side] + v.belotePoints[side];
}

// Card points + dix de der + belote that `maxSide` gains from s to the end of the deal,
// every other side minimizing it (3 players: paranoid, as the solver). Every card
// action is tried (play, and declare:1 / declare:2 saying belote); declare:0 is no card.
int bruteForce(const GameState& s, int maxSide, int base) {
  if (s.isTerminal()) return wonSoFar(s, maxSide) - base;
  const bool maximize = s.game().sideOf(s.currentPlayer()) == maxSide;
  int best = maximize ? -1 : 1000;
  for (Action a : s.legalActions()) {
    if (a.kind() == ActionKind::Declare && a.arg() == kDeclareAll) continue;
    auto next = s.clone();
    EXPECT_TRUE(next->apply(a).ok());
    const int v = bruteForce(*next, maxSide, base);
    best = maximize ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

int bruteValue(const GameState& s) {
  const int side = s.game().sideOf(s.currentPlayer());
  return bruteForce(s, side, wonSoFar(s, side));
}

int bruteValueAfter(const GameState& s, Action a) {
  const int side = s.game().sideOf(s.currentPlayer());
  auto next = s.clone();
  EXPECT_TRUE(next->apply(a).ok());
  return bruteForce(*next, side, wonSoFar(s, side));
}

bool cardAction(Action a) { return a.kind() == ActionKind::Play || (a.kind() == ActionKind::Declare && a.arg() != kDeclareAll); }

// A random action, but the K or Q of trumps mostly said when belote is offered (a
// plain one loses it, and the endings would rarely have a belote to come).
Action pick(const GameState& s, const ActionList& legal, Rng& rng) {
  const int trump = bs(s).playView().trump;
  ActionList some;
  const bool say = rng.below(8) != 0;
  for (Action a : legal) {
    bool dropped = false;
    if (say && a.kind() == ActionKind::Play)
      for (Action d : legal)
        if (d.kind() == ActionKind::Declare && d.arg() != kDeclareAll &&
            a.card() == Card::of(trump, d.arg() == kDeclareKing ? kBeloteKing : kBeloteQueen))
          dropped = true;
    if (!dropped) some.push(a);
  }
  return some[static_cast<int>(rng.below(static_cast<uint32_t>(some.size())))];
}

// A random deal (bids included) played at random until `tricksLeft` tricks are to go,
// then `extra` random card actions into the current trick.
std::unique_ptr<GameState> randomEnding(const std::shared_ptr<const Game>& g, uint64_t seed, int tricksLeft,
                                        int extra) {
  auto s = std::move(g->newMatch(MatchSetup{seed, {}, false})).value();
  Rng rng(seed * 7919 + 17);
  for (;;) {
    const BelotePlayView v = bs(*s).playView();
    if (v.stage == BeloteStage::Play && v.trickSize == 0 && v.hands[v.leader].size() == tricksLeft) break;
    const ActionList legal = s->legalActions();
    EXPECT_FALSE(legal.empty());
    (void)s->apply(pick(*s, legal, rng));
  }
  for (int i = 0; i < extra; ++i) {
    ActionList cardsToPlay;
    for (Action a : s->legalActions())
      if (cardAction(a)) cardsToPlay.push(a);
    (void)s->apply(pick(*s, cardsToPlay, rng));
  }
  return s;
}

std::shared_ptr<const Game> variant(int players, uint64_t i) {
  std::vector<std::string> o = {"players=" + std::to_string(players), "length=deal"};
  if (i % 3 == 1) o.push_back("overtrump_required=false");
  return belote(o);
}

// Every random ending: solve() and evaluateMoves() agree with brute force (both counts),
// and the suggested action is legal and achieves the value.
void checkRandomEndings(int players, int maxTricks, int count) {
  BeloteSolver solver(12);  // small table: replacements get exercised too
  for (int i = 0; i < count; ++i) {
    const uint64_t seed = 1000 * players + i;
    auto g = variant(players, seed);
    const int tricks = 1 + i % maxTricks;
    const int extra = (i / maxTricks) % players;
    auto s = randomEnding(g, seed, tricks, extra);
    SCOPED_TRACE(testing::Message() << "players " << players << " seed " << seed << " tricks " << tricks
                                    << " extra " << extra << " options " << g->options().describe());
    const int side = g->sideOf(s->currentPlayer());
    const int expected = bruteValue(*s);
    const BeloteSolveResult r = solver.solve(bs(*s));
    ASSERT_EQ(r.value, expected);
    EXPECT_GT(r.nodes, 0u);
    EXPECT_FALSE(s->whyIllegal(r.best).has_value()) << actionText(r.best, DeckKind::French);
    EXPECT_EQ(bruteValueAfter(*s, r.best), expected) << "best " << actionText(r.best, DeckKind::French);
    EXPECT_EQ(solver.solve(bs(*s), BeloteCount::DealTotal).value, expected + wonSoFar(*s, side));

    const auto moves = solver.evaluateMoves(bs(*s));
    const auto totals = solver.evaluateMoves(bs(*s), BeloteCount::DealTotal);
    std::vector<Action> legal;
    for (Action a : s->legalActions())
      if (cardAction(a)) legal.push_back(a);
    ASSERT_EQ(moves.size(), legal.size());
    ASSERT_EQ(totals.size(), legal.size());
    int bestOfMoves = -1;
    for (size_t k = 0; k < moves.size(); ++k) {
      const auto [a, v] = moves[k];
      EXPECT_EQ(a, legal[k]) << actionText(a, DeckKind::French);
      EXPECT_EQ(v, bruteValueAfter(*s, a)) << actionText(a, DeckKind::French);
      EXPECT_EQ(totals[k].second, v + wonSoFar(*s, side));
      bestOfMoves = std::max(bestOfMoves, v);
    }
    EXPECT_EQ(bestOfMoves, expected);
  }
}

TEST(BeloteSolver, MatchesBruteForceTwoPlayers) { checkRandomEndings(2, 5, 300); }
TEST(BeloteSolver, MatchesBruteForceThreePlayersParanoid) { checkRandomEndings(3, 4, 240); }
TEST(BeloteSolver, MatchesBruteForceFourPlayers) { checkRandomEndings(4, 4, 120); }

// Whole deals played out by the solver's own suggestions from the first card (8 or 9
// tricks), every action legal. With 2 or 4 players both sides then play optimally, so
// from every position the side to move ends with exactly the total solve() gave there.
TEST(BeloteSolver, PlaysWholeDealsConsistently) {
  BeloteSolver solver;
  for (int players : {2, 4})
    for (uint64_t seed = 1; seed <= 1; ++seed) {
      auto g = variant(players, seed);
      auto s = randomEnding(g, 70 + seed, players == 4 ? 8 : 9, 0);
      SCOPED_TRACE(testing::Message() << "players " << players << " seed " << seed);
      std::vector<std::pair<int, int>> decisions;  // side, promised final total
      while (!s->isTerminal()) {
        const int side = g->sideOf(s->currentPlayer());
        const BeloteSolveResult r = solver.solve(bs(*s), BeloteCount::DealTotal);
        ASSERT_GE(r.value, 0);
        decisions.emplace_back(side, r.value);
        ASSERT_TRUE(s->apply(r.best).ok()) << actionText(r.best, DeckKind::French);
      }
      for (const auto& [side, total] : decisions) EXPECT_EQ(wonSoFar(*s, side), total);
    }
}

// Trumps hearts (seat 0 takes the turned JH). Seat 0 wins the first six tricks with
// the top trumps and his aces and tens (everyone follows). Then seat 0 leads, holding
// AC 7S; seat 1 KC 8S, seat 2 7C 9S, seat 3 8C TS, no trumps left.
//  - AC first: AC KC 7C 8C to side 0 (15); seat 0 leads 7S and seat 3's TS takes
//    the last trick, 10 + dix de der. Side 0: 15.
//  - 7S first: seat 3's TS takes it (10); he leads 8C and seat 0's AC takes the last
//    trick: 15 + dix de der = 25.
// Card points alone tie (15 and 15): the dix de der decides for 7S.
TEST(BeloteSolver, DixDeDerDecidesTheLead) {
  auto s = start(belote({"length=deal"}), {fourHandsDeal({"JH 9H AD TD AS TC AC 7S", "7H 8H 7D 8D JS 9C KC 8S",
                                                           "QH TH 9D JD QS JC 7C 9S", "KH AH QD KD KS QC 8C TS"},
                                                          "JH")});
  play(*s, "bid:1 JH 7H QH KH 9H 8H TH AH AD 7D 9D QD TD 8D JD KD AS JS QS KS TC 9C JC QC");
  ASSERT_FALSE(HasFatalFailure());
  ASSERT_EQ(s->currentPlayer(), 0);
  BeloteSolver solver;
  const BeloteSolveResult r = solver.solve(bs(*s));
  EXPECT_EQ(r.value, 25);
  EXPECT_EQ(actionText(r.best, DeckKind::French), "7S");
  const auto moves = solver.evaluateMoves(bs(*s));
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_EQ(actionText(moves[0].first, DeckKind::French), "7S");
  EXPECT_EQ(moves[0].second, 25);
  EXPECT_EQ(moves[1].second, 15);  // AC
  EXPECT_EQ(r.value, bruteValue(*s));
  // Side 0 took the six tricks: 20+14+11+10 (JH 9H AH TH) + 3+4+0+0 (QH KH 7H 8H) ...
  EXPECT_EQ(solver.solve(bs(*s), BeloteCount::DealTotal).value, wonSoFar(*s, 0) + 25);
}

// Trumps hearts. Seat 0 wins six tricks of spades, diamonds and clubs with his aces and
// tens; seat 1 holds KH QH, the belote, to the end. Then seat 0 leads JH from JH 7H;
// seat 1 holds KH QH, seat 2 9H AH, seat 3 TH 8H. Side 0 takes both tricks whatever
// is played (JH, then seat 2's 9H over everything but JH): 72, and no belote. Seat 1's
// card decides only his belote: KH or QH said (declare) is worth 20 to side 1, a plain
// one loses it.
TEST(BeloteSolver, SayingTheBeloteIsTheBestCard) {
  auto s = start(belote({"length=deal"}), {fourHandsDeal({"AS TS AD TD AC TC JH 7H", "KS QS KD QD KC QC KH QH",
                                                           "JS 9S JD 9D JC 9C 9H AH", "8S 7S 8D 7D 8C 7C TH 8H"},
                                                          "JH")});
  play(*s, "bid:1 AS KS JS 8S TS QS 9S 7S AD KD JD 8D TD QD 9D 7D AC KC JC 8C TC QC 9C 7C");
  ASSERT_FALSE(HasFatalFailure());
  ASSERT_EQ(s->currentPlayer(), 0);
  BeloteSolver solver;
  EXPECT_EQ(solver.solve(bs(*s)).value, 72);
  EXPECT_EQ(solver.solve(bs(*s)).value, bruteValue(*s));
  play(*s, "JH");
  const BeloteSolveResult r = solver.solve(bs(*s));
  EXPECT_EQ(r.value, 20);
  EXPECT_EQ(r.best.kind(), ActionKind::Declare);
  std::string text;
  for (const auto& [a, v] : solver.evaluateMoves(bs(*s)))
    text += actionText(a, DeckKind::French) + "=" + std::to_string(v) + " ";
  EXPECT_EQ(text, "QH=0 KH=0 declare:1=20 declare:2=20 ");
  EXPECT_EQ(r.value, bruteValue(*s));
  // Half said: the rebelote is still to come, a plain QH would lose it.
  play(*s, "declare:1 AH TH 7H");
  ASSERT_FALSE(HasFatalFailure());
  ASSERT_EQ(s->currentPlayer(), 1);
  text.clear();
  for (const auto& [a, v] : solver.evaluateMoves(bs(*s)))
    text += actionText(a, DeckKind::French) + "=" + std::to_string(v) + " ";
  EXPECT_EQ(text, "QH=0 declare:2=20 ");
  EXPECT_EQ(bruteValue(*s), 20);
  play(*s, "QH 9H 8H");
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_TRUE(s->isTerminal());
  EXPECT_EQ(wonSoFar(*s, 1), 0);  // the plain QH lost it
}

// Not a card play: value -1, no moves, no crash.
TEST(BeloteSolver, RejectsPositionsOutsideTheCardPlay) {
  BeloteSolver solver;
  auto s = newState(belote({"length=deal"}), 3);
  EXPECT_EQ(solver.solve(bs(*s)).value, -1);  // bidding
  EXPECT_TRUE(solver.evaluateMoves(bs(*s)).empty());
}

}  // namespace
}  // namespace baza::test
