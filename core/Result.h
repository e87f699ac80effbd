// Errors as values: the engine never throws (Emscripten builds without exceptions),
// so every fallible call returns Result<T> with a code and a readable message.
#pragma once
#include <string>
#include <utility>
#include <variant>

namespace baza {

enum class ErrorCode {
  InvalidArgument,  // a malformed card, option, seed or deck
  IllegalAction,    // an action the rules forbid now
  MalformedCode,    // a share/replay code that cannot be decoded
  UnsupportedVersion,
  GameOver,
};

struct Error {
  ErrorCode code;
  std::string message;  // e.g. "must follow suit (espadas)"
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

inline Error makeError(ErrorCode code, std::string message) { return Error{code, std::move(message)}; }

}  // namespace baza
