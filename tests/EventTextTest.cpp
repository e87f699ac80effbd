// The event text lines are a documented CLI contract: these tests pin them.
#include <gtest/gtest.h>

#include "Event.h"
#include "Game.h"

using namespace baza;

namespace {
constexpr DeckKind S = DeckKind::Spanish;
Card card(const char* t, DeckKind d = S) { return *parseCard(t, d); }

Event ev(EventKind k, int player = -1, int side = -1) {
  Event e{};
  e.kind = k;
  e.player = static_cast<int8_t>(player);
  e.side = static_cast<int8_t>(side);
  return e;
}
}  // namespace

TEST(EventText, CeremonyAndSeat) {
  Event c = ev(EventKind::CeremonyCard, 2);
  c.card = card("12b");
  c.round = 1;
  EXPECT_EQ(eventText(c, S), "ceremony person 2 card 12b round 1");
  EXPECT_EQ(eventJson(c, S), R"({"type":"ceremony","person":2,"card":"12b","round":1})");
  Event s = ev(EventKind::Seated, 0);
  s.person = 3;
  EXPECT_EQ(eventText(s, S), "seat 0 person 3");
  EXPECT_EQ(eventJson(s, S), R"({"type":"seat","seat":0,"person":3})");
}

TEST(EventText, DealStarted) {
  Event d = ev(EventKind::DealStarted, 3);
  d.dealNumber = 5;
  d.dealInPartida = 1;
  d.card = card("7o");
  d.suit = 0;
  EXPECT_EQ(eventText(d, S), "deal 5 dealer 3 trump 7o vueltas 0");
  d.dealInPartida = 2;
  EXPECT_EQ(eventText(d, S), "deal 5 dealer 3 trump 7o vueltas 1");
  EXPECT_EQ(eventJson(d, S), R"({"type":"deal","deal":5,"dealer":3,"trump":"7o","vueltas":1})");
}

TEST(EventText, PlayDrawAndHiddenCards) {
  Event p = ev(EventKind::CardPlayed, 1);
  p.card = card("10c");
  EXPECT_EQ(eventText(p, S), "play 1 10c");
  EXPECT_EQ(eventJson(p, S), R"({"type":"play","player":1,"card":"10c"})");
  Event d = ev(EventKind::CardDrawn, 2);
  d.card = card("3e");
  EXPECT_EQ(eventText(d, S), "draw 2 3e");
  d.card = kNoCard;
  EXPECT_EQ(eventText(d, S), "draw 2 ??");
  EXPECT_EQ(eventJson(d, S), R"({"type":"draw","player":2,"card":null})");
}

TEST(EventText, TrickWon) {
  Event t = ev(EventKind::TrickWon, 2, 0);
  t.points = 21;
  t.trickNumber = 4;
  EXPECT_EQ(eventText(t, S), "trick 4 won-by 2 side 0 points 21");
  EXPECT_EQ(eventJson(t, S), R"({"type":"trick","trick":4,"player":2,"side":0,"points":21,"ultimas":0})");
  t.ultimas = 10;
  EXPECT_EQ(eventText(t, S), "trick 4 won-by 2 side 0 points 21 ultimas 10");
  EXPECT_EQ(eventJson(t, S), R"({"type":"trick","trick":4,"player":2,"side":0,"points":21,"ultimas":10})");
}

TEST(EventText, Sang) {
  Event s = ev(EventKind::Sang, 1, 1);
  s.suit = 2;
  s.points = 40;
  EXPECT_EQ(eventText(s, S), "sing 1 suit e points 40");
  EXPECT_EQ(eventJson(s, S), R"({"type":"sing","player":1,"side":1,"suit":"e","points":40,"hidden":false})");
  s.hidden = true;
  EXPECT_EQ(eventText(s, S), "sing 1 suit e points 40 hidden");
  s.suit = -1;
  s.points = 20;
  EXPECT_EQ(eventText(s, S), "sing 1 suit ? points 20 hidden");
  EXPECT_EQ(eventJson(s, S), R"({"type":"sing","player":1,"side":1,"suit":null,"points":20,"hidden":true})");
  s.suit = 3;
  EXPECT_EQ(eventText(s, DeckKind::French), "sing 1 suit C points 20 hidden");
}

TEST(EventText, ExchangeAndClaim) {
  Event x = ev(EventKind::Exchanged, 0);
  x.card = card("7b");
  x.cardTaken = card("1b");
  EXPECT_EQ(eventText(x, S), "exchange 0 gives 7b takes 1b");
  EXPECT_EQ(eventJson(x, S), R"({"type":"exchange","player":0,"gives":"7b","takes":"1b"})");
  Event c = ev(EventKind::Claimed, 3, 1);
  c.total = 104;
  c.correct = true;
  EXPECT_EQ(eventText(c, S), "claim 3 side 1 total 104 correct");
  EXPECT_EQ(eventJson(c, S), R"({"type":"claim","player":3,"side":1,"total":104,"correct":true})");
  c.correct = false;
  EXPECT_EQ(eventText(c, S), "claim 3 side 1 total 104 wrong");
}

TEST(EventText, Revoke) {
  Event r = ev(EventKind::Revoke, 2);
  r.card = card("4e");
  r.reason = IllegalReason::MustFollowSuit;
  EXPECT_EQ(eventText(r, S), "revoke 2 card 4e reason must-follow-suit");
  EXPECT_EQ(eventJson(r, S), R"({"type":"revoke","player":2,"card":"4e","reason":"must-follow-suit"})");
  r.reason = IllegalReason::MustBeat;
  EXPECT_EQ(eventText(r, S), "revoke 2 card 4e reason must-beat-the-winning-card");
}

TEST(EventText, ScoresAndWins) {
  Event d = ev(EventKind::DealScored, -1, 1);
  d.points = 72;
  d.bonus = 40;
  d.total = 112;
  d.counted = true;
  EXPECT_EQ(eventText(d, S), "score side 1 cards 72 cantes 40 counted yes total 112");
  EXPECT_EQ(eventJson(d, S),
            R"({"type":"score","side":1,"cards":72,"cantes":40,"counted":true,"total":112})");
  d.counted = false;
  EXPECT_EQ(eventText(d, S), "score side 1 cards 72 cantes 40 counted no total 112");

  Event p = ev(EventKind::PartidaWon, -1, 0);
  p.won = 2;
  const char* by[] = {"points", "last-trick", "claim", "wrong-claim", "revoke"};
  for (int i = 0; i < 5; ++i) {
    p.partidaEnd = static_cast<PartidaEnd>(i);
    EXPECT_EQ(eventText(p, S), std::string("partida side 0 by ") + by[i] + " partidas 2");
  }
  EXPECT_EQ(eventJson(p, S), R"({"type":"partida","side":0,"by":"revoke","partidas":2})");

  Event c = ev(EventKind::CotoWon, -1, 1);
  c.won = 1;
  EXPECT_EQ(eventText(c, S), "coto side 1 cotos 1");
  EXPECT_EQ(eventJson(c, S), R"({"type":"coto","side":1,"cotos":1})");
  Event m = ev(EventKind::MatchWon, -1, 0);
  EXPECT_EQ(eventText(m, S), "match side 0");
  EXPECT_EQ(eventJson(m, S), R"({"type":"match","side":0})");
}

TEST(EventText, KindNamesAreTheFirstWord) {
  for (int k = 0; k <= static_cast<int>(EventKind::MatchWon); ++k) {
    Event e = ev(static_cast<EventKind>(k), 0, 0);
    std::string text = eventText(e, S);
    std::string name(eventKindName(e.kind));
    EXPECT_EQ(text.substr(0, text.find(' ')), name);
    EXPECT_EQ(eventJson(e, S).rfind(R"({"type":")" + name + "\"", 0), 0u) << name;
  }
}

TEST(EventText, ReasonTexts) {
  const char* want[] = {"not your turn",  "card not in hand",  "must follow suit",  "must beat the winning card",
                        "must trump",     "must overtrump",    "not available now", "the match is over"};
  for (int i = 0; i < 8; ++i) EXPECT_EQ(reasonText(static_cast<IllegalReason>(i)), want[i]);
}
