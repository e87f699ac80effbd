// Helpers for the scripted Guiñote tests of the arrastre, the end of a deal,
// vueltas, the match and renuncio (GuinoteRules* suites in GuinoteRulesArrastreTest,
// ...ScoringTest, ...VueltasTest, ...MatchTest, ...RenuncioTest).
//
// arrastreDeal() builds a pack in which phase 1 is mechanical, so that the arrastre
// starts from hands the test chooses:
//  - finalHands[i] (six cards) is what seat i, counted from the mano, holds once the
//    stock is gone; faceUp (one of the dealer's final cards, the last seat) is the
//    face-up trump, which the dealer draws last;
//  - every other card ("junk") is played while the stock lasts: in each trick the mano
//    leads the strongest junk card left (trumps first) and the others play the weakest
//    ones, so the mano wins every trick of phase 1 and his side takes all junk points;
//  - seat i's cards form one sequence: its phase-1 cards in order, then its final
//    hand. The first six are dealt, the rest are drawn one per trick, so each phase-1
//    card is in hand when its turn comes.
// reachArrastre() plays that phase 1, passing every optional window (no cante,
// exchange or claim), and stops at the mano's first lead of the arrastre.
#pragma once
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "TestUtil.h"

namespace baza::test::arr {

inline const GuinoteRules& rulesOf(const Game& g) { return dynamic_cast<const GuinoteGame&>(g).rules(); }

inline Card card(const std::string& text) { return cards(text).at(0); }

struct ArrastreDeal {
  std::vector<Card> deck;                 // the pack, top card first
  std::vector<std::vector<Card>> phase1;  // phase1[seat][k]: the card that seat plays in trick k
  int phase1Points = 0;                   // card points of phase 1, all won by the mano's side
};

inline ArrastreDeal arrastreDeal(const Game& game, const std::vector<std::string>& finalHands,
                                 const std::string& faceUp) {
  const GuinoteRules& r = rulesOf(game);
  const int n = r.players;
  EXPECT_EQ(static_cast<int>(finalHands.size()), n);
  const Card up = card(faceUp);
  std::vector<std::vector<Card>> fin;
  CardSet used;
  for (const auto& text : finalHands) {
    fin.push_back(cards(text));
    EXPECT_EQ(fin.back().size(), 6u) << text;
    for (Card c : fin.back()) {
      EXPECT_TRUE(r.deckSet.has(c)) << cardText(c, DeckKind::Spanish);
      EXPECT_FALSE(used.has(c)) << "twice: " << cardText(c, DeckKind::Spanish);
      used.add(c);
    }
  }
  auto& dealerHand = fin.back();
  auto it = std::find(dealerHand.begin(), dealerHand.end(), up);
  EXPECT_TRUE(it != dealerHand.end()) << "the face-up card must be in the dealer's final hand";
  if (it != dealerHand.end()) std::rotate(it, it + 1, dealerHand.end());  // drawn last

  const int trump = up.suit();
  std::vector<Card> junk;
  for (Card c : r.deck)
    if (!used.has(c)) junk.push_back(c);
  EXPECT_EQ(junk.size() % n, 0u);
  auto key = [&](Card c) { return (c.suit() == trump ? 100 : 0) + r.strength[c.rank()]; };
  std::stable_sort(junk.begin(), junk.end(), [&](Card a, Card b) { return key(a) > key(b); });
  const int tricks = static_cast<int>(junk.size()) / n;

  ArrastreDeal d;
  d.phase1.assign(n, {});
  size_t strong = 0, weak = junk.size();
  for (int k = 0; k < tricks; ++k) {
    d.phase1[0].push_back(junk[strong++]);
    for (int i = 1; i < n; ++i) d.phase1[i].push_back(junk[--weak]);
  }
  for (Card c : junk) d.phase1Points += r.points[c.rank()];

  std::vector<std::vector<Card>> seq(n);
  for (int i = 0; i < n; ++i) {
    seq[i] = d.phase1[i];
    seq[i].insert(seq[i].end(), fin[i].begin(), fin[i].end());
  }
  for (int round = 0; round < 2; ++round)
    for (int i = 0; i < n; ++i)
      for (int k = 0; k < 3; ++k) d.deck.push_back(seq[i][round * 3 + k]);
  d.deck.push_back(up);
  for (int k = 0; k < tricks; ++k)
    for (int i = 0; i < n; ++i)
      if (!(k == tricks - 1 && i == n - 1)) d.deck.push_back(seq[i][6 + k]);
  EXPECT_EQ(d.deck.size(), r.deck.size());
  return d;
}

// Passes every open window of optional actions.
inline void passWindows(GameState& s) {
  while (!s.isTerminal() && s.legalActions().contains(Action::pass())) ASSERT_TRUE(s.apply(Action::pass()).ok());
}

inline void reachArrastre(GameState& s, const ArrastreDeal& d) {
  const int n = s.game().numPlayers();
  const int mano = (s.dealView().dealer + 1) % n;
  for (size_t k = 0; k < d.phase1[0].size(); ++k)
    for (int i = 0; i < n; ++i) {
      ASSERT_NO_FATAL_FAILURE(passWindows(s));
      ASSERT_EQ(s.currentPlayer(), (mano + i) % n) << "phase-1 trick " << k;
      auto st = s.apply(Action::play(d.phase1[i][k]));
      ASSERT_TRUE(st.ok()) << st.error().message;
    }
  ASSERT_NO_FATAL_FAILURE(passWindows(s));
  ASSERT_EQ(s.observe(0).stockSize, 0);
  ASSERT_EQ(s.currentPlayer(), mano);
}

// A match (seed 1) whose first deal is arrastreDeal(finalHands, faceUp), played up to
// the arrastre. Check HasFatalFailure() after it.
inline std::unique_ptr<GameState> stateAtArrastre(const std::shared_ptr<const Game>& g,
                                                  const std::vector<std::string>& finalHands,
                                                  const std::string& faceUp) {
  ArrastreDeal d = arrastreDeal(*g, finalHands, faceUp);
  auto s = newState(g, 1, {d.deck});
  reachArrastre(*s, d);
  return s;
}

// The cards the current player may play (window options left out).
inline CardSet playable(const GameState& s) {
  CardSet out;
  for (Action a : s.legalActions())
    if (a.kind() == ActionKind::Play) out.add(a.card());
  return out;
}

inline std::optional<IllegalReason> why(const GameState& s, const std::string& action) {
  auto a = parseAction(action, DeckKind::Spanish);
  EXPECT_TRUE(a.ok()) << action;
  return s.whyIllegal(*a);
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
  EXPECT_FALSE(all.empty()) << "no event " << eventKindName(kind);
  return all.empty() ? Event{kind} : all.back();
}

// The DealScored event of `side` in the most recent deal scored.
inline Event dealScored(const GameState& s, int side) {
  auto all = eventsOf(s, EventKind::DealScored);
  for (auto it = all.rbegin(); it != all.rend(); ++it)
    if (it->side == side) return *it;
  ADD_FAILURE() << "no DealScored for side " << side;
  return Event{EventKind::DealScored};
}

}  // namespace baza::test::arr

// ---- whole deals, shared by the scoring, vueltas and match tests ------------------
// Trumps are oros in all of them. Points: As 11, Tres 10, Rey 4, Sota 3, Caballo 2.
namespace baza::test::arr {

// 2 players, nobody reaches 101. Seat 0 ends phase 1 with the copas and bastos
// As and Tres and the Rey and Sota of espadas; seat 1 with the oros and espadas As
// and Tres, the Rey of copas and the 2 of oros (the face-up card).
// Junk (phase 1, all to seat 0): 12o 10o 11o 10c 11c 11e 12b 10b 11b = 25 points.
// Arrastre:
//   seat 0 sings espadas (20) and leads 1c; seat 1 must follow: 12c.   seat 0 +15
//   3c; seat 1 is void in copas, must trump: 2o.                        seat 1 +10
//   1e; seat 0 must follow and cannot beat: 10e.                        seat 1 +14
//   3e; 12e.                                                            seat 1 +14
//   1o; seat 0 is void and has no trumps: 3b.                           seat 1 +21
//   3o; 1b, last trick: 21 + 10 de últimas.                             seat 1 +31
// Seat 0's side: 25 + 15 = 40 card points, 20 of cantes (counted: 40 >= 30), 60.
// Seat 1's side: 90 card points, no cantes, 90. Seat 1 won the last trick.
inline const std::vector<std::string> kNoWinnerHands = {"1c 3c 12e 10e 1b 3b", "1o 3o 1e 3e 12c 2o"};
inline const std::string kNoWinnerFaceUp = "2o";
inline const std::string kNoWinnerArrastre = "sing:e 1c 12c 3c 2o 1e 10e 3e 12e 1o 3b 3o 1b";

// 2 players, seat 0's side reaches 101. Seat 1 sings copas but stays below 30.
// Junk (all to seat 0): 12o 10o 11o 11c 1e 3e 10e 3b 12b 10b 11b = 54 points.
// Arrastre:
//   seat 0 leads 11e; seat 1 must beat the Caballo: only 12e.           seat 1 +6
//   seat 1 sings copas (20) and leads 12c; seat 0 must beat: 3c.        seat 0 +14
//   1o; seat 1 must follow: 2o.                                         seat 0 +11
//   3o; seat 1 is void and has no trumps: 10c.                          seat 0 +13
//   1c; 5e.                                                             seat 0 +11
//   1b; 5b, last trick: 11 + 10.                                        seat 0 +21
// Seat 0's side: 54 + 70 = 124. Seat 1's side: 6 card points, 20 of cantes that do
// not count (6 < 30): 6. Seat 0 won the last trick.
inline const std::vector<std::string> kSeatZeroWinsHands = {"11e 1o 3o 1c 3c 1b", "12c 10c 12e 5e 5b 2o"};
inline const std::string kSeatZeroWinsFaceUp = "2o";
inline const std::string kSeatZeroWinsArrastre = "11e 12e sing:c 12c 3c 1o 2o 3o 10c 1c 5e 1b 5b";
inline const std::string kSeatZeroWinsArrastreNoCante = "11e 12e 12c 3c 1o 2o 3o 10c 1c 5e 1b 5b";

// 4 players (seats 0 and 2 against 1 and 3), both sides reach 101. Every card
// worth points is in these hands, so phase 1 is worth 0. Face-up card: 3o (seat 3).
//   seat 0 sings oros (40) and bastos (20).
//   T1 0: 1b, 1: 1o (void, must trump), 2: 3e (cannot overtrump: any card),
//      3: 2b (partner winning, follows bastos)                seat 1 wins 32
//   seat 1 sings copas and espadas (40)
//   T2 1: 10e, 2: 1e (must beat), 3: 3o (void, must trump),
//      0: 12b (void, cannot overtrump the 3: any card)        seat 3 wins 28
//   T3 3: 11c, 0: 11o (void, must trump), 1: 12c (over a trump any copa will do),
//      2: 4c (partner winning)                                seat 0 wins 8
//   T4 0: 10b, 1: 10c (void, no trumps), 2: 11e (partner winning),
//      3: 3b (must beat the Sota)                             seat 3 wins 18
//   T5 3: 11b, 0: 12o (void, must trump), 1: 1c (cannot overtrump),
//      2: 3c (partner winning)                                seat 0 wins 27
//   T6 0: 10o, 1: 12e, 2: 5o, 3: 6c                           seat 0 wins 7 + 10
// Seat 0's side: 52 card points + 60 = 112. Seat 1's side: 78 + 40 = 118.
// Without the cantes (kBothOverArrastreNoCantes) nobody reaches 101: 52 and 78.
inline const std::vector<std::string> kBothOverHands = {"12o 10o 12b 10b 1b 11o", "12c 10c 12e 10e 1o 1c",
                                                        "1e 11e 5o 3e 3c 4c", "3o 11b 6c 11c 3b 2b"};
inline const std::string kBothOverFaceUp = "3o";
inline const std::string kBothOverArrastre =
    "sing:o sing:b 1b 1o 3e 2b sing:c sing:e 10e 1e 3o 12b 11c 11o 12c 4c 10b 10c 11e 3b 11b 12o 1c 3c "
    "10o 12e 5o 6c";
// Without cantes, seat 1 still holds the copas pair when seat 3 wins T2, so he has a
// window (after the draw, for the partner) to pass.
inline const std::string kBothOverArrastreNoCantes =
    "1b 1o 3e 2b 10e 1e 3o 12b pass 11c 11o 12c 4c 10b 10c 11e 3b 11b 12o 1c 3c 10o 12e 5o 6c";

// Plays one whole deal: phase 1 as arrastreDeal() builds it, then `script`.
inline void playDeal(GameState& s, const ArrastreDeal& d, const std::string& script) {
  ASSERT_NO_FATAL_FAILURE(reachArrastre(s, d));
  ASSERT_NO_FATAL_FAILURE(play(s, script));
}

}  // namespace baza::test::arr
