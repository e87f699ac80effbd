// The one interface every game implements (after OpenSpiel's Game/State split).
// A Game is immutable: a name plus validated options. A GameState is one match in
// progress: it owns everything mutable, so states can be cloned and searched freely.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Action.h"
#include "Card.h"
#include "Event.h"
#include "HandOrder.h"
#include "Options.h"
#include "Result.h"
#include "Rng.h"

namespace baza {

inline constexpr int kNoPlayer = -1;  // currentPlayer() of a finished match

// Why an action is not legal now; the text is what the player is told.
enum class IllegalReason : uint8_t {
  NotYourTurn, NotInHand, MustFollowSuit, MustBeat, MustTrump, MustOvertrump,
  NotAvailable,  // an optional action (cante, exchange, claim, pass) not offered now
  GameOver,
};
std::string_view reasonText(IllegalReason r);  // "must follow suit"

struct SideScore {
  int points = 0;       // Guiñote: partida total, card points plus the cantes that count
  int cardPoints = 0;   // card points this partida, últimas included
  int bonusPoints = 0;  // cantes sung this partida (counted or not)
  int games = 0;        // partidas won in the current coto
  int sets = 0;         // cotos won in the match
};

struct Scores {
  std::vector<SideScore> sides;
  int winner = -1;  // the side that won the match (or the deal/partida when that is the length), -1 if none yet
};

struct TrickCard {
  int player;
  Card card;
};

// Everything about the current deal, hidden cards included (CLI `deal`, replays).
struct DealView {
  int dealNumber = 0;      // 1-based within the match
  int dealInPartida = 0;   // 1 = first deal of the partida, 2+ = vueltas
  int dealer = 0;
  int trumpSuit = 0;
  Card faceUp;             // the face-up trump card while it lies under the stock
  std::vector<CardSet> hands;
  std::vector<Card> stock; // face-down cards, top (next drawn) first
  std::vector<TrickCard> trick;
  CardSet played;
};

// What one player may know. Contains no card that player cannot see.
struct Observation {
  int player = 0;
  int currentPlayer = kNoPlayer;
  int dealer = 0;
  int dealNumber = 0;                 // 1-based within the match
  int dealInPartida = 0;
  int trumpSuit = 0;
  int taker = kNoPlayer;              // Belote: the player who chose trumps (kNoPlayer while bidding)
  Card faceUp;                        // kNoCard once drawn
  int stockSize = 0;                  // cards left to draw, face-up card included
  CardSet hand;
  std::vector<int> handSizes;
  std::vector<CardSet> knownCards;    // cards publicly known to be in each hand (cantes, exchange)
  std::vector<CardSet> excludedCards; // cards each player is known not to hold (play obligations)
  std::vector<TrickCard> trick;       // the trick on the table, in play order
  CardSet played;                     // every card played this deal
  std::vector<TrickCard> dealPlays;   // whist: every card played this deal, in order (kept without the log too)
  std::vector<Event> events;          // the log as this player saw it
  Scores scores;
  ActionList legal;                   // when player == currentPlayer
};

// What a legal action means, for front ends (StateJson's "actions"): the page names
// it without knowing a rule (which card an exchange gives, what a cante is worth).
struct ActionMeaning {
  Card card;       // Play: the card; Declare saying belote: the K or Q played
  Card gives;      // Exchange: the card given, e.g. the 7 of trumps
  Card takes;      // Exchange: the face-up card taken
  int suit = -1;   // Sing: the cante's suit; Bid: the suit taken
  int points = 0;  // Sing: 20 or 40
};

// A number (or yes/no) with the name a front end shows it under: {"tricks", 7}.
struct NamedValue {
  std::string_view name;  // "partidas"
  int value = 0;          // 2
  bool boolean = false;   // true: written as true/false (value != 0)
};

// The public facts of the table that a front end shows and must not work out itself
// (StateJson writes them into every observation and reveal). The same for every seat.
struct TableFacts {
  std::string_view phase;            // one per-game word: "play", "arrastre", "bidding", "over"
  int mano = kNoPlayer;              // the seat that leads the current deal's first trick
  int taker = kNoPlayer;             // Belote: the contract's taker, kNoPlayer while bidding
  int contractTrump = -1;            // Belote: the contract's trumps
  Card bottom;                       // Belote (2-3 players): the bottom card shown, else kNoCard
  int dummy = kNoPlayer;             // dummy whist: the exposed dummy's seat, kNoPlayer until exposed
  std::string_view standing;         // the side field that tells who leads the match: "partidas"
  std::vector<std::vector<NamedValue>> sides;  // per side, the game's own score names
  std::vector<NamedValue> match;     // what the match length needs: {"gamesPerRubber", 2}
  std::vector<NamedValue> nextMatch; // options the next match takes by the rules: {"dummy_player", 1}
};

// Bounds for play loops (bots' rollouts, random and bot play): no deal of any game
// comes near kMaxDealActions actions, nor a match kMaxMatchActions. A loop that reaches
// one, or a state not over that offers no action, reports an error instead of spinning.
inline constexpr int kMaxDealActions = 2000;
inline constexpr int kMaxMatchActions = 1'000'000;

struct MatchSetup {
  uint64_t seed = 0;                      // decides every shuffle of the match
  std::vector<std::vector<Card>> decks;   // optional: deal i uses decks[i], top card first
  bool record = true;                     // keep the event log and history (off for fast playouts)
};

class GameState;

class Game {
 public:
  virtual ~Game() = default;
  virtual std::string_view name() const = 0;  // "guinote"
  virtual DeckKind deckKind() const = 0;
  virtual const Options& options() const = 0;
  virtual int numPlayers() const = 0;
  virtual int numSides() const = 0;
  virtual int sideOf(int player) const = 0;
  // Direction of play seen from above: true when the next player sits on the left
  // (Whist), false when he sits on the right (Guiñote, Belote). Pages lay seats out by it.
  virtual bool clockwise() const = 0;
  virtual Result<std::unique_ptr<GameState>> newMatch(const MatchSetup& setup) const = 0;
  // Share codes: the code version this game's codes are written in (a game's version
  // grows when its rules of play change, ShareCode.h), and the same game as codes of an
  // older version of it play (null: none).
  virtual int codeVersion() const { return 1; }
  virtual std::shared_ptr<const Game> asCodeVersion(int /*version*/) const { return nullptr; }
  // A card's place in its suit's trick order when `trump` is trumps, higher wins (the
  // French pack's rank by default: A 14 over K 13); hand sorting reads it.
  virtual int trickStrength(Card c, int /*trump*/) const { return c.rank(); }
  // The hand orders this game's players use, the default first (HandOrder.h).
  virtual std::vector<HandSort> handSorts() const { return {HandSort::Suit, HandSort::Strength}; }
};

class GameState {
 public:
  virtual ~GameState() = default;
  virtual const Game& game() const = 0;
  virtual int currentPlayer() const = 0;  // kNoPlayer when terminal
  virtual bool isTerminal() const = 0;
  virtual ActionList legalActions() const = 0;
  virtual std::optional<IllegalReason> whyIllegal(Action a) const = 0;  // nullopt if legal
  virtual Status apply(Action a) = 0;  // an illegal action returns an error and changes nothing
  virtual std::unique_ptr<GameState> clone() const = 0;
  virtual Scores scores() const = 0;
  // Per player: 1 if his side won (scores().winner), 0 if not; an even share while nobody has won.
  virtual std::vector<double> returns() const {
    const Game& g = game();
    const int winner = scores().winner;
    std::vector<double> out(static_cast<size_t>(g.numPlayers()), 1.0 / g.numSides());
    if (winner >= 0)
      for (int p = 0; p < g.numPlayers(); ++p) out[static_cast<size_t>(p)] = g.sideOf(p) == winner ? 1.0 : 0.0;
    return out;
  }
  virtual const std::vector<Event>& events() const = 0;
  virtual const std::vector<Action>& history() const = 0;  // every action applied, in order
  virtual Observation observe(int player) const = 0;
  virtual DealView dealView() const = 0;
  // A full state that agrees with observe(player) and redistributes every card that
  // player cannot see at random (for determinized search). Its log is emptied. Null
  // only if no deal agrees with the observation (a corrupt state); callers skip it.
  virtual std::unique_ptr<GameState> resample(int player, Rng& rng) const = 0;
  virtual std::vector<int> seatOfPerson() const = 0;  // identity unless a ceremony reseated people
  // Phase, mano, contract, the game's own score names. Each game overrides it; the
  // default (a game without its own) is "play"/"over" and each side's points.
  virtual TableFacts tableFacts() const {
    TableFacts f{.phase = isTerminal() ? "over" : "play", .standing = "points"};
    for (const SideScore& s : scores().sides) f.sides.push_back({{"points", s.points}});
    return f;
  }
  // What legal action `a` means (Play/Claim/Pass need nothing more than their kind).
  virtual ActionMeaning meaning(Action a) const { return {.card = a.kind() == ActionKind::Play ? a.card() : kNoCard}; }
  // The seat whose holder chooses this seat's cards: itself, except a dummy hand
  // (dummy whist: the dealer plays the exposed hand opposite him).
  virtual int controllerOf(int seat) const { return seat; }
};

// For play loops, before each action: an error when a state not over offers no action
// (a broken state) or the match has already taken kMaxMatchActions; Ok to go on.
inline Status canGoOn(const GameState& s, int64_t actionsSoFar) {  // canGoOn(state, moves.size())
  if (s.isTerminal()) return Ok{};
  if (s.legalActions().empty())
    return makeError(ErrorCode::IllegalAction, "no legal action in a match that is not over (a broken state)");
  if (actionsSoFar >= kMaxMatchActions)
    return makeError(ErrorCode::IllegalAction, "the match did not end within " + std::to_string(kMaxMatchActions) + " actions");
  return Ok{};
}

}  // namespace baza
