// The state base every trick game derives from (CRTP, so playouts make no virtual
// call): it owns the game, the preset decks, the seed, the event log and the
// history, and apply() with its legality check. A game writes whyIllegal() and
// applyEffect(), the effect of an action already known to be legal.
#pragma once
#include <memory>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "Game.h"
#include "Pack.h"
#include "PresetDecks.h"

namespace baza {

template <class Derived, class GameT>
class TrickGameState : public GameState {
 public:
  using Rules = std::remove_cvref_t<decltype(std::declval<const GameT&>().rules())>;

  // Checks the caller's preset decks, then builds the first deal.
  static Result<std::unique_ptr<Derived>> create(std::shared_ptr<const GameT> game, const MatchSetup& setup) {
    if (auto st = checkPresetDecks(setup.decks, game->rules().deck, game->deckKind()); !st) return st.error();
    return std::unique_ptr<Derived>(new Derived(std::move(game), setup));
  }

  const Game& game() const final { return *game_; }
  Status apply(Action a) final {
    if (auto why = self().whyIllegal(a))
      return makeError(ErrorCode::IllegalAction,
                       actionText(a, game_->deckKind()) + " is illegal: " + std::string(reasonText(*why)));
    applyLegal(a);
    return Ok{};
  }
  void applyLegal(Action a) {  // apply without the legality check: for playouts with a legal action
    if (record_) history_.push_back(a);
    self().applyEffect(a);
  }
  std::unique_ptr<GameState> clone() const final { return std::make_unique<Derived>(self()); }
  const std::vector<Event>& events() const final { return events_; }
  const std::vector<Action>& history() const final { return history_; }
  const Rules& rules() const { return *rules_; }  // the game's rule tables

 protected:
  TrickGameState(std::shared_ptr<const GameT> game, const MatchSetup& setup, size_t eventsReserve,
                 size_t historyReserve)
      : game_(std::move(game)), rules_(&game_->rules()), seed_(setup.seed), record_(setup.record) {
    if (!setup.decks.empty()) decks_ = std::make_shared<const PresetDecks>(setup.decks);
    if (record_) {
      events_.reserve(eventsReserve);
      history_.reserve(historyReserve);
    }
  }
  TrickGameState(const TrickGameState&) = default;

  void log(const Event& e) {
    if (record_) events_.push_back(e);
  }
  // Deal dealNumber's pack (preset, else shuffled and cut) into deck, one card per card of the pack.
  void dealPack(std::span<Card> deck, int dealNumber) const {
    baza::dealPack(deck, rules_->deck, decks_.get(), seed_, dealNumber);
  }
  // A copy for resample(): no log, nothing recorded from there on.
  std::unique_ptr<Derived> unrecordedCopy() const {
    auto out = std::make_unique<Derived>(self());
    out->events_.clear();
    out->history_.clear();
    out->record_ = false;
    return out;
  }

  std::shared_ptr<const GameT> game_;
  const Rules* rules_;
  std::shared_ptr<const PresetDecks> decks_;
  uint64_t seed_ = 0;
  bool record_ = true;
  std::vector<Event> events_;
  std::vector<Action> history_;

 private:
  const Derived& self() const { return static_cast<const Derived&>(*this); }
  Derived& self() { return static_cast<Derived&>(*this); }
};

}  // namespace baza
