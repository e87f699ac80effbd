// Generic checks over many random Whist matches, for every option set: each card
// played once per deal, 13 tricks, scores consistent with the tricks and honours,
// a legal action in every live state, clones and replay/share codes identical,
// observations free of hidden cards, determinizations that keep the observation.
#include <gtest/gtest.h>

#include "ShareCode.h"
#include "WhistDeal.h"
#include "whist/WhistState.h"

namespace baza::test {
namespace {

const std::vector<std::vector<std::string>> kOptionSets = {
    {},
    {"players=3"},
    {"honours=off"},
    {"trump_rotation=on"},
    {"game_points=7"},
    {"game_points=9", "players=3", "trump_rotation=on"},
};

// Everything one seat's holder may see now: his hand (both when he plays the
// dummy), the dummy once exposed, the turned card while held, what was played.
CardSet visibleSet(const WhistState& s, int seat) {
  const DealView v = s.dealView();
  CardSet out = v.hands[s.controllerOf(seat)] | v.played;
  if (s.dummyExposed() && s.dummySeat() >= 0) out |= v.hands[s.dummySeat()];
  if (v.faceUp.valid()) out.add(v.faceUp);
  return out;
}

void checkObservations(const WhistState& s) {
  const DealView v = s.dealView();
  for (int p = 0; p < 4; ++p) {
    const Observation o = s.observe(p);
    const CardSet visible = visibleSet(s, p);
    const bool seesOwn = s.controllerOf(p) == p || s.dummyExposed();
    EXPECT_EQ(o.hand, seesOwn ? v.hands[p] : CardSet());
    CardSet shown = o.hand | o.played;
    for (int q = 0; q < 4; ++q) {
      EXPECT_EQ(o.handSizes[q], v.hands[q].size());
      EXPECT_TRUE((o.knownCards[q] - v.hands[q]).empty()) << "a known card the seat does not hold";
      EXPECT_TRUE((o.excludedCards[q] & v.hands[q]).empty()) << "a void excluded a card the seat holds";
      shown |= o.knownCards[q];
    }
    EXPECT_TRUE((shown - visible).empty()) << "seat " << p << " is shown a hidden card: "
                                           << cardsText(shown - visible, DeckKind::French);
    CardSet plays;
    for (const TrickCard& t : o.dealPlays) plays.add(t.card);
    EXPECT_EQ(plays, o.played);
    EXPECT_EQ(o.dealPlays.size(), static_cast<size_t>(o.played.size()));
    // The log holds only public facts (cards played, the turned card, scores): all of it is shown.
    EXPECT_EQ(o.events.size(), s.events().size());
    EXPECT_EQ(o.legal.size(), p == s.currentPlayer() ? s.legalActions().size() : 0);
  }
}

// Reads the log and checks every deal: cards, tricks, and the score arithmetic.
void checkLog(const GameState& state, const std::vector<std::array<CardSet, 4>>& dealtHands) {
  const auto& rules = dynamic_cast<const WhistGame&>(state.game()).rules();
  CardSet seen;
  int cardsInDeal = 0, tricksInDeal = 0, deal = -1, trump = 0;
  std::array<int, 2> tricks{}, points{}, games{};
  bool gameJustWon = false;
  for (const Event& e : state.events()) {
    switch (e.kind) {
      case EventKind::DealStarted:
        ++deal;
        if (gameJustWon) points = {};
        gameJustWon = false;
        seen = CardSet();
        cardsInDeal = tricksInDeal = 0;
        tricks = {};
        trump = e.suit;
        if (rules.trumpRotation) {
          EXPECT_FALSE(e.card.valid());
          EXPECT_EQ(e.suit, WhistRules::rotationTrump(e.dealNumber));
        } else {
          EXPECT_EQ(e.suit, e.card.suit());
          EXPECT_TRUE(dealtHands[deal][e.player].has(e.card)) << "the dealer holds the turned card";
        }
        EXPECT_EQ(e.player, rules.dummyWhist() ? 3 : (3 + deal) % 4);
        break;
      case EventKind::CardPlayed:
        ASSERT_FALSE(seen.has(e.card)) << "card played twice";
        seen.add(e.card);
        ++cardsInDeal;
        break;
      case EventKind::TrickWon:
        ++tricksInDeal;
        ++tricks[e.side];
        EXPECT_EQ(e.trickNumber, tricksInDeal);
        EXPECT_EQ(e.side, e.player & 1);
        break;
      case EventKind::DealScored: {
        EXPECT_EQ(cardsInDeal, 52);
        EXPECT_EQ(tricksInDeal, 13);
        EXPECT_TRUE(e.byTricks);
        const int s = e.side;
        EXPECT_EQ(e.points, std::max(0, tricks[s] - 6));
        int honours = 0;
        if (rules.honours) {
          const CardSet pair = dealtHands[deal][s] | dealtHands[deal][s + 2];
          int n = 0;
          for (int r = kWhistJack; r <= kWhistAce; ++r) n += pair.has(Card::of(trump, r));
          honours = n == 4 ? 4 : n == 3 ? 2 : 0;
        }
        EXPECT_EQ(e.bonus, honours);
        points[s] += e.points;
        const bool counted = e.counted;
        if (counted) {
          EXPECT_GT(honours, 0);
          points[s] += honours;
          EXPECT_LT(points[s], rules.gamePoints) << "honours made game";
        } else if (honours > 0) {
          EXPECT_GE(points[s] + honours, rules.gamePoints) << "honours that should have counted";
        }
        EXPECT_EQ(e.total, points[s]);
        break;
      }
      case EventKind::GameWon:
        EXPECT_GE(points[e.side], rules.gamePoints);
        EXPECT_LT(points[1 - e.side], rules.gamePoints);
        EXPECT_EQ(e.won, ++games[e.side]);
        gameJustWon = true;
        break;
      case EventKind::RubberWon:
        EXPECT_EQ(games[e.side], 2);
        break;
      default: break;
    }
  }
}

// Plays random legal cards to the end, recording the hands of each deal as dealt.
uint64_t playRandom(GameState& s, Rng& rng, int checkEvery, std::vector<std::array<CardSet, 4>>* dealt = nullptr) {
  uint64_t hash = 0;
  int steps = 0;
  int deal = 0;
  auto& w = dynamic_cast<WhistState&>(s);
  while (!s.isTerminal()) {
    if (dealt && w.dealNumber() != deal) {
      deal = w.dealNumber();
      const DealView v = s.dealView();
      dealt->push_back({v.hands[0], v.hands[1], v.hands[2], v.hands[3]});
    }
    const ActionList legal = s.legalActions();
    EXPECT_FALSE(legal.empty());
    if (legal.empty()) break;
    const Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
    EXPECT_TRUE(s.apply(a).ok());
    hash = hash * 31 + a.code();
    if (checkEvery && ++steps % checkEvery == 0) checkObservations(w);
  }
  return hash;
}

TEST(WhistInvariants, RandomMatchesEveryOptionSet) {
  Rng rng(2026);
  int deals = 0;
  for (const auto& opts : kOptionSets) {
    auto game = whist(opts);
    for (int i = 0; i < 1000; ++i) {
      auto s = newState(game, rng.next());
      std::vector<std::array<CardSet, 4>> dealt;
      playRandom(*s, rng, i % 20 == 0 ? 5 : 0, &dealt);
      EXPECT_TRUE(s->isTerminal());
      const Scores sc = s->scores();
      EXPECT_GE(sc.winner, 0);
      EXPECT_EQ(sc.sides[sc.winner].games, 2);
      EXPECT_EQ(sc.sides[sc.winner].sets, 1);
      EXPECT_LE(sc.sides[1 - sc.winner].games, 1);
      checkLog(*s, dealt);
      deals += static_cast<int>(dealt.size());
      if (HasFailure()) return;
    }
  }
  EXPECT_GE(deals, 6 * 1000 * 4);
}

TEST(WhistInvariants, ManySingleDeals) {
  Rng rng(4);
  for (const auto& opts : kOptionSets) {
    auto o = opts;
    o.push_back("length=deal");
    auto game = whist(o);
    for (int i = 0; i < 10000; ++i) {
      auto s = newState(game, rng.next());
      std::vector<std::array<CardSet, 4>> dealt;
      playRandom(*s, rng, i % 100 == 0 ? 3 : 0, &dealt);
      ASSERT_EQ(dealt.size(), 1u);
      const Scores sc = s->scores();
      EXPECT_EQ(sc.sides[0].cardPoints + sc.sides[1].cardPoints, 13);
      EXPECT_EQ(sc.winner, sc.sides[0].cardPoints > 6 ? 0 : 1);
      checkLog(*s, dealt);
      if (HasFailure()) return;
    }
  }
}

TEST(WhistInvariants, CloneAndReplayCodesAreIdentical) {
  Rng rng(11);
  for (const auto& opts : kOptionSets) {
    auto game = whist(opts);
    for (int i = 0; i < 30; ++i) {
      const uint64_t seed = rng.next();
      auto s = newState(game, seed);
      const int stopAt = static_cast<int>(rng.below(300));
      for (int k = 0; k < stopAt && !s->isTerminal(); ++k) {
        const ActionList legal = s->legalActions();
        ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
      }
      auto copy = s->clone();
      ASSERT_EQ(fingerprint(*s), fingerprint(*copy));
      Rng a(seed), b(seed);
      EXPECT_EQ(playRandom(*s, a, 0), playRandom(*copy, b, 0));
      ASSERT_EQ(fingerprint(*s), fingerprint(*copy));
      // Through the registry: a replay code decodes to the same game, move for move.
      auto decoded = decodeCode(encodeReplayCode(*game, seed, s->history()));
      ASSERT_TRUE(decoded.ok()) << decoded.error().message;
      EXPECT_EQ(decoded->game->name(), "whist");
      EXPECT_TRUE(decoded->game->options() == game->options());
      auto replay = newState(decoded->game, decoded->seed);
      for (Action m : decoded->moves) ASSERT_TRUE(replay->apply(m).ok());
      EXPECT_EQ(fingerprint(*s), fingerprint(*replay));
      // A share code: the same game, options and first deal.
      auto shared = decodeCode(encodeShareCode(*game, seed));
      ASSERT_TRUE(shared.ok()) << shared.error().message;
      EXPECT_FALSE(shared->isReplay);
      EXPECT_EQ(fingerprint(*newState(shared->game, shared->seed)), fingerprint(*newState(game, seed)));
    }
  }
}

TEST(WhistInvariants, ReplayCodeWithAnIllegalMoveIsRejected) {
  auto game = whist();
  auto s = newState(game, 1);
  const Action lead = s->legalActions()[0];
  ASSERT_TRUE(s->apply(lead).ok());
  // Seat 1 playing the card seat 0 just played: not in his hand.
  auto decoded = decodeCode(encodeReplayCode(*game, 1, {lead, lead}));
  ASSERT_FALSE(decoded.ok());
  EXPECT_NE(decoded.error().message.find("card not in hand"), std::string::npos) << decoded.error().message;
}

TEST(WhistInvariants, ResampleKeepsTheObservation) {
  Rng rng(5);
  for (const auto& opts : kOptionSets) {
    auto o = opts;
    o.push_back("length=deal");
    auto game = whist(o);
    for (int i = 0; i < 150; ++i) {
      auto s = newState(game, rng.next());
      const int stopAt = static_cast<int>(rng.below(52));
      for (int k = 0; k < stopAt && !s->isTerminal(); ++k) {
        const ActionList legal = s->legalActions();
        ASSERT_TRUE(s->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
      }
      if (s->isTerminal()) continue;
      for (int p = 0; p < 4; ++p) {
        auto r = s->resample(p, rng);
        const Observation a = s->observe(p), b = r->observe(p);
        EXPECT_EQ(a.hand, b.hand);
        EXPECT_EQ(a.handSizes, b.handSizes);
        EXPECT_EQ(a.knownCards, b.knownCards);
        EXPECT_EQ(a.excludedCards, b.excludedCards);
        EXPECT_EQ(a.faceUp, b.faceUp);
        EXPECT_EQ(a.played, b.played);
        EXPECT_EQ(a.currentPlayer, b.currentPlayer);
        const DealView rv = r->dealView(), sv = s->dealView();
        CardSet all;
        for (int q = 0; q < 4; ++q) {
          EXPECT_TRUE((rv.hands[q] & a.excludedCards[q]).empty());
          all |= rv.hands[q];
        }
        CardSet real;
        for (int q = 0; q < 4; ++q) real |= sv.hands[q];
        EXPECT_EQ(all, real);
        EXPECT_EQ(legalText(*s).empty(), legalText(*r).empty());
        EXPECT_TRUE(r->events().empty());
        // The resampled deal plays on to a legal end.
        Rng play(static_cast<uint64_t>(i));
        playRandom(*r, play, 0);
        EXPECT_TRUE(r->isTerminal());
      }
    }
  }
}

TEST(WhistInvariants, ResampleVariesTheHiddenCards) {
  auto s = newState(whist(), 8);
  Rng rng(1);
  const CardSet real = s->dealView().hands[1];
  int differ = 0;
  for (int k = 0; k < 20; ++k) differ += s->resample(0, rng)->dealView().hands[1] != real;
  EXPECT_GT(differ, 15);
  // The dealer playing the dummy keeps both his hands fixed.
  auto d = newState(whist({"players=3"}), 8);
  play(*d, cardText(d->legalActions()[0].card(), DeckKind::French));
  for (int k = 0; k < 5; ++k) {
    auto r = d->resample(1, rng);
    EXPECT_EQ(r->dealView().hands[1], d->dealView().hands[1]);
    EXPECT_EQ(r->dealView().hands[3], d->dealView().hands[3]);
  }
}

}  // namespace
}  // namespace baza::test
