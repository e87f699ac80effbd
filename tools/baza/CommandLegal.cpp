// `baza legal`: whose turn it is and every legal action, after --code and --moves.
#include <cstdio>

#include "Commands.h"
#include "Match.h"
#include "Output.h"

namespace baza::cli {

int commandLegal(const Arguments& argv) {
  auto flags = matchFlags();
  flags.push_back({"moves", true, true});
  flags.push_back({"json", false});
  auto args = parseArgs("legal", argv, flags);
  if (!args.ok()) return report(args.failure());
  MatchSpec spec;
  auto state = prepareMatch(*args, "", spec);
  if (!state.ok()) return report(state.failure());
  std::fputs((args->has("json") ? legalJson(**state) : legalText(**state)).c_str(), stdout);
  return kExitOk;
}

}  // namespace baza::cli
