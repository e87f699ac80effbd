// The state base every trick game derives from (CRTP, so playouts make no virtual
// call): it owns the game, the preset decks, the seed, the event log and the
// history, and apply() with its legality check. A game writes whyIllegal() and
// applyEffect(), the effect of an action already known to be legal, and table(),
// what its deal shows, from which dealView() and observe() are built.
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
  DealView dealView() const final {
    const Table t = self().table();
    return {t.dealNumber, t.dealInPartida, t.dealer, t.trump, t.faceUp, {t.hands.begin(), t.hands.end()},
            {t.stock.begin(), t.stock.end()}, trickCards(t), t.played};
  }

 protected:
  // A game's deal as the views read it: one aggregate built by each game's table().
  struct Table {
    int dealNumber = 0;                 // 1-based in the match
    int dealInPartida = 1;              // 2+ = vueltas (Whist: the deal in the current game)
    int dealer = 0;
    int trump = 0;                      // suit 0..3
    Card faceUp;                        // the face-up trump card while it lies there, else kNoCard
    std::span<const CardSet> hands;     // per seat
    std::span<const CardSet> known;     // per seat, public cards in the hand; empty: the game fills knownCards
    std::span<const CardSet> excluded;  // per seat, cards known not to be in the hand
    std::span<const Card> stock;        // face down, next drawn first
    int stockSize = 0;                  // cards left to draw as the players count them
    std::span<const Card> trick;        // the trick on the table in play order (empty when none is shown)
    int leader = 0;                     // the seat that led it
    CardSet played;                     // every card played this deal
  };
  // What every game's observe() shares; the game adds its own facts.
  Observation observeTable(int player) const {
    const Table t = self().table();
    Observation o;
    o.player = player;
    o.currentPlayer = self().currentPlayer();
    o.dealer = t.dealer;
    o.dealNumber = t.dealNumber;
    o.dealInPartida = t.dealInPartida;
    o.trumpSuit = t.trump;
    o.faceUp = t.faceUp;
    o.stockSize = t.stockSize;
    o.hand = t.hands[static_cast<size_t>(player)];
    for (size_t q = 0; q < t.hands.size(); ++q) {
      o.handSizes.push_back(t.hands[q].size());
      if (!t.known.empty()) o.knownCards.push_back(t.known[q] & t.hands[q]);
      o.excludedCards.push_back(t.excluded[q] & rules().deckSet);  // an obligation's mask may span a whole suit's ids
    }
    o.trick = trickCards(t);
    o.played = t.played;
    o.events.reserve(events_.size());
    for (Event e : events_) o.events.push_back(seenBy(e, player));
    o.scores = self().scores();
    if (player == o.currentPlayer) o.legal = self().legalActions();
    return o;
  }
  // An event as player saw it: others' cards drawn face down, the suit of an opponent's hidden 20.
  Event seenBy(Event e, int player) const {
    if (e.kind == EventKind::CardDrawn && e.player != player && !e.shown) e.card = kNoCard;
    if (e.kind == EventKind::Sang && e.hidden && game_->sideOf(e.player) != game_->sideOf(player)) e.suit = -1;
    return e;
  }
  // seatOfPerson() from who sits at each seat (after a ceremony).
  static std::vector<int> seatsOf(std::span<const int8_t> personAtSeat) {
    std::vector<int> out(personAtSeat.size());
    for (size_t seat = 0; seat < personAtSeat.size(); ++seat) out[static_cast<size_t>(personAtSeat[seat])] = static_cast<int>(seat);
    return out;
  }

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

  // Hot paths call it as `if (record_) log({...})`: the compiler builds the Event before
  // this check otherwise, on every card of a playout.
  void log(const Event& e) {
    if (record_) events_.push_back(e);
  }
  // Deal dealNumber's pack (preset, else shuffled and cut) into deck, one card per card of the pack.
  void dealPack(std::span<Card> deck, int dealNumber) const {
    baza::dealPack(deck, rules_->deck, decks_.get(), seed_, dealNumber);
  }
  int cutPack(PackBuffer& buffer, int dealNumber) const {  // the same deck, buffer[start, start + pack size): the start
    return baza::cutPack(buffer, rules_->deck, decks_.get(), seed_, dealNumber);
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
  static std::vector<TrickCard> trickCards(const Table& t) {
    std::vector<TrickCard> out;
    const int n = static_cast<int>(t.hands.size());
    for (int i = 0; i < static_cast<int>(t.trick.size()); ++i) out.push_back({(t.leader + i) % n, t.trick[static_cast<size_t>(i)]});
    return out;
  }
  const Derived& self() const { return static_cast<const Derived&>(*this); }
  Derived& self() { return static_cast<Derived&>(*this); }
};

}  // namespace baza
