#include "PresetDecks.h"

namespace baza {

Status checkPresetDecks(const std::vector<std::vector<Card>>& decks, const std::vector<Card>& pack, DeckKind kind) {
  if (decks.empty()) return Ok{};  // the usual case, once per deal of a playout
  CardSet packSet;
  for (Card c : pack) packSet.add(c);
  for (size_t d = 0; d < decks.size(); ++d) {
    const auto& deck = decks[d];
    const std::string which = "deck " + std::to_string(d + 1);
    if (deck.size() != pack.size())
      return makeError(ErrorCode::InvalidArgument, which + " has " + std::to_string(deck.size()) + " cards, expected " +
                                                       std::to_string(pack.size()));
    CardSet seen;
    for (Card c : deck) {
      if (!c.valid() || c.id >= 64 || !packSet.has(c))
        return makeError(ErrorCode::InvalidArgument, which + ": " + cardText(c, kind) + " is not in this pack");
      if (seen.has(c)) return makeError(ErrorCode::InvalidArgument, which + ": " + cardText(c, kind) + " appears twice");
      seen.add(c);
    }
  }
  return Ok{};
}

}  // namespace baza
