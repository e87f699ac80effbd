#include "Options.h"

#include <cassert>
#include <charconv>

namespace baza {

Options::Options(const std::vector<OptionSpec>* specs) : specs_(specs) {
  for (const auto& s : *specs) values_.push_back(s.defaultValue);
}

int Options::indexOf(std::string_view name) const {
  for (size_t i = 0; i < specs_->size(); ++i)
    if ((*specs_)[i].name == name) return static_cast<int>(i);
  return -1;
}

int Options::get(std::string_view name) const {
  int i = indexOf(name);
  assert(i >= 0 && "unknown option name in engine code");
  return values_[i];
}

std::string Options::valueText(int index) const {
  const auto& s = (*specs_)[index];
  int v = values_[index];
  if (!s.choices.empty()) return std::string(s.choices[v]);
  return std::to_string(v);
}

Status Options::check(int index, int value) const {
  const auto& s = (*specs_)[index];
  bool ok;
  if (!s.choices.empty()) {
    ok = value >= 0 && value < static_cast<int>(s.choices.size());
  } else if (!s.allowed.empty()) {
    ok = false;
    for (int a : s.allowed) ok = ok || a == value;
  } else {
    ok = value >= s.minValue && value <= s.maxValue;
  }
  if (!ok) {
    std::string range;
    if (!s.choices.empty()) {
      for (auto c : s.choices) range += (range.empty() ? "" : ", ") + std::string(c);
    } else if (!s.allowed.empty()) {
      for (int a : s.allowed) range += (range.empty() ? "" : ", ") + std::to_string(a);
    } else {
      range = std::to_string(s.minValue) + " to " + std::to_string(s.maxValue);
    }
    return makeError(ErrorCode::InvalidArgument,
                     "value out of range for option " + std::string(s.name) + " (allowed: " + range + ")");
  }
  return Ok{};
}

Status Options::set(std::string_view name, std::string_view text) {
  int i = indexOf(name);
  if (i < 0) return makeError(ErrorCode::InvalidArgument, "unknown option '" + std::string(name) + "'");
  const auto& s = (*specs_)[i];
  int v = -1;
  if (!s.choices.empty()) {
    for (size_t k = 0; k < s.choices.size(); ++k)
      if (s.choices[k] == text) v = static_cast<int>(k);
    if (s.choices.size() == 2 && s.choices[0] == "off") {  // booleans also take true/false/1/0
      if (text == "false" || text == "0") v = 0;
      if (text == "true" || text == "1") v = 1;
    }
    if (v < 0) {
      std::string list;
      for (auto c : s.choices) list += (list.empty() ? "" : ", ") + std::string(c);
      return makeError(ErrorCode::InvalidArgument,
                       "bad value '" + std::string(text) + "' for option " + std::string(name) + " (one of: " + list + ")");
    }
  } else {
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || p != text.data() + text.size())
      return makeError(ErrorCode::InvalidArgument,
                       "bad value '" + std::string(text) + "' for option " + std::string(name) + " (an integer)");
  }
  if (auto st = check(i, v); !st) return st;
  values_[i] = v;
  return Ok{};
}

Status Options::setById(uint8_t id, int value) {
  for (size_t i = 0; i < specs_->size(); ++i) {
    if ((*specs_)[i].id != id) continue;
    if (auto st = check(static_cast<int>(i), value); !st) return st;
    values_[i] = value;
    return Ok{};
  }
  return makeError(ErrorCode::InvalidArgument, "unknown option id " + std::to_string(id));
}

Status Options::parseAssignment(std::string_view text) {
  auto eq = text.find('=');
  if (eq == std::string_view::npos)
    return makeError(ErrorCode::InvalidArgument, "option must be name=value, got '" + std::string(text) + "'");
  return set(text.substr(0, eq), text.substr(eq + 1));
}

Result<std::vector<std::string>> splitAssignments(std::string_view text) {
  std::vector<std::string> out;
  for (size_t pos = 0; pos < text.size();) {
    size_t next = text.find(' ', pos);
    if (next == std::string_view::npos) next = text.size();
    if (next > pos) {
      const std::string_view word = text.substr(pos, next - pos), name = word.substr(0, word.find('='));
      for (const std::string& earlier : out)
        if (std::string_view(earlier).substr(0, earlier.find('=')) == name)
          return makeError(ErrorCode::InvalidArgument, "option '" + std::string(name) + "' given twice");
      out.emplace_back(word);
    }
    pos = next + 1;
  }
  return out;
}

std::string Options::describe() const {
  std::string out;
  for (size_t i = 0; i < specs_->size(); ++i) {
    if (!out.empty()) out += ' ';
    out += std::string((*specs_)[i].name) + "=" + valueText(static_cast<int>(i));
  }
  return out;
}

}  // namespace baza
