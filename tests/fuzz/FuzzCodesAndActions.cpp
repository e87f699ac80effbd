// libFuzzer target: share/replay code decoding, every game behind a code, and the
// Guiñote rules engine.
//
// Every input is used up to three ways:
//  1. as text for decodeCode(), which must never crash; a code that decodes must be
//     exactly its own re-encoding, survive encode -> decode with the same game,
//     options, seed and moves, and its position (any game) passes the match checks
//     below and a resample. CodeMutator.cpp mutates such text field by field and
//     signs it again, so most mutated codes get past the checksum;
//  2. as raw code bytes: a CRC-16 is appended and the result base64url-encoded, so
//     the fuzzer reaches the decoder past the checksum without having to forge one;
//  2b. a code that decodes is also given to the Session's entry points that take codes
//     from outside (FuzzSession.cpp);
//  3. unless it is code text (isCodeText), as a Guiñote match: a header picks the
//     options and the seed, then each byte is an action. A byte with the top bit set
//     is an index into legalActions() (a legal move); otherwise it is an action code
//     (0x7F escapes: the next byte is the code), applied as is: an illegal one must
//     return an error and change nothing.
// Any broken invariant calls abort() (through check()) so libFuzzer reports it.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "Action.h"
#include "CodeBytes.h"
#include "Game.h"
#include "GameRegistry.h"
#include "Rng.h"
#include "ShareCode.h"

namespace baza::fuzz {
void fuzzSession(std::string_view code);  // FuzzSession.cpp: startFrom, startDaily, undo, review
}

namespace {

using namespace baza;

#define check(cond) ((cond) ? (void)0 : fail(#cond, __LINE__))

[[noreturn]] void fail(const char* what, int line) {
  std::fprintf(stderr, "FuzzCodesAndActions.cpp:%d: invariant broken: %s\n", line, what);
  std::abort();
}

// ---- codes --------------------------------------------------------------------

std::string encodeAgain(const DecodedCode& d) {
  return d.isReplay ? encodeReplayCode(*d.game, d.seed, d.moves) : encodeShareCode(*d.game, d.seed);
}

void checkRoundTrip(const DecodedCode& d) {
  check(d.game != nullptr);
  const std::string again = encodeAgain(d);
  auto r = decodeCode(again);
  if (!r) std::fprintf(stderr, "re-encoded code %s does not decode: %s\n", again.c_str(), r.error().message.c_str());
  check(r.ok());
  check(r->game != nullptr);
  check(r->game->name() == d.game->name());
  check(r->game->options() == d.game->options());
  check(r->seed == d.seed);
  check(r->isReplay == d.isReplay);
  check(r->moves.size() == d.moves.size());
  for (size_t i = 0; i < d.moves.size(); ++i) check(r->moves[i] == d.moves[i]);
  check(encodeAgain(*r) == again);  // the encoder's output is canonical
}

void checkCodeGame(const DecodedCode& d);  // below, with the match checks

// The decoder accepts only the encoder's form, so a code that decodes is its own
// re-encoding; then the game it holds is played out and checked like a match.
void fuzzCodeText(std::string_view text) {
  auto d = decodeCode(text);
  if (!d) {
    check(!d.error().message.empty());
    return;
  }
  checkRoundTrip(*d);
  check(encodeAgain(*d) == text);
  checkCodeGame(*d);
}

void fuzzCodeBytes(const uint8_t* data, size_t size) { fuzzCodeText(fuzz::sign(fuzz::Bytes(data, data + size))); }

// ---- the match ----------------------------------------------------------------

class Bytes {
 public:
  Bytes(const uint8_t* p, size_t n) : p_(p), n_(n) {}
  bool empty() const { return pos_ >= n_; }
  uint8_t next() { return pos_ < n_ ? p_[pos_++] : 0; }

 private:
  const uint8_t* p_;
  size_t n_;
  size_t pos_ = 0;
};

bool sameList(const ActionList& a, const ActionList& b) {
  if (a.size() != b.size()) return false;
  for (int i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i])) return false;
  return true;
}

bool sameDeal(const DealView& a, const DealView& b) {
  if (a.dealNumber != b.dealNumber || a.dealer != b.dealer || a.trumpSuit != b.trumpSuit || !(a.faceUp == b.faceUp) ||
      a.hands != b.hands || a.stock != b.stock || a.trick.size() != b.trick.size() || !(a.played == b.played))
    return false;
  for (size_t i = 0; i < a.trick.size(); ++i)
    if (a.trick[i].player != b.trick[i].player || !(a.trick[i].card == b.trick[i].card)) return false;
  return true;
}

bool sameScores(const Scores& a, const Scores& b) {
  if (a.winner != b.winner || a.sides.size() != b.sides.size()) return false;
  for (size_t i = 0; i < a.sides.size(); ++i) {
    const SideScore &x = a.sides[i], &y = b.sides[i];
    if (x.points != y.points || x.cardPoints != y.cardPoints || x.bonusPoints != y.bonusPoints || x.games != y.games ||
        x.sets != y.sets)
      return false;
  }
  return true;
}

struct Snapshot {
  int current;
  bool terminal;
  ActionList legal;
  size_t events, history;
  DealView deal;
  Scores scores;
};

Snapshot snap(const GameState& s) {
  return {s.currentPlayer(), s.isTerminal(), s.legalActions(), s.events().size(), s.history().size(),
          s.dealView(),      s.scores()};
}

bool same(const Snapshot& a, const Snapshot& b) {
  return a.current == b.current && a.terminal == b.terminal && sameList(a.legal, b.legal) && a.events == b.events &&
         a.history == b.history && sameDeal(a.deal, b.deal) && sameScores(a.scores, b.scores);
}

// Read-only calls every step: none may crash, and they must agree with each other.
void inspect(const GameState& s) {
  const Game& g = s.game();
  const int n = g.numPlayers();
  const int current = s.currentPlayer();
  const ActionList legal = s.legalActions();
  check(s.isTerminal() == (current == kNoPlayer));
  check(s.isTerminal() == legal.empty());
  if (!s.isTerminal()) check(current >= 0 && current < n);
  for (Action a : legal) {
    check(!s.whyIllegal(a).has_value());
    auto parsed = parseAction(actionText(a, g.deckKind()), g.deckKind());
    check(parsed.ok() && *parsed == a);
  }
  const DealView deal = s.dealView();
  check(static_cast<int>(deal.hands.size()) == n);
  for (int p = 0; p < n; ++p) {
    Observation o = s.observe(p);
    check(o.player == p);
    check(o.currentPlayer == current);
    check(o.hand == deal.hands[p] || (g.name() == "whist" && o.hand.empty()));  // dummy whist: the dummy sees none
    if (p == current) check(sameList(o.legal, legal));
    for (int q = 0; q < n && q < static_cast<int>(o.handSizes.size()); ++q)
      check(o.handSizes[q] == deal.hands[q].size());
  }
  Scores sc = s.scores();
  check(static_cast<int>(sc.sides.size()) == g.numSides());
  if (s.isTerminal()) {
    auto r = s.returns();
    check(static_cast<int>(r.size()) == n);
  }
  (void)s.seatOfPerson();
}

void checkResample(const GameState& s, int player, uint64_t seed) {
  Rng rng(seed);
  auto r = s.resample(player, rng);
  check(r != nullptr);
  check(r->currentPlayer() == s.currentPlayer());
  const Observation mine = s.observe(player);
  const Observation theirs = r->observe(player);
  check(theirs.hand == mine.hand);
  check(theirs.handSizes == mine.handSizes);
  check(theirs.stockSize == mine.stockSize);
  const DealView deal = r->dealView();
  for (size_t p = 0; p < deal.hands.size() && p < mine.knownCards.size(); ++p) {
    check((deal.hands[p] & mine.knownCards[p]) == mine.knownCards[p]);
    check((deal.hands[p] & mine.excludedCards[p]).empty());
  }
  if (player == s.currentPlayer()) check(sameList(r->legalActions(), s.legalActions()));
  inspect(*r);
  // The resampled state must be playable.
  for (int k = 0; k < 8 && !r->isTerminal(); ++k) {
    ActionList legal = r->legalActions();
    check(r->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
  }
}

// A decoded code of any game: its position after the moves passes the read-only
// checks, a resample for the player to move, and a few more legal moves.
void checkCodeGame(const DecodedCode& d) {
  MatchSetup setup;
  setup.seed = d.seed;
  auto made = d.game->newMatch(setup);
  check(made.ok());
  GameState& state = **made;
  for (Action a : d.moves) check(state.apply(a).ok());  // decodeCode checked every move
  check(state.history().size() == d.moves.size());
  inspect(state);
  const int who = state.isTerminal() ? 0 : state.currentPlayer();
  checkResample(state, who, d.seed ^ d.moves.size());
}

void fuzzMatch(const uint8_t* data, size_t size) {
  Bytes in(data, size);
  const uint8_t b0 = in.next(), b1 = in.next(), b2 = in.next(), b3 = in.next();
  std::vector<std::string> opts;
  opts.push_back("players=" + std::to_string(2 + b0 % 3));
  opts.push_back((b0 & 0x04) ? "cards=48" : "cards=40");
  static constexpr const char* kLengths[] = {"deal", "partida", "match", "deal"};
  opts.push_back(std::string("length=") + kLengths[(b0 >> 3) & 3]);
  static constexpr const char* kCeremonies[] = {"none", "kings", "highest_card", "none"};
  opts.push_back(std::string("ceremony=") + kCeremonies[(b0 >> 5) & 3]);
  static constexpr const char* kBools[] = {"caballo_over_sota",  "cantes_in_arrastre",       "exchange_needs_value_card",
                                           "exchange_chain_two", "partner_exempts_overtake", "strict_table"};
  for (int i = 0; i < 6; ++i) opts.push_back(std::string(kBools[i]) + ((b1 >> i) & 1 ? "=on" : "=off"));
  static constexpr int kMinPoints[] = {30, 0, 31, 130};
  opts.push_back("min_card_points_for_cantes=" + std::to_string(kMinPoints[b2 & 3]));
  opts.push_back("partidas_per_coto=" + std::to_string(1 + ((b2 >> 2) & 3)));
  opts.push_back("cotos_per_match=" + std::to_string(1 + ((b2 >> 4) & 1)));
  auto game = makeGame("guinote", opts);
  check(game.ok());

  MatchSetup setup;
  for (int i = 0; i < 8; ++i) setup.seed = (setup.seed << 8) | in.next();
  setup.record = !(b1 & 0x40);
  if (b1 & 0x80) {
    // A caller-given deck: raw card ids (mostly refused) or a permutation of the pack.
    const size_t deckSize = (b0 & 0x04) ? 48 : 40;
    std::vector<Card> deck;
    if (b3 & 1) {
      for (size_t i = 0; i < deckSize; ++i) deck.push_back(Card(in.next()));
    } else {
      for (int suit = 0; suit < 4; ++suit)
        for (int rank = 1; rank <= 12; ++rank)
          if (deckSize == 48 || rank < 8 || rank > 9) deck.push_back(Card::of(suit, rank));
      for (size_t i = deck.size() - 1; i > 0; --i) std::swap(deck[i], deck[in.next() % (i + 1)]);
    }
    setup.decks.push_back(std::move(deck));
  }
  auto made = (*game)->newMatch(setup);
  if (!made) {
    check(!setup.decks.empty());  // only a caller-given deck may be refused
    return;
  }
  std::unique_ptr<GameState> state = std::move(*made);
  std::vector<Action> applied;

  for (int step = 0; !in.empty() && step < 4096; ++step) {
    // Every observation copies the whole event log, so inspecting every step of a long
    // input is quadratic (4 s for 1000 steps, measured): every step of the first 64,
    // then every 8th; the state after an illegal action is compared at every step.
    if (step < 64 || step % 8 == 0) inspect(*state);
    const uint8_t b = in.next();
    if (b & 0x80) {
      const ActionList legal = state->legalActions();
      if (legal.empty()) {
        check(!state->apply(Action::pass()).ok());
        continue;
      }
      const Action a = legal[(b & 0x7F) % legal.size()];
      Status st = state->apply(a);
      if (!st) std::fprintf(stderr, "legal action refused: %s\n", st.error().message.c_str());
      check(st.ok());
      applied.push_back(a);
    } else {
      const Action a = Action::fromCode(b == 0x7F ? in.next() : b);
      (void)actionText(a, DeckKind::Spanish);
      const bool legal = state->legalActions().contains(a);
      check(legal == !state->whyIllegal(a).has_value());
      const Snapshot before = snap(*state);
      Status st = state->apply(a);
      check(st.ok() == legal);
      if (legal) {
        applied.push_back(a);
      } else {
        check(!st.error().message.empty());
        check(same(before, snap(*state)));
      }
    }
    if (setup.record) check(state->history().size() == applied.size());

    if ((b & 0x0F) == 0x05) {  // now and then: clone, and resample for some player
      auto copy = state->clone();
      check(same(snap(*state), snap(*copy)));
      const int n = state->game().numPlayers();
      const int who = state->isTerminal() ? 0 : (b >> 4) % n;
      checkResample(*state, who, setup.seed + static_cast<uint64_t>(step));
    }
  }
  inspect(*state);

  // The moves played make a replay code that decodes to the same match.
  if (setup.record && setup.decks.empty()) {
    check(state->history().size() == applied.size());
    auto code = decodeCode(encodeReplayCode(**game, setup.seed, applied));
    if (!code) std::fprintf(stderr, "replay code refused: %s\n", code.error().message.c_str());
    check(code.ok());
    checkRoundTrip(*code);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 4096) return -1;  // longer inputs add nothing but time; keep them out of the corpus
  fuzzCodeText(std::string_view(reinterpret_cast<const char*>(data), size));
  baza::fuzz::fuzzSession(std::string_view(reinterpret_cast<const char*>(data), size));  // FuzzSession.cpp
  fuzzCodeBytes(data, size);
  // Code text read as a match is a run of illegal steps (letters are not action codes):
  // it only cost time (half of it, measured), so codes stop here.
  if (!fuzz::isCodeText(data, size)) fuzzMatch(data, size);
  return 0;
}
