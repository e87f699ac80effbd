// Belote: the card play's points (cards, dix de der, belote 20), declarations and
// capote excluded. A card played saying belote (declare:1 / declare:2) is a move of
// its own: playing the K or Q of trumps silently loses the 20. The open-cards solver
// (core/belote/BeloteSolver.h) values every move of the true deal, and those of a
// sampled deal with at most kExactTricks tricks left; earlier, each move is played and
// the deal played out by the hard bot's heuristic playouts.
#include "belote/BeloteSolver.h"
#include "belote/BeloteState.h"
#include "bots/BeloteSearchBot.h"
#include "review/GameReview.h"

namespace baza {
namespace {

constexpr int kExactTricks = 5;  // sampled deals: solve with at most this many tricks left

class BeloteReview final : public GameReview {
 public:
  BeloteReview() { solver_.keepTable(true); }  // a deal's positions (and sampled deals) share it: the same answers, faster
  std::string_view unit() const override { return "points"; }
  double mistakeLoss() const override { return 10; }
  int knewSamples() const override { return 32; }
  double spreadFloor() const override { return 10; }
  // Three players: the solver's value is paranoid (the other two against the mover).
  std::string_view note(const Game& g) const override {
    return g.numPlayers() == 3 ? "declarations-excluded paranoid" : "declarations-excluded";
  }
  ActionList candidates(const GameState& s) const override {
    ActionList out;
    for (Action a : s.legalActions())
      if (a.kind() == ActionKind::Play || (a.kind() == ActionKind::Declare && a.arg() != kDeclareAll)) out.push(a);
    return out;
  }
  bool value(const GameState& deal, const ActionList& candidates, int side, bool open, CandidateValues& values,
             bool& solved) override {
    const auto* b = dynamic_cast<const BeloteState*>(&deal);
    if (!b) return false;
    const BelotePlayView v = b->playView();
    if (open || v.hands[(v.leader + v.trickSize) % v.players].size() <= kExactTricks) {
      const auto points = solver_.evaluateMoves(*b, BeloteCount::DealTotal);
      if (points.empty()) return false;
      for (int k = 0; k < candidates.size(); ++k)
        for (const auto& [action, p] : points)
          if (candidates[k] == action) values[k] = p;
      solved = true;
      return true;
    }
    solved = false;
    return rolloutValues(*b, candidates, values, [&](BeloteState& s) -> std::optional<int64_t> {
      const int scored = s.dealsScored();
      if (!belotePlayOut(s)) return std::nullopt;
      return s.dealsScored() == scored ? s.dealPlayPoints(side) : s.lastDealPlayPoints(side);
    });
  }

 private:
  BeloteSolver solver_{18};
};

}  // namespace

std::unique_ptr<GameReview> makeBeloteReview() { return std::make_unique<BeloteReview>(); }

}  // namespace baza
