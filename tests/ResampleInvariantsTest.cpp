// Every determinization is a deal the player could be in: for all three games, every
// player count and pack, over many states reached by random play (Guiñote singing
// whenever it may, so hidden 20s in arrastre come up with 3 and 4 players), each
// resample keeps every card the player knows where it is, gives nobody a card he is
// known not to hold, fills every hand and the stock with the same number of real
// cards, agrees with the observation, and plays on to the end of the deal under the
// rules (never stuck, never a suit sung twice).
#include <gtest/gtest.h>

#include <bit>

#include "BeloteScript.h"
#include "CardMatcher.h"
#include "TestUtil.h"
#include "WhistDeal.h"

namespace baza::test {
namespace {

// Every card in hands, the stock and played (the face-up card is compared apart: in
// Whist it is also in the dealer's hand). overlap: some card in two places, or a
// stock entry that is no card.
CardSet inPlay(const DealView& v, bool* overlap = nullptr) {
  CardSet all;
  auto add = [&](CardSet s) {
    if (overlap && !(all & s).empty()) *overlap = true;
    all |= s;
  };
  for (CardSet h : v.hands) add(h);
  for (Card c : v.stock) {
    if (overlap && (!c.valid() || c.id >= 64)) *overlap = true;
    CardSet one;
    if (c.valid() && c.id < 64) one.add(c);
    add(one);
  }
  add(v.played);
  return all;
}

// Suits sung this deal that `player` has seen (all but an opponent's hidden 20), and
// how many 20s he has seen sung without their suit.
struct SungSeen {
  unsigned suits = 0;
  int hidden = 0;
};
SungSeen sungSeen(const GameState& s, int player) {
  SungSeen out;
  for (const Event& e : s.observe(player).events) {
    if (e.kind == EventKind::DealStarted) out = {};
    if (e.kind != EventKind::Sang) continue;
    if (e.suit < 0) ++out.hidden;
    else out.suits |= 1u << e.suit;
  }
  return out;
}

// Plays r to the end of its deal at random: every state on the way offers an action,
// and (Guiñote) no suit is sung twice in the deal.
void playsOn(GameState& r, Rng& rng, const SungSeen& seen, const std::string& where) {
  unsigned sung = seen.suits;
  int sings = 0;
  for (int steps = 0; !r.isTerminal(); ++steps) {
    ASSERT_LT(steps, kMaxDealActions) << where << ": the deal never ends";
    const ActionList legal = r.legalActions();
    ASSERT_FALSE(legal.empty()) << where << ": no legal action in a state that is not over";
    const Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
    if (a.kind() == ActionKind::Sing) {
      ASSERT_FALSE(sung >> a.suit() & 1) << where << ": suit " << a.suit() << " offered to sing a second time";
      sung |= 1u << a.suit();
      ++sings;
    }
    ASSERT_TRUE(r.apply(a).ok()) << where;
  }
  EXPECT_LE(std::popcount(sung) + seen.hidden, 4) << where << ": more cantes than suits (" << sings << " in play)";
}

void expectSoundResample(const GameState& s, int player, Rng& rng, const std::string& where) {
  auto r = s.resample(player, rng);
  ASSERT_NE(r, nullptr) << where;
  const Observation o = s.observe(player), ro = r->observe(player);
  const DealView real = s.dealView(), v = r->dealView();
  const int n = s.game().numPlayers();
  ASSERT_EQ(static_cast<int>(v.hands.size()), n) << where;
  for (int p = 0; p < n; ++p) {
    EXPECT_EQ(v.hands[p].size(), real.hands[p].size()) << where << ": hand " << p;
    EXPECT_EQ(v.hands[p] & o.knownCards[p], o.knownCards[p]) << where << ": a known card of " << p << " moved";
    EXPECT_TRUE((v.hands[p] & o.excludedCards[p]).empty()) << where << ": " << p << " got a card he cannot hold";
  }
  EXPECT_EQ(v.hands[player] & o.hand, o.hand) << where;  // (a dummy whist's dummy seat sees no hand)
  ASSERT_EQ(v.stock.size(), real.stock.size()) << where;
  bool overlap = false;
  EXPECT_EQ(inPlay(v, &overlap), inPlay(real)) << where << ": not the same cards";
  EXPECT_FALSE(overlap) << where << ": a card in two places, or a non-card";
  EXPECT_EQ(v.faceUp, real.faceUp) << where;
  EXPECT_EQ(ro.hand, o.hand) << where;
  EXPECT_EQ(ro.handSizes, o.handSizes) << where;
  EXPECT_EQ(ro.knownCards, o.knownCards) << where;
  EXPECT_EQ(ro.excludedCards, o.excludedCards) << where;
  EXPECT_EQ(ro.faceUp, o.faceUp) << where;
  EXPECT_EQ(ro.stockSize, o.stockSize) << where;
  EXPECT_EQ(ro.played, o.played) << where;
  EXPECT_EQ(ro.currentPlayer, o.currentPlayer) << where;
  if (player == s.currentPlayer()) {
    EXPECT_EQ(legalText(*r), legalText(s)) << where;
  }
  if (testing::Test::HasFailure()) return;
  playsOn(*r, rng, sungSeen(s, player), where);
}

// Random games of `game`; resamples for a random player at about one state in
// `every`, and for every player after each hidden 20. Sings whenever it may.
// Returns how many resamples followed a hidden 20.
int checkGame(const std::shared_ptr<const Game>& game, const std::string& name, int games, int every,
              uint64_t seed) {
  Rng rng(seed);
  const int n = game->numPlayers();
  int resamples = 0, afterHiddenCount = 0;
  for (int g = 0; g < games; ++g) {
    auto s = newState(game, rng.next());
    bool afterHidden = false;
    for (int step = 0; !s->isTerminal(); ++step) {
      const std::string where = name + " game " + std::to_string(g) + " step " + std::to_string(step);
      if (afterHidden) {
        for (int p = 0; p < n; ++p) expectSoundResample(*s, p, rng, where + " player " + std::to_string(p));
        resamples += n;
        afterHiddenCount += n;
      } else if (rng.below(static_cast<uint32_t>(every)) == 0) {
        expectSoundResample(*s, static_cast<int>(rng.below(static_cast<uint32_t>(n))), rng, where);
        ++resamples;
      }
      if (testing::Test::HasFailure()) return afterHiddenCount;
      const ActionList legal = s->legalActions();
      Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
      for (Action b : legal)
        if (b.kind() == ActionKind::Sing) a = b;
      EXPECT_TRUE(s->apply(a).ok());
      const Event& e = s->events().back();
      afterHidden = afterHidden || (e.kind == EventKind::Sang && e.hidden);
    }
  }
  EXPECT_GT(resamples, games) << name;
  return afterHiddenCount;
}

TEST(ResampleInvariants, Guinote) {
  for (const char* players : {"players=2", "players=3", "players=4"})
    for (const char* pack : {"cards=40", "cards=48"}) {
      const std::string name = std::string(players) + " " + pack;
      const int afterHidden = checkGame(guinote({players, pack, "length=deal"}), name, 1500, 8, 11);
      if (testing::Test::HasFailure()) return;
      if (name[8] != '2') {
        EXPECT_GT(afterHidden, 2000) << name << ": too few states after a hidden 20";
      }
    }
}

TEST(ResampleInvariants, Whist) {
  for (const char* players : {"players=3", "players=4"}) checkGame(whist({players, "length=deal"}), players, 200, 4, 12);
}

TEST(ResampleInvariants, Belote) {
  for (const char* players : {"players=2", "players=3", "players=4"})
    checkGame(bel::belote({players, "length=deal"}), players, 300, 4, 13);
}

// The matcher says when no deal exists instead of leaving a slot empty.
TEST(ResampleInvariants, MatcherReportsAFailedFill) {
  const Card a = Card::of(0, 1), b = Card::of(0, 2), c = Card::of(1, 1);
  CardSet ab, abc;
  ab.add(a);
  ab.add(b);
  abc = ab;
  abc.add(c);
  CardSet onlyA;
  onlyA.add(a);
  CardMatcher ok;  // a must move from the first slot to let c in: an augmenting path
  for (Card x : {a, b, c}) ok.addCard(x);
  ok.addSlot(abc, 0);
  ok.addSlot(onlyA, 1);
  ok.addSlot(ab, 2);
  ASSERT_TRUE(ok.fill());
  EXPECT_EQ(ok.cardAt(1), a);
  EXPECT_EQ(ok.cardAt(0), c);
  CardMatcher tooFew;  // three cards, two slots
  for (Card x : {a, b, c}) tooFew.addCard(x);
  tooFew.addSlot(abc, 0);
  tooFew.addSlot(abc, 1);
  EXPECT_FALSE(tooFew.fill());
  CardMatcher nowhere;  // c fits no slot
  for (Card x : {a, b, c}) nowhere.addCard(x);
  for (int k = 0; k < 3; ++k) nowhere.addSlot(ab, k);
  EXPECT_FALSE(nowhere.fill());
}

}  // namespace
}  // namespace baza::test
