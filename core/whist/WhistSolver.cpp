#include "whist/WhistSolver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#include "Inlining.h"

namespace baza {

namespace {

constexpr uint32_t kNil = 0xFFFFFFFFu;
constexpr int kNone = 0xFF;

inline uint64_t lane(int s) { return uint64_t{0xFFFF} << (16 * s); }
inline uint64_t bit(int c) { return uint64_t{1} << c; }
// Cards of c's suit above / below c.
inline uint64_t above(int c) { return lane(c >> 4) & ~((uint64_t{2} << c) - 1); }
inline uint64_t below(int c) { return lane(c >> 4) & (bit(c) - 1); }
inline int highest(uint64_t b) { return 63 - std::countl_zero(b); }
inline int lowest(uint64_t b) { return std::countr_zero(b); }
inline int count(uint64_t b) { return bitCount(b); }
#if defined(__x86_64__) && !defined(__POPCNT__)  // bitCount is the word's bit arithmetic there
// Bits of every byte value: one suit's count in two lookups instead of the word's.
constexpr auto kByteBits = [] {
  std::array<uint8_t, 256> n{};
  for (unsigned v = 1; v < 256; ++v) n[v] = static_cast<uint8_t>(n[v >> 1] + (v & 1));
  return n;
}();
inline int countLane(uint64_t b, int s) {  // count(b) for b within lane s
  const unsigned x = static_cast<unsigned>(b >> (16 * s));
  return kByteBits[x & 0xFF] + kByteBits[x >> 8 & 0xFF];
}
#else
inline int countLane(uint64_t b, int) { return bitCount(b); }  // count(b) for b within lane s
#endif
// The suits (bit s for suit s) in which b holds a card: each lane folded onto its
// lowest bit, then the four lowest bits gathered by one multiplication.
inline unsigned suitsOf(uint64_t b) {
  b |= b >> 8;
  b |= b >> 4;
  b |= b >> 2;
  b |= b >> 1;
  b &= 0x0001000100010001ull;
  return static_cast<unsigned>((b * 0x0000200040008001ull) >> 45) & 15;  // bit 16s lands on 45 + s
}
// search()'s answer "maxSide_ reaches the target", beside the cards it relied on: bit 15
// of the club lane, never a card.
constexpr uint64_t kReached = uint64_t{1} << 63;
inline uint64_t reachedIf(bool b) { return b ? kReached : 0; }
inline uint64_t dropTop(uint64_t b, int k) {  // b without its k highest cards
  for (; k > 0 && b; --k) b ^= bit(highest(b));
  return b;
}

// The holder bits (Entry::key) of the top k cards of a suit, for k = 0..13.
constexpr uint32_t kTopMask[16] = {0,        0x3000000, 0x3C00000, 0x3F00000, 0x3FC0000, 0x3FF0000,
                                   0x3FFC000, 0x3FFF000, 0x3FFFC00, 0x3FFFF00, 0x3FFFFC0, 0x3FFFFF0,
                                   0x3FFFFFC, 0x3FFFFFF, 0,         0};
// The key bits a pattern fixes in one half of the key (two suits, 4 bits of depth each).
constexpr uint64_t pairMask(unsigned depths) {
  return kTopMask[depths & 15] | uint64_t{kTopMask[depths >> 4 & 15]} << 32;
}
// pairMask for every byte of depths, one load per half key in the table's scan.
constexpr auto kPairMask = [] {
  std::array<uint64_t, 256> m{};
  for (unsigned d = 0; d < 256; ++d) m[d] = pairMask(d);
  return m;
}();
inline uint64_t patternMask(unsigned depths) { return kPairMask[depths & 0xFF]; }
// The holders of each suit's top two cards in a key (a lane's at its bits 22..25), 4 bits a
// suit: the table probe's first filter. On the DDS comparison's slowest all-cards analysis
// (deal 146: 84 entries of 24 bytes scanned a probe) 3% of the entries pass it.
inline uint32_t topHolders(uint64_t k0, uint64_t k1) {
  const uint64_t t0 = k0 >> 22, t1 = k1 >> 22;
  return static_cast<uint32_t>((t0 & 0xF) | (t0 >> 32 & 0xF) << 4 | (t1 & 0xF) << 8 | (t1 >> 32 & 0xF) << 12);
}

// The top card of each group of equivalent cards of `mine`: cards with no card of
// `present` (every card still in play) between them are interchangeable. A card is no
// top when the next card in play above it is mine: fill down from my cards through the
// cards out of play (shifts of 1, 2, 4, 8; bit 15 of a lane, never a card, stops the
// fill at the lane's end) and keep my cards the fill does not reach from above.
inline uint64_t groupTops(uint64_t mine, uint64_t present) {
  uint64_t fill = mine, gone = ~present & 0x7FFF7FFF7FFF7FFFull;
  fill |= gone & (fill >> 1);
  gone &= gone >> 1;
  fill |= gone & (fill >> 2);
  gone &= gone >> 2;
  fill |= gone & (fill >> 4);
  gone &= gone >> 4;
  fill |= gone & (fill >> 8);
  return mine & ~(fill >> 1);
}

// Move-ordering weights (DDS-style; tuned on random deals with bench/WhistSolverBench).
enum Weight {
  kSuitScale,             // per opponents' card in the suit led (a void counts as many)
  kOppRuff,               // added to the lead of a suit an opponent ruffs
  kPartnerOverruffs,      // ... but partner overruffs
  kSureWin,               // a card above every opponent's card
  kSureWinPartnerSecond,  // ... and partner holds the next card
  kTopCard,               // ... the top card itself
  kPartnerWins,           // low to partner's winner
  kPartnerRuffs,          // low to partner's safe ruff
  kLowLead,               // any other lead, low first
  kFinesse,               // LHO holds the top, partner the next
  kRhoHigh,               // RHO holds the top or the next
  kSequence,              // top of a sequence that forces out a higher card
  kKiller,                // the lead that cut off last at this depth
  kTtBest,                // the lead the table remembers
  kTtSimilar,             // ... for another pattern of the same suit lengths (when no matching entry has one)
  kCheapWin,              // following: the cheapest card that surely wins
  kSecondHandHigh,        // second hand beating the lead without sure win (above any card that does not)
  kThirdHandHigh,         // third hand beating without sure win
  kThirdHandForce,        // ... with a card that forces out fourth hand's top card (above every kThirdHandHigh
                          // card whatever the ranks: 9% fewer nodes on the slowest lead, 1% on 200 deals)
  kNoRuffPartner,         // ruffing partner's sure winner
  kUnderruff,             // a trump that does not win
  kRuffHolds,             // a ruff no one overruffs
  kRuff,                  // a ruff that may be overruffed
  kDiscardLen,            // per card of the discard's suit
  kDiscardWinner,         // discarding the top card of a suit
  kWeightCount
};
// Cache hints for the table's buckets: native only (WebAssembly has no prefetch; the
// hashes would be computed for nothing).
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__wasm__)
constexpr bool kPrefetch = true;
#else
constexpr bool kPrefetch = false;
#endif
constexpr int kTableFirst = 5;  // tricks left from which the table is probed before the bounds

constexpr int kW[kWeightCount] = {200, -12, 15, 40, 13, 6, 65, 40, -10, 40, 10, 0, 150, 60, 150,
                                  60, 20, 10, 40, -60, -70, 50, 30, 4, 5};
constexpr int kSimilar = 64;  // ttBest's flag: the lead of a non-matching entry (card ids are below 64)

}  // namespace

WhistSolver::WhistSolver(int ttBits, int maxTtBits) {
  ttBits = std::clamp(ttBits, 10, 26);
  blocks_.resize((size_t{1} << ttBits) / kBlockEntries);
  buckets_.resize(size_t{1} << (ttBits - 2));
  bucketMask_ = buckets_.size() - 1;
  maxBlocks_ = (size_t{1} << std::clamp(maxTtBits, ttBits, 26)) / kBlockEntries;
  std::memset(killer_, kNone, sizeof killer_);
}

// ---- loading and the public calls --------------------------------------------------

bool WhistSolver::load(const DoubleDummyDeal& d, int trump, int leader, std::span<const Card> table) {
  nodes_ = 0;
  trickNodes_ = 0;
  // A kept table is reused only under the same trump and after a search that finished
  // (an aborted one stored bounds from answers it gave up on).
  const bool fresh = !keepTable_ || trump != tableTrump_ || aborted_;
  aborted_ = false;
  if (!checkDoubleDummy(d, trump, leader, table).ok()) return false;
  for (int p = 0; p < 4; ++p) hand_[p] = d.hands[p].bits();
  trump_ = trump;
  trumps_ = trump < kNoTrump ? lane(trump) : 0;
  leader_ = leader;
  trickSize_ = 0;
  winIdx_ = 0;
  onTable_ = 0;
  for (const Card c : table) {
    if (trickSize_ > 0 && beats(c.id, trick_[winIdx_])) winIdx_ = trickSize_;
    trick_[trickSize_++] = c.id;
    onTable_ |= bit(c.id);
  }
  const int mover = (leader_ + trickSize_) & 3;
  maxSide_ = sideOf(mover);
  tricksMax_ = 0;
  tricksLeft_ = count(hand_[mover]);
  computeKey();
  if (fresh) clearTable();
  tableTrump_ = trump;
  std::memset(killer_, kNone, sizeof killer_);
  return true;
}

int WhistSolver::tricks(const DoubleDummyDeal& d, int trump, int leader) { return tricks(d, trump, leader, {}); }

int WhistSolver::tricks(const DoubleDummyDeal& d, int trump, int leader, std::span<const Card> table) {
  if (!load(d, trump, leader, table)) return -1;
  const int result = solve();
  return aborted_ ? -1 : result;
}

std::vector<std::pair<Card, int>> WhistSolver::tricksPerCard(const DoubleDummyDeal& d, int trump, int leader,
                                                              std::span<const Card> table) {
  std::vector<std::pair<Card, int>> out;
  if (!load(d, trump, leader, table)) return out;
  const int p = (leader_ + trickSize_) & 3;
  const uint64_t legal = legalMask(p), present = inHands_ | onTable_;
  const uint64_t tops = groupTops(legal, present);
  int value[64];
  // The position's value first: no card does better, and most cards do as well or one
  // trick less. Then level by level down from it: every card's boolean search at that
  // value, then the cards that failed at one trick less, and so on (fewer nodes than
  // card by card: each level's searches fill the table for the next level's).
  const int best = solve();
  if (aborted_) return {};
  // One search per group of equivalent cards (its top card); the others share its value.
  // Each suit from its top card down (fewer nodes than from the bottom up: 1% on random
  // deals, 6% on the slowest opening lead).
  int order[13], open = 0;
  for (uint64_t b = tops; b; ++open) {
    order[open] = highest(b & lane(lowest(b) >> 4));
    b ^= bit(order[open]);
  }
  for (int level = best; open > 0; --level) {
    int failed = 0;
    for (int i = 0; i < open; ++i) {
      const int c = order[i];
      uint64_t trickRel = 0;
      const Saved saved = play(c, trickRel);
      const int won = tricksMax_;  // 1 if the card completed a trick for the mover's side
      target_ = level;
      const bool reached = tricksLeft_ == 0 || level <= won ? won >= level : (search(0) & kReached) != 0;
      unplay(c, saved);
      if (aborted_) return {};
      if (reached) value[c] = level;
      else order[failed++] = c;
    }
    open = failed;
  }
  for (uint64_t b = legal; b; b &= b - 1) {
    int top = lowest(b);
    while (!(tops & bit(top))) top = lowest(present & above(top));  // up the group to its top
    out.emplace_back(Card(static_cast<uint8_t>(lowest(b))), value[top]);
  }
  return out;
}

uint64_t WhistSolver::legalMask(int p) const {
  if (trickSize_ == 0) return hand_[p];
  const uint64_t follow = hand_[p] & lane(trick_[0] >> 4);
  return follow ? follow : hand_[p];
}

// ---- search ------------------------------------------------------------------------

// Exact tricks for maxSide_ from here: boolean searches ("does it reach target_?")
// from a first guess, one trick up or down at a time; the table carries over.
int WhistSolver::solve(int atMost) {
  const int base = tricksMax_;
  int lo = 0, hi = atMost >= 0 ? std::min(atMost, tricksLeft_) : tricksLeft_;
  if (hi == 0) return 0;
  // From a first guess (or the bound given: the value is usually there), then one trick
  // at a time, as DDS does.
  int guess = std::clamp(atMost >= 0 ? hi : estimate(), 1, hi);
  while (lo < hi && !aborted_) {
    target_ = base + guess;
    const bool ok = (search(0) & kReached) != 0;
    if (ok) lo = guess++;
    else hi = --guess;
    guess = std::clamp(guess, lo + 1 > hi ? hi : lo + 1, hi);
  }
  return lo;
}

// A first guess at maxSide_'s tricks, so that the searches start near the answer: its
// share of the high-card points (A 4, K 3, Q 2, J 1) of the tricks left, plus its
// trumps beyond half of them (fitted on random deals: off by about one trick).
int WhistSolver::estimate() const {
  constexpr uint64_t kRank = 0x0001000100010001ull;  // one rank in every suit
  const uint64_t ours = hand_[maxSide_] | hand_[maxSide_ + 2];
  int pointsOurs = 0, pointsAll = 0;
  for (int r = 11; r <= 14; ++r) {
    pointsOurs += (r - 10) * count(ours & (kRank << r));
    pointsAll += (r - 10) * count(inHands_ & (kRank << r));
  }
  double value = pointsAll ? static_cast<double>(tricksLeft_ * pointsOurs) / pointsAll : tricksLeft_ / 2.0;
  if (trumps_) value += count(ours & trumps_) - count(inHands_ & trumps_) / 2.0;
  return static_cast<int>(value + 0.75);  // + 0.25 for the side to move, rounded
}

[[gnu::always_inline]] inline WhistSolver::Saved WhistSolver::play(int c, uint64_t& trickRel) {
  Saved s;
  s.onTable = onTable_;
  std::memcpy(&s.trick, trick_, 4);
  s.leader = static_cast<int8_t>(leader_);
  s.trickSize = static_cast<int8_t>(trickSize_);
  s.winIdx = static_cast<int8_t>(winIdx_);
  s.tricksMax = static_cast<int8_t>(tricksMax_);
  s.tricksLeft = static_cast<int8_t>(tricksLeft_);
  s.holders[0] = holders_[0];
  s.holders[1] = holders_[1];
  const int p = (leader_ + trickSize_) & 3, suit = c >> 4;
  {  // the card leaves the hands: the holders of the cards below it move up one place
    const int i = countLane(inHands_ & above(c), suit);
    const int shift = 32 * (suit & 1);
    const uint64_t moved = ((uint64_t{1} << (24 - 2 * i)) - 1) << shift;  // the cards below c
    uint64_t& word = holders_[suit >> 1];
    word = (word & ~(moved | uint64_t{3} << (24 - 2 * i + shift))) | (word & moved) << 2;
  }
  inHands_ ^= bit(c);
  lengths_ -= uint64_t{1} << (16 * p + 4 * suit);
  hand_[p] ^= bit(c);
  if (trickSize_ > 0 && beats(c, trick_[winIdx_])) winIdx_ = trickSize_;
  trick_[trickSize_++] = static_cast<uint8_t>(c);
  onTable_ |= bit(c);
  if (trickSize_ == 4) {
    const int w = trick_[winIdx_];
    const int winner = (leader_ + winIdx_) & 3;
    // The winner's rank mattered only if it beat another card of its suit; then so
    // did the cards it stood for (its group of equivalent cards in the winner's hand):
    // the lowest of them goes into rel, which stands for every card at or above it.
    if (onTable_ & lane(w >> 4) & ~bit(w)) {
      const uint64_t present = inHands_ | onTable_;
      int low = w;
      for (uint64_t under = present & below(low); under && (hand_[winner] & bit(highest(under)));
           under = present & below(low))
        low = highest(under);
      trickRel = bit(low);
    }
    if (sideOf(winner) == maxSide_) ++tricksMax_;
    leader_ = winner;
    trickSize_ = 0;
    winIdx_ = 0;
    onTable_ = 0;
    --tricksLeft_;
  }
  return s;
}

[[gnu::always_inline]] inline void WhistSolver::unplay(int c, const Saved& s) {
  onTable_ = s.onTable;
  std::memcpy(trick_, &s.trick, 4);
  leader_ = s.leader;
  trickSize_ = s.trickSize;
  winIdx_ = s.winIdx;
  tricksMax_ = s.tricksMax;
  tricksLeft_ = s.tricksLeft;
  holders_[0] = s.holders[0];
  holders_[1] = s.holders[1];
  const int p = (leader_ + trickSize_) & 3;
  hand_[p] ^= bit(c);
  inHands_ ^= bit(c);
  lengths_ += uint64_t{1} << (16 * p + 4 * (c >> 4));
}

// A node in the middle of a trick. Returns kReached if maxSide_ reaches target_, with
// the cards whose ranks the answer relied on (one word: a register, not memory, in wasm).
uint64_t WhistSolver::search(int ply) {
  // Past the node limit every node answers at once: the call unwinds and reports
  // failure (its table is garbage then, and the next call starts a fresh one).
  if (++nodes_ > nodeLimit_ && nodeLimit_) aborted_ = true;
  if (aborted_) return 0;
  if (trickSize_ == 0) return leadNode(ply);
  const int p = (leader_ + trickSize_) & 3;
  const bool maxNode = sideOf(p) == maxSide_;
  // Quick tricks after the lead: the side to move takes this trick for sure, and in no
  // trump the winner then cashes more (the cards still to come to this trick only
  // take cards away from the other hands).
  const int need = target_ - tricksMax_;
  const int want = maxNode ? need : tricksLeft_ - need + 1;
  int holder = 0;
  const Later later = laterOpponents();
  const int sure = want == 1 || !trumps_ ? sureTrickCard(p, later, holder) : -1;
  if (sure >= 0) {
    // The winner's rank matters only against another card of its suit: one a later
    // opponent may play (his suit led, or his trumps if it is a trump), or one on the
    // table (the partner's too when the winner must keep the lead, want > 1).
    uint64_t rivals = (later.followHigh >= 0 ? bit(later.followHigh) : 0) | ((sure >> 4) == trump_ ? later.ruffers : 0);
    for (int k = 0; k < trickSize_; ++k)
      if (want > 1 || sideOf((leader_ + k) & 3) != sideOf(p)) rivals |= bit(trick_[k]);
    uint64_t r = (rivals & lane(sure >> 4) & ~bit(sure)) ? bit(sure) : 0;
    int got = 1;
    // The other hand of the side, if still to play, must be able to play under the
    // winner, so that the lead is surely the holder's.
    const int other = holder == p ? (trickSize_ == 1 ? p ^ 2 : -1) : p;
    const uint64_t led = lane(trick_[0] >> 4);
    if (got < want && !trumps_ && (other < 0 || !(hand_[other] & led) || (hand_[other] & led & below(sure)))) {
      const Cash more = cash(holder, 13, want - 1, -1, bit(sure));
      got += more.tricks;
      r |= more.rel;
      if (other >= 0 && (hand_[other] & led)) r |= bit(sure);  // he plays under the winner
    }
    if (got >= want) return r | reachedIf(maxNode);
  }
  Move moves[13];
  const int n = followMoves(p, later, moves);
  if (kPrefetch && trickSize_ == 3) {  // the children lead the next trick: fetch their table buckets early (same answers, fewer stalls)
    const int w = trick_[winIdx_], other = (leader_ + winIdx_) & 3;
    for (int i = 0; i < n; ++i) {
      const int c = moves[i].card;
      prefetchBucket(lengths_ - (uint64_t{1} << (16 * p + 4 * (c >> 4))), beats(c, w) ? p : other);
    }
  }
  uint64_t acc = 0;
  int lowWin[4] = {0, 0, 0, 0};
  for (int i = 0; i < n; ++i) {
    const int c = moves[i].card, s = c >> 4;
    if ((c & 15) < lowWin[s]) continue;
    uint64_t trickRel = 0;
    const Saved saved = play(c, trickRel);
    const uint64_t got = search(ply + 1);
    unplay(c, saved);
    const uint64_t childRel = (got & ~kReached) | trickRel;
    if (((got & kReached) != 0) == maxNode) return got | trickRel;
    acc |= childRel;
    {  // the mover's cards of this suit below every rank this refutation used fail too
      const uint64_t r = childRel & lane(s);
      const int low = r ? (lowest(r) & 15) : 15;
      if ((c & 15) < low && low > lowWin[s]) lowWin[s] = low;
    }
  }
  return acc | reachedIf(!maxNode);
}

uint64_t WhistSolver::lastTrick() const {
  int w = lowest(hand_[leader_]), winner = leader_;
  uint64_t side[2] = {0, 0};  // the cards of each side
  side[sideOf(leader_)] = bit(w);
  for (int i = 1; i < 4; ++i) {
    const int p = (leader_ + i) & 3;
    const int c = lowest(hand_[p]);
    side[sideOf(p)] |= bit(c);
    if (beats(c, w)) {
      w = c;
      winner = p;
    }
  }
  // The winner's rank matters only against an opponent's card of its suit (no lead follows).
  const uint64_t rel = (side[sideOf(winner) ^ 1] & lane(w >> 4)) ? bit(w) : 0;
  return rel | reachedIf(tricksMax_ + (sideOf(winner) == maxSide_ ? 1 : 0) >= target_);
}

// Cheap bounds at a trick boundary: the leader side's quick tricks, the other side's
// next trick when the leader's side needs every trick, the trumps of either side.
// 1: maxSide_ reaches the target, 0: it cannot, -1: not decided.
int WhistSolver::sureTricks(int L, int need, uint64_t& rel) const {
  const bool maxLeads = sideOf(L) == maxSide_;
  const int wantL = maxLeads ? need : tricksLeft_ - need + 1;  // tricks the leader's side needs for a cutoff
  if (quickTricks(L, wantL, rel) >= wantL) return maxLeads;
  if (wantL == tricksLeft_ && (nextTrickLost(L, rel) || cannotTakeAll(L, rel))) return !maxLeads;
  if (inHands_ & trumps_) {
    if (trumpTricks(sideOf(L), false, wantL, rel) >= wantL) return maxLeads;
    const int wantO = tricksLeft_ - wantL + 1;
    if (trumpTricks(sideOf(L) ^ 1, true, wantO, rel) >= wantO) return !maxLeads;
  }
  return -1;
}

// The transposition table: 1 / 0 as sureTricks, -1 if no entry decides (ttBest gets
// the lead of a matching entry, for ordering; else, flagged kSimilar, the newest lead
// of the bucket's other entries: same suit lengths, a good guess too, 5% fewer nodes
// on 200 deals).
int WhistSolver::probeTable(int L, int need, uint64_t& rel, int& ttBest, Seen& seen) const {
  seen.n = 0;
  seen.generation = generation_;
  const Bucket* b = findBucket(lengths_, L);
  if (!b) return -1;
  const bool maxLeads = sideOf(L) == maxSide_;
  const uint64_t h0 = holders_[0], h1 = holders_[1];
  const uint32_t top = topHolders(h0, h1);
  int similar = kNone;
  for (uint32_t bi = b->head, n = b->count; bi != kNil; bi = blocks_[bi].next, n = kBlockEntries) {
    const Block& blk = blocks_[bi];
    for (uint32_t j = n; j-- > 0;) {  // newest first
      const Entry& e = blk.entry[j];
      // the top cards' holders first, then both halves of the pattern at once (one branch,
      // hard to predict, instead of two)
      if (((top ^ blk.sig[j]) & (blk.sig[j] >> 16)) ||
          (((h0 ^ e.key[0]) & patternMask(e.depths[0])) | ((h1 ^ e.key[1]) & patternMask(e.depths[1])))) {
        if (similar == kNone) similar = e.best;
        continue;
      }
      const int lo = maxLeads ? e.lower : tricksLeft_ - e.upper;
      const int hi = maxLeads ? e.upper : tricksLeft_ - e.lower;
      if (lo >= need || hi < need) {
        rel = patternRel(e.depths[0] | e.depths[1] << 8);
        return lo >= need;
      }
      if (ttBest == kNone) ttBest = e.best;
      if (seen.n >= 0) {  // for store(): a few, else unknown
        if (seen.n < Seen::kMax) seen.at[seen.n++] = bi * kBlockEntries + j;
        else seen.n = -1;
      }
    }
  }
  if (ttBest == kNone && similar != kNone) ttBest = similar | kSimilar;
  return -1;
}

uint64_t WhistSolver::leadNode(int ply) {
  ++trickNodes_;
  if (tricksMax_ >= target_) return kReached;
  if (tricksMax_ + tricksLeft_ < target_) return 0;
  if (tricksLeft_ == 1) return lastTrick();
  uint64_t rel = 0;
  const int L = leader_;
  const bool maxLeads = sideOf(L) == maxSide_;
  const int need = target_ - tricksMax_;  // tricks maxSide_ still needs, 1..tricksLeft_
  // Early in the deal the table decides more often than the (costlier) bounds (DDS's order).
  int ttBest = kNone;
  Seen seen;
  const bool tableFirst = tricksLeft_ >= kTableFirst;
  if (kPrefetch && !tableFirst) prefetchBucket(lengths_, L);  // read while the bounds are computed
  int decided = tableFirst ? probeTable(L, need, rel, ttBest, seen) : -1;
  if (decided < 0) decided = sureTricks(L, need, rel);
  if (decided < 0 && !tableFirst) decided = probeTable(L, need, rel, ttBest, seen);
  if (decided >= 0) return rel | reachedIf(decided);
  const uint64_t lengths = lengths_, key[2] = {holders_[0], holders_[1]};

  Move moves[13];
  const int n = leadMoves(L, ply, ttBest, moves);
  uint64_t acc = 0;
  int lowWin[4] = {0, 0, 0, 0};
  bool value = !maxLeads;
  int best = kNone;
  for (int i = 0; i < n; ++i) {
    const int c = moves[i].card, s = c >> 4;
    if ((c & 15) < lowWin[s]) continue;
    uint64_t trickRel = 0;  // a lead completes no trick
    const Saved saved = play(c, trickRel);
    const uint64_t got = search(ply + 1);
    unplay(c, saved);
    const uint64_t childRel = got & ~kReached;
    const bool v = (got & kReached) != 0;
    if (v == maxLeads) {
      acc = childRel;
      value = v;
      best = c;
      killer_[ply] = static_cast<uint8_t>(c);
      break;
    }
    acc |= childRel;
    {  // the mover's cards of this suit below every rank this refutation used fail too
      const uint64_t r = childRel & lane(s);
      const int low = r ? (lowest(r) & 15) : 15;
      if ((c & 15) < low && low > lowWin[s]) lowWin[s] = low;
    }
  }
  rel = acc;

  // Bounds on the leader side's tricks from here.
  int lower, upper;
  if (value) {  // maxSide_ takes >= need
    lower = maxLeads ? need : 0;
    upper = maxLeads ? tricksLeft_ : tricksLeft_ - need;
  } else {  // maxSide_ takes <= need - 1
    lower = maxLeads ? 0 : tricksLeft_ - need + 1;
    upper = maxLeads ? need - 1 : tricksLeft_;
  }
  store(lengths, key, rel, lower, upper, best, seen);
  return rel | reachedIf(value);
}

// Tricks hand H cashes while on lead: in each suit, his cards above every other card
// of the suit (his partner's included, so the lead stays with him), at most as many
// rounds as an opponent who could ruff can follow; in a trump contract the side-suit
// rounds also stay within `budget`, the partner's non-trump cards (so the partner
// never has to ruff a winner). Once the other hands are out of a suit, his small cards
// there win too. Trumps drawn first take the opponents' trumps with them. Counting
// stops at `want` tricks: suit `first` (if any) first, then trumps, then suits whose
// ranks do not matter (nobody else holds cards there), then the others. The cards in
// `drop` count as gone from H's hand. rel: per suit, the lowest card whose rank the
// count relied on.
WhistSolver::Cash WhistSolver::cash(int H, int budget, int want, int first, uint64_t drop) const {
  const int A = (H + 1) & 3, P = H ^ 2, B = (H + 3) & 3;
  const bool trumpGame = trumps_ != 0;
  bool trumpsA = hand_[A] & trumps_, trumpsB = hand_[B] & trumps_;
  Cash out;
  auto take = [&](int s, uint64_t mine, uint64_t others) BAZA_LAMBDA_INLINE {
    int cap = want - out.tricks;
    const bool sideSuit = trumpGame && s != trump_;
    if (sideSuit) {
      if (trumpsA) cap = std::min(cap, suitLength(A, s));
      if (trumpsB) cap = std::min(cap, suitLength(B, s));
      cap = std::min(cap, budget);
      if (cap <= 0) return;
    }
    const uint64_t winners = others ? mine & above(highest(others)) : mine;
    const int w = countLane(winners, s);
    // Once the other hands are out of the suit, every card left wins.
    int longest = 0;
    for (const int h : {A, P, B}) longest = std::max(longest, suitLength(h, s));
    const int t = std::min(w >= longest ? countLane(mine, s) : w, cap);
    if (t <= 0) return;
    // The ranks relied on: the top cards that win until the others are out.
    if (others) out.rel |= bit(highest(dropTop(winners, std::min(t, longest) - 1)));
    if (sideSuit) {
      budget -= t;
      out.sideRounds += t;
    }
    out.perSuit[s] = static_cast<uint8_t>(t);
    out.tricks += t;
    if (s == trump_) {  // trumps drawn: an opponent who followed to every round has none left
      trumpsA = suitLength(A, s) > t;
      trumpsB = suitLength(B, s) > t;
    }
  };
  const uint64_t othersAll = hand_[P] | hand_[A] | hand_[B];
  const uint64_t hand = hand_[H] & ~drop;
  if (first >= 0) take(first, hand & lane(first), othersAll & lane(first));
  if (trumpGame && trump_ != first && (hand & trumps_)) take(trump_, hand & trumps_, othersAll & trumps_);
  // Then H's other suits, in suit order: those nobody else holds, then the others.
  unsigned done = 0;
  if (first >= 0) done |= 1u << first;
  if (trumpGame) done |= 1u << trump_;
  const unsigned mineSuits = suitsOf(hand) & ~done, restSuits = suitsOf(othersAll);
  for (const unsigned suits : {mineSuits & ~restSuits, mineSuits & restSuits})
    for (unsigned b = suits; b && out.tricks < want; b &= b - 1) {
      const int s = std::countr_zero(b);
      take(s, hand & lane(s), othersAll & lane(s));
    }
  return out;
}

// A suit in which L can reach his partner: L holds a card and the partner a card above
// every other card of the suit that no opponent can ruff; -1 if none. `budget`: L's
// non-trump cards (see cash()).
int WhistSolver::entrySuit(int L, int budget) const {
  const int P = L ^ 2, A = (L + 1) & 3, B = (L + 3) & 3;
  for (int s = 0; s < 4; ++s) {
    const uint64_t ln = lane(s);
    if (!(hand_[L] & ln) || !(hand_[P] & ln)) continue;
    if (highest(hand_[P] & ln) < highest(inHands_ & ln)) continue;  // partner holds the top card
    if (trumps_ && s != trump_) {
      if (budget <= 0) continue;
      if (((hand_[A] & trumps_) && !(hand_[A] & ln)) || ((hand_[B] & trumps_) && !(hand_[B] & ln))) continue;
    }
    return s;
  }
  return -1;
}

// Sure tricks for the leader's side, taken at once (counted up to `want`): the
// leader's cashing; or, with an entry (a suit where his partner holds the top card),
// the partner's cashing, added to the leader's when the partner follows to every round
// of it (no discards); else one trick if the partner ruffs a lead safely.
int WhistSolver::quickTricks(int L, int want, uint64_t& rel) const {
  const int P = L ^ 2, A = (L + 1) & 3, B = (L + 3) & 3;
  const bool trumpGame = trumps_ != 0;
  // At a trick boundary every hand holds tricksLeft_ cards.
  const int budgetL = trumpGame && (hand_[L] & trumps_) ? tricksLeft_ - suitLength(L, trump_) : 13;
  const int budgetP = trumpGame && (hand_[P] & trumps_) ? tricksLeft_ - suitLength(P, trump_) : 13;
  const Cash own = cash(L, budgetP, want, -1, 0);
  int best = own.tricks;
  rel = own.rel;
  if (best >= want) return best;
  if (own.tricks + tricksLeft_ >= want) {  // else the partner cannot make up the rest
    bool follows = own.tricks > 0;
    for (int s = 0; s < 4 && follows; ++s) follows = own.perSuit[s] <= suitLength(P, s);
    const int afterBudget = budgetL == 13 ? 13 : budgetL - own.sideRounds;
    const int e = entrySuit(L, follows ? afterBudget : budgetL);
    if (e >= 0) {
      if (follows) {  // the leader cashes, then crosses
        const Cash after = cash(P, afterBudget, want - own.tricks, e, 0);
        if (own.tricks + after.tricks > best) {
          best = own.tricks + after.tricks;
          rel = own.rel | after.rel;
        }
      } else {
        const Cash part = cash(P, budgetL, want, e, 0);
        if (part.tricks > best) {
          best = part.tricks;
          rel = part.rel;
        }
      }
    }
  }
  if (want == 1 && best == 0 && trumpGame && (hand_[P] & trumps_)) {  // partner ruffs, nobody overruffs
    const int pt = highest(hand_[P] & trumps_);
    for (int s = 0; s < 4 && best == 0; ++s) {
      const uint64_t ln = lane(s);
      if (s == trump_ || !(hand_[L] & ln) || (hand_[P] & ln)) continue;
      bool ok = true, ranks = false;
      for (const int X : {A, B}) {
        if ((hand_[X] & ln) || !(hand_[X] & trumps_)) continue;
        ranks = true;
        if (hand_[X] & trumps_ & above(pt)) ok = false;
      }
      if (ok) {
        best = 1;
        rel = ranks ? bit(pt) : 0;
      }
    }
  }
  return best;
}

// Does the side not on lead surely win the next trick, whatever the leader leads? In
// every suit he holds, an opponent holds the top card (and his partner cannot ruff),
// or an opponent ruffs (and his partner cannot).
bool WhistSolver::nextTrickLost(int L, uint64_t& rel) const {
  const int P = L ^ 2, A = (L + 1) & 3, B = (L + 3) & 3;
  uint64_t r = 0;
  for (int s = 0; s < 4; ++s) {
    const uint64_t ln = lane(s);
    if (!(hand_[L] & ln)) continue;
    const int top = highest(inHands_ & ln);
    const bool oppTop = (hand_[A] | hand_[B]) & bit(top);
    if (!trumps_ || s == trump_) {
      if (!oppTop) return false;
      r |= bit(top);
      continue;
    }
    if (!(hand_[P] & ln) && (hand_[P] & trumps_)) return false;  // partner may ruff
    if (oppTop) {
      r |= bit(top);
      continue;
    }
    const bool ruffA = !(hand_[A] & ln) && (hand_[A] & trumps_);
    const bool ruffB = !(hand_[B] & ln) && (hand_[B] & trumps_);
    if (!ruffA && !ruffB) return false;
  }
  rel = r;
  return true;
}

// No trumps left (or no trump): can the leader's side take every trick left? Each
// trick it wins it must lead (it wins them all) in a suit whose top card it holds
// (else the other side plays that card), and a suit holds as many such tricks as its
// longer hand of the side has cards: if the suits it tops add up to fewer than the
// tricks left, it cannot (DDS's LaterTricks). rel: the other side's top cards.
bool WhistSolver::cannotTakeAll(int L, uint64_t& rel) const {
  if (inHands_ & trumps_) return false;
  const int P = L ^ 2;
  int sum = 0;
  uint64_t r = 0;
  for (int s = 0; s < 4; ++s) {
    const uint64_t ln = lane(s), all = inHands_ & ln;
    if (!all) continue;
    const int top = highest(all);
    if ((hand_[L] | hand_[P]) & bit(top)) {
      sum += std::max(suitLength(L, s), suitLength(P, s));
    } else {
      const int holder = (hand_[(L + 1) & 3] & bit(top)) ? (L + 1) & 3 : (L + 3) & 3;
      if (all & ~hand_[holder]) r |= bit(top);  // ranks matter only if another hand holds the suit
    }
  }
  if (sum == 0 || sum >= tricksLeft_) return false;
  rel = r;
  return true;
}

// In the middle of a trick: a card of seat p or of his partner (or the card already
// winning for their side) that no later opponent can beat, and its holder; -1 if none.
int WhistSolver::sureTrickCard(int p, const Later& later, int& holder) const {
  const int pos = trickSize_, w = trick_[winIdx_];
  holder = (leader_ + winIdx_) & 3;
  if (sideOf(holder) == sideOf(p) && !laterBeats(later, w)) return w;
  const uint64_t ledLane = lane(trick_[0] >> 4);
  auto best = [&](int h) {  // the strongest card h can play to this trick, -1 if none can win
    const uint64_t follow = hand_[h] & ledLane;
    const uint64_t pool = follow ? follow : hand_[h] & trumps_;
    return pool ? highest(pool) : -1;
  };
  holder = p;
  int c = best(p);
  if (c >= 0 && beats(c, w) && !laterBeats(later, c)) return c;
  if (pos == 1) {  // partner plays last
    holder = p ^ 2;
    c = best(holder);
    if (c >= 0 && beats(c, w) && !laterBeats(later, c)) return c;
  }
  return -1;
}

// Sure tricks from the trumps for `side` (seats side and side + 2), a lower bound:
//  - it holds every trump: as many as its longer trump holding (each of those trumps
//    wins the trick it falls on);
//  - it holds the top trump: each trump of that hand above every other hand's;
//  - when it is not on lead (`defending`; a hand on lead may have to lead its trumps
//    into the others): two when it holds the top trump and the next one in the
//    partner's hand and they are not both singletons (one can always play under the
//    other); one when it holds the second trump in a hand with two or more, sitting
//    right after the hand with the top trump or with the third trump on its side too.
// (DDS's LaterTricks.) rel: the lowest trump the count relies on.
int WhistSolver::trumpTricks(int side, bool defending, int want, uint64_t& rel) const {
  const uint64_t all = inHands_ & trumps_;
  const uint64_t ours = (hand_[side] | hand_[side + 2]) & trumps_;
  if (!ours) return 0;
  auto holderOf = [&](int c) {
    int h = 0;
    while (!(hand_[h] & bit(c))) ++h;
    return h;
  };
  if (ours == all) {
    rel = 0;
    return std::max(suitLength(side, trump_), suitLength(side + 2, trump_));
  }
  const int top = highest(all), second = highest(all & ~bit(top));
  if (ours & bit(top)) {
    const int h = holderOf(top);
    const uint64_t mine = hand_[h] & trumps_;
    const uint64_t sure = mine & above(highest(all & ~mine));
    const int k = count(sure);
    if (defending && k == 1 && want > 1 && (hand_[h ^ 2] & bit(second)) &&
        (suitLength(h, trump_) > 1 || suitLength(h ^ 2, trump_) > 1)) {
      rel = bit(second);
      return 2;
    }
    rel = bit(highest(dropTop(sure, std::min(k, want) - 1)));
    return k;
  }
  if (!defending || !(ours & bit(second))) return 0;
  const int hh = holderOf(second);
  if (suitLength(hh, trump_) < 2) return 0;
  if (holderOf(top) == ((hh + 3) & 3)) {  // the second trump sits right after the top one
    rel = bit(second);
    return 1;
  }
  const uint64_t rest = all & ~bit(top) & ~bit(second);
  if (rest && (ours & bit(highest(rest)))) {
    rel = bit(highest(rest));
    return 1;
  }
  return 0;
}

// ---- move generation and ordering -----------------------------------------------------

int WhistSolver::leadMoves(int L, int ply, int ttBest, Move* out) const {
  const int P = L ^ 2, A = (L + 1) & 3, B = (L + 3) & 3;
  const uint64_t all = inHands_;
  const bool trumpGame = trumps_ != 0;
  int n = 0;
  for (int s = 0; s < 4; ++s) {
    const uint64_t ln = lane(s), mine = hand_[L] & ln;
    if (!mine) continue;
    const uint64_t pa = hand_[P] & ln, aa = hand_[A] & ln, bb = hand_[B] & ln, opp = aa | bb;
    const bool sideSuit = trumpGame && s != trump_;
    const bool ruffA = sideSuit && !aa && (hand_[A] & trumps_);
    const bool ruffB = sideSuit && !bb && (hand_[B] & trumps_);
    const bool ruffP = sideSuit && !pa && (hand_[P] & trumps_);
    const int cntA = aa ? suitLength(A, s) : tricksLeft_ + 1;
    const int cntB = bb ? suitLength(B, s) : tricksLeft_ + 1;
    // Suits where the opponents have few cards to choose from make small trees.
    const int suitW = -((cntA + cntB) * kW[kSuitScale]) / (trumpGame ? 13 : 19);
    const int topOpp = opp ? highest(opp) : -1;
    const int topP = pa ? highest(pa) : -1;
    const int top = highest(all & ln);
    const uint64_t rest = all & ln & ~bit(top);
    const int second = rest ? highest(rest) : -1;
    const bool secondP = second >= 0 && (pa & bit(second)), secondB = second >= 0 && (bb & bit(second));
    const bool topA = aa & bit(top), topB = bb & bit(top);
    // partner's ruff holds against the opponents' trumps
    const int pTrump = hand_[P] & trumps_ ? highest(hand_[P] & trumps_) : -1;
    const bool pOverruffs = ruffP && (!ruffA || !(hand_[A] & trumps_ & above(pTrump))) &&
                            (!ruffB || !(hand_[B] & trumps_ & above(pTrump)));
    for (uint64_t b = groupTops(mine, all); b; b &= b - 1) {
      const int c = lowest(b), r = c & 15;
      int w;
      if (c > topOpp) {
        w = kW[kSureWin] + (secondP ? kW[kSureWinPartnerSecond] : 0) + (c == top ? kW[kTopCard] : 0);
      } else if (topP > topOpp) {
        w = kW[kPartnerWins] - r;
      } else if (pOverruffs) {
        w = kW[kPartnerRuffs] - r;
      } else {
        const bool sequence = (mine & below(c)) && (bit(highest(all & below(c))) & mine);
        w = kW[kLowLead] - r;
        if (topA && secondP && suitLength(P, s) > 1) w += kW[kFinesse];
        if (topB || secondB) w -= kW[kRhoHigh];
        if (sequence) w += kW[kSequence] + 2 * r;
      }
      // A suit an opponent ruffs is worse, not hopeless: it may be the way to shorten his
      // trumps (as a class of its own below every other lead: 6% more nodes on 200 deals).
      if (ruffA || ruffB) w += kW[kOppRuff] + (pOverruffs ? kW[kPartnerOverruffs] : 0);
      w += suitW;
      if (c == killer_[ply]) w += kW[kKiller];
      if (c == ttBest) w += kW[kTtBest];
      else if ((c | kSimilar) == ttBest) w += kW[kTtSimilar];
      addMove(out, n, c, w);
    }
  }
  return n;
}

// The opponents of the seat to move who play after him in this trick: the highest card
// of the suit led among those who follow, and the trumps of those who can ruff.
[[gnu::always_inline]] inline WhistSolver::Later WhistSolver::laterOpponents() const {
  const int led = trick_[0] >> 4, side = sideOf((leader_ + trickSize_) & 3) ^ 1;
  uint64_t follow = 0, ruff = 0;
  for (int k = trickSize_ + 1; k < 4; ++k) {
    const int j = (leader_ + k) & 3;
    if (sideOf(j) != side) continue;
    const uint64_t f = hand_[j] & lane(led);
    if (f) follow |= f;
    else ruff |= hand_[j] & trumps_;
  }
  return {follow ? highest(follow) : -1, ruff};
}

// Can one of those opponents beat card w (of the suit led or a trump)?
[[gnu::always_inline]] inline bool WhistSolver::laterBeats(const Later& later, int w) const {
  if ((w >> 4) == (trick_[0] >> 4) && later.followHigh > w) return true;
  return later.ruffers && ((w >> 4) != trump_ || (later.ruffers & above(w)));
}

// Inlined into search(), its only caller, as laterOpponents() and laterBeats() (2% of the time in calls).
[[gnu::always_inline]] inline int WhistSolver::followMoves(int p, const Later& later, Move* out) const {
  const int led = trick_[0] >> 4;
  const int pos = trickSize_;
  const int w = trick_[winIdx_];
  const bool partnerWins = sideOf((leader_ + winIdx_) & 3) == sideOf(p);
  const uint64_t follow = hand_[p] & lane(led);
  bool safe = partnerWins && !laterBeats(later, w);  // partner has the trick
  if (pos == 1 && follow) {  // or will: he plays last and follows with a card no one beats (so low, keep winners)
    const uint64_t pf = hand_[p ^ 2] & lane(led);
    safe = pf && beats(highest(pf), w) && !laterBeats(later, highest(pf));
  }
  const uint64_t present = inHands_ | onTable_;
  int n = 0;
  if (follow) {
    for (uint64_t b = groupTops(follow, present); b; b &= b - 1) {
      const int c = lowest(b), r = c & 15;
      int wt = -r;
      if (!safe && beats(c, w)) {
        if (!laterBeats(later, c)) wt = kW[kCheapWin] - r;  // the cheapest sure winner
        else if (pos == 1) wt = kW[kSecondHandHigh] - r;           // second hand: the cheapest cover
        else {  // third hand: the cheapest card that forces out fourth hand's top card (or his ruff) first
          const uint64_t f = hand_[(p + 1) & 3] & lane(led), rest = f ? f & ~bit(highest(f)) : 0;
          wt = !rest || c > highest(rest) ? kW[kThirdHandForce] - r : kW[kThirdHandHigh] + r;
        }
      }
      addMove(out, n, c, wt);
    }
    return n;
  }
  // Void in the suit led: ruff or discard.
  for (uint64_t b = groupTops(hand_[p], present); b; b &= b - 1) {
    const int c = lowest(b), r = c & 15, s = c >> 4;
    int wt;
    if (s == trump_) {
      if (safe) wt = kW[kNoRuffPartner] - r;
      else if (!beats(c, w)) wt = kW[kUnderruff] - r;
      else if (!laterBeats(later, c)) wt = kW[kRuffHolds] - r;
      else wt = kW[kRuff] - r;
    } else {  // discard: low cards of long suits, keep winners
      wt = -r + kW[kDiscardLen] * suitLength(p, s) - (c == highest(inHands_ & lane(s)) ? kW[kDiscardWinner] : 0);
    }
    addMove(out, n, c, wt);
  }
  return n;
}

// Insertion into the list, kept in decreasing weight.
void WhistSolver::addMove(Move* out, int& n, int card, int weight) {
  int i = n++;
  while (i > 0 && out[i - 1].weight < weight) {
    out[i] = out[i - 1];
    --i;
  }
  out[i] = {static_cast<uint8_t>(card), static_cast<int16_t>(weight)};
}

// ---- transposition table --------------------------------------------------------------

void WhistSolver::clearTable() {
  usedBlocks_ = 0;
  usedBuckets_ = 0;
  if (++generation_ == 0) {  // wrapped: forget for real
    for (auto& b : buckets_) b.generation = 0;
    generation_ = 1;
  }
}

// Suit lengths (4 bits per hand and suit) and, per suit, the holder of each card in
// the hands by relative rank, 2 bits each, top card in bits 25..24 of its 32-bit half.
// Computed once per call; play() and unplay() keep them up to date.
void WhistSolver::computeKey() {
  lengths_ = 0;
  for (int h = 0; h < 4; ++h)
    for (int s = 0; s < 4; ++s) lengths_ |= uint64_t(count(hand_[h] & lane(s))) << (16 * h + 4 * s);
  inHands_ = hand_[0] | hand_[1] | hand_[2] | hand_[3];
  const uint64_t odd = hand_[1] | hand_[3], high = hand_[2] | hand_[3];
  holders_[0] = holders_[1] = 0;
  for (int s = 0; s < 4; ++s) {
    uint64_t enc = 0;
    int n = 0;
    for (uint64_t b = inHands_ & lane(s); b; ++n) {
      const int c = highest(b);
      b ^= bit(c);
      enc = enc << 2 | ((odd >> c) & 1) | ((high >> c) & 1) << 1;
    }
    enc <<= 2 * (13 - n);
    holders_[s >> 1] |= enc << (32 * (s & 1));
  }
}

// The table is full. If it may grow: twice the blocks and buckets, every entry kept.
// Else keep the entries of the positions with the most tricks left (each stands for
// the largest subtree, and they are few), at most half the blocks, and forget the
// others, instead of starting again (the slowest opening leads fill the table several
// times: 17.4M nodes with a fresh start, 10.5M with no start at all).
void WhistSolver::pruneTable() {
  auto tricksOf = [](const Bucket& b) {  // the cards of hand 0: every hand holds as many at a trick boundary
    int t = 0;
    for (int s = 0; s < 4; ++s) t += static_cast<int>(b.lengths >> (4 * s) & 15);
    return t;
  };
  int keepFrom = 14;  // keep the buckets of keepFrom or more tricks left
  if (blocks_.size() < maxBlocks_) {
    blocks_.resize(blocks_.size() * 2);
    buckets_.resize(buckets_.size() * 2);  // the new ones are empty (generation 0)
    bucketMask_ = buckets_.size() - 1;
    keepFrom = 0;
  } else {
    uint32_t perTricks[16] = {};
    for (const Bucket& b : buckets_)
      if (b.generation == generation_)
        for (uint32_t bi = b.head; bi != kNil; bi = blocks_[bi].next) ++perTricks[tricksOf(b)];
    for (uint32_t kept = 0; keepFrom > 1 && kept + perTricks[keepFrom - 1] <= blocks_.size() / 2;)
      kept += perTricks[--keepFrom];
  }
  std::vector<Bucket> kept;
  remap_.assign(blocks_.size(), kNil);
  uint32_t m = 0;
  for (const Bucket& b : buckets_)
    if (b.generation == generation_ && b.head != kNil && tricksOf(b) >= keepFrom) {
      kept.push_back(b);
      for (uint32_t bi = b.head; bi != kNil; bi = blocks_[bi].next) remap_[bi] = m++;
    }
  // Move the kept blocks into [0, m): first those already in place keep their slots.
  for (uint32_t i = 0; i < m; ++i)
    if (remap_[i] != kNil) remap_[i] = i;
  uint32_t freeSlot = 0;
  for (uint32_t i = m; i < usedBlocks_; ++i) {
    if (remap_[i] == kNil) continue;
    while (remap_[freeSlot] != kNil) ++freeSlot;
    blocks_[freeSlot] = blocks_[i];
    remap_[i] = freeSlot;
    remap_[freeSlot] = freeSlot;  // now taken
    ++freeSlot;
  }
  clearTable();
  for (const Bucket& old : kept) {
    Bucket* b = makeBucket(old.lengths, old.leader);
    b->head = remap_[old.head];
    b->count = old.count;
    for (uint32_t bi = b->head; bi != kNil; bi = blocks_[bi].next)
      if (blocks_[bi].next != kNil) blocks_[bi].next = remap_[blocks_[bi].next];
  }
  usedBlocks_ = m;
}

namespace {
inline uint64_t bucketHash(uint64_t lengths, int leader) {
  uint64_t h = (lengths + static_cast<uint64_t>(leader)) * 0x9E3779B97F4A7C15ull;
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ull;
  return h ^ (h >> 32);
}
}  // namespace

void WhistSolver::prefetchBucket(uint64_t lengths, int leader) const {
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__wasm__)
  __builtin_prefetch(&buckets_[bucketHash(lengths, leader) & bucketMask_]);
#else
  (void)lengths, (void)leader;
#endif
}

const WhistSolver::Bucket* WhistSolver::findBucket(uint64_t lengths, int leader) const {
  for (uint64_t i = bucketHash(lengths, leader) & bucketMask_;; i = (i + 1) & bucketMask_) {
    const Bucket& b = buckets_[i];
    if (b.generation != generation_) return nullptr;
    if (b.lengths == lengths && b.leader == leader) return &b;
  }
}

WhistSolver::Bucket* WhistSolver::makeBucket(uint64_t lengths, int leader) {
  for (uint64_t i = bucketHash(lengths, leader) & bucketMask_;; i = (i + 1) & bucketMask_) {
    Bucket& b = buckets_[i];
    if (b.generation != generation_) {
      b.lengths = lengths;
      b.leader = static_cast<uint8_t>(leader);
      b.head = kNil;
      b.count = 0;
      b.generation = generation_;
      ++usedBuckets_;
      return &b;
    }
    if (b.lengths == lengths && b.leader == leader) return &b;
  }
}

// The cards a matching entry's answer relies on, in this position: per suit, the
// lowest of the top cards its pattern fixes.
uint64_t WhistSolver::patternRel(unsigned depths) const {
  uint64_t rel = 0;
  for (int s = 0; s < 4; ++s) {
    const int k = depths >> (4 * s) & 15;
    if (k) rel |= bit(highest(dropTop(inHands_ & lane(s), k - 1)));
  }
  return rel;
}

void WhistSolver::store(uint64_t lengths, const uint64_t key[2], uint64_t rel, int lower, int upper, int best,
                        const Seen& seen) {
  unsigned depths = 0;
  for (int s = 0; s < 4; ++s) {
    const uint64_t r = rel & lane(s);
    if (r) depths |= static_cast<unsigned>(countLane(inHands_ & lane(s) & ~below(lowest(r)), s)) << (4 * s);
  }
  const uint64_t k0 = key[0] & patternMask(depths), k1 = key[1] & patternMask(depths >> 8);
  if (usedBuckets_ * 4 >= buckets_.size() * 3) pruneTable();
  Bucket* b = makeBucket(lengths, leader_);
  auto merge = [&](Entry& e) {
    if (e.depths[0] != (depths & 0xFF) || e.depths[1] != depths >> 8 || e.key[0] != k0 || e.key[1] != k1)
      return false;
    e.lower = static_cast<uint8_t>(std::max<int>(e.lower, lower));
    e.upper = static_cast<uint8_t>(std::min<int>(e.upper, upper));
    if (best != kNone) e.best = static_cast<uint8_t>(best);
    return true;
  };
  // An entry with this very pattern matched the position, so the probe saw it (the
  // bucket is unchanged since: the subtree's positions hold fewer cards), unless the
  // table was pruned in between or the probe saw too many.
  if (seen.n >= 0 && seen.generation == generation_) {
    for (int i = 0; i < seen.n; ++i)
      if (merge(blocks_[seen.at[i] / kBlockEntries].entry[seen.at[i] % kBlockEntries])) return;
  } else {
    for (uint32_t bi = b->head, n = b->count; bi != kNil; bi = blocks_[bi].next, n = kBlockEntries) {
      Block& blk = blocks_[bi];
      for (uint32_t j = 0; j < n; ++j)
        if (merge(blk.entry[j])) return;
    }
  }
  if (b->head == kNil || b->count == kBlockEntries) {
    if (usedBlocks_ == blocks_.size()) {  // full: keep the most valuable part (the search stays exact)
      pruneTable();
      b = makeBucket(lengths, leader_);
    }
  }
  if (b->head == kNil || b->count == kBlockEntries) {
    blocks_[usedBlocks_].next = b->head;
    b->head = usedBlocks_++;
    b->count = 0;
  }
  blocks_[b->head].sig[b->count] = topHolders(k0, k1) | topHolders(patternMask(depths), patternMask(depths >> 8)) << 16;
  blocks_[b->head].entry[b->count++] = Entry{{k0, k1},
                                             {static_cast<uint8_t>(depths), static_cast<uint8_t>(depths >> 8)},
                                             static_cast<uint8_t>(lower),
                                             static_cast<uint8_t>(upper),
                                             static_cast<uint8_t>(best)};
}

}  // namespace baza
