#include "whist/WhistAnalysis.h"

namespace baza {

namespace {

Result<WhistAnalysis> analyzeWith(WhistSolver& solver, const WhistState& s) {
  const WhistPosition p = s.position();
  if (s.isTerminal() || !p.cardToPlay) return makeError(ErrorCode::GameOver, "the match is over");
  WhistAnalysis out;
  out.player = p.toPlay();
  out.side = WhistRules::sideOf(out.player);
  out.tricksWon = {p.tricks[0], p.tricks[1]};
  DoubleDummyDeal d;
  d.hands = p.hands;
  const auto values = solver.tricksPerCard(d, p.trump, p.leader, std::span<const Card>(p.trick.data(), p.trickSize));
  if (values.empty()) return makeError(ErrorCode::InvalidArgument, "this position cannot be analysed");
  for (const auto& [card, tricks] : values) out.cards.emplace_back(card, out.tricksWon[out.side] + tricks);
  return out;
}

}  // namespace

// 8 MB: the opening lead's slowest positions take half the time of a 2 MB table.
WhistAnalyzer::WhistAnalyzer() : solver_(18) { solver_.keepTable(true); }

Result<WhistAnalysis> WhistAnalyzer::analyze(const WhistState& s) { return analyzeWith(solver_, s); }

Result<WhistAnalysis> analyzeWhist(const WhistState& s) {
  WhistSolver solver(18);
  return analyzeWith(solver, s);
}

}  // namespace baza
