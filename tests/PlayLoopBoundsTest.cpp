// Play loops stop with an error instead of spinning: on a state that is not over but
// offers no action (what a broken deal once gave the medium bot's rollouts), and past
// the bound on a match's length.
#include <gtest/gtest.h>

#include "TestUtil.h"

namespace baza::test {
namespace {

// A real match that claims to go on with nothing to do.
class StuckState final : public GameState {
 public:
  explicit StuckState(std::unique_ptr<GameState> real) : real_(std::move(real)) {}
  const Game& game() const override { return real_->game(); }
  int currentPlayer() const override { return 0; }
  bool isTerminal() const override { return false; }
  ActionList legalActions() const override { return {}; }
  std::optional<IllegalReason> whyIllegal(Action) const override { return IllegalReason::NotAvailable; }
  Status apply(Action) override { return makeError(ErrorCode::IllegalAction, "stuck"); }
  std::unique_ptr<GameState> clone() const override { return std::make_unique<StuckState>(real_->clone()); }
  Scores scores() const override { return real_->scores(); }
  const std::vector<Event>& events() const override { return real_->events(); }
  const std::vector<Action>& history() const override { return real_->history(); }
  Observation observe(int player) const override { return real_->observe(player); }
  DealView dealView() const override { return real_->dealView(); }
  std::unique_ptr<GameState> resample(int player, Rng& rng) const override { return real_->resample(player, rng); }
  std::vector<int> seatOfPerson() const override { return real_->seatOfPerson(); }

 private:
  std::unique_ptr<GameState> real_;
};

TEST(PlayLoopBounds, NoLegalActionInALiveStateIsAnError) {
  const StuckState stuck(newState(guinote(), 1));
  const Status st = canGoOn(stuck, 0);
  ASSERT_FALSE(st.ok());
  EXPECT_NE(st.error().message.find("no legal action"), std::string::npos);
}

TEST(PlayLoopBounds, AMatchPastTheBoundIsAnError) {
  auto s = newState(guinote(), 1);
  EXPECT_TRUE(canGoOn(*s, 0).ok());
  EXPECT_TRUE(canGoOn(*s, kMaxMatchActions - 1).ok());
  EXPECT_FALSE(canGoOn(*s, kMaxMatchActions).ok());
}

}  // namespace
}  // namespace baza::test
