// Double-dummy solver for Whist card play (perfect information, as in bridge): the
// exact number of tricks a side takes with best play by both sides, for open hands
// (4 x 13, or 4 x n for endings, or a trick in progress), a trump suit or no trump
// and the seat on lead. Follow suit if you can, else any card; the highest trump
// wins, else the highest card of the suit led; the winner leads next.
//
// Technique (after DDS, Haglund & Hein, and Ginsberg's partition search):
//  - Hands are 64-bit masks, one 16-bit lane per suit (Card.h ids), so trick
//    winners, "higher than", groups of equivalent cards are bit operations.
//  - Boolean searches "does the side to move at the root take >= target tricks?"
//    (zero-window alpha-beta), from a first guess (high-card points and trumps) one
//    trick up or down at a time, as DDS does; the table carries over between them.
//  - At every trick boundary: the target already reached or out of reach; quick
//    tricks (the leader's and, through an entry, his partner's cashable winners, long
//    cards once the others are out, capped where an opponent can ruff); "later
//    tricks" (top trumps, the other side's sure trick when every trick is needed);
//    a transposition table lookup. After the lead: the trick surely won by the side
//    to move (and in no trump the winner's cashable tricks after it).
//  - The table is keyed by the seat on lead and the suit lengths of every hand; each
//    entry holds a pattern (who holds each of the top k remaining cards of each suit,
//    by relative rank) and bounds on the leader side's tricks. The search returns,
//    with each answer, the set of cards whose ranks it relied on (a card that won a
//    trick over another card of its suit, with its equivalent cards; a sure or last
//    trick's winner only against a card compared with it, e.g. an opponent's of its
//    suit; the winners a bound counted; a table entry's pattern); a node stores only
//    the pattern down to the lowest such card per suit, so one entry answers every
//    position that agrees on those holders.
//  - Moves: one card per group of equivalent cards (adjacent among the cards still
//    in play, the table included, same hand); after a refuted card of a suit, the
//    mover's other cards of that suit below every rank its own refutation relied on
//    are skipped (DDS's "lowest win" takes the union of every refutation so far and
//    only the first refuted card of the suit: fewer skips); ordering by DDS-style
//    weights (cash sure winners, lead towards partner's winners or ruffs, avoid
//    suits the opponents ruff, prefer suits where the opponents have few cards, cheap
//    winners in third and fourth seat, second hand low, cheap ruffs and discards),
//    the table's move and the last cutoff lead at the same depth first.
// Checked against a brute-force minimax on small endings and against DDS itself on
// reference deals (tests/WhistSolverTest.cpp).
// All state lives in the object (one solver per thread); every public call starts a
// fresh table, so results never depend on earlier calls, unless keepTable(true): then
// the table carries over between calls (the replay viewer's positions of one deal).
// That is safe: an entry's bounds are the tricks the leader's side takes from a
// trick-boundary position, keyed by the cards still in the hands only (no trick
// count, no tricks won, no target), so they hold for every later call with the same
// trump; another trump or an aborted call start a fresh one. A full table doubles if
// it may (maxTtBits), else keeps the entries of the positions with the most tricks
// left (half of it) and drops the rest.
#pragma once
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "Card.h"
#include "whist/DoubleDummyDeal.h"

namespace baza {

class WhistSolver {
 public:
  // 2^ttBits table entries, 29 bytes each with their filter word, + buckets (18: 9 MB); a full table doubles
  // up to 2^maxTtBits entries (if more) before it forgets the least valuable half.
  explicit WhistSolver(int ttBits = 18, int maxTtBits = 0);

  // Tricks the leader's side takes from here (every trick left), -1 if the position is
  // invalid (checkDoubleDummy). trump 0..3 = S H D C, 4 = no trump; leader 0..3 = N E S W.
  int tricks(const DoubleDummyDeal& d, int trump, int leader);
  // A trick in progress: `table` holds the cards played to it (in order, the first by
  // `leader`; the hands no longer hold them). Tricks for the side of the seat to play
  // now, the current trick included.
  int tricks(const DoubleDummyDeal& d, int trump, int leader, std::span<const Card> table);
  // For the analysis view: every legal card of the seat to play (card id order) and
  // the tricks its side takes from here (the current trick included) after playing
  // it (one search per group of equivalent cards). Empty if the position is invalid.
  std::vector<std::pair<Card, int>> tricksPerCard(const DoubleDummyDeal& d, int trump, int leader,
                                                  std::span<const Card> table = {});
  uint64_t nodes() const { return nodes_; }  // search nodes of the last call (every card played)
  // Of those, the positions at a trick boundary (DDS's node count, its trickNodes),
  // e.g. to compare with DDS's futureTricks::nodes.
  uint64_t trickNodes() const { return trickNodes_; }
  // A deterministic budget for the calls that follow (0: none): a call that would
  // search more nodes gives up and answers -1 / empty, and aborted() is true.
  void setNodeLimit(uint64_t limit) { nodeLimit_ = limit; }
  bool aborted() const { return aborted_; }
  // Keep the table between calls (true) or start a fresh one per call (false, the
  // default). Results are the same either way; kept, later positions of a deal are
  // answered much faster. resetTable(): forget everything now (another deal).
  void keepTable(bool keep) { keepTable_ = keep; }  // e.g. keepTable(true) in the replay viewer
  void resetTable() { clearTable(); }                // e.g. when the viewer loads another deal

 private:
  struct Entry {             // one pattern of a trick-boundary position
    uint64_t key[2];         // holders (2 bits each, top card first) of the top cards: suits S H | D C
    uint8_t depths[2];       // how many top cards of each suit the pattern fixes, 4 bits per suit: S H, D C
    uint8_t lower, upper;    // bounds on the leader side's tricks from here
    uint8_t best;            // the lead that decided the search here (ordering), 0xFF none
  };
  static constexpr int kBlockEntries = 8;
  struct Block {             // entries of one bucket, newest last; blocks chain newest first
    uint32_t next;           // the next older block; with the filter words, before the entries
    uint32_t sig[kBlockEntries];  // each entry's holders of every suit's top two cards and their
                                  // mask: a probe reads these first (most entries differ there)
    Entry entry[kBlockEntries];
  };
  struct Bucket {            // positions with one leader and one set of suit lengths
    uint64_t lengths = 0;    // 4 bits per hand and suit
    uint32_t head = 0;       // newest block (kNil: none)
    uint32_t generation = 0; // the call that filled it; others are empty
    uint8_t leader = 0;
    uint8_t count = 0;       // entries in the head block, the others are full (a probe starts
                             // at the newest entry without a cache miss on the block first)
  };
  struct Move {
    uint8_t card;
    int16_t weight;
  };
  struct Saved {  // what play() changes, for unplay()
    uint64_t onTable;
    uint64_t holders[2];
    uint32_t trick;
    int8_t leader, trickSize, winIdx, tricksMax, tricksLeft;
  };

  bool load(const DoubleDummyDeal& d, int trump, int leader, std::span<const Card> table);
  int solve(int atMost = -1);  // exact tricks for maxSide_ from here (the current trick included), known <= atMost if >= 0
  int estimate() const;
  uint64_t search(int ply);    // kReached if maxSide_ reaches target_, | the cards it relied on
  uint64_t leadNode(int ply);
  int sureTricks(int leader, int need, uint64_t& rel) const;
  struct Seen {              // the entries a probe found matching without deciding, for store()
    static constexpr int kMax = 4;
    uint32_t at[kMax];       // block * kBlockEntries + slot
    int n = -1;              // -1: unknown (too many)
    uint32_t generation = 0; // the table they belong to (a prune moves them)
  };
  int probeTable(int leader, int need, uint64_t& rel, int& ttBest, Seen& seen) const;
  uint64_t lastTrick() const;
  Saved play(int c, uint64_t& trickRel);
  void unplay(int c, const Saved& s);
  uint64_t legalMask(int p) const;
  struct Cash {
    int tricks = 0, sideRounds = 0;
    uint64_t rel = 0;
    uint8_t perSuit[4] = {};
  };
  Cash cash(int hand, int budget, int want, int first, uint64_t drop) const;
  int entrySuit(int leader, int budget) const;
  int quickTricks(int leader, int want, uint64_t& rel) const;
  bool nextTrickLost(int leader, uint64_t& rel) const;
  bool cannotTakeAll(int leader, uint64_t& rel) const;
  struct Later {            // the opponents still to play to this trick (laterOpponents)
    int followHigh;         // their highest card of the suit led, -1 none
    uint64_t ruffers;       // the trumps of those void in the suit led
  };
  Later laterOpponents() const;
  bool laterBeats(const Later& later, int w) const;
  int sureTrickCard(int p, const Later& later, int& holder) const;
  int suitLength(int h, int s) const { return static_cast<int>(lengths_ >> (16 * h + 4 * s) & 15); }
  int trumpTricks(int side, bool defending, int want, uint64_t& rel) const;
  int leadMoves(int p, int ply, int ttBest, Move* out) const;
  int followMoves(int p, const Later& later, Move* out) const;
  static void addMove(Move* out, int& n, int card, int weight);
  bool beats(int c, int w) const { return (c >> 4) == (w >> 4) ? c > w : (c >> 4) == trump_; }
  int sideOf(int seat) const { return seat & 1; }

  // transposition table
  void clearTable();
  void pruneTable();
  void computeKey();
  const Bucket* findBucket(uint64_t lengths, int leader) const;
  void prefetchBucket(uint64_t lengths, int leader) const;  // a hint to the cache only
  Bucket* makeBucket(uint64_t lengths, int leader);
  uint64_t patternRel(unsigned depths) const;
  void store(uint64_t lengths, const uint64_t key[2], uint64_t rel, int lower, int upper, int best,
             const Seen& seen);

  std::vector<Block> blocks_;
  std::vector<Bucket> buckets_;
  uint32_t usedBlocks_ = 0, usedBuckets_ = 0;
  uint64_t bucketMask_ = 0;
  size_t maxBlocks_ = 0;     // the table may grow up to this many blocks
  uint32_t generation_ = 0;
  std::vector<uint32_t> remap_;  // pruneTable's scratch: each block's new index

  // the position (make/unmake)
  uint64_t hand_[4] = {};
  uint64_t trumps_ = 0;    // the trump lane, 0 in no trump
  int trump_ = kNoTrump;
  int maxSide_ = 0;        // the side the search counts tricks for
  int target_ = 0;         // the boolean question: does maxSide_ reach target_ tricks?
  int tricksMax_ = 0;      // tricks maxSide_ won since the root
  int tricksLeft_ = 0;     // tricks not yet complete, the current one included
  int leader_ = 0, trickSize_ = 0, winIdx_ = 0;
  uint8_t trick_[4] = {};
  uint64_t onTable_ = 0;
  uint64_t inHands_ = 0;     // every card still in a hand
  uint64_t lengths_ = 0;     // the table key: suit lengths, 4 bits per hand and suit
  uint64_t holders_[2] = {}; // the table key: holders by relative rank (Entry::key)

  uint64_t nodes_ = 0;
  uint64_t trickNodes_ = 0;
  uint64_t nodeLimit_ = 0;
  bool aborted_ = false;
  bool keepTable_ = false;
  int tableTrump_ = -1;      // the trump the table's entries hold for, -1 none
  uint8_t killer_[56] = {};  // last cutoff card per ply
};

}  // namespace baza
