#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "Json.h"
#include "Rng.h"

using namespace baza;

TEST(Json, EscapesStrings) {
  EXPECT_EQ(jsonString(""), R"("")");
  EXPECT_EQ(jsonString("plain"), R"("plain")");
  EXPECT_EQ(jsonString("a\"b\\c"), R"("a\"b\\c")");
  EXPECT_EQ(jsonString("\n\t\r"), R"("\u000a\u0009\u000d")");
  EXPECT_EQ(jsonString(std::string_view("\0\x1f", 2)), R"("\u0000\u001f")");
  EXPECT_EQ(jsonString("/ \x7f"), "\"/ \x7f\"");   // neither needs escaping
  EXPECT_EQ(jsonString("guiñote"), "\"guiñote\"");  // UTF-8 passes through
}

TEST(Json, Numbers) {
  EXPECT_EQ(jsonNumber(0.5), "0.5");
  EXPECT_EQ(jsonNumber(1), "1");
  EXPECT_EQ(jsonNumber(-2.25), "-2.25");
  EXPECT_EQ(jsonNumber(std::numeric_limits<double>::infinity()), "null");
}

// The page's module writes reals with jsonHundredths (no printf): the same text as the
// native to_chars for every hundredth the review writes, -0 included.
TEST(Json, HundredthsAreWrittenAsToCharsWritesThem) {
  Rng rng(7);
  for (int i = 0; i < 20000; ++i) {
    const double sign = rng.below(2) ? -1 : 1;
    const double v = sign * std::round(static_cast<double>(rng.below(2'000'000)) * (rng.below(3) ? 1 : 997)) / 100;
    ASSERT_EQ(jsonHundredths(v), jsonNumber(v)) << v;
  }
  for (double v : {0.0, -0.0, 0.01, -0.01, 0.1, 99.99, 100.0, 1e12 + 0.5, -7.05})
    EXPECT_EQ(jsonHundredths(std::round(v * 100) / 100), jsonNumber(std::round(v * 100) / 100)) << v;
  EXPECT_EQ(jsonHundredths(std::numeric_limits<double>::quiet_NaN()), "null");
  EXPECT_EQ(jsonHundredths(2.346), "2.35");  // finer values round to hundredths
}

TEST(Json, ObjectsAndArrays) {
  JsonArray inner;
  inner.number(1).string("x").null().boolean(false).real(0.5);
  JsonObject o;
  o.string("name", "guiñote").number("seed", -3).boolean("ok", true).null("none").raw("list", inner.str());
  EXPECT_EQ(o.str(), R"({"name":"guiñote","seed":-3,"ok":true,"none":null,"list":[1,"x",null,false,0.5]})");
  EXPECT_EQ(JsonObject().str(), "{}");
  EXPECT_EQ(JsonArray().str(), "[]");
  EXPECT_TRUE(JsonArray().empty());
  JsonObject q;
  q.string("k\"ey", "v");
  EXPECT_EQ(q.str(), R"({"k\"ey":"v"})");
}
