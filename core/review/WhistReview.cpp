// Whist: tricks. The double-dummy solver values every card of the true deal (open);
// in a sampled deal it values the last kExactTricks tricks within a node budget, and
// the hard bot's heuristic playouts the earlier ones (as WhistSearchBot does).
#include <memory>
#include <span>

#include "bots/WhistSearchBot.h"
#include "review/GameReview.h"
#include "whist/WhistSolver.h"

namespace baza {
namespace {

constexpr int kExactTricks = 7;             // sampled deals: solve with at most this many tricks left
constexpr uint64_t kExactNodes = 200'000;   // per sampled deal; past it the deal is played out

class WhistReview final : public GameReview {
 public:
  std::string_view unit() const override { return "tricks"; }
  double mistakeLoss() const override { return 0.5; }
  int knewSamples() const override { return 48; }
  double spreadFloor() const override { return 1; }
  bool value(const GameState& deal, const ActionList& candidates, int side, bool open, CandidateValues& values,
             bool& solved) override {
    const auto* w = dynamic_cast<const WhistState*>(&deal);
    if (!w) return false;
    const WhistPosition p = w->position();
    if (!p.cardToPlay) return false;
    if (open || p.hands[p.toPlay()].size() <= kExactTricks) {
      DoubleDummyDeal d;
      d.hands = p.hands;
      // The true deal's opening leads need a big table (as WhistAnalysis: 8 MB growing
      // to 32 MB); sampled deals solve only endings.
      if (!solver_) solver_ = std::make_unique<WhistSolver>(open ? 18 : 16, open ? 20 : 0);
      solver_->setNodeLimit(open ? 0 : kExactNodes);
      // The true deal: its positions share the table (the same answers, much faster).
      // Sampled deals: a fresh table each, so a node budget never depends on the order
      // in which moves were asked.
      solver_->keepTable(open);
      const auto tricks = solver_->tricksPerCard(d, p.trump, p.leader, std::span<const Card>(p.trick.data(), p.trickSize));
      if (!tricks.empty()) {
        for (int k = 0; k < candidates.size(); ++k)
          for (const auto& [card, t] : tricks)
            if (candidates[k].card() == card) values[k] = p.tricks[side] + t;
        solved = true;
        return true;
      }
      if (open) return false;
    }
    solved = false;
    return rolloutValues(*w, candidates, values, [&](WhistState& s) -> std::optional<int64_t> {
      const auto t = whistRollout(s);
      if (!t) return std::nullopt;
      return (*t)[side];
    });
  }

 private:
  std::unique_ptr<WhistSolver> solver_;  // made on first use: 8-32 MB for the true deal, 2 MB for sampled endings
};

}  // namespace

std::unique_ptr<GameReview> makeWhistReview() { return std::make_unique<WhistReview>(); }

}  // namespace baza
