#include "whist/WhistRules.h"

namespace baza {

const std::vector<OptionSpec>& whistOptionSpecs() {
  // ids are stored in share codes: never renumber or reuse them.
  static const std::vector<OptionSpec> specs = {
      {"players", 1, 4, {}, 0, 0, {3, 4},
       "4 in two pairs; 3 is dummy whist: the dealer also plays the exposed hand opposite him (source: variants)"},
      boolOption("honours", 2, true,
                 "A K Q J of trumps dealt to one side score 4 (all four) or 2 (three), never making game "
                 "(source; off: the American rule)"),
      {"game_points", 3, 5, {}, 0, 0, {5, 7, 9}, "points that win a game (manga): 5, 7 American, 9 long whist (source)"},
      boolOption("trump_rotation", 4, false,
                 "no turned card: trumps go hearts, diamonds, spades, clubs deal by deal (tournaments, source)"),
      {"length", 5, 0, {"match", "game", "deal"}, 0, 0, {},
       "how much is played: a rubber (best of three games), one game, or one deal (not a rule: a session length)"},
      {"dummy_player", 6, 2, {}, 0, 2, {},
       "dummy whist: which person (0, 1, 2) deals every deal and plays the dummy; the persons take it "
       "in turn from one match to the next (source: \"por turno\"). Default 2: codes made before the option seat alike"},
      {"honours_game", 7, 0, {"never", "club_laws"}, 0, 0, {},
       "never: honours never bring a side to game (source); club_laws: they may, except for a side at one short "
       "of game (four of five) when the deal began, and tricks score first (Laws of Short Whist, Cavendish)"},
  };
  return specs;
}

WhistRules WhistRules::from(const Options& o) {
  WhistRules r;
  r.players = o.get("players");
  r.honours = o.get("honours");
  r.gamePoints = o.get("game_points");
  r.trumpRotation = o.get("trump_rotation");
  r.length = static_cast<WhistLength>(o.get("length"));
  r.dummyPlayer = o.get("dummy_player");
  r.honoursMakeGame = o.get("honours_game") == 1;
  for (int s = 0; s < 4; ++s)
    for (int rank = 2; rank <= kWhistAce; ++rank) {
      const Card c = Card::of(s, rank);
      r.deck.push_back(c);
      r.deckSet.add(c);
      for (int other = rank + 1; other <= kWhistAce; ++other) r.stronger[c.id].add(Card::of(s, other));
    }
  return r;
}

}  // namespace baza
