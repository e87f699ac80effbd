// A tiny JSON writer: enough for the CLI's --json output and eventJson. Values are
// appended in order; nested objects/arrays are added as already-built text (raw).
// No reader: the engine never needs to parse JSON.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace baza {

// `text` as a quoted JSON string: escapes " and \, and every control character
// (< 0x20) as \u00XX. Bytes >= 0x80 pass through, so UTF-8 ("guiñote") stays UTF-8.
std::string jsonString(std::string_view text);
std::string jsonNumber(double value);
// value rounded to hundredths, shortest form: 12.5 -> "12.5", -0.25 -> "-0.25", 3 -> "3" (no printf: the page's module)
std::string jsonHundredths(double value);  // shortest round-trip form; NaN/inf -> null (JSON has none)

class JsonObject {
 public:
  // Distinct names instead of overloads: a const char* would silently pick bool.
  JsonObject& string(std::string_view key, std::string_view value);
  JsonObject& number(std::string_view key, int64_t value);
  JsonObject& real(std::string_view key, double value);
  JsonObject& boolean(std::string_view key, bool value);
  JsonObject& null(std::string_view key);
  JsonObject& raw(std::string_view key, std::string_view json);  // a value already in JSON form
  std::string str() const { return "{" + body_ + "}"; }

 private:
  void key(std::string_view k);
  std::string body_;
};

class JsonArray {
 public:
  JsonArray& string(std::string_view value);
  JsonArray& number(int64_t value);
  JsonArray& real(double value);
  JsonArray& boolean(bool value);
  JsonArray& null();
  JsonArray& raw(std::string_view json);
  bool empty() const { return body_.empty(); }
  std::string str() const { return "[" + body_ + "]"; }

 private:
  void sep() { if (!body_.empty()) body_ += ','; }
  std::string body_;
};

}  // namespace baza
