// Guiñote's own invariants, the conformance suite's hook (ConformanceInvariants.cpp):
// over a finished match, each card played once per deal, the whole pack played and
// 130 points (120 card points + 10 de últimas) in every deal scored, every deal ended
// by its score or by the end of the partida (a claim, a revoke), an opponent's hidden
// 20 never showing its suit, and a winner once a match or partida is over. The generic
// checks (legal actions, clones, codes, observations, resamples) are the suite's.
#include <gtest/gtest.h>

#include "Conformance.h"
#include "TestUtil.h"

namespace baza::test {

void guinoteInvariants(const GameState& s) {
  const Game& g = s.game();
  const int cards = g.options().get("cards");
  const int pack = g.numPlayers() == 3 && cards == 40 ? 39 : cards;  // three players: one 2 set aside
  CardSet seen;
  int deal = 0, cardsInDeal = 0, points = 0;
  bool ended = true;  // the previous deal (none yet) was scored, or ended its partida
  for (const Event& e : s.events()) {
    switch (e.kind) {
      case EventKind::DealStarted:
        EXPECT_TRUE(ended) << "deal " << deal << " ended without a score or the partida's end";
        ++deal;
        seen = CardSet();
        cardsInDeal = points = 0;
        ended = false;
        break;
      case EventKind::CardPlayed:
        ASSERT_FALSE(seen.has(e.card)) << "deal " << deal << ": card played twice";
        seen.add(e.card);
        ++cardsInDeal;
        break;
      case EventKind::DealScored:
        points += e.points;
        if (e.side == g.numSides() - 1) {
          EXPECT_EQ(cardsInDeal, pack) << "deal " << deal;
          EXPECT_EQ(points, 130) << "deal " << deal << ": 120 card points + 10 de últimas";
          ended = true;
        }
        break;
      case EventKind::PartidaWon: ended = true; break;
      default: break;
    }
  }
  EXPECT_TRUE(ended) << "the last deal (" << deal << ") ended without a score or the partida's end";
  if (optionText(g.options(), "length") != "deal") {
    EXPECT_GE(s.scores().winner, 0) << "a finished match or partida names its winner";
  }
  for (int p = 0; p < g.numPlayers(); ++p)
    for (const Event& e : s.observe(p).events)
      if (e.kind == EventKind::Sang && e.hidden && g.sideOf(e.player) != g.sideOf(p)) {
        EXPECT_EQ(e.suit, -1) << "player " << p << " sees the suit of an opponent's hidden 20";
      }
}

}  // namespace baza::test
