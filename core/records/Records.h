// Game records (docs/RECORDS.md): Whist deals in PBN, bridge's Portable Bridge
// Notation, and every game in our own PGN-like text record. A record is written from a
// replay code and read back into one; our own records hold everything the code holds,
// so record -> code -> record gives the same record. Reading trusts nothing: a
// malformed record is an ErrorKey::Record error whose line and column say where.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "Result.h"

namespace baza {

inline constexpr size_t kMaxRecordChars = 100000;  // a longer text is refused (a whole match is ~10 KB; the page's MAX_TEXT)

// The tags a front end may add: each empty one is written "?" (unknown, as in PGN and PBN).
struct RecordInfo {
  std::string event;                 // "Club night"
  std::string site;                  // "Zaragoza"
  std::string date;                  // "2026.11.26"
  std::vector<std::string> players;  // by seat: {"Ana", "bot (hard)", …}
};

// The format of a game's records when none is asked: "pbn" for Whist, "text" for the others.
inline std::string_view defaultRecordFormat(std::string_view game) { return game == "whist" ? "pbn" : "text"; }

// format "pbn" (Whist only: the deal of the code's last move) or "text" (every game).
Result<std::string> writeRecord(std::string_view replayCode, std::string_view format, const RecordInfo& info = {});
// A PBN or a text record -> its replay code (a PBN from elsewhere: a dealt code, ShareCode.h).
Result<std::string> readRecord(std::string_view text);

}  // namespace baza
