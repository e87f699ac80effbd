// Whist's own invariants, the conformance suite's hook (ConformanceInvariants.cpp):
// over a finished match, each card played once per deal, 13 tricks, the turned card
// and the dealer, scores consistent with the tricks and honours, games and rubbers
// counted right. The generic checks (legal actions, clones, codes, observations,
// resamples) are the conformance suite's; what follows them here is Whist's alone.
#include <gtest/gtest.h>

#include "Conformance.h"
#include "ShareCode.h"
#include "WhistDeal.h"

namespace baza::test {

namespace {

// The hands as dealt, per deal: each seat's cards are the ones it played.
std::vector<std::array<CardSet, 4>> dealtHands(const GameState& s) {
  std::vector<std::array<CardSet, 4>> out;
  for (const Event& e : s.events()) {
    if (e.kind == EventKind::DealStarted) out.emplace_back();
    if (e.kind == EventKind::CardPlayed && !out.empty()) out.back()[static_cast<size_t>(e.player)].add(e.card);
  }
  return out;
}

}  // namespace

void whistInvariants(const GameState& state) {
  const Options& opts = state.game().options();
  const bool trumpRotation = opts.get("trump_rotation") == 1, honoursCount = opts.get("honours") == 1;
  const bool dummyWhist = opts.get("players") == 3;  // four seats, one a dummy
  const int gamePoints = opts.get("game_points");
  const bool clubLaws = opts.get("honours_game") == 1;
  const auto dealt = dealtHands(state);
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
        if (trumpRotation) {
          EXPECT_FALSE(e.card.valid());
          EXPECT_EQ(e.suit, WhistRules::rotationTrump(e.dealNumber));
        } else {
          EXPECT_EQ(e.suit, e.card.suit());
          EXPECT_TRUE(dealt[static_cast<size_t>(deal)][static_cast<size_t>(e.player)].has(e.card))
              << "the dealer holds the turned card";
        }
        EXPECT_EQ(e.player, dummyWhist ? 3 : (3 + deal) % 4);
        break;
      case EventKind::CardPlayed:
        ASSERT_FALSE(seen.has(e.card)) << "card played twice";
        seen.add(e.card);
        ++cardsInDeal;
        break;
      case EventKind::TrickWon:
        ++tricksInDeal;
        ++tricks[static_cast<size_t>(e.side)];
        EXPECT_EQ(e.trickNumber, tricksInDeal);
        EXPECT_EQ(e.side, e.player & 1);
        break;
      case EventKind::DealScored: {
        EXPECT_EQ(cardsInDeal, 52);
        EXPECT_EQ(tricksInDeal, 13);
        const size_t s = static_cast<size_t>(e.side);
        EXPECT_TRUE(e.byTricks);
        const int over = e.points;
        EXPECT_EQ(over, std::max(0, tricks[s] - 6));
        int honours = 0;
        if (honoursCount) {
          const CardSet pair = dealt[static_cast<size_t>(deal)][s] | dealt[static_cast<size_t>(deal)][s + 2];
          int n = 0;
          for (int r = kWhistJack; r <= kWhistAce; ++r) n += pair.has(Card::of(trump, r));
          honours = n == 4 ? 4 : n == 3 ? 2 : 0;
        }
        EXPECT_EQ(e.bonus, honours);
        points[s] += over;
        if (clubLaws) {  // honours_game=club_laws: not from one short of game, not once the others made game
          const int before = points[s] - over;
          const size_t o = 1 - s;  // the other side, its tricks of this deal scored first (side 1's event comes second)
          const int others = points[o] + (s == 0 ? std::max(0, tricks[o] - 6) : 0);
          EXPECT_EQ(e.counted, honours > 0 && before != gamePoints - 1 && others < gamePoints);
          if (e.counted) points[s] += honours;
        } else if (e.counted) {
          EXPECT_GT(honours, 0);
          points[s] += honours;
          EXPECT_LT(points[s], gamePoints) << "honours made game";
        } else if (honours > 0) {
          EXPECT_GE(points[s] + honours, gamePoints) << "honours that should have counted";
        }
        EXPECT_EQ(e.total, points[s]);
        break;
      }
      case EventKind::GameWon:
        EXPECT_GE(points[static_cast<size_t>(e.side)], gamePoints);
        EXPECT_LT(points[static_cast<size_t>(1 - e.side)], gamePoints);
        EXPECT_EQ(e.won, ++games[static_cast<size_t>(e.side)]);
        gameJustWon = true;
        break;
      case EventKind::RubberWon: EXPECT_EQ(games[static_cast<size_t>(e.side)], 2); break;
      default: break;
    }
  }
  const Scores sc = state.scores();
  ASSERT_GE(sc.winner, 0);
  const std::string length = optionText(opts, "length");
  if (length == "match") {
    EXPECT_EQ(sc.sides[static_cast<size_t>(sc.winner)].games, 2);
    EXPECT_EQ(sc.sides[static_cast<size_t>(sc.winner)].sets, 1);
    EXPECT_LE(sc.sides[static_cast<size_t>(1 - sc.winner)].games, 1);
  } else if (length == "deal") {
    EXPECT_EQ(dealt.size(), 1u);
    EXPECT_EQ(sc.sides[0].cardPoints + sc.sides[1].cardPoints, 13);
    EXPECT_EQ(sc.winner, sc.sides[0].cardPoints > 6 ? 0 : 1);
  }
}

namespace {

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
