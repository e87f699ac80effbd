// Text and JSON forms of events (a documented CLI contract: change with care) and
// the texts of IllegalReason. Both forms are written by one emitter per event, so
// the text line and the JSON object can never disagree.
#include <string>

#include "Event.h"
#include "Game.h"
#include "Json.h"

namespace baza {

std::string_view reasonText(IllegalReason r) {
  switch (r) {
    case IllegalReason::NotYourTurn: return "not your turn";
    case IllegalReason::NotInHand: return "card not in hand";
    case IllegalReason::MustFollowSuit: return "must follow suit";
    case IllegalReason::MustBeat: return "must beat the winning card";
    case IllegalReason::MustTrump: return "must trump";
    case IllegalReason::MustOvertrump: return "must overtrump";
    case IllegalReason::NotAvailable: return "not available now";
    case IllegalReason::GameOver: return "the match is over";
  }
  return "illegal";  // a flag byte from a damaged log
}

std::string_view eventKindName(EventKind k) {
  switch (k) {
    case EventKind::CeremonyCard: return "ceremony";
    case EventKind::Seated: return "seat";
    case EventKind::DealStarted: return "deal";
    case EventKind::CardPlayed: return "play";
    case EventKind::TrickWon: return "trick";
    case EventKind::CardDrawn: return "draw";
    case EventKind::Sang: return "sing";
    case EventKind::Exchanged: return "exchange";
    case EventKind::Claimed: return "claim";
    case EventKind::Revoke: return "revoke";
    case EventKind::DealScored: return "score";
    case EventKind::PartidaWon: return "partida";
    case EventKind::CotoWon: return "coto";
    case EventKind::MatchWon: return "match";
  }
  return "unknown";
}

namespace {

std::string_view partidaEndName(uint8_t flag) {
  switch (static_cast<PartidaEnd>(flag)) {
    case PartidaEnd::Points: return "points";
    case PartidaEnd::LastTrick: return "last-trick";
    case PartidaEnd::Claim: return "claim";
    case PartidaEnd::WrongClaim: return "wrong-claim";
    case PartidaEnd::Revoke: return "revoke";
  }
  return "unknown";
}

// Spaces would split the reason into several words of the text line.
std::string reasonToken(uint8_t flag) {
  std::string s(reasonText(static_cast<IllegalReason>(flag)));
  for (char& ch : s)
    if (ch == ' ') ch = '-';
  return s;
}

// Builds the text line and the JSON object together. A text label of "" writes
// the value alone; inText = false keeps a field out of the text line.
class Emitter {
 public:
  Emitter(EventKind k, DeckKind deck) : deck_(deck), text_(eventKindName(k)) { json_.string("type", text_); }

  Emitter& num(std::string_view label, std::string_view key, int v, bool inText = true) {
    if (inText) put(label, std::to_string(v));
    json_.number(key, v);
    return *this;
  }
  // An invalid card is one this observer may not see: "??" / null.
  Emitter& card(std::string_view label, std::string_view key, Card c) {
    put(label, c.valid() ? cardText(c, deck_) : "??");
    if (c.valid()) json_.string(key, cardText(c, deck_));
    else json_.null(key);
    return *this;
  }
  Emitter& suit(std::string_view label, std::string_view key, int s) {
    bool known = s >= 0 && s < 4;
    put(label, known ? std::string(1, suitLetter(s, deck_)) : "?");
    if (known) json_.string(key, std::string(1, suitLetter(s, deck_)));
    else json_.null(key);
    return *this;
  }
  Emitter& word(std::string_view label, std::string_view key, std::string_view w) {
    put(label, w);
    json_.string(key, w);
    return *this;
  }
  // A boolean: a word in the text (yes/no, correct/wrong), true/false in JSON.
  Emitter& flag(std::string_view label, std::string_view key, bool v, std::string_view yes, std::string_view no) {
    put(label, v ? yes : no);
    json_.boolean(key, v);
    return *this;
  }
  // A boolean shown in the text only as a trailing word when true ("hidden").
  Emitter& marker(std::string_view key, bool v) {
    if (v) put("", key);
    json_.boolean(key, v);
    return *this;
  }
  const std::string& text() const { return text_; }
  std::string json() const { return json_.str(); }

 private:
  void put(std::string_view label, std::string_view value) {
    if (!label.empty()) (text_ += ' ') += label;
    (text_ += ' ') += value;
  }
  DeckKind deck_;
  std::string text_;
  JsonObject json_;
};

Emitter emit(const Event& e, DeckKind deck) {
  Emitter o(e.kind, deck);
  switch (e.kind) {
    case EventKind::CeremonyCard:
      o.num("person", "person", e.player).card("card", "card", e.card).num("round", "round", e.a);
      break;
    case EventKind::Seated:
      o.num("", "seat", e.player).num("person", "person", e.a);
      break;
    case EventKind::DealStarted:
      o.num("", "deal", e.a).num("dealer", "dealer", e.player).card("trump", "trump", e.card);
      o.num("vueltas", "vueltas", e.b > 0 ? e.b - 1 : 0);
      break;
    case EventKind::CardPlayed:
      o.num("", "player", e.player).card("", "card", e.card);
      break;
    case EventKind::TrickWon:
      o.num("", "trick", e.b).num("won-by", "player", e.player).num("side", "side", e.side);
      o.num("points", "points", e.a).num("ultimas", "ultimas", e.c, e.c > 0);
      break;
    case EventKind::CardDrawn:
      o.num("", "player", e.player).card("", "card", e.card);
      break;
    case EventKind::Sang:
      o.num("", "player", e.player).num("side", "side", e.side, false).suit("suit", "suit", e.suit);
      o.num("points", "points", e.a).marker("hidden", e.flag == 1);
      break;
    case EventKind::Exchanged:
      o.num("", "player", e.player).card("gives", "gives", e.card).card("takes", "takes", e.card2);
      break;
    case EventKind::Claimed:
      o.num("", "player", e.player).num("side", "side", e.side).num("total", "total", e.a);
      o.flag("", "correct", e.flag == 1, "correct", "wrong");
      break;
    case EventKind::Revoke:
      o.num("", "player", e.player).card("card", "card", e.card).word("reason", "reason", reasonToken(e.flag));
      break;
    case EventKind::DealScored:
      o.num("side", "side", e.side).num("cards", "cards", e.a).num("cantes", "cantes", e.b);
      o.flag("counted", "counted", e.flag == 1, "yes", "no").num("total", "total", e.c);
      break;
    case EventKind::PartidaWon:
      o.num("side", "side", e.side).word("by", "by", partidaEndName(e.flag)).num("partidas", "partidas", e.a);
      break;
    case EventKind::CotoWon:
      o.num("side", "side", e.side).num("cotos", "cotos", e.a);
      break;
    case EventKind::MatchWon:
      o.num("side", "side", e.side);
      break;
  }
  return o;
}

}  // namespace

std::string eventText(const Event& e, DeckKind deck) { return emit(e, deck).text(); }
std::string eventJson(const Event& e, DeckKind deck) { return emit(e, deck).json(); }

}  // namespace baza
