// Determinized search for Belote (Perfect Information Monte Carlo, as
// GuinoteSearchBot): the bot asks its Resampler for deals that agree with all it
// has seen, plays each candidate action in every one and the deal out with the
// shared heuristics for everyone, and takes the best average margin of the deal's
// score (after the contract: dedans, litige and capote count). Bids are chosen the
// same way (a pass is played out through the others' heuristic bids; a redeal is
// worth 0), with a small bonus for taking. In the card play the bot uses three times
// the determinizations and prefers deals where the taker's hand would have taken.
// Declarations, belote and the 7 exchange are always taken.
// Reproducible: a seed and a number of determinizations, never the clock.
#pragma once
#include "bots/Bot.h"

namespace baza {

class BeloteSearchBot final : public Bot {
 public:
  BeloteSearchBot(uint64_t seed, int determinizations) : rng_(seed), determinizations_(determinizations) {}
  Action choose(const Game& game, const Observation& obs, const Resampler* resampler) override;

 private:
  Rng rng_;
  int determinizations_;
};

class BeloteState;
// Plays the current deal of s to its end (scored, or passed out) with the heuristics
// for everyone: false if the deal is broken (a state not over with no legal action,
// or a deal that never ends). The bots' rollouts and the review's playouts share it.
bool belotePlayOut(BeloteState& s);

}  // namespace baza
