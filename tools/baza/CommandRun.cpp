// `baza run`: the event log after --code and --moves (and bots, with --bots), the
// scores, and a replay code of everything played.
#include <cstdio>

#include "Commands.h"
#include "Json.h"
#include "Match.h"
#include "Output.h"
#include "ShareCode.h"

namespace baza::cli {

int commandRun(const Arguments& argv) {
  auto flags = matchFlags();
  flags.push_back({"moves", true, true});
  flags.push_back({"bots"});
  flags.push_back({"json", false});
  auto args = parseArgs("run", argv, flags);
  if (!args.ok()) return report(args.failure());
  std::vector<std::string> levels;
  if (args->has("bots")) {
    auto parsed = parseBotLevels(args->get("bots"));
    if (!parsed.ok()) return report(parsed.failure());
    levels = *parsed;
  }
  MatchSpec spec;
  auto prepared = prepareMatch(*args, "", spec);
  if (!prepared.ok()) return report(prepared.failure());
  GameState& state = **prepared;
  if (!levels.empty())
    if (auto done = finishWithBots(state, levels, spec.setup.seed); !done.ok()) return report(done.failure());

  const DeckKind deck = state.game().deckKind();
  const Scores scores = state.scores();
  // A replay code holds the seed, not the packs: with --deck there is no code (a dealt
  // code's one pack, from --code or --record, is written back into it).
  const bool coded = spec.setup.decks.empty() || spec.fromCode;
  const std::string code = coded ? encodeReplayCode(state.game(), spec.setup.seed, state.history(),
                                                    spec.setup.decks.empty() ? std::vector<Card>{} : spec.setup.decks[0])
                                 : "";
  if (args->has("json")) {
    JsonArray events;
    for (const Event& e : state.events()) events.raw(eventJson(e, deck));
    JsonObject o;
    o.string("game", state.game().name()).raw("options", optionsJson(state.game().options()));
    o.raw("events", events.str()).raw("scores", scoresJson(scores)).raw("winner", winnerJson(scores));
    o.raw("turn", turnJson(state));
    if (coded)
      o.string("code", code);
    else
      o.null("code");
    std::printf("%s\n", o.str().c_str());
    return kExitOk;
  }
  std::string out;
  for (const Event& e : state.events()) out += eventText(e, deck) + "\n";
  out += scoresText(scores);
  out += "code: " + (coded ? code : std::string("-")) + "\n";
  std::fputs(out.c_str(), stdout);
  return kExitOk;
}

}  // namespace baza::cli
