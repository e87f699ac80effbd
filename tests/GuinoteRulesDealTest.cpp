// RULES.md, Guiñote: deck, trick order, points, dealing, phase 1 (play and draw)
// and what observations may show. Every expectation is computed from the rules and
// the explicit deal, never from what the engine printed.
#include <gtest/gtest.h>

#include <algorithm>

#include "GuinoteScript.h"

namespace baza::test {
namespace {

std::vector<std::string> config(int players, int cards, std::vector<std::string> more = {}) {
  more.push_back("players=" + std::to_string(players));
  more.push_back("cards=" + std::to_string(cards));
  return more;
}

// The pack as RULES.md describes it: As, 2-7, Sota, Caballo, Rey in oros, copas,
// espadas, bastos; 8 and 9 too with 48 cards; no 2 of oros with 3 players and 40.
std::vector<Card> packFromRules(int players, int cards) {
  std::vector<int> ranks = {1, 2, 3, 4, 5, 6, 7, 10, 11, 12};
  if (cards == 48) ranks = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  std::vector<Card> out;
  for (int s = 0; s < 4; ++s)
    for (int r : ranks)
      if (!(players == 3 && cards == 40 && s == 0 && r == 2)) out.push_back(Card::of(s, r));
  return out;
}

CardSet setOf(const std::vector<Card>& v) {
  CardSet s;
  for (Card c : v) s.add(c);
  return s;
}

struct Config {
  int players, cards;
};
const Config kConfigs[] = {{2, 40}, {3, 40}, {4, 40}, {2, 48}, {3, 48}, {4, 48}};

// ---- deck ----------------------------------------------------------------------

TEST(GuinoteRulesDeck, FortyCardPackHasAsToSevenAndTheThreeFigures) {
  auto g = guinote(config(4, 40));
  EXPECT_EQ(rulesOf(*g).deck.size(), 40u);
  EXPECT_EQ(setOf(rulesOf(*g).deck), setOf(packFromRules(4, 40)));
  for (int s = 0; s < 4; ++s) {
    EXPECT_FALSE(rulesOf(*g).deckSet.has(Card::of(s, 8)));
    EXPECT_FALSE(rulesOf(*g).deckSet.has(Card::of(s, 9)));
  }
}

TEST(GuinoteRulesDeck, FortyEightCardPackAddsEightsAndNines) {
  auto g = guinote(config(4, 48));
  EXPECT_EQ(rulesOf(*g).deck.size(), 48u);
  EXPECT_EQ(setOf(rulesOf(*g).deck), setOf(packFromRules(4, 48)));
}

TEST(GuinoteRulesDeck, ThreePlayersWithFortyCardsRemoveTheTwoOfOros) {
  auto g = guinote(config(3, 40));
  EXPECT_EQ(rulesOf(*g).deck.size(), 39u);
  EXPECT_FALSE(rulesOf(*g).deckSet.has(card("2o")));
  EXPECT_EQ(setOf(rulesOf(*g).deck), setOf(packFromRules(3, 40)));
  // An explicit pack that still holds the 2 of oros is refused.
  std::vector<Card> withTwo = packFromRules(4, 40);
  withTwo.pop_back();
  EXPECT_FALSE(g->newMatch(MatchSetup{1, {withTwo}, true}).ok());
  // 48 cards divide among three: the 2 of oros stays.
  EXPECT_TRUE(rulesOf(*guinote(config(3, 48))).deckSet.has(card("2o")));
}

// ---- trick order and points -------------------------------------------------------

// Every pair of ranks in copas (trumps bastos), heads-up: the stronger card wins
// whether it was led or followed.
void expectTrickOrder(const std::vector<std::string>& options, const std::vector<int>& strongestFirst) {
  auto g = guinote(options);
  for (size_t i = 0; i < strongestFirst.size(); ++i)
    for (size_t j = i + 1; j < strongestFirst.size(); ++j) {
      const std::string hi = std::to_string(strongestFirst[i]) + "c";
      const std::string lo = std::to_string(strongestFirst[j]) + "c";
      for (bool highLeads : {false, true}) {
        const std::string lead = highLeads ? hi : lo, follow = highLeads ? lo : hi;
        auto s = newState(g, 1, {deckFor(*g, {lead + " 1e 3e 12e 11e 7e", follow + " 1o 3o 12o 11o 7o"}, "2b")});
        play(*s, lead + " " + follow);
        const Event won = lastEvent(*s, EventKind::TrickWon);
        EXPECT_EQ(won.player, highLeads ? 0 : 1) << hi << " must beat " << lo << (highLeads ? " (led)" : " (followed)");
      }
    }
}

TEST(GuinoteRulesTrickOrder, AsTresReySotaCaballoThenSevenDownToTwo) {
  expectTrickOrder(config(2, 40), {1, 3, 12, 10, 11, 7, 6, 5, 4, 2});
}

TEST(GuinoteRulesTrickOrder, FortyEightCardsPutNineAndEightBetweenCaballoAndSeven) {
  expectTrickOrder(config(2, 48), {1, 3, 12, 10, 11, 9, 8, 7, 6, 5, 4, 2});
}

TEST(GuinoteRulesTrickOrder, CaballoOverSotaSwapsTheTwo) {
  expectTrickOrder(config(2, 40, {"caballo_over_sota=1"}), {1, 3, 12, 11, 10, 7, 6, 5, 4, 2});
}

TEST(GuinoteRulesPoints, TrickWonCarriesTheCardPointsOfTheTrick) {
  auto g = guinote(config(4, 40));
  auto s = newState(g, 1,
                    {deckFor(*g, {"1c 11c 4c 1o 5e 6e", "3c 7c 2c 2b 7e 4e", "12c 6c 7o 3e 2e 4o", "10c 5c 6o 5o 11e 1e"},
                             "3b")});
  playThrough(*s, "1c 3c 12c 10c");  // As 11 + Tres 10 + Rey 4 + Sota 3
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).points, 11 + 10 + 4 + 3);
  playThrough(*s, "11c 7c 6c 5c");  // Caballo 2, the rest nothing
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).points, 2);
  playThrough(*s, "4c 2c 7o 6o");
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).points, 0);
  playThrough(*s, "1o 2b 4o 5o");  // the As counts for the trick's winner (seat 1, by trumping)
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 1);
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).side, 1);
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).points, 11);
}

TEST(GuinoteRulesPoints, EightsAndNinesAreWorthNothing) {
  auto g = guinote(config(4, 48));
  auto s = newState(g, 1,
                    {deckFor(*g, {"8c 5c 1e 3e 1o 3o", "9c 10c 2e 4e 2o 4o", "7c 4c 5e 6e 5o 6o", "2c 11c 7e 8e 7o 8o"},
                             "2b")});
  playThrough(*s, "8c 9c 7c 2c");
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 1);
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).points, 0);
  playThrough(*s, "10c 4c 11c 5c");  // seat 1 leads: Sota 3 + Caballo 2
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 1);
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).points, 5);
}

// ---- dealing -------------------------------------------------------------------------

TEST(GuinoteRulesDealing, SixEachInTwoRoundsOfThreeFromTheManoThenTheFaceUpTrump) {
  for (const Config& c : kConfigs) {
    SCOPED_TRACE(std::to_string(c.players) + " players, " + std::to_string(c.cards) + " cards");
    auto g = guinote(config(c.players, c.cards));
    const std::vector<Card> pack = packFromRules(c.players, c.cards);  // top card first
    auto s = newState(g, 1, {pack});
    const int n = c.players;
    const int dealer = n - 1, mano = 0;  // first deal: the dealer sits at the last seat, the mano on his right
    DealView v = s->dealView();
    EXPECT_EQ(v.dealer, dealer);
    for (int i = 0; i < n; ++i) {
      const int seat = (mano + i) % n;
      CardSet expected;
      for (int k = 0; k < 3; ++k) {
        expected.add(pack[3 * i + k]);          // first round
        expected.add(pack[3 * n + 3 * i + k]);  // second round
      }
      EXPECT_EQ(v.hands[seat], expected) << "seat " << seat;
    }
    const Card faceUp = pack[6 * n];
    EXPECT_EQ(v.faceUp, faceUp);
    EXPECT_EQ(v.trumpSuit, faceUp.suit());
    EXPECT_EQ(v.stock, std::vector<Card>(pack.begin() + 6 * n + 1, pack.end()));
    const Event started = lastEvent(*s, EventKind::DealStarted);
    EXPECT_EQ(started.player, dealer);
    EXPECT_EQ(started.card, faceUp);
    EXPECT_EQ(started.suit, faceUp.suit());
    EXPECT_EQ(started.dealNumber, 1);
    EXPECT_EQ(s->currentPlayer(), mano);  // the mano leads first
    for (int p = 0; p < n; ++p) {
      EXPECT_EQ(s->observe(p).faceUp, faceUp);
      EXPECT_EQ(s->observe(p).trumpSuit, faceUp.suit());
      EXPECT_EQ(s->observe(p).stockSize, static_cast<int>(pack.size()) - 6 * n);  // face-up card included
    }
  }
}

TEST(GuinoteRulesDealing, SeededDealIsAPermutationOfThePack) {
  for (const Config& c : kConfigs)
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      SCOPED_TRACE(std::to_string(c.players) + "p " + std::to_string(c.cards) + " seed " + std::to_string(seed));
      auto s = newState(guinote(config(c.players, c.cards)), seed);
      DealView v = s->dealView();
      CardSet all;
      int count = 0;
      for (CardSet h : v.hands) {
        EXPECT_EQ(h.size(), 6);
        EXPECT_TRUE((all & h).empty());
        all |= h;
        count += h.size();
      }
      for (Card c2 : v.stock) {
        EXPECT_FALSE(all.has(c2));
        all.add(c2);
        ++count;
      }
      EXPECT_FALSE(all.has(v.faceUp));
      all.add(v.faceUp);
      ++count;
      EXPECT_EQ(count, static_cast<int>(packFromRules(c.players, c.cards).size()));
      EXPECT_EQ(all, setOf(packFromRules(c.players, c.cards)));
      EXPECT_EQ(v.trumpSuit, v.faceUp.suit());
    }
}

bool sameDeal(const DealView& a, const DealView& b) {
  return a.hands == b.hands && a.stock == b.stock && a.faceUp == b.faceUp && a.dealer == b.dealer;
}

TEST(GuinoteRulesDealing, SameSeedSameDealOtherSeedOtherDeal) {
  auto g = guinote(config(4, 40));
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    EXPECT_TRUE(sameDeal(newState(g, seed)->dealView(), newState(g, seed)->dealView())) << seed;
    EXPECT_FALSE(sameDeal(newState(g, seed)->dealView(), newState(g, seed + 1)->dealView())) << seed;
  }
}

TEST(GuinoteRulesDealing, EachDealNumberGetsItsOwnShuffle) {
  auto g = guinote(config(4, 40));
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    auto a = newState(g, seed), b = newState(g, seed);
    const DealView first = a->dealView();
    finishDeal(*a);
    finishDeal(*b);
    ASSERT_FALSE(a->isTerminal());
    ASSERT_EQ(lastEvent(*a, EventKind::DealStarted).dealNumber, 2);
    // The second deal is again a full pack, the same for the same seed, and not the first deal again.
    EXPECT_TRUE(sameDeal(a->dealView(), b->dealView()));
    DealView second = a->dealView();
    second.dealer = first.dealer;
    EXPECT_FALSE(sameDeal(first, second)) << seed;
    CardSet all = setOf(second.stock);
    for (CardSet h : second.hands) all |= h;
    all.add(second.faceUp);
    EXPECT_EQ(all, setOf(packFromRules(4, 40)));
  }
}

// ---- phase 1 -------------------------------------------------------------------------

// Trumps bastos (5b face up). Stock, top first: 2o 10o 11o 12o 1e 10c 12c 10e, then the rest.
std::vector<Card> phaseOneDeck(const Game& g) {
  return deckFor(g, {"4c 1c 5o 6e 7o 2e", "6c 11c 1o 2b 5e 4o", "7c 3c 6o 3e 4e 12e", "5c 2c 3o 4b 11e 7e"}, "5b",
                 "2o 10o 11o 12o 1e 10c 12c 10e");
}

TEST(GuinoteRulesPhaseOne, AnyCardMayBePlayedWhileTheStockLasts) {
  auto g = guinote(config(4, 40));
  auto s = newState(g, 1, {phaseOneDeck(*g)});
  play(*s, "4c");
  // Seat 1 holds copas (6c 11c) and a trump, yet every card of the hand is legal.
  for (int seat = 1; seat < 4; ++seat) {
    ASSERT_EQ(s->currentPlayer(), seat);
    ActionList legal = s->legalActions();
    EXPECT_EQ(legal.size(), handOf(*s, seat).size());
    for (Card c : handOf(*s, seat)) EXPECT_TRUE(legal.contains(Action::play(c))) << cardText(c, DeckKind::Spanish);
    play(*s, seat == 1 ? "1o" : seat == 2 ? "7c" : "5c");  // seat 1 discards off-suit while holding copas
  }
}

TEST(GuinoteRulesPhaseOne, TrickGoesToHighestTrumpElseHighestOfSuitLed) {
  auto g = guinote(config(4, 40));
  auto s = newState(g, 1, {phaseOneDeck(*g)});
  play(*s, "4c 1o 7c 5c");  // copas led; an off-suit As does not win; 7c is the best copas
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 2);
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).side, 0);
  EXPECT_EQ(s->currentPlayer(), 2);  // the winner leads next
  play(*s, "3c 4b 1c 2b");           // the As of the suit led loses to trumps; the higher trump wins
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).player, 3);
  EXPECT_EQ(lastEvent(*s, EventKind::TrickWon).side, 1);
  EXPECT_EQ(s->currentPlayer(), 3);
  play(*s, "11e");
  EXPECT_EQ(s->currentPlayer(), 0);  // play passes on from the leader
}

// Checks every draw of phase 1: after each trick one card each, the winner first and
// then in turn order, in stock order, the face-up trump last and alone in public.
void expectDraws(const GameState& s, int n, const std::vector<Card>& drawOrder) {
  EXPECT_EQ(s.observe(0).stockSize, 0);
  EXPECT_EQ(s.dealView().faceUp, kNoCard);
  size_t drawn = 0;
  int winner = -1, inRound = 0;
  for (const Event& e : s.events()) {
    if (e.kind == EventKind::TrickWon) {
      EXPECT_TRUE(winner < 0 || inRound == n) << "a round of draws was incomplete";
      winner = e.player;
      inRound = 0;
    }
    if (e.kind != EventKind::CardDrawn) continue;
    ASSERT_GE(winner, 0) << "a draw before any trick";
    EXPECT_EQ(e.player, (winner + inRound) % n) << "draw " << drawn;
    ASSERT_LT(drawn, drawOrder.size());
    EXPECT_EQ(e.card, drawOrder[drawn]) << "draw " << drawn;
    EXPECT_EQ(e.shown, drawn + 1 == drawOrder.size());  // only the face-up trump is drawn in public
    ++drawn;
    ++inRound;
  }
  EXPECT_EQ(drawn, drawOrder.size());
}

TEST(GuinoteRulesPhaseOne, EveryoneDrawsWinnerFirstInTurnOrderAndTheFaceUpTrumpLast) {
  auto g = guinote(config(4, 40));
  const std::vector<Card> deck = phaseOneDeck(*g);
  std::vector<Card> drawOrder(deck.begin() + 25, deck.end());  // the stock, top first
  drawOrder.push_back(deck[24]);                               // then the face-up trump
  auto s = newState(g, 1, {deck});
  playUntilStockGone(*s);  // 15 stock cards + the face-up card: four rounds of four draws
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  EXPECT_EQ(eventsOf(*s, EventKind::TrickWon).size(), 4u);
  expectDraws(*s, 4, drawOrder);
}

TEST(GuinoteRulesPhaseOne, DrawsForEveryPlayerCountAndPack) {
  for (const Config& c : kConfigs) {
    SCOPED_TRACE(std::to_string(c.players) + " players, " + std::to_string(c.cards) + " cards");
    const int n = c.players;
    const std::vector<Card> pack = packFromRules(n, c.cards);
    std::vector<Card> drawOrder(pack.begin() + 6 * n + 1, pack.end());
    drawOrder.push_back(pack[6 * n]);
    ASSERT_EQ(drawOrder.size() % n, 0u) << "the stock divides among the players";
    auto s = newState(guinote(config(n, c.cards)), 1, {pack});
    playUntilStockGone(*s);
    ASSERT_FALSE(::testing::Test::HasFatalFailure());
    expectDraws(*s, n, drawOrder);
  }
}

TEST(GuinoteRulesPhaseOne, OthersSeeOnlyTheDrawOfTheFaceUpTrump) {
  auto g = guinote(config(4, 40));
  const std::vector<Card> deck = phaseOneDeck(*g);
  const Card faceUp = deck[24];
  auto s = newState(g, 1, {deck});
  playUntilStockGone(*s);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  const int lastDrawer = lastEvent(*s, EventKind::CardDrawn).player;
  for (int p = 0; p < 4; ++p) {
    Observation o = s->observe(p);
    int hidden = 0;
    for (const Event& e : eventsOf(o.events, EventKind::CardDrawn)) {
      if (e.player == p) {
        EXPECT_TRUE(e.card.valid());  // a player sees his own draws
        EXPECT_TRUE(handOf(*s, p).has(e.card) || o.played.has(e.card));
      } else if (e.shown) {
        EXPECT_EQ(e.card, faceUp);
      } else {
        EXPECT_EQ(e.card, kNoCard);
        ++hidden;
      }
    }
    EXPECT_EQ(hidden, p == lastDrawer ? 12 : 11) << "observer " << p;  // 12 draws by others, one of them public
    EXPECT_EQ(o.faceUp, kNoCard);
    EXPECT_TRUE(o.knownCards[lastDrawer].has(faceUp)) << "the face-up trump's new owner is public";
  }
}

// ---- observations ------------------------------------------------------------------

// A policy that takes every optional action (exchange, cantes) it is offered, so that
// cards become public in every way the rules allow.
void stepEager(GameState& s) {
  for (Action a : s.legalActions())
    if (a.kind() == ActionKind::Sing || a.kind() == ActionKind::Exchange) {
      ASSERT_TRUE(s.apply(a).ok());
      return;
    }
  stepFirstCard(s);
}

// Cards made public this deal, per holder: cantes shown, cards taken by exchange,
// the face-up trump drawn. Computed from the full log.
std::vector<CardSet> publicCards(const GameState& s, int players) {
  std::vector<CardSet> out(players);
  for (const Event& e : s.events()) {
    if (e.kind == EventKind::DealStarted) out.assign(players, CardSet());
    if (e.kind == EventKind::Exchanged) out[e.player].add(e.cardTaken);
    if (e.kind == EventKind::CardDrawn && e.shown) out[e.player].add(e.card);
    if (e.kind == EventKind::Sang && !e.hidden) {
      out[e.player].add(Card::of(e.suit, kRey));
      out[e.player].add(Card::of(e.suit, kSota));
    }
  }
  return out;
}

TEST(GuinoteRulesObservation, NoHiddenCardOfAnotherPlayerIsEverShown) {
  int exchanges = 0, shownCantes = 0, hiddenCantes = 0, steps = 0;
  for (int players : {2, 3, 4})
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      SCOPED_TRACE(std::to_string(players) + " players, seed " + std::to_string(seed));
      auto g = guinote(config(players, 40, {"length=deal"}));
      auto s = newState(g, seed);
      for (int step = 0; !s->isTerminal(); ++step) {
        ASSERT_LT(step, 1000) << "no progress";
        const DealView v = s->dealView();
        const std::vector<CardSet> pub = publicCards(*s, players);
        for (int p = 0; p < players; ++p) {
          Observation o = s->observe(p);
          EXPECT_EQ(o.hand, v.hands[p]);
          if (p != s->currentPlayer()) {
            EXPECT_TRUE(o.legal.empty());  // legal actions would show the hand
          }
          for (int q = 0; q < players; ++q) EXPECT_EQ(o.knownCards[q], pub[q] & v.hands[q]) << "holder " << q;
          for (const Event& e : o.events) {
            if (e.kind == EventKind::CardDrawn && e.player != p && !e.shown) {
              EXPECT_EQ(e.card, kNoCard);
            }
            if (e.kind == EventKind::Sang && e.hidden && g->sideOf(e.player) != g->sideOf(p)) {
              EXPECT_EQ(e.suit, -1);
            }
          }
        }
        stepEager(*s);
        ++steps;
        if (::testing::Test::HasFailure()) return;
      }
      exchanges += static_cast<int>(eventsOf(*s, EventKind::Exchanged).size());
      for (const Event& e : eventsOf(*s, EventKind::Sang)) ++(e.hidden ? hiddenCantes : shownCantes);
    }
  // The policy did make cards public in every way (else the check above proves little).
  EXPECT_GT(exchanges, 0);
  EXPECT_GT(shownCantes, 0);
  EXPECT_GT(hiddenCantes, 0);
  EXPECT_GT(steps, 60 * 35);
}

}  // namespace
}  // namespace baza::test
