// The daily deal: one deal per game per day, the same for everyone with no server.
// The date decides the seed through our PRNG (never std::hash), the options are the
// game's defaults played as one deal, the person sits at seat 0 and every other seat is
// the hard bot (seeded by seed + history, core/bots/Bot.h), so the same moves get the
// same replies on every device. Anyone who reads this file can work out a day's cards:
// like every serverless daily puzzle, it keeps honest players honest, nothing more.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "Event.h"
#include "Game.h"
#include "Result.h"

namespace baza {

inline constexpr std::string_view kDailyLevel = "hard";   // every bot of the daily deal, and the par player
inline constexpr int kDailyPerson = 0;                     // the person plays seat 0 (no ceremony by default)
inline constexpr std::string_view kDailyOptions = "length=deal";  // the game's defaults (4 players), one deal

struct DailyDeal {
  std::string game;   // "whist"
  std::string date;   // "2026-11-26"
  int64_t day = 0;    // days since 1970-01-01, e.g. 20783
  uint64_t seed = 0;  // dailySeed(game, day)
};

// Days since 1970-01-01 of an ISO date "YYYY-MM-DD" (a real calendar day, years
// 2000-9999); an error with the "date" code otherwise: parseIsoDate("2026-11-26") -> 20783.
Result<int64_t> parseIsoDate(std::string_view date);
// deriveSeed(game id (guinote 1, whist 2, belote 3), SeedStream::Daily, day): the day's seed.
uint64_t dailySeed(uint8_t gameId, int64_t day);
// The deal of `game` on `date`, or why not (an unknown game, a malformed date).
Result<DailyDeal> dailyDeal(std::string_view game, std::string_view date);

// What a side made in one deal in the review's unit (the same as Engine.review):
// Whist tricks; Guiñote card points + 10 de últimas (cantes excluded); Belote card
// points + dix de der + belote (20). Read from the log's trick and belote events.
// The most `side` can make with every card open, from its first card of play in the
// deal dealt by `seed` with `moves` applied (the bids, and an opponent's lead before it,
// as they were): the review's open view (core/review/GameReview.h) of that position,
// its best card. Exact where a solver applies (Whist double dummy, Belote's open-cards
// solver); Guiñote while the stock lasts has none: the true deal played out after each
// card by the review's playouts, an estimate (exact false).
struct OpenBest {
  int value = 0;       // 9: tricks or points, in dealValue's unit
  bool exact = false;  // false: an estimate
};
Result<OpenBest> openBest(const Game& game, uint64_t seed, const std::vector<Action>& moves, int side);

int dealValue(std::string_view game, const std::vector<Event>& events, int side);  // dealValue("whist", log, 0) -> 7
std::string_view dealUnit(std::string_view game);  // "tricks" or "points"

}  // namespace baza
