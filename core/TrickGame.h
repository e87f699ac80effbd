// The game object every trick game shares: validated options and the rule tables
// built from them (Rules::from). A game adds its name, pack, direction of play and
// newMatch(), which newMatchOf<State>() writes in one line.
#pragma once
#include <memory>

#include "Game.h"

namespace baza {

template <class Derived, class RulesT>
class TrickGame : public Game, public std::enable_shared_from_this<Derived> {
 public:
  explicit TrickGame(const Options& options) : options_(options), rules_(RulesT::from(options)) {}
  const Options& options() const final { return options_; }
  int numPlayers() const override { return rules_.players; }
  int numSides() const override { return rules_.numSides(); }
  int sideOf(int player) const override { return rules_.sideOf(player); }
  const RulesT& rules() const { return rules_; }  // the rule tables, e.g. rules().deck

 protected:
  RulesT& mutableRules() { return rules_; }  // for a game's older code version, while it is made
  template <class State>
  Result<std::unique_ptr<GameState>> newMatchOf(const MatchSetup& setup) const {
    auto state = State::create(this->shared_from_this(), setup);
    if (!state) return state.error();
    return std::unique_ptr<GameState>(std::move(state).value());
  }

 private:
  Options options_;
  RulesT rules_;
};

}  // namespace baza
