// One Belote game in progress (to the target, or one deal). Cards are bit sets and
// all deal state lives in fixed arrays, so a playout allocates nothing (with
// MatchSetup::record off).
//
// Flow of a deal (seat 0 is the mano of the first deal; seats rise in playing order,
// the dealer is the seat before the mano):
//   1. FirstRound: from the mano, each takes the turned suit (bid:<turned suit>) or
//      passes. SecondRound: each names another suit (bid:<suit>) or passes. All pass
//      twice: the same dealer deals again (a new pack from the seed stream).
//   2. The complementary deal: three more cards each from the mano (with four players
//      the taker gets two and the turned card). With 2-3 players the bottom card of
//      the stock is shown, and if trumps are the turned suit the holder of the 7 of
//      trumps may exchange it for the turned card (Exchange stage: exchange or pass).
//   3. Play: the mano leads. In the first trick a player holding declarations may
//      announce them all (declare:0) before his card; they are shown after the trick.
//      The K or Q of trumps played as declare:1 (K) or declare:2 (Q) says "belote"
//      (the first, holding both) or "rebelote" (the second); played as a plain card
//      it says nothing, and the 20 points are lost.
#pragma once
#include <array>
#include <memory>
#include <vector>

#include "TrickGameState.h"
#include "belote/BeloteDeclarations.h"
#include "belote/BeloteGame.h"

namespace baza {

// Action args (Action::bid / Action::declare), the CLI words bid:N and declare:N.
inline constexpr int kDeclareAll = 0;     // declare:0 announce every declaration in hand (first trick)
inline constexpr int kDeclareKing = 1;    // declare:1 play the K of trumps saying belote/rebelote
inline constexpr int kDeclareQueen = 2;   // declare:2 play the Q of trumps saying belote/rebelote
// bid:S takes trumps in suit S (0 S, 1 H, 2 D, 3 C): round one only the turned suit.

enum class BeloteStage : uint8_t { FirstRound, SecondRound, Exchange, Play, Over };
enum class ContractVerdict : uint8_t { Made, Dedans, Litige };

// The card play as it stands, hidden cards included (what rollouts read).
struct BelotePlayView {
  const BeloteRules* rules = nullptr;
  BeloteStage stage = BeloteStage::FirstRound;
  int players = 0;
  int trump = 0;                    // the turned suit while bidding
  int taker = -1;                   // -1 while bidding
  int dealer = 0;
  Card turned;                      // the turned card while it lies on the table
  std::array<CardSet, 4> hands{};
  std::array<Card, 4> trick{};      // in play order
  int trickSize = 0;
  int leader = 0;
  int tricksDone = 0;
  CardSet played;
  int beloteSaid = 0;               // 0 not yet, 1 belote said by beloteHolder, 2 rebelote said (scored), 3 lost
  int beloteHolder = -1;            // the seat that said belote, -1 before
  std::array<int, 4> cardPoints{};  // per side, card points won this deal, dix de der included, e.g. 57
  std::array<int, 4> belotePoints{};  // per side, belote scored this deal (20 once rebelote is said)
};

class BeloteState final : public TrickGameState<BeloteState, BeloteGame> {
 public:
  int currentPlayer() const override;
  bool isTerminal() const override { return stage_ == BeloteStage::Over; }
  ActionList legalActions() const override;
  std::optional<IllegalReason> whyIllegal(Action a) const override;
  Scores scores() const override;
  Observation observe(int player) const override;
  std::unique_ptr<GameState> resample(int player, Rng& rng) const override;
  std::vector<int> seatOfPerson() const override { return seatsOf({personAtSeat_.data(), static_cast<size_t>(n_)}); }
  TableFacts tableFacts() const override;     // *Facts.cpp
  ActionMeaning meaning(Action a) const override;

  BelotePlayView playView() const;
  int total(int side) const { return totals_[side]; }            // game score
  int dealNumber() const { return dealNumber_; }                   // packs dealt, redeals included
  int dealsScored() const { return dealsScored_; }                 // deals played to the last trick
  int lastDealGain(int side) const { return lastGain_[side]; }     // what the side scored in the last scored deal
  // Card points + dix de der + belote the side took in the card play: this deal so far,
  // and the last scored deal's (the review values moves by them).
  int dealPlayPoints(int side) const { return dealCards_[side] + dealBelote_[side]; }
  int lastDealPlayPoints(int side) const { return lastPlay_[side]; }
  int dealDeclarations(int side) const { return dealDecl_[side]; }  // counted declarations this deal (after trick 1), e.g. 50
  int litigePot() const { return litigePot_; }                     // points held from a litige for the next deal
  int winnerSide() const { return winnerSide_; }                   // once over: the side that won, -1 none
  CardSet playedBy(int seat) const { return playedBy_[seat]; }       // public: what the seat played this deal
  const DeclarationList& declarationsOf(int player) const { return decl_[player]; }  // in hand at the first trick

  BeloteState(const BeloteState&) = default;

 private:
  friend TrickGameState;
  BeloteState(std::shared_ptr<const BeloteGame> game, const MatchSetup& setup);
  int side(int player) const { return rules_->sideOf(player); }
  int seat(int x) const { return x >= n_ ? x - n_ : x; }  // x % n_ for x < 2 n_
  int mano() const { return seat(dealer_ + 1); }
  // The redeal cap: the dealer, last to speak in round two after kMaxPassedOutDeals
  // packs passed out in a row, must name trumps.
  bool dealerMustTake() const {
    return stage_ == BeloteStage::SecondRound && bidder_ == dealer_ && passedOut_ >= kMaxPassedOutDeals;
  }
  int trickWinner() const { return seat(leader_ + winningIndex_); }
  bool partnerWinning(int player) const { return n_ == 4 && trickSize_ > 0 && side(trickWinner()) == side(player); }
  CardSet legalCards(int player) const;  // play obligations (BeloteObligations.cpp)
  IllegalReason obligationReason(int player, Card c) const;
  void inferFromPlay(int player, Card c);
  bool canAnnounce(int player) const;
  bool beloteOffered(int player, Card c) const;  // may c (K or Q of trumps) be played saying belote/rebelote?

  void runCeremony();  // BeloteCeremony.cpp
  void startDeal();
  void applyEffect(Action a);
  Table table() const;
  void bid(int suit);
  void passBid();
  void complementaryDeal();
  void startPlay();
  void exchange();
  void announce();
  void playCard(Card c, bool sayBelote);
  void finishTrick();
  void resolveDeclarations();  // BeloteScoring.cpp
  void endDeal();

  int n_ = 4;

  // game
  std::array<int8_t, 4> personAtSeat_{0, 1, 2, 3};
  int dealNumber_ = 0;   // packs dealt in the game, redeals included (1-based)
  int dealsScored_ = 0;  // deals played to the end
  int dealer_ = 0;
  std::array<int16_t, 4> totals_{};   // per side
  std::array<int16_t, 4> lastGain_{};  // per side, the last scored deal
  std::array<int16_t, 4> lastPlay_{};  // per side, the last scored deal's card points + dix de der + belote
  int litigePot_ = 0;
  int winnerSide_ = -1;

  // deal
  std::array<CardSet, 4> hands_{};
  std::array<CardSet, 4> known_{};     // publicly known to be in the hand
  std::array<CardSet, 4> excluded_{};  // publicly known not to be in the hand
  std::array<Card, 32> stock_{};
  int stockPos_ = 0, stockEnd_ = 0;    // face-down cards stock_[stockPos_, stockEnd_)
  bool bottomShown_ = false;           // stock_[stockEnd_ - 1] is public (2-3 players)
  Card turned_;
  bool turnedOnTable_ = false;
  int trump_ = 0;
  int taker_ = -1;
  int bidder_ = 0, passes_ = 0;
  int passedOut_ = 0;  // packs passed out in a row (reset when someone takes), e.g. 2
  int exchangeHolder_ = -1;
  std::array<Card, 4> trick_{};
  int leader_ = 0, trickSize_ = 0, winningIndex_ = 0;
  int tricksDone_ = 0;
  std::array<int8_t, 4> tricksBySide_{};
  CardSet played_;
  std::array<CardSet, 4> playedBy_{};  // per seat, this deal (kept without the log)
  std::array<DeclarationList, 4> decl_{};
  std::array<int8_t, 4> announceOrder_{};  // 0 = not announced, else 1, 2, ... in announcement order
  std::array<int8_t, 4> announcedLength_{};  // the kind named: 0 four of a kind, else the sequence's length
  int announced_ = 0;
  int beloteHolder_ = -1;
  int beloteSaid_ = 0;  // 0 not yet, 1 belote said, 2 rebelote said (20 scored), 3 lost
  std::array<int16_t, 4> dealCards_{}, dealDecl_{}, dealBelote_{}, dealCapote_{};  // per side, this deal

  BeloteStage stage_ = BeloteStage::FirstRound;
};

}  // namespace baza
