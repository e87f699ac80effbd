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

// 2^18 entries (9 MB), doubling up to 2^20 (35 MB) when full: the all-cards analysis
// of the slowest opening leads fills 8 MB (bench/solver-times.sh whist, 20 deals: 25.8M
// nodes with 2^18, 20.2M with 2^19 or 2^20), and of 200 deals one fills 16 MB (seed
// 9134: 6.11M nodes as a 16 MB table prunes itself, 5.73M with room to grow).
constexpr int kAnalysisTableBits = 18, kAnalysisTableMaxBits = 20;

WhistAnalyzer::WhistAnalyzer() : solver_(kAnalysisTableBits, kAnalysisTableMaxBits) { solver_.keepTable(true); }

Result<WhistAnalysis> WhistAnalyzer::analyze(const WhistState& s) { return analyzeWith(solver_, s); }

Result<WhistAnalysis> analyzeWhist(const WhistState& s) {
  WhistSolver solver(kAnalysisTableBits, kAnalysisTableMaxBits);
  return analyzeWith(solver, s);
}

}  // namespace baza
