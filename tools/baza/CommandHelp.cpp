// `baza help`: usage, and every game's rule options from its OptionSpecs.
#include <cstdio>

#include "Commands.h"
#include "GameRegistry.h"
#include "bots/Bot.h"

namespace baza::cli {

namespace {

constexpr const char* kUsage = R"(usage: baza <subcommand> [flags]

subcommands:
  deal      print each seat's hand, the trump card and the stock
  legal     print whose turn it is and every legal action
  run       print the event log, the scores and a replay code
  play      play in the terminal against bots
  simulate  play many games and print statistics
  match     a duplicate match: bot level A against level B
  signature print the engine signature (a hash of random matches' event logs)
  dd        double-dummy tricks of whist deals read from standard input
  review    the review of a finished deal (a replay code): each move's value and loss
  record    write a game record (PBN for whist, text) of a code, or read one back
  help      this text

match flags (deal, legal, run, play):
  --game NAME          the game (required, except for play: guinote)
  --players N          same as --option players=N
  --cards N            same as --option cards=N
  --option NAME=VALUE  a rule option (repeatable; see below)
  --seed S             decimal 0..2^64-1, decides every shuffle (default 0)
  --deck "C1 C2 ..."   a whole pack, top card first (repeatable: the i-th is deal i;
                       later deals are shuffled from --seed)
  --code CODE          a share or replay code (fixes game, options and seed; a
                       replay code's moves are applied before --moves)
  --record FILE|-      a game record (docs/RECORDS.md), read as the code it holds
  --moves "A1 A2 ..."  actions to apply (deal, legal, run): a card (7o), sing:<suit>,
                       exchange, claim or pass
  --json               one JSON document instead of text (deal, legal, run, simulate, match)

  run:      --bots L[,L...]  after the moves, bots play the match to its end
  play:     --seat K (default 0)  --bots L[,L...] (default random)
  simulate: --game NAME --games N (default 1000) --seed S --bots L[,L...]
            plus --players --cards --option; try --option length=deal
  match:    --game NAME --a LEVEL --b LEVEL --deals N (boards, default 1000) --seed S
            --threads T (default 1) plus --players 2|4 --cards --option; each board
            is played twice, sides swapped, one partida each (length=partida);
            whist and belote one deal each, or a whole game with --option
            length=match (belote to the target, whist a rubber) or length=game;
            a LEVEL 'exec:python3 bot.py' is an outside program (docs/BOT-PROTOCOL.md),
            --move-time-ms MS (default 10000) its time limit per move
  signature: --game NAME --seed S (default 0) --games N (default 50) [--per-game]
            plus --players --cards --option; --per-game prints one hash per game
  dd:       --game whist; reads lines '<deal> <trump> <leader>' (deal N:<n> <e> <s> <w>,
            each hand spades.hearts.diamonds.clubs; trump S H D C or N; leader N E S W)
            and prints per line the tricks of the leader's side and the solve time
            in microseconds, or 'error: <message>'; exit status 1 if a line was bad
  review:   --code CODE (a replay code of a finished deal) --view open|knew (default
            open) --seats 0,1,2,3 (default every seat) [--summary]; prints the JSON
            of every move, or the per-player accuracy and the biggest mistakes
  record:   --code CODE [--format pbn|text] (default pbn for whist, else text)
            [--event E --site S --date YYYY.MM.DD --players "A; B; ..."] prints the
            record; --read FILE|- prints the replay code of a record

  bot levels: %s; with a list, seat i gets the (i mod length)-th level.
  cards: Spanish <rank><suit>, rank 1-12, suit o c e b (oros copas espadas bastos);
  French (whist, belote) <rank><suit>, rank 2-9 T J Q K A (belote: 7 to A), suit S H D C
  (AS, TD, 9H). belote actions: bid:<suit 0-3>, declare:0 (declarations), declare:1|2
  (the K|Q of trumps saying belote/rebelote).
  seats: 0 is the mano, seats rise in playing order, the first dealer is the last seat;
  with four players seats 0 and 2 are partners.
  exit status: 0 ok, 1 illegal move or bad input data (deck, code), 2 usage error.
)";

std::string optionLine(const OptionSpec& s) {
  std::string values;
  if (!s.choices.empty()) {
    for (auto c : s.choices) values += (values.empty() ? "" : "|") + std::string(c);
  } else if (!s.allowed.empty()) {
    for (int v : s.allowed) values += (values.empty() ? "" : "|") + std::to_string(v);
  } else {
    values = std::to_string(s.minValue) + ".." + std::to_string(s.maxValue);
  }
  std::string def = s.choices.empty() ? std::to_string(s.defaultValue) : std::string(s.choices[s.defaultValue]);
  return "  " + std::string(s.name) + "=" + values + " (default " + def + ")\n      " + std::string(s.help) + "\n";
}

}  // namespace

std::string usageText() {
  std::string levels;
  for (auto l : botLevels()) levels += (levels.empty() ? "" : ", ") + std::string(l);
  std::string out(kUsage);
  out.replace(out.find("%s"), 2, levels);
  for (const auto& g : allGames()) {
    out += "\noptions of " + std::string(g.name) + ":\n";
    for (const auto& spec : *g.optionSpecs) out += optionLine(spec);
  }
  return out;
}

int report(const Failure& f) {
  std::fprintf(stderr, "error: %s\n", f.message.c_str());
  return f.exitCode;
}

int commandHelp(const Arguments& args) {
  for (const auto& a : args) {
    bool known = false;
    for (const char* c : {"deal", "legal", "run", "play", "simulate", "match", "signature", "dd", "review", "record", "help"}) known = known || a == c;
    if (!known) return report(usageError("no help for '" + a + "' (deal, legal, run, play, simulate, match, signature, dd, review, record)"));
  }
  std::fputs(usageText().c_str(), stdout);
  return kExitOk;
}

}  // namespace baza::cli
