#include "whist/WhistState.h"

#include <algorithm>


namespace baza {

WhistState::WhistState(std::shared_ptr<const WhistGame> game, const MatchSetup& setup)
    : TrickGameState(std::move(game), setup, 128, 128) {
  dealer_ = 3;  // the last seat: seat 0, on his left, leads
  startDeal();
}

// ---- the deal ----------------------------------------------------------------

void WhistState::startDeal() {
  ++dealNumber_;
  ++dealInGame_;
  std::array<Card, 52> deck{};
  dealPack(deck, dealNumber_);  // cut by the player on the dealer's right
  hands_ = {};
  excluded_ = {};
  firstLed_.fill(-1);
  dealTricks_ = {};
  played_ = CardSet();
  tricksDone_ = 0;
  trickSize_ = 0;
  winningIndex_ = 0;
  dummyExposed_ = false;
  // One card at a time, from the dealer's left; the dealer's last card is turned.
  for (int k = 0; k < 52; ++k) hands_[(dealer_ + 1 + k) & 3].add(deck[k]);
  dealt_ = hands_;
  if (rules_->trumpRotation) {
    turned_ = kNoCard;
    trump_ = WhistRules::rotationTrump(dealNumber_);
  } else {
    turned_ = deck[51];
    trump_ = turned_.suit();
  }
  leader_ = (dealer_ + 1) & 3;
  log({.kind = EventKind::DealStarted, .player = static_cast<int8_t>(dealer_), .suit = static_cast<int8_t>(trump_),
       .card = turned_, .dealNumber = static_cast<int16_t>(dealNumber_)});
}

CardSet WhistState::legalCards(int seat) const {
  const CardSet hand = hands_[seat];
  if (trickSize_ == 0) return hand;
  const CardSet follow = hand & CardSet::suit(trick_[0].suit());
  return follow.empty() ? hand : follow;
}

ActionList WhistState::legalActions() const {
  ActionList out;
  if (over_) return out;
  for (Card c : legalCards(currentPlayer())) out.push(Action::play(c));
  return out;
}

std::optional<IllegalReason> WhistState::whyIllegal(Action a) const {
  if (over_) return IllegalReason::GameOver;
  if (a.kind() != ActionKind::Play) return IllegalReason::NotAvailable;
  const int p = currentPlayer();
  if (!hands_[p].has(a.card())) return IllegalReason::NotInHand;
  if (!legalCards(p).has(a.card())) return IllegalReason::MustFollowSuit;
  return std::nullopt;
}

void WhistState::playCard(Card c) {
  const int p = currentPlayer();
  if (trickSize_ == 0) {
    if (firstLed_[p] < 0) firstLed_[p] = static_cast<int8_t>(c.suit());
  } else if (c.suit() != trick_[0].suit()) {
    excluded_[p] |= CardSet::suit(trick_[0].suit()) & rules_->deckSet;  // shown void in the suit led
  }
  hands_[p].remove(c);
  if (trickSize_ == 0) trickLeaders_[tricksDone_] = static_cast<int8_t>(p);
  sequence_[tricksDone_ * 4 + trickSize_] = c;
  played_.add(c);
  trick_[trickSize_] = c;
  if (trickSize_ > 0 && WhistRules::beats(c, trick_[winningIndex_], trump_)) winningIndex_ = trickSize_;
  ++trickSize_;
  log({.kind = EventKind::CardPlayed, .player = static_cast<int8_t>(p), .card = c});
  if (!dummyExposed_ && rules_->dummyWhist()) {  // the dummy is spread after the opening lead
    dummyExposed_ = true;
    log({.kind = EventKind::DummyExposed, .player = static_cast<int8_t>(dummySeat()),
         .controller = static_cast<int8_t>(dealer_)});
  }
  if (trickSize_ == 4) finishTrick();
}

void WhistState::finishTrick() {
  const int w = (leader_ + winningIndex_) & 3;
  const int s = WhistRules::sideOf(w);
  ++dealTricks_[s];
  ++tricksDone_;
  leader_ = w;
  trickSize_ = 0;
  winningIndex_ = 0;
  log({.kind = EventKind::TrickWon, .player = static_cast<int8_t>(w), .side = static_cast<int8_t>(s),
       .trickNumber = static_cast<int8_t>(tricksDone_)});
  if (tricksDone_ == kWhistTricks) endDeal();
}

// Tricks over six first, then honours (which may not bring a side to game, or with
// honours_game=club_laws may, WhistRules.h), then the game and the rubber.
void WhistState::endDeal() {
  lastDealTricks_ = dealTricks_;
  std::array<int, 2> overSix{}, held{};
  std::array<bool, 2> counted{};
  for (int s = 0; s < 2; ++s) {
    overSix[s] = std::max(0, dealTricks_[s] - kWhistBook);
    points_[s] = static_cast<int8_t>(points_[s] + overSix[s]);
  }
  for (int s = 0; s < 2 && rules_->honours; ++s) {
    const CardSet pair = dealt_[s] | dealt_[s + 2];
    int n = 0;
    for (int rank = kWhistJack; rank <= kWhistAce; ++rank) n += pair.has(Card::of(trump_, rank));
    held[s] = n == 4 ? 4 : n == 3 ? 2 : 0;
  }
  for (int s = 0; s < 2; ++s) {
    const int game = rules_->gamePoints;
    if (rules_->honoursMakeGame)  // Club laws: not from one short of game, and tricks score first
      counted[s] = held[s] > 0 && points_[s] - overSix[s] != game - 1 && points_[1 - s] < game;
    else  // the source: honours never bring a side to game
      counted[s] = held[s] > 0 && points_[s] + held[s] < game;
    if (!counted[s]) continue;
    points_[s] = static_cast<int8_t>(points_[s] + held[s]);
    honoursPoints_[s] = static_cast<int8_t>(honoursPoints_[s] + held[s]);
  }
  for (int s = 0; s < 2; ++s)
    log({.kind = EventKind::DealScored, .side = static_cast<int8_t>(s), .counted = counted[s], .byTricks = true,
         .points = static_cast<int16_t>(overSix[s]), .bonus = static_cast<int16_t>(held[s]), .total = points_[s]});

  const int dealWinner = dealTricks_[0] > dealTricks_[1] ? 0 : 1;
  int gameSide = -1;
  for (int s = 0; s < 2; ++s)
    if (points_[s] >= rules_->gamePoints) gameSide = s;  // only the side that made tricks can
  bool rubberWon = false;
  if (gameSide >= 0) {
    ++games_[gameSide];
    log({.kind = EventKind::GameWon, .side = static_cast<int8_t>(gameSide), .won = games_[gameSide]});
    if (games_[gameSide] >= kWhistGamesToRubber) {
      ++rubbers_[gameSide];
      rubberWon = true;
      log({.kind = EventKind::RubberWon, .side = static_cast<int8_t>(gameSide), .won = rubbers_[gameSide]});
    }
  }
  const WhistLength length = rules_->length;
  if (length == WhistLength::Deal || (length == WhistLength::Game && gameSide >= 0) || rubberWon) {
    winnerSide_ = length == WhistLength::Deal ? dealWinner : gameSide;
    over_ = true;
    return;
  }
  if (gameSide >= 0) {  // a new game: both sides start again from nothing
    points_ = {};
    honoursPoints_ = {};
    dealInGame_ = 0;
  }
  if (!rules_->dummyWhist()) dealer_ = (dealer_ + 1) & 3;  // the deal passes to the left
  startDeal();
}

// ---- views -------------------------------------------------------------------

bool WhistState::visibleTo(int viewer, int seat) const {
  if (seat == controllerOf(viewer)) return true;
  return seat == dummySeat() && dummyExposed_;
}

Scores WhistState::scores() const {
  Scores out;
  for (int s = 0; s < 2; ++s)
    out.sides.push_back({points_[s], dealTricks_[s], honoursPoints_[s], games_[s], rubbers_[s]});
  out.winner = winnerSide_;
  return out;
}

std::vector<int> WhistState::seatOfPerson() const { return rules_->seatOfPerson(); }  // nobody at the dummy's seat 1

WhistPosition WhistState::position() const {
  WhistPosition p;
  p.trump = trump_;
  p.hands = hands_;
  p.trick = trick_;
  p.trickSize = trickSize_;
  p.leader = leader_;
  p.tricks = dealTricks_;
  p.firstLed = firstLed_;
  p.cardToPlay = !over_;
  return p;
}

WhistState::Table WhistState::table() const {
  const Card faceUp = turned_.valid() && hands_[dealer_].has(turned_) ? turned_ : kNoCard;
  return {dealNumber_, dealInGame_, dealer_, trump_, faceUp, hands_, {}, excluded_, {}, 0,
          {trick_.data(), over_ ? 0 : static_cast<size_t>(trickSize_)}, leader_, played_};
}

Observation WhistState::observe(int player) const {
  Observation o = observeTable(player);  // nothing in a whist log is hidden
  if (!visibleTo(player, player)) o.hand = CardSet();
  for (int q = 0; q < 4; ++q) {
    CardSet known;
    if (q == dealer_ && o.faceUp.valid()) known.add(turned_);     // the turned card, public until played
    if (q != player && visibleTo(player, q)) known |= hands_[q];  // the exposed dummy; the dealer's own hand when he plays it
    o.knownCards.push_back(known);
  }
  const int plays = tricksDone_ * 4 + trickSize_;  // after the match: the whole last deal
  o.dealPlays.reserve(static_cast<size_t>(plays));
  for (int k = 0; k < plays; ++k)
    o.dealPlays.push_back({(trickLeaders_[k / 4] + k % 4) & 3, sequence_[k]});
  return o;
}

}  // namespace baza
