#include "Session.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <optional>

#include "Daily.h"
#include "GameRegistry.h"
#include "Json.h"
#include "ShareCode.h"
#include "StateJson.h"
#include "bots/Bot.h"
#include "records/Records.h"
#include "review/ReviewJson.h"
#include "whist/WhistAnalysis.h"

namespace baza {

std::string Session::error(const Error& e) {
  JsonObject o;
  o.boolean("ok", false).string("error", e.message).string("code", errorCodeName(e));
  if (e.line > 0) o.number("line", e.line).number("column", e.column);  // a record's error: where
  return o.str();
}

std::string Session::error(std::string_view message, ErrorKey key) {
  return error(makeError(ErrorCode::InvalidArgument, std::string(message), key));
}

std::string Session::games() const {
  JsonArray a;
  for (const GameInfo& g : allGames()) {
    JsonArray bots;  // the game's levels, weakest first
    for (const BotLevel& level : *g.bots) bots.string(level.name);
    auto game = makeGame(g.name);  // default options: the direction of play does not depend on them
    a.raw(JsonObject()
              .string("name", g.name)
              .boolean("clockwise", game && (*game)->clockwise())
              .string("pack", game ? packName((*game)->deckKind()) : "")
              .raw("options", optionSpecsJson(*g.optionSpecs))
              .raw("bots", bots.str())
              .raw("sorts", game ? handSortsJson(**game) : "[]")
              .str());
  }
  return JsonObject().boolean("ok", true).raw("games", a.str()).str();
}

std::string Session::start(std::string_view game, std::string_view options, std::string_view seedText) {
  uint64_t seed = 0;
  auto [end, ec] = std::from_chars(seedText.data(), seedText.data() + seedText.size(), seed);
  if (seedText.empty() || ec != std::errc() || end != seedText.data() + seedText.size())
    return error("the seed must be a whole number from 0 to 18446744073709551615", ErrorKey::Seed);
  auto assignments = splitAssignments(options);
  if (!assignments) return error(assignments.error());
  auto g = makeGame(game, *assignments);
  if (!g) return error(g.error());
  auto s = (*g)->newMatch(MatchSetup{seed, {}, true});
  if (!s) return error(s.error());
  game_ = *g;
  state_ = std::move(s).value();
  seed_ = seed;
  deck_.clear();
  abandoned_ = false;
  daily_.clear();
  follow(true);
  if (person_ >= 0) return observe(ownSeat());
  return observe(state_->currentPlayer() < 0 ? 0 : state_->currentPlayer());
}

std::string Session::load(std::string_view code) {
  auto decoded = decodeCode(code);
  if (!decoded) return error(decoded.error());
  auto s = decoded->game->newMatch(decoded->setup());
  if (!s) return error(s.error());
  for (Action a : decoded->moves)
    if (auto st = (*s)->apply(a); !st) return error(st.error());  // decodeCode checked them already
  game_ = decoded->game;
  state_ = std::move(s).value();
  seed_ = decoded->seed;
  deck_ = decoded->deck;
  abandoned_ = false;
  daily_.clear();
  follow(true);
  return JsonObject()
      .boolean("ok", true)
      .boolean("replay", decoded->isReplay)
      .number("moves", static_cast<int64_t>(decoded->moves.size()))
      .str();
}

std::string Session::startFrom(std::string_view code, int moves) {
  auto decoded = decodeCode(code);
  if (!decoded) return error(decoded.error());
  if (moves < 0 || static_cast<size_t>(moves) > decoded->moves.size())
    return error("no such move number: the code holds " + std::to_string(decoded->moves.size()) + " moves");
  auto s = decoded->game->newMatch(decoded->setup());
  if (!s) return error(s.error());
  for (int i = 0; i < moves; ++i)
    if (auto st = (*s)->apply(decoded->moves[i]); !st) return error(st.error());  // decodeCode checked them already
  if ((*s)->isTerminal()) return error("the match is over at that move: nothing is left to play");
  game_ = decoded->game;
  state_ = std::move(s).value();
  seed_ = decoded->seed;
  deck_ = decoded->deck;
  abandoned_ = false;
  follow(true);
  if (person_ >= 0) return observe(ownSeat());
  return observe(state_->currentPlayer());
}

std::string Session::apply(std::string_view text) {
  if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
  if (abandoned_) return error("the match was abandoned", ErrorKey::Abandoned);
  auto action = parseAction(text, game_->deckKind());
  if (!action) return error(action.error());
  const int player = state_->currentPlayer();
  if (auto st = state_->apply(*action); !st) return error(st.error());
  follow(false);
  return JsonObject().boolean("ok", true).number("player", player).string("action", text).str();
}

std::string Session::applyFor(int person, std::string_view text) {
  if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
  if (person < 0 || person > 7 || !(people_ >> person & 1u)) return error("that person does not play at this table");
  if (state_->isTerminal() || abandoned_) return apply(text);  // refused as apply refuses it
  const std::vector<int> seats = state_->seatOfPerson();
  const int seat = person < static_cast<int>(seats.size()) ? seats[person] : -1;
  const int mover = state_->currentPlayer();
  if (seat < 0 || mover < 0 || state_->controllerOf(mover) != seat)
    return error("it is not that person's turn", ErrorKey::NotYourTurn);
  return apply(text);
}

std::string Session::observe(int player, int since) const {
  if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
  if (player == -1 && person_ >= 0) player = ownSeat();  // the locked person's seat, wherever a ceremony put it
  if (player < 0 || player >= game_->numPlayers()) return error("no such player");
  if (!mayObserve(player)) return error("that seat's cards are hidden while the deal is live", ErrorKey::Hidden);
  const Observation o = state_->observe(player);
  if (since < 0 || static_cast<size_t>(since) > o.events.size())
    return error("since must be from 0 to " + std::to_string(o.events.size()) + ", the events of the log");
  return observationJson(*state_, o, static_cast<size_t>(since));
}

std::string Session::reveal() const {
  if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
  if (live()) return error("the hands stay hidden while the deal is live", ErrorKey::Hidden);
  return dealViewJson(*state_);
}

int Session::ownSeat() const {
  const std::vector<int> seats = state_->seatOfPerson();
  return person_ < static_cast<int>(seats.size()) ? seats[person_] : -1;
}

bool Session::mayObserve(int seat) const {
  if (!live()) return true;
  const std::vector<int> seats = state_->seatOfPerson();
  for (int p = 0; p < static_cast<int>(seats.size()); ++p)
    if ((people_ >> p & 1u) && (seat == seats[p] || state_->controllerOf(seat) == seats[p])) return true;
  return false;
}

void Session::follow(bool fresh) {
  if (!people_ || !state_) return;
  if (fresh) person_ = std::countr_zero(people_);
  const int mover = state_->isTerminal() ? -1 : state_->currentPlayer();
  if (mover < 0) return;
  const std::vector<int> seats = state_->seatOfPerson();
  for (int p = 0; p < static_cast<int>(seats.size()); ++p)
    if ((people_ >> p & 1u) && seats[p] == state_->controllerOf(mover)) person_ = p;
}

std::string Session::lockSeat(int person) {
  if (person < 0 || person > 7) return error("no such person");
  if (people_ && people_ != 1u << person) return error("the session already plays for another person");
  person_ = person;
  people_ = 1u << person;
  return JsonObject().boolean("ok", true).number("person", person).str();
}

std::string Session::lockPeople(std::string_view people) {
  unsigned mask = 0;
  for (size_t start = 0; start <= people.size();) {
    const size_t comma = std::min(people.find(',', start), people.size());
    const std::string_view item = people.substr(start, comma - start);
    int p = -1;
    auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), p);
    if (item.empty() || ec != std::errc() || end != item.data() + item.size() || p < 0 || p > 7)
      return error("people must be a list of persons from 0 to 7, like 0,2");
    mask |= 1u << p;
    start = comma + 1;
  }
  if (live() && people_ != mask) return error("the people at the table change only between matches");
  people_ = mask;
  person_ = std::countr_zero(mask);
  follow(false);
  JsonArray list;
  for (int p = 0; p < 8; ++p)
    if (mask >> p & 1u) list.number(p);
  return JsonObject().boolean("ok", true).raw("people", list.str()).str();
}

std::string Session::abandon() {
  if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
  abandoned_ = true;
  return JsonObject().boolean("ok", true).number("moves", static_cast<int64_t>(state_->history().size())).str();
}

// The bot's action for the player to move (the bot-seeding rule, core/bots/Bot.h);
// on failure `failure` holds the error JSON.
std::optional<Action> Session::botChoice(std::string_view level, std::string& failure) const {
  if (!state_) return failure = error("no match: start one first", ErrorKey::NoMatch), std::nullopt;
  auto a = botDecision(level, *state_, seed_, state_->history().size());
  if (!a) return failure = error(a.error()), std::nullopt;
  return *a;
}

std::string Session::botMove(std::string_view level) {
  if (state_ && abandoned_) return error("the match was abandoned", ErrorKey::Abandoned);
  std::string failure;
  const auto a = botChoice(level, failure);
  if (!a) return failure;
  const int player = state_->currentPlayer();
  if (auto st = state_->apply(*a); !st) return error(st.error());
  follow(false);
  return JsonObject().boolean("ok", true).number("player", player).string("action", actionText(*a, game_->deckKind())).str();
}

std::string Session::botAction(std::string_view level) const {
  // A live match shows a card only once it is played: botMove plays the other seats.
  if (state_ && !state_->isTerminal() && !mayObserve(state_->currentPlayer()))
    return error("a bot's choice for another seat stays hidden while the deal is live: use botMove", ErrorKey::Hidden);
  std::string failure;
  const auto a = botChoice(level, failure);
  if (!a) return failure;
  return JsonObject()
      .boolean("ok", true)
      .number("player", state_->currentPlayer())
      .string("action", actionText(*a, game_->deckKind()))
      .str();
}

std::string Session::codes() const {
  if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
  return JsonObject()
      .boolean("ok", true)
      .string("share", encodeShareCode(*game_, seed_, deck_))
      .string("replay", encodeReplayCode(*game_, seed_, state_->history(), deck_))
      .str();
}

// The engine's release and the share/replay code version it writes (and reads): a
// saved game records both, so a later page knows which rules replay it.
std::string Session::version() {
  return JsonObject().boolean("ok", true).string("engine", "0.1.0").number("codeVersion", kCodeVersion).str();
}

std::string Session::errorCodes() {
  JsonArray codes;
  for (std::string_view c : allErrorCodes()) codes.string(c);
  return JsonObject().boolean("ok", true).raw("codes", codes.str()).str();
}

std::string Session::rewind(int moves) {
  if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
  const auto& history = state_->history();
  if (moves < 0 || moves > static_cast<int>(history.size())) return error("no such move number");
  if (!daily_.empty() && live()) return error("the daily deal takes no move back", ErrorKey::UndoOff);
  auto s = game_->newMatch(setup());
  if (!s) return error(s.error());
  for (int i = 0; i < moves; ++i)
    if (auto st = (*s)->apply(history[i]); !st) return error(st.error());
  state_ = std::move(s).value();
  follow(false);
  return JsonObject().boolean("ok", true).number("moves", moves).str();
}

std::string Session::analyze() const {
  if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
  if (live()) return error("no analysis while the deal is live");
  const auto* whist = dynamic_cast<const WhistState*>(state_.get());
  if (!whist) return analyzeOpen();
  if (!analyzer_) analyzer_ = std::make_unique<WhistAnalyzer>();
  auto a = analyzer_->analyze(*whist);
  if (!a) return error(a.error());
  JsonArray cards;
  for (const auto& [card, tricks] : a->cards)
    cards.raw(JsonObject().string("card", cardText(card, DeckKind::French)).number("tricks", tricks).str());
  return JsonObject()
      .boolean("ok", true)
      .number("player", a->player)
      .number("side", a->side)
      .raw("tricksWon", JsonArray().number(a->tricksWon[0]).number(a->tricksWon[1]).str())
      .raw("cards", cards.str())
      .str();
}

// Guiñote and Belote: the review's open view of the position (core/review/GameReview.h).
std::string Session::analyzeOpen() const {
  if (state_->isTerminal()) return error(makeError(ErrorCode::GameOver, "the match is over"));
  auto valuer = makeGameReview(*game_);
  const ActionList choices = valuer ? valuer->candidates(*state_) : ActionList();
  if (choices.empty()) return error("no card to play here: a bid, a cante or another option is to be chosen");
  const int index = static_cast<int>(state_->history().size());
  const MoveReview m = reviewMove(*valuer, *state_, index, choices[0], ReviewView::Open, 0);
  if (!m.valued) return error("this position cannot be analysed");
  JsonArray moves;
  for (const auto& [a, v] : m.values)
    moves.raw(JsonObject().string("action", actionText(a, game_->deckKind())).real("value", v).str());
  return JsonObject()
      .boolean("ok", true)
      .number("player", m.player)
      .number("side", game_->sideOf(m.player))
      .string("unit", valuer->unit())
      .string("method", m.method())
      .raw("moves", moves.str())
      .str();
}

DealReview* Session::reviewFor(std::string_view code, std::string_view view, std::string& failure) {
  if (live()) return failure = error("no review while a deal is live", ErrorKey::ReviewLive), nullptr;
  if (view != "open" && view != "knew") return failure = error("the view must be open or knew", ErrorKey::ReviewInput), nullptr;
  const std::string key = std::string(view) + ":" + std::string(code);
  for (const CachedReview& c : reviews_)
    if (c.key == key) return c.review.get();
  auto decoded = decodeCode(code);
  if (!decoded) return failure = error(decoded.error()), nullptr;
  auto r = DealReview::make(decoded->game, decoded->setup(), decoded->moves,
                            view == "open" ? ReviewView::Open : ReviewView::Knew, 0);
  if (!r) return failure = error(r.error()), nullptr;
  if (reviews_.size() == 2) reviews_.erase(reviews_.begin());
  reviews_.push_back({key, std::move(r).value()});
  return reviews_.back().review.get();
}

unsigned Session::seatMask(std::string_view seats, const Game& game, std::string& failure) const {
  unsigned mask = 0;
  size_t start = 0;
  while (start <= seats.size()) {
    const size_t comma = std::min(seats.find(',', start), seats.size());
    const std::string_view item = seats.substr(start, comma - start);
    int seat = -1;
    auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), seat);
    if (item.empty() || ec != std::errc() || end != item.data() + item.size() || seat < 0 || seat >= game.numPlayers()) {
      failure = error("seats must be a list of seats from 0 to " + std::to_string(game.numPlayers() - 1) + ", like 0,2",
                      ErrorKey::ReviewInput);
      return 0;
    }
    mask |= 1u << seat;
    start = comma + 1;
  }
  return mask;
}

std::string Session::review(std::string_view code, std::string_view view, std::string_view seats, int from, int count) {
  std::string failure;
  DealReview* r = reviewFor(code, view, failure);
  if (!r) return failure;
  const unsigned mask = seatMask(seats, r->game(), failure);
  if (!mask) return failure;
  if (from < 0 || from > r->total() || count < 0)
    return error("moves from 0 to " + std::to_string(r->total()) + ", count 0 or more", ErrorKey::ReviewInput);
  const int end = from + std::min(count, r->total() - from);
  return reviewChunkJson(*r, view == "open" ? ReviewView::Open : ReviewView::Knew, mask, from, end);
}

std::string Session::reviewSummary(std::string_view code, std::string_view view, std::string_view seats) {
  std::string failure;
  DealReview* r = reviewFor(code, view, failure);
  if (!r) return failure;
  const unsigned mask = seatMask(seats, r->game(), failure);
  if (!mask) return failure;
  return reviewSummaryJson(*r, view == "open" ? ReviewView::Open : ReviewView::Knew, mask);
}

std::string Session::allowUndo(bool on) {
  undoAllowed_ = on;
  return JsonObject().boolean("ok", true).boolean("undo", on).str();
}

std::string Session::undo() {
  if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
  if (abandoned_) return error("the match was abandoned", ErrorKey::Abandoned);
  if (!daily_.empty()) return error("the daily deal takes no move back", ErrorKey::UndoOff);
  if (!undoAllowed_) return error("undo is off for this match", ErrorKey::UndoOff);
  if (std::popcount(people_) > 1) return error("no undo at a table of several people", ErrorKey::UndoOff);
  if (!live()) return error("undo takes back a move of a live match against bots", ErrorKey::UndoOff);
  // Replays the match to find the person's last decision in the current deal: a
  // finished deal was scored (and counted) and stays as it was.
  auto s = game_->newMatch(setup());
  if (!s) return error(s.error());
  const auto& history = state_->history();
  const int deal = state_->dealView().dealNumber;
  std::unique_ptr<GameState> back;
  size_t at = 0;
  for (size_t i = 0; i < history.size(); ++i) {
    const int mover = (*s)->currentPlayer();
    const std::vector<int> seats = (*s)->seatOfPerson();
    const int mine = person_ < static_cast<int>(seats.size()) ? seats[person_] : -1;
    if (mine >= 0 && mover >= 0 && (*s)->controllerOf(mover) == mine && (*s)->dealView().dealNumber == deal)
      back = (*s)->clone(), at = i;
    if (auto st = (*s)->apply(history[i]); !st) return error(st.error());
  }
  if (!back) return error("nothing to undo: you have not moved yet in this deal", ErrorKey::UndoNothing);
  const auto undone = static_cast<int64_t>(history.size() - at);  // `history` is the old state's: read it first
  // clone() keeps the log and history (a recorded state): the rewound match itself.
  state_ = std::move(back);
  return JsonObject().boolean("ok", true).number("moves", static_cast<int64_t>(at)).number("undone", undone).str();
}

std::string Session::startDaily(std::string_view game, std::string_view date, std::string_view code) {
  auto deal = dailyDeal(game, date);
  if (!deal) return error(deal.error());
  Session trial;  // the new match is built aside: a refusal leaves this one as it was
  trial.person_ = person_;
  trial.people_ = people_;
  std::string opened = trial.start(game, kDailyOptions, std::to_string(deal->seed));
  if (!opened.starts_with("{\"ok\":true")) return opened;
  if (!code.empty()) {
    auto decoded = decodeCode(code);
    if (!decoded) return error(decoded.error());
    if (decoded->game->name() != game || decoded->seed != deal->seed || !decoded->deck.empty() ||
        encodeShareCode(*decoded->game, decoded->seed) != encodeShareCode(*trial.game_, deal->seed))
      return error("that code is not the daily deal of " + std::string(game) + " on " + std::string(date), ErrorKey::NotDaily);
    for (Action a : decoded->moves)
      if (auto st = trial.state_->apply(a); !st) return error(st.error());
    trial.follow(false);
    opened = person_ >= 0 ? trial.observe(trial.ownSeat()) : trial.observe(0);
  }
  game_ = trial.game_;
  state_ = std::move(trial.state_);
  seed_ = deal->seed;
  deck_.clear();
  abandoned_ = false;
  daily_ = deal->date;
  person_ = trial.person_;
  return opened;
}

std::string Session::dailyPar() const {
  if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
  if (daily_.empty()) return error("this match is not a daily deal", ErrorKey::NotDaily);
  if (live()) return error("the par is shown once the daily deal is over", ErrorKey::NotDaily);
  // The hard bot in the person's seat, the same bots elsewhere, from the deal's start:
  // every seat's decision is seeded by seed + history as in the person's match.
  auto par = game_->newMatch(MatchSetup{seed_, {}, true});
  if (!par) return error(par.error());
  GameState& s = **par;
  for (int guard = 0; !s.isTerminal(); ++guard) {
    if (guard > kMaxDealActions) return error("the par deal did not end");
    auto a = botDecision(kDailyLevel, s, seed_, s.history().size());
    if (!a) return error(a.error());
    if (auto st = s.apply(*a); !st) return error(st.error());
  }
  const int seat = kDailyPerson < static_cast<int>(s.seatOfPerson().size()) ? s.seatOfPerson()[kDailyPerson] : 0;
  const int side = game_->sideOf(seat);
  // With all cards open, from the first card of the person's deal (null if it cannot be valued).
  const auto best = openBest(*game_, seed_, state_->history(), side);
  return JsonObject()
      .boolean("ok", true)
      .string("game", game_->name())
      .string("date", daily_)
      .string("unit", dealUnit(game_->name()))
      .number("side", side)
      .number("result", dealValue(game_->name(), state_->events(), side))
      .number("par", dealValue(game_->name(), s.events(), side))
      .string("parReplay", encodeReplayCode(*game_, seed_, s.history()))
      .raw("best", best ? std::to_string(best->value) : "null")
      .boolean("bestExact", best && best->exact)
      .str();
}

std::string Session::record(std::string_view format, std::string_view code, std::string_view date) const {
  std::string replay(code);
  if (replay.empty()) {
    if (!state_) return error("no match: start one first", ErrorKey::NoMatch);
    if (live()) return error("a record shows every hand: not while the deal is live", ErrorKey::Hidden);
    replay = encodeReplayCode(*game_, seed_, state_->history(), deck_);
  }
  auto decoded = decodeCode(replay);
  if (!decoded) return error(decoded.error());
  if (format.empty()) format = defaultRecordFormat(decoded->game->name());
  auto text = writeRecord(replay, format, {.event = "baza", .date = std::string(date)});
  if (!text) return error(text.error());
  return JsonObject().boolean("ok", true).string("format", format).string("game", decoded->game->name()).string("record", *text).str();
}

std::string Session::readRecord(std::string_view text) {
  auto code = baza::readRecord(text);
  if (!code) return error(code.error());
  auto decoded = decodeCode(*code);
  return JsonObject().boolean("ok", true).string("game", decoded->game->name()).string("code", *code).str();
}

}  // namespace baza
