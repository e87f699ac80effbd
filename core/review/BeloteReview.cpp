// Belote: the card play's points (cards, dix de der, belote 20), declarations and
// capote excluded. A card played saying belote (declare:1 / declare:2) is a move of
// its own: playing the K or Q of trumps silently loses the 20. Each move is played
// and the deal played out by the hard bot's heuristic playouts.
#include "belote/BeloteState.h"
#include "bots/BeloteSearchBot.h"
#include "review/GameReview.h"

namespace baza {
namespace {

class BeloteReview final : public GameReview {
 public:
  std::string_view unit() const override { return "points"; }
  double mistakeLoss() const override { return 10; }
  int knewSamples() const override { return 16; }
  double spreadFloor() const override { return 10; }
  std::string_view note(const Game&) const override { return "declarations-excluded"; }
  ActionList candidates(const GameState& s) const override {
    ActionList out;
    for (Action a : s.legalActions())
      if (a.kind() == ActionKind::Play || (a.kind() == ActionKind::Declare && a.arg() != kDeclareAll)) out.push(a);
    return out;
  }
  bool value(const GameState& deal, const ActionList& candidates, int side, bool /*open*/, CandidateValues& values,
             bool& solved) override {
    const auto* b = dynamic_cast<const BeloteState*>(&deal);
    if (!b) return false;
    solved = false;
    return rolloutValues(*b, candidates, values, [&](BeloteState& s) -> std::optional<int64_t> {
      const int scored = s.dealsScored();
      if (!belotePlayOut(s)) return std::nullopt;
      return s.dealsScored() == scored ? s.dealPlayPoints(side) : s.lastDealPlayPoints(side);
    });
  }
};

}  // namespace

std::unique_ptr<GameReview> makeBeloteReview() { return std::make_unique<BeloteReview>(); }

}  // namespace baza
