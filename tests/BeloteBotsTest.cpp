// Belote bots: legal play at every level, fair by construction (permuting the cards
// a player cannot see never changes its decision), sensible bidding, and each level
// stronger than the one below in duplicate deals.
#include <gtest/gtest.h>

#include "BeloteScript.h"
#include "DuplicateMatch.h"
#include "PermuteHidden.h"
#include "StateJson.h"
#include "belote/BeloteSolver.h"
#include "belote/BeloteState.h"
#include "bots/BeloteHeuristics.h"
#include "bots/BeloteSearchBot.h"
#include "bots/Bot.h"

namespace baza::test {
namespace {

using namespace bel;

TEST(BeloteBots, EveryLevelPlaysLegally) {
  for (int players : {2, 3, 4}) {
    auto game = belote({"players=" + std::to_string(players), "length=deal"});
    for (const char* level : {"random", "easy", "medium", "hard"}) {
      for (uint64_t seed = 0; seed < 6; ++seed) {
        auto s = newState(game, seed);
        std::vector<std::unique_ptr<Bot>> bots;
        for (int p = 0; p < players; ++p) bots.push_back(std::move(makeBot(level, seed * 10 + p)).value());
        for (int steps = 0; !s->isTerminal(); ++steps) {
          ASSERT_LT(steps, 2000);
          const int p = s->currentPlayer();
          const Action a = chooseFor(*bots[p], *s, p);
          ASSERT_EQ(s->whyIllegal(a), std::nullopt) << level << " chose " << actionText(a, DeckKind::French);
          ASSERT_TRUE(s->apply(a).ok());
        }
      }
    }
  }
}

// The bottom card of the stock, shown to everyone (2-3 players): not a hidden card.
CardSet bottomCard(const GameState& s, int player) {
  CardSet shown;
  for (const Event& e : s.observe(player).events)
    if (e.kind == EventKind::BottomCard) shown.add(e.card);
  return shown;
}

std::unique_ptr<GameState> replay(const std::shared_ptr<const Game>& game, const std::vector<Card>& deck,
                                  const std::vector<Action>& moves) {
  auto s = std::move(game->newMatch(MatchSetup{0, {deck}, true})).value();
  for (Action a : moves)
    if (!s->apply(a).ok()) return nullptr;
  return s;
}

// Up to `most` random legal actions on s, recorded in moves; stops early at the end of
// the match or once enough(s) holds.
template <class Enough>
void randomActions(GameState& s, Rng& rng, std::vector<Action>& moves, int most, Enough enough) {
  for (int k = 0; k < most && !s.isTerminal() && !enough(s); ++k) {
    const ActionList legal = s.legalActions();
    const Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
    ASSERT_TRUE(s.apply(a).ok());
    moves.push_back(a);
  }
}

TEST(BeloteBots, HiddenCardsNeverChangeADecision) {
  Rng rng(2025);
  int compared = 0;
  for (int players : {4, 2, 3}) {
    auto game = belote({"players=" + std::to_string(players), "length=deal"});
    for (int round = 0; round < 30; ++round) {
      std::vector<Card> deck = rulesOf(*game).deck;
      rng.shuffle(deck.data(), static_cast<int>(deck.size()));
      auto s = replay(game, deck, {});
      std::vector<Action> moves;
      randomActions(*s, rng, moves, static_cast<int>(rng.below(30)), [](const GameState&) { return false; });
      if (s->isTerminal() || countOf(*s, EventKind::DealStarted) > 1) continue;
      compared += expectSameDecisions(*s, deck, 6, rng, [&](const auto& d) { return replay(game, d, moves); },
                                      std::to_string(players), bottomCard(*s, s->currentPlayer()));
    }
  }
  EXPECT_GT(compared, 150);
}

// Late in the card play the search bots value cards with the open-cards solver in
// each sampled deal: still only from what the player sees (hard and expert).
TEST(BeloteBots, HiddenCardsNeverChangeASolvedDecision) {
  Rng rng(2026);
  int compared = 0;
  for (int players : {4, 2}) {
    auto game = belote({"players=" + std::to_string(players), "length=deal"});
    for (int round = 0; round < 3; ++round) {
      std::vector<Card> deck = rulesOf(*game).deck;
      rng.shuffle(deck.data(), static_cast<int>(deck.size()));
      auto s = replay(game, deck, {});
      std::vector<Action> moves;
      // Random actions until at most 5 tricks are left for the player to move.
      randomActions(*s, rng, moves, 200, [](const GameState& st) {
        const BelotePlayView v = dynamic_cast<const BeloteState&>(st).playView();
        return v.stage == BeloteStage::Play && v.hands[st.currentPlayer()].size() <= 5 && v.tricksDone >= 1;
      });
      if (s->isTerminal() || countOf(*s, EventKind::DealStarted) > 1) continue;
      compared += expectSameDecisions(*s, deck, 2, rng, [&](const auto& d) { return replay(game, d, moves); },
                                      std::to_string(players), bottomCard(*s, s->currentPlayer()), {"hard", "expert"});
    }
  }
  EXPECT_GT(compared, 6);
}

// The solver's card points become the deal's score as the deal is scored: playing the
// solver's line to the end gives exactly the margin beloteContractMargin predicted
// (made, dedans or litige; declarations and belote; no capote possible: both sides
// have points already).
TEST(BeloteBots, TheContractMarginIsWhatTheDealScores) {
  BeloteSolver solver;
  int checked = 0, dedans = 0;
  for (uint64_t seed = 0; seed < 60; ++seed) {
    auto game = belote({"players=" + std::to_string(seed % 3 == 0 ? 2 : 4), "length=deal"});
    auto s = std::move(game->newMatch(MatchSetup{seed, {}, false})).value();
    Rng rng(seed + 99);
    const int stopAt = 2 + static_cast<int>(seed % 3);  // 2 to 4 tricks left
    for (int k = 0; k < 300 && !s->isTerminal(); ++k) {
      const BelotePlayView v = dynamic_cast<const BeloteState&>(*s).playView();
      if (v.stage == BeloteStage::Play && v.trickSize == 0 && v.hands[v.leader].size() == stopAt) break;
      const ActionList legal = s->legalActions();
      ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
    }
    const auto& b = dynamic_cast<const BeloteState&>(*s);
    const BelotePlayView v = b.playView();
    if (s->isTerminal() || v.stage != BeloteStage::Play || v.cardPoints[0] == 0 || v.cardPoints[1] == 0) continue;
    const int side = game->sideOf(s->currentPlayer());
    const int predicted = beloteContractMargin(b, side, solver.solve(b, BeloteCount::DealTotal).value);
    while (b.dealsScored() == 0) ASSERT_TRUE(s->apply(solver.solve(b).best).ok());
    EXPECT_EQ(b.lastDealGain(side) - b.lastDealGain(1 - side), predicted) << "seed " << seed;
    ++checked;
    dedans += b.lastDealGain(game->sideOf(v.taker)) == 0;
  }
  EXPECT_GT(checked, 25);
  EXPECT_GT(dedans, 0);  // the contract failed in some
}

// Hard and expert play for the game: at a few tricks from a deal's end, the solver's
// line gives the deal's gains, and beloteGameResult says whether they end the game and
// for whom. Playing that line on ends it so (whole games to 501, random play between).
TEST(BeloteBots, TheGameResultIsHowTheDealEndsTheGame) {
  BeloteSolver solver;
  int won = 0, lost = 0, goesOn = 0;
  for (uint64_t seed = 0; seed < 16; ++seed) {
    auto game = belote({"players=4", "target=501"});
    auto s = std::move(game->newMatch(MatchSetup{seed, {}, false})).value();
    const auto& b = dynamic_cast<const BeloteState&>(*s);
    Rng rng(seed + 7);
    const int stopAt = 2 + static_cast<int>(seed % 3);  // 2 to 4 tricks left
    for (int k = 0; k < 3000 && !s->isTerminal(); ++k) {
      const BelotePlayView v = b.playView();
      const bool checkHere = v.stage == BeloteStage::Play && v.trickSize == 0 && v.hands[v.leader].size() == stopAt;
      if (checkHere && v.cardPoints[0] > 0 && v.cardPoints[1] > 0 && b.litigePot() == 0) {  // no capote, no pot
        const int side = game->sideOf(s->currentPlayer());
        const BeloteGains g = beloteContractGains(b, side, solver.solve(b, BeloteCount::DealTotal).value);
        const int result = beloteGameResult(b, side, g);
        const int scored = b.dealsScored();
        while (b.dealsScored() == scored) ASSERT_TRUE(s->apply(solver.solve(b).best).ok());
        EXPECT_EQ(b.lastDealGain(side), g.mine) << "seed " << seed;
        EXPECT_EQ(b.lastDealGain(1 - side), g.other) << "seed " << seed;
        EXPECT_EQ(s->isTerminal(), result != 0) << "seed " << seed;
        if (result != 0) EXPECT_EQ(b.winnerSide(), result > 0 ? side : 1 - side) << "seed " << seed;
        (result > 0 ? won : result < 0 ? lost : goesOn)++;
        continue;
      }
      const ActionList legal = s->legalActions();
      ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
    }
  }
  EXPECT_GT(won, 2);
  EXPECT_GT(lost, 2);
  EXPECT_GT(goesOn, 20);
}

// The bids' rollouts (hard, expert) hand the last tricks to the solver: the playout
// stops at the start of the trick with that many tricks left, every hand that size,
// and the solver's margin there is what the deal then scores with its line.
TEST(BeloteBots, APlayoutStopsWhereTheSolverTakesOver) {
  BeloteSolver solver;
  int stopped = 0;
  for (uint64_t seed = 0; seed < 12; ++seed) {
    auto game = belote({"players=4", "length=deal"});
    auto s = std::move(game->newMatch(MatchSetup{seed, {}, false})).value();
    auto& b = dynamic_cast<BeloteState&>(*s);
    const int stopAt = 3 + static_cast<int>(seed % 3);  // 3 to 5 tricks left
    ASSERT_TRUE(belotePlayOut(b, stopAt));
    if (b.dealsScored() > 0 || b.dealNumber() > 1) continue;  // passed out
    const BelotePlayView v = b.playView();
    ASSERT_EQ(v.stage, BeloteStage::Play) << "seed " << seed;
    EXPECT_EQ(v.trickSize, 0);
    for (int p = 0; p < 4; ++p) EXPECT_EQ(v.hands[p].size(), stopAt) << "seed " << seed;
    ++stopped;
    if (v.cardPoints[0] == 0 || v.cardPoints[1] == 0) continue;  // a capote, which the solver leaves out
    const int side = game->sideOf(s->currentPlayer());
    const int predicted = beloteContractMargin(b, side, solver.solve(b, BeloteCount::DealTotal).value);
    while (b.dealsScored() == 0) ASSERT_TRUE(s->apply(solver.solve(b).best).ok());
    EXPECT_EQ(b.lastDealGain(side) - b.lastDealGain(1 - side), predicted) << "seed " << seed;
  }
  EXPECT_GT(stopped, 5);
}

TEST(BeloteBots, TheEasyBotBidsOnStrength) {
  const auto game = belote();
  const auto& r = rulesOf(*game);
  // Hearts: J, 9 and A of trumps and a side ace, against a hand of small cards.
  EXPECT_GE(bidStrength(r, fset("JH 9H AH AS 8D"), 1, fc("7H")), bidThreshold(r));
  EXPECT_LT(bidStrength(r, fset("7S 8S 9D 8C 7D"), 1, fc("7H")), bidThreshold(r));
  // In a game: the mano with the strong hand takes; the weak one passes.
  auto strong = start(belote(), {fourHandsDeal({"7H JH 9H AH AS 8D 7D 7C", "", "", ""}, "7H")});
  EXPECT_EQ(decide("easy", 1, *strong), Action::bid(1));
  auto weak = start(belote(), {fourHandsDeal({"7H 7S 8S 9D 8C 7D 8D 9C", "", "", ""}, "7H")});
  EXPECT_EQ(decide("easy", 1, *weak), Action::pass());
  // Round two: the best other suit.
  auto second = start(belote(), {fourHandsDeal({"7H JS 9S AS TS 8D 7D 7C", "", "", ""}, "7H")});
  play(*second, "pass pass pass pass");
  EXPECT_EQ(decide("easy", 1, *second), Action::bid(0));
}

TEST(BeloteBots, TheSearchBotsBidOnPlayouts) {
  // The same hands as for the easy bot: the search takes J, 9, A of trumps and a side
  // ace (its playouts, with the bonus for taking) and passes with small cards.
  for (const char* level : {"medium", "hard"}) {
    auto strong = start(belote(), {fourHandsDeal({"7H JH 9H AH AS 8D 7D 7C", "", "", ""}, "7H")});
    EXPECT_EQ(decide(level, 1, *strong), Action::bid(1)) << level;
    auto weak = start(belote(), {fourHandsDeal({"7H 7S 8S 9D 8C 7D 8D 9C", "", "", ""}, "7H")});
    EXPECT_EQ(decide(level, 1, *weak), Action::pass()) << level;
  }
}

TEST(BeloteBots, BotsAnnounceSayBeloteAndExchange) {
  for (const char* level : {"easy", "medium"}) {
    auto s = start(belote(), {fourHandsDeal({"7H KH QH 9D TD JD 7C 8C", "", "", ""}, "7H")});
    play(*s, "bid:1");
    EXPECT_EQ(decide(level, 3, *s), Action::declare(kDeclareAll)) << level;
    play(*s, "declare:0");
    const Action a = decide(level, 3, *s);
    if (a == Action::play(fc("KH")) || a == Action::play(fc("QH"))) ADD_FAILURE() << level << ": belote left unsaid";
  }
  const BeloteDeal three = {{"JH 9H AS TS KS 8D", "7C 8C 9C AD TD JD", "7H 8H QH KH AC 7D"},
                            "AH",
                            {"JC QC KC", "TC 9D QD", "KD 8S 9S"},
                            "JS"};
  for (const char* level : {"easy", "medium", "hard"}) {
    auto s = start(belote({"players=3"}), {three});
    play(*s, "bid:1");
    EXPECT_EQ(decide(level, 3, *s), Action::exchange()) << level;
  }
}

DuplicateSummary duel(const std::string& a, const std::string& b, int players, int boards) {
  DuplicateConfig c;
  c.game = belote({"players=" + std::to_string(players), "length=deal"});
  c.levelA = a;
  c.levelB = b;
  c.boards = boards;
  c.seed = 1;
  auto r = runDuplicateMatch(c);
  EXPECT_TRUE(r.ok());
  return r.ok() ? *r : DuplicateSummary{};
}

TEST(BeloteBots, EasyBeatsRandom) {
  for (int players : {2, 4}) {
    const auto r = duel("easy", "random", players, 200);
    EXPECT_GT(r.pointsPerDealA.low, 30) << players;
    EXPECT_GT(r.winRateA.low, 0.55) << players;
  }
}

TEST(BeloteBots, SearchBeatsTheHeuristic) {
  const auto r = duel("medium", "easy", 2, 300);
  EXPECT_GT(r.pointsPerDealA.low, 0);
  const auto four = duel("medium", "easy", 4, 300);
  EXPECT_GT(four.pointsPerDealA.low, 0);
}

}  // namespace
}  // namespace baza::test
