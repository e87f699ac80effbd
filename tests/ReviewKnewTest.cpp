// The review's knew view never uses hidden cards: at positions of random deals of
// every game, permuting the cards the mover cannot see (PermuteHidden.h, as the bots'
// fairness tests do) leaves every value of every choice unchanged; and it averages
// over the sample count it reports.
#include <gtest/gtest.h>

#include "PermuteHidden.h"
#include "StateJson.h"
#include "TestUtil.h"
#include "review/DealReview.h"

namespace baza::test {
namespace {

std::unique_ptr<GameState> replayOn(const std::shared_ptr<const Game>& game, const std::vector<Card>& deck,
                                    const std::vector<Action>& moves) {
  auto s = std::move(game->newMatch(MatchSetup{0, {deck}, true})).value();
  for (Action a : moves)
    if (!s->apply(a).ok()) return nullptr;
  return s;
}

// The deal's pack, top card first, as dealt: read back from a match made of it.
std::vector<Card> packOf(const Game& game, Rng& rng) {
  auto s = std::move(game.newMatch(MatchSetup{rng.next(), {}, true})).value();
  const DealView v = s->dealView();
  CardSet all;  // every card of the pack (the turned card may lie in a hand or the stock too)
  for (CardSet h : v.hands) all |= h;
  for (Card c : v.stock) all.add(c);
  if (v.faceUp != kNoCard) all.add(v.faceUp);
  std::vector<Card> pack;
  for (Card c : all) pack.push_back(c);
  rng.shuffle(pack.data(), static_cast<int>(pack.size()));
  return pack;
}

TEST(ReviewKnew, PermutedHiddenCardsChangeNoValue) {
  Rng rng(1313);
  int compared = 0;
  for (const auto& [name, options] : std::vector<std::pair<std::string, std::vector<std::string>>>{
           {"whist", {"length=deal"}}, {"guinote", {"length=deal", "players=2"}}, {"guinote", {"length=deal", "players=4"}},
           {"belote", {"length=deal"}}}) {
    auto game = makeGame(name, options).value();
    auto valuer = makeGameReview(*game);
    for (int round = 0; round < 4; ++round) {
      const std::vector<Card> deck = packOf(*game, rng);
      auto s = replayOn(game, deck, {});
      ASSERT_TRUE(s) << name;
      std::vector<Action> moves;
      const int steps = 4 + static_cast<int>(rng.below(30));
      for (int k = 0; k < steps && !s->isTerminal(); ++k) {
        const ActionList legal = s->legalActions();
        moves.push_back(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]);
        ASSERT_TRUE(s->apply(moves.back()).ok());
      }
      const ActionList choices = valuer->candidates(*s);
      if (s->isTerminal() || choices.size() < 2) continue;
      const int me = s->currentPlayer();
      const MoveReview mine = reviewMove(*valuer, *s, steps, choices[0], ReviewView::Knew, 4);
      ASSERT_TRUE(mine.valued) << name;
      EXPECT_EQ(mine.samples, 4);
      for (int t = 0; t < 3; ++t) {
        CardSet shown;  // Belote's bottom card, seen by all
        if (name == "belote" && s->dealView().stock.size() > 0) shown.add(s->dealView().stock.back());
        auto other = replayOn(game, permuteHidden(*s, me, deck, rng, shown), moves);
        if (!other || observationJson(*other, me) != observationJson(*s, me)) continue;
        const bool differs = s->dealView().hands != other->dealView().hands;
        const MoveReview theirs = reviewMove(*valuer, *other, steps, choices[0], ReviewView::Knew, 4);
        ASSERT_EQ(theirs.values.size(), mine.values.size()) << name;
        for (size_t k = 0; k < mine.values.size(); ++k) EXPECT_EQ(theirs.values[k], mine.values[k]) << name << " " << k;
        compared += differs;
      }
    }
  }
  EXPECT_GT(compared, 10);
}

}  // namespace
}  // namespace baza::test
