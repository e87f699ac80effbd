#include "PointTrickSolver.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <type_traits>

namespace baza {

namespace {

constexpr uint8_t kNone = 0xFF;
constexpr uint64_t kNoSignature = ~uint64_t{0};

inline uint64_t lane(int suit) { return uint64_t{0xFFFF} << (16 * suit); }
// Cards of c's suit stronger than c (internal ids: higher bit = stronger).
inline uint64_t above(uint8_t c) { return lane(c >> 4) & ~((uint64_t{2} << c) - 1); }
// Cards of c's suit weaker than c.
inline uint64_t below(uint8_t c) { return lane(c >> 4) & ((uint64_t{1} << c) - 1); }
inline uint8_t lowest(uint64_t b) { return static_cast<uint8_t>(std::countr_zero(b)); }
inline uint8_t highest(uint64_t b) { return static_cast<uint8_t>(63 - std::countl_zero(b)); }

}  // namespace

PointTrickSolver::PointTrickSolver(int ttBits) {
  static_assert(std::is_trivially_copyable_v<Entry> && sizeof(Entry) == 32);  // memset-able, 2 a cache line
  ttBits = std::clamp(ttBits, 4, 26);
  tt_.resize(size_t{1} << ttBits);  // Entry{} is all zero: a memset
  ttMask_ = (uint64_t{1} << ttBits) - 1;
}

// ---- loading a position --------------------------------------------------------

bool PointTrickSolver::load(const PointTrickDeal& d) {
  nodes_ = 0;
  if (d.players < 2 || d.players > 4 || d.trickSize < 0 || d.trickSize >= d.players) return false;
  n_ = d.players;
  trump_ = d.trump & 3;
  exempt_ = d.partnerExempts;
  beatPlain_ = d.beatPlainSuits;
  overtrump_ = d.overtrumpRequired;
  trumpUnder_ = d.mustTrumpUnder;
  lastBonus_ = d.lastTrickBonus;
  for (int p = 0; p < 4; ++p) side_[p] = p < n_ ? d.side[p] : -1;

  // Internal card = suit * 16 + strength - 1, so a suit's lane is in trick order.
  uint64_t signature = 1469598103934665603ull;
  auto mix = [&](uint64_t x) { signature = (signature ^ x) * 1099511628211ull; };
  mix(static_cast<uint64_t>(n_));
  mix(static_cast<uint64_t>(exempt_) | beatPlain_ << 1 | overtrump_ << 2 | trumpUnder_ << 3);
  mix(static_cast<uint64_t>(lastBonus_));
  std::fill(std::begin(toInternal_), std::end(toInternal_), kNone);
  std::fill(std::begin(points_), std::end(points_), uint8_t{0});
  for (int id = 0; id < 64; ++id) {
    mix(static_cast<uint64_t>(d.strength[id]) << 8 | d.points[id]);
    if (d.strength[id] == 0 || d.strength[id] > 16) continue;
    const uint8_t in = static_cast<uint8_t>((id >> 4) * 16 + d.strength[id] - 1);
    toInternal_[id] = in;
    toCard_[in] = Card(static_cast<uint8_t>(id));
    points_[in] = d.points[id];
  }
  // Each load starts a new generation: entries of earlier calls are ignored, so a
  // result never depends on what was solved before. Other rule tables or a wrapped
  // generation counter: forget everything for real (the table starts empty).
  // A kept table (keepTable) stays valid under the same rule tables: its entries are
  // the points still to be won from a position, whatever came before.
  const bool sameRules = signature == signature_;
  if ((!sameRules && signature_ != kNoSignature) || generation_ == 0xFF) {
    std::memset(tt_.data(), 0, tt_.size() * sizeof(Entry));  // Entry{}: all zero
    generation_ = 0;
  }
  signature_ = signature;
  if (!keep_ || !sameRules || generation_ == 0) ++generation_;

  auto convert = [&](CardSet set, uint64_t& out) {
    out = 0;
    for (Card c : set) {
      if (c.id >= 64 || toInternal_[c.id] == kNone) return false;
      out |= uint64_t{1} << toInternal_[c.id];
    }
    return true;
  };
  handPoints_ = 0;
  cardsLeft_ = 0;
  uint64_t seen = 0;
  for (int p = 0; p < 4; ++p) {
    hand_[p] = 0;
    if (p >= n_) continue;
    if (!convert(d.hands[p], hand_[p]) || (hand_[p] & seen)) return false;
    seen |= hand_[p];
    cardsLeft_ += std::popcount(hand_[p]);
    for (uint64_t b = hand_[p]; b; b &= b - 1) handPoints_ += points_[lowest(b)];
  }
  leader_ = d.leader;
  if (leader_ < 0 || leader_ >= n_) return false;
  trickSize_ = d.trickSize;
  trickPoints_ = 0;
  onTable_ = 0;
  winIdx_ = 0;
  for (int i = 0; i < trickSize_; ++i) {
    const Card c = d.trick[i];
    if (!c.valid() || c.id >= 64 || toInternal_[c.id] == kNone) return false;
    const uint8_t in = toInternal_[c.id];
    if ((seen | onTable_) >> in & 1) return false;
    trick_[i] = in;
    onTable_ |= uint64_t{1} << in;
    trickPoints_ += points_[in];
    if (i > 0 && beats(in, trick_[winIdx_])) winIdx_ = i;
  }
  // Hands must be consistent: those still to play this trick one card more.
  const int current = seat(leader_ + trickSize_);
  const int k = std::popcount(hand_[current]);
  if (k < 1 || k > d.maxHand || k > 16) return false;
  for (int i = 0; i < n_; ++i)
    if (std::popcount(hand_[seat(leader_ + i)]) != (i < trickSize_ ? k - 1 : k)) return false;
  maxSide_ = side_[current];
  return true;
}

// ---- rules on the compact position ---------------------------------------------

// The legal cards of seat p (PointTrickDeal's rules) on internal masks.
uint64_t PointTrickSolver::legal(int p) const {
  const uint64_t hand = hand_[p];
  if (trickSize_ == 0) return hand;
  const uint8_t w = trick_[winIdx_];
  const int led = trick_[0] >> 4;
  const bool partnerWinning = side_[seat(leader_ + winIdx_)] == side_[p];
  const uint64_t follow = hand & lane(led);
  if (follow) {
    const bool mustBeat = (w >> 4) == led && (beatPlain_ || led == trump_) && !(partnerWinning && exempt_);
    if (mustBeat) {
      const uint64_t beaters = follow & above(w);
      if (beaters) return beaters;
    }
    return follow;
  }
  if (partnerWinning) return hand;
  const uint64_t trumps = hand & lane(trump_);
  if (!trumps) return hand;
  if ((w >> 4) == trump_) {
    const uint64_t over = overtrump_ ? trumps & above(w) : 0;
    return over ? over : (trumpUnder_ ? trumps : hand);
  }
  return trumps;
}

// Can seat j, still to play this trick, take it from the winning card w? (w led it
// when the trick is empty.)
bool PointTrickSolver::canBeat(int j, uint8_t w) const {
  const int led = trickSize_ ? trick_[0] >> 4 : w >> 4;
  const uint64_t follow = hand_[j] & lane(led);
  if (follow) return (w >> 4) == led && (follow & above(w));
  const uint64_t trumps = hand_[j] & lane(trump_);
  if ((w >> 4) == trump_) return trumps & above(w);
  return trumps != 0;
}

// Drops equivalent cards, then orders: the table's move, cards that make the trick
// sure for the side (most points first), contested wins, cheap discards.
int PointTrickSolver::orderMoves(int p, uint64_t moves, uint8_t ttMove, Move* out) const {
  const uint64_t present = hand_[0] | hand_[1] | hand_[2] | hand_[3] | onTable_;
  const int mySide = side_[p];
  int count = 0;
  for (uint64_t b = moves; b; b &= b - 1) {
    const uint8_t c = lowest(b);
    if (points_[c] == 0) {  // a blank just above another blank of ours, nothing between: same card
      const uint64_t under = present & below(c);
      if (under) {
        const uint8_t d = highest(under);
        if ((moves >> d & 1) && points_[d] == 0) continue;
      }
    }
    int score;
    const int pts = points_[c];
    const bool trump = (c >> 4) == trump_;
    if (c == ttMove) {
      score = 10000;
    } else {
      uint8_t winCard;
      int winner;
      if (trickSize_ == 0 || beats(c, trick_[winIdx_])) {
        winCard = c;
        winner = p;
      } else {
        winCard = trick_[winIdx_];
        winner = seat(leader_ + winIdx_);
      }
      const int winSide = side_[winner];
      bool settled = true;  // nobody against the winner, still to play, can beat winCard
      for (int k = trickSize_ + 1; k < n_ && settled; ++k) {
        const int j = seat(leader_ + k);
        if (side_[j] != winSide && canBeat(j, winCard)) settled = false;
      }
      if (winSide == mySide) {
        if (settled) score = 1000 + 8 * (trickPoints_ + pts) + (winCard == c ? 0 : pts);
        else if (trickSize_ == 0) score = -(c & 15) - (trump ? 40 : 0);  // an open lead: the weakest first
        else if (winCard == c) score = 500 + (c & 15) - (trump ? 4 : 0);
        else score = 300 - 4 * pts;
      } else {
        score = (settled ? 0 : 100) - 8 * pts - (trump ? 40 : 0) - (c & 15);
      }
    }
    int i = count++;
    while (i > 0 && out[i - 1].score < score) {
      out[i] = out[i - 1];
      --i;
    }
    out[i] = {c, static_cast<int16_t>(score)};
  }
  return count;
}

// ---- search ----------------------------------------------------------------------

// Two entries per bucket, found by a mix of the whole key.
PointTrickSolver::Entry* PointTrickSolver::bucketOf(uint64_t all, uint64_t odd, uint64_t high, uint8_t meta) {
  uint64_t h = all * 0x9E3779B97F4A7C15ull ^ (odd + meta) * 0xC2B2AE3D27D4EB4Full ^ high * 0x165667B19E3779F9ull;
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 32;
  return &tt_[h & ttMask_ & ~uint64_t{1}];
}

// The entry of the current trick-boundary position (its key returned), or nullptr.
PointTrickSolver::Entry* PointTrickSolver::probe(uint64_t& all, uint64_t& odd, uint64_t& high, uint8_t& meta) {
  all = hand_[0] | hand_[1] | hand_[2] | hand_[3];
  odd = hand_[1] | hand_[3];
  high = hand_[2] | hand_[3];
  meta = static_cast<uint8_t>(0x80 | leader_ | maxSide_ << 2 | trump_ << 4);
  Entry* bucket = bucketOf(all, odd, high, meta);
  for (int i = 0; i < 2; ++i) {
    Entry& e = bucket[i];
    if (e.meta == meta && e.generation == generation_ && e.all == all && e.odd == odd && e.high == high) return &e;
  }
  return nullptr;
}

void PointTrickSolver::store(uint64_t all, uint64_t odd, uint64_t high, uint8_t meta, int lower, int upper,
                          uint8_t move) {
  Entry* bucket = bucketOf(all, odd, high, meta);
  const uint8_t tricks = static_cast<uint8_t>(cardsLeft_ / n_);
  for (int i = 0; i < 2; ++i) {
    Entry& e = bucket[i];
    if (e.meta == meta && e.generation == generation_ && e.all == all && e.odd == odd && e.high == high) {
      e.lower = static_cast<uint8_t>(std::max<int>(e.lower, lower));
      e.upper = static_cast<uint8_t>(std::min<int>(e.upper, upper));
      e.move = move;
      return;
    }
  }
  // Slot 0 keeps the bigger subtree of this search, slot 1 takes whatever comes.
  const Entry fresh{all, odd, high, meta, static_cast<uint8_t>(lower), static_cast<uint8_t>(upper),
                    move, tricks, generation_};
  if (bucket[0].generation != generation_ || bucket[0].tricks <= tricks) {
    if (bucket[0].generation == generation_) bucket[1] = bucket[0];
    bucket[0] = fresh;
  } else {
    bucket[1] = fresh;
  }
}

// The last trick, one card each: no choice left.
int PointTrickSolver::lastTrick() const {
  int winner = leader_;
  uint8_t win = lowest(hand_[leader_]);
  int pts = points_[win];
  for (int i = 1; i < n_; ++i) {
    const int p = seat(leader_ + i);
    const uint8_t c = lowest(hand_[p]);
    pts += points_[c];
    if (beats(c, win)) {
      win = c;
      winner = p;
    }
  }
  return side_[winner] == maxSide_ ? pts + lastBonus_ : 0;
}

int PointTrickSolver::playAndSearch(uint8_t c, int alpha, int beta, int ply) {
  const int p = seat(leader_ + trickSize_);
  const uint64_t bit = uint64_t{1} << c;
  const int pts = points_[c];
  hand_[p] ^= bit;
  onTable_ |= bit;
  handPoints_ -= pts;
  trickPoints_ += pts;
  --cardsLeft_;
  const int oldWin = winIdx_;
  if (trickSize_ > 0 && beats(c, trick_[winIdx_])) winIdx_ = trickSize_;
  trick_[trickSize_++] = c;
  int v;
  if (trickSize_ < n_) {
    v = node(alpha, beta, ply);
  } else {
    const int w = seat(leader_ + winIdx_);
    const int gain = side_[w] == maxSide_ ? trickPoints_ + (cardsLeft_ == 0 ? lastBonus_ : 0) : 0;
    if (cardsLeft_ == 0) {
      v = gain;
    } else {
      const int oldLeader = leader_, oldPoints = trickPoints_, oldWinIdx = winIdx_;
      const uint64_t oldTable = onTable_;
      uint8_t oldTrick[4];
      std::memcpy(oldTrick, trick_, 4);
      leader_ = w;
      trickSize_ = 0;
      trickPoints_ = 0;
      onTable_ = 0;
      winIdx_ = 0;
      v = gain + node(alpha - gain, beta - gain, ply);
      std::memcpy(trick_, oldTrick, 4);
      leader_ = oldLeader;
      trickPoints_ = oldPoints;
      onTable_ = oldTable;
      winIdx_ = oldWinIdx;
      trickSize_ = n_;
    }
  }
  --trickSize_;
  winIdx_ = oldWin;
  hand_[p] ^= bit;
  onTable_ &= ~bit;
  handPoints_ += pts;
  trickPoints_ -= pts;
  ++cardsLeft_;
  return v;
}

// Fail-soft alpha-beta: the value for maxSide_ of the points still to be won.
int PointTrickSolver::node(int alpha, int beta, int ply) {
  ++nodes_;
  best_[ply] = kNone;  // set only when the moves are searched here
  const int hi = handPoints_ + trickPoints_ + lastBonus_;  // everything still to be won
  if (hi <= alpha) return hi;
  if (beta <= 0) return 0;
  uint64_t all = 0, odd = 0, high = 0;
  uint8_t meta = 0, ttMove = kNone;
  if (trickSize_ > 0) {  // a trick nobody left to play can take from its winner: its points are decided
    const uint8_t w = trick_[winIdx_];
    const int winSide = side_[seat(leader_ + winIdx_)];
    bool settled = true;
    for (int k = trickSize_; k < n_ && settled; ++k) {
      const int j = seat(leader_ + k);
      if (side_[j] != winSide && canBeat(j, w)) settled = false;
    }
    if (settled) {
      if (winSide == maxSide_) {
        if (trickPoints_ >= beta) return trickPoints_;
      } else if (hi - trickPoints_ <= alpha) {
        return hi - trickPoints_;
      }
    }
  } else {
    if (cardsLeft_ == n_) return lastTrick();
    if (const Entry* e = probe(all, odd, high, meta)) {
      if (e->lower >= beta || e->lower == e->upper) return e->lower;  // (an empty window breaks fail-soft)
      if (e->upper <= alpha) return e->upper;
      alpha = std::max<int>(alpha, e->lower);
      beta = std::min<int>(beta, e->upper);
      ttMove = e->move;
    }
  }
  const int a0 = alpha, b0 = beta;
  const int p = seat(leader_ + trickSize_);
  const bool maxNode = side_[p] == maxSide_;
  Move* moves = moves_[ply];
  const int count = orderMoves(p, legal(p), ttMove, moves);
  int best = maxNode ? -1 : 1000;
  uint8_t bestCard = moves[0].card;
  for (int i = 0; i < count; ++i) {
    const uint8_t c = moves[i].card;
    int v;
    if (i == 0 || beta - alpha <= 1) {
      v = playAndSearch(c, alpha, beta, ply + 1);
    } else if (maxNode) {  // PVS: prove the move no better, re-search if it is
      v = playAndSearch(c, alpha, alpha + 1, ply + 1);
      if (v > alpha && v < beta) v = playAndSearch(c, v, beta, ply + 1);
    } else {
      v = playAndSearch(c, beta - 1, beta, ply + 1);
      if (v < beta && v > alpha) v = playAndSearch(c, alpha, v, ply + 1);
    }
    if (maxNode ? v > best : v < best) {
      best = v;
      bestCard = c;
      if (maxNode) alpha = std::max(alpha, v);
      else beta = std::min(beta, v);
      if (alpha >= beta) break;
    }
  }
  best_[ply] = bestCard;
  if (trickSize_ == 0) {
    const int lower = best >= b0 ? best : (best > a0 ? best : 0);
    const int upper = best <= a0 ? best : (best < b0 ? best : hi);
    store(all, odd, high, meta, lower, std::min(upper, hi), bestCard);
  }
  return best;
}

// The root: a full window (values lie in [0, hi]), so the best card is exact.
int PointTrickSolver::search() {
  const int hi = handPoints_ + trickPoints_ + lastBonus_;
  const int value = node(-1, hi + 1, 0);
  rootBest_ = best_[0];
  if (rootBest_ == kNone) {  // the last trick, played out directly: one card each
    const int p = seat(leader_ + trickSize_);
    rootBest_ = lowest(legal(p));
  }
  return value;
}

// The exact value of playing c, by zero-window searches converging on it from a guess
// (MTD(f)): each one is far cheaper than a full-window search, and the table keeps
// what they prove.
int PointTrickSolver::mtdAfter(uint8_t c, int guess, int hi) {
  int lower = 0, upper = hi, g = std::clamp(guess, 0, hi);
  while (lower < upper) {
    const int beta = g == lower ? g + 1 : g;
    g = playAndSearch(c, beta - 1, beta, 1);
    if (g < beta) upper = g;
    else lower = g;
  }
  return lower;
}

int PointTrickSolver::solve(Card& best) {
  const int value = search();
  best = toCard_[rootBest_];
  return value;
}

std::vector<std::pair<Card, int>> PointTrickSolver::evaluateMoves() {
  std::vector<std::pair<Card, int>> out;
  const int p = seat(leader_ + trickSize_);
  const int hi = handPoints_ + trickPoints_ + lastBonus_;
  const uint64_t moves = legal(p);
  const uint64_t present = hand_[0] | hand_[1] | hand_[2] | hand_[3] | onTable_;
  int value[64];
  int guess = hi / 2;
  for (uint64_t b = moves; b; b &= b - 1) {  // weakest first within a suit
    const uint8_t c = lowest(b);
    const uint64_t under = present & below(c);
    const uint8_t d = under ? highest(under) : kNone;
    if (points_[c] == 0 && d != kNone && (moves >> d & 1) && points_[d] == 0) value[c] = value[d];  // equivalent
    else value[c] = mtdAfter(c, guess, hi);
    guess = value[c];
    out.emplace_back(toCard_[c], value[c]);
  }
  std::sort(out.begin(), out.end(), [](const auto& x, const auto& y) { return x.first.id < y.first.id; });
  return out;
}

}  // namespace baza
