#include "Match.h"

#include <cstdio>

#include "GameRegistry.h"
#include "Rng.h"
#include "ShareCode.h"
#include "records/Records.h"

namespace baza::cli {

std::vector<FlagSpec> gameFlags() {
  return {{"game"}, {"players", true, true}, {"cards", true, true}, {"option", true, true}};
}

std::vector<FlagSpec> matchFlags() {
  auto flags = gameFlags();
  flags.push_back({"seed"});
  flags.push_back({"deck", true, true});
  flags.push_back({"code"});
  flags.push_back({"record"});
  return flags;
}

Outcome<std::string> recordCode(const std::string& path) {
  std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (!f) return inputError("cannot open record file '" + path + "'");
  std::string text;
  char buf[4096];
  for (size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0 && text.size() <= kMaxRecordChars;) text.append(buf, n);
  if (f != stdin) std::fclose(f);
  auto code = readRecord(text);
  if (!code) return inputError("bad record " + path + ": " + code.error().message);
  return *code;
}

Outcome<std::shared_ptr<const Game>> resolveGame(const ParsedArgs& args, std::string_view defaultGame) {
  std::string name = args.get("game", defaultGame);
  if (name.empty()) return usageError("--game is required (known games: " + knownGameNames() + ")");
  const GameInfo* info = findGame(name);
  if (!info) return usageError("unknown game '" + name + "' (known games: " + knownGameNames() + ")");
  Options options(info->optionSpecs);
  for (const auto& [flag, value] : args.items()) {
    std::string assignment;
    if (flag == "players" || flag == "cards")
      assignment = flag + "=" + value;
    else if (flag == "option")
      assignment = value;
    else
      continue;
    if (auto st = options.parseAssignment(assignment); !st)
      return usageError("--" + flag + " " + value + ": " + st.error().message);
  }
  auto game = makeGame(name, options);
  if (!game) return usageError(game.error().message);
  return std::move(game).value();
}

Outcome<MatchSpec> resolveMatch(const ParsedArgs& args, std::string_view defaultGame) {
  MatchSpec spec;
  if (args.has("code") && args.has("record")) return usageError("--record cannot be combined with --code (the record holds one)");
  if (args.has("code") || args.has("record")) {
    for (const char* flag : {"seed", "deck", "option", "players", "cards"})
      if (args.has(flag))
        return usageError(std::string("--") + flag + " cannot be combined with --code (the code fixes the game, " +
                          "its options and the seed)");
    std::string text = args.get("code");
    if (args.has("record")) {
      auto read = recordCode(args.get("record"));
      if (!read.ok()) return read.failure();
      text = *read;
    }
    auto decoded = decodeCode(text);
    if (!decoded) return inputError("bad --code: " + decoded.error().message);
    if (args.has("game") && args.get("game") != decoded->game->name())
      return usageError("--game " + args.get("game") + " does not match the code's game " +
                        std::string(decoded->game->name()));
    spec.game = decoded->game;
    spec.setup = decoded->setup();
    spec.fromCode = true;
    spec.codeMoves = decoded->moves;
    return spec;
  }
  auto game = resolveGame(args, defaultGame);
  if (!game.ok()) return game.failure();
  spec.game = *game;
  if (args.has("seed")) {
    auto seed = parseSeed(args.get("seed"));
    if (!seed.ok()) return seed.failure();
    spec.setup.seed = *seed;
  }
  const DeckKind kind = spec.game->deckKind();
  auto decks = args.all("deck");
  for (size_t d = 0; d < decks.size(); ++d) {
    std::vector<Card> deck;
    for (const auto& word : splitWords(decks[d], ',')) {
      auto card = parseCard(word, kind);
      if (!card) return inputError("bad --deck " + std::to_string(d + 1) + ": " + card.error().message);
      deck.push_back(*card);
    }
    spec.setup.decks.push_back(std::move(deck));
  }
  return spec;
}

Outcome<std::unique_ptr<GameState>> startMatch(const MatchSpec& spec) {
  auto state = spec.game->newMatch(spec.setup);
  if (!state) {
    std::string what = spec.setup.decks.empty() ? "cannot start the match: " : "bad --deck: ";
    return inputError(what + state.error().message);
  }
  for (size_t k = 0; k < spec.codeMoves.size(); ++k)
    if (auto st = (*state)->apply(spec.codeMoves[k]); !st)  // decodeCode checked them: not expected
      return inputError("bad --code: move " + std::to_string(k + 1) + ": " + st.error().message);
  return std::move(state).value();
}

Outcome<Done> applyMoves(GameState& state, const ParsedArgs& args) {
  const DeckKind kind = state.game().deckKind();
  int k = 0;
  for (const auto& text : args.all("moves"))
    for (const auto& word : splitWords(text, ',')) {
      ++k;
      std::string head = "move " + std::to_string(k) + " (" + word + ") is illegal: ";
      auto action = parseAction(word, kind);
      if (!action) return inputError(head + action.error().message);
      if (auto why = state.whyIllegal(*action)) return inputError(head + std::string(reasonText(*why)));
      if (auto st = state.apply(*action); !st) return inputError(head + st.error().message);
    }
  return Done{};
}

Outcome<std::unique_ptr<GameState>> prepareMatch(const ParsedArgs& args, std::string_view defaultGame,
                                                 MatchSpec& spec) {
  auto resolved = resolveMatch(args, defaultGame);
  if (!resolved.ok()) return resolved.failure();
  spec = std::move(*resolved);
  auto state = startMatch(spec);
  if (!state.ok()) return state.failure();
  if (auto moved = applyMoves(**state, args); !moved.ok()) return moved.failure();
  return std::move(*state);
}

Outcome<std::vector<std::string>> parseBotLevels(std::string_view text) {
  std::vector<std::string> out;
  for (const auto& level : splitWords(text, ',')) {
    bool known = false;
    for (auto l : botLevels()) known = known || l == level;
    if (!known) {
      std::string list;
      for (auto l : botLevels()) list += (list.empty() ? "" : ", ") + std::string(l);
      return usageError("unknown bot level '" + level + "' for --bots (one of: " + list + ")");
    }
    out.push_back(level);
  }
  if (out.empty()) return usageError("--bots needs at least one level");
  return out;
}

const std::string& levelOf(const std::vector<std::string>& levels, const GameState& state, int seat) {
  return levels[static_cast<size_t>(state.controllerOf(seat)) % levels.size()];
}

Outcome<Action> botMove(const std::vector<std::string>& levels, const GameState& state, uint64_t matchSeed,
                        uint64_t movesSoFar) {
  auto a = botDecision(levelOf(levels, state, state.currentPlayer()), state, matchSeed, movesSoFar);
  if (!a) return inputError(a.error().message);
  return *a;
}

Outcome<Done> finishWithBots(GameState& state, const std::vector<std::string>& levels, uint64_t matchSeed) {
  const DeckKind kind = state.game().deckKind();
  for (int64_t actions = 0; !state.isTerminal(); ++actions) {
    if (auto st = canGoOn(state, actions); !st) return inputError(st.error().message);
    const int seat = state.currentPlayer();
    auto a = botMove(levels, state, matchSeed, state.history().size());  // a CLI match keeps its record
    if (!a.ok()) return a.failure();
    if (auto st = state.apply(*a); !st)
      return inputError("bot at seat " + std::to_string(seat) + " chose an illegal action " + actionText(*a, kind) +
                        ": " + st.error().message);
  }
  return Done{};
}

}  // namespace baza::cli
