// The baza command-line tool, run as a process (docs/CLI.md is the contract).
// Expected outputs are built from the engine or from the dealing rule, never
// copied from the tool's own output.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "CliRun.h"
#include "ShareCode.h"
#include "TestUtil.h"

using namespace baza;

namespace {

using baza::test::RunResult;
using baza::test::runBaza;
std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string l;
  while (std::getline(in, l)) out.push_back(l);
  return out;
}

std::string joinCards(const std::vector<Card>& cards) {
  std::string out;
  for (Card c : cards) out += (out.empty() ? "" : " ") + cardText(c, DeckKind::Spanish);
  return out;
}

std::string lineOf(const std::string& key, const std::string& value) {
  return key + ":" + (value.empty() ? "" : " " + value);
}

// A shuffled pack of the game, top card first.
std::vector<Card> shuffledPack(const Game& game, uint64_t seed) {
  std::vector<Card> pack = dynamic_cast<const GuinoteGame&>(game).rules().deck;
  Rng rng(seed);
  rng.shuffle(pack.data(), static_cast<int>(pack.size()));
  return pack;
}

// The dealing rule: from the mano, three cards to each seat, three more each, the
// next card turned face up, the rest the stock (its top drawn first).
struct ExpectedDeal {
  std::vector<CardSet> hands;
  Card faceUp;
  std::vector<Card> stock;
};
ExpectedDeal dealOut(const std::vector<Card>& pack, int players, int mano) {
  ExpectedDeal d;
  d.hands.resize(players);
  size_t next = 0;
  for (int round = 0; round < 2; ++round)
    for (int i = 0; i < players; ++i)
      for (int k = 0; k < 3; ++k) d.hands[(mano + i) % players].add(pack[next++]);
  d.faceUp = pack[next++];
  d.stock.assign(pack.begin() + static_cast<long>(next), pack.end());
  return d;
}

void expectDealLines(const std::vector<std::string>& out, const ExpectedDeal& d) {
  const size_t n = d.hands.size();
  ASSERT_GE(out.size(), n + 2);
  for (size_t s = 0; s < n; ++s)
    EXPECT_EQ(out[s], lineOf("seat " + std::to_string(s), cardsText(d.hands[s], DeckKind::Spanish)));
  EXPECT_EQ(out[n], lineOf("trump", cardText(d.faceUp, DeckKind::Spanish)));
  EXPECT_EQ(out[n + 1], lineOf("stock", joinCards(d.stock)));
}

// Plays random legal actions from `state`, returning their texts.
std::vector<std::string> randomMoves(GameState& state, Rng& rng, int count) {
  std::vector<std::string> moves;
  for (int i = 0; i < count && !state.isTerminal(); ++i) {
    ActionList legal = state.legalActions();
    Action a = legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))];
    moves.push_back(actionText(a, DeckKind::Spanish));
    EXPECT_TRUE(state.apply(a).ok());
  }
  return moves;
}

std::string joinWords(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// A strict JSON syntax check (no value semantics): true if `s` is one JSON value.
class JsonChecker {
 public:
  explicit JsonChecker(const std::string& s) : s_(s) {}
  bool valid() {
    ws();
    if (!value()) return false;
    ws();
    return i_ == s_.size();
  }

 private:
  void ws() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\t' || s_[i_] == '\r')) ++i_;
  }
  bool lit(const char* w) {
    std::string t(w);
    if (s_.compare(i_, t.size(), t) != 0) return false;
    i_ += t.size();
    return true;
  }
  bool str() {
    if (s_[i_] != '"') return false;
    for (++i_; i_ < s_.size(); ++i_) {
      if (s_[i_] == '\\')
        ++i_;
      else if (s_[i_] == '"')
        return ++i_, true;
      else if (static_cast<unsigned char>(s_[i_]) < 0x20)
        return false;
    }
    return false;
  }
  bool num() {
    size_t start = i_;
    if (s_[i_] == '-') ++i_;
    while (i_ < s_.size() && (isdigit(static_cast<unsigned char>(s_[i_])) || s_[i_] == '.' || s_[i_] == 'e' ||
                              s_[i_] == 'E' || s_[i_] == '+' || s_[i_] == '-'))
      ++i_;
    return i_ > start;
  }
  bool value() {
    if (i_ >= s_.size()) return false;
    char c = s_[i_];
    if (c == '{' || c == '[') {
      const char close = c == '{' ? '}' : ']';
      ++i_;
      ws();
      if (i_ < s_.size() && s_[i_] == close) return ++i_, true;
      for (;;) {
        ws();
        if (c == '{') {
          if (i_ >= s_.size() || !str()) return false;
          ws();
          if (i_ >= s_.size() || s_[i_++] != ':') return false;
          ws();
        }
        if (!value()) return false;
        ws();
        if (i_ >= s_.size()) return false;
        if (s_[i_] == ',') {
          ++i_;
          continue;
        }
        if (s_[i_] == close) return ++i_, true;
        return false;
      }
    }
    if (c == '"') return str();
    if (c == 't') return lit("true");
    if (c == 'f') return lit("false");
    if (c == 'n') return lit("null");
    return num();
  }
  const std::string& s_;
  size_t i_ = 0;
};

bool isJson(const std::string& s) { return JsonChecker(s).valid(); }

#define SKIP_WITHOUT_CLI() \
  if (std::string(BAZA_CLI_PATH).empty()) GTEST_SKIP() << "the baza tool is not built"

}  // namespace

TEST(Cli, DealFromDeckFollowsTheDealingRule) {
  SKIP_WITHOUT_CLI();
  const std::vector<std::pair<int, int>> configs = {{4, 40}, {3, 40}, {2, 40}, {4, 48}, {3, 48}, {2, 48}};
  uint64_t seed = 11;
  for (auto [players, cards] : configs) {
    SCOPED_TRACE(std::to_string(players) + " players, " + std::to_string(cards) + " cards");
    auto game = test::guinote({"players=" + std::to_string(players), "cards=" + std::to_string(cards)});
    auto pack = shuffledPack(*game, ++seed);
    auto r = runBaza({"deal", "--game", "guinote", "--players", std::to_string(players), "--cards",
                      std::to_string(cards), "--deck", joinCards(pack)});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.err, "");
    auto out = lines(r.out);
    expectDealLines(out, dealOut(pack, players, 0));
    ASSERT_EQ(out.size(), static_cast<size_t>(players) + 6);
    EXPECT_EQ(out[players + 2], "trick:");
    EXPECT_EQ(out[players + 3], "deal: 1");
    EXPECT_EQ(out[players + 4], "dealer: " + std::to_string(players - 1));
    EXPECT_EQ(out[players + 5], "turn: 0");
  }
}

TEST(Cli, SecondDeckDealsTheSecondDealFromItsMano) {
  SKIP_WITHOUT_CLI();
  auto game = test::guinote();
  auto d1 = shuffledPack(*game, 1), d2 = shuffledPack(*game, 2);
  auto state = test::newState(game, 0, {d1, d2});
  Rng rng(5);
  std::vector<std::string> moves;
  while (state->dealView().dealNumber == 1) {
    auto more = randomMoves(*state, rng, 1);
    moves.insert(moves.end(), more.begin(), more.end());
  }
  const int dealer = state->dealView().dealer;
  auto r = runBaza(
      {"deal", "--game", "guinote", "--deck", joinCards(d1), "--deck", joinCards(d2), "--moves", joinWords(moves)});
  ASSERT_EQ(r.status, 0) << r.err;
  auto out = lines(r.out);
  expectDealLines(out, dealOut(d2, 4, (dealer + 1) % 4));
  ASSERT_EQ(out.size(), 10u);
  EXPECT_EQ(out[7], "deal: 2");
  EXPECT_EQ(out[8], "dealer: " + std::to_string(dealer));
  EXPECT_EQ(out[9], "turn: " + std::to_string((dealer + 1) % 4));
}

TEST(Cli, DealWithSeedMatchesTheEngine) {
  SKIP_WITHOUT_CLI();
  auto game = test::guinote({"players=2"});
  auto state = test::newState(game, 99);
  DealView v = state->dealView();
  auto r = runBaza({"deal", "--game", "guinote", "--players", "2", "--seed", "99"});
  ASSERT_EQ(r.status, 0) << r.err;
  auto out = lines(r.out);
  ASSERT_GE(out.size(), 4u);
  EXPECT_EQ(out[0], lineOf("seat 0", cardsText(v.hands[0], DeckKind::Spanish)));
  EXPECT_EQ(out[1], lineOf("seat 1", cardsText(v.hands[1], DeckKind::Spanish)));
  EXPECT_EQ(out[2], lineOf("trump", cardText(v.faceUp, DeckKind::Spanish)));
  EXPECT_EQ(out[3], lineOf("stock", joinCards(v.stock)));
}

TEST(Cli, LegalAfterMoves) {
  SKIP_WITHOUT_CLI();
  auto game = test::guinote();
  for (int count : {0, 3, 9, 30}) {
    SCOPED_TRACE(count);
    auto state = test::newState(game, 7);
    Rng rng(count);
    auto moves = randomMoves(*state, rng, count);
    std::string expected = "turn: " + std::to_string(state->currentPlayer()) + "\n";
    for (Action a : state->legalActions()) expected += actionText(a, DeckKind::Spanish) + "\n";
    auto r = runBaza({"legal", "--game", "guinote", "--seed", "7", "--moves", joinWords(moves)});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, expected);
  }
}

TEST(Cli, LegalAtTheEndSaysTurnNone) {
  SKIP_WITHOUT_CLI();
  auto game = test::guinote({"length=deal"});
  auto state = test::newState(game, 3);
  Rng rng(3);
  auto moves = randomMoves(*state, rng, 1000);
  ASSERT_TRUE(state->isTerminal());
  auto r =
      runBaza({"legal", "--game", "guinote", "--option", "length=deal", "--seed", "3", "--moves", joinWords(moves)});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "turn: none\n");
  auto j = runBaza(
      {"legal", "--game", "guinote", "--option", "length=deal", "--seed", "3", "--moves", joinWords(moves), "--json"});
  EXPECT_EQ(j.out, "{\"turn\":null,\"legal\":[]}\n");
}

TEST(Cli, IllegalMoveExitsOneNamingTheMoveAndReason) {
  SKIP_WITHOUT_CLI();
  auto game = test::guinote();
  // Random play until the player to move holds a card the rules forbid (arrastre).
  for (uint64_t seed = 1; seed < 50; ++seed) {
    auto state = test::newState(game, seed);
    Rng rng(seed);
    std::vector<std::string> moves;
    while (!state->isTerminal()) {
      CardSet hand = state->dealView().hands[state->currentPlayer()];
      for (Card c : hand) {
        auto why = state->whyIllegal(Action::play(c));
        if (!why || *why == IllegalReason::NotAvailable) continue;
        auto r = runBaza({"legal", "--game", "guinote", "--seed", std::to_string(seed), "--moves",
                          joinWords(moves) + " " + cardText(c, DeckKind::Spanish)});
        EXPECT_EQ(r.status, 1);
        EXPECT_EQ(r.out, "");
        EXPECT_EQ(r.err, "error: move " + std::to_string(moves.size() + 1) + " (" + cardText(c, DeckKind::Spanish) +
                             ") is illegal: " + std::string(reasonText(*why)) + "\n");
        return;
      }
      auto more = randomMoves(*state, rng, 1);
      moves.insert(moves.end(), more.begin(), more.end());
    }
  }
  FAIL() << "no obligation found in random games";
}

TEST(Cli, OtherBadMoves) {
  SKIP_WITHOUT_CLI();
  auto game = test::guinote();
  auto state = test::newState(game, 4);
  Card notMine = state->dealView().hands[1].first();  // seat 0 is to play
  auto r = runBaza({"legal", "--game", "guinote", "--seed", "4", "--moves", cardText(notMine, DeckKind::Spanish)});
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "error: move 1 (" + cardText(notMine, DeckKind::Spanish) + ") is illegal: card not in hand\n");
  Card mine = state->dealView().hands[0].first();
  r = runBaza({"run", "--game", "guinote", "--seed", "4", "--moves", cardText(mine, DeckKind::Spanish) + " 13x"});
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("error: move 2 (13x) is illegal: ", 0), 0u) << r.err;
  r = runBaza({"deal", "--game", "guinote", "--seed", "4", "--moves", "pass"});
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "error: move 1 (pass) is illegal: not available now\n");
}

TEST(Cli, RunPrintsEventsScoresAndADecodableCode) {
  SKIP_WITHOUT_CLI();
  auto game = test::guinote();
  auto state = test::newState(game, 5);
  Rng rng(8);
  auto moves = randomMoves(*state, rng, 60);
  std::string expected;
  for (const Event& e : state->events()) expected += eventText(e, DeckKind::Spanish) + "\n";
  const Scores sc = state->scores();
  for (size_t s = 0; s < sc.sides.size(); ++s)
    expected += "side " + std::to_string(s) + ": points " + std::to_string(sc.sides[s].points) + " cards " +
                std::to_string(sc.sides[s].cardPoints) + " cantes " + std::to_string(sc.sides[s].bonusPoints) +
                " partidas " + std::to_string(sc.sides[s].games) + " cotos " + std::to_string(sc.sides[s].sets) + "\n";
  auto r = runBaza({"run", "--game", "guinote", "--seed", "5", "--moves", joinWords(moves)});
  ASSERT_EQ(r.status, 0) << r.err;
  ASSERT_EQ(r.out.rfind(expected, 0), 0u) << r.out;
  auto rest = lines(r.out.substr(expected.size()));
  ASSERT_EQ(rest.size(), 1u);
  ASSERT_EQ(rest[0].rfind("code: ", 0), 0u);
  auto decoded = decodeCode(rest[0].substr(6));
  ASSERT_TRUE(decoded.ok()) << decoded.error().message;
  EXPECT_TRUE(decoded->isReplay);
  EXPECT_EQ(decoded->seed, 5u);
  EXPECT_EQ(decoded->moves.size(), moves.size());
  EXPECT_TRUE(decoded->moves == state->history());

  // The code reproduces the run; --moves continue after its moves.
  auto again = runBaza({"run", "--code", rest[0].substr(6)});
  EXPECT_EQ(again.out, r.out);
  auto legal = runBaza({"legal", "--code", rest[0].substr(6)});
  auto direct = runBaza({"legal", "--game", "guinote", "--seed", "5", "--moves", joinWords(moves)});
  EXPECT_EQ(legal.out, direct.out);
}

TEST(Cli, RunWithBotsFinishesTheMatchAndNamesTheWinner) {
  SKIP_WITHOUT_CLI();
  auto r = runBaza({"run", "--game", "guinote", "--players", "3", "--seed", "21", "--bots", "easy,random"});
  ASSERT_EQ(r.status, 0) << r.err;
  auto out = lines(r.out);
  ASSERT_GE(out.size(), 5u);
  EXPECT_EQ(out.front().rfind("deal 1 dealer 2 trump ", 0), 0u);
  EXPECT_EQ(out[out.size() - 5].rfind("side 0: points ", 0), 0u);
  EXPECT_EQ(out[out.size() - 2].rfind("winner: side ", 0), 0u);
  auto decoded = decodeCode(out.back().substr(6));
  ASSERT_TRUE(decoded.ok()) << decoded.error().message;
  auto state = test::newState(decoded->game, decoded->seed);
  for (Action a : decoded->moves) ASSERT_TRUE(state->apply(a).ok());
  EXPECT_TRUE(state->isTerminal());
  EXPECT_EQ(out[out.size() - 2], "winner: side " + std::to_string(state->scores().winner));
}

TEST(Cli, JsonOutputs) {
  SKIP_WITHOUT_CLI();
  struct Case {
    std::vector<std::string> args;
    std::vector<std::string> keys;
  };
  const std::vector<Case> cases = {
      {{"deal", "--game", "guinote", "--seed", "1", "--json"},
       {"\"hands\":[[", "\"trump\":", "\"stock\":[", "\"dealer\":3", "\"turn\":0"}},
      {{"legal", "--game", "guinote", "--seed", "1", "--json"}, {"\"turn\":0", "\"legal\":[\""}},
      {{"run", "--game", "guinote", "--seed", "1", "--bots", "random", "--json"},
       {"\"events\":[{\"type\":\"deal\"", "\"scores\":[{\"side\":0", "\"winner\":", "\"code\":\""}},
      {{"simulate", "--game", "guinote", "--games", "50", "--json"},
       {"\"games\":50", "\"deals\":", "\"sides\":[", "\"games_per_second\":"}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.args[0]);
    auto r = runBaza(c.args);
    ASSERT_EQ(r.status, 0) << r.err;
    ASSERT_FALSE(r.out.empty());
    EXPECT_EQ(r.out.front(), '{');
    EXPECT_EQ(r.out.back(), '\n');
    EXPECT_TRUE(isJson(r.out)) << r.out;
    for (const auto& k : c.keys) EXPECT_NE(r.out.find(k), std::string::npos) << k;
  }
}

TEST(Cli, MalformedInputs) {
  SKIP_WITHOUT_CLI();
  auto game = test::guinote();
  auto pack = shuffledPack(*game, 3);
  auto dup = pack;
  dup[5] = dup[6];
  struct Case {
    std::vector<std::string> args;
    int status;
    std::string errStart;
  };
  const std::vector<Case> cases = {
      {{"deal", "--game", "guinote", "--deck", "1o 2o 13o"}, 1, "error: bad --deck 1: not a card: '13o'"},
      {{"deal", "--game", "guinote", "--deck", joinCards(pack), "--deck", "1o"},
       1,
       "error: bad --deck: deck 2 has 1 cards, expected 40"},
      {{"deal", "--game", "guinote", "--deck", joinCards(dup)}, 1, "error: bad --deck: deck 1: "},
      {{"deal", "--game", "guinote", "--cards", "48", "--deck", joinCards(pack)},
       1,
       "error: bad --deck: deck 1 has 40"},
      {{"deal", "--game", "guinote", "--option", "cards=41"}, 2, "error: --option cards=41: value out of range"},
      {{"deal", "--game", "guinote", "--option", "nonsense=1"}, 2, "error: --option nonsense=1: unknown option"},
      {{"deal", "--game", "guinote", "--option", "ceremony"}, 2, "error: --option ceremony: option must be name=value"},
      {{"deal", "--game", "guinote", "--players", "5"}, 2, "error: --players 5: value out of range"},
      {{"deal", "--game", "guinote", "--seed", "12x"}, 2, "error: bad value '12x' for --seed"},
      {{"deal", "--code", "not*a*code"}, 1, "error: bad --code: not a code"},
      {{"deal", "--code", "AQABAwDZPh"}, 1, "error: bad --code: "},
      // Issue 10: a padded option value (80 80 00) that used to abort the tool.
      {{"deal", "--code", "AQABAAIDgIAAtK0"}, 1, "error: bad --code: a number in the code is padded"},
      {{"deal", "--code", encodeShareCode(*game, 3), "--seed", "4"}, 2, "error: --seed cannot be combined with --code"},
      {{"deal"}, 2, "error: --game is required"},
      {{"deal", "--game", "mus"}, 2, "error: unknown game 'mus'"},
      {{"deal", "--game", "guinote", "--frobnicate"}, 2, "error: unknown flag '--frobnicate'"},
      {{"deal", "--game", "guinote", "stray"}, 2, "error: unexpected argument 'stray'"},
      {{"deal", "--game"}, 2, "error: flag --game needs a value"},
      {{"shuffle"}, 2, "error: unknown subcommand 'shuffle'"},
      {{"play", "--players", "2", "--seat", "2"}, 2, "error: bad value '2' for --seat"},
      {{"simulate", "--game", "guinote", "--bots", "genius"}, 2, "error: unknown bot level 'genius'"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(joinWords(c.args));
    auto r = runBaza(c.args);
    EXPECT_EQ(r.status, c.status) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err.rfind(c.errStart, 0), 0u) << r.err;
  }
}

TEST(Cli, ShareCodeGivesTheSameDeal) {
  SKIP_WITHOUT_CLI();
  auto game = test::guinote({"players=3", "cards=48"});
  auto byCode = runBaza({"deal", "--code", encodeShareCode(*game, 77)});
  auto bySeed = runBaza({"deal", "--game", "guinote", "--players", "3", "--cards", "48", "--seed", "77"});
  ASSERT_EQ(byCode.status, 0) << byCode.err;
  EXPECT_EQ(byCode.out, bySeed.out);
}

TEST(Cli, HelpAndUsage) {
  SKIP_WITHOUT_CLI();
  auto r = runBaza({"help"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.rfind("usage: baza", 0), 0u);
  EXPECT_NE(r.out.find("cantes_in_arrastre="), std::string::npos);  // the options come from the specs
  EXPECT_EQ(runBaza({"--help"}).out, r.out);
  EXPECT_EQ(runBaza({"deal", "--help"}).out, r.out);
  auto none = runBaza({});
  EXPECT_EQ(none.status, 2);
  EXPECT_EQ(none.err.rfind("usage: baza", 0), 0u);
}

TEST(Cli, PlayThroughStdin) {
  SKIP_WITHOUT_CLI();
  auto game = test::guinote();
  auto state = test::newState(game, 3);
  const std::string hand = cardsText(state->dealView().hands[0], DeckKind::Spanish);
  auto r = runBaza({"play", "--seed", "3"}, "1\nnonsense\n99\n2\n");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("your turn (seat 0)"), std::string::npos);
  EXPECT_NE(r.out.find("  hand:  " + hand + "\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  moves:  1) "), std::string::npos);
  EXPECT_NE(r.out.find("not an action: 'nonsense'"), std::string::npos);
  EXPECT_NE(r.out.find("no choice 99"), std::string::npos);
  EXPECT_NE(r.out.find("draw 1 ??"), std::string::npos);  // others' draws stay hidden
  EXPECT_NE(r.out.find("quitting"), std::string::npos);
  // The first choice played the first legal action.
  const std::string first = actionText(state->legalActions()[0], DeckKind::Spanish);
  EXPECT_NE(r.out.find("play 0 " + first + "\n"), std::string::npos);
}

TEST(Cli, PlayToTheEnd) {
  SKIP_WITHOUT_CLI();
  std::string input;
  for (int i = 0; i < 200; ++i) input += "1\n";
  auto r = runBaza(
      {"play", "--players", "2", "--seat", "1", "--option", "length=deal", "--seed", "8", "--bots", "easy"}, input);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("your turn (seat 1)"), std::string::npos);
  EXPECT_NE(r.out.find("\nside 0: points "), std::string::npos);
  auto pos = r.out.find("\ncode: ");
  ASSERT_NE(pos, std::string::npos);
  auto code = r.out.substr(pos + 7);
  code.resize(code.find('\n'));
  auto decoded = decodeCode(code);
  ASSERT_TRUE(decoded.ok()) << decoded.error().message;
  auto state = test::newState(decoded->game, decoded->seed);
  for (Action a : decoded->moves) ASSERT_TRUE(state->apply(a).ok());
  EXPECT_TRUE(state->isTerminal());
}

TEST(Cli, SimulatePrintsStatisticsAndSpeed) {
  SKIP_WITHOUT_CLI();
  auto r = runBaza({"simulate", "--game", "guinote", "--games", "300", "--seed", "9", "--option", "length=deal"});
  ASSERT_EQ(r.status, 0) << r.err;
  auto out = lines(r.out);
  auto has = [&](const std::string& prefix) {
    for (const auto& l : out)
      if (l.rfind(prefix, 0) == 0) return true;
    return false;
  };
  EXPECT_TRUE(has("games: 300"));
  EXPECT_TRUE(has("deals: 300"));
  EXPECT_TRUE(has("side 0: wins "));
  EXPECT_TRUE(has("side 1: wins "));
  EXPECT_TRUE(has("games per second: "));
  EXPECT_TRUE(has("deals per second: "));
  // The same seed gives the same statistics; bots other than random work too.
  auto again = runBaza({"simulate", "--game", "guinote", "--games", "300", "--seed", "9", "--option", "length=deal"});
  EXPECT_EQ(r.out.substr(0, r.out.find("seconds:")), again.out.substr(0, again.out.find("seconds:")));
  auto greedy =
      runBaza({"simulate", "--game", "guinote", "--players", "3", "--games", "20", "--bots", "easy,random"});
  EXPECT_EQ(greedy.status, 0) << greedy.err;
  EXPECT_NE(greedy.out.find("side 2: wins "), std::string::npos);
}

TEST(Cli, SimulateRandomMatchesRunWithRandomBots) {
  SKIP_WITHOUT_CLI();
  // Game i of simulate is the match --seed S+i played by the same bots.
  auto sim = runBaza({"simulate", "--game", "guinote", "--games", "1", "--seed", "12", "--json"});
  auto run = runBaza({"run", "--game", "guinote", "--seed", "12", "--bots", "random"});
  ASSERT_EQ(sim.status, 0);
  ASSERT_EQ(run.status, 0);
  auto winnerLine = run.out.find("winner: side ");
  ASSERT_NE(winnerLine, std::string::npos);
  const std::string side = run.out.substr(winnerLine + 13, 1);
  EXPECT_NE(sim.out.find("{\"side\":" + side + ",\"wins\":1,"), std::string::npos) << sim.out;
}
