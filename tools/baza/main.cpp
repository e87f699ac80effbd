// baza: the command-line front end of the engine (docs/CLI.md).
#include <cstdio>
#include <string_view>

#include "Commands.h"

using namespace baza::cli;

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fputs(usageText().c_str(), stderr);
    return kExitUsage;
  }
  const std::string_view command = argv[1];
  Arguments args(argv + 2, argv + argc);
  if (command == "help" || command == "--help" || command == "-h") return commandHelp(args);
  for (const auto& a : args)
    if (a == "--help" || a == "-h") return commandHelp({std::string(command)});
  if (command == "deal") return commandDeal(args);
  if (command == "legal") return commandLegal(args);
  if (command == "run") return commandRun(args);
  if (command == "play") return commandPlay(args);
  if (command == "simulate") return commandSimulate(args);
  if (command == "match") return commandMatch(args);
  if (command == "signature") return commandSignature(args);
  if (command == "dd") return commandDd(args);
  if (command == "review") return commandReview(args);
  if (command == "record") return commandRecord(args);
  return report(usageError("unknown subcommand '" + std::string(command) +
                           "' (deal, legal, run, play, simulate, match, signature, dd, review, record, help; see baza help)"));
}
