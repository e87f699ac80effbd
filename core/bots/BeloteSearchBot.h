// Determinized search for Belote (Perfect Information Monte Carlo, as
// GuinoteSearchBot): the bot asks its Resampler for deals that agree with all it
// has seen, plays each candidate action in every one and the deal out with the
// shared heuristics for everyone, and takes the best average margin of the deal's
// score (after the contract: dedans, litige and capote count). Bids are chosen the
// same way (a pass is played out through the others' heuristic bids; a redeal is
// worth 0), with a small bonus for taking. Hard and expert play for the game: a deal
// that wins or loses it weighs more than its points (with length=deal, every deal).
// In the card play the bot uses three times the determinizations and prefers deals
// where the taker's hand would have taken.
// Declarations, belote and the 7 exchange are always taken.
// Near the end of the card play (pairs only), each card is valued instead by the
// open-cards solver in every sampled deal: the contract's result when both sides
// then take the most card points they can (BeloteSolver; declarations counted).
// With solveEnd, the rollouts of the bids and the early cards stop with that many
// tricks left and the solver values the rest too (the heuristics misplay endings).
// Reproducible: a seed and a budget of determinizations, never the clock.
#pragma once
#include <memory>

#include "bots/SampledSearch.h"

namespace baza {

class BeloteSolver;
class BeloteState;

struct BeloteSearchBudget {
  int determinizations = 16;  // sampled deals per bid; the card play with rollouts gets 3x
  int exactTricks = 0;        // the solver values the cards with at most this many tricks left (0: never)
  int exactDeals = 0;         // sampled deals per card decision when the solver values them, e.g. 48
  int winWeight = 0;          // added to a deal's margin when it wins my side the game, taken when it loses it, e.g. 1000
  int bidBonus = 10;          // points added to a bid's mean margin
  int solveEnd = 0;           // pairs: the bids' rollouts stop with this many tricks left, the solver plays the rest (0: never), e.g. 5
  bool solveEndInPlay = false;  // the early cards' rollouts too (their time about 15x), e.g. true
};

class BeloteSearchBot final : public SearchBot<BeloteSearchBudget, BeloteSolver> {  // the solver owns a large table
 public:
  BeloteSearchBot(uint64_t seed, BeloteSearchBudget budget);  // defined where BeloteSolver is complete
  ~BeloteSearchBot() override;
  Action choose(const Game& game, const Observation& obs, const Resampler* resampler) override;
};

// Plays the current deal of s to its end (scored, or passed out) with the heuristics
// for everyone: false if the deal is broken (a state not over with no legal action,
// or a deal that never ends). The bots' rollouts and the review's playouts share it.
// stopAt > 0: stop at the start of the trick with that many tricks left (the solver's).
bool belotePlayOut(BeloteState& s, int stopAt = 0);

// With two sides, a card play to come (s), and `mine` the play points my side ends the
// deal with (BeloteSolver's BeloteCount::DealTotal): my side's deal gain minus the
// other's as the deal is scored (made, litige, dedans; declarations and belote
// counted). A capote and a litige pot are left out: the solver counts card points.
// beloteContractMargin(s, 0, 100) -> e.g. +46 when side 0 took and made it.
struct BeloteGains {
  int mine = 0, other = 0;  // what each side scores in the deal, e.g. {146, 16}
};
BeloteGains beloteContractGains(const BeloteState& s, int mySide, int mine);
inline int beloteContractMargin(const BeloteState& s, int mySide, int mine) {
  const BeloteGains g = beloteContractGains(s, mySide, mine);
  return g.mine - g.other;
}

// With two sides, whether a deal that scores `g` ends the game: +1 won by my side, -1
// lost, 0 it goes on (a side alone in the lead at the target; with length=deal the deal
// is the game). beloteGameResult(s, 0, {146, 16}) -> 1 when side 0 then passes 1000 first.
int beloteGameResult(const BeloteState& s, int mySide, BeloteGains g);

}  // namespace baza
