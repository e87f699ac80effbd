#include <gtest/gtest.h>

#include <limits>

#include "Json.h"

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
