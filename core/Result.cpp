#include "Result.h"

namespace baza {

namespace {

std::string_view kindName(ErrorCode c) {
  switch (c) {
    case ErrorCode::InvalidArgument: return "invalid-argument";
    case ErrorCode::IllegalAction: return "illegal-action";
    case ErrorCode::MalformedCode: return "malformed-code";
    case ErrorCode::UnsupportedVersion: return "unsupported-version";
    case ErrorCode::GameOver: return "game-over";
  }
  return "invalid-argument";
}

std::string_view keyName(ErrorKey k) {
  switch (k) {
    case ErrorKey::None: return "";
    case ErrorKey::CodeEmpty: return "code-empty";
    case ErrorKey::CodeCharacter: return "code-character";
    case ErrorKey::CodeTruncated: return "code-truncated";
    case ErrorKey::CodeDamaged: return "code-damaged";
    case ErrorKey::CodeKind: return "code-kind";
    case ErrorKey::CodeGame: return "code-game";
    case ErrorKey::CodeOptions: return "code-options";
    case ErrorKey::CodeMoves: return "code-moves";
    case ErrorKey::Seed: return "seed";
    case ErrorKey::NoMatch: return "no-match";
    case ErrorKey::Abandoned: return "abandoned";
    case ErrorKey::Hidden: return "hidden";
    case ErrorKey::DealNotOver: return "deal-not-over";
    case ErrorKey::ReviewLive: return "review-live";
    case ErrorKey::ReviewInput: return "review-input";
    case ErrorKey::Date: return "date";
    case ErrorKey::UndoOff: return "undo-off";
    case ErrorKey::UndoNothing: return "undo-nothing";
    case ErrorKey::NotDaily: return "not-daily";
    case ErrorKey::NotYourTurn: return "not-your-turn";
  }
  return "";
}

}  // namespace

std::string_view errorCodeName(const Error& e) {
  return e.key == ErrorKey::None ? kindName(e.code) : keyName(e.key);
}

const std::vector<std::string_view>& allErrorCodes() {
  static const std::vector<std::string_view> codes = [] {
    std::vector<std::string_view> out;
    for (ErrorCode c : {ErrorCode::InvalidArgument, ErrorCode::IllegalAction, ErrorCode::MalformedCode,
                        ErrorCode::UnsupportedVersion, ErrorCode::GameOver})
      out.push_back(kindName(c));
    for (int k = static_cast<int>(ErrorKey::None) + 1; k <= static_cast<int>(ErrorKey::NotYourTurn); ++k)
      out.push_back(keyName(static_cast<ErrorKey>(k)));
    return out;
  }();
  return codes;
}

}  // namespace baza
