// `baza play`: one person against bots in the terminal. The person and the bots
// see only their own Observation; events are printed from the person's
// observation, so hidden cards stay hidden ("draw 1 ??").
#include <unistd.h>

#include <charconv>
#include <cstdio>
#include <iostream>
#include <string>

#include "Commands.h"
#include "Match.h"
#include "Output.h"
#include "ShareCode.h"
#include "guinote/MalasBuenas.h"

namespace baza::cli {

namespace {

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// One side's score in the words of its game (SideScore's fields mean different
// things per game: core/Game.h and each game's scores()).
std::string sideScoreText(const SideScore& x, const Game& game) {
  const auto n = [](int v) { return std::to_string(v); };
  if (game.name() == "whist")
    return n(x.points) + " points this game (tricks " + n(x.cardPoints) + " this deal, honours " + n(x.bonusPoints) +
           "), games " + n(x.games) + ", rubbers " + n(x.sets);
  if (game.name() == "belote")
    return n(x.points) + " points (this deal: cards " + n(x.cardPoints) + ", declarations, belote and capote " +
           n(x.bonusPoints) + ")";
  return n(x.points) + " (" + malasBuenasText(x.points) + "), partidas " + n(x.games) + ", cotos " + n(x.sets);
}

std::string scoreLine(const Observation& obs, const Game& game) {
  std::string out;
  for (size_t s = 0; s < obs.scores.sides.size(); ++s)
    out += (out.empty() ? "" : "; ") + std::string("side ") + std::to_string(s) +
           (static_cast<int>(s) == game.sideOf(obs.player) ? " (you)" : "") + " " +
           sideScoreText(obs.scores.sides[s], game);
  return out;
}

void showTurn(const Observation& obs, const Game& game) {
  const DeckKind deck = game.deckKind();
  std::string out = "\nyour turn (seat " + std::to_string(obs.player) + ")\n";
  out += "  hand:  " + cardsText(obs.hand, deck) + "\n";
  out += "  trump: " +
         (obs.faceUp.valid() ? cardText(obs.faceUp, deck)
                             : std::string(1, suitLetter(obs.trumpSuit, deck)) + " (the face-up card has been drawn)") +
         ", stock " + std::to_string(obs.stockSize) + "\n";
  out += "  trick: " + (obs.trick.empty() ? std::string("-") : trickText(obs.trick, deck)) + "\n";
  for (size_t p = 0; p < obs.knownCards.size(); ++p)
    if (static_cast<int>(p) != obs.player && !obs.knownCards[p].empty())
      out += "  seat " + std::to_string(p) + " is known to hold " + cardsText(obs.knownCards[p], deck) + "\n";
  out += "  score: " + scoreLine(obs, game) + "\n";
  out += "  moves:";
  for (int i = 0; i < obs.legal.size(); ++i)
    out += "  " + std::to_string(i + 1) + ") " + actionText(obs.legal[i], deck);
  out += "\n";
  std::fputs(out.c_str(), stdout);
}

// Reads until a legal choice; false on end of input or "quit".
bool readChoice(const Observation& obs, const GameState& state, Action& chosen) {
  const DeckKind deck = state.game().deckKind();
  const int n = obs.legal.size();
  for (;;) {
    std::printf("choose 1-%d or type an action: ", n);
    std::fflush(stdout);
    std::string input;
    if (!std::getline(std::cin, input)) return false;
    if (!isatty(STDIN_FILENO)) std::printf("%s\n", input.c_str());  // a terminal echoes it; a pipe does not
    input = trim(input);
    if (input.empty()) continue;
    if (input == "quit" || input == "q") return false;
    if (input.find_first_not_of("0123456789") == std::string::npos) {
      int k = 0;
      auto [p, ec] = std::from_chars(input.data(), input.data() + input.size(), k);
      if (ec == std::errc() && k >= 1 && k <= n) {
        chosen = obs.legal[k - 1];
        return true;
      }
      std::printf("no choice %s: enter a number from 1 to %d\n", input.c_str(), n);
      continue;
    }
    auto action = parseAction(input, deck);
    if (!action) {
      std::printf("%s\n", action.error().message.c_str());
      continue;
    }
    if (auto why = state.whyIllegal(*action)) {
      std::printf("%s is illegal: %s\n", input.c_str(), std::string(reasonText(*why)).c_str());
      continue;
    }
    chosen = *action;
    return true;
  }
}

}  // namespace

int commandPlay(const Arguments& argv) {
  auto flags = matchFlags();
  flags.push_back({"moves", true, true});
  flags.push_back({"seat"});
  flags.push_back({"bots"});
  auto args = parseArgs("play", argv, flags);
  if (!args.ok()) return report(args.failure());
  auto levels = parseBotLevels(args->get("bots", "random"));
  if (!levels.ok()) return report(levels.failure());
  MatchSpec spec;
  auto prepared = prepareMatch(*args, "guinote", spec);
  if (!prepared.ok()) return report(prepared.failure());
  GameState& state = **prepared;
  const Game& game = state.game();
  const int players = game.numPlayers();
  auto seat = parseInteger("seat", args->get("seat", "0"), 0, players - 1);
  if (!seat.ok()) return report(seat.failure());
  const int me = static_cast<int>(*seat);

  std::string head = "baza play: " + std::string(game.name()) + ", " + std::to_string(players) +
                     " players; you are seat " + std::to_string(me);
  if (players == 4) head += ", your partner is seat " + std::to_string((me + 2) % 4);
  head += "; seat 0 is the mano\noptions: " + game.options().describe() + "\n";
  if (spec.setup.decks.empty()) head += "share code: " + encodeShareCode(game, spec.setup.seed) + "\n";
  head += "type a number or an action (7o, sing:o, exchange, claim, pass); quit or end of input leaves\n\n";
  std::fputs(head.c_str(), stdout);

  size_t printed = 0;
  for (;;) {
    const Observation mine = state.observe(me);
    for (; printed < mine.events.size(); ++printed)
      std::printf("%s\n", eventText(mine.events[printed], game.deckKind()).c_str());
    if (state.isTerminal()) break;
    if (auto st = canGoOn(state, static_cast<int64_t>(state.history().size())); !st)
      return report(inputError(st.error().message));
    const int current = state.currentPlayer();
    const int controller = state.controllerOf(current);  // the dealer plays a dummy (dummy whist)
    if (controller != me) {
      auto a = botMove(*levels, state, spec.setup.seed, state.history().size());
      if (!a.ok()) return report(a.failure());
      if (auto st = state.apply(*a); !st)
        return report(inputError("bot at seat " + std::to_string(current) + ": " + st.error().message));
      continue;
    }
    const Observation turn = current == me ? mine : state.observe(current);
    showTurn(turn, game);
    Action chosen;
    if (!readChoice(turn, state, chosen)) {
      std::printf("\nquitting: the match is not finished\n");
      return kExitOk;
    }
    if (auto st = state.apply(chosen); !st) return report(inputError(st.error().message));  // checked above
  }

  const Scores scores = state.scores();
  std::string out = "\n" + scoresText(scores);
  if (scores.winner >= 0) out += scores.winner == game.sideOf(me) ? "you win\n" : "you lose\n";
  if (spec.setup.decks.empty()) out += "code: " + encodeReplayCode(game, spec.setup.seed, state.history()) + "\n";
  std::fputs(out.c_str(), stdout);
  return kExitOk;
}

}  // namespace baza::cli
