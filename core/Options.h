// Rule options: each game declares its options (name, stable id, default, allowed
// values); an Options object holds validated values. The id is what share codes
// store, so ids are never reused or renumbered.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "Result.h"

namespace baza {

struct OptionSpec {
  std::string_view name;                 // "cantes_in_arrastre"
  uint8_t id;                            // stable id in share codes: 1..255
  int defaultValue;                      // the value when not given
  std::vector<std::string_view> choices; // named values (index = value); empty: an integer
  int minValue = 0;                      // integer range, when choices is empty
  int maxValue = 0;
  std::vector<int> allowed;              // if not empty, the only integers allowed (e.g. 40, 48)
  std::string_view help;                 // one line for --help and the rules page
};

inline OptionSpec boolOption(std::string_view name, uint8_t id, bool on, std::string_view help) {
  return OptionSpec{name, id, on ? 1 : 0, {"off", "on"}, 0, 1, {}, help};
}

class Options {
 public:
  Options() = default;
  explicit Options(const std::vector<OptionSpec>* specs);
  const std::vector<OptionSpec>& specs() const { return *specs_; }
  int get(std::string_view name) const;  // the name must exist (an internal error otherwise)
  int value(int index) const { return values_[index]; }
  Status set(std::string_view name, std::string_view valueText);  // validated; untouched on error
  Status setById(uint8_t id, int value);                          // for share codes
  Status parseAssignment(std::string_view nameEqualsValue);       // "cards=48"
  std::string valueText(int index) const;                         // "on", "48"
  bool isDefault(int index) const { return values_[index] == (*specs_)[index].defaultValue; }
  std::string describe() const;  // "players=4 cards=40 ..." every option
  bool madeFrom(const std::vector<OptionSpec>* specs) const { return specs_ == specs; }  // a game's own specs
  friend bool operator==(const Options& a, const Options& b) { return a.values_ == b.values_; }

 private:
  int indexOf(std::string_view name) const;
  Status check(int index, int value) const;
  const std::vector<OptionSpec>* specs_ = nullptr;
  std::vector<int> values_;
};

// The option text of the page's calls ("cards=48 players=2": Session::start, signatures,
// playouts) split into assignments. An option named twice is an error (which one was
// meant?); each assignment is checked later, by Options::parseAssignment.
Result<std::vector<std::string>> splitAssignments(std::string_view text);

}  // namespace baza
