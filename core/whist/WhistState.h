// One Whist match in progress. Cards are bit sets and all deal state lives in fixed
// arrays, so a playout allocates nothing (with MatchSetup::record off).
//
// Flow: a deal is dealt and the trump fixed (turned card or rotation); 13 tricks,
// seat 0 (the dealer's left) leading the first; then both sides are scored (tricks
// over six, then honours), a game may be won, a rubber may be won; the next deal is
// dealt by the player on the dealer's left (in dummy whist always by seat 3).
#pragma once
#include <array>
#include <memory>
#include <vector>

#include "TrickGameState.h"
#include "whist/WhistGame.h"

namespace baza {

// The card play as it stands, hidden cards included: what a double-dummy solver
// (core/whist/WhistSolver*) or a rollout reads. trick[i] was played by seat (leader + i) % 4.
struct WhistPosition {
  int trump = 0;                    // suit 0..3
  std::array<CardSet, 4> hands{};   // per seat
  std::array<Card, 4> trick{};      // the cards on the table, in play order
  int trickSize = 0;                // 0 at a lead
  int leader = 0;                   // the seat that led (or leads) this trick
  std::array<int8_t, 2> tricks{};   // tricks each side has taken this deal
  std::array<int8_t, 4> firstLed{}; // the suit each seat first led this deal, -1 if none yet
  bool cardToPlay = false;          // false once the match is over
  int toPlay() const { return (leader + trickSize) & 3; }
};

class WhistState final : public TrickGameState<WhistState, WhistGame> {
 public:
  int currentPlayer() const override { return over_ ? kNoPlayer : (leader_ + trickSize_) & 3; }
  bool isTerminal() const override { return over_; }
  ActionList legalActions() const override;
  std::optional<IllegalReason> whyIllegal(Action a) const override;
  Scores scores() const override;
  Observation observe(int player) const override;
  std::unique_ptr<GameState> resample(int player, Rng& rng) const override;  // WhistResample.cpp
  std::vector<int> seatOfPerson() const override;
  TableFacts tableFacts() const override;  // WhistFacts.cpp
  int controllerOf(int seat) const override { return seat == dummySeat() ? dealer_ : seat; }

  CardSet legalCards(int seat) const;    // follow suit if possible
  WhistPosition position() const;        // read-only snapshot of the card play
  int dummySeat() const { return rules_->dummyWhist() ? (dealer_ + 2) & 3 : -1; }
  bool dummyExposed() const { return dummyExposed_; }
  CardSet played() const { return played_; }                     // every card played this deal
  CardSet playedBy(int seat) const { return dealt_[seat] & played_; }
  CardSet excluded(int seat) const { return excluded_[seat]; }     // suits the seat has shown it lacks
  int dealNumber() const { return dealNumber_; }                 // 1-based in the match
  int dealTricks(int side) const { return dealTricks_[side]; }   // this deal so far
  int lastDealTricks(int side) const { return lastDealTricks_[side]; }  // the deal last scored
  WhistState(const WhistState&) = default;

 private:
  friend TrickGameState;
  WhistState(std::shared_ptr<const WhistGame> game, const MatchSetup& setup);
  bool visibleTo(int viewer, int seat) const;  // may the holder of `viewer` see that seat's hand?
  void startDeal();
  void applyEffect(Action a) { playCard(a.card()); }
  Table table() const;
  void playCard(Card c);
  void finishTrick();
  void endDeal();

  // match
  int dealNumber_ = 0;  // 1-based, in the match
  int dealInGame_ = 0;  // 1-based, in the current game
  int dealer_ = 3;
  std::array<int8_t, 2> points_{};          // this game
  std::array<int8_t, 2> honoursPoints_{};   // honours counted in this game (part of points_)
  std::array<int8_t, 2> games_{};           // this rubber
  std::array<int8_t, 2> rubbers_{};
  std::array<int8_t, 2> lastDealTricks_{};
  int winnerSide_ = -1;
  bool over_ = false;

  // deal
  std::array<CardSet, 4> hands_{};
  std::array<CardSet, 4> dealt_{};     // the hands as dealt (honours are counted from them)
  std::array<CardSet, 4> excluded_{};  // suits a seat has shown it lacks
  std::array<int8_t, 4> firstLed_{};
  std::array<int8_t, 2> dealTricks_{};
  Card turned_;                        // the dealer's turned card (kNoCard with trump_rotation)
  int trump_ = 0;
  std::array<Card, 4> trick_{};
  int leader_ = 0, trickSize_ = 0, winningIndex_ = 0, tricksDone_ = 0;
  std::array<Card, 52> sequence_{};       // the cards played this deal, in order (public, kept without the log)
  std::array<int8_t, 13> trickLeaders_{};  // who led each trick this deal
  bool dummyExposed_ = false;
  CardSet played_;
};

}  // namespace baza
