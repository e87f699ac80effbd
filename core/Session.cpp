#include "Session.h"

#include <charconv>

#include "GameRegistry.h"
#include "Json.h"
#include "ShareCode.h"
#include "StateJson.h"
#include "bots/Bot.h"
#include "whist/WhistAnalysis.h"

namespace baza {

std::string Session::error(std::string_view message) {
  return JsonObject().boolean("ok", false).string("error", message).str();
}

std::string Session::games() const {
  JsonArray bots;
  for (std::string_view level : botLevels()) bots.string(level);
  JsonArray a;
  for (const GameInfo& g : allGames()) {
    auto game = makeGame(g.name);  // default options: the direction of play does not depend on them
    a.raw(JsonObject()
              .string("name", g.name)
              .boolean("clockwise", game && (*game)->clockwise())
              .raw("options", optionSpecsJson(*g.optionSpecs))
              .raw("bots", bots.str())
              .str());
  }
  return JsonObject().boolean("ok", true).raw("games", a.str()).str();
}

std::string Session::start(std::string_view game, std::string_view options, std::string_view seedText) {
  uint64_t seed = 0;
  auto [end, ec] = std::from_chars(seedText.data(), seedText.data() + seedText.size(), seed);
  if (seedText.empty() || ec != std::errc() || end != seedText.data() + seedText.size())
    return error("the seed must be a whole number from 0 to 18446744073709551615");
  std::vector<std::string> assignments;
  for (size_t pos = 0; pos < options.size();) {
    size_t next = options.find(' ', pos);
    if (next == std::string_view::npos) next = options.size();
    if (next > pos) assignments.emplace_back(options.substr(pos, next - pos));
    pos = next + 1;
  }
  auto g = makeGame(game, assignments);
  if (!g) return error(g.error().message);
  auto s = (*g)->newMatch(MatchSetup{seed, {}, true});
  if (!s) return error(s.error().message);
  game_ = *g;
  state_ = std::move(s).value();
  seed_ = seed;
  return observe(state_->currentPlayer() < 0 ? 0 : state_->currentPlayer());
}

std::string Session::load(std::string_view code) {
  auto decoded = decodeCode(code);
  if (!decoded) return error(decoded.error().message);
  auto s = decoded->game->newMatch(MatchSetup{decoded->seed, {}, true});
  if (!s) return error(s.error().message);
  for (Action a : decoded->moves)
    if (auto st = (*s)->apply(a); !st) return error(st.error().message);  // decodeCode checked them already
  game_ = decoded->game;
  state_ = std::move(s).value();
  seed_ = decoded->seed;
  return JsonObject()
      .boolean("ok", true)
      .boolean("replay", decoded->isReplay)
      .number("moves", static_cast<int64_t>(decoded->moves.size()))
      .str();
}

std::string Session::apply(std::string_view text) {
  if (!state_) return error("no match: start one first");
  auto action = parseAction(text, game_->deckKind());
  if (!action) return error(action.error().message);
  const int player = state_->currentPlayer();
  if (auto st = state_->apply(*action); !st) return error(st.error().message);
  return JsonObject().boolean("ok", true).number("player", player).string("action", text).str();
}

std::string Session::observe(int player) const {
  if (!state_) return error("no match: start one first");
  if (player < 0 || player >= game_->numPlayers()) return error("no such player");
  return observationJson(*state_, player);
}

std::string Session::reveal() const {
  if (!state_) return error("no match: start one first");
  return dealViewJson(*state_);
}

std::string Session::botAction(std::string_view level) const {
  if (!state_) return error("no match: start one first");
  if (state_->isTerminal()) return error("the match is over");
  const int player = state_->currentPlayer();
  // A fresh bot per decision, seeded from the match seed, the seat and the move
  // number: the same match always gets the same bot moves.
  auto bot = makeBot(level, deriveSeed(seed_, 100 + static_cast<uint64_t>(player), state_->history().size()));
  if (!bot) return error(bot.error().message);
  const Action a = chooseFor(**bot, *state_, player);
  return JsonObject().boolean("ok", true).number("player", player).string("action", actionText(a, game_->deckKind())).str();
}

std::string Session::codes() const {
  if (!state_) return error("no match: start one first");
  return JsonObject()
      .boolean("ok", true)
      .string("share", encodeShareCode(*game_, seed_))
      .string("replay", encodeReplayCode(*game_, seed_, state_->history()))
      .str();
}

// The engine's release and the share/replay code version it writes (and reads): a
// saved game records both, so a later page knows which rules replay it.
std::string Session::version() {
  return JsonObject().boolean("ok", true).string("engine", "0.1.0").number("codeVersion", kCodeVersion).str();
}

std::string Session::rewind(int moves) {
  if (!state_) return error("no match: start one first");
  const auto& history = state_->history();
  if (moves < 0 || moves > static_cast<int>(history.size())) return error("no such move number");
  auto s = game_->newMatch(MatchSetup{seed_, {}, true});
  if (!s) return error(s.error().message);
  for (int i = 0; i < moves; ++i)
    if (auto st = (*s)->apply(history[i]); !st) return error(st.error().message);
  state_ = std::move(s).value();
  return JsonObject().boolean("ok", true).number("moves", moves).str();
}

std::string Session::analyze() const {
  if (!state_) return error("no match: start one first");
  const auto* whist = dynamic_cast<const WhistState*>(state_.get());
  if (!whist) return error("analysis is only available for whist");
  auto a = analyzeWhist(*whist);
  if (!a) return error(a.error().message);
  JsonArray cards;
  for (const auto& [card, tricks] : a->cards)
    cards.raw(JsonObject().string("card", cardText(card, DeckKind::French)).number("tricks", tricks).str());
  return JsonObject()
      .boolean("ok", true)
      .number("player", a->player)
      .number("side", a->side)
      .raw("tricksWon", JsonArray().number(a->tricksWon[0]).number(a->tricksWon[1]).str())
      .raw("cards", cards.str())
      .str();
}

}  // namespace baza
