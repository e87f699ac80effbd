// `baza record --code CODE [--format pbn|text]`: the record of a replay code (PBN for
// Whist by default, our text record otherwise; docs/RECORDS.md). `baza record --read
// FILE|-`: reads a record and prints its replay code. A malformed record is
// `error: line L, column C: …` with exit status 1.
#include <algorithm>
#include <cstdio>
#include <string>

#include "Commands.h"
#include "Match.h"
#include "ShareCode.h"
#include "records/Records.h"

namespace baza::cli {

int commandRecord(const Arguments& argv) {
  auto args = parseArgs("record", argv,
                        {{"code"}, {"read"}, {"format"}, {"event"}, {"site"}, {"date"}, {"players"}});
  if (!args.ok()) return report(args.failure());
  if (args->has("read") == args->has("code")) return report(usageError("give either --code CODE or --read FILE|-"));
  if (args->has("read")) {
    auto code = recordCode(args->get("read"));
    if (!code.ok()) return report(code.failure());
    std::printf("%s\n", code->c_str());
    return kExitOk;
  }
  auto decoded = decodeCode(args->get("code"));
  if (!decoded) return report(inputError("bad --code: " + decoded.error().message));
  const std::string format = args->get("format", defaultRecordFormat(decoded->game->name()));
  if (format != "pbn" && format != "text") return report(usageError("--format " + format + ": expected pbn or text"));
  RecordInfo info{args->get("event"), args->get("site"), args->get("date"), {}};
  const std::string players = args->get("players");  // "Ana; Bot" by seat
  for (size_t i = 0; !players.empty() && i <= players.size();) {
    size_t end = std::min(players.find(';', i), players.size());
    const size_t from = players.find_first_not_of(' ', i);
    info.players.push_back(from < end ? players.substr(from, end - from) : "");
    i = end + 1;
  }
  auto record = writeRecord(args->get("code"), format, info);
  if (!record) return report(inputError(record.error().message));
  std::fputs(record->c_str(), stdout);
  return kExitOk;
}

}  // namespace baza::cli
