// Share and replay codes. The byte layout is rebuilt here independently of
// ShareCode.cpp (own CRC, varint and base64url), so these tests pin the format (the
// bytes of versions 1 and 2 are the same; the version names the rules of the moves).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

#include "GameRegistry.h"
#include "Rng.h"
#include "ShareCode.h"

using namespace baza;

namespace {
using Bytes = std::vector<uint8_t>;

uint16_t crc16(const Bytes& b) {  // CRC-16/CCITT-FALSE, bit by bit
  uint16_t crc = 0xFFFF;
  for (uint8_t byte : b)
    for (int i = 7; i >= 0; --i) {
      bool top = ((crc >> 15) & 1) != ((byte >> i) & 1);
      crc = static_cast<uint16_t>(crc << 1);
      if (top) crc ^= 0x1021;
    }
  return crc;
}

std::string base64url(const Bytes& b) {
  static const char* abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string out;
  for (size_t i = 0; i < b.size(); i += 3) {
    uint32_t n = uint32_t{b[i]} << 16 | (i + 1 < b.size() ? b[i + 1] << 8 : 0) | (i + 2 < b.size() ? b[i + 2] : 0);
    size_t chars = std::min<size_t>(4, (b.size() - i) * 4 / 3 + 1);
    for (size_t k = 0; k < chars; ++k) out += abc[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

void varint(Bytes& b, uint64_t v) {
  for (; v >= 128; v >>= 7) b.push_back(static_cast<uint8_t>(v | 128));
  b.push_back(static_cast<uint8_t>(v));
}

std::string codeOf(Bytes b) {  // appends the checksum, then encodes
  uint16_t c = crc16(b);
  b.push_back(static_cast<uint8_t>(c >> 8));
  b.push_back(static_cast<uint8_t>(c));
  return base64url(b);
}

Bytes bytesOf(std::string_view code) {  // inverse of base64url, for valid codes only
  std::string abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  Bytes out;
  uint32_t acc = 0;
  int bits = 0;
  for (char ch : code) {
    acc = acc << 6 | static_cast<uint32_t>(abc.find(ch));
    if ((bits += 6) >= 8) out.push_back(static_cast<uint8_t>(acc >> (bits -= 8)));
  }
  return out;
}

uint8_t guinoteId() { return findGame("guinote")->id; }
uint8_t optionId(std::string_view name) {
  for (const auto& s : *findGame("guinote")->optionSpecs)
    if (s.name == name) return s.id;
  ADD_FAILURE() << "no option " << name;
  return 0;
}

std::shared_ptr<const Game> game(std::vector<std::string> options = {}) {
  auto g = makeGame("guinote", options);
  EXPECT_TRUE(g) << (g ? "" : g.error().message);
  return g ? *g : nullptr;
}

// Up to n legal moves from a fresh match, chosen at random among legalActions().
std::vector<Action> playSome(const Game& g, uint64_t seed, int n) {
  MatchSetup setup;
  setup.seed = seed;
  auto m = g.newMatch(setup);
  EXPECT_TRUE(m);
  std::vector<Action> moves;
  Rng pick(seed + 1);
  for (int i = 0; i < n && !(*m)->isTerminal(); ++i) {
    ActionList legal = (*m)->legalActions();
    Action a = legal[static_cast<int>(pick.below(static_cast<uint32_t>(legal.size())))];
    EXPECT_TRUE((*m)->apply(a));
    moves.push_back(a);
  }
  return moves;
}

Error decodeError(std::string_view code) {
  auto r = decodeCode(code);
  EXPECT_FALSE(r) << "decoded: " << code;
  return r ? Error{ErrorCode::InvalidArgument, "(decoded)"} : r.error();
}

void expectError(std::string_view code, ErrorCode want, std::string_view inMessage) {
  Error e = decodeError(code);
  EXPECT_EQ(e.code, want) << code << ": " << e.message;
  EXPECT_NE(e.message.find(inMessage), std::string::npos) << code << ": " << e.message;
}

// A valid share body (no checksum): default guinote, seed 5.
Bytes shareBody() { return {1, 0, guinoteId(), 5, 0}; }
}  // namespace

TEST(ShareCode, TestHelpersMatchReferenceVectors) {
  EXPECT_EQ(crc16(Bytes{'1', '2', '3', '4', '5', '6', '7', '8', '9'}), 0x29B1);
  EXPECT_EQ(base64url(Bytes{'f', 'o', 'o', 'b', 'a', 'r'}), "Zm9vYmFy");  // RFC 4648
  EXPECT_EQ(base64url(Bytes{'f', 'o'}), "Zm8");
  EXPECT_EQ(base64url(Bytes{0xFB, 0xFF}), "-_8");
}

TEST(ShareCode, FormatIsPinned) {
  auto g = game();  // written as version 2 (Guiñote's vueltas claim once per trick); same bytes as version 1
  EXPECT_EQ(encodeShareCode(*g, 300), codeOf({2, 0, guinoteId(), 0xAC, 0x02, 0}));
  auto g48 = game({"cards=48"});
  EXPECT_EQ(encodeShareCode(*g48, 0), codeOf({2, 0, guinoteId(), 0, 1, optionId("cards"), 96}));  // zigzag(48)
  std::vector<Action> moves = playSome(*g, 9, 3);
  Bytes replay{2, 1, guinoteId(), 9, 0, 3};
  for (Action a : moves) replay.push_back(a.code());
  EXPECT_EQ(encodeReplayCode(*g, 9, moves), codeOf(replay));
}

TEST(ShareCode, ShareRoundTrips) {
  const std::vector<std::vector<std::string>> optionSets = {
      {}, {"cards=48"}, {"players=2"}, {"players=3", "cards=48"}, {"players=2", "strict_table=on", "ceremony=kings"}};
  const uint64_t seeds[] = {0, 1, 127, 128, 0xFFFFFFFFull, std::numeric_limits<uint64_t>::max()};
  for (const auto& opts : optionSets)
    for (uint64_t seed : seeds) {
      auto g = game(opts);
      ASSERT_TRUE(g);
      std::string code = encodeShareCode(*g, seed);
      auto d = decodeCode(code);
      ASSERT_TRUE(d) << code << ": " << d.error().message;
      EXPECT_FALSE(d->isReplay);
      EXPECT_EQ(d->seed, seed);
      EXPECT_TRUE(d->moves.empty());
      EXPECT_EQ(d->game->name(), "guinote");
      EXPECT_TRUE(d->game->options() == g->options()) << d->game->options().describe();
      EXPECT_EQ(encodeShareCode(*d->game, d->seed), code);
    }
}

TEST(ShareCode, ReplayRoundTrips) {
  for (const auto& opts : std::vector<std::vector<std::string>>{{}, {"cards=48"}, {"players=2"}})
    for (int n : {0, 1, 25, 400}) {
      auto g = game(opts);
      ASSERT_TRUE(g);
      std::vector<Action> moves = playSome(*g, 77, n);
      std::string code = encodeReplayCode(*g, 77, moves);
      auto d = decodeCode(code);
      ASSERT_TRUE(d) << d.error().message;
      EXPECT_TRUE(d->isReplay);
      EXPECT_EQ(d->seed, 77u);
      EXPECT_TRUE(d->moves == moves);
      EXPECT_TRUE(d->game->options() == g->options());
    }
}

TEST(ShareCode, EmptyAndBadCharacters) {
  expectError("", ErrorCode::MalformedCode, "empty");
  std::string good = codeOf(shareBody());
  for (std::string bad : std::vector<std::string>{"=", " ", "+", "/", ".", "\xc3\xb1", std::string(1, '\0')}) {
    std::string code = good.substr(0, 3) + bad + good.substr(3);
    expectError(code, ErrorCode::MalformedCode, "not one of A-Z a-z 0-9 - _");
  }
  expectError(good + "=", ErrorCode::MalformedCode, "position " + std::to_string(good.size() + 1));
}

TEST(ShareCode, Truncated) {
  std::string good = codeOf(shareBody());
  for (size_t len = 1; len < good.size(); ++len) {
    Error e = decodeError(good.substr(0, len));
    EXPECT_EQ(e.code, ErrorCode::MalformedCode) << len;
  }
  expectError("A", ErrorCode::MalformedCode, "truncated");
  expectError("AQAB", ErrorCode::MalformedCode, "truncated");  // 3 bytes
  // Checksum fine, content cut short: a varint at the end, a missing option, a missing move.
  expectError(codeOf({1, 0, guinoteId(), 0x85}), ErrorCode::MalformedCode, "truncated");
  expectError(codeOf({1, 0, guinoteId(), 5, 1}), ErrorCode::MalformedCode, "truncated");
  expectError(codeOf({1, 0, guinoteId(), 5, 1, optionId("cards")}), ErrorCode::MalformedCode, "truncated");
  expectError(codeOf({1, 1, guinoteId(), 5, 0}), ErrorCode::MalformedCode, "truncated");
  expectError(codeOf({1, 1, guinoteId(), 5, 0, 3, 0, 0}), ErrorCode::MalformedCode, "truncated");
  Bytes huge{1, 1, guinoteId(), 5, 0};  // 2^60 moves announced: rejected before any allocation
  varint(huge, uint64_t{1} << 60);
  expectError(codeOf(huge), ErrorCode::MalformedCode, "truncated");
}

TEST(ShareCode, Checksum) {
  Bytes b = shareBody();
  uint16_t c = crc16(b) ^ 1;
  b.push_back(static_cast<uint8_t>(c >> 8));
  b.push_back(static_cast<uint8_t>(c));
  expectError(base64url(b), ErrorCode::MalformedCode, "the code is damaged (checksum)");
}

// A version 1 replay code was recorded when the vueltas claim was offered at every
// optional turn (passes the current window no longer asks for): it decodes to a game
// under that rule, replays the same moves, and is written back as version 1. The same
// moves under version 2 are refused. A version 1 share code keeps version 1 too.
TEST(ShareCode, VersionOneReplayKeepsTheOldClaimWindow) {
  auto current = game({"players=2"});
  auto old = current->asCodeVersion(1);
  ASSERT_NE(old, nullptr);
  bool found = false;
  for (uint64_t seed = 1; seed < 60 && !found; ++seed) {
    std::vector<Action> moves = playSome(*old, seed, 600);
    const std::string code = encodeReplayCode(*old, seed, moves);
    Bytes asTwo = bytesOf(code);
    ASSERT_EQ(asTwo.at(0), 1);
    asTwo.resize(asTwo.size() - 2);  // drop the checksum, then say version 2
    asTwo[0] = 2;
    if (decodeCode(codeOf(asTwo))) continue;  // these moves are legal under the current window too
    found = true;
    auto d = decodeCode(code);
    ASSERT_TRUE(d) << d.error().message;
    EXPECT_EQ(d->game->codeVersion(), 1);
    EXPECT_TRUE(d->moves == moves);
    EXPECT_EQ(encodeReplayCode(*d->game, d->seed, d->moves), code);
    auto share = decodeCode(encodeShareCode(*old, seed));
    ASSERT_TRUE(share);
    EXPECT_EQ(share->game->codeVersion(), 1);
    EXPECT_EQ(encodeShareCode(*share->game, seed), encodeShareCode(*old, seed));
    auto fresh = decodeCode(encodeShareCode(*current, seed));  // a code of today: the current rules
    ASSERT_TRUE(fresh);
    EXPECT_EQ(fresh->game->codeVersion(), 2);
  }
  EXPECT_TRUE(found) << "no random match passed at a window the current rules do not open";
}

TEST(ShareCode, VersionKindAndGame) {
  for (uint8_t v : {0, 3, 255}) {
    Bytes b = shareBody();
    b[0] = v;
    expectError(codeOf(b), ErrorCode::UnsupportedVersion, "version " + std::to_string(v));
  }
  Bytes kind = shareBody();
  kind[1] = 4;  // 0, 1 and the dealt codes 2, 3 are kinds
  expectError(codeOf(kind), ErrorCode::MalformedCode, "unknown code kind 4");
  int unknown = 0;
  while (unknown < 256 && findGameById(static_cast<uint8_t>(unknown))) ++unknown;
  ASSERT_LT(unknown, 256);
  Bytes g = shareBody();
  g[2] = static_cast<uint8_t>(unknown);
  expectError(codeOf(g), ErrorCode::MalformedCode, "unknown game id");
}

TEST(ShareCode, BadOptions) {
  int unknown = 1;
  for (const auto& s : *findGame("guinote")->optionSpecs)
    if (s.id >= unknown) unknown = s.id + 1;
  ASSERT_LT(unknown, 256);
  const uint8_t cards = optionId("cards");
  expectError(codeOf({1, 0, guinoteId(), 5, 1, static_cast<uint8_t>(unknown), 0}), ErrorCode::MalformedCode,
              "unknown option id");
  expectError(codeOf({1, 0, guinoteId(), 5, 1, cards, 82}), ErrorCode::MalformedCode, "out of range");  // 41
  expectError(codeOf({1, 0, guinoteId(), 5, 1, cards, 81}), ErrorCode::MalformedCode, "out of range");  // -41
  Bytes big{1, 0, guinoteId(), 5, 1, cards};
  varint(big, uint64_t{1} << 40);  // beyond int
  expectError(codeOf(big), ErrorCode::MalformedCode, "out of range");
  expectError(codeOf({1, 0, guinoteId(), 5, 2, cards, 96, cards, 96}), ErrorCode::MalformedCode, "twice");
}

TEST(ShareCode, VarintOverflow) {
  Bytes eleven{1, 0, guinoteId()};  // 11 bytes
  for (int i = 0; i < 10; ++i) eleven.push_back(0x80);
  eleven.push_back(0x01);
  eleven.push_back(0);
  expectError(codeOf(eleven), ErrorCode::MalformedCode, "too large");
  Bytes bit64{1, 0, guinoteId()};  // 10 bytes holding a 65th bit
  for (int i = 0; i < 9; ++i) bit64.push_back(0xFF);
  bit64.push_back(0x02);
  bit64.push_back(0);
  expectError(codeOf(bit64), ErrorCode::MalformedCode, "too large");
}

TEST(ShareCode, TrailingBytes) {
  Bytes b = shareBody();
  b.push_back(0);
  expectError(codeOf(b), ErrorCode::MalformedCode, "trailing");
  Bytes r{1, 1, guinoteId(), 5, 0, 0, 0};  // zero moves, then one byte too many
  expectError(codeOf(r), ErrorCode::MalformedCode, "trailing");
}

TEST(ShareCode, IllegalMoves) {
  auto g = game();
  std::vector<Action> moves = playSome(*g, 11, 6);
  ASSERT_EQ(moves.size(), 6u);
  MatchSetup setup;
  setup.seed = 11;
  auto m = g->newMatch(setup);
  for (Action a : moves) ASSERT_TRUE((*m)->apply(a));
  Action bad;  // any card the rules forbid now
  bool found = false;
  for (int id = 0; id < 64 && !found; ++id) {
    Action a = Action::play(Card(static_cast<uint8_t>(id)));
    if (auto why = (*m)->whyIllegal(a)) {
      bad = a;
      found = true;
    }
  }
  ASSERT_TRUE(found);
  std::string why(reasonText(*(*m)->whyIllegal(bad)));
  moves.push_back(bad);
  expectError(encodeReplayCode(*g, 11, moves), ErrorCode::MalformedCode,
              "move 7 (" + actionText(bad, DeckKind::Spanish) + ") is illegal: " + why);
  moves.back() = Action::fromCode(100);  // not an action code at all
  expectError(encodeReplayCode(*g, 11, moves), ErrorCode::MalformedCode, "move 7 (code 100) is not an action");
}

TEST(ShareCode, MoveAfterTheEnd) {
  auto g = game({"length=deal"});
  ASSERT_TRUE(g);
  std::vector<Action> moves = playSome(*g, 3, 5000);
  ASSERT_TRUE(decodeCode(encodeReplayCode(*g, 3, moves)));
  moves.push_back(Action::pass());
  expectError(encodeReplayCode(*g, 3, moves), ErrorCode::MalformedCode,
              "move " + std::to_string(moves.size()) + " (pass) is illegal: the match is over");
}

// CRC-16 catches every single-bit error, and canonical base64 makes every
// character-level flip change the bytes or fail outright.
TEST(ShareCode, SingleBitFlipsAreRejected) {
  auto g = game({"cards=48"});
  std::vector<std::string> codes = {encodeShareCode(*g, 123456789), encodeReplayCode(*g, 4, playSome(*g, 4, 20))};
  for (const std::string& code : codes) {
    ASSERT_TRUE(decodeCode(code));
    Bytes bytes = bytesOf(code);
    for (size_t i = 0; i < bytes.size(); ++i)
      for (int bit = 0; bit < 8; ++bit) {
        Bytes flipped = bytes;
        flipped[i] ^= static_cast<uint8_t>(1 << bit);
        EXPECT_FALSE(decodeCode(base64url(flipped))) << "byte " << i << " bit " << bit;
      }
    for (size_t i = 0; i < code.size(); ++i)
      for (int bit = 0; bit < 8; ++bit) {
        std::string flipped = code;
        flipped[i] = static_cast<char>(flipped[i] ^ (1 << bit));
        EXPECT_FALSE(decodeCode(flipped)) << "char " << i << " bit " << bit;
      }
  }
}

// Issue 10, finding 1: option 3 = 0 written as the padded varint 80 80 00 still fits
// the "2 bytes per option" count check; the second option's id then lies past the
// end. The decoder read it unchecked and aborted (std::bad_variant_access).
TEST(ShareCode, PaddedOptionValueFromTheIssueIsAnError) {
  // Guiñote, seed 0, 2 options announced, option 3 = 80 80 00; then the checksum.
  EXPECT_EQ(codeOf({1, 0, guinoteId(), 0, 2, optionId("caballo_over_sota"), 0x80, 0x80, 0}), "AQABAAIDgIAAtK0");
  expectError("AQABAAIDgIAAtK0", ErrorCode::MalformedCode, "padded");
  // The same count trick with a canonical value: the second option's id is missing.
  expectError(codeOf({1, 0, guinoteId(), 0, 2, optionId("cards"), 96, 0}), ErrorCode::MalformedCode, "truncated");
}

// Every number has one form: the shortest. A padded seed, option value or move count
// (last byte 0 after the first) is refused, so each decoded code has exactly one text.
TEST(ShareCode, PaddedNumbersAreRejected) {
  expectError(codeOf({1, 0, guinoteId(), 0x85, 0x00, 0}), ErrorCode::MalformedCode, "padded");  // seed 5
  expectError(codeOf({1, 0, guinoteId(), 0x80, 0x80, 0x00, 0}), ErrorCode::MalformedCode, "padded");  // seed 0
  expectError(codeOf({1, 0, guinoteId(), 5, 1, optionId("cards"), 0xE0, 0x00}), ErrorCode::MalformedCode,
              "padded");  // cards 48 as E0 00
  expectError(codeOf({1, 1, guinoteId(), 5, 0, 0x80, 0x00}), ErrorCode::MalformedCode, "padded");  // 0 moves
  Bytes tenBytes{1, 0, guinoteId()};  // 2^63 in ten bytes is canonical: still accepted
  for (int i = 0; i < 9; ++i) tenBytes.push_back(0x80);
  tenBytes.push_back(0x01);
  tenBytes.push_back(0);
  auto d = decodeCode(codeOf(tenBytes));
  ASSERT_TRUE(d) << d.error().message;
  EXPECT_EQ(d->seed, uint64_t{1} << 63);
}

TEST(ShareCode, OptionsOutOfOrderOrAtTheirDefaultAreRejected) {
  const uint8_t cards = optionId("cards"), players = optionId("players"), strict = optionId("strict_table");
  ASSERT_LT(players, cards);
  ASSERT_TRUE(decodeCode(codeOf({1, 0, guinoteId(), 5, 2, players, 4, cards, 96})));  // players=2 cards=48
  expectError(codeOf({1, 0, guinoteId(), 5, 2, cards, 96, players, 4}), ErrorCode::MalformedCode, "out of order");
  expectError(codeOf({1, 0, guinoteId(), 5, 1, cards, 80}), ErrorCode::MalformedCode, "default");   // cards=40
  expectError(codeOf({1, 0, guinoteId(), 5, 1, strict, 0}), ErrorCode::MalformedCode, "default");   // off
}

// Codes of every game, mutated byte by byte with a good checksum: decoding never
// crashes, and a code that decodes is exactly what the encoder writes for it.
TEST(ShareCode, ResignedMutationsDecodeOnlyToCanonicalCodes) {
  std::vector<std::string> codes;
  for (const GameInfo& info : allGames()) {
    auto g = makeGame(info.name);
    ASSERT_TRUE(g);
    codes.push_back(encodeShareCode(**g, 300));
    codes.push_back(encodeReplayCode(**g, 8, playSome(**g, 8, 6)));
  }
  int decoded = 0;
  for (const std::string& code : codes) {
    Bytes body = bytesOf(code);
    body.resize(body.size() - 2);
    for (size_t i = 0; i < body.size(); ++i)
      for (int v : {0x00, 0x01, 0x02, 0x03, 0x04, 0x7F, 0x80, 0x81, 0xFF}) {
        for (bool insert : {false, true}) {
          Bytes m = body;
          if (insert) m.insert(m.begin() + static_cast<long>(i), static_cast<uint8_t>(v));
          else m[i] = static_cast<uint8_t>(v);
          const std::string text = codeOf(m);
          auto d = decodeCode(text);
          if (!d) continue;
          ++decoded;
          const std::string again = d->isReplay ? encodeReplayCode(*d->game, d->seed, d->moves)
                                                : encodeShareCode(*d->game, d->seed);
          EXPECT_EQ(again, text);
        }
      }
  }
  EXPECT_GT(decoded, 20);  // the mutations do reach valid codes, not only errors
}

// The fuzzer starts from tests/fuzz/corpus (MakeSeedCorpus.cpp): its share-* and
// replay-* seeds must stay valid codes of the current engine, or the structure-aware
// mutator starts from refused codes. (replay-4p-rules had gone stale this way.)
TEST(ShareCode, FuzzSeedCodesStayValid) {
  int codes = 0;
  for (const auto& entry : std::filesystem::directory_iterator(BAZA_FUZZ_CORPUS_DIR)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("share-", 0) != 0 && name.rfind("replay-", 0) != 0) continue;
    std::stringstream text;
    text << std::ifstream(entry.path(), std::ios::binary).rdbuf();
    auto d = decodeCode(text.str());
    EXPECT_TRUE(d) << name << ": " << (d ? "" : d.error().message)
                   << " (regenerate: see tests/fuzz/MakeSeedCorpus.cpp)";
    ++codes;
  }
  EXPECT_GE(codes, 8);
}

// The page words a bad link by the error's stable code (errorCodeName, sent as "code"
// next to the English detail): each way a code can be wrong has its own.
TEST(ShareCode, EveryRejectionCarriesThePagesCode) {
  auto codeName = [](std::string_view code) { return std::string(errorCodeName(decodeError(code))); };
  std::string good = codeOf(shareBody());
  EXPECT_EQ(codeName(""), "code-empty");
  EXPECT_EQ(codeName(good.substr(0, 3) + "=" + good.substr(3)), "code-character");
  EXPECT_EQ(codeName("AQAB"), "code-truncated");
  EXPECT_EQ(codeName(good.substr(0, good.size() - 1)), "code-truncated");
  Bytes flipped = shareBody();
  uint16_t c = crc16(flipped) ^ 1;
  flipped.push_back(static_cast<uint8_t>(c >> 8));
  flipped.push_back(static_cast<uint8_t>(c));
  EXPECT_EQ(codeName(base64url(flipped)), "code-damaged");
  Bytes trailing = shareBody();
  trailing.push_back(0);
  EXPECT_EQ(codeName(codeOf(trailing)), "code-damaged");
  Bytes version = shareBody();
  version[0] = kCodeVersion + 1;  // a code from a newer page
  EXPECT_EQ(codeName(codeOf(version)), "unsupported-version");
  Bytes kind = shareBody();
  kind[1] = 4;
  EXPECT_EQ(codeName(codeOf(kind)), "code-kind");
  Bytes unknownGame = shareBody();
  unknownGame[2] = 200;
  ASSERT_EQ(findGameById(200), nullptr);
  EXPECT_EQ(codeName(codeOf(unknownGame)), "code-game");
  const uint8_t cards = optionId("cards");
  EXPECT_EQ(codeName(codeOf({1, 0, guinoteId(), 5, 2, cards, 96, cards, 96})), "code-options");
  auto g = game();
  std::vector<Action> moves = playSome(*g, 11, 3);
  moves.push_back(Action::fromCode(100));
  EXPECT_EQ(codeName(encodeReplayCode(*g, 11, moves)), "code-moves");
}

TEST(ShareCode, ErrorCodesAreAllListedOnce) {
  const auto& all = allErrorCodes();
  std::set<std::string_view> seen(all.begin(), all.end());
  EXPECT_EQ(seen.size(), all.size());
  EXPECT_EQ(seen.count(""), 0u);
  EXPECT_TRUE(seen.count(errorCodeName(makeError(ErrorCode::GameOver, "over"))));
  EXPECT_TRUE(seen.count(errorCodeName(makeError(ErrorCode::MalformedCode, "x", ErrorKey::Hidden))));
}
