#include "bots/WhistHeuristics.h"

#include "whist/WhistLeads.h"
#include "whist/WhistRules.h"

namespace baza {
namespace {

constexpr uint64_t kLane = 0x7FFC;  // ranks 2..14 of one suit

CardSet suitCards(CardSet s, int suit) { return s & CardSet(kLane << (16 * suit)); }

CardSet higherThan(Card c) {  // the cards of c's suit that outrank it
  return CardSet((kLane & ~((uint64_t{2} << c.rank()) - 1)) << (16 * c.suit()));
}

Card lowest(CardSet s) { return s.first(); }  // id order: lowest rank of the lowest suit

Card lowestOfSuit(CardSet s, int suit) { return suitCards(s, suit).first(); }

Card highest(CardSet s) { return s.nth(s.size() - 1); }

// A card no unseen card can beat in its suit: every higher one is played or ours.
bool isMaster(const WhistSeatView& v, Card c) { return (higherThan(c) - v.played - v.hand).empty(); }

// The cheapest card of `cards` that beats `winning`, kNoCard if none.
Card cheapestBeating(CardSet cards, Card winning, int trump) {
  Card best = kNoCard;
  for (Card c : cards) {
    if (!WhistRules::beats(c, winning, trump)) continue;
    const bool cheaper = !best.valid() || (c.suit() == trump) < (best.suit() == trump) ||
                         ((c.suit() == trump) == (best.suit() == trump) && c.rank() < best.rank());
    if (cheaper) best = c;
  }
  return best;
}

// The card least worth keeping: a low card of a plain suit where it guards nothing.
Card discard(const WhistSeatView& v, CardSet cards) {
  Card best = kNoCard;
  int bestScore = 1 << 30;
  for (Card c : cards) {
    int score = c.rank() * 4;
    if (c.suit() == v.trump) score += 200;
    if (isMaster(v, c)) score += 100;
    score += suitCards(v.hand, c.suit()).size() * 3;  // keep length: discard from short suits
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

}  // namespace

Card whistLeadCard(const WhistSeatView& v) {
  const CardSet hand = v.legal;
  auto leadFrom = [&](int suit) {
    const CardSet holding = suitCards(hand, suit);
    // Continuing a suit this seat opened: the table's follow-up while it is still in hand.
    const CardSet mine = suitCards(v.playedByMe, suit);
    if (!mine.empty()) {
      const LeadAdvice first = classicalLead(holding | mine);
      if (first.lead.valid() && mine.has(first.lead)) {
        const Card next = classicalFollowUp(first, suitCards(v.played, suit));
        if (next.valid() && holding.has(next)) return next;
      }
      if (isMaster(v, highest(holding))) return highest(holding);  // cash the winners
    }
    return classicalLead(holding).lead;
  };
  // Return the partner's suit: the highest of two, else the lowest (a master first).
  if (v.partnerFirstLed >= 0) {
    const CardSet holding = suitCards(hand, v.partnerFirstLed);
    if (!holding.empty()) {
      const Card top = highest(holding);
      if (isMaster(v, top) || holding.size() <= 2) return top;
      return lowest(holding);
    }
  }
  const CardSet trumps = suitCards(hand, v.trump);
  if (trumps.size() >= 5) return leadFrom(v.trump);  // strong in trumps: draw them ("arrastrar")
  // The longest plain suit, preferring one no opponent can ruff, then honours.
  int bestSuit = -1, bestScore = 0;
  const int left = (v.seat + 1) & 3, right = (v.seat + 3) & 3;
  for (int s = 0; s < 4; ++s) {
    const CardSet holding = suitCards(hand, s);
    if (holding.empty() || s == v.trump) continue;
    int score = holding.size() * 100;
    for (Card c : holding) score += c.rank() >= kWhistJack ? c.rank() : 0;
    const bool ruffable = (!suitCards(v.voids[left], s).empty() || !suitCards(v.voids[right], s).empty());
    if (ruffable) score -= 1000;
    if (bestSuit < 0 || score > bestScore) {
      bestScore = score;
      bestSuit = s;
    }
  }
  if (bestSuit < 0) return leadFrom(v.trump);  // only trumps left
  return leadFrom(bestSuit);
}

Card whistHeuristicCard(const WhistSeatView& v) {
  if (v.legal.size() == 1) return v.legal.first();
  if (v.trickSize == 0) return whistLeadCard(v);
  const int led = v.trick[0].suit();
  int wi = 0;
  for (int i = 1; i < v.trickSize; ++i)
    if (WhistRules::beats(v.trick[i], v.trick[wi], v.trump)) wi = i;
  const Card winning = v.trick[wi];
  const int winner = (v.leader + wi) & 3;
  const bool partnerWinning = WhistRules::sideOf(winner) == WhistRules::sideOf(v.seat);
  const bool last = v.trickSize == 3;
  const bool following = !suitCards(v.legal, led).empty();

  if (following) {
    if (partnerWinning) {
      // Third hand over a partner who may still be beaten: take over with a master.
      if (!last && !isMaster(v, winning) && winning.suit() == led) {
        for (Card c : v.legal)
          if (isMaster(v, c) && WhistRules::beats(c, winning, v.trump)) return c;
      }
      return lowestOfSuit(v.legal, led);
    }
    if (winning.suit() != led) return lowestOfSuit(v.legal, led);  // ruffed: cannot win
    if (last) {
      const Card c = cheapestBeating(v.legal, winning, v.trump);
      return c.valid() ? c : lowestOfSuit(v.legal, led);
    }
    if (v.trickSize == 1) {  // second hand low, unless a master wins it for sure
      for (Card c : v.legal)
        if (isMaster(v, c) && WhistRules::beats(c, winning, v.trump) && winning.rank() >= kWhistJack) return c;
      return lowestOfSuit(v.legal, led);
    }
    // Third hand high: the cheapest master that wins, else the highest if it wins.
    for (Card c : v.legal)
      if (isMaster(v, c) && WhistRules::beats(c, winning, v.trump)) return c;
    const Card top = highest(v.legal);
    return WhistRules::beats(top, winning, v.trump) ? top : lowestOfSuit(v.legal, led);
  }

  // Void in the suit led.
  const CardSet trumps = suitCards(v.legal, v.trump);
  if (!partnerWinning && !trumps.empty()) {
    const Card ruff = cheapestBeating(trumps, winning, v.trump);  // ruff, or overruff
    if (ruff.valid()) return ruff;
  }
  const CardSet plain = v.legal - suitCards(v.legal, v.trump);
  return discard(v, plain.empty() ? v.legal : plain);
}

}  // namespace baza
