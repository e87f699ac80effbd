#include "belote/BeloteRules.h"

namespace baza {

const std::vector<OptionSpec>& beloteOptionSpecs() {
  // ids are stored in share codes: never renumber or reuse them.
  static const std::vector<OptionSpec> specs = {
      {"players", 1, 4, {}, 2, 4, {}, "2 heads-up, 3 each for himself, 4 in two pairs (source, p. 2)"},
      {"target", 2, 1000, {}, 0, 0, {501, 1000, 2000},
       "points that win the game (usual rule; 501 and 2000 are variants)"},
      boolOption("overtrump_required", 3, true,
                 "over an opponent's trump you must overtrump if you can (usual rule; the source does not say)"),
      {"declaration_tie", 4, 0, {"first", "none", "split"}, 0, 0, {},
       "equal best sequences of two sides: the first announced wins, nobody scores, or the value is split (source)"},
      {"ceremony", 5, 0, {"none", "lowest_card"}, 0, 0, {},
       "choose the first dealer: each draws a card, the lowest deals (source); none: the last seat deals first"},
      {"two_player_dealer", 6, 0, {"alternate", "higher_score"}, 0, 0, {},
       "with two players the deal alternates, or goes to who scored more in the last deal (source)"},
      {"length", 7, 0, {"match", "deal"}, 0, 0, {},
       "how much is played: the whole game to the target, or one deal (not a rule: a session length)"},
  };
  return specs;
}

BeloteRules BeloteRules::from(const Options& o) {
  BeloteRules r;
  r.players = o.get("players");
  r.target = o.get("target");
  r.overtrumpRequired = o.get("overtrump_required");
  r.declarationTie = static_cast<DeclarationTie>(o.get("declaration_tie"));
  r.ceremony = static_cast<BeloteCeremony>(o.get("ceremony"));
  r.twoPlayerDealer = static_cast<TwoPlayerDealer>(o.get("two_player_dealer"));
  r.length = static_cast<BeloteLength>(o.get("length"));
  r.firstDealCards = r.players == 4 ? 5 : 6;
  r.handSize = r.players == 4 ? 8 : 9;

  // Weakest first. Trumps: 7 8 Q K 10 A 9 J; plain suits: 7 8 9 J Q K 10 A.
  const int trumpOrder[8] = {7, 8, kBeloteQueen, kBeloteKing, kBeloteTen, kBeloteAce, kBeloteNine, kBeloteJack};
  const int plainOrder[8] = {7, 8, kBeloteNine, kBeloteJack, kBeloteQueen, kBeloteKing, kBeloteTen, kBeloteAce};
  for (int i = 0; i < 8; ++i) {
    r.trumpStrength[trumpOrder[i]] = static_cast<int8_t>(i + 1);
    r.plainStrength[plainOrder[i]] = static_cast<int8_t>(i + 1);
  }
  r.trumpPoints[kBeloteJack] = 20;
  r.trumpPoints[kBeloteNine] = 14;
  r.trumpPoints[kBeloteAce] = 11;
  r.trumpPoints[kBeloteTen] = 10;
  r.trumpPoints[kBeloteKing] = 4;
  r.trumpPoints[kBeloteQueen] = 3;
  r.plainPoints[kBeloteAce] = 11;
  r.plainPoints[kBeloteTen] = 10;
  r.plainPoints[kBeloteKing] = 4;
  r.plainPoints[kBeloteQueen] = 3;
  r.plainPoints[kBeloteJack] = 2;

  for (int s = 0; s < 4; ++s)
    for (int rank = 7; rank <= kBeloteAce; ++rank) {
      const Card c = Card::of(s, rank);
      r.deck.push_back(c);
      r.deckSet.add(c);
      for (int other = 7; other <= kBeloteAce; ++other) {
        if (r.trumpStrength[other] > r.trumpStrength[rank]) r.strongerTrump[c.id].add(Card::of(s, other));
        if (r.plainStrength[other] > r.plainStrength[rank]) r.strongerPlain[c.id].add(Card::of(s, other));
      }
    }
  return r;
}

}  // namespace baza
