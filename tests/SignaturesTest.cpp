// The engine signatures pinned in tests/data/signatures.json, the one file that
// tests/node/signature.test.mjs also reads: native and WebAssembly must both give
// every pinned value. A changed value means deals or rules changed for existing seeds
// and share codes.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>

#include "GameRegistry.h"
#include "Signature.h"

namespace baza::test {
namespace {

using Entry = std::map<std::string, std::string>;  // {"game": "guinote", "games": "50", ...}

// Reads the file's one shape: an array of flat objects whose values are strings
// without escapes or integers. Anything else is an error message.
std::string readEntries(const std::string& text, std::vector<Entry>& out) {
  size_t i = 0;
  auto skip = [&] { while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i; };
  auto expect = [&](char ch) { skip(); return i < text.size() && text[i] == ch ? (++i, true) : false; };
  auto value = [&](std::string& v) {
    skip();
    if (i < text.size() && text[i] == '"') {
      const size_t end = text.find('"', i + 1);
      if (end == std::string::npos) return false;
      v = text.substr(i + 1, end - i - 1);
      i = end + 1;
      return true;
    }
    const size_t start = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    v = text.substr(start, i - start);
    return !v.empty();
  };
  if (!expect('[')) return "no array";
  while (expect('{')) {
    Entry e;
    do {
      std::string key, v;
      if (!value(key) || !expect(':') || !value(v)) return "a malformed field at byte " + std::to_string(i);
      e[key] = v;
    } while (expect(','));
    if (!expect('}')) return "an unclosed object at byte " + std::to_string(i);
    out.push_back(e);
    if (!expect(',')) break;
  }
  if (!expect(']')) return "an unclosed array at byte " + std::to_string(i);
  return "";
}

std::vector<Entry> pinned() {
  std::ifstream in(BAZA_TEST_DATA_DIR "/signatures.json");
  std::stringstream text;
  text << in.rdbuf();
  std::vector<Entry> out;
  const std::string error = readEntries(text.str(), out);
  EXPECT_EQ(error, "") << BAZA_TEST_DATA_DIR "/signatures.json";
  return out;
}

std::string hex(uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

TEST(Signatures, NativeGivesEveryPinnedSignature) {
  const auto entries = pinned();
  ASSERT_FALSE(entries.empty());
  for (const Entry& e : entries) {
    const std::string where = e.at("game") + " " + e.at("options") + " seed " + e.at("seed");
    auto assignments = splitAssignments(e.at("options"));
    ASSERT_TRUE(assignments.ok()) << where;
    auto game = makeGame(e.at("game"), *assignments);
    ASSERT_TRUE(game.ok()) << where << ": " << game.error().message;
    EXPECT_EQ(hex(engineSignature(**game, std::stoull(e.at("seed")), std::stoi(e.at("games")))), e.at("signature"))
        << where;
  }
}

// A game added to the registry gets its signature pinned too.
TEST(Signatures, EveryGameIsPinned) {
  const auto entries = pinned();
  for (const GameInfo& info : allGames()) {
    bool found = false;
    for (const Entry& e : entries) found = found || e.at("game") == info.name;
    EXPECT_TRUE(found) << info.name << " has no signature in tests/data/signatures.json";
  }
}

// Guiñote's signatures changed once, when the vueltas claim became once per trick
// (code version 2). Under code version 1's rules the old ones still come out: that
// change is the only one, and version 1 codes play exactly as they did.
TEST(Signatures, GuinoteCodeVersionOneKeepsTheOldSignatures) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> old = {
      {{"players=4", "cards=40"}, "7858e9f89c32a55a"},
      {{"players=2", "cards=48"}, "d05a32cf957c87d8"},
      {{"players=3", "cards=40", "ceremony=kings"}, "2801ab0c8802613a"},
      {{"players=4", "cards=48", "strict_table=on"}, "65d581eb30eb7416"},
  };
  for (const auto& [options, signature] : old) {
    auto game = makeGame("guinote", options);
    ASSERT_TRUE(game);
    auto v1 = (*game)->asCodeVersion(1);
    ASSERT_NE(v1, nullptr);
    EXPECT_EQ(hex(engineSignature(*v1, 2026, 50)), signature) << options.front();
  }
}

}  // namespace
}  // namespace baza::test
