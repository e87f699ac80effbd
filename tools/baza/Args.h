// Command-line parsing for the baza tool: flags are declared per subcommand, read
// as "--name value" or "--name=value", kept in command-line order. Failures carry
// the exit code the tool returns (docs/CLI.md: 1 bad input data, 2 usage).
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace baza::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 1;  // an illegal move, a bad deck or code
inline constexpr int kExitUsage = 2;     // unknown subcommand or flag, bad flag value

struct Failure {
  int exitCode;
  std::string message;  // printed as "error: <message>"
};

inline Failure usageError(std::string message) { return Failure{kExitUsage, std::move(message)}; }
inline Failure inputError(std::string message) { return Failure{kExitBadInput, std::move(message)}; }

// A value or the Failure that ends the command.
template <class T>
class Outcome {
 public:
  Outcome(T value) : v_(std::move(value)) {}            // NOLINT: implicit by design
  Outcome(Failure failure) : v_(std::move(failure)) {}  // NOLINT
  bool ok() const { return v_.index() == 0; }
  T& value() { return std::get<0>(v_); }
  T& operator*() { return value(); }
  T* operator->() { return &value(); }
  const Failure& failure() const { return std::get<1>(v_); }

 private:
  std::variant<T, Failure> v_;
};

struct FlagSpec {
  std::string_view name;  // "seed" for --seed
  bool takesValue = true;
  bool repeatable = false;
};

class ParsedArgs {
 public:
  bool has(std::string_view name) const;
  std::string get(std::string_view name, std::string_view fallback = "") const;  // the last value given
  std::vector<std::string> all(std::string_view name) const;
  // Every (flag, value) pair in command-line order; flags without a value have "".
  const std::vector<std::pair<std::string, std::string>>& items() const { return items_; }
  void add(std::string name, std::string value) { items_.emplace_back(std::move(name), std::move(value)); }

 private:
  std::vector<std::pair<std::string, std::string>> items_;
};

// `command` names the subcommand in error messages ("deal").
Outcome<ParsedArgs> parseArgs(std::string_view command, const std::vector<std::string>& args,
                              const std::vector<FlagSpec>& flags);

// A decimal integer in [min, max] for flag `flag`; usage error otherwise.
Outcome<long long> parseInteger(std::string_view flag, std::string_view text, long long min, long long max);
Outcome<unsigned long long> parseSeed(std::string_view text);  // decimal uint64

std::vector<std::string> splitWords(std::string_view text, char extraSeparator = ' ');  // on whitespace

}  // namespace baza::cli
