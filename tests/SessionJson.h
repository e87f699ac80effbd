// Reading the Session's JSON answers in tests: flat fields found by name, enough for the
// answers' top-level "ok", strings and integers (no JSON parser in the engine's tests).
#pragma once
#include <string>

namespace baza::test {

inline bool ok(const std::string& json) { return json.rfind("{\"ok\":true", 0) == 0; }  // an accepted call

// The text of "name":"…" ("" if absent), e.g. field(codes, "replay").
inline std::string field(const std::string& json, const std::string& name) {
  const std::string key = "\"" + name + "\":\"";
  const size_t at = json.find(key);
  if (at == std::string::npos) return "";
  const size_t from = at + key.size();
  return json.substr(from, json.find('"', from) - from);
}

// The integer after "name": (-1 for null, -2 if absent), e.g. intField(obs, "turn").
inline int intField(const std::string& json, const std::string& name) {
  const size_t at = json.find("\"" + name + "\":");
  if (at == std::string::npos) return -2;
  const size_t from = at + name.size() + 3;
  if (json.compare(from, 4, "null") == 0) return -1;
  return std::stoi(json.substr(from));
}

}  // namespace baza::test
