// Generic checks over many random Belote games, for 2, 3 and 4 players and the
// options: each card played once per deal; trick points add up to the points of the
// cards played plus the dix de der (162 with four players); each side's deal score
// agrees with its tricks, declarations, belote and capote; nothing is created or lost
// (game totals plus the points held by a litige equal all points scored); a legal
// action in every live state; clones and replays (through replay codes) identical;
// observations free of hidden cards; resampling keeps the observation.
#include <gtest/gtest.h>

#include "BeloteScript.h"
#include "ShareCode.h"

namespace baza::test {
namespace {

using namespace bel;

void checkDealInvariants(const GameState& s) {
  const auto& r = rulesOf(s.game());
  const int sides = s.game().numSides();
  CardSet seen;
  int trump = -1, cardPoints = 0, cardsPlayed = 0, held = 0;
  long long allRaw = 0;
  std::vector<int> trickPoints(sides), bonus(sides), lastTotals(sides);
  for (const Event& e : s.events()) {
    switch (e.kind) {
      case EventKind::DealStarted:
        seen = CardSet();
        cardPoints = cardsPlayed = 0;
        std::fill(trickPoints.begin(), trickPoints.end(), 0);
        std::fill(bonus.begin(), bonus.end(), 0);
        break;
      case EventKind::Contract: trump = e.suit; break;
      case EventKind::CardPlayed:
        ASSERT_FALSE(seen.has(e.card)) << "card played twice";
        seen.add(e.card);
        cardPoints += r.points(e.card, trump);
        ++cardsPlayed;
        break;
      case EventKind::TrickWon: trickPoints[e.side] += e.points + e.ultimas; break;
      case EventKind::Declared:
        if (e.counted) bonus[e.side] += e.points;
        break;
      case EventKind::Belote:
        if (e.rebelote) bonus[e.side] += kBelotePoints;
        break;
      case EventKind::Capote: bonus[e.side] += e.points; break;
      case EventKind::ContractResult: held = e.held; break;
      case EventKind::DealScored:
        EXPECT_EQ(e.points, trickPoints[e.side]);
        EXPECT_EQ(e.bonus, bonus[e.side]);
        allRaw += e.points + e.bonus;
        lastTotals[e.side] = e.total;
        if (e.side == sides - 1) {
          EXPECT_EQ(cardsPlayed, r.handSize * r.players);
          int total = 0;
          for (int t : trickPoints) total += t;
          EXPECT_EQ(total, cardPoints + kDixDeDer);
          if (r.players == 4) {
            EXPECT_EQ(total, 162);
          }
          long long sum = held;
          for (int t : lastTotals) sum += t;
          EXPECT_EQ(sum, allRaw) << "points created or lost";
        }
        break;
      default: break;
    }
  }
}

void checkObservation(const GameState& s) {
  const Game& g = s.game();
  const DealView v = s.dealView();
  for (int p = 0; p < g.numPlayers(); ++p) {
    const Observation o = s.observe(p);
    EXPECT_EQ(o.hand, v.hands[p]);
    for (int q = 0; q < g.numPlayers(); ++q) {
      EXPECT_EQ(o.handSizes[q], v.hands[q].size());
      EXPECT_TRUE((o.knownCards[q] - v.hands[q]).empty());
      EXPECT_TRUE((o.excludedCards[q] & v.hands[q]).empty()) << "inference excluded a card the player holds";
    }
    for (const Event& e : o.events)
      if (e.kind == EventKind::CardDrawn && e.player != p && !e.shown) {
        EXPECT_FALSE(e.card.valid());
      }
    if (p != o.currentPlayer) {
      EXPECT_TRUE(o.legal.empty());
    }
  }
}

uint64_t playRandom(GameState& s, Rng& rng, int checkEvery = 0) {
  uint64_t hash = 0;
  int steps = 0;
  while (!s.isTerminal()) {
    const ActionList legal = s.legalActions();
    EXPECT_FALSE(legal.empty());
    if (legal.empty()) break;
    const Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
    EXPECT_EQ(s.whyIllegal(a), std::nullopt);
    EXPECT_TRUE(s.apply(a).ok());
    hash = hash * 31 + a.code();
    if (checkEvery && ++steps % checkEvery == 0) checkObservation(s);
  }
  return hash;
}

TEST(BeloteInvariants, RandomDealsEveryPlayerCount) {
  int games = 0;
  for (int players : {2, 3, 4}) {
    auto game = belote({"players=" + std::to_string(players), "length=deal"});
    Rng rng(static_cast<uint64_t>(players * 101));
    for (int i = 0; i < 10000; ++i, ++games) {
      auto s = newState(game, rng.next());
      playRandom(*s, rng, i % 100 == 0 ? 3 : 0);
      EXPECT_TRUE(s->isTerminal());
      checkDealInvariants(*s);
      if (HasFailure()) return;
    }
  }
  EXPECT_EQ(games, 30000);
}

TEST(BeloteInvariants, RandomGamesWithOptions) {
  const std::vector<std::vector<std::string>> optionSets = {
      {},
      {"players=2", "target=501", "two_player_dealer=higher_score"},
      {"players=3", "declaration_tie=split", "overtrump_required=off"},
      {"players=4", "declaration_tie=none", "ceremony=lowest_card", "target=2000"},
      {"players=3", "ceremony=lowest_card", "target=501"},
  };
  Rng rng(7);
  for (const auto& opts : optionSets) {
    auto game = belote(opts);
    for (int i = 0; i < 60; ++i) {
      auto s = newState(game, rng.next());
      playRandom(*s, rng, 11);
      EXPECT_TRUE(s->isTerminal());
      EXPECT_GE(s->scores().winner, 0);
      checkDealInvariants(*s);
      if (HasFailure()) return;
    }
  }
}

TEST(BeloteInvariants, CloneAndReplayAreIdentical) {
  Rng rng(11);
  for (int players : {2, 3, 4}) {
    auto game = belote({"players=" + std::to_string(players), "target=501"});
    for (int i = 0; i < 40; ++i) {
      const uint64_t seed = rng.next();
      auto s = newState(game, seed);
      const int stopAt = static_cast<int>(rng.below(80));
      for (int k = 0; k < stopAt && !s->isTerminal(); ++k) {
        const ActionList legal = s->legalActions();
        ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
      }
      auto copy = s->clone();
      ASSERT_EQ(fingerprint(*s), fingerprint(*copy));
      Rng a(seed), b(seed);
      EXPECT_EQ(playRandom(*s, a), playRandom(*copy, b));
      ASSERT_EQ(fingerprint(*s), fingerprint(*copy));
      // Through a replay code and the registry: the same game, move for move.
      auto decoded = decodeCode(encodeReplayCode(*game, seed, s->history()));
      ASSERT_TRUE(decoded.ok()) << decoded.error().message;
      EXPECT_EQ(decoded->game->name(), "belote");
      auto replay = newState(decoded->game, decoded->seed);
      for (Action m : decoded->moves) ASSERT_TRUE(replay->apply(m).ok());
      EXPECT_EQ(fingerprint(*s), fingerprint(*replay));
      // A share code gives the same start.
      auto shared = decodeCode(encodeShareCode(*game, seed));
      ASSERT_TRUE(shared.ok());
      EXPECT_EQ(fingerprint(*newState(shared->game, shared->seed)), fingerprint(*newState(game, seed)));
    }
  }
}

// The bottom card of the current deal's stock has been shown.
bool bottomShown(const GameState& s) {
  bool shown = false;
  for (const Event& e : s.events()) {
    if (e.kind == EventKind::DealStarted) shown = false;
    if (e.kind == EventKind::BottomCard) shown = true;
  }
  return shown;
}

TEST(BeloteInvariants, ResampleKeepsTheObservation) {
  Rng rng(5);
  int checked = 0;
  for (int players : {2, 3, 4}) {
    auto game = belote({"players=" + std::to_string(players), "length=deal"});
    for (int i = 0; i < 300; ++i) {
      auto s = newState(game, rng.next());
      const int stopAt = static_cast<int>(rng.below(40));
      for (int k = 0; k < stopAt && !s->isTerminal(); ++k) {
        const ActionList legal = s->legalActions();
        ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
      }
      if (s->isTerminal()) continue;
      const int p = static_cast<int>(rng.below(static_cast<uint32_t>(players)));
      auto r = s->resample(p, rng);
      const Observation a = s->observe(p), b = r->observe(p);
      EXPECT_EQ(a.hand, b.hand);
      EXPECT_EQ(a.handSizes, b.handSizes);
      EXPECT_EQ(a.knownCards, b.knownCards);
      EXPECT_EQ(a.excludedCards, b.excludedCards);
      EXPECT_EQ(a.faceUp, b.faceUp);
      EXPECT_EQ(a.stockSize, b.stockSize);
      EXPECT_EQ(a.played, b.played);
      EXPECT_EQ(a.currentPlayer, b.currentPlayer);
      EXPECT_EQ(a.taker, b.taker);
      const DealView sv = s->dealView(), rv = r->dealView();
      for (int q = 0; q < players; ++q) EXPECT_TRUE((rv.hands[q] & a.excludedCards[q]).empty());
      if (bottomShown(*s)) {
        EXPECT_EQ(rv.stock.back(), sv.stock.back());
      }
      ++checked;
      // The sample plays on legally to the end.
      Rng more(i);
      playRandom(*r, more);
      EXPECT_TRUE(r->isTerminal());
      if (HasFailure()) return;
    }
  }
  EXPECT_GT(checked, 500);  // the rest ended before the stop (two players: 18 cards)
}

TEST(BeloteInvariants, TheBottomCardStaysPublicInSamples) {
  Rng rng(9);
  for (int i = 0; i < 200; ++i) {
    auto s = newState(belote({"players=3", "length=deal"}), rng.next());
    while (!s->isTerminal() && countOf(*s, EventKind::BottomCard) == 0) {
      const ActionList legal = s->legalActions();
      ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
    }
    if (s->isTerminal() || !bottomShown(*s)) continue;
    const Card bottom = lastOf(*s, EventKind::BottomCard).card;
    auto r = s->resample(static_cast<int>(rng.below(3)), rng);
    EXPECT_EQ(r->dealView().stock.back(), bottom);
  }
}

}  // namespace
}  // namespace baza::test
