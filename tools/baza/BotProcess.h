// An outside bot's process (POSIX only: the CLI, never the WebAssembly module): its
// standard input and output are pipes to us, its standard error is ours. Every wait
// has a deadline, so a bot that hangs, floods or dies never hangs baza.
#pragma once
#include <sys/types.h>

#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "Result.h"

namespace baza::cli {

class BotProcess {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr size_t kMaxLine = 65536;  // a longer line is refused, the rest of it dropped

  // Runs argv[0] (looked up in PATH, no shell) with the other words as arguments, in its
  // own process group: {"python3", "bot.py"}. Fails if it cannot be run.
  static Result<std::unique_ptr<BotProcess>> start(const std::vector<std::string>& argv);
  // Closes its input (end of file), gives it kExitGraceMs to exit, then kills its process group.
  ~BotProcess();
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;

  // Writes `line` and a newline; fails if it is gone or does not read before `deadline`.
  Status send(std::string_view line, Clock::time_point deadline);

  enum class Read {
    Line,     // `line` holds the next line, without its newline
    Late,     // no whole line before the deadline (a partial one is kept for later)
    TooLong,  // a line over kMaxLine: refused; the rest of it is skipped on the next reads
    Closed,   // its output is closed: it exited or crashed (gone() says how)
  };
  Read readLine(std::string& line, Clock::time_point deadline);

  // Why it is gone, after a failed send or a Closed read: "exited with status 1",
  // "was killed by signal 11", "closed its output" (waits up to kGoneWaitMs for it to exit:
  // a closed output almost always means it is exiting, maybe slowly on a loaded machine).
  std::string gone();

 private:
  static constexpr int kExitGraceMs = 1000;
  static constexpr int kGoneWaitMs = 5000;
  BotProcess() = default;
  bool waitExit(int ms);  // true once reaped (status_ set)

  pid_t pid_ = -1;
  int in_ = -1;   // we write its standard input here
  int out_ = -1;  // we read its standard output here
  std::string buffer_;      // read, not yet returned
  bool discarding_ = false; // inside a line that was too long
  bool reaped_ = false;
  int status_ = 0;
};

}  // namespace baza::cli
