#include "records/RecordLexer.h"

#include <cctype>

#include "records/Records.h"

namespace baza::records {

Error errorAt(std::string_view text, size_t offset, const std::string& what) {
  int line = 1, column = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') ++line, column = 1;
    else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;  // UTF-8: count characters
  }
  Error e = makeError(ErrorCode::InvalidArgument, "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + what,
                      ErrorKey::Record);
  e.line = line;
  e.column = column;
  return e;
}

namespace {

bool space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

}  // namespace

Result<std::vector<Token>> lex(std::string_view text) {
  if (text.size() > kMaxRecordChars)
    return errorAt(text, kMaxRecordChars, "the record is too long (over " + std::to_string(kMaxRecordChars) + " characters)");
  std::vector<Token> out;
  size_t i = 0;
  const size_t n = text.size();
  auto skipSpace = [&] { while (i < n && space(text[i])) ++i; };
  while (true) {
    skipSpace();
    if (i >= n) break;
    const char c = text[i];
    if (c == ';' || (c == '%' && (i == 0 || text[i - 1] == '\n'))) {  // PBN's % lines are escapes: skipped too
      while (i < n && text[i] != '\n') ++i;
    } else if (c == '{') {
      const size_t close = text.find('}', i);
      if (close == std::string_view::npos) return errorAt(text, i, "the comment '{' is never closed with '}'");
      i = close + 1;
    } else if (c == '[') {
      Token t{.tag = true, .at = i};
      ++i;
      skipSpace();
      while (i < n && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_')) t.name += text[i++];
      if (t.name.empty()) return errorAt(text, i, "expected a tag name after '['");
      skipSpace();
      if (i >= n || text[i] != '"') return errorAt(text, i, "expected '\"' to open the value of tag " + t.name);
      t.valueAt = ++i;
      while (i < n && text[i] != '"' && text[i] != '\n') {
        if (text[i] == '\\' && i + 1 < n && (text[i + 1] == '"' || text[i + 1] == '\\')) ++i;
        t.value += text[i++];
      }
      if (i >= n || text[i] != '"') return errorAt(text, i, "expected '\"' to close the value of tag " + t.name);
      ++i;
      skipSpace();
      if (i >= n || text[i] != ']') return errorAt(text, i, "expected ']' to end tag " + t.name);
      ++i;
      out.push_back(std::move(t));
    } else {
      Token t{.at = i};
      while (i < n && !space(text[i]) && text[i] != '{' && text[i] != ';' && text[i] != '[') t.name += text[i++];
      out.push_back(std::move(t));
    }
  }
  return out;
}

const Token* findTag(const std::vector<Token>& tokens, std::string_view name) {
  for (const Token& t : tokens)
    if (t.tag && t.name == name) return &t;
  return nullptr;
}

std::string tagLine(std::string_view name, std::string_view value, bool keepEmpty) {
  std::string v(value.empty() && !keepEmpty ? "?" : value);
  for (char& c : v)
    if (c == '"' || c == '\\' || c == '\n' || c == '\r') c = c == '"' ? '\'' : ' ';
  return "[" + std::string(name) + " \"" + v + "\"]\n";
}

}  // namespace baza::records
