// Session (the engine behind the page) given hostile text and numbers: every bad
// option, seed, action word, code, seat or move number is {"ok":false,...} with a
// message, and the match in progress is exactly as it was. Issue 10: "look for the
// rest of its kind" after the share-code abort.
#include <gtest/gtest.h>

#include <climits>
#include <string>
#include <vector>

#include "GameRegistry.h"
#include "Session.h"

namespace baza {
namespace {

bool isError(const std::string& json) { return json.rfind("{\"ok\":false,\"error\":\"", 0) == 0 && json.size() > 24; }

// A match a few moves in, so that "untouched" means something.
Session started(const std::string& game = "guinote") {
  Session s;
  EXPECT_FALSE(isError(s.start(game, "", "7")));
  for (int i = 0; i < 3; ++i) {
    const std::string bot = s.botAction("random");
    const auto from = bot.find("\"action\":\"") + 10;
    EXPECT_FALSE(isError(s.apply(bot.substr(from, bot.find('"', from) - from)))) << bot;
  }
  return s;
}

TEST(SessionInputs, BadOptionTextIsAnErrorAndChangesNothing) {
  const std::vector<std::string> bad = {
      "cards=abc", "cards=99999999999999999999", "cards=-99999999999999999999", "cards=", "cards", "=48", "=",
      "cards==48", "cards=48x", "cards= 48", "cards=+48", "cards=0x30", "players=2 players=3", "players=2  players=2",
      "ceremony=", "ceremony=KINGS", "strict_table=yes", "nope=1", std::string("cards=4\0" "8", 8),
      std::string(5000, 'x') + "=1"};
  for (const std::string& options : bad) {
    SCOPED_TRACE(options);
    Session s = started();
    const std::string before = s.reveal(), codes = s.codes();
    EXPECT_TRUE(isError(s.start("guinote", options, "1"))) << s.start("guinote", options, "1");
    EXPECT_EQ(s.reveal(), before);
    EXPECT_EQ(s.codes(), codes);
  }
}

TEST(SessionInputs, BadSeedsAndGamesAreErrors) {
  Session s = started();
  const std::string before = s.reveal();
  for (const std::string& seed : std::vector<std::string>{"", "-1", "18446744073709551616", "99999999999999999999999", "0x10", " 5", "5 ",
                                  "+5", "5.0", "1e3", "seven"})
    EXPECT_TRUE(isError(s.start("guinote", "", seed))) << "'" << seed << "'";
  for (const std::string& game : std::vector<std::string>{"", "Guinote", "guinote ", "chess", std::string("guinote\0", 8)})
    EXPECT_TRUE(isError(s.start(game, "", "1"))) << "'" << game << "'";
  EXPECT_EQ(s.reveal(), before);
  EXPECT_FALSE(isError(s.start("guinote", "", "18446744073709551615")));  // the largest seed is fine
}

TEST(SessionInputs, BadActionWordsAreErrors) {
  for (const char* game : {"guinote", "whist", "belote"}) {
    SCOPED_TRACE(game);
    Session s = started(game);
    const std::string before = s.reveal();
    for (const std::string& word : std::vector<std::string>{std::string(""), std::string(" "), std::string("sing:"), std::string("sing:zz"), std::string("sing:o "),
          std::string("bid:"), std::string("bid:64"), std::string("bid:-1"), std::string("bid:99999999999999999999"),
          std::string("bid:1x"), std::string("declare:"), std::string("declare:1e2"), std::string("0o"),
          std::string("13o"), std::string("99999999999999999999o"), std::string("AS "), std::string("10"),
          std::string("pass\0", 5), std::string("\xff\xfe"), std::string(10000, '7')})
      EXPECT_TRUE(isError(s.apply(word))) << "'" << word << "'";
    EXPECT_EQ(s.reveal(), before);
  }
}

TEST(SessionInputs, OutOfRangeSeatsAndMoveNumbersAreErrors) {
  Session s = started();
  const std::string before = s.reveal();
  for (int seat : {-1, -5, 4, 99, INT_MIN, INT_MAX}) EXPECT_TRUE(isError(s.observe(seat))) << seat;
  for (int moves : {-1, -5, 4, 1'000'000'000, INT_MIN, INT_MAX}) EXPECT_TRUE(isError(s.rewind(moves))) << moves;
  for (const std::string& level : std::vector<std::string>{"", "Random", "genius", std::string("random\0", 7)})
    EXPECT_TRUE(isError(s.botAction(level))) << "'" << level << "'";
  EXPECT_EQ(s.reveal(), before);
  EXPECT_FALSE(isError(s.rewind(3)));  // the last move number is fine
  EXPECT_EQ(s.reveal(), before);
}

TEST(SessionInputs, BadCodesAreErrorsAndChangeNothing) {
  Session s = started();
  const std::string before = s.reveal();
  for (const std::string& code : std::vector<std::string>{"AQABAAIDgIAAtK0", "", "AAAA", "AQAB", std::string(100000, 'A'), "AQABAA==",
                                  std::string("AQABAAIDgIAAtK0\0", 16)})
    EXPECT_TRUE(isError(s.load(code))) << "'" << code.substr(0, 20) << "'";
  EXPECT_EQ(s.reveal(), before);
}

// Issue 10 audit: another game's options made the rules look up names they lack
// (Options::get asserts, so in a release build it read values_[-1]).
TEST(SessionInputs, MakeGameRefusesAnotherGamesOptions) {
  Options whist(findGame("whist")->optionSpecs);
  auto g = makeGame("guinote", whist);
  ASSERT_FALSE(g);
  EXPECT_NE(g.error().message.find("not guinote's"), std::string::npos) << g.error().message;
  EXPECT_FALSE(makeGame("belote", Options()));
  EXPECT_TRUE(makeGame("whist", whist));
}

}  // namespace
}  // namespace baza
