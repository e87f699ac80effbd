// The subcommands of the baza tool. Each takes the arguments after its name and
// returns the process exit code (Args.h: 0 ok, 1 bad input data, 2 usage).
#pragma once
#include <string>
#include <vector>

#include "Args.h"

namespace baza::cli {

using Arguments = std::vector<std::string>;

int commandDeal(const Arguments& args);
int commandLegal(const Arguments& args);
int commandRun(const Arguments& args);
int commandPlay(const Arguments& args);
int commandSimulate(const Arguments& args);
int commandMatch(const Arguments& args);
int commandSignature(const Arguments& args);
int commandDd(const Arguments& args);
int commandReview(const Arguments& args);
int commandRecord(const Arguments& args);
int commandHelp(const Arguments& args);

std::string usageText();       // the whole `baza help`
int report(const Failure& f);  // prints "error: <message>" to stderr, returns its exit code

}  // namespace baza::cli
