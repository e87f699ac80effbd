// RULES.md, Belote, "Scoring" and capote (source, "El carteo"; the usual French
// rules where the source page is silent). The taking side must score more than the
// defenders (card points, dix de der, counted declarations, belote, capote);
// otherwise, "dedans", the defenders score everything and the taker keeps only his
// belote; an exact tie, "litige", lets the defenders score theirs while the taker's
// points wait for the winner of the next deal. A side taking no trick gives its
// opponents 100 (three players: 100 to the one who leaves both others without a
// trick, 50 to each of two when one alone is left without). Game to 1000 (options
// 501, 2000).
//
// The packs below are explicit (top card first); each is also the first deal of the
// seed next to it, so later deals come from that seed. Every seat plays the dull
// policy of BeloteScript.h: take in round one, announce and say belote when offered,
// else the first legal card.
#include <gtest/gtest.h>

#include "BeloteScript.h"

namespace baza::test {
namespace {

using namespace bel;

struct Pack {
  uint64_t seed;
  const char* cards;
};

std::unique_ptr<GameState> dealt(const std::vector<std::string>& options, const Pack& pack) {
  auto game = belote(options);
  auto s = newState(game, pack.seed, {fcards(pack.cards)});
  auto seeded = newState(game, pack.seed);
  EXPECT_EQ(s->dealView().hands, seeded->dealView().hands) << "the pack is not the seed's first deal";
  return s;
}

std::vector<int> tricksBySide(const GameState& s) {
  std::vector<int> out(s.game().numSides());
  for (const Event& e : eventsOf(s, EventKind::TrickWon)) ++out[e.side];
  return out;
}

std::vector<int> totals(const GameState& s) {
  std::vector<int> out;
  for (const auto& side : s.scores().sides) out.push_back(side.points);
  return out;
}

const Pack kCapoteFour = {42, "KH 7S JS 8D KC JC 8H QH 9S 9C KD 7C 7H QD 8S JD AH 7D TD KS 9D TH AS AD QC AC JH TS QS 9H TC 8C"};

TEST(BeloteRulesScoring, CapoteWithFourPlayers) {
  // Seat 0 takes diamonds; seats 1 and 3 take every trick.
  auto s = dealt({"length=deal"}, kCapoteFour);
  finishDealsSaying(*s);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(tricksBySide(*s), (std::vector<int>{0, 8}));
  const auto capotes = eventsOf(*s, EventKind::Capote);
  ASSERT_EQ(capotes.size(), 1u);
  EXPECT_EQ(capotes[0].side, 1);
  EXPECT_EQ(capotes[0].points, 100);
  EXPECT_EQ(eventText(capotes[0], DeckKind::French), "capote side 1 points 100");
  // 162 card points, 100 of declarations (two quartes), 100 of capote: all to side 1.
  EXPECT_EQ(lastOf(*s, EventKind::ContractResult).verdict, ContractVerdict::Dedans);
  EXPECT_EQ(totals(*s), (std::vector<int>{0, 362}));
}

TEST(BeloteRulesScoring, CapoteWithTwoPlayers) {
  auto s = dealt({"players=2", "length=deal"},
                 {72, "9S KD AC 9C AH JC TH KH QC AS 7C QD 7S JS JH TS TC QH KC 8D 8S KS TD 8C 7D AD 7H JD 9D 8H 9H QS"});
  finishDealsSaying(*s);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(tricksBySide(*s), (std::vector<int>{9, 0}));
  const Event c = lastOf(*s, EventKind::Capote);
  EXPECT_EQ(c.side, 0);  // the opponent of the player without a trick
  EXPECT_EQ(c.points, 100);
  // Two players play 18 of the 32 cards: here 122 card points + 10 de der, a tierce, the capote.
  EXPECT_EQ(lastScores(*s)[0].points, 132);
  EXPECT_EQ(lastOf(*s, EventKind::ContractResult).verdict, ContractVerdict::Made);
  EXPECT_EQ(totals(*s), (std::vector<int>{252, 0}));
}

TEST(BeloteRulesScoring, CapoteOfBothOthersWithThreePlayers) {
  auto s = dealt({"players=3", "length=deal"},
                 {538, "TD KS JD KH KC 8H AC KD 9S 8S QC QH JC 9D 8D JS JH 7S TS 9C QS TC 7C AD TH AS AH QD 7D 8C 7H 9H"});
  finishDealsSaying(*s);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(tricksBySide(*s), (std::vector<int>{0, 0, 9}));
  const auto capotes = eventsOf(*s, EventKind::Capote);
  ASSERT_EQ(capotes.size(), 1u);
  EXPECT_EQ(capotes[0].side, 2);
  EXPECT_EQ(capotes[0].points, 100);
  // The taker (seat 0) is dedans but keeps his belote; seat 2 scores the rest.
  EXPECT_EQ(countOf(*s, EventKind::Belote), 2);
  EXPECT_EQ(totals(*s), (std::vector<int>{20, 0, 162 + 20 + 100}));
}

TEST(BeloteRulesScoring, CapoteOfOneWithThreePlayers) {
  auto s = dealt({"players=3", "length=deal"},
                 {16, "AS JS KS AH 7H QS AD QH KH TH 8D 7C 9S QC TC QD 7S 7D 8H JC AC 8S 8C JD TS 9H KC 9D KD JH TD 9C"});
  finishDealsSaying(*s);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(tricksBySide(*s)[0], 0);
  const auto capotes = eventsOf(*s, EventKind::Capote);
  ASSERT_EQ(capotes.size(), 2u);
  EXPECT_EQ(capotes[0].side, 1);
  EXPECT_EQ(capotes[0].points, 50);
  EXPECT_EQ(capotes[1].side, 2);
  EXPECT_EQ(capotes[1].points, 50);
  EXPECT_EQ(totals(*s), (std::vector<int>{0, 37 + 50, 91 + 20 + 50}));
}

const Pack kLitigeThree = {126, "KC TD AD 8H 9S QS 7S 8D QH JS AS 9H 7H QD JC 9D TC 7C AH 8C JD KS KH 8S 7D AC QC KD TH JH TS 9C"};

TEST(BeloteRulesScoring, TheContractMadeScoresEachSideItsOwn) {
  // Three players: deal 1 is a litige of 44 (seat 0 against seat 1); in deal 2 seat 1 takes and makes it.
  auto m = dealt({"players=3"}, kLitigeThree);
  finishDealsSaying(*m);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(lastOf(*m, EventKind::ContractResult).verdict, ContractVerdict::Litige);
  EXPECT_EQ(totals(*m), (std::vector<int>{0, 44, 34}));  // the defenders score theirs
  finishDealsSaying(*m);
  ASSERT_FALSE(HasFatalFailure());
  const Event r = lastOf(*m, EventKind::ContractResult);
  EXPECT_EQ(r.verdict, ContractVerdict::Made);
  EXPECT_EQ(r.player, 1);
  EXPECT_EQ(r.points, 145);
  EXPECT_EQ(r.defenders, 119);
  const auto scores = lastScores(*m);
  for (const Event& e : scores) EXPECT_TRUE(e.counted);  // every side keeps its points
  // Seat 1, the taker who makes deal 2, also wins deal 1's 44.
  EXPECT_EQ(totals(*m), (std::vector<int>{0 + 20, 44 + 95 + 50 + 44, 34 + 49 + 70}));
  EXPECT_EQ(eventText(r, DeckKind::French), "result taker 1 side 1 trump H made points 145 defenders 119 held 0");
}

TEST(BeloteRulesScoring, DedansGivesEverythingButTheBeloteToTheDefenders) {
  // Seat 0 takes diamonds, says belote and rebelote; his partner's tierce counts;
  // 59 + 20 + 20 = 99 against 103.
  auto s = dealt({"length=deal"},
                 {53, "7H 9C KS 8C 8D JH JS TS QC 7C QS AS TH KC 9H AH JC AC TD AD 9D QD KD QH TC 7D 7S 9S 8H JD 8S KH"});
  finishDealsSaying(*s);
  ASSERT_FALSE(HasFatalFailure());
  const Event r = lastOf(*s, EventKind::ContractResult);
  EXPECT_EQ(r.verdict, ContractVerdict::Dedans);
  EXPECT_EQ(r.points, 99);
  EXPECT_EQ(r.defenders, 103);
  const auto scores = lastScores(*s);
  EXPECT_EQ(scores[0].points, 59);
  EXPECT_EQ(scores[0].bonus, 40);
  EXPECT_FALSE(scores[0].counted);  // the taker's side does not keep its points
  EXPECT_EQ(totals(*s), (std::vector<int>{20, 103 + 79}));
  EXPECT_EQ(s->scores().winner, 1);
}

TEST(BeloteRulesScoring, DedansWithThreePlayersIsSplitBetweenTheDefenders) {
  // Seat 0's 69 (19 card points and a quarte) go to seats 1 and 2: 35 and 34, the odd
  // point to the first after the mano.
  auto s = dealt({"players=3", "length=deal"},
                 {1, "TD JS QD TC KH JC TH KC KD 8D 8H 8C 8S AH KS 7H JD AD 9H 9D 7D QS AC QH QC 9S 7C JH 9C 7S TS AS"});
  finishDealsSaying(*s);
  ASSERT_FALSE(HasFatalFailure());
  const Event r = lastOf(*s, EventKind::ContractResult);
  EXPECT_EQ(r.verdict, ContractVerdict::Dedans);
  EXPECT_EQ(r.points, 69);
  EXPECT_EQ(totals(*s), (std::vector<int>{0, 36 + 20 + 35, 86 + 34}));
}

const Pack kLitigeFour = {156, "7H AS JD KD 7C JC 8C 8D AD KC AH TD 7S KH 9D QC QD AC 8S 9S 8H TC JS 7D QS 9C TS TH 9H QH KS JH"};

TEST(BeloteRulesScoring, LitigeHoldsTheTakersPointsForTheNextDeal) {
  auto s = dealt({}, kLitigeFour);
  finishDealsSaying(*s);
  ASSERT_FALSE(HasFatalFailure());
  const Event r = lastOf(*s, EventKind::ContractResult);
  EXPECT_EQ(r.verdict, ContractVerdict::Litige);
  EXPECT_EQ(r.points, 81);
  EXPECT_EQ(r.defenders, 81);
  EXPECT_EQ(r.held, 81);  // held
  EXPECT_EQ(eventText(r, DeckKind::French), "result taker 0 side 0 trump H litige points 81 defenders 81 held 81");
  EXPECT_EQ(totals(*s), (std::vector<int>{0, 81}));
  EXPECT_EQ(static_cast<const BeloteState&>(*s).litigePot(), 81);
  // Deal 2: seat 1 takes and makes it (with a capote): side 1 also gets the 81.
  finishDealsSaying(*s);
  ASSERT_FALSE(HasFatalFailure());
  const Event next = lastOf(*s, EventKind::ContractResult);
  EXPECT_EQ(next.verdict, ContractVerdict::Made);
  EXPECT_EQ(next.side, 1);
  EXPECT_EQ(next.points, 322);
  EXPECT_EQ(next.held, 0);
  EXPECT_EQ(totals(*s), (std::vector<int>{0, 81 + 322 + 81}));
  EXPECT_EQ(static_cast<const BeloteState&>(*s).litigePot(), 0);
}

TEST(BeloteRulesScoring, LitigeCountsDeclarations) {
  // Two players: seat 0's 47 card points and tierce (67) against seat 1's 67.
  auto s = dealt({"players=2", "length=deal"},
                 {622, "JS 7D KS JH 7C 9D 9H QC QH AH AS 9S JD QS 8S 7H TH AD TS TC KC 8C 8H QD JC 7S KD KH TD 9C 8D AC"});
  finishDealsSaying(*s);
  ASSERT_FALSE(HasFatalFailure());
  const Event r = lastOf(*s, EventKind::ContractResult);
  EXPECT_EQ(r.verdict, ContractVerdict::Litige);
  EXPECT_EQ(r.held, 67);
  EXPECT_EQ(totals(*s), (std::vector<int>{0, 67}));
  EXPECT_EQ(s->scores().winner, 1);  // length=deal: the side with the most in the deal
}

TEST(BeloteRulesScoring, TheGameGoesToTheTarget) {
  for (const char* target : {"501", "1000", "2000"}) {
    auto s = newState(belote({std::string("target=") + target}), 3);
    finishDealsSaying(*s, 1000);
    ASSERT_FALSE(HasFatalFailure());
    ASSERT_TRUE(s->isTerminal());
    const int goal = std::stoi(target);
    const auto scored = eventsOf(*s, EventKind::DealScored);
    ASSERT_EQ(scored.size() % 2, 0u);
    for (size_t k = 0; k + 2 < scored.size(); k += 2)  // no side reached the target before the last deal
      EXPECT_FALSE(std::max(scored[k].total, scored[k + 1].total) >= goal && scored[k].total != scored[k + 1].total) << target;
    const int a = scored[scored.size() - 2].total, b = scored.back().total;
    const int winner = a > b ? 0 : 1;
    EXPECT_GE(std::max(a, b), goal);
    EXPECT_NE(a, b);
    EXPECT_EQ(lastOf(*s, EventKind::MatchWon).side, winner);
    EXPECT_EQ(s->scores().winner, winner);
    EXPECT_EQ(s->returns()[winner], 1.0);
    EXPECT_EQ(s->returns()[1 - winner], 0.0);
  }
}

TEST(BeloteRulesScoring, EqualLeadersOverTheTargetPlayOn) {
  auto s = newState(belote({"target=501"}), 23);
  finishDealsSaying(*s, 6);
  ASSERT_FALSE(HasFatalFailure());
  EXPECT_EQ(totals(*s), (std::vector<int>{526, 526}));
  EXPECT_FALSE(s->isTerminal());
  EXPECT_EQ(countOf(*s, EventKind::MatchWon), 0);
  finishDealsSaying(*s);
  EXPECT_TRUE(s->isTerminal());
  EXPECT_EQ(totals(*s), (std::vector<int>{546, 708}));
  EXPECT_EQ(s->scores().winner, 1);
}

}  // namespace
}  // namespace baza::test
