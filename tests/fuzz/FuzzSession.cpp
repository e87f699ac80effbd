// The Session's entry points that take a code from outside (a link, a save, the daily
// deal's resume, the review of a shared replay), fed the codes the fuzzer makes: each
// must answer JSON with "ok" true or a refusal with its error code, never crash or hang.
// The date is made from the input too: real days, and days that are not (month 13, day 0).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "Session.h"
#include "ShareCode.h"

namespace baza::fuzz {
namespace {

void checkAnswer(const std::string& json, const char* what) {
  const bool ok = json.starts_with("{\"ok\":true");
  const bool refused = json.starts_with("{\"ok\":false") && json.find("\"code\":\"") != std::string::npos;
  if (ok || refused) return;
  std::fprintf(stderr, "FuzzSession.cpp: %s answered neither ok nor a refusal: %.200s\n", what, json.c_str());
  std::abort();
}

uint64_t mix(std::string_view text) {  // FNV-1a: a number from the input, for the choices below
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  return h;
}

std::string dateFrom(uint64_t h) {
  char date[16];
  std::snprintf(date, sizeof date, "%04d-%02d-%02d", 1969 + static_cast<int>(h % 140), static_cast<int>((h >> 8) % 14),
                static_cast<int>((h >> 16) % 33));
  return date;
}

}  // namespace

void fuzzSession(std::string_view code) {
  auto decoded = decodeCode(code);
  if (!decoded) return;  // text that does not decode: the decoder's refusal is checked already
  const uint64_t h = mix(code);
  const int moves = static_cast<int>(decoded->moves.size());
  {
    Session s;  // "play from here": any step, and steps that are not in the code
    checkAnswer(s.startFrom(code, static_cast<int>(h % static_cast<uint64_t>(moves + 3)) - 1), "startFrom");
    checkAnswer(s.allowUndo(true), "allowUndo");
    checkAnswer(s.undo(), "undo");
  }
  {
    Session s;  // a save of the daily deal: the code is almost never that day's, which must be refused in words
    checkAnswer(s.startDaily(decoded->game->name(), dateFrom(h), code), "startDaily");
  }
  {
    Session s;  // a table of several people (pass-and-play, an online host): a made-up move of a made-up person
    checkAnswer(s.lockPeople((h >> 32) % 2 ? "0,2" : "1,3,0"), "lockPeople");
    checkAnswer(s.load(code), "load");
    checkAnswer(s.applyFor(static_cast<int>((h >> 40) % 10) - 1, code.substr(0, (h >> 44) % 5)), "applyFor");
    checkAnswer(s.observe(static_cast<int>((h >> 48) % 6) - 1), "observe");
  }
  if (decoded->isReplay && moves > 0) {
    Session s;  // the review of a shared replay: only its last moves, the solvers are exact and cost time
    const int from = moves > 6 ? moves - 6 : 0;
    checkAnswer(s.review(code, (h >> 24) % 2 ? "open" : "knew", (h >> 25) % 2 ? "0" : "0,1,2,3", from, 2), "review");
  }
}

}  // namespace baza::fuzz
