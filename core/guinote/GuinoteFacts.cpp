// Guiñote's table facts and action meanings for front ends (Game.h TableFacts).
#include "guinote/GuinoteState.h"
#include "guinote/MalasBuenas.h"

namespace baza {

TableFacts GuinoteState::tableFacts() const {
  TableFacts f;
  f.phase = stage_ == Stage::Over ? "over" : stockLeft() > 0 ? "play" : "arrastre";
  f.mano = seat(dealer_ + 1);
  f.standing = "partidas";
  const bool hidden = totalsHidden();
  for (int s = 0; s < rules_->numSides(); ++s) {
    // By memory, in vueltas: the score the deal began with; this deal's points are counted by the players.
    const int cards = hidden ? cardPoints_[s] - dealCardPoints_[s] : cardPoints_[s];
    const int cantes = hidden ? cantePoints_[s] - dealCantePoints_[s] : cantePoints_[s];
    const int points = partidaTotal(cards, cantes);
    const MalasBuenas mb = malasBuenas(points);
    f.sides.push_back({{"points", points},
                       {"cards", cards},
                       {"cantes", cantes},
                       {"partidas", partidas_[s]},
                       {"cotos", cotos_[s]},
                       {"malasBuenas", mb.count},
                       {"buenas", mb.buenas, true},
                       {"byMemory", hidden, true}});
  }
  f.match = {{"partidasPerCoto", rules_->partidasPerCoto}, {"cotosPerMatch", rules_->cotosPerMatch}};
  return f;
}

bool GuinoteState::totalsHidden() const {
  return rules_->countByMemory && dealInPartida_ >= 2 && stage_ != Stage::Over;
}

ActionMeaning GuinoteState::meaning(Action a) const {
  switch (a.kind()) {
    case ActionKind::Sing: return {.suit = a.suit(), .points = a.suit() == trump_ ? 40 : 20};
    case ActionKind::Exchange: {  // as exchange() does it
      const Card seven = Card::of(trump_, rules_->exchangeRank);
      return {.gives = faceUp_ == seven ? Card::of(trump_, 2) : seven, .takes = faceUp_};
    }
    default: return GameState::meaning(a);
  }
}

}  // namespace baza
