// Our text record, for every game (docs/RECORDS.md): PGN's tag pairs, then the moves
// in the CLI's action words, each deal opened by a {deal N} comment.
#include <algorithm>
#include <cctype>
#include <charconv>

#include "GameRegistry.h"
#include "records/RecordLexer.h"

namespace baza::records {

namespace {

std::string optionsText(const Options& o) {  // the non-default options: "cards=48 players=2"
  std::string out;
  for (size_t i = 0; i < o.specs().size(); ++i)
    if (!o.isDefault(static_cast<int>(i)))
      out += (out.empty() ? "" : " ") + std::string(o.specs()[i].name) + "=" + o.valueText(static_cast<int>(i));
  return out;
}

std::string join(const std::vector<std::string>& words, std::string_view sep) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : std::string(sep)) + (w.empty() ? "?" : w);
  return out;
}

}  // namespace

Result<std::string> writeText(const DecodedCode& code, const RecordInfo& info) {
  const Game& game = *code.game;
  auto state = game.newMatch(code.setup(false));
  if (!state) return state.error();
  std::string moves;
  int deal = 0, lineLength = 0;
  for (Action a : code.moves) {
    if (const int now = (*state)->dealView().dealNumber; now != deal) {
      deal = now;
      moves += (moves.empty() ? "" : "\n") + std::string("{deal ") + std::to_string(deal) + "}";
      lineLength = 99;  // the deal's first move starts a line
    }
    const std::string word = actionText(a, game.deckKind());
    if (lineLength + word.size() > 72) moves += "\n", lineLength = 0;
    else moves += " ", ++lineLength;
    moves += word;
    lineLength += static_cast<int>(word.size());
    if (auto st = (*state)->apply(a); !st) return st.error();  // decodeCode checked them
  }
  std::string out = tagLine("Event", info.event) + tagLine("Site", info.site) + tagLine("Date", info.date) +
                    tagLine("Players", join(info.players, "; ")) + tagLine("Game", game.name()) +
                    tagLine("Options", optionsText(game.options()), true) + tagLine("Seed", std::to_string(code.seed));
  if (!code.deck.empty()) {
    std::vector<std::string> cards;
    for (Card c : code.deck) cards.push_back(cardText(c, game.deckKind()));
    out += tagLine("Deck", join(cards, " "));
  }
  const Scores scores = (*state)->scores();
  std::vector<std::string> points;
  for (const SideScore& s : scores.sides) points.push_back(std::to_string(s.points));
  const bool over = (*state)->isTerminal();
  out += tagLine("Result", scores.winner >= 0 ? "side " + std::to_string(scores.winner) : over ? "none" : "*");
  out += tagLine("Score", join(points, " "));
  return out + "\n" + moves + (moves.empty() ? "" : "\n");
}

Result<std::string> readText(std::string_view text, const std::vector<Token>& tokens) {
  for (size_t i = 0; i < tokens.size(); ++i)  // a repeated tag: which one was meant?
    for (size_t j = 0; j < i && tokens[i].tag; ++j)
      if (tokens[j].tag && tokens[j].name == tokens[i].name) return errorAt(text, tokens[i].at, "tag " + tokens[i].name + " appears twice");
  const Token* gameTag = findTag(tokens, "Game");
  const GameInfo* info = findGame(gameTag->value);
  if (!info) return errorAt(text, gameTag->valueAt, "unknown game '" + gameTag->value + "' (known: " + knownGameNames() + ")");
  std::vector<std::string> assignments;
  const Token* optionsTag = findTag(tokens, "Options");
  if (optionsTag) {
    auto split = splitAssignments(optionsTag->value);
    if (!split) return errorAt(text, optionsTag->valueAt, split.error().message);
    assignments = *split;
  }
  auto game = makeGame(info->name, assignments);
  if (!game) return errorAt(text, optionsTag ? optionsTag->valueAt : gameTag->valueAt, game.error().message);
  DecodedCode code{.game = *game, .isReplay = true};
  if (const Token* seed = findTag(tokens, "Seed")) {
    const std::string& v = seed->value;
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), code.seed);
    if (v.empty() || ec != std::errc() || end != v.data() + v.size())
      return errorAt(text, seed->valueAt, "expected a seed, a whole number from 0 to 18446744073709551615");
  }
  const DeckKind kind = (*game)->deckKind();
  const Token* deckTag = findTag(tokens, "Deck");
  if (deckTag) {
    const std::string& v = deckTag->value;
    for (size_t i = 0; i < v.size();) {
      if (v[i] == ' ') { ++i; continue; }
      const size_t end = std::min(v.find(' ', i), v.size());
      auto card = parseCard(std::string_view(v).substr(i, end - i), kind);
      if (!card) return errorAt(text, deckTag->valueAt + i, card.error().message);
      code.deck.push_back(*card);
      i = end;
    }
  }
  auto state = (*game)->newMatch(code.setup(false));
  if (!state) return errorAt(text, deckTag ? deckTag->valueAt : gameTag->valueAt, state.error().message);
  bool movesBegun = false;
  for (const Token& t : tokens) {
    if (t.tag) {
      if (movesBegun) return errorAt(text, t.at, "expected a move, not a tag (the tags come first, one record per text)");
      continue;
    }
    movesBegun = true;
    const std::string& w = t.name;
    if (w == "*" || (std::isdigit(static_cast<unsigned char>(w[0])) && w.back() == '.')) continue;  // "*", move numbers "12."
    auto action = parseAction(w, kind);
    if (!action) return errorAt(text, t.at, "expected a move: " + action.error().message);
    const std::string head = "move " + std::to_string(code.moves.size() + 1) + " (" + w + ") is illegal: ";
    if (auto why = (*state)->whyIllegal(*action)) return errorAt(text, t.at, head + std::string(reasonText(*why)));
    if (auto st = (*state)->apply(*action); !st) return errorAt(text, t.at, head + st.error().message);
    code.moves.push_back(*action);
  }
  return encodeReplayCode(**game, code.seed, code.moves, code.deck);
}

}  // namespace baza::records
