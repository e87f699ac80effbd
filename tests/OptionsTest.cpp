// Options parsing and validation, on a spec list of our own (not a game's), so
// these tests do not change when a game's options do.
#include <gtest/gtest.h>

#include "Options.h"

using namespace baza;

namespace {
const std::vector<OptionSpec>& specs() {
  static const std::vector<OptionSpec> s = {
      {"players", 1, 4, {}, 2, 4, {}, "players"},
      {"cards", 2, 40, {}, 0, 0, {40, 48}, "pack size"},
      boolOption("strict", 3, false, "a flag"),
      {"length", 4, 0, {"match", "partida", "deal"}, 0, 0, {}, "a choice"},
  };
  return s;
}
}  // namespace

TEST(Options, DefaultsAndDescribe) {
  Options o(&specs());
  EXPECT_EQ(o.get("players"), 4);
  EXPECT_EQ(o.get("cards"), 40);
  EXPECT_EQ(o.get("strict"), 0);
  EXPECT_EQ(o.describe(), "players=4 cards=40 strict=off length=match");
  for (int i = 0; i < 4; ++i) EXPECT_TRUE(o.isDefault(i));
}

TEST(Options, ValidAssignments) {
  Options o(&specs());
  EXPECT_TRUE(o.parseAssignment("cards=48"));
  EXPECT_TRUE(o.parseAssignment("players=2"));
  EXPECT_TRUE(o.parseAssignment("strict=on"));
  EXPECT_TRUE(o.parseAssignment("length=deal"));
  EXPECT_EQ(o.describe(), "players=2 cards=48 strict=on length=deal");
  EXPECT_FALSE(o.isDefault(1));
  EXPECT_EQ(o.valueText(3), "deal");
  for (const char* t : {"false", "0"}) {
    ASSERT_TRUE(o.set("strict", t));
    EXPECT_EQ(o.get("strict"), 0);
  }
  ASSERT_TRUE(o.set("strict", "true"));
  EXPECT_EQ(o.get("strict"), 1);
}

TEST(Options, ParseErrorsLeaveValuesUntouched) {
  Options o(&specs());
  const Options before = o;
  for (const char* bad : {"cards48", "unknown=1", "cards=41", "cards=abc", "players=5", "players=1", "players=",
                          "players=3x", "players= 3", "strict=yes", "length=coto", "=4", "", "Players=3"}) {
    auto st = o.parseAssignment(bad);
    ASSERT_FALSE(st) << bad;
    EXPECT_EQ(st.error().code, ErrorCode::InvalidArgument) << bad;
    EXPECT_FALSE(st.error().message.empty());
  }
  EXPECT_TRUE(o == before);
}

TEST(Options, ErrorMessagesSayWhatIsWrong) {
  Options o(&specs());
  EXPECT_NE(o.parseAssignment("nope=1").error().message.find("unknown option 'nope'"), std::string::npos);
  EXPECT_NE(o.parseAssignment("length=x").error().message.find("match, partida, deal"), std::string::npos);
  EXPECT_NE(o.parseAssignment("cards").error().message.find("name=value"), std::string::npos);
}

TEST(Options, SetById) {
  Options o(&specs());
  EXPECT_TRUE(o.setById(2, 48));
  EXPECT_EQ(o.get("cards"), 48);
  EXPECT_FALSE(o.setById(2, 44));
  EXPECT_FALSE(o.setById(1, 9));
  EXPECT_FALSE(o.setById(4, 3));
  EXPECT_FALSE(o.setById(4, -1));
  auto unknown = o.setById(99, 0);
  ASSERT_FALSE(unknown);
  EXPECT_NE(unknown.error().message.find("99"), std::string::npos);
  EXPECT_EQ(o.get("cards"), 48);
}

TEST(Options, SplitAssignmentsRefusesAnOptionNamedTwice) {
  auto words = splitAssignments("  cards=48   players=2 ");
  ASSERT_TRUE(words) << words.error().message;
  EXPECT_EQ(*words, (std::vector<std::string>{"cards=48", "players=2"}));
  for (const char* text : {"players=2 players=3", "players=2 players=2", "cards=48 cards", "=1 =2"}) {
    auto r = splitAssignments(text);
    ASSERT_FALSE(r) << text;
    EXPECT_NE(r.error().message.find("given twice"), std::string::npos) << r.error().message;
  }
}
