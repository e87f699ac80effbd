#include "Args.h"

#include <charconv>
#include <cstdint>

namespace baza::cli {

bool ParsedArgs::has(std::string_view name) const {
  for (const auto& [n, v] : items_)
    if (n == name) return true;
  return false;
}

std::string ParsedArgs::get(std::string_view name, std::string_view fallback) const {
  std::string out(fallback);
  for (const auto& [n, v] : items_)
    if (n == name) out = v;
  return out;
}

std::vector<std::string> ParsedArgs::all(std::string_view name) const {
  std::vector<std::string> out;
  for (const auto& [n, v] : items_)
    if (n == name) out.push_back(v);
  return out;
}

Outcome<ParsedArgs> parseArgs(std::string_view command, const std::vector<std::string>& args,
                              const std::vector<FlagSpec>& flags) {
  ParsedArgs out;
  const std::string where = "'baza " + std::string(command) + "'";
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (!arg.starts_with("--") || arg.size() == 2)
      return usageError("unexpected argument '" + arg + "' for " + where + " (flags start with --; see baza help)");
    std::string name = arg.substr(2), value;
    bool inlineValue = false;
    if (auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name.resize(eq);
      inlineValue = true;
    }
    const FlagSpec* spec = nullptr;
    for (const auto& f : flags)
      if (f.name == name) spec = &f;
    if (!spec) return usageError("unknown flag '--" + name + "' for " + where + " (see baza help)");
    if (spec->takesValue && !inlineValue) {
      if (i + 1 >= args.size()) return usageError("flag --" + name + " needs a value");
      value = args[++i];
    } else if (!spec->takesValue && inlineValue) {
      return usageError("flag --" + name + " takes no value");
    }
    if (!spec->repeatable && out.has(name)) return usageError("flag --" + name + " given twice");
    out.add(std::move(name), std::move(value));
  }
  return out;
}

Outcome<long long> parseInteger(std::string_view flag, std::string_view text, long long min, long long max) {
  long long v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || p != text.data() + text.size() || v < min || v > max)
    return usageError("bad value '" + std::string(text) + "' for --" + std::string(flag) + " (an integer from " +
                      std::to_string(min) + " to " + std::to_string(max) + ")");
  return v;
}

Outcome<unsigned long long> parseSeed(std::string_view text) {
  uint64_t v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || p != text.data() + text.size())
    return usageError("bad value '" + std::string(text) + "' for --seed (a decimal integer from 0 to " +
                      std::to_string(UINT64_MAX) + ")");
  return static_cast<unsigned long long>(v);
}

std::vector<std::string> splitWords(std::string_view text, char extraSeparator) {
  std::vector<std::string> out;
  std::string word;
  for (char ch : text) {
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == extraSeparator) {
      if (!word.empty()) out.push_back(std::move(word));
      word.clear();
    } else {
      word += ch;
    }
  }
  if (!word.empty()) out.push_back(std::move(word));
  return out;
}

}  // namespace baza::cli
