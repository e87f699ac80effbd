#include "Output.h"

#include "Json.h"
#include "StateJson.h"

namespace baza::cli {

namespace {
std::string line(std::string_view key, const std::string& value) {  // "key: value" or "key:" when empty
  return std::string(key) + ":" + (value.empty() ? "" : " " + value) + "\n";
}

}  // namespace

std::string scoresText(const Scores& scores) {
  std::string out;
  for (size_t s = 0; s < scores.sides.size(); ++s) {
    const SideScore& x = scores.sides[s];
    out += "side " + std::to_string(s) + ": points " + std::to_string(x.points) + " cards " +
           std::to_string(x.cardPoints) + " cantes " + std::to_string(x.bonusPoints) + " partidas " +
           std::to_string(x.games) + " cotos " + std::to_string(x.sets) + "\n";
  }
  if (scores.winner >= 0) out += "winner: side " + std::to_string(scores.winner) + "\n";
  return out;
}


std::string winnerJson(const Scores& scores) { return scores.winner >= 0 ? std::to_string(scores.winner) : "null"; }


std::string turnText(const GameState& state) {
  return state.isTerminal() ? "none" : std::to_string(state.currentPlayer());
}

std::string turnJson(const GameState& state) {
  return state.isTerminal() ? "null" : std::to_string(state.currentPlayer());
}

std::string trickText(const std::vector<TrickCard>& trick, DeckKind deck) {
  std::string out;
  for (const auto& t : trick) out += (out.empty() ? "" : " ") + std::to_string(t.player) + ":" + cardText(t.card, deck);
  return out;
}


std::string dealText(const GameState& state) {
  const DeckKind deck = state.game().deckKind();
  const DealView v = state.dealView();
  std::string out;
  for (size_t seat = 0; seat < v.hands.size(); ++seat)
    out += line("seat " + std::to_string(seat), cardsText(v.hands[seat], deck));
  // The face-up card while it lies under the stock; once drawn, the trump suit alone.
  out += line("trump", v.faceUp.valid() ? cardText(v.faceUp, deck) : std::string(1, suitLetter(v.trumpSuit, deck)));
  std::string stock;
  for (Card c : v.stock) stock += (stock.empty() ? "" : " ") + cardText(c, deck);
  out += line("stock", stock);
  out += line("trick", trickText(v.trick, deck));
  out += line("deal", std::to_string(v.dealNumber));
  out += line("dealer", std::to_string(v.dealer));
  out += line("turn", turnText(state));
  return out;
}

std::string dealJson(const GameState& state) {
  const DeckKind deck = state.game().deckKind();
  const DealView v = state.dealView();
  JsonArray hands;
  for (CardSet h : v.hands) hands.raw(cardsJson(h, deck));
  JsonArray stock;
  for (Card c : v.stock) stock.string(cardText(c, deck));
  JsonObject o;
  o.string("game", state.game().name()).raw("options", optionsJson(state.game().options()));
  o.raw("hands", hands.str());
  if (v.faceUp.valid())
    o.string("trump", cardText(v.faceUp, deck));
  else
    o.null("trump");
  o.string("trump_suit", std::string(1, suitLetter(v.trumpSuit, deck)));
  o.raw("stock", stock.str()).raw("trick", trickJson(v.trick, deck));
  o.number("deal", v.dealNumber).number("dealer", v.dealer).raw("turn", turnJson(state));
  return o.str() + "\n";
}

std::string legalText(const GameState& state) {
  std::string out = line("turn", turnText(state));
  for (Action a : state.legalActions()) out += actionText(a, state.game().deckKind()) + "\n";
  return out;
}

std::string legalJson(const GameState& state) {
  JsonArray legal;
  for (Action a : state.legalActions()) legal.string(actionText(a, state.game().deckKind()));
  return JsonObject().raw("turn", turnJson(state)).raw("legal", legal.str()).str() + "\n";
}

}  // namespace baza::cli
