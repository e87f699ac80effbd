#include "Action.h"

#include <charconv>

namespace baza {

std::string actionText(Action a, DeckKind deck) {
  switch (a.kind()) {
    case ActionKind::Play: return cardText(a.card(), deck);
    case ActionKind::Sing: return std::string("sing:") + suitLetter(a.suit(), deck);
    case ActionKind::Exchange: return "exchange";
    case ActionKind::Claim: return "claim";
    case ActionKind::Pass: return "pass";
    case ActionKind::Bid: return "bid:" + std::to_string(a.arg());
    case ActionKind::Declare: return "declare:" + std::to_string(a.arg());
  }
  return "?";
}

namespace {
Result<int> parseArg(std::string_view text, std::string_view whole) {
  int v = -1;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || p != text.data() + text.size() || v < 0 || v > 63)
    return makeError(ErrorCode::InvalidArgument, "bad argument in action '" + std::string(whole) + "'");
  return v;
}
}  // namespace

Result<Action> parseAction(std::string_view text, DeckKind deck) {
  if (text == "exchange") return Action::exchange();
  if (text == "claim") return Action::claim();
  if (text == "pass") return Action::pass();
  if (text.starts_with("sing:")) {
    int s = parseSuit(text.substr(5), deck);
    if (s < 0) return makeError(ErrorCode::InvalidArgument, "bad suit in action '" + std::string(text) + "'");
    return Action::sing(s);
  }
  if (text.starts_with("bid:")) {
    auto v = parseArg(text.substr(4), text);
    if (!v) return v.error();
    return Action::bid(*v);
  }
  if (text.starts_with("declare:")) {
    auto v = parseArg(text.substr(8), text);
    if (!v) return v.error();
    return Action::declare(*v);
  }
  auto card = parseCard(text, deck);
  if (!card)
    return makeError(ErrorCode::InvalidArgument,
                     "not an action: '" + std::string(text) + "' (a card, sing:<suit>, exchange, claim or pass)");
  return Action::play(*card);
}

}  // namespace baza
