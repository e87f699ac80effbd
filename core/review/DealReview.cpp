#include "review/DealReview.h"

#include <algorithm>
#include <cmath>

namespace baza {

std::unique_ptr<GameReview> makeGameReview(const Game& game) {
  if (game.name() == "whist") return makeWhistReview();
  if (game.name() == "guinote") return makeGuinoteReview();
  if (game.name() == "belote") return makeBeloteReview();
  return nullptr;
}

Result<std::unique_ptr<DealReview>> DealReview::make(std::shared_ptr<const Game> game, const MatchSetup& setup,
                                                     const std::vector<Action>& moves, ReviewView view, int samples) {
  auto s = game->newMatch(setup);
  if (!s) return s.error();
  int lastDeal = 0;
  for (Action a : moves) {
    lastDeal = (*s)->dealView().dealNumber;
    if (auto st = (*s)->apply(a); !st) return st.error();
  }
  const bool over = (*s)->isTerminal() || (!moves.empty() && (*s)->dealView().dealNumber != lastDeal);
  if (!over) return makeError(ErrorCode::InvalidArgument, "only a finished deal can be reviewed", ErrorKey::DealNotOver);
  std::unique_ptr<DealReview> r(new DealReview());
  r->valuer_ = makeGameReview(*game);
  if (!r->valuer_) return makeError(ErrorCode::InvalidArgument, "this game has no review");
  r->game_ = std::move(game);
  r->setup_ = setup;
  r->setup_.record = true;
  r->moves_ = moves;
  r->view_ = view;
  r->samples_ = samples > 0 ? samples : r->valuer_->knewSamples();
  r->done_.resize(moves.size());
  r->skipped_.resize(moves.size());
  return r;
}

const GameState& DealReview::stateBefore(int index) {
  if (!cursor_ || index < cursorIndex_) {
    cursor_ = std::move(game_->newMatch(setup_)).value();  // make() built this match already
    cursorIndex_ = 0;
  }
  for (; cursorIndex_ < index; ++cursorIndex_) (void)cursor_->apply(moves_[static_cast<size_t>(cursorIndex_)]);
  return *cursor_;
}

const MoveReview& DealReview::move(int index, unsigned seats) {
  auto& done = done_[static_cast<size_t>(index)];
  if (done && (!done->valued || seats >> done->chooser & 1)) return *done;
  if (!done) {
    const GameState& s = stateBefore(index);
    const int player = s.currentPlayer(), chooser = s.controllerOf(player);
    if (!(seats >> chooser & 1)) {  // not asked: not computed
      MoveReview& m = skipped_[static_cast<size_t>(index)];
      m = {.index = index, .player = player, .chooser = chooser, .action = moves_[static_cast<size_t>(index)],
           .why = "not-requested"};
      return m;
    }
    done = reviewMove(*valuer_, s, index, moves_[static_cast<size_t>(index)], view_, samples_);
    if (!done->valued || seats >> done->chooser & 1) return *done;
  }
  MoveReview& m = skipped_[static_cast<size_t>(index)];  // computed for another seat list
  m = {.index = index, .player = done->player, .chooser = done->chooser, .action = done->action, .why = "not-requested"};
  return m;
}

namespace {

// Sets m's values (and best, loss) from each choice's value in the true deal (open)
// or the mean over sampled deals (knew); "no-deal" if no deal could be valued.
void valueChoices(GameReview& valuer, const GameState& s, const ActionList& choices, ReviewView view, int samples,
                  MoveReview& m) {
  const int side = s.game().sideOf(m.player);
  CandidateValues total{};
  int count = 0;
  bool solved = true;
  if (view == ReviewView::Open) {
    count = valuer.value(s, choices, side, true, total, solved) ? 1 : 0;
    m.samples = solved ? 0 : count;
  } else {
    Rng rng(publicSeed(s, m.index));  // public facts only: the hidden cards never seed it
    for (int i = 0; i < samples; ++i) {
      const std::unique_ptr<GameState> deal = s.resample(m.player, rng);
      CandidateValues v{};
      bool exact = false;
      if (!deal || !valuer.value(*deal, choices, side, false, v, exact)) continue;
      for (int k = 0; k < choices.size(); ++k) total[static_cast<size_t>(k)] += v[static_cast<size_t>(k)];
      ++count;
    }
    solved = false;
    m.samples = count;
  }
  if (count == 0) {
    m.why = "no-deal";
    return;
  }
  m.valued = true;
  m.solved = solved;
  for (int k = 0; k < choices.size(); ++k) {
    const double v = static_cast<double>(total[static_cast<size_t>(k)]) / count;
    m.values.emplace_back(choices[k], v);
    if (choices[k] == m.action) m.playedValue = v;
  }
  m.best = m.action;
  m.bestValue = m.playedValue;
  for (const auto& [a, v] : m.values)
    if (v > m.bestValue + 1e-9) m.best = a, m.bestValue = v;
  m.loss = m.bestValue - m.playedValue;
}

}  // namespace

MoveReview reviewMove(GameReview& valuer, const GameState& s, int index, Action played, ReviewView view, int samples) {
  MoveReview m{.index = index, .player = s.currentPlayer(), .chooser = s.controllerOf(s.currentPlayer()), .action = played};
  const ActionList choices = valuer.candidates(s);
  if (!choices.contains(played)) {
    m.why = "not-a-card";
    return m;
  }
  m.forced = choices.size() == 1;
  valueChoices(valuer, s, choices, view, samples, m);
  return m;
}

ReviewSummary DealReview::summary(unsigned seats) {
  ReviewSummary out;
  struct Tally {
    double score = 0;
    int scored = 0;
  };
  std::vector<Tally> tally(static_cast<size_t>(game_->numPlayers()));
  for (int seat = 0; seat < game_->numPlayers(); ++seat)
    if (seats >> seat & 1) out.players.push_back({.seat = seat});
  for (int i = 0; i < total(); ++i) {
    const MoveReview& m = move(i, seats);
    if (!m.valued) continue;
    auto p = std::find_if(out.players.begin(), out.players.end(), [&](const PlayerSummary& x) { return x.seat == m.chooser; });
    if (p == out.players.end()) continue;
    ++p->moves;
    p->loss += m.loss;
    if (m.loss >= valuer_->mistakeLoss()) {
      ++p->mistakes;
      out.mistakes.push_back(&m);
    }
    double worst = m.bestValue;
    for (const auto& [a, v] : m.values) worst = std::min(worst, v);
    if (m.forced || m.bestValue - worst < 1e-9) continue;  // no choice that mattered
    Tally& t = tally[static_cast<size_t>(m.chooser)];
    t.score += std::max(0.0, 1 - m.loss / std::max(m.bestValue - worst, valuer_->spreadFloor()));
    ++t.scored;
  }
  for (PlayerSummary& p : out.players) {
    const Tally& t = tally[static_cast<size_t>(p.seat)];
    p.accuracy = t.scored ? static_cast<int>(std::lround(100 * t.score / t.scored)) : 100;
  }
  std::stable_sort(out.mistakes.begin(), out.mistakes.end(),
                   [](const MoveReview* a, const MoveReview* b) { return a->loss > b->loss + 1e-9; });
  if (out.mistakes.size() > 5) out.mistakes.resize(5);
  return out;
}

uint64_t publicSeed(const GameState& s, int index) {
  const int player = s.currentPlayer();
  const Observation o = s.observe(player);
  uint64_t h = 0x62617a61;  // "baza"
  const auto mix = [&](uint64_t x) {
    uint64_t state = h ^ x;
    h = splitMix64(state);
  };
  for (char c : s.game().name()) mix(static_cast<uint8_t>(c));
  mix(static_cast<uint64_t>(index));
  mix(static_cast<uint64_t>(player));
  mix(static_cast<uint64_t>(o.dealer));
  mix(static_cast<uint64_t>(o.dealNumber));
  mix(static_cast<uint64_t>(o.trumpSuit));
  mix(o.faceUp.id);
  mix(static_cast<uint64_t>(o.stockSize));
  mix(o.hand.bits());
  mix(o.played.bits());
  for (int n : o.handSizes) mix(static_cast<uint64_t>(n));
  for (CardSet c : o.knownCards) mix(c.bits());
  for (CardSet c : o.excludedCards) mix(c.bits());
  for (const TrickCard& t : o.trick) mix(static_cast<uint64_t>(t.player) << 8 | t.card.id);
  for (const TrickCard& t : o.dealPlays) mix(static_cast<uint64_t>(t.player) << 8 | t.card.id);
  return h;
}

}  // namespace baza
