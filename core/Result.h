// Errors as values: the engine never throws (Emscripten builds without exceptions),
// so every fallible call returns Result<T> with a code and a readable message.
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace baza {

enum class ErrorCode {
  InvalidArgument,  // a malformed card, option, seed or deck
  IllegalAction,    // an action the rules forbid now
  MalformedCode,    // a share/replay code that cannot be decoded
  UnsupportedVersion,
  GameOver,
};

// What went wrong, finer than ErrorCode, for the errors a player can meet (a bad link or
// save): a stable name the page words in the player's language (errorCodeName below).
enum class ErrorKey {
  None,           // the ErrorCode's name stands, e.g. "invalid-argument"
  CodeEmpty,      // "code-empty": a link with no code
  CodeCharacter,  // "code-character": a character that no code holds
  CodeTruncated,  // "code-truncated": the code is cut short
  CodeDamaged,    // "code-damaged": checksum, last character, a malformed number, trailing bytes
  CodeKind,       // "code-kind": neither a deal nor a replay
  CodeGame,       // "code-game": a game this build does not know
  CodeOptions,    // "code-options": rule options out of range, repeated or not valid together
  CodeMoves,      // "code-moves": a replay whose moves are not legal play
  Seed,           // "seed": not a whole number in range
  NoMatch,        // "no-match": nothing started yet
  Abandoned,      // "abandoned": the match was given up
  Hidden,         // "hidden": cards that stay hidden while the deal is live
  DealNotOver,    // "deal-not-over": a review of a deal that is not finished
  ReviewLive,     // "review-live": a review asked while a match is live
  ReviewInput,    // "review-input": a review's view, seats or move range out of range
  // The daily deal and undo (appended):
  Date,           // "date": not a day written YYYY-MM-DD
  UndoOff,        // "undo-off": undo is not allowed in this match (off, the daily deal, not live)
  UndoNothing,    // "undo-nothing": no move of the person's in this deal to take back
  NotDaily,       // "not-daily": a daily-deal call on another match, or while it is live
  // A table of several people (appended):
  NotYourTurn,    // "not-your-turn": applyFor a person whose seat is not the one to act
};

struct Error {
  ErrorCode code;
  std::string message;            // e.g. "must follow suit (espadas)"
  ErrorKey key = ErrorKey::None;  // e.g. ErrorKey::CodeDamaged
};

template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}                       // NOLINT: implicit by design
  Result(Error error) : v_(std::move(error)) {}                   // NOLINT
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(v_); }
  T& value() & { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  const T& operator*() const& { return value(); }
  T& operator*() & { return value(); }
  const T* operator->() const { return &value(); }
  T* operator->() { return &value(); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

struct Ok {};
using Status = Result<Ok>;

inline Error makeError(ErrorCode code, std::string message, ErrorKey key = ErrorKey::None) {
  return Error{code, std::move(message), key};
}

// The stable code sent next to the English message ({"ok":false,"error":"…","code":"code-damaged"}):
// the key's name, or else the ErrorCode's ("illegal-action"). Every value is in allErrorCodes().
std::string_view errorCodeName(const Error& e);
const std::vector<std::string_view>& allErrorCodes();  // {"invalid-argument", …, "hidden"}

}  // namespace baza
