#include "OutsideBot.h"

#include <algorithm>
#include <cstdio>
#include <set>

#include "BotProcess.h"
#include "Json.h"
#include "JsonReader.h"
#include "StateJson.h"

namespace baza::cli {

namespace {

using Clock = BotProcess::Clock;
constexpr int kHandshakeMinMs = 10000;  // the hello waits at least this long: interpreters start slowly
constexpr int kSendSlackMs = 10000;     // a message may wait this much longer than the time limit to be read
constexpr int kQuitWaitMs = 100;        // the quit message is best effort
constexpr int kShownRefusals = 5;       // per side; the rest are only counted

Error failure(std::string message) { return makeError(ErrorCode::IllegalAction, std::move(message)); }

enum class Refusal { Illegal, Malformed, WrongId, Late };
constexpr const char* kRefusalNames[] = {"illegal", "malformed", "wrong-id", "late"};

class OutsideBot final : public SideAgent {
 public:
  OutsideBot(const Game& game, OutsideBotSpec spec) : game_(game), spec_(std::move(spec)) {}

  ~OutsideBot() override {
    for (auto& s : seats_) (void)s.process->send(R"({"type":"quit"})", after(kQuitWaitMs));
  }

  Status startAll() {
    const int count = game_.numPlayers() / game_.numSides();
    for (int k = 0; k < count; ++k) {
      auto process = BotProcess::start(spec_.argv);
      if (!process) return failure(name(k) + ": " + process.error().message);
      seats_.push_back({std::move(*process)});
      if (auto st = greet(k); !st) return st;
    }
    return Ok{};
  }

  Status begin(const GameState& state, uint64_t board, int play, int side) override {
    board_ = board;
    play_ = play;
    side_ = side;
    deal_ = state.dealView().dealNumber;
    size_t k = 0;
    for (int seat = 0; seat < game_.numPlayers(); ++seat)
      if (game_.sideOf(seat) == side && k < seats_.size()) seats_[k++].seat = seat;
    for (size_t i = 0; i < seats_.size(); ++i) {
      JsonObject m;
      m.string("type", "start").number("board", static_cast<int64_t>(board)).number("play", play);
      m.number("seat", seats_[i].seat).number("side", side);
      if (auto st = send(i, m.str()); !st) return st;
    }
    return Ok{};
  }

  Result<Action> choose(const GameState& state) override {
    const int seat = state.currentPlayer();
    const size_t k = indexOf(state.controllerOf(seat));  // a dummy is played by its controller's program
    Seat& s = seats_[k];
    const DeckKind deck = game_.deckKind();
    const ActionList legal = state.legalActions();
    const int64_t id = ++s.lastId;
    JsonArray words;
    for (Action a : legal) words.string(actionText(a, deck));
    JsonObject m;
    m.string("type", "move").number("id", id).number("seat", seat).number("timeMs", spec_.timeMs);
    m.raw("legal", words.str()).raw("observation", observationJson(state, seat));
    if (auto st = send(k, m.str()); !st) return st.error();

    const auto deadline = after(spec_.timeMs);
    std::string line;
    for (;;) {
      switch (s.process->readLine(line, deadline)) {
        case BotProcess::Read::Closed:
          return failure(name(k) + " " + s.process->gone());
        case BotProcess::Read::Late:
          s.lateIds.insert(id);
          return refuse(k, id, legal, Refusal::Late, "no answer within " + std::to_string(spec_.timeMs) + " ms");
        case BotProcess::Read::TooLong:
          return refuse(k, id, legal, Refusal::Malformed,
                        "a line longer than " + std::to_string(BotProcess::kMaxLine) + " bytes");
        case BotProcess::Read::Line:
          break;
      }
      if (line.find_first_not_of(" \t") == std::string::npos) {  // blank lines are skipped
        if (Clock::now() >= deadline) return refuse(k, id, legal, Refusal::Late, "only blank lines in time");
        continue;
      }
      auto answer = parseJsonObject(line);
      if (!answer) return refuse(k, id, legal, Refusal::Malformed, "not a JSON object: " + answer.error().message);
      long long answerId = 0;
      const bool hasId = answer->count("id") && jsonInteger(answer->at("id"), answerId);
      if (hasId && s.lateIds.erase(answerId)) continue;  // the late answer of a move already refused
      const auto text = [&](const char* key) -> const std::string* {
        auto it = answer->find(key);
        return it != answer->end() && it->second.kind == JsonScalar::Kind::String ? &it->second.text : nullptr;
      };
      const std::string* type = text("type");
      const std::string* action = text("action");
      if (!type || *type != "action" || !hasId || !action)
        return refuse(k, id, legal, Refusal::Malformed,
                      R"(expected {"type":"action","id":)" + std::to_string(id) + R"(,"action":"…"})");
      if (answerId != id)
        return refuse(k, id, legal, Refusal::WrongId, "id " + std::to_string(answerId) + " for move " + std::to_string(id));
      auto parsed = parseAction(*action, deck);
      if (!parsed) return refuse(k, id, legal, Refusal::Illegal, parsed.error().message);
      if (!legal.contains(*parsed)) {
        const auto why = state.whyIllegal(*parsed);
        return refuse(k, id, legal, Refusal::Illegal,
                      *action + ": " + (why ? std::string(reasonText(*why)) : std::string("not legal now")));
      }
      return *parsed;
    }
  }

  Status after(const GameState& state) override {
    const bool over = state.isTerminal();
    const int deal = state.dealView().dealNumber;
    if (!over && deal == deal_) return Ok{};
    const std::string scores = scoresJson(state.scores());
    for (size_t k = 0; k < seats_.size(); ++k) {
      JsonObject m;
      m.string("type", "deal-end").number("deal", deal_).raw("scores", scores);
      if (auto st = send(k, m.str()); !st) return st;
      if (!over) continue;
      const int winner = state.scores().winner;
      JsonObject e;
      e.string("type", "end").number("board", static_cast<int64_t>(board_)).number("play", play_);
      e.number("seat", seats_[k].seat).number("side", side_);
      if (winner >= 0)
        e.number("winner", winner);
      else
        e.null("winner");
      e.raw("scores", scores).raw("observation", observationJson(state, seats_[k].seat));
      if (auto st = send(k, e.str()); !st) return st;
    }
    deal_ = deal;
    return Ok{};
  }

 private:
  struct Seat {
    std::unique_ptr<BotProcess> process;
    int seat = -1;                // its seat in the current play
    int64_t lastId = 0;           // the last move's id (ids rise from 1 for each process)
    std::set<long long> lateIds;  // moves refused as late whose answers may still come (then skipped)
  };

  static Clock::time_point after(int ms) { return Clock::now() + std::chrono::milliseconds(ms); }

  std::string name(size_t k) const {
    std::string n = std::string("the outside bot ") + spec_.role + " (" + spec_.level;
    if (seats_.size() > 1) n += ", process " + std::to_string(k + 1);
    if (k < seats_.size() && seats_[k].seat >= 0) n += ", seat " + std::to_string(seats_[k].seat);
    return n + ")";
  }

  size_t indexOf(int seat) const {
    for (size_t k = 0; k < seats_.size(); ++k)
      if (seats_[k].seat == seat) return k;
    return 0;  // not reached: the duplicate match asks only for this side's seats
  }

  Status send(size_t k, const std::string& message) {
    if (auto st = seats_[k].process->send(message, after(spec_.timeMs + kSendSlackMs)); !st)
      return failure(name(k) + " " + st.error().message);
    return Ok{};
  }

  Status greet(size_t k) {
    JsonObject hello;
    hello.string("type", "hello").number("protocol", kProtocolVersion).string("game", game_.name());
    hello.raw("options", optionsJson(game_.options())).number("players", game_.numPlayers());
    hello.string("role", std::string(1, spec_.role)).number("boards", spec_.boards).number("timeMs", spec_.timeMs);
    if (auto st = send(k, hello.str()); !st) return st;
    std::string line;
    switch (seats_[k].process->readLine(line, after(std::max(spec_.timeMs, kHandshakeMinMs)))) {
      case BotProcess::Read::Line: break;
      case BotProcess::Read::Closed: return failure(name(k) + " " + seats_[k].process->gone() + " before it was ready");
      default: return failure(name(k) + " did not answer the hello with {\"type\":\"ready\"} in time");
    }
    auto answer = parseJsonObject(line);
    const bool ready = answer && answer->count("type") && answer->at("type").text == "ready";
    if (!ready) return failure(name(k) + " answered the hello with '" + line.substr(0, 200) + R"(', not {"type":"ready"})");
    long long protocol = kProtocolVersion;
    if (answer->count("protocol") && (!jsonInteger(answer->at("protocol"), protocol) || protocol != kProtocolVersion))
      return failure(name(k) + " speaks protocol " + answer->at("protocol").text + "; baza speaks " +
                     std::to_string(kProtocolVersion));
    return Ok{};
  }

  // Refuses the answer to move `id`: counted, written to standard error (the first few),
  // told to the program, and the fallback played: the first legal action.
  Result<Action> refuse(size_t k, int64_t id, const ActionList& legal, Refusal why, const std::string& detail) {
    RefusalCounts& c = *spec_.counts;
    std::atomic<long long>* counters[] = {&c.illegal, &c.malformed, &c.wrongId, &c.late};
    ++*counters[static_cast<int>(why)];
    const Action fallback = legal[0];
    const std::string played = actionText(fallback, game_.deckKind());
    const int shown = c.shown++;
    if (shown < kShownRefusals)
      std::fprintf(stderr, "refused: board %llu play %d move %lld: %s: %s: %s; played %s\n",
                   static_cast<unsigned long long>(board_), play_, static_cast<long long>(id), name(k).c_str(),
                   kRefusalNames[static_cast<int>(why)], detail.c_str(), played.c_str());
    else if (shown == kShownRefusals)
      std::fprintf(stderr, "refused: further refusals of %c are counted, not shown\n", spec_.role);
    JsonObject m;
    m.string("type", "refused").number("id", id).string("reason", kRefusalNames[static_cast<int>(why)]);
    m.string("detail", detail).string("played", played);
    if (auto st = send(k, m.str()); !st) return st.error();
    return fallback;
  }

  const Game& game_;
  OutsideBotSpec spec_;
  std::vector<Seat> seats_;
  uint64_t board_ = 0;
  int play_ = 0, side_ = 0, deal_ = 0;
};

}  // namespace

Result<std::vector<std::string>> splitCommand(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  bool inWord = false;
  char quote = 0;
  for (char c : text) {
    if (quote) {
      if (c == quote)
        quote = 0;
      else
        word += c;
    } else if (c == '\'' || c == '"') {
      quote = c;
      inWord = true;
    } else if (c == ' ' || c == '\t') {
      if (inWord) words.push_back(std::move(word));
      word.clear();
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quote) return makeError(ErrorCode::InvalidArgument, std::string("a ") + quote + " is not closed");
  if (inWord) words.push_back(std::move(word));
  if (words.empty()) return makeError(ErrorCode::InvalidArgument, "no command after exec:");
  return words;
}

Result<std::unique_ptr<SideAgent>> makeOutsideBot(const Game& game, const OutsideBotSpec& spec) {
  auto bot = std::make_unique<OutsideBot>(game, spec);
  if (auto st = bot->startAll(); !st) return st.error();
  return std::unique_ptr<SideAgent>(std::move(bot));
}

}  // namespace baza::cli
