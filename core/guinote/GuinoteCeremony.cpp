// Choosing partners and the first dealer (reglamento, "Sorteo de parejas"), run
// from the match seed before the first deal. People sit at seats 0..n-1 to begin
// with; the ceremony reseats them so that the chosen dealer sits at the last seat
// and, with four, the chosen partners sit opposite each other.
#include <algorithm>

#include "guinote/GuinoteState.h"

namespace baza {

void GuinoteState::runCeremony() {
  const int size = static_cast<int>(rules_->deck.size());
  const bool pairs = n_ == 4;
  int first = -1, second = -1;  // the dealer, and with four players his partner
  for (int round = 1; first < 0; ++round) {
    std::array<Card, 48> deck{};
    shufflePack({deck.data(), static_cast<size_t>(size)}, rules_->deck, seed_, SeedStream::Ceremony,
                static_cast<uint64_t>(round));
    auto deal = [&](int person, Card c) {
      log({.kind = EventKind::CeremonyCard, .player = static_cast<int8_t>(person), .card = c,
           .round = static_cast<int8_t>(round)});
    };
    if (rules_->ceremony == Ceremony::Kings) {
      // "A reyes": one card at a time from the right; who has a king is skipped;
      // the first king deals, the first two kings are partners.
      bool hasKing[4] = {};
      int person = 0;
      for (int i = 0; i < size && (pairs ? second < 0 : first < 0); ++i) {
        while (hasKing[person]) person = (person + 1) % n_;
        deal(person, deck[i]);
        if (deck[i].rank() == kRey) {
          hasKing[person] = true;
          (first < 0 ? first : second) = person;
        }
        person = (person + 1) % n_;
      }
    } else {
      // "A la carta más alta": one card each; the highest deals, with four the two
      // highest play against the two lowest. Ties that decide nothing are redrawn.
      int strength[4] = {};
      int order[4] = {0, 1, 2, 3};
      for (int person = 0; person < n_; ++person) {
        deal(person, deck[person]);
        strength[person] = rules_->strength[deck[person].rank()];
      }
      for (int i = 1; i < n_; ++i)  // insertion sort, strongest first
        for (int j = i; j > 0 && strength[order[j]] > strength[order[j - 1]]; --j) std::swap(order[j], order[j - 1]);
      const bool clearTop = strength[order[0]] > strength[order[1]];
      const bool clearPairs = !pairs || strength[order[1]] > strength[order[2]];
      if (clearTop && clearPairs) {
        first = order[0];
        second = pairs ? order[1] : -1;
      }
    }
  }
  if (pairs) {
    int others[2], k = 0;
    for (int i = 1; i < 4; ++i) {
      const int person = (first + i) % 4;
      if (person != second) others[k++] = person;
    }
    personAtSeat_ = {static_cast<int8_t>(others[0]), static_cast<int8_t>(second), static_cast<int8_t>(others[1]),
                     static_cast<int8_t>(first)};
  } else {
    for (int seat = 0; seat < n_; ++seat) personAtSeat_[seat] = static_cast<int8_t>((first + 1 + seat) % n_);
  }
  for (int seat = 0; seat < n_; ++seat)
    log({.kind = EventKind::Seated, .player = static_cast<int8_t>(seat), .person = personAtSeat_[seat]});
}

}  // namespace baza
