#include "Json.h"

#include <charconv>
#include <cmath>

namespace baza {

std::string jsonString(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size() + 2);
  out += '"';
  for (char ch : text) {
    auto u = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (u < 0x20) {  // one uniform form for every control character
      out += "\\u00";
      out += kHex[u >> 4];
      out += kHex[u & 15];
    } else {
      out += ch;
    }
  }
  out += '"';
  return out;
}

std::string jsonHundredths(double value) {
  if (!std::isfinite(value) || std::fabs(value) >= 1e13) return "null";
  const long long h = std::llround(value * 100);
  std::string out = h < 0 || (h == 0 && std::signbit(value)) ? "-" : "";  // -0 as to_chars writes it
  const unsigned long long a = h < 0 ? 0ull - static_cast<unsigned long long>(h) : static_cast<unsigned long long>(h);
  out += std::to_string(a / 100);
  if (const unsigned frac = a % 100) {
    out += '.';
    out += static_cast<char>('0' + frac / 10);
    if (frac % 10) out += static_cast<char>('0' + frac % 10);
  }
  return out;
}

std::string jsonNumber(double value) {
#if defined(__cpp_lib_to_chars)
  if (!std::isfinite(value)) return "null";
  char buf[32];
  auto [p, ec] = std::to_chars(buf, buf + sizeof buf, value);  // locale-independent, shortest
  if (ec != std::errc()) return "null";
  return std::string(buf, p);
#else
  // Emscripten 3.1's libc++ has no floating-point to_chars, and snprintf + strtod would add
  // ~16 KB to the page's module. The reals it writes are the review's hundredths, which
  // jsonHundredths writes exactly as to_chars does (tests/JsonTest.cpp); finer values round.
  return jsonHundredths(value);
#endif
}

void JsonObject::key(std::string_view k) {
  if (!body_.empty()) body_ += ',';
  body_ += jsonString(k);
  body_ += ':';
}

JsonObject& JsonObject::string(std::string_view k, std::string_view v) { return raw(k, jsonString(v)); }
JsonObject& JsonObject::number(std::string_view k, int64_t v) { return raw(k, std::to_string(v)); }
JsonObject& JsonObject::real(std::string_view k, double v) { return raw(k, jsonNumber(v)); }
JsonObject& JsonObject::boolean(std::string_view k, bool v) { return raw(k, v ? "true" : "false"); }
JsonObject& JsonObject::null(std::string_view k) { return raw(k, "null"); }
JsonObject& JsonObject::raw(std::string_view k, std::string_view json) {
  key(k);
  body_ += json;
  return *this;
}

JsonArray& JsonArray::string(std::string_view v) { return raw(jsonString(v)); }
JsonArray& JsonArray::number(int64_t v) { return raw(std::to_string(v)); }
JsonArray& JsonArray::real(double v) { return raw(jsonNumber(v)); }
JsonArray& JsonArray::boolean(bool v) { return raw(v ? "true" : "false"); }
JsonArray& JsonArray::null() { return raw("null"); }
JsonArray& JsonArray::raw(std::string_view json) {
  sep();
  body_ += json;
  return *this;
}

}  // namespace baza
