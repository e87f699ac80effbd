// Review test helpers: a deal played by the easy bot with one scripted blunder, and a
// brute-force minimax over the game itself (the truth the open view must match on
// the last tricks).
#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "Game.h"
#include "belote/BeloteState.h"
#include "bots/Bot.h"
#include "guinote/GuinoteState.h"
#include "review/GameReview.h"
#include "whist/WhistState.h"

namespace baza::test {

// The side's final total of a finished length=deal match, in the review's unit.
inline int finalTotal(const GameState& s, int side) {
  if (const auto* w = dynamic_cast<const WhistState*>(&s)) return w->lastDealTricks(side);
  if (const auto* g = dynamic_cast<const GuinoteState*>(&s)) return g->dealCardPoints(side);
  return dynamic_cast<const BeloteState&>(s).lastDealPlayPoints(side);
}

// `side`'s final total with best play by both sides from s (2 sides: minimax).
// Positions that are not card plays (a cante's window) take their first legal
// action: it changes no card point.
inline int bruteForce(const GameReview& review, const GameState& s, int side) {
  if (s.isTerminal()) return finalTotal(s, side);
  ActionList moves = review.candidates(s);
  if (moves.empty()) moves.push(s.legalActions()[0]);
  const bool ours = s.game().sideOf(s.currentPlayer()) == side;
  int best = ours ? -1 : 1 << 20;
  for (Action a : moves) {
    auto next = s.clone();
    EXPECT_TRUE(next->apply(a).ok());
    const int v = bruteForce(review, *next, side);
    best = ours ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

struct BlunderDeal {
  std::vector<Action> moves;  // the whole deal
  int blunder = -1;           // the index of the scripted worst move, -1 if none was found
  int bestValue = 0, worstValue = 0;  // by brute force, for the blunderer's side
};

// A length=deal match from `seed` played by the easy bot, except at the first position
// where `late(state)` holds and the card choices' brute-force values differ: there the
// worst card is played.
inline BlunderDeal playWithBlunder(const std::shared_ptr<const Game>& game, uint64_t seed, const GameReview& review,
                                    const std::function<bool(const GameState&)>& late) {
  BlunderDeal out;
  auto s = std::move(game->newMatch(MatchSetup{seed, {}, true})).value();
  while (!s->isTerminal()) {
    std::optional<Action> chosen;
    const ActionList choices = review.candidates(*s);
    if (out.blunder < 0 && choices.size() > 1 && late(*s)) {
      const int side = game->sideOf(s->currentPlayer());
      int best = -1, worst = 1 << 20;
      for (Action a : choices) {
        auto next = s->clone();
        EXPECT_TRUE(next->apply(a).ok());
        const int v = bruteForce(review, *next, side);
        if (v > best) best = v;
        if (v < worst) worst = v, chosen = a;
      }
      if (best > worst) {
        out.blunder = static_cast<int>(out.moves.size());
        out.bestValue = best;
        out.worstValue = worst;
      } else {
        chosen.reset();
      }
    }
    if (!chosen) chosen = std::move(botDecision("easy", *s, seed, out.moves.size())).value();
    EXPECT_TRUE(s->apply(*chosen).ok());
    out.moves.push_back(*chosen);
  }
  return out;
}

}  // namespace baza::test
