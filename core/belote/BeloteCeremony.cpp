// Choosing the first dealer (source, "Inicio"): each player draws a card and the
// lowest deals. Run from the game seed before the first deal (option ceremony).
// "Lowest" follows the plain-suit order 7 8 9 J Q K 10 A, suits being equal; equal
// lowest cards draw again (project choice). People sit at seats 0..n-1 to begin
// with; the ceremony turns them round the table so that the chosen dealer sits at
// the last seat (partners stay opposite).
#include <algorithm>

#include "belote/BeloteState.h"

namespace baza {

void BeloteState::runCeremony() {
  int first = -1;
  for (int round = 1; first < 0; ++round) {
    std::array<Card, 32> deck{};
    shufflePack(deck, rules_->deck, seed_, SeedStream::Ceremony, static_cast<uint64_t>(round));
    int lowest = 99, count = 0;
    for (int person = 0; person < n_; ++person) {
      log({.kind = EventKind::CeremonyCard, .player = static_cast<int8_t>(person), .card = deck[person],
           .round = static_cast<int8_t>(round)});
      const int strength = rules_->plainStrength[deck[person].rank()];
      if (strength < lowest) {
        lowest = strength;
        count = 1;
        first = person;
      } else if (strength == lowest) {
        ++count;
      }
    }
    if (count > 1) first = -1;
  }
  for (int seat = 0; seat < n_; ++seat) personAtSeat_[seat] = static_cast<int8_t>((first + 1 + seat) % n_);
  for (int seat = 0; seat < n_; ++seat)
    log({.kind = EventKind::Seated, .player = static_cast<int8_t>(seat), .person = personAtSeat_[seat]});
}

}  // namespace baza
