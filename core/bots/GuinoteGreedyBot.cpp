#include "bots/GuinoteGreedyBot.h"

#include "bots/RandomBot.h"
#include "guinote/GuinoteGame.h"

namespace baza {

Action GuinoteGreedyBot::choose(const Game& game, const Observation& obs, const Resampler*) {
  const auto* g = dynamic_cast<const GuinoteGame*>(&game);
  if (!g) return RandomBot(rng_.next()).choose(game, obs, nullptr);
  const GuinoteRules& r = g->rules();
  const int mySide = r.sideOf(obs.player);
  CardSet cards;
  for (Action a : obs.legal) {
    if (a.kind() == ActionKind::Sing || a.kind() == ActionKind::Exchange) return a;
    if (a.kind() == ActionKind::Claim && obs.scores.sides[mySide].points >= kTargetPoints) return a;
    if (a.kind() == ActionKind::Play) cards.add(a.card());
  }
  if (cards.empty()) return Action::pass();

  auto value = [&](Card c) {  // what a card is worth keeping: points, strength, trumps
    return r.points[c.rank()] * 4 + r.strength[c.rank()] + (c.suit() == obs.trumpSuit ? 40 : 0);
  };
  auto cheapest = [&](CardSet set) {
    Card best = set.first();
    for (Card c : set)
      if (value(c) < value(best)) best = c;
    return best;
  };
  if (obs.trick.empty()) return Action::play(cheapest(cards));

  int winner = 0, points = 0;
  for (size_t i = 0; i < obs.trick.size(); ++i) {
    points += r.points[obs.trick[i].card.rank()];
    if (i > 0 && r.beats(obs.trick[i].card, obs.trick[winner].card, obs.trumpSuit)) winner = static_cast<int>(i);
  }
  const Card winning = obs.trick[winner].card;
  const bool lastToPlay = static_cast<int>(obs.trick.size()) == r.players - 1;
  if (r.sideOf(obs.trick[winner].player) == mySide) {
    if (!lastToPlay) return Action::play(cheapest(cards));
    Card give = cheapest(cards);  // partner wins: give him the most points that are not trumps
    for (Card c : cards)
      if (c.suit() != obs.trumpSuit && r.points[c.rank()] > r.points[give.rank()]) give = c;
    return Action::play(give);
  }
  CardSet winners;
  for (Card c : cards)
    if (r.beats(c, winning, obs.trumpSuit)) winners.add(c);
  if (!winners.empty() && (points >= 10 || lastToPlay)) return Action::play(cheapest(winners));
  return Action::play(cheapest(cards));
}

}  // namespace baza
