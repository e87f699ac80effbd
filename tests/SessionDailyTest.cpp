// The daily deal (core/Daily.h, Session::startDaily/dailyPar) and undo against bots
// (Session::allowUndo/undo): the date decides the deal, a bad date is refused with its
// code, the par is the hard bot's play of the same cards; undo rewinds to the person's
// previous decision, is refused when not allowed, and the bots then answer as before.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "Daily.h"
#include "GameRegistry.h"
#include "Session.h"
#include "SessionJson.h"
#include "ShareCode.h"
#include "bots/Bot.h"

namespace baza::test {
namespace {

// Bots move until seat 0 is to move or the match ends; false at the end.
bool botsUntilPerson(Session& s, std::string_view level) {
  for (int guard = 0; guard < 500; ++guard) {
    const int turn = intField(s.observe(0), "turn");
    if (turn < 0) return false;
    if (turn == 0) return true;
    EXPECT_TRUE(ok(s.botMove(level)));
  }
  return false;
}

// The person's move: what a `level` bot would play for seat 0 now.
std::string personMove(Session& s, std::string_view level) {
  const std::string choice = s.botAction(level);
  EXPECT_TRUE(ok(choice)) << choice;
  const std::string action = field(choice, "action");
  EXPECT_TRUE(ok(s.apply(action)));
  return action;
}

TEST(Daily, DateIsParsedStrictly) {
  EXPECT_EQ(*parseIsoDate("2000-01-01"), 10957);
  ASSERT_TRUE(parseIsoDate("2026-11-26"));
  EXPECT_EQ(*parseIsoDate("2026-11-26"), 20783);  // Python: (date(2026,11,26) - date(1970,1,1)).days
  EXPECT_EQ(*parseIsoDate("2024-02-29"), 19782);
  EXPECT_EQ(*parseIsoDate("2000-03-01") - *parseIsoDate("2000-02-28"), 2);  // 2000 is a leap year
  for (const char* bad : {"2026-02-29", "2026-13-01", "2026-00-10", "2026-11-31", "2026-1-05", "26-11-2026",
                          "2026/11/26", "1999-12-31", "abcd-ef-gh", "", "2026-11-26 "}) {
    auto r = parseIsoDate(bad);
    ASSERT_FALSE(r) << bad;
    EXPECT_EQ(errorCodeName(r.error()), "date") << bad;
  }
}

TEST(Daily, SeedIsTheDocumentedFunctionOfGameAndDay) {
  // Worked out apart (a Python SplitMix64 of deriveSeed(game id, 20, day)): a change to
  // the daily seeds changes every day's deal, which must never happen silently.
  EXPECT_EQ(dailySeed(1, 20783), 18239021669810306736ull);
  EXPECT_EQ(dailySeed(2, 20783), 18328968262814154501ull);
  EXPECT_EQ(dailySeed(3, 20783), 6584428546572742517ull);
  EXPECT_EQ(dailyDeal("whist", "2024-02-29")->seed, 12054898202474552477ull);
  EXPECT_FALSE(dailyDeal("poker", "2026-11-26"));
}

TEST(Daily, SameDateSameDealAndABadDateLeavesTheMatchAlone) {
  Session a, b;
  ASSERT_TRUE(ok(a.lockSeat(0)));
  ASSERT_TRUE(ok(b.lockSeat(0)));
  const std::string first = a.startDaily("whist", "2026-11-26", "");
  ASSERT_TRUE(ok(first)) << first;
  EXPECT_EQ(b.startDaily("whist", "2026-11-26", ""), first);
  EXPECT_EQ(field(a.codes(), "share"), field(b.codes(), "share"));
  ASSERT_TRUE(ok(b.startDaily("whist", "2026-11-25", "")));
  EXPECT_NE(field(a.codes(), "share"), field(b.codes(), "share"));  // another day, another deal
  const std::string codes = a.codes();
  const std::string bad = a.startDaily("whist", "2026-11-31", "");
  EXPECT_FALSE(ok(bad));
  EXPECT_EQ(field(bad, "code"), "date");
  EXPECT_EQ(a.codes(), codes);
  EXPECT_EQ(a.observe(0), first);
  EXPECT_EQ(intField(first, "player"), kDailyPerson);
}

TEST(Daily, ResumingFromASaveNeedsThatDaysDeal) {
  Session s;
  ASSERT_TRUE(ok(s.lockSeat(0)));
  ASSERT_TRUE(ok(s.startDaily("guinote", "2026-11-26", "")));
  botsUntilPerson(s, "easy");
  personMove(s, "easy");
  const std::string replay = field(s.codes(), "replay");
  Session again;
  ASSERT_TRUE(ok(again.lockSeat(0)));
  ASSERT_TRUE(ok(again.startDaily("guinote", "2026-11-26", replay)));
  EXPECT_EQ(again.codes(), s.codes());
  EXPECT_EQ(field(again.startDaily("guinote", "2026-11-25", replay), "code"), "not-daily");
  EXPECT_EQ(again.codes(), s.codes());
}

TEST(Daily, ValuesOfAFinishedDealAddUpToTheDeal) {
  // Each side's value in the review's unit: the two sides share the deal's whole
  // (Belote: 162 card points with the dix de der, plus 20 to the side that said belote).
  for (auto [game, whole] : {std::pair{"whist", 13}, {"guinote", 130}, {"belote", 162}}) {
    auto g = makeGame(game, std::vector<std::string>{"length=deal", "players=4"});
    ASSERT_TRUE(g);
    auto s = (*g)->newMatch(MatchSetup{3, {}, true});
    ASSERT_TRUE(s);
    while (!(*s)->isTerminal()) ASSERT_TRUE((*s)->apply(*botDecision("random", **s, 3, (*s)->history().size())));
    int belote = 0;
    for (const Event& e : (*s)->events()) belote += e.kind == EventKind::Belote && e.rebelote ? 20 : 0;
    EXPECT_EQ(dealValue(game, (*s)->events(), 0) + dealValue(game, (*s)->events(), 1), whole + belote) << game;
    EXPECT_GT(dealValue(game, (*s)->events(), 0), 0) << game;
  }
  EXPECT_EQ(dealUnit("whist"), "tricks");
  EXPECT_EQ(dealUnit("belote"), "points");
}

// A deal of `game` (4 players, one deal) played out by random bots from `seed`: its moves.
std::vector<Action> randomDeal(const Game& game, uint64_t seed) {
  auto s = game.newMatch(MatchSetup{seed, {}, true});
  while (!(*s)->isTerminal()) EXPECT_TRUE((*s)->apply(*botDecision("random", **s, seed, (*s)->history().size())));
  return (*s)->history();
}

TEST(Daily, OpenBestIsTheDoubleDummyValueOfTheSidesFirstCard) {
  // Checked against the Whist analysis (WhistAnalysis, apart from the review): the side on
  // lead makes its best opening lead's tricks; the other side, its best second card's.
  auto g = makeGame("whist", std::vector<std::string>{"length=deal"});
  ASSERT_TRUE(g);
  const std::vector<Action> moves = randomDeal(**g, 21);
  Session s;
  ASSERT_TRUE(ok(s.load(encodeReplayCode(**g, 21, moves))));
  for (int card = 0; card < 2; ++card) {
    ASSERT_TRUE(ok(s.rewind(card)));
    const std::string analysis = s.analyze();
    ASSERT_TRUE(ok(analysis)) << analysis;
    int most = 0;
    for (size_t at = analysis.find("\"tricks\":"); at != std::string::npos; at = analysis.find("\"tricks\":", at + 1))
      most = std::max(most, std::stoi(analysis.substr(at + 9)));
    auto best = openBest(**g, 21, moves, intField(analysis, "side"));
    ASSERT_TRUE(best);
    EXPECT_EQ(best->value, most) << card;
    EXPECT_TRUE(best->exact);
    ASSERT_TRUE(ok(s.load(encodeReplayCode(**g, 21, moves))));
  }
}

TEST(Daily, OpenBestIsExactForBeloteAndAnEstimateForGuinoteWithAStock) {
  for (auto [game, exact] : {std::pair{"belote", true}, {"guinote", false}}) {
    auto g = makeGame(game, std::vector<std::string>{"length=deal", "players=4"});
    ASSERT_TRUE(g);
    const std::vector<Action> moves = randomDeal(**g, 4);
    auto best = openBest(**g, 4, moves, 0);
    ASSERT_TRUE(best) << game << ": " << best.error().message;
    EXPECT_EQ(best->exact, exact) << game;
    EXPECT_GT(best->value, 0) << game;
  }
  auto g = makeGame("whist", std::vector<std::string>{"length=deal"});
  EXPECT_FALSE(openBest(**g, 4, {}, 0));  // no card played: nothing to value
}

TEST(Undo, TakesBackToThePersonsPreviousDecisionAndTheBotsAnswerAsBefore) {
  Session s;
  ASSERT_TRUE(ok(s.lockSeat(0)));
  ASSERT_TRUE(ok(s.allowUndo(true)));
  ASSERT_TRUE(ok(s.start("whist", "length=deal", "11")));
  ASSERT_TRUE(botsUntilPerson(s, "easy"));
  personMove(s, "easy");
  ASSERT_TRUE(botsUntilPerson(s, "easy"));
  const std::string before = field(s.codes(), "replay");
  const std::string taken = personMove(s, "easy");
  ASSERT_TRUE(botsUntilPerson(s, "easy"));
  const std::string after = s.codes();
  const std::string undone = s.undo();
  ASSERT_TRUE(ok(undone)) << undone;
  // The state is the match rewound to that decision: the same codes, the same view.
  Session rewound;
  ASSERT_TRUE(ok(rewound.load(before)));
  EXPECT_EQ(field(s.codes(), "replay"), before);
  EXPECT_EQ(intField(undone, "moves"), intField(rewound.load(before), "moves"));
  EXPECT_GE(intField(undone, "undone"), 1);
  EXPECT_EQ(s.observe(0), rewound.observe(0));
  // The same card again: the bots (seeded by seed + history) reply as they did.
  ASSERT_TRUE(ok(s.apply(taken)));
  botsUntilPerson(s, "easy");
  EXPECT_EQ(s.codes(), after);
}

TEST(Undo, RefusedWhenNotAllowedOrNothingToTakeBack) {
  Session s;
  ASSERT_TRUE(ok(s.lockSeat(0)));
  ASSERT_TRUE(ok(s.start("guinote", "players=4 length=deal", "7")));
  ASSERT_TRUE(botsUntilPerson(s, "easy"));
  EXPECT_EQ(field(s.undo(), "code"), "undo-off");  // off by default
  ASSERT_TRUE(ok(s.allowUndo(true)));
  const std::string codes = s.codes();
  EXPECT_EQ(field(s.undo(), "code"), "undo-nothing");  // the person has not moved yet
  EXPECT_EQ(s.codes(), codes);
  personMove(s, "easy");
  ASSERT_TRUE(ok(s.allowUndo(false)));
  const std::string moved = s.codes();
  EXPECT_EQ(field(s.undo(), "code"), "undo-off");
  EXPECT_EQ(s.codes(), moved);
  ASSERT_TRUE(ok(s.allowUndo(true)));
  // The daily deal never takes a move back, whatever the setting.
  ASSERT_TRUE(ok(s.startDaily("guinote", "2026-11-26", "")));
  if (botsUntilPerson(s, "hard")) personMove(s, "easy");
  const std::string daily = s.codes();
  EXPECT_EQ(field(s.undo(), "code"), "undo-off");
  EXPECT_EQ(field(s.rewind(0), "code"), "undo-off");
  EXPECT_EQ(s.codes(), daily);
  // Not live (no person locked): nothing to take back for anyone.
  Session open;
  ASSERT_TRUE(ok(open.allowUndo(true)));
  ASSERT_TRUE(ok(open.start("whist", "length=deal", "11")));
  ASSERT_TRUE(ok(open.botMove("easy")));
  EXPECT_EQ(field(open.undo(), "code"), "undo-off");
}

TEST(Daily, ParIsTheHardBotInThePersonsSeat) {
  Session s;
  ASSERT_TRUE(ok(s.lockSeat(0)));
  EXPECT_EQ(field(s.dailyPar(), "code"), "no-match");
  ASSERT_TRUE(ok(s.start("guinote", "players=4 length=deal", "7")));
  EXPECT_EQ(field(s.dailyPar(), "code"), "not-daily");  // not a daily deal
  ASSERT_TRUE(ok(s.startDaily("belote", "2026-11-26", "")));
  EXPECT_EQ(field(s.dailyPar(), "code"), "not-daily");  // refused while live
  // The person plays just as the hard bot would: his result is the par, move for move.
  while (botsUntilPerson(s, kDailyLevel)) personMove(s, kDailyLevel);
  const std::string par = s.dailyPar();
  ASSERT_TRUE(ok(par)) << par;
  EXPECT_EQ(field(par, "unit"), "points");
  EXPECT_EQ(field(par, "date"), "2026-11-26");
  EXPECT_EQ(intField(par, "result"), intField(par, "par"));
  EXPECT_EQ(field(par, "parReplay"), field(s.codes(), "replay"));
  EXPECT_GT(intField(par, "best"), 0);  // Belote: the open-cards solver's value
  EXPECT_NE(par.find("\"bestExact\":true"), std::string::npos);
  EXPECT_GT(intField(par, "par"), 0);
}

}  // namespace
}  // namespace baza::test
