#include "guinote/GuinoteRules.h"

namespace baza {

const std::vector<OptionSpec>& guinoteOptionSpecs() {
  // ids are stored in share codes: never renumber or reuse them.
  static const std::vector<OptionSpec> specs = {
      {"players", 1, 4, {}, 2, 4, {}, "2 heads-up, 3 each for himself, 4 in two pairs (all sources)"},
      {"cards", 2, 40, {}, 0, 0, {40, 48}, "40-card pack, or 48 with the 8s and 9s (reglamento)"},
      boolOption("caballo_over_sota", 3, false,
                 "Caballo ranks above Sota in tricks (reglamento's 'valor relativo'; other sources: Sota above)"),
      boolOption("cantes_in_arrastre", 4, true,
                 "cantes allowed once the stock is gone, a 20 then sung hidden (reglamento, Ludoteka; Catalan: off)"),
      boolOption("exchange_needs_value_card", 5, false,
                 "the 7 may take the face-up card only if it is As, 3, Rey, Sota or Caballo (Ludoteka)"),
      boolOption("exchange_chain_two", 6, false, "the 2 of trumps may then take the face-up 7 (Catalan)"),
      boolOption("partner_exempts_overtake", 7, true,
                 "in arrastre a partner's winning trick frees you from beating it (Catalan, Ludoteka; "
                 "reglamento: only from trumping)"),
      {"min_card_points_for_cantes", 8, 30, {}, 0, 130, {},
       "a side with fewer card points (últimas included) scores no cantes; 0 disables (Catalan, Ludoteka)"},
      {"partidas_per_coto", 9, 3, {}, 1, 9, {}, "partidas that win a coto (sources: 3, 4 or 5)"},
      {"cotos_per_match", 10, 2, {}, 1, 9, {}, "cotos that win the match (default: best of three)"},
      {"ceremony", 11, 0, {"none", "kings", "highest_card"}, 0, 0, {},
       "choose partners and first dealer: 'a reyes' or 'a la carta más alta' (reglamento)"},
      boolOption("strict_table", 12, false,
                 "any card may be played; a revoke (renuncio) loses the partida when the trick closes (reglamento)"),
      {"length", 13, 0, {"match", "partida", "deal"}, 0, 0, {},
       "how much is played: the whole match, one partida, or one deal (not a rule: a session length)"},
      boolOption("count_by_memory", 14, false,
                 "in vueltas the running total is not shown: a claim takes counting (reglamento: 'ha de llevarse "
                 "de memoria la cuenta de tantos hechos'; Catalan)"),
  };
  return specs;
}

GuinoteRules GuinoteRules::from(const Options& o) {
  GuinoteRules r;
  r.players = o.get("players");
  r.cards = o.get("cards");
  r.caballoOverSota = o.get("caballo_over_sota");
  r.cantesInArrastre = o.get("cantes_in_arrastre");
  r.exchangeNeedsValueCard = o.get("exchange_needs_value_card");
  r.exchangeChainTwo = o.get("exchange_chain_two");
  r.partnerExemptsOvertake = o.get("partner_exempts_overtake");
  r.strictTable = o.get("strict_table");
  r.minCardPointsForCantes = o.get("min_card_points_for_cantes");
  r.partidasPerCoto = o.get("partidas_per_coto");
  r.cotosPerMatch = o.get("cotos_per_match");
  r.ceremony = static_cast<Ceremony>(o.get("ceremony"));
  r.length = static_cast<MatchLength>(o.get("length"));
  r.countByMemory = o.get("count_by_memory");
  r.exchangeRank = r.cards == 48 ? 9 : 7;

  // Strongest first: As, Tres, Rey, Sota, Caballo, (9, 8,) 7, 6, 5, 4, 2.
  std::vector<int> order = {1, 3, kRey, kSota, kCaballo, 9, 8, 7, 6, 5, 4, 2};
  if (r.caballoOverSota) std::swap(order[3], order[4]);
  if (r.cards == 40) std::erase_if(order, [](int rank) { return rank == 8 || rank == 9; });
  for (size_t i = 0; i < order.size(); ++i) r.strength[order[i]] = static_cast<int8_t>(order.size() - i);
  r.points[1] = 11;
  r.points[3] = 10;
  r.points[kRey] = 4;
  r.points[kSota] = 3;
  r.points[kCaballo] = 2;

  for (int s = 0; s < 4; ++s)
    for (int rank = 1; rank <= 12; ++rank) {
      if (!r.strength[rank]) continue;
      Card c = Card::of(s, rank);
      // With 3 players and 40 cards the stock would not divide: the 2 of oros leaves (project choice).
      if (!(r.players == 3 && r.cards == 40 && s == 0 && rank == 2)) {
        r.deck.push_back(c);
        r.deckSet.add(c);
      }
      CardSet stronger;  // of the same suit
      for (int other = 1; other <= 12; ++other)
        if (r.strength[other] > r.strength[rank]) stronger.add(Card::of(s, other));
      for (int trump = 0; trump < 4; ++trump)  // and every trump over a plain card
        r.beatersOf[trump][c.id] = stronger | (trump == s ? CardSet() : CardSet::suit(trump));
    }
  return r;
}

}  // namespace baza
