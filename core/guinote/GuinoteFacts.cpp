// Guiñote's table facts and action meanings for front ends (Game.h TableFacts).
#include "guinote/GuinoteState.h"
#include "guinote/MalasBuenas.h"

namespace baza {

TableFacts GuinoteState::tableFacts() const {
  TableFacts f;
  f.phase = stage_ == Stage::Over ? "over" : stockLeft() > 0 ? "play" : "arrastre";
  f.mano = seat(dealer_ + 1);
  f.standing = "partidas";
  for (int s = 0; s < rules_->numSides(); ++s) {
    const MalasBuenas mb = malasBuenas(sidePoints(s));
    f.sides.push_back({{"points", sidePoints(s)},
                       {"cards", cardPoints_[s]},
                       {"cantes", cantePoints_[s]},
                       {"partidas", partidas_[s]},
                       {"cotos", cotos_[s]},
                       {"malasBuenas", mb.count},
                       {"buenas", mb.buenas, true}});
  }
  f.match = {{"partidasPerCoto", rules_->partidasPerCoto}, {"cotosPerMatch", rules_->cotosPerMatch}};
  return f;
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
