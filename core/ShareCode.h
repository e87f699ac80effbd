// Share codes (game, options, seed) and replay codes (the same plus every action),
// short, versioned and URL-safe. Decoding never trusts its input: any malformed,
// foreign, corrupted or illegal content is an error value, never a crash.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "Action.h"
#include "Game.h"
#include "Result.h"

namespace baza {

// The newest code version of any game. A game writes its own (Game::codeVersion):
// Whist and Belote 1; Guiñote 2 since its vueltas claim is offered once per trick. A
// Guiñote code of version 1 still plays under version 1's rules (Game::asCodeVersion):
// the same deal, its recorded moves replay alike, and it is written back as version 1.
inline constexpr uint8_t kCodeVersion = 2;

struct DecodedCode {
  std::shared_ptr<const Game> game;  // made from the game id and options in the code
  uint64_t seed = 0;
  bool isReplay = false;
  std::vector<Action> moves;         // replay codes only; checked legal from the start of the match
  std::vector<Card> deck;            // dealt codes only: deal 1's pack, top card first (a record from elsewhere)
  MatchSetup setup(bool record = true) const {  // the match this code starts: newMatch(decoded.setup())
    MatchSetup s{seed, {}, record};
    if (!deck.empty()) s.decks.push_back(deck);
    return s;
  }
};

// `deck` (not empty): a dealt code, whose first deal is that pack instead of a shuffle.
std::string encodeShareCode(const Game& game, uint64_t seed, const std::vector<Card>& deck = {});
std::string encodeReplayCode(const Game& game, uint64_t seed, const std::vector<Action>& moves,
                             const std::vector<Card>& deck = {});
Result<DecodedCode> decodeCode(std::string_view code);

}  // namespace baza
