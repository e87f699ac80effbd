// Game records (core/records): PBN for Whist and the text record for every game
// round-trip their codes, agree with the engine's own hands, and a malformed record is
// an error that says where (line and column).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "GameRegistry.h"
#include "Rng.h"
#include "ShareCode.h"
#include "records/Records.h"

namespace baza {
namespace {

// A replay code of `game` from `seed` after up to `moves` random legal actions.
std::string randomCode(const std::shared_ptr<const Game>& game, uint64_t seed, int moves) {
  auto s = game->newMatch(MatchSetup{seed, {}, true});  // history() is kept only with record on
  EXPECT_TRUE(s.ok());
  Rng rng(seed * 7919 + 1);
  for (int k = 0; k < moves && !(*s)->isTerminal(); ++k) {
    ActionList legal = (*s)->legalActions();
    EXPECT_TRUE((*s)->apply(legal[static_cast<int>(rng.below(static_cast<uint32_t>(legal.size())))]).ok());
  }
  return encodeReplayCode(*game, seed, (*s)->history());
}

std::string withoutLine(const std::string& text, const std::string& start) {
  const size_t at = text.find(start);
  return at == std::string::npos ? text : text.substr(0, at) + text.substr(text.find('\n', at) + 1);
}

std::string tagValue(const std::string& text, const std::string& name) {
  const size_t at = text.find("[" + name + " \"");
  return at == std::string::npos ? "" : text.substr(at + name.size() + 3, text.find('"', at + name.size() + 3) - at - name.size() - 3);
}

// The PBN Deal's hand of direction d (N E S W) in our card notation, id order: "2S 5S … AC".
std::string pbnHand(const std::string& deal, int d) {
  std::string hand = deal.substr(2);
  for (int k = 0; k < d; ++k) hand = hand.substr(hand.find(' ') + 1);
  hand = hand.substr(0, hand.find(' '));
  CardSet cards;
  int suit = 0;
  for (char c : hand) {
    if (c == '.') { ++suit; continue; }
    cards.add(*parseCard(std::string{c, "SHDC"[suit]}, DeckKind::French));
  }
  return cardsText(cards, DeckKind::French);
}

TEST(Records, PbnRoundTripsTwoHundredWhistDealsAndAgreesWithTheEngineHands) {
  auto whist = makeGame("whist");
  for (uint64_t seed = 1000; seed < 1200; ++seed) {
    const int moves = static_cast<int>(seed % 60);  // partial deals, whole ones, the next deal's first cards
    const std::string code = randomCode(*whist, seed, moves);
    auto pbn = writeRecord(code, "pbn");
    ASSERT_TRUE(pbn.ok()) << pbn.error().message;
    auto back = readRecord(*pbn);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(*back, code) << *pbn;
    // The hands are the engine's (what `baza deal` prints), seat s = N E S W.
    auto decoded = decodeCode(code);
    ASSERT_TRUE(decoded.ok()) << decoded.error().message;
    if (moves <= 52) {
      auto start = (*whist)->newMatch(decoded->setup());
      for (int seat = 0; seat < 4; ++seat)
        EXPECT_EQ(pbnHand(tagValue(*pbn, "Deal"), seat), cardsText((*start)->dealView().hands[static_cast<size_t>(seat)], DeckKind::French));
    }
    // Without our BazaCode, the plain PBN (what DDS or BBO give) replays the same deal and
    // play, as a dealt code, and is written back the same.
    if (moves <= 52) {
      const std::string plain = withoutLine(*pbn, "[BazaCode");
      auto dealt = readRecord(plain);
      ASSERT_TRUE(dealt.ok()) << dealt.error().message << "\n" << plain;
      auto d = decodeCode(*dealt);
      ASSERT_TRUE(d.ok());
      EXPECT_EQ(d->moves.size(), decoded->moves.size());
      auto again = writeRecord(*dealt, "pbn");
      EXPECT_EQ(withoutLine(*again, "[BazaCode"), plain);
    }
  }
}

TEST(Records, TextRecordsRoundTripRandomGamesOfEveryGameAndPlayerCount) {
  for (const GameInfo& info : allGames())
    for (int players = 2; players <= 4; ++players) {
      auto game = makeGame(info.name, {"players=" + std::to_string(players)});
      if (!game) continue;  // not a player count of this game
      for (uint64_t seed = 1; seed <= 3; ++seed) {
        const std::string code = randomCode(*game, seed, seed == 3 ? 40 : 100000);  // a whole match, and part of one
        if (seed != 3) EXPECT_GT(decodeCode(code)->moves.size(), 100u);  // a whole match is several deals
        auto text = writeRecord(code, "text", {.event = "test", .players = {"Ana", "Bea \"B\""}});
        ASSERT_TRUE(text.ok()) << text.error().message;
        auto back = readRecord(*text);
        ASSERT_TRUE(back.ok()) << info.name << " players=" << players << ": " << back.error().message << "\n" << *text;
        EXPECT_EQ(*back, code);
        EXPECT_EQ(*writeRecord(*back, "text", {.event = "test", .players = {"Ana", "Bea \"B\""}}), *text);
      }
    }
}

struct Where {
  int line, column;
  std::string says;
};

Where errorOf(const std::string& record) {
  auto r = readRecord(record);
  EXPECT_FALSE(r.ok()) << record;
  if (r.ok()) return {0, 0, ""};
  EXPECT_EQ(errorCodeName(r.error()), "record");
  return {r.error().line, r.error().column, r.error().message};
}

TEST(Records, MalformedRecordsSayWhereAndWhat) {
  const std::string head = "[Game \"guinote\"]\n[Seed \"1\"]\n\n";
  auto truncated = errorOf("[Game \"guinote\"]\n[Seed \"1");
  EXPECT_EQ(truncated.line, 2);
  EXPECT_EQ(truncated.column, 9);
  EXPECT_NE(truncated.says.find("expected '\"'"), std::string::npos) << truncated.says;

  auto wrongCard = errorOf(head + "1e 13x");
  EXPECT_EQ(wrongCard.line, 4);
  EXPECT_EQ(wrongCard.column, 4);
  EXPECT_NE(wrongCard.says.find("expected a move"), std::string::npos) << wrongCard.says;

  auto unknownGame = errorOf("[Game \"chess\"]\n");
  EXPECT_EQ(unknownGame.line, 1);
  EXPECT_EQ(unknownGame.column, 8);
  EXPECT_NE(unknownGame.says.find("unknown game 'chess'"), std::string::npos);

  auto badOption = errorOf("[Game \"guinote\"]\n[Options \"cards=41\"]\n");
  EXPECT_EQ(badOption.line, 2);
  EXPECT_EQ(badOption.column, 11);

  auto twice = errorOf(head + "[Seed \"2\"]");
  EXPECT_EQ(twice.line, 4);
  EXPECT_NE(twice.says.find("appears twice"), std::string::npos);

  auto unclosed = errorOf(head + "{a comment\n1e");
  EXPECT_EQ(unclosed.line, 4);
  EXPECT_EQ(unclosed.column, 1);

  auto tooLong = errorOf(head + std::string(kMaxRecordChars, ' '));
  EXPECT_NE(tooLong.says.find("too long"), std::string::npos);

  auto nothing = errorOf("hello");
  EXPECT_EQ(nothing.line, 1);
  EXPECT_EQ(nothing.column, 1);
}

TEST(Records, MalformedPbnSaysWhere) {
  const std::string deal = "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n";
  auto ok = readRecord(deal + "[Contract \"1S\"][Declarer \"W\"]");  // W holds only clubs: no spade to turn
  ASSERT_FALSE(ok.ok());
  EXPECT_EQ(ok.error().line, 2);
  EXPECT_NE(ok.error().message.find("no trump"), std::string::npos) << ok.error().message;

  auto duplicate = readRecord("[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. A...KQJT98765432\"]");
  ASSERT_FALSE(duplicate.ok());
  EXPECT_EQ(duplicate.error().column, 61);  // the second SA, W's first card
  EXPECT_NE(duplicate.error().message.find("SA appears twice"), std::string::npos) << duplicate.error().message;

  auto notrump = readRecord(deal + "[Contract \"3NT\"]");
  ASSERT_FALSE(notrump.ok());
  EXPECT_NE(notrump.error().message.find("NT"), std::string::npos);

  // W deals (Play "N"): clubs are trumps; N leads SA, E must follow but holds no spade... E plays a heart.
  auto play = readRecord(deal + "[Contract \"1C\"]\n[Play \"N\"]\nSA HA DA CA\nS2 HK DK -\n*");
  ASSERT_TRUE(play.ok()) << play.error().message;
  EXPECT_EQ(decodeCode(*play)->moves.size(), 4u);
  auto wrong = readRecord(deal + "[Contract \"1C\"]\n[Play \"N\"]\nSA HA DA CA\nHK S2 DK C2\n*");
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().line, 5);    // W won the first trick with his trump and leads C2;
  EXPECT_EQ(wrong.error().column, 1);  // then N, whose column holds HK, a card he does not hold
  EXPECT_NE(wrong.error().message.find("HK cannot be played by N"), std::string::npos) << wrong.error().message;
}

TEST(Records, DealtCodesRoundTripAndOldCodesAreUnchanged) {
  auto whist = makeGame("whist");
  const std::string plain = randomCode(*whist, 5, 10);
  auto decoded = decodeCode(plain);
  ASSERT_TRUE(decoded.ok());
  EXPECT_TRUE(decoded->deck.empty());
  std::vector<Card> pack;
  for (int k = 0; k < 52; ++k) pack.push_back(Card::of(k / 13, 2 + k % 13));
  const std::string dealt = encodeReplayCode(**whist, 5, {}, pack);
  auto back = decodeCode(dealt);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->deck, pack);
  EXPECT_EQ(encodeReplayCode(*back->game, back->seed, back->moves, back->deck), dealt);
}

// The fuzzer's record seeds (tests/fuzz/corpus/record-*, written by `baza record`) must
// stay records the engine reads, or the fuzzer starts from refused ones.
TEST(Records, FuzzSeedRecordsStayValid) {
  int records = 0;
  for (const auto& entry : std::filesystem::directory_iterator(BAZA_FUZZ_CORPUS_DIR)) {
    if (entry.path().filename().string().rfind("record-", 0) != 0) continue;
    std::stringstream text;
    text << std::ifstream(entry.path(), std::ios::binary).rdbuf();
    auto code = readRecord(text.str());
    EXPECT_TRUE(code.ok()) << entry.path() << ": " << (code ? "" : code.error().message);
    ++records;
  }
  EXPECT_GE(records, 4);
}

}  // namespace
}  // namespace baza
