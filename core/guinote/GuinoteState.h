// One Guiñote match in progress. Cards are bit sets and all deal state lives in
// fixed arrays, so a playout allocates nothing (with MatchSetup::record off).
//
// Flow of a deal: the mano leads; after each trick the winning side gets a window
// of optional actions. While the stock lasts: before the draw the winner, then his
// partner, may exchange the trump card and sing; after the draw the partner may
// sing; then the winner's lead, where he too may still sing, and in vueltas claim
// (once per trick), before choosing his card. Optional turns end with Pass; players with
// nothing optional to do are skipped.
#pragma once
#include <array>
#include <memory>
#include <vector>

#include "TrickGameState.h"
#include "guinote/GuinoteGame.h"

namespace baza {

// The card play as it stands, hidden cards included: what the arrastre solver
// (GuinoteSolver) reads. trick[i] was played by seat (leader + i) % players.
struct ArrastrePosition {
  const GuinoteRules* rules = nullptr;  // the deal's rule tables (trick order, points, options)
  int players = 0;                      // 4
  int trump = 0;                        // suit 0..3
  std::array<CardSet, 4> hands{};       // per seat; unused seats empty
  std::array<Card, 4> trick{};          // the cards on the table, in play order
  int trickSize = 0;                    // 0 at a lead
  int leader = 0;                       // the seat that led (or leads) this trick
  int stockLeft = 0;                    // 0 in arrastre
  bool cardToPlay = false;              // the current player is to play a card (not a window, not over)
};

class GuinoteState final : public TrickGameState<GuinoteState, GuinoteGame> {
 public:
  int currentPlayer() const override;
  bool isTerminal() const override { return stage_ == Stage::Over; }
  ActionList legalActions() const override;
  std::optional<IllegalReason> whyIllegal(Action a) const override;
  Scores scores() const override;
  Observation observe(int player) const override { return observeTable(player); }
  std::unique_ptr<GameState> resample(int player, Rng& rng) const override;
  std::vector<int> seatOfPerson() const override { return seatsOf({personAtSeat_.data(), static_cast<size_t>(n_)}); }
  TableFacts tableFacts() const override;     // *Facts.cpp
  ActionMeaning meaning(Action a) const override;

  int sidePoints(int side) const;  // partida total: card points, plus cantes if they count
  // Plays on to the end, each action legalActions()[rng.below(size)] (the same draws, the
  // same game), counting the list instead of building it: random playouts. Returns
  // the actions taken, or -1 when a state offers none or maxActions were taken.
  int64_t playRandomly(Rng& rng, int64_t maxActions);  // playRandomly(rng, kMaxMatchActions) -> 41
  // The match from its start again, as a new state of this game with MatchSetup{seed, the same
  // decks and record} would play it: randomPlayouts reuses one state, no allocation a deal
  // (-4% instructions a playout, natively and in WebAssembly; there 150 bytes gzip more).
  void restart(uint64_t seed);
  ArrastrePosition arrastrePosition() const;  // read-only snapshot of the card play (any phase)
  // legalActions() as two sets, no list built (the bots' rollouts): the cards, and the options
  // as bits in list order (kExchangeOption, kSingOption << suit, kClaimOption, kPassOption).
  struct LegalSets {
    CardSet cards;         // in play: the legal cards
    unsigned options = 0;  // 0b1000000 in a window where only pass is open
  };
  LegalSets legalSets() const;
  static constexpr unsigned kExchangeOption = 1u << 0, kSingOption = 1u << 1, kClaimOption = 1u << 5, kPassOption = 1u << 6;
  static Action optionAction(int bit);  // an option bit -> its action: 5 -> claim
  int dealNumber() const { return dealNumber_; }                            // 1-based in the match
  int dealPoints(int side) const { return dealCardPoints_[side] + dealCantePoints_[side]; }  // this deal so far
  int previousDealPoints(int side) const { return previousDealPoints_[side]; }  // the deal before this one
  int dealCardPoints(int side) const { return dealCardPoints_[side]; }  // this deal so far, últimas included (no cantes)
  int previousDealCardPoints(int side) const { return previousDealCardPoints_[side]; }  // the deal before this one, no cantes
  GuinoteState(const GuinoteState&) = default;

 private:
  friend TrickGameState;
  enum class Stage : uint8_t { Play, BeforeDraw, AfterDraw, Over };

  GuinoteState(std::shared_ptr<const GuinoteGame> game, const MatchSetup& setup);
  void startMatch();  // the constructor's and restart()'s: the ceremony, the first deal
  int side(int player) const { return n_ == 4 ? player & 1 : player; }  // rules_->sideOf, one load fewer
  int partnerOf(int player) const { return n_ == 4 ? (player + 2) & 3 : -1; }
  int stockLeft() const { return stockEnd_ - stockPos_ + (faceUpOnTable_ ? 1 : 0); }
  bool stockEmpty() const { return !faceUpOnTable_; }  // stockLeft() == 0: the face-up trump is drawn last
  int seat(int x) const { return x >= n_ ? x - n_ : x; }  // x % n_ for x < 2 n_, without a division
  int trickWinner() const { return seat(leader_ + winningIndex_); }
  int windowMember() const;  // whose optional turn it is, -1 if none left in this stage
  bool canExchange(int player) const;
  bool singAllowed() const;
  unsigned singableSuits(int player) const;
  bool claimOffered() const;  // vueltas: at the winner's lead (every optional turn under code version 1)
  // The optional actions open to player, one bit each in legalActions() order: bit 0
  // exchange, bits 1-4 sing suit 0-3, bit 5 claim; kPassOption is added by the caller.
  bool mayHaveOptions(int player) const;  // false: windowOptions(player) is 0 (a quick test)
  unsigned windowOptions(int player) const;  // 0b000110: may sing in suits 0 and 1
  void addWindowOptions(int player, ActionList& out) const;
  CardSet legalCards(int player) const;  // play obligations (GuinoteObligations.inl)
  CardSet playableCards(int player) const { return rules_->strictTable ? hands_[player] : legalCards(player); }  // strict: any card
  IllegalReason obligationReason(int player, Card c) const;
  void inferFromPlay(int player, Card c, int led, CardSet beat, bool partnerWinning);
  template <int N>  // N players (4: the loops unrolled), 0: n_
  int quickTricks(Rng& rng, int64_t maxCards);  // playRandomly: whole tricks, unlogged; the cards played

  void runCeremony();  // GuinoteCeremony.cpp
  void startDeal();
  void applyEffect(Action a);
  Table table() const;
  void playCard(Card c);
  void closeLeadWindow(int player, bool arrastre);  // at his lead: the side lets a cante chance pass
  void takeCard(int player, Card c);  // from the hand onto the trick
  void removeFromHand(int player, CardSet played);  // those he holds, as played: takeCard() without the trick
  void finishTrick();
  bool awardTrick(int w, int points);  // false on the deal's last trick
  void openWindow(int w);
  void drawThenLead(int partner);
  void settleWindow();
  void drawCards();
  void draw();  // drawCards(), quicker in the playouts
  void sing(int suit);
  void exchange();
  void claim();
  void endDeal();
  void endPartida(int winnerSide, PartidaEnd how);
  int bestSideAmong(uint8_t sideMask) const;
  int partidaTotal(int cards, int cantes) const;  // card points plus cantes, if the cards let them count
  bool totalsHidden() const;  // count_by_memory in vueltas: the page is shown the deal's opening score

  int n_ = 4;

  // match
  std::array<int8_t, 4> personAtSeat_{0, 1, 2, 3};
  int dealNumber_ = 0;     // 1-based, in the match
  int dealInPartida_ = 0;  // 1 first deal, 2+ vueltas
  int dealer_ = 0;
  std::array<int16_t, 3> cardPoints_{}, cantePoints_{};          // this partida
  std::array<int16_t, 3> dealCardPoints_{}, dealCantePoints_{};  // this deal
  std::array<int16_t, 3> previousDealPoints_{};                  // card points + cantes of the last deal
  std::array<int16_t, 3> previousDealCardPoints_{};              // card points of the last deal (the review reads it)
  std::array<int8_t, 3> partidas_{}, cotos_{};
  int winnerSide_ = -1;

  // deal
  std::array<CardSet, 4> hands_{};
  std::array<CardSet, 4> known_{};     // publicly known to be in the hand
  std::array<CardSet, 4> excluded_{};  // publicly known not to be in the hand
  std::array<bool, 4> noPair_{};       // let a cante chance pass in arrastre: holds no unsung Rey+Sota
  std::array<Card, 48> stock_{};
  int stockPos_ = 0, stockEnd_ = 0;  // face-down cards stock_[stockPos_, stockEnd_)
  Card faceUp_;
  bool faceUpOnTable_ = false;
  int trump_ = 0;
  uint64_t exchangers_ = 0;  // the exchangeRank of trumps, and the 2 with the chain: mayHaveOptions' quick test
  std::array<Card, 4> trick_{};
  int leader_ = 0, trickSize_ = 0, winningIndex_ = 0;
  int tricksDone_ = 0, lastTrickWinner_ = 0;
  uint8_t sungSuits_ = 0;
  struct HiddenTwenty {  // a 20 sung hidden (in arrastre), kept without the log: the resampler reads it
    int8_t singer = -1;
    int8_t suit = 0;
    CardSet playedBefore;  // what the singer had played this deal when he sang
  };
  std::array<HiddenTwenty, 3> hiddenTwenties_{};  // this deal's, at most one per plain suit
  int hiddenCount_ = 0;
  std::array<CardSet, 4> playedBy_{};  // per seat, this deal
  int revoker_ = -1;
  IllegalReason revokeReason_ = IllegalReason::MustFollowSuit;
  Card revokeCard_;
  CardSet played_;

  Stage stage_ = Stage::Play;
  int windowStep_ = 0;
  bool leadWindow_ = false;  // the leader may still sing or claim before leading
};

}  // namespace baza
