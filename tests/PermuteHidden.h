// The fairness tests' permutation: the deck with every card a player cannot see at this
// point shuffled among their own positions (cards in other hands not publicly known, and
// the face-down stock), so a fair bot's decision cannot change.
#pragma once
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "Game.h"
#include "Rng.h"
#include "StateJson.h"
#include "bots/Bot.h"

namespace baza::test {

// `shown`: stock cards the player has seen all the same (Belote's bottom card).
inline std::vector<Card> permuteHidden(const GameState& s, int player, std::vector<Card> deck, Rng& rng,
                                       CardSet shown = {}) {
  const Observation o = s.observe(player);
  const DealView v = s.dealView();
  CardSet hidden;
  for (int p = 0; p < s.game().numPlayers(); ++p)
    if (p != player) hidden |= v.hands[p] - o.knownCards[p];
  for (Card c : v.stock) hidden.add(c);
  hidden = hidden - shown;
  std::vector<int> positions;
  std::vector<Card> cards;
  for (size_t i = 0; i < deck.size(); ++i)
    if (hidden.has(deck[i])) {
      positions.push_back(static_cast<int>(i));
      cards.push_back(deck[i]);
    }
  rng.shuffle(cards.data(), static_cast<int>(cards.size()));
  for (size_t k = 0; k < positions.size(); ++k) deck[positions[k]] = cards[k];
  return deck;
}

// The action a fresh bot of `level` with `seed` chooses for the player to move.
inline Action decide(const std::string& level, uint64_t seed, const GameState& s) {
  auto bot = std::move(makeBot(level, seed)).value();
  return chooseFor(*bot, s, s.currentPlayer());
}

// The same moves on `tries` permuted decks (replayOn: the match on that deck, or null):
// wherever the player to move sees exactly what he saw, every level decides the same.
// Returns how many permutations were compared.
inline int expectSameDecisions(const GameState& s, const std::vector<Card>& deck, int tries, Rng& rng,
                               const std::function<std::unique_ptr<GameState>(const std::vector<Card>&)>& replayOn,
                               const std::string& label, CardSet shown = {},
                               const std::vector<std::string>& levels = {"easy", "medium", "hard"}) {
  const int me = s.currentPlayer();
  const std::string seen = observationJson(s, me);
  int compared = 0;
  for (int t = 0; t < tries; ++t) {
    auto other = replayOn(permuteHidden(s, me, deck, rng, shown));
    if (!other || observationJson(*other, me) != seen) continue;  // the permutation changed what he saw
    for (const std::string& level : levels) {
      const uint64_t seed = rng.next();
      EXPECT_EQ(decide(level, seed, s), decide(level, seed, *other)) << level << " " << label;
    }
    ++compared;
  }
  return compared;
}

}  // namespace baza::test
