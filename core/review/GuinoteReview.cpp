// Guiñote: card points (+10 de últimas), cantes excluded (their points are fixed and
// never decide a trick). Once the stock is gone the arrastre solver values every card
// exactly (open: always; sampled deals: within kExactTricks); while it lasts, each
// card is played and the deal played out by the hard bot's heuristic playouts (in the
// open view the true stock order draws, so one playout is the whole sample, played to
// the last draw and solved exactly from there, with two sides).
#include "bots/GuinoteSearchBot.h"
#include "guinote/GuinoteSolver.h"
#include "review/GameReview.h"

namespace baza {
namespace {

constexpr int kExactTricks = 6;  // sampled deals: solve the arrastre with at most this many tricks left (as the hard bot)

class GuinoteReview final : public GameReview {
 public:
  std::string_view unit() const override { return "points"; }
  double mistakeLoss() const override { return 10; }
  int knewSamples() const override { return 32; }
  double spreadFloor() const override { return 10; }
  // Three players: each plays for himself; the solver's value is paranoid (the other
  // two together against the mover), a guaranteed minimum.
  std::string_view note(const Game& g) const override {
    return g.numPlayers() == 3 ? "cantes-excluded paranoid" : "cantes-excluded";
  }
  bool value(const GameState& deal, const ActionList& candidates, int side, bool open, CandidateValues& values,
             bool& solved) override {
    const auto* g = dynamic_cast<const GuinoteState*>(&deal);
    if (!g) return false;
    const ArrastrePosition p = g->arrastrePosition();
    if (!p.cardToPlay) return false;
    if (p.stockLeft == 0 && (open || p.hands[(p.leader + p.trickSize) % p.players].size() <= kExactTricks)) {
      const auto points = solver_.evaluateMoves(*g);
      if (points.empty()) return false;
      for (int k = 0; k < candidates.size(); ++k)
        for (const auto& [action, v] : points)
          if (candidates[k] == action) values[k] = g->dealCardPoints(side) + v;
      solved = true;
      return true;
    }
    solved = false;
    return rolloutValues(*g, candidates, values, [&](GuinoteState& s) -> std::optional<int64_t> {
      const int dealNumber = s.dealNumber();
      const bool exactEnd = open && s.rules().numSides() == 2;  // zero-sum: the solver's value converts to either side
      if (!guinotePlayOut(s, exactEnd)) return std::nullopt;
      if (s.dealNumber() != dealNumber) return s.previousDealCardPoints(side);
      if (s.isTerminal()) return s.dealCardPoints(side);
      const SolverResult r = solver_.solve(s);  // at the arrastre's first card
      if (r.value < 0) return std::nullopt;
      const ArrastrePosition p = s.arrastrePosition();
      const int toMove = s.rules().sideOf((p.leader + p.trickSize) % p.players);
      return s.dealCardPoints(side) + (toMove == side ? r.value : arrastrePointsLeft(p) - r.value);
    });
  }

 private:
  GuinoteSolver solver_{18};
};

}  // namespace

std::unique_ptr<GameReview> makeGuinoteReview() { return std::make_unique<GuinoteReview>(); }

}  // namespace baza
