// Helpers shared by the tests: build games and states, play actions by text,
// fingerprint a state to compare clones and replays.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "Game.h"
#include "GameRegistry.h"
#include "guinote/GuinoteGame.h"

namespace baza::test {

inline std::shared_ptr<const Game> guinote(const std::vector<std::string>& options = {}) {
  auto g = makeGame("guinote", options);
  EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
  return *g;
}

inline std::vector<Card> cards(const std::string& text, DeckKind deck = DeckKind::Spanish) {
  std::vector<Card> out;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    auto c = parseCard(word, deck);
    EXPECT_TRUE(c.ok()) << word;
    if (c) out.push_back(*c);
  }
  return out;
}

inline CardSet cardSet(const std::string& text) {
  CardSet s;
  for (Card c : cards(text)) s.add(c);
  return s;
}

// A whole Guiñote pack, top card first, that deals hands[i] (six cards each) to
// seat i counted from the mano, turns faceUp, puts stockTop on top of the stock
// in that order, and then the rest of the pack in id order.
inline std::vector<Card> deckFor(const Game& game, const std::vector<std::string>& hands, const std::string& faceUp,
                                 const std::string& stockTop = "") {
  std::vector<std::vector<Card>> h;
  CardSet used;
  for (const auto& text : hands) {
    h.push_back(cards(text));
    EXPECT_EQ(h.back().size(), 6u) << text;
    for (Card c : h.back()) used.add(c);
  }
  std::vector<Card> deck;
  for (int round = 0; round < 2; ++round)
    for (auto& hand : h)
      for (int k = 0; k < 3; ++k) deck.push_back(hand[round * 3 + k]);
  Card up = cards(faceUp).at(0);
  deck.push_back(up);
  used.add(up);
  for (Card c : cards(stockTop)) {
    deck.push_back(c);
    used.add(c);
  }
  for (Card c : dynamic_cast<const GuinoteGame&>(game).rules().deck)
    if (!used.has(c)) deck.push_back(c);
  return deck;
}

inline std::unique_ptr<GameState> newState(const std::shared_ptr<const Game>& game, uint64_t seed,
                                           std::vector<std::vector<Card>> decks = {}) {
  auto s = game->newMatch(MatchSetup{seed, std::move(decks), true});
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().message);
  return std::move(s).value();
}

// Applies space-separated actions; fails the test on the first illegal one.
inline void play(GameState& s, const std::string& actions) {
  std::istringstream in(actions);
  std::string word;
  while (in >> word) {
    auto a = parseAction(word, s.game().deckKind());
    ASSERT_TRUE(a.ok()) << word;
    auto st = s.apply(*a);
    ASSERT_TRUE(st.ok()) << word << ": " << st.error().message;
  }
}

inline std::string legalText(const GameState& s) {
  std::string out;
  for (Action a : s.legalActions()) out += (out.empty() ? "" : " ") + actionText(a, s.game().deckKind());
  return out;
}

inline std::string fingerprint(const GameState& s) {
  const DeckKind d = s.game().deckKind();
  std::string out;
  for (const auto& e : s.events()) out += eventText(e, d) + "\n";
  DealView v = s.dealView();
  for (CardSet h : v.hands) out += cardsText(h, d) + "|";
  for (Card c : v.stock) out += cardText(c, d) + ",";
  out += cardText(v.faceUp, d) + " cur " + std::to_string(s.currentPlayer()) + " legal " + legalText(s);
  for (const auto& side : s.scores().sides)
    out += " " + std::to_string(side.points) + "/" + std::to_string(side.games) + "/" + std::to_string(side.sets);
  return out;
}

}  // namespace baza::test
