#include "JsonReader.h"

#include <cctype>
#include <cstdlib>

namespace baza::cli {

namespace {

constexpr int kMaxDepth = 64;  // nested values are only skipped; a bound keeps the recursion small

class Reader {
 public:
  explicit Reader(std::string_view text) : s_(text) {}

  Result<std::map<std::string, JsonScalar>> object() {
    std::map<std::string, JsonScalar> members;
    space();
    if (!eat('{')) return fail("expected a JSON object");
    space();
    if (!eat('}')) {
      for (;;) {
        space();
        std::string key;
        if (!string(key)) return fail("expected a member name");
        space();
        if (!eat(':')) return fail("expected ':'");
        space();
        JsonScalar value;
        if (!scalar(value)) return fail(error_.empty() ? "bad value" : error_);
        members[key] = std::move(value);
        space();
        if (eat(',')) continue;
        if (eat('}')) break;
        return fail("expected ',' or '}'");
      }
    }
    space();
    if (i_ != s_.size()) return fail("text after the object");
    return members;
  }

 private:
  Error fail(const std::string& what) const {
    return makeError(ErrorCode::InvalidArgument, what + " at byte " + std::to_string(i_ + 1));
  }
  bool eat(char c) {
    if (i_ < s_.size() && s_[i_] == c) return ++i_, true;
    return false;
  }
  void space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\r' || s_[i_] == '\n')) ++i_;
  }
  bool word(std::string_view w) {
    if (s_.substr(i_, w.size()) != w) return false;
    i_ += w.size();
    return true;
  }
  static int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }
  void utf8(unsigned cp, std::string& out) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }
  bool string(std::string& out) {
    if (!eat('"')) return false;
    while (i_ < s_.size()) {
      const char c = s_[i_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return false;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (i_ >= s_.size()) return false;
      const char e = s_[i_++];
      switch (e) {
        case '"': case '\\': case '/': out += e; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          if (i_ + 4 > s_.size()) return false;
          unsigned cp = 0;
          for (int k = 0; k < 4; ++k) {
            const int h = hex(s_[i_++]);
            if (h < 0) return false;
            cp = cp * 16 + static_cast<unsigned>(h);
          }
          utf8(cp, out);  // a lone surrogate is kept as is: answers hold ASCII action words
          break;
        }
        default: return false;
      }
    }
    return false;
  }
  bool number(std::string& out) {
    const size_t start = i_;
    eat('-');
    if (eat('0')) {
    } else if (i_ < s_.size() && s_[i_] >= '1' && s_[i_] <= '9') {
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    } else {
      return false;
    }
    if (eat('.')) {
      if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_]))) return false;
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    }
    if (eat('e') || eat('E')) {
      if (!eat('+')) eat('-');
      if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_]))) return false;
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    }
    out = std::string(s_.substr(start, i_ - start));
    return true;
  }
  // Any value, checked and skipped (inside a nested one).
  bool skip(int depth) {
    if (depth > kMaxDepth) return error_ = "nested too deep", false;
    space();
    std::string ignored;
    if (i_ >= s_.size()) return false;
    const char c = s_[i_];
    if (c == '"') return string(ignored);
    if (c == '{' || c == '[') {
      const char close = c == '{' ? '}' : ']';
      ++i_;
      space();
      if (eat(close)) return true;
      for (;;) {
        space();
        if (c == '{') {
          if (!string(ignored)) return false;
          space();
          if (!eat(':')) return false;
        }
        if (!skip(depth + 1)) return false;
        space();
        if (eat(',')) continue;
        return eat(close);
      }
    }
    return word("true") || word("false") || word("null") || number(ignored);
  }
  bool scalar(JsonScalar& v) {
    if (i_ >= s_.size()) return false;
    const char c = s_[i_];
    if (c == '"') return v.kind = JsonScalar::Kind::String, string(v.text);
    if (c == '{' || c == '[') return v.kind = JsonScalar::Kind::Nested, skip(1);
    if (word("true")) return v.kind = JsonScalar::Kind::Boolean, v.flag = true, true;
    if (word("false")) return v.kind = JsonScalar::Kind::Boolean, true;
    if (word("null")) return v.kind = JsonScalar::Kind::Null, true;
    return v.kind = JsonScalar::Kind::Number, number(v.text);
  }

  std::string_view s_;
  size_t i_ = 0;
  std::string error_;
};

}  // namespace

Result<std::map<std::string, JsonScalar>> parseJsonObject(std::string_view text) { return Reader(text).object(); }

bool jsonInteger(const JsonScalar& value, long long& out) {
  if (value.kind != JsonScalar::Kind::Number) return false;
  if (value.text.find_first_of(".eE") != std::string::npos) return false;
  if (value.text.size() > 17) return false;  // beyond 2^53 a JSON reader may have rounded it
  out = std::strtoll(value.text.c_str(), nullptr, 10);
  return true;
}

}  // namespace baza::cli
