// The tokens shared by PBN and our text record (both follow PGN): tag pairs
// [Name "value"], words, and comments ({…} or ; to the line's end) that are skipped.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "Result.h"
#include "ShareCode.h"
#include "records/Records.h"

namespace baza::records {

struct Token {
  bool tag = false;    // a tag pair; else a word
  std::string name;    // the tag's name, or the word itself: "Deal", "7o"
  std::string value;   // the tag's value, unescaped: "N:AKQ.…"
  size_t at = 0;       // offset of the tag's '[' or of the word
  size_t valueAt = 0;  // offset of the value's first character (tags)
};

// An ErrorKey::Record error at `offset` of `text`: "line 3, column 7: expected ']'".
Error errorAt(std::string_view text, size_t offset, const std::string& what);
Result<std::vector<Token>> lex(std::string_view text);

// The first tag named `name`, or null.
const Token* findTag(const std::vector<Token>& tokens, std::string_view name);
// A tag line for writing, its value without quotes or backslashes ("Ana \"la\"" -> "Ana 'la'");
// an empty value is written "?" (unknown) unless `keepEmpty`.
std::string tagLine(std::string_view name, std::string_view value, bool keepEmpty = false);

// The two formats (Records.cpp picks one by the record's tags).
Result<std::string> writeText(const DecodedCode& code, const RecordInfo& info);
Result<std::string> writePbn(const DecodedCode& code, std::string_view replayCode, const RecordInfo& info);
Result<std::string> readText(std::string_view text, const std::vector<Token>& tokens);
Result<std::string> readPbn(std::string_view text, const std::vector<Token>& tokens);

}  // namespace baza::records
