// Reads one JSON object's top-level members: the answers of outside bots
// (docs/BOT-PROTOCOL.md). The engine itself never parses JSON; only the CLI does.
#pragma once
#include <map>
#include <string>
#include <string_view>

#include "Result.h"

namespace baza::cli {

struct JsonScalar {
  enum class Kind { String, Number, Boolean, Null, Nested } kind = Kind::Null;
  std::string text;   // a String's value (unescaped), a Number's digits as written: "17"
  bool flag = false;  // a Boolean's value
};

// The members of the object in `text` (whitespace around it allowed); a nested value is
// checked and kept as Kind::Nested. parseJsonObject(R"({"id":3,"action":"7o"})")["action"].text -> "7o".
Result<std::map<std::string, JsonScalar>> parseJsonObject(std::string_view text);

// A Number that is a whole number in [-2^53, 2^53]: "17" -> 17; otherwise nothing.
bool jsonInteger(const JsonScalar& value, long long& out);

}  // namespace baza::cli
