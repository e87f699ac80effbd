// `baza deal`: the current deal of a new match (after --code and --moves), hidden cards included.
#include <cstdio>

#include "Commands.h"
#include "Match.h"
#include "Output.h"

namespace baza::cli {

int commandDeal(const Arguments& argv) {
  auto flags = matchFlags();
  flags.push_back({"moves", true, true});
  flags.push_back({"json", false});
  auto args = parseArgs("deal", argv, flags);
  if (!args.ok()) return report(args.failure());
  MatchSpec spec;
  auto state = prepareMatch(*args, "", spec);
  if (!state.ok()) return report(state.failure());
  std::fputs((args->has("json") ? dealJson(**state) : dealText(**state)).c_str(), stdout);
  return kExitOk;
}

}  // namespace baza::cli
