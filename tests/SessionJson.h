// Reading the Session's JSON answers in tests: flat fields found by name, enough for the
// answers' top-level "ok", strings and integers (no JSON parser in the engine's tests).
#pragma once
#include <gtest/gtest.h>

#include <string>

#include "Session.h"

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

// The replay code of one finished deal of `game`, played by random bots.
inline std::string finishedDeal(const std::string& game, const std::string& seed) {
  Session s;
  EXPECT_TRUE(ok(s.start(game, "length=deal", seed)));
  for (int guard = 0; guard < 2000 && intField(s.observe(0), "turn") >= 0; ++guard) EXPECT_TRUE(ok(s.botMove("random")));
  return field(s.codes(), "replay");
}

}  // namespace baza::test
