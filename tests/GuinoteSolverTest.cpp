// GuinoteSolver: the exact arrastre solver, checked against a plain minimax over
// GuinoteState::clone()/apply() on random endings (2, 3 and 4 players, both packs and
// the rule options that change card play) and on hand-built positions whose answers
// are reasoned out below. No timing here: bench/SolverBench.cpp measures speed.
#include "guinote/GuinoteSolver.h"

#include <algorithm>

#include "GuinoteArrastreDeal.h"
#include "TestUtil.h"
#include "guinote/GuinoteState.h"

namespace baza::test {
namespace {

const GuinoteState& gs(const GameState& s) { return dynamic_cast<const GuinoteState&>(s); }

bool atCardPlay(const GameState& s) {
  return !s.isTerminal() && !s.legalActions().contains(Action::pass());
}

// Card points the side `maxSide` gains from s to the end of the deal, every other side
// minimizing it (for 3 players: paranoid, as the solver). The games are one deal long
// ("length=deal"), so a finished state's card points are the deal's.
int bruteForce(const GameState& s, int maxSide, int base) {
  if (s.isTerminal()) return s.scores().sides[maxSide].cardPoints - base;
  if (!atCardPlay(s)) {  // a window after a trick (cantes): the solver ignores it, so pass
    auto next = s.clone();
    EXPECT_TRUE(next->apply(Action::pass()).ok());
    return bruteForce(*next, maxSide, base);
  }
  const bool maximize = s.game().sideOf(s.currentPlayer()) == maxSide;
  int best = maximize ? -1 : 1000;
  for (Action a : s.legalActions()) {
    if (a.kind() != ActionKind::Play) continue;  // cantes at the lead: ignored
    auto next = s.clone();
    EXPECT_TRUE(next->apply(a).ok());
    const int v = bruteForce(*next, maxSide, base);
    best = maximize ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

int bruteValue(const GameState& s) {
  const int side = s.game().sideOf(s.currentPlayer());
  return bruteForce(s, side, s.scores().sides[side].cardPoints);
}

int bruteValueAfter(const GameState& s, Action a) {
  const int side = s.game().sideOf(s.currentPlayer());
  auto next = s.clone();
  EXPECT_TRUE(next->apply(a).ok());
  return bruteForce(*next, side, s.scores().sides[side].cardPoints);
}

// A random deal played at random until the arrastre has `tricksLeft` tricks to go,
// then `extra` random cards into the current trick (fewer than the players).
std::unique_ptr<GameState> randomEnding(const std::shared_ptr<const Game>& g, uint64_t seed, int tricksLeft,
                                        int extra) {
  auto s = std::move(g->newMatch(MatchSetup{seed, {}, false})).value();
  Rng rng(seed * 7919 + 17);
  for (;;) {
    const ArrastrePosition a = gs(*s).arrastrePosition();
    if (a.stockLeft == 0 && a.cardToPlay && a.trickSize == 0 && atCardPlay(*s) &&
        a.hands[a.leader].size() == tricksLeft)
      break;
    const ActionList legal = s->legalActions();
    EXPECT_FALSE(legal.empty());
    (void)s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]);
  }
  for (int i = 0; i < extra; ++i) {
    std::vector<Action> plays;
    for (Action a : s->legalActions())
      if (a.kind() == ActionKind::Play) plays.push_back(a);
    (void)s->apply(plays[rng.below(static_cast<uint32_t>(plays.size()))]);
  }
  return s;
}

std::shared_ptr<const Game> variant(int players, uint64_t i) {
  std::vector<std::string> o = {"players=" + std::to_string(players), "length=deal"};
  if (i % 3 == 1) o.push_back("cards=48");
  if (i % 4 == 2) o.push_back("caballo_over_sota=true");
  if (players == 4 && i % 2 == 1) o.push_back("partner_exempts_overtake=false");
  return guinote(o);
}

// Every random ending: solve() and evaluateMoves() agree with brute force, and the
// suggested card is legal and achieves the value.
void checkRandomEndings(int players, int maxTricks, int count) {
  GuinoteSolver solver(12);  // small table: replacements get exercised too
  for (int i = 0; i < count; ++i) {
    const uint64_t seed = 1000 * players + i;
    auto g = variant(players, seed);
    const int tricks = 1 + i % maxTricks;
    const int extra = (i / maxTricks) % players;
    auto s = randomEnding(g, seed, tricks, extra);
    SCOPED_TRACE(testing::Message() << "players " << players << " seed " << seed << " tricks " << tricks
                                    << " extra " << extra << " options " << g->options().describe());
    ASSERT_TRUE(atCardPlay(*s));
    const int expected = bruteValue(*s);
    const SolverResult r = solver.solve(gs(*s));
    ASSERT_EQ(r.value, expected);
    EXPECT_GT(r.nodes, 0u);
    EXPECT_FALSE(s->whyIllegal(r.best).has_value()) << actionText(r.best, DeckKind::Spanish);
    EXPECT_EQ(bruteValueAfter(*s, r.best), expected) << "best " << actionText(r.best, DeckKind::Spanish);

    const auto moves = solver.evaluateMoves(gs(*s));
    CardSet legal;
    for (Action a : s->legalActions())
      if (a.kind() == ActionKind::Play) legal.add(a.card());
    ASSERT_EQ(static_cast<int>(moves.size()), legal.size());
    int bestOfMoves = -1;
    for (auto [a, v] : moves) {
      EXPECT_TRUE(legal.has(a.card())) << actionText(a, DeckKind::Spanish);
      EXPECT_EQ(v, bruteValueAfter(*s, a)) << actionText(a, DeckKind::Spanish);
      bestOfMoves = std::max(bestOfMoves, v);
    }
    EXPECT_EQ(bestOfMoves, expected);
  }
}

TEST(GuinoteSolver, MatchesBruteForceTwoPlayers) { checkRandomEndings(2, 5, 300); }
TEST(GuinoteSolver, MatchesBruteForceThreePlayersParanoid) { checkRandomEndings(3, 4, 240); }
TEST(GuinoteSolver, MatchesBruteForceFourPlayers) { checkRandomEndings(4, 4, 320); }

// Whole arrastres (6 tricks) played out by the solver's own suggestions, every card
// legal. With 2 or 4 players both sides then play optimally, so from every position
// the side to move takes exactly the value solve() gave there. With 3 players the
// paranoid value is what a player guarantees himself whatever the others do, so he
// takes at least that.
TEST(GuinoteSolver, PlaysWholeArrastreConsistently) {
  GuinoteSolver solver;
  for (int players : {2, 3, 4})
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      auto g = variant(players, seed);
      auto s = randomEnding(g, 50 + seed, 6, 0);
      SCOPED_TRACE(testing::Message() << "players " << players << " seed " << seed);
      struct Decision {
        int side, value, before;
      };
      std::vector<Decision> decisions;
      while (!s->isTerminal()) {
        if (!atCardPlay(*s)) {
          ASSERT_TRUE(s->apply(Action::pass()).ok());
          continue;
        }
        const int side = g->sideOf(s->currentPlayer());
        const SolverResult r = solver.solve(gs(*s));
        ASSERT_GE(r.value, 0);
        decisions.push_back({side, r.value, s->scores().sides[side].cardPoints});
        ASSERT_TRUE(s->apply(r.best).ok()) << actionText(r.best, DeckKind::Spanish);
      }
      ASSERT_EQ(static_cast<int>(decisions.size()), 6 * players);
      for (const Decision& d : decisions) {
        const int taken = s->scores().sides[d.side].cardPoints - d.before;
        if (players == 3) EXPECT_GE(taken, d.value);
        else EXPECT_EQ(taken, d.value);
      }
    }
}

// The solver's moves are exactly the engine's legal cards, in many random positions
// of every variant (evaluateMoves lists one value per card it considers legal).
TEST(GuinoteSolver, MovesAreTheEngineLegalCards) {
  GuinoteSolver solver(10);
  for (int players : {2, 3, 4})
    for (int i = 0; i < 400; ++i) {
      const uint64_t seed = 90000 + 1000 * players + i;
      auto g = variant(players, seed);
      auto s = randomEnding(g, seed, 1 + i % 3, (i / 3) % players);
      CardSet legal, solverCards;
      for (Action a : s->legalActions())
        if (a.kind() == ActionKind::Play) legal.add(a.card());
      for (auto [a, v] : solver.evaluateMoves(gs(*s))) solverCards.add(a.card());
      ASSERT_EQ(solverCards, legal) << "players " << players << " seed " << seed << ": solver "
                                    << cardsText(solverCards, DeckKind::Spanish) << ", engine "
                                    << cardsText(legal, DeckKind::Spanish);
    }
}

// 4 players, trumps bastos (face-up 11b, seat 3). The first four arrastre tricks are
// won by seat 0's aces and treses of bastos and espadas, everyone following without
// a choice that matters. Then seat 0 leads 11c, seat 1 follows 4c, and seat 2 holds
// 1c 5c with his partner winning; seat 3 holds 3c 2c, seat 0 7c, seat 1 6c.
//  - 5c (allowed with partner_exempts_overtake): seat 3 must beat with 3c and takes
//    2 + 10 = 12. He leads 2c; seat 0 beats with 7c, seat 1 cannot (6c), seat 2's 1c
//    takes the last trick: 11 + 10. Side 0: 21.
//  - 1c: seat 3 cannot beat the As. With 3c he gives 2 + 11 + 10 and seat 0's 7c then
//    takes the last trick (10): 33; with 2c side 0 gets 13 and seat 3's 3c takes the
//    last trick (20). Side 1 plays 2c: side 0, 13.
// With the exemption seat 2 plays 5c: 21. Without it he must beat his partner: 1c, 13.
TEST(GuinoteSolver, PartnerExemptionDecidesTheValue) {
  const std::vector<std::string> hands = {"1b 3b 1e 3e 11c 7c", "2b 4b 2e 4e 4c 6c", "5b 6b 5e 6e 1c 5c",
                                          "7b 11b 7e 11e 3c 2c"};
  const std::string script = "1b 2b 5b 7b 3b 4b 6b 11b 1e 2e 5e 7e 3e 4e 6e 11e 11c 4c";
  GuinoteSolver solver;
  {
    auto g = guinote({"length=deal"});
    auto s = arr::stateAtArrastre(g, hands, "11b");
    ASSERT_FALSE(HasFatalFailure());
    play(*s, script);
    ASSERT_EQ(s->currentPlayer(), 2);
    const SolverResult r = solver.solve(gs(*s));
    EXPECT_EQ(r.value, 21);
    EXPECT_EQ(actionText(r.best, DeckKind::Spanish), "5c");
    const auto moves = solver.evaluateMoves(gs(*s));
    ASSERT_EQ(moves.size(), 2u);
    EXPECT_EQ(moves[0].second, 13);  // 1c
    EXPECT_EQ(moves[1].second, 21);  // 5c
    EXPECT_EQ(r.value, bruteValue(*s));
  }
  {
    auto g = guinote({"length=deal", "partner_exempts_overtake=false"});
    auto s = arr::stateAtArrastre(g, hands, "11b");
    ASSERT_FALSE(HasFatalFailure());
    play(*s, script);
    const SolverResult r = solver.solve(gs(*s));
    EXPECT_EQ(r.value, 13);
    EXPECT_EQ(actionText(r.best, DeckKind::Spanish), "1c");
    EXPECT_EQ(solver.evaluateMoves(gs(*s)).size(), 1u);
    EXPECT_EQ(r.value, bruteValue(*s));
  }
}

// Equivalent-card pruning must count the cards on the table. 4 players, trumps
// bastos (face-up 11b, seat 3); seat 0 wins the first four tricks (aces and treses of
// bastos and oros, everyone following). Then seat 0 leads 5c, seat 1 follows 2c, and
// seat 2 holds 4c 6c: both blanks, adjacent among the cards in hands, but the 5c on
// the table lies between them. Seat 3 holds 1e 12e, seat 0 2e, seat 1 3e.
//  - 6c takes the trick from his partner (seat 3 has no copas and no trumps), so
//    seat 2 leads 4c to the last trick and wins it too: every point, 35.
//  - 4c leaves the trick to seat 0's 5c: seat 3 throws 12e (4 to side 0), seat 0 must
//    lead 2e, seat 1 beats it with 3e and seat 3's 1e takes the last trick. Side 0: 4.
TEST(GuinoteSolver, EquivalentCardsSplitByTheTrick) {
  auto g = guinote({"length=deal"});
  auto s = arr::stateAtArrastre(
      g, {"1b 3b 1o 3o 5c 2e", "2b 4b 2o 4o 2c 3e", "5b 6b 5o 6o 4c 6c", "7b 11b 7o 11o 1e 12e"}, "11b");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "1b 2b 5b 7b 3b 4b 6b 11b 1o 2o 5o 7o 3o 4o 6o 11o 5c 2c");
  ASSERT_EQ(s->currentPlayer(), 2);
  GuinoteSolver solver;
  const SolverResult r = solver.solve(gs(*s));
  EXPECT_EQ(r.value, 35);
  EXPECT_EQ(actionText(r.best, DeckKind::Spanish), "6c");
  const auto moves = solver.evaluateMoves(gs(*s));
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_EQ(moves[0].second, 4);   // 4c
  EXPECT_EQ(moves[1].second, 35);  // 6c
  EXPECT_EQ(r.value, bruteValue(*s));
}

// Positions that are not an arrastre card play: value -1, no moves, no crash.
TEST(GuinoteSolver, RejectsPositionsOutsideTheArrastre) {
  GuinoteSolver solver;
  auto g = guinote({"length=deal"});
  auto s = newState(g, 3);
  EXPECT_EQ(solver.solve(gs(*s)).value, -1);  // stock full
  EXPECT_TRUE(solver.evaluateMoves(gs(*s)).empty());
  // A window: in the 4-player deal kBothOver without cantes, seat 3 wins T2 and his
  // partner (seat 1), holding Rey and Sota of copas, may sing before seat 3 leads.
  auto w = arr::stateAtArrastre(g, arr::kBothOverHands, arr::kBothOverFaceUp);
  ASSERT_FALSE(HasFatalFailure());
  play(*w, "1b 1o 3e 2b 10e 1e 3o 12b");
  ASSERT_TRUE(w->legalActions().contains(Action::pass()));
  EXPECT_EQ(solver.solve(gs(*w)).value, -1);
  EXPECT_TRUE(solver.evaluateMoves(gs(*w)).empty());
  play(*w, "pass");
  EXPECT_GE(solver.solve(gs(*w)).value, 0);
  // Finished.
  auto t = randomEnding(g, 9, 1, 0);
  while (!t->isTerminal()) (void)t->apply(t->legalActions()[0]);
  EXPECT_EQ(solver.solve(gs(*t)).value, -1);
  EXPECT_TRUE(solver.evaluateMoves(gs(*t)).empty());
}

// 2 players, trumps oros; phase-1 junk is all bastos-free. Seat 0 (mano) ends with
// 1c 4c 1b 3b 12b 10b, seat 1 with 3c 2o 4b 5b 6b 7b. Seat 0 takes the four bastos
// tricks (seat 1 follows and cannot beat), then leads with 1c 4c against 3c 2o:
//  - 1c: seat 1 must follow copas, 3c cannot beat: seat 0 +21. Then 4c: seat 1 is void
//    and must trump, 2o wins 0 + 10 de últimas.                  seat 0: 21
//  - 4c: seat 1 must beat with 3c (+10), leads 2o, seat 0 plays 1c: +11 +10.  seat 0: 0
// So 1c is the only good card: value 21 for seat 0. Seat 1 after 4c: 10 + 21 = 31;
// after 1c: 10.
TEST(GuinoteSolver, TwoPlayersLeadTheAceFirst) {
  auto g = guinote({"players=2", "length=deal"});
  auto s = arr::stateAtArrastre(g, {"1c 4c 1b 3b 12b 10b", "3c 2o 4b 5b 6b 7b"}, "2o");
  ASSERT_FALSE(HasFatalFailure());
  play(*s, "1b 4b 3b 5b 12b 6b 10b 7b");
  ASSERT_EQ(s->currentPlayer(), 0);
  GuinoteSolver solver;
  const SolverResult r = solver.solve(gs(*s));
  EXPECT_EQ(r.value, 21);
  EXPECT_EQ(actionText(r.best, DeckKind::Spanish), "1c");
  const auto moves = solver.evaluateMoves(gs(*s));
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_EQ(actionText(moves[0].first, DeckKind::Spanish), "1c");
  EXPECT_EQ(moves[0].second, 21);
  EXPECT_EQ(actionText(moves[1].first, DeckKind::Spanish), "4c");
  EXPECT_EQ(moves[1].second, 0);

  auto after4 = s->clone();
  play(*after4, "4c");
  EXPECT_EQ(solver.solve(gs(*after4)).value, 31);  // only 3c is legal (must beat)
  auto after1 = s->clone();
  play(*after1, "1c");
  EXPECT_EQ(solver.solve(gs(*after1)).value, 10);
}

// The side to lead holds the six best trumps (4 players: seat 0 has 1o 3o 12o 10o
// 11o 7o; the only other trump, the face-up 2o, is seat 3's). Seat 0 leads trumps:
// no one can beat them (seat 3 must follow with 2o once), his partner follows or
// discards, so seat 0 takes all six tricks: every point in the hands plus 10.
// The opponents' value, asked at seat 1's turn after the first lead, is 0.
TEST(GuinoteSolver, FourPlayersSideWithTopTrumpsTakesEverything) {
  auto g = guinote({"length=deal"});
  const std::vector<std::string> hands = {"1o 3o 12o 10o 11o 7o", "1c 3c 12c 10c 4c 5c", "6o 5o 4o 1e 3e 12e",
                                          "2o 1b 3b 12b 10b 11b"};
  auto s = arr::stateAtArrastre(g, hands, "2o");
  ASSERT_FALSE(HasFatalFailure());
  int total = 0;
  for (const auto& h : hands)
    for (Card c : cards(h)) total += arr::rulesOf(*g).points[c.rank()];
  GuinoteSolver solver;
  const SolverResult r = solver.solve(gs(*s));
  EXPECT_EQ(r.value, total + kUltimas);
  EXPECT_EQ(r.best.card().suit(), 0) << "a trump lead";
  play(*s, "1o");
  EXPECT_EQ(solver.solve(gs(*s)).value, 0);
  for (auto [a, v] : solver.evaluateMoves(gs(*s))) EXPECT_EQ(v, 0) << actionText(a, DeckKind::Spanish);
}

// 3 players (paranoid): seat 0 holds the six best espadas, trumps (face-up 2e at seat
// 2). Even against both others together he takes every trick.
TEST(GuinoteSolver, ThreePlayersTopTrumpsTakeEverything) {
  auto g = guinote({"players=3", "length=deal"});
  const std::vector<std::string> hands = {"1e 3e 12e 10e 11e 7e", "1c 3c 12c 10c 4c 5c", "2e 1b 3b 12b 10b 11b"};
  auto s = arr::stateAtArrastre(g, hands, "2e");
  ASSERT_FALSE(HasFatalFailure());
  int total = 0;
  for (const auto& h : hands)
    for (Card c : cards(h)) total += arr::rulesOf(*g).points[c.rank()];
  GuinoteSolver solver;
  EXPECT_EQ(solver.solve(gs(*s)).value, total + kUltimas);
}

// The same position twice, and after other positions in between, gives the same
// answer and the same card: the table never carries results between calls.
TEST(GuinoteSolver, ReusableAndDeterministic) {
  GuinoteSolver solver;
  auto g = guinote({"length=deal"});
  auto a = randomEnding(g, 77, 5, 1);
  auto b = randomEnding(g, 78, 6, 0);
  const SolverResult first = solver.solve(gs(*a));
  (void)solver.solve(gs(*b));
  (void)solver.evaluateMoves(gs(*b));
  const SolverResult again = solver.solve(gs(*a));
  EXPECT_EQ(first.value, again.value);
  EXPECT_EQ(first.best, again.best);
  EXPECT_EQ(first.nodes, again.nodes);
  GuinoteSolver other;
  EXPECT_EQ(other.solve(gs(*a)).best, first.best);
}

}  // namespace
}  // namespace baza::test
