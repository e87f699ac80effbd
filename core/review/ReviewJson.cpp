#include "review/ReviewJson.h"

#include <cmath>

#include "Json.h"

namespace baza {
namespace {

double hundredths(double v) { return std::round(v * 100) / 100; }

std::string_view viewName(ReviewView v) { return v == ReviewView::Open ? "open" : "knew"; }

std::string moveJson(const MoveReview& m, DeckKind deck) {
  JsonObject o;
  o.number("index", m.index).number("player", m.player).string("action", actionText(m.action, deck)).boolean("valued", m.valued);
  if (!m.valued) return o.string("why", m.why).str();
  JsonArray values;
  for (const auto& [a, v] : m.values) values.raw(JsonObject().string("action", actionText(a, deck)).real("value", hundredths(v)).str());
  return o.boolean("forced", m.forced)
      .string("method", m.method())
      .number("samples", m.samples)
      .real("playedValue", hundredths(m.playedValue))
      .real("bestValue", hundredths(m.bestValue))
      .string("best", actionText(m.best, deck))
      .real("loss", hundredths(m.loss))
      .raw("values", values.str())
      .str();
}

JsonObject header(const DealReview& r, ReviewView view) {
  JsonObject o;
  o.boolean("ok", true).string("view", viewName(view)).string("unit", r.unit());
  return o;
}

}  // namespace

std::string reviewChunkJson(DealReview& review, ReviewView view, unsigned seats, int from, int end) {
  const DeckKind deck = review.game().deckKind();
  JsonArray moves;
  for (int i = from; i < end; ++i) moves.raw(moveJson(review.move(i, seats), deck));
  return header(review, view)
      .number("total", review.total())
      .number("samples", review.samples())
      .string("note", review.note())
      .raw("moves", moves.str())
      .str();
}

std::string reviewSummaryJson(DealReview& review, ReviewView view, unsigned seats) {
  const DeckKind deck = review.game().deckKind();
  const ReviewSummary s = review.summary(seats);
  JsonArray players, mistakes;
  for (const PlayerSummary& p : s.players)
    players.raw(JsonObject()
                    .number("seat", p.seat)
                    .number("accuracy", p.accuracy)
                    .real("loss", hundredths(p.loss))
                    .number("moves", p.moves)
                    .number("mistakes", p.mistakes)
                    .str());
  for (const MoveReview* m : s.mistakes)
    mistakes.raw(JsonObject()
                     .number("index", m->index)
                     .number("player", m->player)
                     .string("action", actionText(m->action, deck))
                     .string("best", actionText(m->best, deck))
                     .real("loss", hundredths(m->loss))
                     .str());
  return header(review, view)
      .raw("players", players.str())
      .raw("mistakes", mistakes.str())
      .number("samples", review.samples())
      .string("note", review.note())
      .str();
}

}  // namespace baza
