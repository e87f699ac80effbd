// `baza match --b 'exec:python3 bot.py'`: a side played by outside programs over the
// bot protocol (docs/BOT-PROTOCOL.md): JSON lines on their standard input and output.
// One process per seat of the side, so partners share nothing but the table.
#pragma once
#include <atomic>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "DuplicateMatch.h"

namespace baza::cli {

inline constexpr std::string_view kExecPrefix = "exec:";  // a level "exec:python3 bot.py"
inline constexpr int kProtocolVersion = 1;

// The answers refused, by reason (summed over every process of a side and every thread).
struct RefusalCounts {
  std::atomic<long long> illegal{0};    // not a legal action now: "5c" not in hand, "zz"
  std::atomic<long long> malformed{0};  // not a JSON object of type "action" with an id and an action; a line too long
  std::atomic<long long> wrongId{0};    // the id is not the move's
  std::atomic<long long> late{0};       // no answer within the time limit
  std::atomic<int> shown{0};            // refusals already written to standard error
  long long total() const { return illegal + malformed + wrongId + late; }
};

struct OutsideBotSpec {
  std::string level;              // "exec:python3 bot.py", as given
  std::vector<std::string> argv;  // {"python3", "bot.py"}
  char role = 'b';                // 'a' or 'b': the side's name in messages
  int timeMs = 10000;             // per move; answers later are refused
  long long boards = 0;           // told in the hello
  RefusalCounts* counts = nullptr;
};

// The words of an exec command: split on spaces and tabs; '…' or "…" quote a word (or a
// part of one) with spaces in it, taken literally; no shell, so no variables, globs or
// redirections. splitCommand("python3 'my bot.py' -v") -> {"python3", "my bot.py", "-v"}.
Result<std::vector<std::string>> splitCommand(std::string_view text);

// Starts one process per seat of a side and greets each (hello, then its ready).
Result<std::unique_ptr<SideAgent>> makeOutsideBot(const Game& game, const OutsideBotSpec& spec);

}  // namespace baza::cli
