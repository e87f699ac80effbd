// Small helpers for the scripted Guiñote rules tests (GuinoteRules*): read the
// event log, query legal actions by text, and move a deal along.
#pragma once
#include <string>
#include <vector>

#include "TestUtil.h"

namespace baza::test {

inline const GuinoteRules& rulesOf(const Game& g) { return dynamic_cast<const GuinoteGame&>(g).rules(); }

inline Card card(const std::string& text) { return cards(text).at(0); }

inline Action act(const std::string& text) {
  auto a = parseAction(text, DeckKind::Spanish);
  EXPECT_TRUE(a.ok()) << text;
  return a.ok() ? *a : Action::pass();
}

inline bool isLegal(const GameState& s, const std::string& action) { return s.legalActions().contains(act(action)); }

inline std::vector<Event> eventsOf(const std::vector<Event>& log, EventKind kind) {
  std::vector<Event> out;
  for (const Event& e : log)
    if (e.kind == kind) out.push_back(e);
  return out;
}
inline std::vector<Event> eventsOf(const GameState& s, EventKind kind) { return eventsOf(s.events(), kind); }

inline Event lastEvent(const GameState& s, EventKind kind) {
  auto all = eventsOf(s, kind);
  EXPECT_FALSE(all.empty()) << "no event of kind " << eventKindName(kind);
  return all.empty() ? Event{kind} : all.back();
}

inline CardSet handOf(const GameState& s, int player) { return s.dealView().hands[player]; }

// Like play(), but first passes through any window of optional actions the script
// does not mention (for the parts of a script that are not under test).
inline void playThrough(GameState& s, const std::string& actions) {
  std::istringstream in(actions);
  std::string word;
  while (in >> word) {
    const Action a = act(word);
    while (!s.legalActions().contains(a) && s.legalActions().contains(Action::pass())) ASSERT_TRUE(s.apply(Action::pass()).ok());
    auto st = s.apply(a);
    ASSERT_TRUE(st.ok()) << word << ": " << st.error().message;
  }
}

// One step of a dull but legal policy: pass when a window is open, else play the
// first legal card.
inline void stepFirstCard(GameState& s) {
  ActionList legal = s.legalActions();
  if (legal.contains(Action::pass())) {
    ASSERT_TRUE(s.apply(Action::pass()).ok());
    return;
  }
  for (Action a : legal)
    if (a.kind() == ActionKind::Play) {
      ASSERT_TRUE(s.apply(a).ok());
      return;
    }
  FAIL() << "no card to play: " << legalText(s);
}

// Plays on with stepFirstCard until the last card of the stock (the face-up trump) is drawn.
inline void playUntilStockGone(GameState& s) {
  for (int steps = 0; !s.isTerminal() && s.observe(0).stockSize > 0; ++steps) {
    ASSERT_LT(steps, 1000) << "no progress";
    stepFirstCard(s);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// Plays on with stepFirstCard until the current deal is scored.
inline void finishDeal(GameState& s) {
  const size_t target = eventsOf(s, EventKind::DealScored).size() + 1;
  for (int steps = 0; !s.isTerminal() && eventsOf(s, EventKind::DealScored).size() < target; ++steps) {
    ASSERT_LT(steps, 1000) << "no progress";
    stepFirstCard(s);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// The DealScored event of side `side` in the most recent deal scored.
inline Event dealScored(const GameState& s, int side) {
  auto all = eventsOf(s, EventKind::DealScored);
  for (auto it = all.rbegin(); it != all.rend(); ++it)
    if (it->side == side) return *it;
  ADD_FAILURE() << "no DealScored for side " << side;
  return Event{EventKind::DealScored};
}

}  // namespace baza::test
