#include "bots/WhistEasyBot.h"

#include "bots/RandomBot.h"
#include "whist/WhistGame.h"

namespace baza {

WhistSeatView whistSeatView(const Observation& obs, std::array<Card, 4>& trickCards) {
  WhistSeatView v;
  v.trump = obs.trumpSuit;
  v.seat = obs.player;
  v.hand = obs.hand;
  for (Action a : obs.legal)
    if (a.kind() == ActionKind::Play) v.legal.add(a.card());
  v.trickSize = static_cast<int>(obs.trick.size());
  for (int i = 0; i < v.trickSize && i < 4; ++i) trickCards[i] = obs.trick[i].card;
  v.trick = trickCards.data();
  v.leader = v.trickSize > 0 ? obs.trick[0].player : obs.player;
  v.played = obs.played;
  for (int q = 0; q < 4 && q < static_cast<int>(obs.excludedCards.size()); ++q) v.voids[q] = obs.excludedCards[q];
  // This deal's plays (not the log, which a fast playout does not keep): the cards
  // this seat played, and the suit its partner first led.
  const int partner = (obs.player + 2) & 3;
  for (size_t k = 0; k < obs.dealPlays.size(); ++k) {
    const TrickCard& t = obs.dealPlays[k];
    if (t.player == obs.player) v.playedByMe.add(t.card);
    if (k % 4 == 0 && t.player == partner && v.partnerFirstLed < 0) v.partnerFirstLed = t.card.suit();
  }
  return v;
}

Action WhistEasyBot::choose(const Game& game, const Observation& obs, const Resampler*) {
  if (!dynamic_cast<const WhistGame*>(&game)) return RandomBot(rng_.next()).choose(game, obs, nullptr);
  std::array<Card, 4> trick{};
  const WhistSeatView v = whistSeatView(obs, trick);
  if (v.legal.empty()) return obs.legal[0];
  return Action::play(whistHeuristicCard(v));
}

}  // namespace baza
