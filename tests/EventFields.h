// An event's fields read by their public JSON names (eventJson, the page's contract),
// so the checks read "points" of a trick or "total" of a score without depending on
// how the C++ Event names them.
#pragma once
#include <cstdlib>
#include <string>
#include <string_view>

#include "Event.h"

namespace baza::test {

class EventFields {
 public:
  EventFields(const Event& e, DeckKind deck) : json_(eventJson(e, deck)) {}
  // The number under `key`; 0 when the key is absent or null. fields.num("points") == 20
  int num(std::string_view key) const {
    const size_t at = valueAt(key);
    return at == std::string::npos ? 0 : std::atoi(json_.c_str() + at);
  }
  // True when `key` is the literal true. fields.flag("counted")
  bool flag(std::string_view key) const {
    const size_t at = valueAt(key);
    return at != std::string::npos && json_.compare(at, 4, "true") == 0;
  }
  // The string under `key`, unquoted; "" when absent or null. fields.str("verdict") == "made"
  std::string str(std::string_view key) const {
    const size_t at = valueAt(key);
    if (at == std::string::npos || json_[at] != '"') return "";
    return json_.substr(at + 1, json_.find('"', at + 1) - at - 1);
  }
  const std::string& json() const { return json_; }  // {"type":"trick",...}

 private:
  size_t valueAt(std::string_view key) const {  // a key is always followed by ':', a string value never
    const std::string quoted = "\"" + std::string(key) + "\":";
    const size_t at = json_.find(quoted);
    return at == std::string::npos ? at : at + quoted.size();
  }
  std::string json_;
};

}  // namespace baza::test
