#include "records/Records.h"

#include "ShareCode.h"
#include "records/RecordLexer.h"

namespace baza {

Result<std::string> writeRecord(std::string_view replayCode, std::string_view format, const RecordInfo& info) {
  auto code = decodeCode(replayCode);
  if (!code) return code.error();
  if (format == "pbn") return records::writePbn(*code, replayCode, info);
  if (format == "text") return records::writeText(*code, info);
  return makeError(ErrorCode::InvalidArgument, "unknown record format '" + std::string(format) + "' (pbn or text)");
}

Result<std::string> readRecord(std::string_view text) {
  auto tokens = records::lex(text);
  if (!tokens) return tokens.error();
  if (records::findTag(*tokens, "Game")) return records::readText(text, *tokens);
  if (records::findTag(*tokens, "Deal")) return records::readPbn(text, *tokens);
  return records::errorAt(text, 0, "expected a [Game \"…\"] tag (a text record) or a [Deal \"…\"] tag (PBN)");
}

}  // namespace baza
