#include "guinote/GuinoteState.h"
#include "guinote/GuinoteObligations.inl"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>
#include <type_traits>
#include <utility>

#include "Inlining.h"

namespace baza {

GuinoteState::GuinoteState(std::shared_ptr<const GuinoteGame> game, const MatchSetup& setup)
    : TrickGameState(std::move(game), setup, 128, 128), n_(rules_->players) {
  startMatch();
}

// Every member back to the constructor's value that startMatch() does not set: the match's,
// and the deal's that startDeal() leaves (they are read only once set again; reset all the same).
void GuinoteState::restart(uint64_t seed) {
  seed_ = seed;
  events_.clear();
  history_.clear();
  personAtSeat_ = {0, 1, 2, 3};
  dealNumber_ = 0;
  cardPoints_ = cantePoints_ = dealCardPoints_ = dealCantePoints_ = {};
  partidas_ = cotos_ = {};
  winnerSide_ = -1;
  trick_ = {};
  hiddenTwenties_ = {};
  revokeReason_ = IllegalReason::MustFollowSuit;
  revokeCard_ = Card();
  windowStep_ = 0;
  startMatch();
}

void GuinoteState::startMatch() {
  dealer_ = n_ - 1;
  if (rules_->ceremony != Ceremony::None) runCeremony();
  dealInPartida_ = 1;
  startDeal();
}

// ---- the deal ----------------------------------------------------------------

void GuinoteState::startDeal() {
  ++dealNumber_;
  PackBuffer pack{};  // zeroed: the fixed-size stock copy below reads past the deck
  const Card* deck = pack.data() + cutPack(pack, dealNumber_);  // cut by the player on the dealer's left
  const int size = static_cast<int>(rules_->deck.size());
  for (int side = 0; side < 3; ++side)
    previousDealPoints_[side] = static_cast<int16_t>(dealCardPoints_[side] + dealCantePoints_[side]);
  previousDealCardPoints_ = dealCardPoints_;
  noPair_ = {};
  known_ = {};
  excluded_ = {};
  dealCardPoints_ = {};
  dealCantePoints_ = {};
  played_ = CardSet();
  sungSuits_ = 0;
  hiddenCount_ = 0;
  playedBy_ = {};
  tricksDone_ = 0;
  trickSize_ = 0;
  winningIndex_ = 0;
  revoker_ = -1;
  const int mano = seat(dealer_ + 1);
  // Two rounds of three, from the mano: the i-th hand from him gets deck[3i, 3i + 3) and
  // deck[3n + 3i, 3n + 3i + 3), one store a hand.
  hands_ = {};
  const auto three = [&](int k) { return (uint64_t{1} << deck[k].id) | (uint64_t{1} << deck[k + 1].id) | (uint64_t{1} << deck[k + 2].id); };
  for (int i = 0; i < n_; ++i) hands_[seat(mano + i)] = CardSet(three(3 * i) | three(3 * n_ + 3 * i));
  int next = 6 * n_;
  faceUp_ = deck[next++];
  faceUpOnTable_ = true;
  trump_ = faceUp_.suit();
  exchangers_ = uint64_t{1} << (16 * trump_ + rules_->exchangeRank) |
                uint64_t{rules_->exchangeChainTwo} << (16 * trump_ + 2);  // the 2 of trumps: only with the chain
  // The stock, and past its end what follows in the buffer (never read): one fixed-size copy. At
  // most 44 + 25 + 48 = 117 cards into the buffer (a 48-card pack cut at 44, 4 players).
  static_assert(std::tuple_size_v<PackBuffer> >= 44 + 25 + std::tuple_size_v<decltype(stock_)>);
  std::copy_n(deck + next, stock_.size(), stock_.begin());
  stockPos_ = 0;
  stockEnd_ = size - next;
  leader_ = mano;
  lastTrickWinner_ = mano;
  stage_ = Stage::Play;
  leadWindow_ = false;
  log({.kind = EventKind::DealStarted, .player = static_cast<int8_t>(dealer_), .suit = static_cast<int8_t>(trump_),
       .card = faceUp_, .dealNumber = static_cast<int16_t>(dealNumber_),
       .dealInPartida = static_cast<int16_t>(dealInPartida_)});
}

int GuinoteState::currentPlayer() const {
  switch (stage_) {
    case Stage::Play: return seat(leader_ + trickSize_);
    case Stage::BeforeDraw:
    case Stage::AfterDraw: return windowMember();
    case Stage::Over: return kNoPlayer;
  }
  return kNoPlayer;
}

int GuinoteState::windowMember() const {
  // Before the draw: the winner, then his partner. After it: the partner (the winner
  // acts at his lead).
  const int partner = partnerOf(leader_);
  if (stage_ == Stage::BeforeDraw) {
    if (windowStep_ == 0) return leader_;
    if (windowStep_ == 1 && partner >= 0) return partner;
    return -1;
  }
  if (windowStep_ == 0 && partner >= 0) return partner;
  return -1;
}

bool GuinoteState::singAllowed() const {
  return stage_ == Stage::BeforeDraw || !stockEmpty() || rules_->cantesInArrastre;
}

bool GuinoteState::canExchange(int player) const {
  if (stage_ != Stage::BeforeDraw || !faceUpOnTable_) return false;
  const Card seven = Card::of(trump_, rules_->exchangeRank);
  if (faceUp_ == seven)  // only the chain: the 2 takes the face-up 7 (Catalan)
    return rules_->exchangeChainTwo && hands_[player].has(Card::of(trump_, 2));
  if (!hands_[player].has(seven)) return false;
  if (rules_->exchangeNeedsValueCard && rules_->points[faceUp_.rank()] == 0) return false;
  return true;
}

// Bit s set: the player holds Rey and Sota of suit s, not yet sung this deal.
unsigned GuinoteState::singableSuits(int player) const {
  const uint64_t h = hands_[player].bits();
  const uint64_t both = (h >> kRey) & (h >> kSota) & 0x0001000100010001ull;  // bit 16*s per suit
  const auto suits = static_cast<unsigned>((both | both >> 15 | both >> 30 | both >> 45) & 0xF);
  return suits & ~unsigned{sungSuits_};
}

// In vueltas the claim is offered once per trick: to its winner at his lead, after the
// draw and every cante of the window, so all the side's points count (README, project
// choices). Code version 1 replays offered it at every optional turn.
bool GuinoteState::claimOffered() const {
  return dealInPartida_ >= 2 && (stage_ == Stage::Play || rules_->claimAtEveryTurn);
}

// Most turns have nothing to decide: no Rey+Sota pair, no card to exchange with, no claim.
// One expression, no branch: called at every trick's end and lead.
inline bool GuinoteState::mayHaveOptions(int player) const {
  const uint64_t h = hands_[player].bits();
  const uint64_t pairs = (h >> kRey) & (h >> kSota) & 0x0001000100010001ull;  // bit 16*s: Rey and Sota of suit s
  return ((pairs | (h & exchangers_ & (0 - uint64_t{faceUpOnTable_}))) != 0) | (dealInPartida_ >= 2);
}

unsigned GuinoteState::windowOptions(int player) const {
  if (!mayHaveOptions(player)) return 0;
  unsigned out = canExchange(player) ? 1u : 0u;
  if (singAllowed()) out |= singableSuits(player) << 1;
  if (claimOffered()) out |= 1u << 5;
  return out;
}

Action GuinoteState::optionAction(int bit) {
  switch (bit) {
    case 0: return Action::exchange();
    case 5: return Action::claim();
    case 6: return Action::pass();
    default: return Action::sing(bit - 1);
  }
}

void GuinoteState::addWindowOptions(int player, ActionList& out) const {
  for (unsigned options = windowOptions(player); options; options &= options - 1)
    out.push(optionAction(std::countr_zero(options)));
}

ActionList GuinoteState::legalActions() const {
  ActionList out;
  if (stage_ == Stage::Over) return out;
  const int p = currentPlayer();
  if (stage_ == Stage::Play) {
    for (Card c : playableCards(p)) out.push(Action::play(c));  // first, in id order (playRandomly counts on it)
    if (leadWindow_) addWindowOptions(p, out);
    return out;
  }
  addWindowOptions(p, out);
  out.push(Action::pass());
  return out;
}

GuinoteState::LegalSets GuinoteState::legalSets() const {
  if (stage_ == Stage::Over) return {};
  const int p = currentPlayer();
  if (stage_ == Stage::Play) return {playableCards(p), leadWindow_ ? windowOptions(p) : 0u};
  return {CardSet(), windowOptions(p) | kPassOption};
}

std::optional<IllegalReason> GuinoteState::whyIllegal(Action a) const {
  if (stage_ == Stage::Over) return IllegalReason::GameOver;
  const int p = currentPlayer();
  if (a.kind() == ActionKind::Play && stage_ == Stage::Play) {
    Card c = a.card();
    if (!hands_[p].has(c)) return IllegalReason::NotInHand;
    if (rules_->strictTable || legalCards(p).has(c)) return std::nullopt;
    return obligationReason(p, c);
  }
  if (a.kind() == ActionKind::Play) return IllegalReason::NotAvailable;
  ActionList options;
  if (stage_ != Stage::Play) options.push(Action::pass());
  if (stage_ != Stage::Play || leadWindow_) addWindowOptions(p, options);
  if (options.contains(a)) return std::nullopt;
  return IllegalReason::NotAvailable;
}

// Inlined into applyEffect: the call was a tenth of a random playout. Only this file calls it.
[[gnu::always_inline]] inline void GuinoteState::playCard(Card c) {
  const int p = seat(leader_ + trickSize_);
  const bool arrastre = stockEmpty();
  if (trickSize_ > 0) {
    if (arrastre) {
      if (rules_->strictTable) {
        if (revoker_ < 0 && !legalCards(p).has(c)) {  // renuncio: judged when the trick closes
          revoker_ = p;
          revokeReason_ = obligationReason(p, c);
          revokeCard_ = c;
        }
      } else {
        inferFromPlay(p, c, trick_[0].suit(), rules_->beaters(trick_[winningIndex_], trump_),
                      side(trickWinner()) == side(p));
      }
    }
    if (rules_->beats(c, trick_[winningIndex_], trump_)) winningIndex_ = trickSize_;
  }
  closeLeadWindow(p, arrastre);
  takeCard(p, c);
  if (record_) log({.kind = EventKind::CardPlayed, .player = static_cast<int8_t>(p), .card = c});
  if (trickSize_ == n_) finishTrick();
}

inline void GuinoteState::closeLeadWindow(int p, bool arrastre) {
  if (leadWindow_) {
    if (arrastre && rules_->cantesInArrastre) {  // the side let its chance to sing pass
      noPair_[p] = true;
      if (n_ == 4) noPair_[partnerOf(p)] = true;
    }
    leadWindow_ = false;
  }
}

inline void GuinoteState::takeCard(int p, Card c) {
  removeFromHand(p, CardSet(uint64_t{1} << c.id));
  trick_[trickSize_] = c;
  ++trickSize_;
}

inline void GuinoteState::removeFromHand(int p, CardSet played) {
  const CardSet cards = hands_[p] & played;
  hands_[p] -= cards;
  known_[p] -= cards;
  played_ |= cards;
  playedBy_[p] |= cards;
}

// Whole tricks for playRandomly (the log off, not strict_table), from a lead at which the
// leader has no option, for as long as the windows after them offer nobody one: playCard's
// effects card after card, finishTrick()'s at the end. The same draws as playCard's path: one
// rng.below(legal cards) a card. Locals where playCard keeps members: the winning card's
// beaters as one mask, the trick's cards as one set, taken from the hands when it closes (each
// hand plays once a trick). Returns the cards played (0: an option at the lead, or too few
// actions left).
// N = 4 (native builds, 4 players): the followers unrolled, each phase's tricks apart, the
// quiet window inlined: -19% instructions a deal natively. N = 0 (any table): compact, and the
// only one in WebAssembly, where N = 4 took 12% fewer instructions a deal under node
// (bench/instructions.sh) but 2.4 KB gzip more than the site's budget had left.
template <int N>
int GuinoteState::quickTricks(Rng& callerRng, int64_t maxCards) {
  Rng rng = callerRng;  // a local copy: its state stays in registers
  const GuinoteRules& r = *rules_;
  const int n = N ? N : n_;
  const bool pairs = n == 4;
  const auto seatOf = [&](int x) { return N == 4 ? x & 3 : seat(x); };
  // One trick from leader's lead: its winner's index in play order and its points. `phase`
  // (a constant for N = 4): 0 the stock lasts, 1 arrastre, 2 its last trick, where every hand
  // holds one card and the draw below(1), one next(), picks it, 3 arrastre with at most 3 cards
  // a hand (a shorter pick).
  const auto playTrick = [&](int leader, auto phase) BAZA_CLANG_LAMBDA_INLINE {
    const bool arrastre = phase >= 1, last = N == 4 && phase == 2, few = N == 4 && phase == 3;
    const auto pick = [&](CardSet cards) BAZA_CLANG_LAMBDA_INLINE {
      if (last) {
        rng.next();  // below(1)'s one draw
        return cards.nthOfFew<1>(0);
      }
      assert(!(N == 4 && phase == 0) || cards.size() == kHandSize);
      const int size = N == 4 && phase == 0 ? kHandSize : cards.size();  // every hand, while the stock lasts
      const int k = static_cast<int>(rng.below(static_cast<uint32_t>(size)));
      return few ? cards.nthOfFew<3>(k) : cards.nthOfFew<kHandSize>(k);
    };
    const CardSet hand = hands_[leader];
    Card c = pick(hand);
    const int led = c.suit();
    CardSet beat = r.beaters(c, trump_), trick(uint64_t{1} << c.id);
    int winIdx = 0, points = r.points[c.rank()];
    const auto follow = [&](int i, int p) BAZA_CLANG_LAMBDA_INLINE {
      const bool partnerWinning = pairs & (((i ^ winIdx) & 1) == 0);
      if (arrastre && !last) {  // the inference from what the obligations found (-1.5% a playout)
        const GuinoteRules::ArrastreChoice choice = r.arrastreChoice(hands_[p], led, beat, partnerWinning);
        c = pick(choice.legal);
        excluded_[p] |= GuinoteRules::inferred(led, choice.follows, choice.freed, beat.has(c), beat);
      } else {
        c = pick(hands_[p]);
        if (arrastre) inferFromPlay(p, c, led, beat, partnerWinning);
      }
      const CardSet wins = CardSet::allIf(beat.has(c));  // masks and selects, not branches: half the cards would mispredict them
      winIdx ^= (winIdx ^ i) & static_cast<int>(wins.bits());
      const CardSet beaten = r.beaters(c, trump_);  // loaded either way: a conditional move (-1.5% a playout natively)
      beat = wins.empty() ? beat : beaten;
      points += r.points[c.rank()];
      trick.add(c);
    };
    if constexpr (N == 4) {
      follow(1, (leader + 1) & 3);
      follow(2, (leader + 2) & 3);
      follow(3, (leader + 3) & 3);
    } else {
      for (int i = 1, p = leader; i < n; ++i) follow(i, p = seat(p + 1));
    }
    for (int p = 0; p < n; ++p) removeFromHand(p, trick);
    return std::pair{winIdx, points};
  };
  int cards = 0;
  // N = 4: in arrastre hands only lose cards, so who may not act now never may this deal.
  bool quietLead = false;  // the leader was just found to have no option, and has drawn nothing since
  bool quietDeal = false;  // arrastre, and no hand may act (mayHaveOptions) for the rest of the deal
  // At a lead every hand holds as many cards (one played and one drawn each a trick): the leader's tells.
  while (stage_ == Stage::Play && maxCards - cards >= n && !hands_[leader_].empty()) {
    const int leader = leader_;
    if (leadWindow_ && !quietLead && mayHaveOptions(leader) && windowOptions(leader) != 0) break;
    const bool arrastre = stockEmpty();
    closeLeadWindow(leader, arrastre);
    std::pair<int, int> played;  // the winner's index, the points
    if constexpr (N == 4) {
      if (!arrastre) {
        played = playTrick(leader, std::integral_constant<int, 0>{});
      } else if (hands_[leader].size() == 1) {
        played = playTrick(leader, std::integral_constant<int, 2>{});
      } else if (hands_[leader].size() <= 3) {
        played = playTrick(leader, std::integral_constant<int, 3>{});
      } else {
        played = playTrick(leader, std::integral_constant<int, 1>{});
      }
    } else {
      played = playTrick(leader, arrastre ? 1 : 0);
    }
    cards += n;
    const int w = seatOf(leader + played.first);
    quietLead = false;
    if (!awardTrick(w, played.second)) {
      endDeal();
      quietDeal = false;
      continue;
    }
    const int partner = partnerOf(w);
    if (N == 4 && arrastre && !quietDeal) quietDeal = !(int{mayHaveOptions(0)} | int{mayHaveOptions(1)} | int{mayHaveOptions(2)} | int{mayHaveOptions(3)});  // branch-free
    if (N == 0 || (!quietDeal && (mayHaveOptions(w) || (partner >= 0 && mayHaveOptions(partner))))) {
      openWindow(w);
      continue;
    }
    drawThenLead(partner);  // openWindow(w) when nobody in the window may act (most tricks)
    quietLead = arrastre;     // in arrastre nothing was drawn: the partner has no option, w leads
  }
  callerRng = rng;
  return cards;
}

void GuinoteState::applyEffect(Action a) {
  switch (a.kind()) {
    case ActionKind::Play: playCard(a.card()); return;
    case ActionKind::Sing: sing(a.suit()); return;
    case ActionKind::Exchange: exchange(); return;
    case ActionKind::Claim: claim(); return;
    case ActionKind::Pass:
      ++windowStep_;
      settleWindow();
      return;
    default: return;
  }
}

// legalActions() counted, not listed: the cards in id order, then the window's options
// in bit order (pass last), so the same draw picks the same action. The generator is a
// local copy, so that its state may stay in registers across the calls below.
int64_t GuinoteState::playRandomly(Rng& callerRng, int64_t maxActions) {
  Rng rng = callerRng;
  int64_t actions = 0;
  const bool quick = !record_ && !rules_->strictTable;
  for (; stage_ != Stage::Over; ++actions) {
    if (actions >= maxActions) break;
    if (quick && stage_ == Stage::Play && trickSize_ == 0) {
#ifdef __EMSCRIPTEN__
      const int cards = quickTricks<0>(rng, maxActions - actions);
#else
      const int cards = n_ == 4 ? quickTricks<4>(rng, maxActions - actions) : quickTricks<0>(rng, maxActions - actions);
#endif
      if (cards > 0) {
        actions += cards - 1;
        continue;
      }
    }
    // What quickTricks does not play (windows, strict_table, the log on): legalActions() counted.
    const bool play = stage_ == Stage::Play;
    const int p = currentPlayer();
    const CardSet cards = play ? playableCards(p) : CardSet();
    const CardSet options(play ? (leadWindow_ ? windowOptions(p) : 0u) : windowOptions(p) | kPassOption);
    const int cardCount = cards.size();
    const int count = cardCount + options.size();
    if (count == 0) break;
    const int k = static_cast<int>(rng.below(static_cast<uint32_t>(count)));
    assert(cardCount <= kHandSize);  // nthOfFew's bound (and 7 option bits)
    applyLegal(k < cardCount ? Action::play(cards.nthOfFew<kHandSize>(k)) : optionAction(options.nthOfFew<7>(k - cardCount).id));
  }
  callerRng = rng;
  return stage_ == Stage::Over ? actions : -1;
}

void GuinoteState::finishTrick() {
  const int w = trickWinner();
  int points = 0;
  for (int i = 0; i < n_; ++i) points += rules_->points[trick_[i].rank()];
  const bool goesOn = awardTrick(w, points);
  const int s = side(w);
  if (record_) log({.kind = EventKind::TrickWon, .player = static_cast<int8_t>(w), .side = static_cast<int8_t>(s),
       .trickNumber = static_cast<int8_t>(tricksDone_), .ultimas = static_cast<int8_t>(goesOn ? 0 : kUltimas),
       .points = static_cast<int16_t>(points)});
  if (revoker_ >= 0) {
    log({.kind = EventKind::Revoke, .player = static_cast<int8_t>(revoker_), .card = revokeCard_,
         .reason = revokeReason_});
    endPartida(bestSideAmong(static_cast<uint8_t>(((1 << rules_->numSides()) - 1) & ~(1 << side(revoker_)))),
               PartidaEnd::Revoke);
    return;
  }
  if (goesOn) {
    openWindow(w);
  } else {
    endDeal();
  }
}

// The trick's points (and últimas on the last) to w's side, w to lead: false on the deal's last trick.
bool GuinoteState::awardTrick(int w, int points) {
  ++tricksDone_;
  const bool last = hands_[w].empty() && stockEmpty();
  const int s = side(w);
  const int total = points + (last ? kUltimas : 0);
  dealCardPoints_[s] = static_cast<int16_t>(dealCardPoints_[s] + total);
  cardPoints_[s] = static_cast<int16_t>(cardPoints_[s] + total);
  lastTrickWinner_ = w;
  leader_ = w;
  trickSize_ = 0;
  winningIndex_ = 0;
  return !last;
}

// After a trick that was not the last: the winning side's window, settled up to someone's
// option or the next lead.
void GuinoteState::openWindow(int w) {
  const int partner = partnerOf(w);
  if (!mayHaveOptions(w) && (partner < 0 || !mayHaveOptions(partner))) {
    drawThenLead(partner);
    return;
  }
  windowStep_ = 0;
  stage_ = stockEmpty() ? Stage::AfterDraw : Stage::BeforeDraw;
  settleWindow();
}

// drawCards(); with 4 players and no log (random playouts) unrolled inline, the last draw's
// face-up trump included: -2% instructions a playout natively, most of it the call's; -4% in
// WebAssembly, for 150 bytes gzip.
inline void GuinoteState::draw() {
  if (n_ == 4 && !record_) {
    const int p = leader_;
    const Card* top = stock_.data() + stockPos_;
    const bool last = stockEnd_ - stockPos_ < 4;  // three face down, then the face-up trump (the stock divides so)
    assert(!last || stockEnd_ - stockPos_ == 3);
    const Card fourth = last ? faceUp_ : top[3];  // top[3] is in stock_ either way
    hands_[p].add(top[0]);
    hands_[(p + 1) & 3].add(top[1]);
    hands_[(p + 2) & 3].add(top[2]);
    hands_[(p + 3) & 3].add(fourth);
    if (last) known_[(p + 3) & 3].add(fourth);
    faceUpOnTable_ = !last;
    stockPos_ += last ? 3 : 4;
    return;
  }
  drawCards();
}

// settleWindow()'s outcome when nobody in the window may act before the draw (most tricks):
// the draw, then the lead. After the draw only the partner's turn is left (the winner acts at
// his lead), and the draw may have given him options: asked again.
void GuinoteState::drawThenLead(int partner) {
  windowStep_ = 0;
  if (!stockEmpty()) draw();
  if (partner >= 0 && mayHaveOptions(partner)) {
    stage_ = Stage::AfterDraw;
    settleWindow();
    return;
  }
  stage_ = Stage::Play;
  leadWindow_ = true;
}

// Move through the window until someone has an optional action to decide.
void GuinoteState::settleWindow() {
  while (stage_ == Stage::BeforeDraw || stage_ == Stage::AfterDraw) {
    const int p = windowMember();
    if (p < 0) {
      if (stage_ == Stage::BeforeDraw) {
        draw();
        stage_ = Stage::AfterDraw;
        windowStep_ = 0;
        continue;
      }
      stage_ = Stage::Play;
      leadWindow_ = true;
      return;
    }
    if (windowOptions(p) != 0) return;
    ++windowStep_;
  }
}

void GuinoteState::drawCards() {
  if (!record_ && stockEnd_ - stockPos_ >= n_) {  // a face-down card for everyone, nothing to log: most draws
    for (int i = 0; i < n_; ++i) hands_[seat(leader_ + i)].add(stock_[stockPos_ + i]);
    stockPos_ += n_;
    return;
  }
  for (int i = 0; i < n_; ++i) {  // the winner first, then in playing order
    const int p = seat(leader_ + i);
    Card c;
    bool public_ = false;
    if (stockPos_ < stockEnd_) {
      c = stock_[stockPos_++];
    } else {
      c = faceUp_;  // the face-up trump is the last card drawn
      faceUpOnTable_ = false;
      public_ = true;
      known_[p].add(c);
    }
    hands_[p].add(c);
    if (record_) log({.kind = EventKind::CardDrawn, .player = static_cast<int8_t>(p), .card = c, .shown = public_});
  }
}

void GuinoteState::sing(int suit) {
  const int p = currentPlayer();
  const int s = side(p);
  const int value = suit == trump_ ? 40 : 20;
  // In arrastre a 20 is sung without showing the suit; the 40's suit is known anyway.
  const bool hidden = stockLeft() == 0 && suit != trump_;
  sungSuits_ |= static_cast<uint8_t>(1 << suit);
  dealCantePoints_[s] += value;
  cantePoints_[s] += value;
  if (!hidden) {
    known_[p].add(Card::of(suit, kRey));
    known_[p].add(Card::of(suit, kSota));
  } else if (hiddenCount_ < static_cast<int>(hiddenTwenties_.size())) {  // one per plain suit: always room
    hiddenTwenties_[hiddenCount_++] = {static_cast<int8_t>(p), static_cast<int8_t>(suit), playedBy_[p]};
  }
  log({.kind = EventKind::Sang, .player = static_cast<int8_t>(p), .side = static_cast<int8_t>(s),
       .suit = static_cast<int8_t>(suit), .hidden = hidden, .points = static_cast<int16_t>(value)});
  if (stage_ != Stage::Play) settleWindow();  // the player may have nothing left to do
}

void GuinoteState::exchange() {
  const int p = currentPlayer();
  const Card seven = Card::of(trump_, rules_->exchangeRank);
  const Card give = faceUp_ == seven ? Card::of(trump_, 2) : seven;
  const Card take = faceUp_;
  hands_[p].remove(give);
  hands_[p].add(take);
  known_[p].add(take);
  faceUp_ = give;
  log({.kind = EventKind::Exchanged, .player = static_cast<int8_t>(p), .card = give, .cardTaken = take});
  settleWindow();
}

int GuinoteState::sidePoints(int s) const { return partidaTotal(cardPoints_[s], cantePoints_[s]); }

int GuinoteState::partidaTotal(int cards, int cantes) const {
  const bool cantesCount = rules_->minCardPointsForCantes == 0 || cards >= rules_->minCardPointsForCantes;
  return cards + (cantesCount ? cantes : 0);
}

void GuinoteState::claim() {
  const int p = currentPlayer();
  const int s = side(p);
  const int total = sidePoints(s);
  const bool correct = total >= kTargetPoints;
  log({.kind = EventKind::Claimed, .player = static_cast<int8_t>(p), .side = static_cast<int8_t>(s),
       .correct = correct, .total = static_cast<int16_t>(total)});
  if (correct) {
    endPartida(s, PartidaEnd::Claim);
  } else {  // a wrong claim loses the partida
    endPartida(bestSideAmong(static_cast<uint8_t>(((1 << rules_->numSides()) - 1) & ~(1 << s))),
               PartidaEnd::WrongClaim);
  }
}

// Among several sides: the side of the last trick's winner, else the most points,
// else the first in playing order from the mano (a project choice for 3 players).
int GuinoteState::bestSideAmong(uint8_t mask) const {
  const int lastSide = side(lastTrickWinner_);
  if (mask >> lastSide & 1) return lastSide;
  int best = -1;
  for (int i = 0; i < n_; ++i) {
    const int s = side(seat(dealer_ + 1 + i));
    if ((mask >> s & 1) && (best < 0 || sidePoints(s) > sidePoints(best))) best = s;
  }
  return best;
}

void GuinoteState::endDeal() {
  uint8_t over = 0;
  for (int s = 0; s < rules_->numSides(); ++s) {
    const bool counted = rules_->minCardPointsForCantes == 0 || cardPoints_[s] >= rules_->minCardPointsForCantes;
    if (record_)
      log({.kind = EventKind::DealScored, .side = static_cast<int8_t>(s), .counted = counted,
           .points = dealCardPoints_[s], .bonus = dealCantePoints_[s], .total = static_cast<int16_t>(sidePoints(s))});
    if (sidePoints(s) >= kTargetPoints) over |= static_cast<uint8_t>(1 << s);
  }
  if (over) {
    const int winner = bestSideAmong(over);
    endPartida(winner, std::popcount(over) > 1 ? PartidaEnd::LastTrick : PartidaEnd::Points);
    return;
  }
  if (rules_->length == MatchLength::Deal) {
    stage_ = Stage::Over;
    return;
  }
  ++dealInPartida_;  // nobody reached 101: a deal "de vueltas", scores carried over
  dealer_ = lastTrickWinner_;
  startDeal();
}

void GuinoteState::endPartida(int s, PartidaEnd how) {
  ++partidas_[s];
  log({.kind = EventKind::PartidaWon, .side = static_cast<int8_t>(s), .partidaEnd = how, .won = partidas_[s]});
  if (partidas_[s] >= rules_->partidasPerCoto) {
    ++cotos_[s];
    partidas_ = {};
    log({.kind = EventKind::CotoWon, .side = static_cast<int8_t>(s), .won = cotos_[s]});
    if (cotos_[s] >= rules_->cotosPerMatch) {
      log({.kind = EventKind::MatchWon, .side = static_cast<int8_t>(s)});
      winnerSide_ = s;
      stage_ = Stage::Over;
      return;
    }
  }
  if (rules_->length != MatchLength::Match) {
    winnerSide_ = s;
    stage_ = Stage::Over;
    return;
  }
  cardPoints_ = {};
  cantePoints_ = {};
  dealInPartida_ = 1;
  dealer_ = lastTrickWinner_;  // the winner of the last trick deals next
  startDeal();
}

// ---- views -------------------------------------------------------------------

Scores GuinoteState::scores() const {
  Scores out;
  for (int s = 0; s < rules_->numSides(); ++s)
    out.sides.push_back({sidePoints(s), cardPoints_[s], cantePoints_[s], partidas_[s], cotos_[s]});
  out.winner = winnerSide_;
  return out;
}

ArrastrePosition GuinoteState::arrastrePosition() const {
  ArrastrePosition a;
  a.rules = rules_;
  a.players = n_;
  a.trump = trump_;
  a.hands = hands_;
  a.stockLeft = stockLeft();
  a.cardToPlay = stage_ == Stage::Play;
  a.leader = leader_;
  if (a.cardToPlay) {
    a.trickSize = trickSize_;
    // The four slots as one word, those past the trick kNoCard (0xFF bytes; trickSize_ < 4
    // while a card is to play): a copy of trickSize_ cards was a call to memcpy once a playout
    // step, and WebAssembly's memcpy has no quick path for a few bytes.
    static_assert(sizeof(trick_) == 4);
    if constexpr (std::endian::native == std::endian::little) {
      uint32_t slots;
      std::memcpy(&slots, trick_.data(), 4);
      slots |= ~uint32_t{0} << (8 * trickSize_);
      std::memcpy(static_cast<void*>(a.trick.data()), &slots, 4);
    } else {
      for (int i = 0; i < trickSize_; ++i) a.trick[i] = trick_[i];
    }
  }
  return a;
}

GuinoteState::Table GuinoteState::table() const {
  const auto n = static_cast<size_t>(n_);
  return {dealNumber_, dealInPartida_, dealer_, trump_, faceUpOnTable_ ? faceUp_ : kNoCard, {hands_.data(), n},
          {known_.data(), n}, {excluded_.data(), n}, {stock_.data() + stockPos_, static_cast<size_t>(stockEnd_ - stockPos_)},
          stockLeft(), {trick_.data(), stage_ == Stage::Play ? static_cast<size_t>(trickSize_) : 0}, leader_, played_};
}

}  // namespace baza
