#include "Daily.h"

#include <algorithm>

#include "GameRegistry.h"
#include "SeedStreams.h"
#include "review/GameReview.h"

namespace baza {

namespace {

Error badDate(std::string_view date) {
  return makeError(ErrorCode::InvalidArgument,
                   "the date must be a day written YYYY-MM-DD from 2000-01-01 to 9999-12-31, not '" +
                       std::string(date.substr(0, 40)) + "'",
                   ErrorKey::Date);
}

int digits(std::string_view s) {  // the number the digits spell, -1 if any is not a digit
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

bool leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
int64_t daysFromCivil(int y, int m, int d) {
  y -= m <= 2;
  const int era = y / 400;  // y >= 1999 here: no negative years
  const int yoe = y - era * 400;
  const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return int64_t{era} * 146097 + doe - 719468;
}

}  // namespace

Result<int64_t> parseIsoDate(std::string_view date) {
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') return badDate(date);
  const int y = digits(date.substr(0, 4)), m = digits(date.substr(5, 2)), d = digits(date.substr(8, 2));
  if (y < 2000 || m < 1 || m > 12 || d < 1) return badDate(date);
  static constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (d > kDays[m - 1] + (m == 2 && leap(y))) return badDate(date);
  return daysFromCivil(y, m, d);
}

uint64_t dailySeed(uint8_t gameId, int64_t day) {
  return deriveSeed(gameId, SeedStream::Daily, static_cast<uint64_t>(day));
}

Result<DailyDeal> dailyDeal(std::string_view game, std::string_view date) {
  const GameInfo* info = findGame(game);
  if (!info) return makeError(ErrorCode::InvalidArgument, "unknown game '" + std::string(game) + "' (known: " + knownGameNames() + ")");
  auto day = parseIsoDate(date);
  if (!day) return day.error();
  return DailyDeal{std::string(game), std::string(date), *day, dailySeed(info->id, *day)};
}

Result<OpenBest> openBest(const Game& game, uint64_t seed, const std::vector<Action>& moves, int side) {
  auto valuer = makeGameReview(game);
  if (!valuer) return makeError(ErrorCode::InvalidArgument, "no open-cards value for " + std::string(game.name()));
  auto s = game.newMatch(MatchSetup{seed, {}, false});
  if (!s) return s.error();
  for (Action a : moves) {
    const ActionList choices = valuer->candidates(**s);
    // The side's first card: valued for the side that moves (the valuers' solvers answer for it).
    if (!choices.empty() && game.sideOf((*s)->controllerOf((*s)->currentPlayer())) == side) {
      CandidateValues values{};
      bool exact = false;
      if (!valuer->value(**s, choices, side, true, values, exact))
        return makeError(ErrorCode::InvalidArgument, "the deal could not be valued");
      const int64_t best = *std::max_element(values.begin(), values.begin() + choices.size());
      return OpenBest{static_cast<int>(best), exact};
    }
    if (auto st = (*s)->apply(a); !st) return st.error();
  }
  return makeError(ErrorCode::InvalidArgument, "that side played no card in that deal");
}

int dealValue(std::string_view game, const std::vector<Event>& events, int side) {
  const bool tricks = dealUnit(game) == "tricks";
  int value = 0;
  for (const Event& e : events) {
    if (e.side != side) continue;
    if (e.kind == EventKind::TrickWon) value += tricks ? 1 : e.points + e.ultimas;
    if (e.kind == EventKind::Belote && e.rebelote) value += 20;  // Belote: the 20 is scored on the second card
  }
  return value;
}

std::string_view dealUnit(std::string_view game) { return game == "whist" ? "tricks" : "points"; }

}  // namespace baza
