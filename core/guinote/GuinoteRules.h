// Guiñote (Aragón), as decided in shared/rules/RULES.md from three sources:
// the "Escuela de guiñote" reglamento (es), the Catalan Guinyot rules (ca) and
// Ludoteka's online rules (en). Where they differ there is an option; each option's
// source is noted in guinoteOptionSpecs(). This header turns options into tables.
#pragma once
#include <array>
#include <vector>

#include "Card.h"
#include "Options.h"

namespace baza {

enum class Ceremony : uint8_t { None, Kings, HighestCard };
enum class MatchLength : uint8_t { Match, Partida, Deal };

inline constexpr int kSota = 10, kCaballo = 11, kRey = 12;
inline constexpr int kTargetPoints = 101;
inline constexpr int kUltimas = 10;
inline constexpr int kHandSize = 6;  // a hand at every lead while the stock lasts, and at most

const std::vector<OptionSpec>& guinoteOptionSpecs();

struct GuinoteRules {
  int players = 4;
  int cards = 40;
  bool caballoOverSota = false;
  bool cantesInArrastre = true;
  bool exchangeNeedsValueCard = false;
  bool exchangeChainTwo = false;
  bool partnerExemptsOvertake = true;
  bool strictTable = false;
  int minCardPointsForCantes = 30;
  int partidasPerCoto = 3;
  int cotosPerMatch = 2;
  Ceremony ceremony = Ceremony::None;
  MatchLength length = MatchLength::Match;
  bool countByMemory = false;  // vueltas: the page is not told the running total
  // Code version 1 replays: the claim was offered at every optional turn of a vueltas
  // window (up to four times a trick), not once at the winner's lead. Not an option:
  // only decodeCode() sets it, so old replay codes replay the same moves.
  bool claimAtEveryTurn = false;

  int exchangeRank = 7;                 // the 7 of trumps (the 9 with 48 cards)
  std::array<int8_t, 16> strength{};    // trick order by rank, higher wins; 0 = not in the deck
  std::array<int8_t, 16> points{};      // card points by rank
  std::array<std::array<CardSet, 64>, 4> beatersOf{};  // [trump][card]: beaters(), one load in the playouts
  std::vector<Card> deck;               // the pack in a fixed order (before shuffling)
  CardSet deckSet;

  static GuinoteRules from(const Options& options);
  int sideOf(int player) const { return players == 4 ? player & 1 : player; }
  int numSides() const { return players == 4 ? 2 : players; }
  bool beats(Card c, Card winning, int trump) const {  // does c beat the card winning the trick?
    if (c.suit() == winning.suit()) return strength[c.rank()] > strength[winning.rank()];
    return c.suit() == trump;
  }
  // The cards that beat `winning` (beats() as one mask): higher ones of its suit, and every
  // trump over a plain card. beaters(Card::of(0, 3), 1) -> the As of oros and all of copas.
  CardSet beaters(Card winning, int trump) const { return beatersOf[trump][winning.id]; }
  // Arrastre obligations (RULES.md "Phase 2"), the one copy GuinoteState's play, its
  // inference and the random playouts share: follow suit ("asistir") if possible, else any
  // card; of those, one that beats the winning card if there is one (montar, fallar,
  // overtrump), unless the partner is winning: that frees a player without the suit led, and
  // with partner_exempts_overtake one who follows. `beat` = beaters(winning card, trump).
  bool partnerFrees(bool partnerWinning, bool follows) const {  // (true, false) -> true
    return partnerWinning & (!follows | partnerExemptsOvertake);  // & and |: no branch on random cards
  }
  struct ArrastreChoice {
    CardSet legal;   // the legal cards
    bool follows;    // the hand holds the suit led (so a legal card follows it)
    bool freed;      // partnerFrees(): no card need beat
  };
  ArrastreChoice arrastreChoice(CardSet hand, int led, CardSet beat, bool partnerWinning) const {
    const CardSet follow = hand & CardSet::suit(led);
    const bool follows = !follow.empty(), freed = partnerFrees(partnerWinning, follows);
    const CardSet pool = follow.orElse(hand);  // selects, not branches: random cards mispredict them
    const CardSet must = pool & beat & CardSet::allIf(!freed);
    return {must.orElse(pool), follows, freed};
  }
  CardSet arrastreCards(CardSet hand, int led, CardSet beat, bool partnerWinning) const {  // the legal cards
    return arrastreChoice(hand, led, beat, partnerWinning).legal;
  }
  // What a legal arrastre play shows everyone about the rest of the hand (the obligations
  // read backwards): without the suit led if it did not follow; when not freed and the card
  // does not beat (`beats`: it is in `beat`), nothing that beats (of the suit led, if it followed).
  // The playouts pass arrastreChoice()'s findings, GuinoteState::inferFromPlay the card's.
  static CardSet inferred(int led, bool follows, bool freed, bool beats, CardSet beat) {
    const CardSet suit = CardSet::suit(led);
    const bool shows = !freed & !beats;
    return (suit - CardSet::allIf(follows)) | (beat & CardSet::allIf(shows) & (suit | CardSet::allIf(!follows)));
  }
};

}  // namespace baza
