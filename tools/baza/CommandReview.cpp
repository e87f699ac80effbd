// `baza review --code CODE [--view open|knew] [--seats 0,2] [--summary]`: the
// review of a finished deal (core/review/DealReview.h) as the page gets it, one JSON
// document: every move (Session::review), or with --summary the per-player accuracy
// and the biggest mistakes (Session::reviewSummary). A refusal is printed as
// `error: <message>` with exit status 1.
#include <cstdio>
#include <string>

#include "Commands.h"
#include "Session.h"
#include "ShareCode.h"

namespace baza::cli {

int commandReview(const Arguments& argv) {
  auto args = parseArgs("review", argv, {{"code"}, {"view"}, {"seats"}, {"summary", false}});
  if (!args.ok()) return report(args.failure());
  if (!args->has("code")) return report(usageError("--code is required (a replay code of a finished deal)"));
  std::string seats = args->get("seats");
  if (seats.empty()) {  // every seat of the code's game
    auto decoded = decodeCode(args->get("code"));
    const int players = decoded ? decoded->game->numPlayers() : 1;  // a bad code is refused below
    for (int p = 0; p < players; ++p) seats += (p ? "," : "") + std::to_string(p);
  }
  const std::string view = args->get("view", "open");
  Session session;
  const std::string out = args->has("summary") ? session.reviewSummary(args->get("code"), view, seats)
                                               : session.review(args->get("code"), view, seats, 0, 1 << 30);
  if (out.rfind("{\"ok\":false", 0) == 0) return report(inputError(out));
  std::printf("%s\n", out.c_str());
  return kExitOk;
}

}  // namespace baza::cli
