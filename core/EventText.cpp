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
    case EventKind::Bid: return "bid";
    case EventKind::Redeal: return "redeal";
    case EventKind::Contract: return "contract";
    case EventKind::BottomCard: return "bottom";
    case EventKind::Announced: return "announce";
    case EventKind::Declared: return "declare";
    case EventKind::Belote: return "belote";
    case EventKind::Capote: return "capote";
    case EventKind::ContractResult: return "result";
    case EventKind::DummyExposed: return "dummy";
    case EventKind::GameWon: return "game";
    case EventKind::RubberWon: return "rubber";
  }
  return "unknown";
}

namespace {

std::string_view partidaEndName(PartidaEnd how) {
  switch (how) {
    case PartidaEnd::Points: return "points";
    case PartidaEnd::LastTrick: return "last-trick";
    case PartidaEnd::Claim: return "claim";
    case PartidaEnd::WrongClaim: return "wrong-claim";
    case PartidaEnd::Revoke: return "revoke";
  }
  return "unknown";
}

std::string_view verdictName(ContractVerdict verdict) {  // Belote's: made, dedans, litige
  switch (static_cast<uint8_t>(verdict)) {
    case 0: return "made";
    case 1: return "dedans";
    case 2: return "litige";
  }
  return "unknown";
}

// The rank alone ("J", "12"): a card's text without its suit letter.
std::string rankText(int rank, DeckKind deck) {
  if (rank < 1 || rank > 14) return "?";
  std::string t = cardText(Card::of(0, rank), deck);
  t.pop_back();
  return t;
}

// Spaces would split the reason into several words of the text line.
std::string reasonToken(IllegalReason reason) {
  std::string s(reasonText(reason));
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
      o.num("person", "person", e.player).card("card", "card", e.card).num("round", "round", e.round);
      break;
    case EventKind::Seated:
      o.num("", "seat", e.player).num("person", "person", e.person);
      break;
    case EventKind::DealStarted:
      o.num("", "deal", e.dealNumber).num("dealer", "dealer", e.player);
      if (!e.card.valid() && e.suit >= 0)
        o.suit("trump", "trump", e.suit);  // trumps fixed without a turned card (whist's trump_rotation)
      else
        o.card("trump", "trump", e.card);
      o.num("vueltas", "vueltas", e.dealInPartida > 0 ? e.dealInPartida - 1 : 0);
      break;
    case EventKind::CardPlayed:
      o.num("", "player", e.player).card("", "card", e.card);
      break;
    case EventKind::TrickWon:
      o.num("", "trick", e.trickNumber).num("won-by", "player", e.player).num("side", "side", e.side);
      o.num("points", "points", e.points).num("ultimas", "ultimas", e.ultimas, e.ultimas > 0);
      break;
    case EventKind::CardDrawn:
      o.num("", "player", e.player).card("", "card", e.card);
      break;
    case EventKind::Sang:
      o.num("", "player", e.player).num("side", "side", e.side, false).suit("suit", "suit", e.suit);
      o.num("points", "points", e.points).marker("hidden", e.hidden);
      break;
    case EventKind::Exchanged:
      o.num("", "player", e.player).card("gives", "gives", e.card).card("takes", "takes", e.cardTaken);
      break;
    case EventKind::Claimed:
      o.num("", "player", e.player).num("side", "side", e.side).num("total", "total", e.total);
      o.flag("", "correct", e.correct, "correct", "wrong");
      break;
    case EventKind::Revoke:
      o.num("", "player", e.player).card("card", "card", e.card).word("reason", "reason", reasonToken(e.reason));
      break;
    case EventKind::DealScored:
      if (e.byTricks)  // whist: tricks over six and honours
        o.num("side", "side", e.side).num("tricks", "tricks", e.points).num("honours", "honours", e.bonus);
      else
        o.num("side", "side", e.side).num("cards", "cards", e.points).num("cantes", "cantes", e.bonus);
      o.flag("counted", "counted", e.counted, "yes", "no").num("total", "total", e.total);
      break;
    case EventKind::PartidaWon:
      o.num("side", "side", e.side).word("by", "by", partidaEndName(e.partidaEnd)).num("partidas", "partidas", e.won);
      break;
    case EventKind::CotoWon:
      o.num("side", "side", e.side).num("cotos", "cotos", e.won);
      break;
    case EventKind::MatchWon:
      o.num("side", "side", e.side);
      break;
    case EventKind::Bid:
      o.num("", "player", e.player).num("side", "side", e.side, false).num("round", "round", e.round);
      o.word("", "bid", e.take ? std::string(1, suitLetter(e.suit & 3, deck)) : std::string("pass"));
      break;
    case EventKind::Redeal:
      o.num("dealer", "dealer", e.player).num("deal", "deal", e.dealNumber);
      break;
    case EventKind::Contract:
      o.num("", "player", e.player).num("side", "side", e.side).suit("trump", "trump", e.suit);
      break;
    case EventKind::BottomCard:
      o.card("", "card", e.card).num("dealer", "dealer", e.player, false);
      break;
    case EventKind::Announced:
      o.num("", "player", e.player).num("side", "side", e.side, false);
      o.word("", "kind", e.length == 0 ? "four-of-a-kind" : "sequence").num("", "length", e.length, e.length > 0);
      break;
    case EventKind::Declared:
      o.num("", "player", e.player).num("side", "side", e.side, false);
      if (e.length == 0) {
        o.word("", "kind", "four-of-a-kind").num("length", "length", 0, false).word("", "rank", rankText(e.rank, deck));
      } else {
        o.word("", "kind", "sequence").num("", "length", e.length).card("top", "top", Card::of(e.suit & 3, e.rank));
      }
      o.num("points", "points", e.points).flag("counted", "counted", e.counted, "yes", "no");
      break;
    case EventKind::Belote:
      o.num("", "player", e.player).num("side", "side", e.side, false).card("", "card", e.card);
      o.marker("rebelote", e.rebelote);
      break;
    case EventKind::Capote:
      o.num("side", "side", e.side).num("points", "points", e.points);
      break;
    case EventKind::ContractResult:
      o.num("taker", "taker", e.player).num("side", "side", e.side).suit("trump", "trump", e.suit);
      o.word("", "verdict", verdictName(e.verdict)).num("points", "points", e.points);
      o.num("defenders", "defenders", e.defenders).num("held", "held", e.held);
      break;
    case EventKind::DummyExposed:
      o.num("", "player", e.player).num("played-by", "controller", e.controller);
      break;
    case EventKind::GameWon:
      o.num("side", "side", e.side).num("games", "games", e.won);
      break;
    case EventKind::RubberWon:
      o.num("side", "side", e.side).num("rubbers", "rubbers", e.won);
      break;
  }
  return o;
}

}  // namespace

std::string eventText(const Event& e, DeckKind deck) { return emit(e, deck).text(); }
std::string eventJson(const Event& e, DeckKind deck) { return emit(e, deck).json(); }

}  // namespace baza
