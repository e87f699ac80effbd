#include "bots/BeloteHeuristics.h"

#include "belote/BeloteState.h"

namespace baza {
namespace {

int keepValue(const BeloteRules& r, Card c, int trump) {
  return r.points(c, trump) * 4 + r.strength(c, trump) + (c.suit() == trump ? 60 : 0);
}

Card cheapest(const BeloteRules& r, CardSet set, int trump) {
  Card best = set.first();
  for (Card c : set)
    if (keepValue(r, c, trump) < keepValue(r, best, trump)) best = c;
  return best;
}

// No card that beats c in its own suit is still out (not played, not in hand).
bool isMaster(const BeloteRules& r, Card c, int trump, CardSet hand, CardSet played) {
  return (r.stronger(c, trump) - hand - played).empty();
}

Action bidAction(const BeloteSeen& s) {
  const BeloteRules& r = *s.rules;
  const Card seven = Card::of(s.turned.suit(), kBeloteSeven);
  int bestSuit = -1, best = 0;
  for (Action a : s.legal) {
    if (a.kind() != ActionKind::Bid) continue;
    const int suit = a.arg();
    Card extra;
    CardSet hand = s.hand;
    if (r.players == 4) {
      extra = s.turned;  // the taker gets the turned card
    } else if (suit == s.turned.suit() && hand.has(seven)) {
      extra = s.turned;  // and gives the 7 for it
      hand.remove(seven);
    }
    const int v = bidStrength(r, hand, suit, extra);
    if (bestSuit < 0 || v > best) {
      bestSuit = suit;
      best = v;
    }
  }
  // The dealer stuck with trumps (the redeal cap) takes his best suit however weak.
  if (bestSuit >= 0 && (best >= bidThreshold(r) || !s.legal.contains(Action::pass()))) return Action::bid(bestSuit);
  return Action::pass();
}

Card chooseCard(const BeloteSeen& s, CardSet legal) {
  const BeloteRules& r = *s.rules;
  const int trump = s.trump;
  const bool taking = s.taker >= 0 && r.sideOf(s.taker) == r.sideOf(s.player);
  if (s.trickSize == 0) {
    const CardSet trumps = legal & CardSet::suit(trump);
    const CardSet outTrumps = (CardSet::suit(trump) & r.deckSet) - s.hand - s.played;
    if (taking && !trumps.empty() && !outTrumps.empty()) {  // pull trumps with a master one
      Card top = trumps.first();
      for (Card c : trumps)
        if (r.strength(c, trump) > r.strength(top, trump)) top = c;
      if (isMaster(r, top, trump, s.hand, s.played)) return top;
    }
    Card cash;  // a master in a plain suit, the most valuable first
    for (Card c : legal - CardSet::suit(trump))
      if (isMaster(r, c, trump, s.hand, s.played) && (!cash.valid() || r.points(c, trump) > r.points(cash, trump)))
        cash = c;
    if (cash.valid() && (outTrumps.empty() || taking || r.points(cash, trump) >= 10)) return cash;
    const CardSet plain = legal - CardSet::suit(trump);
    return cheapest(r, plain.empty() ? legal : plain, trump);
  }
  int winner = 0, points = 0;
  for (int i = 0; i < s.trickSize; ++i) {
    points += r.points(s.trick[i], trump);
    if (i > 0 && r.beats(s.trick[i], s.trick[winner], trump)) winner = i;
  }
  const Card winning = s.trick[winner];
  const bool last = s.trickSize == r.players - 1;
  if (r.sideOf(s.trickPlayers[winner]) == r.sideOf(s.player)) {
    const bool safe = last || (winning.suit() == trump && isMaster(r, winning, trump, s.hand, s.played)) ||
                      (winning.suit() != trump && isMaster(r, winning, trump, s.hand, s.played) && winner == 0);
    if (!safe) return cheapest(r, legal, trump);
    Card give = cheapest(r, legal, trump);  // the partner wins: give him points that are not trumps
    for (Card c : legal - CardSet::suit(trump))
      if (r.points(c, trump) > r.points(give, trump) && !isMaster(r, c, trump, s.hand, s.played)) give = c;
    return give;
  }
  CardSet winners;
  for (Card c : legal)
    if (r.beats(c, winning, trump)) winners.add(c);
  if (!winners.empty()) {
    const Card cheap = cheapest(r, winners, trump);
    const bool holds = last || isMaster(r, cheap, trump, s.hand, s.played);
    if (holds || points >= 10) return cheap;
  }
  return cheapest(r, legal, trump);
}

}  // namespace

BeloteSeen seenFrom(const BeloteRules& rules, const Observation& obs) {
  BeloteSeen s;
  s.rules = &rules;
  s.player = obs.player;
  s.dealer = obs.dealer;
  s.trump = obs.trumpSuit;
  s.taker = obs.taker;
  s.turned = obs.faceUp;
  s.hand = obs.hand;
  s.played = obs.played;
  s.trickSize = static_cast<int>(obs.trick.size());
  for (int i = 0; i < s.trickSize; ++i) {
    s.trick[i] = obs.trick[i].card;
    s.trickPlayers[i] = obs.trick[i].player;
  }
  s.legal = obs.legal;
  return s;
}

BeloteSeen seenFrom(const BeloteState& state) {
  const BelotePlayView v = state.playView();
  BeloteSeen s;
  s.rules = v.rules;
  s.player = state.currentPlayer();
  s.dealer = v.dealer;
  s.trump = v.trump;
  s.taker = v.taker;
  s.turned = v.turned;
  s.hand = v.hands[s.player];
  s.played = v.played;
  s.trickSize = v.trickSize;
  for (int i = 0; i < v.trickSize; ++i) {
    s.trick[i] = v.trick[i];
    s.trickPlayers[i] = (v.leader + i) % v.players;
  }
  s.legal = state.legalActions();
  return s;
}

int bidStrength(const BeloteRules& r, CardSet hand, int suit, Card extra) {
  if (extra.valid()) hand.add(extra);
  static constexpr int kTrumpValue[16] = {0, 0, 0, 0, 0, 0, 0, 4, 4, 22, 12, 30, 6, 6, 14, 0};  // by rank
  int v = 0, trumps = 0;
  for (Card c : hand & CardSet::suit(suit)) {
    v += kTrumpValue[c.rank()];
    ++trumps;
  }
  if (trumps > 3) v += 8 * (trumps - 3);
  if (hand.has(Card::of(suit, kBeloteKing)) && hand.has(Card::of(suit, kBeloteQueen))) v += 10;
  for (int s = 0; s < 4; ++s) {
    if (s == suit) continue;
    const CardSet cards = hand & CardSet::suit(s);
    const bool ace = cards.has(Card::of(s, kBeloteAce));
    if (ace) v += 12;
    if (cards.has(Card::of(s, kBeloteTen))) v += ace ? 8 : (cards.size() >= 2 ? 3 : 0);
    if (cards.empty() && trumps >= 3) v += 4;
  }
  (void)r;
  return v;
}

int bidThreshold(const BeloteRules& r) { return r.players == 2 ? 46 : 48; }  // measured: taking breaks even there

Action heuristicAction(const BeloteSeen& s) {
  const BeloteRules& r = *s.rules;
  CardSet cards;
  bool bidding = false;
  for (Action a : s.legal) {
    if (a.kind() == ActionKind::Declare && a.arg() == kDeclareAll) return a;  // announce at once
    if (a.kind() == ActionKind::Exchange) return a;                           // the turned card beats the 7
    if (a.kind() == ActionKind::Bid) bidding = true;
    if (a.kind() == ActionKind::Play) cards.add(a.card());
  }
  if (bidding) return bidAction(s);
  if (cards.empty()) return Action::pass();
  const Card c = chooseCard(s, cards);
  const Card king = Card::of(s.trump, kBeloteKing), queen = Card::of(s.trump, kBeloteQueen);
  const Action say = Action::declare(c == king ? kDeclareKing : kDeclareQueen);
  if ((c == king || c == queen) && s.legal.contains(say)) return say;  // belote, rebelote
  (void)r;
  return Action::play(c);
}

}  // namespace baza
