// Helpers for the scripted Belote tests (Belote*Test.cpp): French cards by text,
// a whole pack built from the hands a script wants, and log queries. Seat 0 is
// the mano of the first deal and the dealer is the last seat.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "TestUtil.h"
#include "belote/BeloteGame.h"
#include "belote/BeloteState.h"

namespace baza::test::bel {

inline std::shared_ptr<const Game> belote(const std::vector<std::string>& options = {}) {
  auto g = makeGame("belote", options);
  EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
  return *g;
}

inline const BeloteRules& rulesOf(const Game& g) { return dynamic_cast<const BeloteGame&>(g).rules(); }

inline std::vector<Card> fcards(const std::string& text) { return cards(text, DeckKind::French); }
inline Card fc(const std::string& text) { return fcards(text).at(0); }
inline CardSet fset(const std::string& text) {
  CardSet s;
  for (Card c : fcards(text)) s.add(c);
  return s;
}

inline Action act(const std::string& text) {
  auto a = parseAction(text, DeckKind::French);
  EXPECT_TRUE(a.ok()) << text;
  return a.ok() ? *a : Action::pass();
}

inline bool isLegal(const GameState& s, const std::string& action) { return s.legalActions().contains(act(action)); }
inline std::optional<IllegalReason> why(const GameState& s, const std::string& action) {
  return s.whyIllegal(act(action));
}

inline std::vector<Event> eventsOf(const GameState& s, EventKind kind) {
  std::vector<Event> out;
  for (const Event& e : s.events())
    if (e.kind == kind) out.push_back(e);
  return out;
}
inline int countOf(const GameState& s, EventKind kind) { return static_cast<int>(eventsOf(s, kind).size()); }
inline Event lastOf(const GameState& s, EventKind kind) {
  auto all = eventsOf(s, kind);
  EXPECT_FALSE(all.empty()) << "no event of kind " << eventKindName(kind);
  return all.empty() ? Event{kind} : all.back();
}
inline CardSet handOf(const GameState& s, int player) { return s.dealView().hands[player]; }

// A deal as a script wants it. Seats are counted from the mano (seat 0 in the first deal).
struct BeloteDeal {
  std::vector<std::string> first;  // per seat: the cards dealt before the bidding (5 with four players, else 6)
  std::string turned;              // the card turned face up
  std::vector<std::string> more;   // per seat: the complementary cards in order (2 for a four-player taker, else 3)
  std::string bottom;              // optional: the last card of the pack (shown with 2-3 players)
};

// The whole pack, top card first: three cards to each seat, then the rest of
// `first`, the turned card, the `more` cards seat after seat, the cards nobody
// named in id order, and `bottom` last.
inline std::vector<Card> deckOf(const BeloteDeal& d) {
  std::vector<std::vector<Card>> first;
  CardSet used;
  for (const auto& text : d.first) {
    first.push_back(fcards(text));
    for (Card c : first.back()) used.add(c);
  }
  std::vector<Card> deck;
  for (auto& hand : first)
    for (int k = 0; k < 3; ++k) deck.push_back(hand.at(k));
  for (auto& hand : first)
    for (size_t k = 3; k < hand.size(); ++k) deck.push_back(hand[k]);
  deck.push_back(fc(d.turned));
  used.add(fc(d.turned));
  for (const auto& text : d.more)
    for (Card c : fcards(text)) {
      deck.push_back(c);
      used.add(c);
    }
  std::optional<Card> bottom;
  if (!d.bottom.empty()) {
    bottom = fc(d.bottom);
    used.add(*bottom);
  }
  for (int s = 0; s < 4; ++s)
    for (int r = 7; r <= 14; ++r)
      if (!used.has(Card::of(s, r))) deck.push_back(Card::of(s, r));
  if (bottom) deck.push_back(*bottom);
  EXPECT_EQ(deck.size(), 32u);
  return deck;
}

// A four-player deal from the hands after the complementary deal, for seat 0 taking
// the turned suit in round one: hands[0] holds `turned`. An empty hand gets eight of
// the cards nobody else holds, in id order.
inline BeloteDeal fourHandsDeal(std::vector<std::string> hands, const std::string& turned) {
  CardSet used;
  for (const auto& h : hands) used |= fset(h);
  for (size_t p = 1; p < hands.size(); ++p) {
    if (!hands[p].empty()) continue;
    for (int s = 0; s < 4; ++s)
      for (int r = 7; r <= 14; ++r) {
        const Card c = Card::of(s, r);
        if (used.has(c) || fset(hands[p]).size() == 8) continue;
        hands[p] += (hands[p].empty() ? "" : " ") + cardText(c, DeckKind::French);
        used.add(c);
      }
  }
  BeloteDeal d;
  d.turned = turned;
  for (size_t p = 0; p < hands.size(); ++p) {
    std::vector<Card> h;
    for (Card c : fcards(hands[p]))
      if (!(p == 0 && c == fc(turned))) h.push_back(c);
    EXPECT_EQ(h.size(), p == 0 ? 7u : 8u) << hands[p];
    std::string first, more;
    for (size_t k = 0; k < h.size(); ++k) (k < 5 ? first : more) += cardText(h[k], DeckKind::French) + " ";
    d.first.push_back(first);
    d.more.push_back(more);
  }
  return d;
}

inline std::unique_ptr<GameState> start(const std::shared_ptr<const Game>& game, const std::vector<BeloteDeal>& deals,
                                        uint64_t seed = 0) {
  std::vector<std::vector<Card>> decks;
  for (const auto& d : deals) decks.push_back(deckOf(d));
  return newState(game, seed, decks);
}

// One step of a dull but legal policy: the first legal card, else the first action.
inline void stepFirst(GameState& s) {
  const ActionList legal = s.legalActions();
  for (Action a : legal)
    if (a.kind() == ActionKind::Play) {
      ASSERT_TRUE(s.apply(a).ok());
      return;
    }
  ASSERT_TRUE(s.apply(legal[0]).ok());
}

// Plays on with stepFirst until the current deal is scored (or the game ends).
inline void finishDeal(GameState& s) {
  const int target = countOf(s, EventKind::DealScored) + s.game().numSides();
  for (int steps = 0; !s.isTerminal() && countOf(s, EventKind::DealScored) < target; ++steps) {
    ASSERT_LT(steps, 1000) << "no progress";
    stepFirst(s);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// The dull policy with words: announce declarations and say belote when offered,
// take in round one (the first legal action), else play the first legal card.
inline void stepSaying(GameState& s) {
  const ActionList legal = s.legalActions();
  for (Action a : legal)
    if (a.kind() == ActionKind::Declare) {
      ASSERT_TRUE(s.apply(a).ok());
      return;
    }
  stepFirst(s);
}

// Plays on with stepSaying until `deals` more deals are scored (or the game ends).
inline void finishDealsSaying(GameState& s, int deals = 1) {
  const int target = countOf(s, EventKind::DealScored) + deals * s.game().numSides();
  for (int steps = 0; !s.isTerminal() && countOf(s, EventKind::DealScored) < target; ++steps) {
    ASSERT_LT(steps, 100000) << "no progress";
    stepSaying(s);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// The DealScored events of the last scored deal, by side.
inline std::vector<Event> lastScores(const GameState& s) {
  auto all = eventsOf(s, EventKind::DealScored);
  const int sides = s.game().numSides();
  return std::vector<Event>(all.end() - sides, all.end());
}

}  // namespace baza::test::bel
