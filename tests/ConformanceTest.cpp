// The conformance suite (in the spirit of OpenSpiel's generic game tests): every game
// in the registry, under every option set of conformanceCases(), plays seeded random
// matches, and each property below is checked on the states they pass through. A
// game added to the registry runs all of it with no edit here; its own invariants
// are registered in ConformanceInvariants.cpp.
#include <gtest/gtest.h>

#include "Conformance.h"
#include "ShareCode.h"
#include "TestUtil.h"

namespace baza::test {
namespace {

// Random play per case and property: whole matches until this many actions (at least one).
constexpr int kActionsPerCase = 1000;

uint64_t seedOf(std::string_view name) {  // FNV-1a: a case keeps its matches when others are added
  uint64_t h = 0xCBF29CE484222325ull;
  for (unsigned char ch : name) h = (h ^ ch) * 0x100000001B3ull;
  return h;
}

Action randomAction(const GameState& s, Rng& rng) {
  const ActionList legal = s.legalActions();
  return legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
}

std::string setsText(const std::vector<CardSet>& sets, DeckKind d) {
  std::string out;
  for (CardSet c : sets) out += "[" + cardsText(c, d) + "]";
  return out;
}

std::string trickText(const std::vector<TrickCard>& trick, DeckKind d) {
  std::string out;
  for (const TrickCard& t : trick) out += std::to_string(t.player) + ":" + cardText(t.card, d) + " ";
  return out;
}

std::string actionsText(const ActionList& actions, DeckKind d) {
  std::string out;
  for (Action a : actions) out += actionText(a, d) + " ";
  return out;
}

// Every field of an observation, one per line, so a difference shows where it is.
std::string observationText(const Observation& o, DeckKind d, bool withEvents) {
  std::string out = "player " + std::to_string(o.player) + " current " + std::to_string(o.currentPlayer) +
                    " dealer " + std::to_string(o.dealer) + " deal " + std::to_string(o.dealNumber) + "/" +
                    std::to_string(o.dealInPartida) + " trump " + std::to_string(o.trumpSuit) + " taker " +
                    std::to_string(o.taker) + "\nfaceUp " + cardText(o.faceUp, d) + " stock " +
                    std::to_string(o.stockSize) + "\nhand " + cardsText(o.hand, d) + "\nsizes";
  for (int n : o.handSizes) out += " " + std::to_string(n);
  out += "\nknown " + setsText(o.knownCards, d) + "\nexcluded " + setsText(o.excludedCards, d);
  out += "\ntrick " + trickText(o.trick, d) + "\nplayed " + cardsText(o.played, d);
  out += "\ndealPlays " + trickText(o.dealPlays, d) + "\nscores";
  for (const SideScore& x : o.scores.sides)
    out += " " + std::to_string(x.points) + "/" + std::to_string(x.cardPoints) + "/" + std::to_string(x.bonusPoints) +
           "/" + std::to_string(x.games) + "/" + std::to_string(x.sets);
  out += " winner " + std::to_string(o.scores.winner) + "\nlegal " + actionsText(o.legal, d) + "\n";
  if (withEvents)
    for (const Event& e : o.events) out += eventJson(e, d) + "\n";
  return out;
}

// The first event of the current deal (its DealStarted) in a log; 0 before any deal.
size_t currentDealStart(const std::vector<Event>& log) {
  for (size_t i = log.size(); i-- > 0;)
    if (log[i].kind == EventKind::DealStarted) return i;
  return 0;
}

enum class Logs { Whole, CurrentDeal };  // how much of each observation's log to show (the cost)

// The whole state as the engine shows it: log, deal, history and every player's observation.
std::string stateText(const GameState& s, Logs logs = Logs::Whole) {
  const DeckKind d = s.game().deckKind();
  const DealView v = s.dealView();
  std::string out = fingerprint(s) + "\ndeal " + std::to_string(v.dealNumber) + "/" + std::to_string(v.dealInPartida) +
                    " dealer " + std::to_string(v.dealer) + " trump " + std::to_string(v.trumpSuit) + " trick " +
                    trickText(v.trick, d) + " played " + cardsText(v.played, d) + "\nhistory";
  for (Action a : s.history()) out += " " + std::to_string(a.code());
  for (int p = 0; p < s.game().numPlayers(); ++p) {
    Observation o = s.observe(p);
    if (logs == Logs::CurrentDeal)
      o.events.erase(o.events.begin(), o.events.begin() + static_cast<std::ptrdiff_t>(currentDealStart(o.events)));
    out += "\n" + observationText(o, d, true);
  }
  return out;
}

}  // namespace

// The case's name instead of its bytes in failure messages.
void PrintTo(const ConformanceCase& c, std::ostream* os) { *os << c.name; }

namespace {

class Conformance : public testing::TestWithParam<ConformanceCase> {
 protected:
  std::shared_ptr<const Game> game() const {
    auto g = makeGame(GetParam().game, GetParam().options);
    EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
    return g.ok() ? *g : nullptr;
  }

  // Plays random matches (the same ones for every property) until kActionsPerCase:
  // visit(state, rng, seed) before each action may look, or play on itself;
  // done(state, seed) sees the end.
  template <class Visit, class Done>
  void playMatches(Visit visit, Done done) {
    auto g = game();
    ASSERT_NE(g, nullptr);
    Rng play(seedOf(GetParam().name)), checks(seedOf(GetParam().name) + 1);
    for (int m = 0, actions = 0; actions < kActionsPerCase; ++m) {
      const uint64_t seed = play.next();
      auto s = newState(g, seed);
      for (int64_t n = 0; !s->isTerminal(); ++n, ++actions) {
        ASSERT_TRUE(canGoOn(*s, n)) << "match " << m << " action " << n << ": " << canGoOn(*s, n).error().message;
        visit(*s, checks, seed);
        if (HasFailure()) return;
        if (s->isTerminal()) break;
        ASSERT_TRUE(s->apply(randomAction(*s, play)).ok());
      }
      done(*s, seed);
      if (HasFailure()) return;
    }
  }
};

// A live state offers actions, all of them legal by whyIllegal, and whyIllegal refuses
// every other action; an illegal action changes nothing. A finished match offers none.
TEST_P(Conformance, LegalActionsAgreeWithWhyIllegal) {
  auto agree = [](const GameState& s) {
    const ActionList legal = s.legalActions();
    const DeckKind d = s.game().deckKind();
    for (int code = 0; code < 256; ++code) {
      const Action a = Action::fromCode(static_cast<uint8_t>(code));
      if (!a.isKnownCode()) continue;
      EXPECT_EQ(legal.contains(a), !s.whyIllegal(a).has_value())
          << actionText(a, d) << ": legal actions " << actionsText(legal, d);
    }
  };
  auto refusesIllegal = [](GameState& s, Rng& rng) {
    const ActionList legal = s.legalActions();
    Action a = Action::fromCode(static_cast<uint8_t>(rng.below(256)));
    if (!a.isKnownCode() || legal.contains(a)) return;
    const std::string before = fingerprint(s);
    EXPECT_FALSE(s.apply(a).ok()) << actionText(a, s.game().deckKind());
    EXPECT_EQ(fingerprint(s), before) << "an illegal action changed the state";
  };
  playMatches(
      [&](GameState& s, Rng& rng, uint64_t) {
        EXPECT_FALSE(s.legalActions().empty());
        EXPECT_GE(s.currentPlayer(), 0);
        EXPECT_LT(s.currentPlayer(), s.game().numPlayers());
        if (rng.below(4) == 0) agree(s);
        if (rng.below(8) == 0) refusesIllegal(s, rng);
      },
      [&](GameState& s, uint64_t) {
        EXPECT_TRUE(s.legalActions().empty());
        EXPECT_EQ(s.currentPlayer(), kNoPlayer);
        agree(s);
        EXPECT_FALSE(s.apply(Action::pass()).ok());
        EXPECT_LT(s.scores().winner, s.game().numSides());
      });
}

// A clone shows everything the original shows, and both stay equal (and apart) while
// they play the same actions.
TEST_P(Conformance, CloneEqualsTheOriginal) {
  playMatches(
      [](GameState& s, Rng& rng, uint64_t) {
        if (rng.below(256) != 0) return;
        auto copy = s.clone();
        ASSERT_EQ(stateText(*copy), stateText(s));
        const std::string before = fingerprint(s);
        std::vector<Action> moves;
        for (int k = 0; k < 8 && !copy->isTerminal(); ++k) {
          moves.push_back(randomAction(*copy, rng));
          ASSERT_TRUE(copy->apply(moves.back()).ok());
        }
        ASSERT_EQ(fingerprint(s), before) << "playing the clone moved the original";
        for (Action a : moves) ASSERT_TRUE(s.apply(a).ok()) << actionText(a, s.game().deckKind());
        ASSERT_EQ(stateText(*copy, Logs::CurrentDeal), stateText(s, Logs::CurrentDeal));
      },
      [](GameState& s, uint64_t) { EXPECT_EQ(stateText(*s.clone()), stateText(s)); });
}

// The match's replay code decodes to the same game and options and replays to the same
// state (from any point); the share code of its seed gives the same deal.
TEST_P(Conformance, ReplayAndShareCodesRoundTrip) {
  auto g = game();
  auto replays = [&](const GameState& s, uint64_t seed) {
    auto decoded = decodeCode(encodeReplayCode(*g, seed, s.history()));
    ASSERT_TRUE(decoded.ok()) << decoded.error().message;
    EXPECT_TRUE(decoded->isReplay);
    EXPECT_EQ(decoded->game->name(), g->name());
    EXPECT_TRUE(decoded->game->options() == g->options()) << decoded->game->options().describe();
    EXPECT_EQ(decoded->seed, seed);
    ASSERT_EQ(decoded->moves.size(), s.history().size());
    auto replay = newState(decoded->game, decoded->seed);
    for (Action a : decoded->moves) ASSERT_TRUE(replay->apply(a).ok());
    EXPECT_EQ(stateText(*replay), stateText(s));
  };
  playMatches(
      [&](GameState& s, Rng& rng, uint64_t seed) {
        if (rng.below(256) == 0) replays(s, seed);
      },
      [&](GameState& s, uint64_t seed) {
        replays(s, seed);
        auto shared = decodeCode(encodeShareCode(*g, seed));
        ASSERT_TRUE(shared.ok()) << shared.error().message;
        EXPECT_FALSE(shared->isReplay);
        EXPECT_TRUE(shared->game->options() == g->options());
        EXPECT_EQ(shared->seed, seed);
        EXPECT_EQ(stateText(*newState(shared->game, shared->seed)), stateText(*newState(g, seed)));
      });
}

// The events of the current deal (from its DealStarted) in a log.
std::vector<Event> currentDeal(const std::vector<Event>& log) {
  return {log.begin() + static_cast<std::ptrdiff_t>(currentDealStart(log)), log.end()};
}

CardSet cardsOf(const std::vector<Event>& events) {
  CardSet out;
  for (const Event& e : events)
    for (Card c : {e.card, e.cardTaken})
      if (c.valid() && c.id < 64) out.add(c);
  return out;
}

CardSet cardsOf(const std::vector<TrickCard>& trick) {
  CardSet out;
  for (const TrickCard& t : trick) out.add(t.card);
  return out;
}

// The observer's copy of an event is the true event with, at most, its cards and suit hidden.
void expectRedactedCopy(const Event& seen, Event truth, DeckKind d, const std::string& where) {
  if (!seen.card.valid()) truth.card = kNoCard;
  if (!seen.cardTaken.valid()) truth.cardTaken = kNoCard;
  if (seen.suit < 0) truth.suit = -1;
  EXPECT_EQ(eventJson(seen, d), eventJson(truth, d)) << where;
}

// Stock cards shown to every player this deal (Belote's bottom card): public, not hidden.
CardSet publicStock(const DealView& v, const std::vector<Observation>& obs) {
  CardSet out;
  for (Card c : v.stock)
    if (c.valid() && c.id < 64) out.add(c);
  for (const Observation& o : obs) out &= cardsOf(currentDeal(o.events));
  return out;
}

std::vector<Observation> observations(const GameState& s) {
  std::vector<Observation> out;
  for (int p = 0; p < s.game().numPlayers(); ++p) out.push_back(s.observe(p));
  return out;
}

// Each player's observation tells the truth (his hand, the table, what is known of other
// hands) and shows no card he may not see: only his own hands (a dummy's controller: the
// dummy's too), the table, the face-up card, cards the observation says are known in a
// hand, and public stock cards.
void expectHonestObservations(const GameState& s, Logs logs) {
  const Game& g = s.game();
  const DeckKind d = g.deckKind();
  const DealView v = s.dealView();
  const int n = g.numPlayers();
  const std::vector<Observation> obs = observations(s);
  const CardSet shownStock = publicStock(v, obs);
  const CardSet table = v.played | cardsOf(v.trick);
  CardSet pack = table;  // every card of this deal: a card no one can hold is no card to exclude
  for (CardSet h : v.hands) pack |= h;
  for (Card c : v.stock) pack.add(c);
  if (v.faceUp.valid()) pack.add(v.faceUp);
  for (int p = 0; p < n; ++p) {
    const Observation& o = obs[static_cast<size_t>(p)];
    const std::string who = "observation of player " + std::to_string(p);
    EXPECT_EQ(o.player, p);
    EXPECT_EQ(o.currentPlayer, s.currentPlayer()) << who;
    EXPECT_EQ(cardsText(o.played, d), cardsText(v.played, d)) << who;
    EXPECT_EQ(trickText(o.trick, d), trickText(v.trick, d)) << who;
    EXPECT_EQ(o.faceUp, v.faceUp) << who;
    EXPECT_EQ(cardsText(cardsOf(o.dealPlays) - v.played, d), "") << who << ": a deal play not played";
    EXPECT_EQ(actionsText(o.legal, d), p == s.currentPlayer() ? actionsText(s.legalActions(), d) : "") << who;
    EXPECT_EQ((o.hand - v.hands[p]).size(), 0) << who << ": a hand card he does not hold";
    if (s.controllerOf(p) == p) {
      EXPECT_EQ(cardsText(o.hand, d), cardsText(v.hands[p], d)) << who;
    }
    CardSet visible = table | o.hand | shownStock;
    if (v.faceUp.valid()) visible.add(v.faceUp);
    CardSet shown = o.played | cardsOf(o.trick) | cardsOf(o.dealPlays) | o.hand;
    if (o.faceUp.valid()) shown.add(o.faceUp);
    for (int q = 0; q < n; ++q) {
      EXPECT_EQ(o.handSizes[q], v.hands[q].size()) << who << ", hand " << q;
      EXPECT_EQ(cardsText(o.knownCards[q] - v.hands[q], d), "") << who << ": known in hand " << q << " but not there";
      EXPECT_EQ(cardsText(o.excludedCards[q] & v.hands[q], d), "") << who << ": excluded from hand " << q
                                                                   << " but there";
      EXPECT_EQ(cardsText(o.excludedCards[q] - pack, d), "") << who << ": excluded from hand " << q << " but no card";
      if (s.controllerOf(q) == p) visible |= v.hands[q];
      visible |= o.knownCards[q] & v.hands[q];
      shown |= o.knownCards[q];
    }
    ASSERT_EQ(o.events.size(), s.events().size()) << who << ": the log has another length";
    for (size_t i = logs == Logs::Whole ? 0 : currentDealStart(s.events()); i < o.events.size(); ++i)
      expectRedactedCopy(o.events[i], s.events()[i], d, who + ", event " + std::to_string(i));
    shown |= cardsOf(currentDeal(o.events));
    EXPECT_EQ(cardsText(shown - visible, d), "") << who << " is shown hidden cards";
    if (testing::Test::HasFailure()) return;
  }
}

TEST_P(Conformance, ObservationsHoldNoHiddenCard) {
  playMatches(
      [](GameState& s, Rng& rng, uint64_t) {
        if (rng.below(16) == 0) expectHonestObservations(s, Logs::CurrentDeal);
      },
      [](GameState& s, uint64_t) { expectHonestObservations(s, Logs::Whole); });
}

// Every card of a deal: hands, stock, played.
CardSet cardsInPlay(const DealView& v) {
  CardSet out = v.played;
  for (CardSet h : v.hands) out |= h;
  for (Card c : v.stock)
    if (c.valid() && c.id < 64) out.add(c);
  return out;
}

// A resample for `player` is a deal he could be in: his observation unchanged (but for
// the emptied log), known cards in place, excluded cards respected, every hand and the
// stock full; and it plays on under the rules to the end of its deal.
void expectSoundResample(const GameState& s, int player, Rng& rng) {
  const DeckKind d = s.game().deckKind();
  const std::string who = "resample for player " + std::to_string(player);
  auto r = s.resample(player, rng);
  ASSERT_NE(r, nullptr) << who;
  const Observation o = s.observe(player);
  EXPECT_EQ(observationText(r->observe(player), d, false), observationText(o, d, false)) << who;
  EXPECT_TRUE(r->events().empty()) << who << ": the log is not emptied";
  const DealView real = s.dealView(), v = r->dealView();
  ASSERT_EQ(v.hands.size(), real.hands.size()) << who;
  for (size_t q = 0; q < v.hands.size(); ++q) {
    EXPECT_EQ(v.hands[q].size(), real.hands[q].size()) << who << ": hand " << q << " not full";
    EXPECT_EQ(cardsText(o.knownCards[q] - v.hands[q], d), "") << who << ": known cards moved from hand " << q;
    EXPECT_EQ(cardsText(o.excludedCards[q] & v.hands[q], d), "") << who << ": excluded cards in hand " << q;
  }
  EXPECT_EQ(v.stock.size(), real.stock.size()) << who;
  EXPECT_EQ(cardsText(cardsInPlay(v), d), cardsText(cardsInPlay(real), d)) << who << ": not the same cards";
  EXPECT_EQ(v.faceUp, real.faceUp) << who;
  const CardSet shownStock = publicStock(real, observations(s));
  for (size_t i = 0; i < v.stock.size() && i < real.stock.size(); ++i)
    if (shownStock.has(real.stock[i])) {
      EXPECT_EQ(v.stock[i], real.stock[i]) << who << ": a public stock card moved";
    }
  if (testing::Test::HasFailure()) return;
  const int deal = v.dealNumber;
  for (int steps = 0; !r->isTerminal() && r->dealView().dealNumber == deal; ++steps) {
    ASSERT_LT(steps, kMaxDealActions) << who << ": the deal never ends";
    ASSERT_FALSE(r->legalActions().empty()) << who << ": no legal action in a live state";
    ASSERT_TRUE(r->apply(randomAction(*r, rng)).ok()) << who;
  }
}

TEST_P(Conformance, ResamplesAgreeWithTheObservation) {
  playMatches(
      [](GameState& s, Rng& rng, uint64_t) {
        if (rng.below(8) != 0) return;
        for (int p = 0; p < s.game().numPlayers(); ++p) expectSoundResample(s, p, rng);
      },
      [](GameState&, uint64_t) {});
}

// The game's own invariants (Conformance.h), over each finished match.
TEST_P(Conformance, GameInvariants) {
  const InvariantsCheck check = invariantsOf(GetParam().game);
  ASSERT_NE(check, nullptr) << "no invariants registered for " << GetParam().game
                            << ": add them to the table in tests/ConformanceInvariants.cpp";
  playMatches([](GameState&, Rng&, uint64_t) {}, [&](GameState& s, uint64_t) { check(s); });
}

}  // namespace

INSTANTIATE_TEST_SUITE_P(Games, Conformance, testing::ValuesIn(conformanceCases()),
                         [](const testing::TestParamInfo<ConformanceCase>& info) { return info.param.name; });

}  // namespace baza::test
