// `baza dd --game whist`: double-dummy solves (core/whist/WhistSolver.h) of the
// positions on standard input, one per line: `<deal> <trump> <leader>`, the deal in
// PBN form ("N:AKQ.T9.8765.432 <east> <south> <west>"), trump S H D C or N (no
// trump), leader N E S W. Prints per line the tricks of the leader's side and the
// solve time in microseconds, or `error: <message>` for a bad line; blank lines and
// lines starting with '#' are skipped. Exit status 1 if any line was bad.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include "Commands.h"
#include "whist/WhistSolver.h"

namespace baza::cli {

namespace {

struct Query {
  DoubleDummyDeal deal;
  int trump = 0;
  int leader = 0;
};

Outcome<Query> parseQuery(const std::string& line) {
  const std::vector<std::string> words = splitWords(line);
  if (words.size() != 6)
    return inputError("expected '<deal> <trump> <leader>': a deal of four hands (N:<north> <east> <south> <west>), "
                      "a trump S H D C or N, a leader N E S W");
  auto deal = parsePbnDeal(words[0] + " " + words[1] + " " + words[2] + " " + words[3]);
  if (!deal.ok()) return inputError("bad deal: " + deal.error().message);
  Query q;
  q.deal = *deal;
  q.trump = words[4].size() == 1 ? parseStrainLetter(words[4][0]) : -1;
  if (q.trump < 0) return inputError("bad trump '" + words[4] + "' (S H D C, or N for no trump)");
  q.leader = words[5].size() == 1 ? parseSeatLetter(words[5][0]) : -1;
  if (q.leader < 0) return inputError("bad leader '" + words[5] + "' (N E S W)");
  if (auto ok = checkDoubleDummy(q.deal, q.trump, q.leader); !ok.ok()) return inputError(ok.error().message);
  return q;
}

}  // namespace

int commandDd(const Arguments& argv) {
  auto args = parseArgs("dd", argv, {{"game"}});
  if (!args.ok()) return report(args.failure());
  if (!args->has("game")) return report(usageError("--game is required (baza dd --game whist)"));
  if (args->get("game") != "whist")
    return report(usageError("baza dd solves whist only (--game whist), not '" + args->get("game") + "'"));
  WhistSolver solver;
  bool bad = false;
  std::string line;
  while (std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const size_t first = line.find_first_not_of(" \t");
    if (first == std::string::npos || line[first] == '#') continue;
    auto q = parseQuery(line);
    if (!q.ok()) {
      std::printf("error: %s\n", q.failure().message.c_str());
      bad = true;
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    const int tricks = solver.tricks(q->deal, q->trump, q->leader);
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
    std::printf("%d %lld\n", tricks, static_cast<long long>(us.count()));
    std::fflush(stdout);
  }
  return bad ? kExitBadInput : kExitOk;
}

}  // namespace baza::cli
