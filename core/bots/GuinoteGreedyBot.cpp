#include "bots/GuinoteGreedyBot.h"

#include "bots/GuinoteHeuristics.h"
#include "bots/RandomBot.h"
#include "guinote/GuinoteGame.h"

namespace baza {

Action GuinoteGreedyBot::choose(const Game& game, const Observation& obs, const Resampler*) {
  const auto* g = dynamic_cast<const GuinoteGame*>(&game);
  if (!g) return RandomBot(rng_.next()).choose(game, obs, nullptr);
  const GuinoteRules& r = g->rules();
  const Action option = heuristicOption(r, obs.legal, obs.trumpSuit, obs.faceUp,
                                        obs.scores.sides[r.sideOf(obs.player)].points);
  CardSet cards;
  for (Action a : obs.legal)
    if (a.kind() == ActionKind::Play) cards.add(a.card());
  if (option.kind() != ActionKind::Pass || cards.empty()) return option;
  Card trick[4];
  int players[4];
  const int size = static_cast<int>(obs.trick.size());
  for (int i = 0; i < size; ++i) {
    trick[i] = obs.trick[i].card;
    players[i] = obs.trick[i].player;
  }
  return Action::play(heuristicCard(r, obs.trumpSuit, obs.player, {trick, players, size}, cards));
}

}  // namespace baza
