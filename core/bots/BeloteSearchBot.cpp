#include "bots/BeloteSearchBot.h"

#include <algorithm>
#include <array>
#include <optional>

#include "belote/BeloteSolver.h"
#include "belote/BeloteState.h"
#include "bots/BeloteHeuristics.h"

namespace baza {
namespace {

constexpr int kPlayFactor = 3;  // card play gets 3x the determinizations (bids are few, cards many)
constexpr int kTakerTries = 8;  // samples tried per determinization to fit the taker's bid

// A deal's outcome for my side: its margin, and +1 / -1 / 0 if it won, lost or did not end the game.
struct DealOutcome {
  int margin = 0, game = 0;
};

// Plays the deal out with the heuristics (with a solver, up to the start of the trick
// with solveEnd tricks left, and the solver plays the rest); my side's score in it
// against the others' (their mean with three players), 0 if everybody passed; nothing
// if the deal is broken (a state not over with no legal action, or a deal that never ends).
std::optional<DealOutcome> rollout(BeloteState& s, int mySide, BeloteSolver* solver, int solveEnd) {
  const int scored = s.dealsScored();
  if (!belotePlayOut(s, solver ? solveEnd : 0)) return std::nullopt;
  if (solver && !s.isTerminal() && s.dealsScored() == scored && s.playView().stage == BeloteStage::Play) {
    const BeloteSolveResult r = solver->solve(s, BeloteCount::DealTotal);
    if (r.value < 0) return std::nullopt;
    const int mover = s.rules().sideOf(s.currentPlayer());
    BeloteGains g = beloteContractGains(s, mover, r.value);
    if (mover != mySide) std::swap(g.mine, g.other);
    return DealOutcome{g.mine - g.other, beloteGameResult(s, mySide, g)};
  }
  if (s.dealsScored() == scored) return DealOutcome{};
  const int sides = s.rules().numSides();
  int others = 0;
  for (int side = 0; side < sides; ++side)
    if (side != mySide) others += s.lastDealGain(side);
  const int game = !s.isTerminal() || s.winnerSide() < 0 ? 0 : s.winnerSide() == mySide ? 1 : -1;
  return DealOutcome{s.lastDealGain(mySide) * (sides - 1) - others, game};
}

}  // namespace

BeloteGains beloteContractGains(const BeloteState& s, int mySide, int mine) {
  const BelotePlayView v = s.playView();
  const BeloteRules& r = *v.rules;
  const int other = 1 - mySide;
  std::array<int, 2> belote{v.belotePoints[mySide], v.belotePoints[other]};  // [me, other], as raw
  // The belote still to be scored, as the solver counts it: the second card after
  // "belote", or K and Q of trumps in one hand with nothing said.
  const Card king = Card::of(v.trump, kBeloteKing), queen = Card::of(v.trump, kBeloteQueen);
  int holder = v.beloteSaid == 1 ? v.beloteHolder : -1;
  for (int p = 0; p < v.players && v.beloteSaid == 0; ++p)
    if (v.hands[p].has(king) && v.hands[p].has(queen)) holder = p;
  if (holder >= 0) belote[r.sideOf(holder) == mySide ? 0 : 1] += kBelotePoints;
  int all = kDixDeDer + belote[0] + belote[1];
  CardSet dealt = v.played;  // the cards of this deal's play (with 2-3 players some stay in the stock)
  for (int p = 0; p < v.players; ++p) dealt |= v.hands[p];
  for (int i = 0; i < v.trickSize; ++i) dealt.add(v.trick[i]);
  for (const Card c : dealt) all += r.points(c, v.trump);
  std::array<int, 2> raw{mine + s.dealDeclarations(mySide), all - mine + s.dealDeclarations(other)};
  const int t = r.sideOf(v.taker) == mySide ? 0 : 1;
  if (raw[t] <= raw[1 - t]) {  // dedans (the defenders get the rest) or litige (held for later)
    if (raw[t] < raw[1 - t]) raw[1 - t] += raw[t] - belote[t];
    raw[t] = belote[t];
  }
  return {raw[0], raw[1]};
}

int beloteGameResult(const BeloteState& s, int mySide, BeloteGains g) {
  const BeloteRules& r = s.rules();
  if (r.length == BeloteLength::Deal) return g.mine > g.other ? 1 : g.mine < g.other ? -1 : 0;
  const int mine = s.total(mySide) + g.mine, other = s.total(1 - mySide) + g.other;
  if (std::max(mine, other) < r.target || mine == other) return 0;  // equal leaders play on
  return mine > other ? 1 : -1;
}

BeloteSearchBot::BeloteSearchBot(uint64_t seed, BeloteSearchBudget budget) : SearchBot(seed, budget) {}
BeloteSearchBot::~BeloteSearchBot() = default;

bool belotePlayOut(BeloteState& s, int stopAt) {
  const int deal = s.dealNumber(), scored = s.dealsScored();
  for (int steps = 0; !s.isTerminal() && s.dealsScored() == scored && s.dealNumber() == deal; ++steps) {
    if (stopAt > 0) {
      const BelotePlayView v = s.playView();
      if (v.stage == BeloteStage::Play && v.trickSize == 0 && v.hands[v.leader].size() <= stopAt) return true;
    }
    const BeloteSeen seen = seenFrom(s);
    if (seen.legal.empty() || steps == kMaxDealActions) return false;
    s.applyLegal(heuristicAction(seen));
  }
  return true;
}

Action BeloteSearchBot::choose(const Game& game, const Observation& obs, const Resampler* resampler) {
  const auto* g = dynamic_cast<const BeloteGame*>(&game);
  if (!g) return obs.legal[0];
  const BeloteSeen seen = seenFrom(g->rules(), obs);
  if (!resampler) return heuristicAction(seen);
  ActionList candidates;
  for (Action a : obs.legal) {
    if (a.kind() == ActionKind::Exchange || (a.kind() == ActionKind::Declare && a.arg() == kDeclareAll)) return a;
    if (a.kind() == ActionKind::Play) {  // the K or Q of trumps goes with "belote" when it may
      const Card c = a.card();
      const bool king = c == Card::of(obs.trumpSuit, kBeloteKing), queen = c == Card::of(obs.trumpSuit, kBeloteQueen);
      if ((king && obs.legal.contains(Action::declare(kDeclareKing))) ||
          (queen && obs.legal.contains(Action::declare(kDeclareQueen))))
        continue;
    }
    candidates.push(a);
  }
  if (candidates.size() == 1) return candidates[0];

  const int mySide = g->rules().sideOf(obs.player);
  bool bidding = false;
  for (Action a : candidates) bidding = bidding || a.kind() == ActionKind::Bid;
  const int tricksLeft = obs.hand.size();  // my cards, this trick's included
  const bool pairs = g->rules().numSides() == 2;
  const bool exact = !bidding && pairs && tricksLeft <= budget_.exactTricks;
  const bool solveEnd = pairs && (bidding ? budget_.solveEnd > 0 : !exact && budget_.solveEndInPlay);
  if ((exact || solveEnd) && !solver_) solver_ = std::make_unique<BeloteSolver>(kBotSolverTableBits);
  const int budget = exact ? budget_.exactDeals : bidding ? budget_.determinizations : budget_.determinizations * kPlayFactor;
  const bool inferTaker = !bidding && obs.taker >= 0 && obs.taker != obs.player;
  const auto draw = [&] {
    std::unique_ptr<GameState> sample = resampler->sample(rng_);
    // The taker chose trumps: prefer deals where his whole hand would have taken
    // by the heuristic's measure (a few tries; the last one stands).
    for (int tries = 1; inferTaker && tries < kTakerTries; ++tries) {
      const auto* t = dynamic_cast<const BeloteState*>(sample.get());
      if (!t) break;
      const CardSet whole = t->playView().hands[obs.taker] | t->playedBy(obs.taker);  // public, log or not
      if (bidStrength(g->rules(), whole, obs.trumpSuit, Card()) >= bidThreshold(g->rules())) break;
      sample = resampler->sample(rng_);
    }
    return sample;
  };
  const auto judged = [&](DealOutcome o) -> int64_t { return o.margin + int64_t{o.game} * budget_.winWeight; };
  const auto value = [&](const BeloteState& deal, CandidateValues& values) {
    if (exact) {
      for (const auto& [action, v] : solver_->evaluateMoves(deal, BeloteCount::DealTotal)) {
        const BeloteGains g = beloteContractGains(deal, mySide, v);
        for (int k = 0; k < candidates.size(); ++k)
          if (candidates[k] == action) values[k] = judged({g.mine - g.other, beloteGameResult(deal, mySide, g)});
      }
      return true;
    }
    return rolloutValues(deal, candidates, values, [&](BeloteState& s) -> std::optional<int64_t> {
      const std::optional<DealOutcome> o = rollout(s, mySide, solveEnd ? solver_.get() : nullptr, budget_.solveEnd);
      if (!o) return std::nullopt;
      return judged(*o);
    });
  };
  CandidateValues total = sampleTotals<BeloteState>(budget, draw, value);
  // The rollouts play the taker's hand with the heuristics, which this bot outplays:
  // taking is worth a little more than they say (measured: more deals won, points kept).
  for (int k = 0; k < candidates.size(); ++k)
    if (candidates[k].kind() == ActionKind::Bid) total[k] += int64_t{budget_.bidBonus} * budget;
  return candidates[bestCandidate(total, candidates.size())];  // ties go to the first candidate
}

}  // namespace baza
