#include "belote/BeloteState.h"

#include <algorithm>


namespace baza {

BeloteState::BeloteState(std::shared_ptr<const BeloteGame> game, const MatchSetup& setup)
    : TrickGameState(std::move(game), setup, 160, 64), n_(rules_->players) {
  dealer_ = n_ - 1;
  if (rules_->ceremony != BeloteCeremony::None) runCeremony();
  startDeal();
}

// ---- dealing and bidding -----------------------------------------------------

void BeloteState::startDeal() {
  ++dealNumber_;
  std::array<Card, 32> deck{};
  dealPack(deck, dealNumber_);  // cut by the player on the dealer's left
  hands_ = {};
  known_ = {};
  excluded_ = {};
  played_ = CardSet();
  playedBy_ = {};
  decl_ = {};
  announceOrder_ = {};
  announced_ = 0;
  beloteHolder_ = -1;
  beloteSaid_ = 0;
  dealCards_ = {};
  dealDecl_ = {};
  dealBelote_ = {};
  dealCapote_ = {};
  tricksBySide_ = {};
  tricksDone_ = 0;
  trickSize_ = 0;
  winningIndex_ = 0;
  taker_ = -1;
  exchangeHolder_ = -1;
  bottomShown_ = false;
  // From the mano: three each, then two (four players) or three each.
  const int m = mano();
  int next = 0;
  for (int round = 0; round < 2; ++round) {
    const int k = round == 0 ? 3 : rules_->firstDealCards - 3;
    for (int i = 0; i < n_; ++i)
      for (int j = 0; j < k; ++j) hands_[seat(m + i)].add(deck[next++]);
  }
  turned_ = deck[next++];
  turnedOnTable_ = true;
  trump_ = turned_.suit();
  std::copy(deck.begin() + next, deck.end(), stock_.begin());
  stockPos_ = 0;
  stockEnd_ = 32 - next;
  stage_ = BeloteStage::FirstRound;
  bidder_ = m;
  passes_ = 0;
  leader_ = m;
  log({.kind = EventKind::DealStarted, .player = static_cast<int8_t>(dealer_), .suit = static_cast<int8_t>(trump_),
       .card = turned_, .dealNumber = static_cast<int16_t>(dealNumber_), .dealInPartida = 1});
}

int BeloteState::currentPlayer() const {
  switch (stage_) {
    case BeloteStage::FirstRound:
    case BeloteStage::SecondRound: return bidder_;
    case BeloteStage::Exchange: return exchangeHolder_;
    case BeloteStage::Play: return seat(leader_ + trickSize_);
    case BeloteStage::Over: return kNoPlayer;
  }
  return kNoPlayer;
}

void BeloteState::bid(int suit) {
  const int p = bidder_;
  log({.kind = EventKind::Bid, .player = static_cast<int8_t>(p), .side = static_cast<int8_t>(side(p)),
       .suit = static_cast<int8_t>(suit), .round = static_cast<int8_t>(stage_ == BeloteStage::FirstRound ? 1 : 2),
       .take = true});
  taker_ = p;
  trump_ = suit;
  passedOut_ = 0;
  log({.kind = EventKind::Contract, .player = static_cast<int8_t>(p), .side = static_cast<int8_t>(side(p)),
       .suit = static_cast<int8_t>(suit)});
  complementaryDeal();
}

void BeloteState::passBid() {
  const int p = bidder_;
  log({.kind = EventKind::Bid, .player = static_cast<int8_t>(p), .side = static_cast<int8_t>(side(p)),
       .round = static_cast<int8_t>(stage_ == BeloteStage::FirstRound ? 1 : 2), .take = false});
  bidder_ = seat(p + 1);
  if (++passes_ < n_) return;
  passes_ = 0;
  if (stage_ == BeloteStage::FirstRound) {
    stage_ = BeloteStage::SecondRound;
    return;
  }
  // All passed twice: the same dealer deals again.
  ++passedOut_;
  log({.kind = EventKind::Redeal, .player = static_cast<int8_t>(dealer_), .dealNumber = static_cast<int16_t>(dealNumber_)});
  startDeal();
}

void BeloteState::complementaryDeal() {
  const int m = mano();
  for (int i = 0; i < n_; ++i) {
    const int p = seat(m + i);
    const bool takesTurned = n_ == 4 && p == taker_;
    for (int k = takesTurned ? 2 : 3; k > 0; --k) {
      const Card c = stock_[stockPos_++];
      hands_[p].add(c);
      log({.kind = EventKind::CardDrawn, .player = static_cast<int8_t>(p), .card = c});
    }
    if (takesTurned) {  // the turned card, in view of everyone
      hands_[p].add(turned_);
      known_[p].add(turned_);
      turnedOnTable_ = false;
      log({.kind = EventKind::CardDrawn, .player = static_cast<int8_t>(p), .card = turned_, .shown = true});
    }
  }
  if (n_ == 4) {
    startPlay();
    return;
  }
  bottomShown_ = true;
  log({.kind = EventKind::BottomCard, .player = static_cast<int8_t>(dealer_), .card = stock_[stockEnd_ - 1]});
  const Card seven = Card::of(trump_, kBeloteSeven);
  if (trump_ == turned_.suit() && turned_ != seven) {
    for (int p = 0; p < n_; ++p)
      if (hands_[p].has(seven)) exchangeHolder_ = p;
    if (exchangeHolder_ >= 0) {
      // The table sees who is asked: the holder of the 7 is public from here on.
      known_[exchangeHolder_].add(seven);
      stage_ = BeloteStage::Exchange;
      return;
    }
    for (int p = 0; p < n_; ++p) excluded_[p].add(seven);  // nobody was asked: the 7 is in the stock
  }
  startPlay();
}

void BeloteState::exchange() {
  const int p = exchangeHolder_;
  const Card seven = Card::of(trump_, kBeloteSeven);
  const Card take = turned_;
  hands_[p].remove(seven);
  known_[p].remove(seven);
  hands_[p].add(take);
  known_[p].add(take);
  turned_ = seven;
  log({.kind = EventKind::Exchanged, .player = static_cast<int8_t>(p), .card = seven, .cardTaken = take});
  startPlay();
}

void BeloteState::startPlay() {
  stage_ = BeloteStage::Play;
  leader_ = mano();
  trickSize_ = 0;
  winningIndex_ = 0;
  for (int p = 0; p < n_; ++p) decl_[p] = findDeclarations(hands_[p]);
}

// ---- play ----------------------------------------------------------------------

bool BeloteState::canAnnounce(int p) const {
  return stage_ == BeloteStage::Play && tricksDone_ == 0 && decl_[p].size > 0 && announceOrder_[p] == 0;
}

bool BeloteState::beloteOffered(int p, Card c) const {
  const Card king = Card::of(trump_, kBeloteKing), queen = Card::of(trump_, kBeloteQueen);
  if (c != king && c != queen) return false;
  if (!hands_[p].has(c)) return false;
  if (beloteSaid_ == 0) return hands_[p].has(king) && hands_[p].has(queen);
  return beloteSaid_ == 1 && beloteHolder_ == p;
}

ActionList BeloteState::legalActions() const {
  ActionList out;
  switch (stage_) {
    case BeloteStage::FirstRound:
      out.push(Action::bid(turned_.suit()));
      out.push(Action::pass());
      return out;
    case BeloteStage::SecondRound:
      for (int s = 0; s < 4; ++s)
        if (s != turned_.suit()) out.push(Action::bid(s));
      if (!dealerMustTake()) out.push(Action::pass());
      return out;
    case BeloteStage::Exchange:
      out.push(Action::exchange());
      out.push(Action::pass());
      return out;
    case BeloteStage::Play: {
      const int p = currentPlayer();
      const CardSet legal = legalCards(p);
      for (Card c : legal) out.push(Action::play(c));
      if (canAnnounce(p)) out.push(Action::declare(kDeclareAll));
      const Card king = Card::of(trump_, kBeloteKing), queen = Card::of(trump_, kBeloteQueen);
      if (legal.has(king) && beloteOffered(p, king)) out.push(Action::declare(kDeclareKing));
      if (legal.has(queen) && beloteOffered(p, queen)) out.push(Action::declare(kDeclareQueen));
      return out;
    }
    case BeloteStage::Over: return out;
  }
  return out;
}

std::optional<IllegalReason> BeloteState::whyIllegal(Action a) const {
  if (stage_ == BeloteStage::Over) return IllegalReason::GameOver;
  const int p = currentPlayer();
  if (stage_ != BeloteStage::Play) {
    if (legalActions().contains(a)) return std::nullopt;
    return IllegalReason::NotAvailable;
  }
  Card c;
  if (a.kind() == ActionKind::Play) {
    c = a.card();
  } else if (a.kind() == ActionKind::Declare && a.arg() == kDeclareAll) {
    return canAnnounce(p) ? std::nullopt : std::optional(IllegalReason::NotAvailable);
  } else if (a.kind() == ActionKind::Declare && (a.arg() == kDeclareKing || a.arg() == kDeclareQueen)) {
    c = Card::of(trump_, a.arg() == kDeclareKing ? kBeloteKing : kBeloteQueen);
    if (!beloteOffered(p, c)) return IllegalReason::NotAvailable;
  } else {
    return IllegalReason::NotAvailable;
  }
  if (!c.valid() || c.id >= 64 || !hands_[p].has(c)) return IllegalReason::NotInHand;
  if (legalCards(p).has(c)) return std::nullopt;
  return obligationReason(p, c);
}

void BeloteState::applyEffect(Action a) {
  switch (a.kind()) {
    case ActionKind::Bid: bid(a.arg()); return;
    case ActionKind::Pass:
      if (stage_ == BeloteStage::Exchange)
        startPlay();
      else
        passBid();
      return;
    case ActionKind::Exchange: exchange(); return;
    case ActionKind::Play: playCard(a.card(), false); return;
    case ActionKind::Declare:
      if (a.arg() == kDeclareAll)
        announce();
      else
        playCard(Card::of(trump_, a.arg() == kDeclareKing ? kBeloteKing : kBeloteQueen), true);
      return;
    default: return;
  }
}

void BeloteState::announce() {
  const int p = currentPlayer();
  announceOrder_[p] = static_cast<int8_t>(++announced_);
  // Said aloud by name only (source): a four of a kind, or a sequence of N cards.
  const int best = bestKey(decl_[p], trump_);
  int length = 0;
  for (const Declaration& d : decl_[p])
    if (declarationKey(d, trump_) == best) length = d.length;
  announcedLength_[p] = static_cast<int8_t>(length);
  log({.kind = EventKind::Announced, .player = static_cast<int8_t>(p), .side = static_cast<int8_t>(side(p)),
       .length = static_cast<int8_t>(length)});
}

void BeloteState::playCard(Card c, bool sayBelote) {
  const int p = currentPlayer();
  if (trickSize_ > 0) inferFromPlay(p, c);
  const Card king = Card::of(trump_, kBeloteKing), queen = Card::of(trump_, kBeloteQueen);
  if (c == king || c == queen) {
    if (sayBelote) {
      const bool rebelote = beloteSaid_ == 1;
      log({.kind = EventKind::Belote, .player = static_cast<int8_t>(p), .side = static_cast<int8_t>(side(p)),
           .card = c, .rebelote = rebelote});
      if (rebelote) {
        beloteSaid_ = 2;
        dealBelote_[side(p)] += kBelotePoints;
      } else {
        beloteSaid_ = 1;
        beloteHolder_ = p;
        known_[p].add(c == king ? queen : king);  // "belote" shows the other card is in his hand
      }
    } else if (beloteOffered(p, c)) {
      beloteSaid_ = 3;  // not announced: the belote is lost
    }
  }
  hands_[p].remove(c);
  known_[p].remove(c);
  played_.add(c);
  playedBy_[p].add(c);
  trick_[trickSize_] = c;
  if (trickSize_ > 0 && rules_->beats(c, trick_[winningIndex_], trump_)) winningIndex_ = trickSize_;
  ++trickSize_;
  log({.kind = EventKind::CardPlayed, .player = static_cast<int8_t>(p), .card = c});
  if (trickSize_ == n_) finishTrick();
}

void BeloteState::finishTrick() {
  const int w = trickWinner();
  int points = 0;
  for (int i = 0; i < n_; ++i) points += rules_->points(trick_[i], trump_);
  ++tricksDone_;
  const bool last = hands_[w].empty();
  const int bonus = last ? kDixDeDer : 0;
  const int s = side(w);
  dealCards_[s] += points + bonus;
  ++tricksBySide_[s];
  leader_ = w;
  trickSize_ = 0;
  winningIndex_ = 0;
  log({.kind = EventKind::TrickWon, .player = static_cast<int8_t>(w), .side = static_cast<int8_t>(s),
       .trickNumber = static_cast<int8_t>(tricksDone_), .ultimas = static_cast<int8_t>(bonus),
       .points = static_cast<int16_t>(points)});
  if (tricksDone_ == 1) resolveDeclarations();
  if (last) endDeal();
}

// ---- views -------------------------------------------------------------------

Scores BeloteState::scores() const {
  Scores out;
  for (int s = 0; s < rules_->numSides(); ++s)
    out.sides.push_back({totals_[s], dealCards_[s], dealDecl_[s] + dealBelote_[s] + dealCapote_[s], 0, 0});
  out.winner = winnerSide_;
  return out;
}

BelotePlayView BeloteState::playView() const {
  BelotePlayView v;
  v.rules = rules_;
  v.stage = stage_;
  v.players = n_;
  v.trump = trump_;
  v.taker = taker_;
  v.dealer = dealer_;
  v.turned = turnedOnTable_ ? turned_ : kNoCard;
  v.hands = hands_;
  v.leader = leader_;
  v.tricksDone = tricksDone_;
  v.played = played_;
  v.beloteSaid = beloteSaid_;
  v.beloteHolder = beloteHolder_;
  for (int s = 0; s < 4; ++s) {
    v.cardPoints[s] = dealCards_[s];
    v.belotePoints[s] = dealBelote_[s];
  }
  if (stage_ == BeloteStage::Play) {
    v.trickSize = trickSize_;
    for (int i = 0; i < trickSize_; ++i) v.trick[i] = trick_[i];
  }
  return v;
}

BeloteState::Table BeloteState::table() const {
  const auto n = static_cast<size_t>(n_);
  const auto stock = static_cast<size_t>(stockEnd_ - stockPos_);
  return {dealNumber_, 1, dealer_, trump_, turnedOnTable_ ? turned_ : kNoCard, {hands_.data(), n}, {known_.data(), n},
          {excluded_.data(), n}, {stock_.data() + stockPos_, stock}, static_cast<int>(stock),
          {trick_.data(), stage_ == BeloteStage::Play ? static_cast<size_t>(trickSize_) : 0}, leader_, played_};
}

Observation BeloteState::observe(int player) const {
  Observation o = observeTable(player);
  o.taker = taker_;
  return o;
}

}  // namespace baza
