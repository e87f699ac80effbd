// Checks packs given by a caller (MatchSetup::decks, the CLI's --deck): each must
// hold every card of the game's pack exactly once. One check for every game.
#pragma once
#include <vector>

#include "Card.h"
#include "Result.h"

namespace baza {

Status checkPresetDecks(const std::vector<std::vector<Card>>& decks, const std::vector<Card>& pack, DeckKind deck);

}  // namespace baza
