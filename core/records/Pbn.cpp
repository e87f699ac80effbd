// Whist in PBN 2.1 (https://www.tistis.nl/pbn/pbn_v21.txt; docs/RECORDS.md says which tag
// carries what). Seats map to directions N E S W = seats 0 1 2 3 (both clockwise, partners
// opposite). Whist has no auction: our dealer is the PBN Declarer (the opening lead is
// his left, as bridge's is declarer's left), the trump suit the Contract's strain.
#include <algorithm>
#include <array>

#include "GameRegistry.h"
#include "records/RecordLexer.h"
#include "whist/WhistRules.h"

namespace baza::records {

namespace {

constexpr std::string_view kDirections = "NESW";
constexpr std::string_view kRanks = "AKQJT98765432";  // high to low, rank 14 .. 2
constexpr std::string_view kSuits = "SHDC";           // our suit ids 0 .. 3 are PBN's order

char rankChar(Card c) { return kRanks[static_cast<size_t>(14 - c.rank())]; }
std::string pbnCard(Card c) { return std::string{kSuits[static_cast<size_t>(c.suit())], rankChar(c)}; }  // "SA"

std::string handText(CardSet hand) {  // "AKQ.JT9.876.5432": spades first, high to low
  std::string out;
  for (int s = 0; s < 4; ++s) {
    if (s) out += '.';
    for (int r = 14; r >= 2; --r)
      if (hand.has(Card::of(s, r))) out += kRanks[static_cast<size_t>(14 - r)];
  }
  return out;
}

int directionOf(std::string_view v) {  // 0..3, -1 if not one of N E S W
  return v.size() == 1 && kDirections.find(v[0]) != std::string_view::npos ? static_cast<int>(kDirections.find(v[0])) : -1;
}

}  // namespace

Result<std::string> writePbn(const DecodedCode& code, std::string_view replayCode, const RecordInfo& info) {
  const Game& game = *code.game;
  if (game.name() != "whist") return makeError(ErrorCode::InvalidArgument, "PBN holds Whist deals: write a text record for " + std::string(game.name()));
  auto full = game.newMatch(code.setup(true));
  if (!full) return full.error();
  for (Action a : code.moves)
    if (auto st = (*full)->apply(a); !st) return st.error();  // decodeCode checked them
  // The record's deal is the one of the code's last move (deal 1 before any move).
  const std::vector<Event>& events = (*full)->events();
  size_t start = 0, plays = 0, startPlays = 0;
  bool found = false;
  for (size_t i = 0; i < events.size(); ++i) {
    if (events[i].kind == EventKind::DealStarted && (plays < code.moves.size() || !found)) start = i, startPlays = plays, found = true;
    if (events[i].kind == EventKind::CardPlayed) ++plays;
  }
  auto atStart = game.newMatch(code.setup(false));
  for (size_t k = 0; k < startPlays; ++k) (void)(*atStart)->apply(code.moves[k]);
  const DealView view = (*atStart)->dealView();
  const Event& dealt = events[start];
  const int dealer = dealt.player;
  std::string out = tagLine("Event", info.event) + tagLine("Site", info.site) + tagLine("Date", info.date) +
                    tagLine("Board", std::to_string(view.dealNumber));
  for (int seat : {3, 0, 1, 2})  // PBN's order: West North East South
    out += tagLine(seat == 3 ? "West" : seat == 0 ? "North" : seat == 1 ? "East" : "South",
                   static_cast<size_t>(seat) < info.players.size() ? info.players[static_cast<size_t>(seat)] : "");
  out += tagLine("Dealer", std::string(1, kDirections[static_cast<size_t>(dealer)])) + tagLine("Vulnerable", "None");
  out += tagLine("Deal", "N:" + handText(view.hands[0]) + " " + handText(view.hands[1]) + " " + handText(view.hands[2]) + " " +
                             handText(view.hands[3]));
  out += tagLine("Declarer", std::string(1, kDirections[static_cast<size_t>(dealer)]));
  out += tagLine("Contract", std::string("1") + kSuits[static_cast<size_t>(dealt.suit)]);
  std::vector<TrickCard> cards;
  int tricksOfDealer = 0;
  for (size_t i = start + 1; i < events.size() && events[i].kind != EventKind::DealStarted; ++i) {
    if (events[i].kind == EventKind::CardPlayed) cards.push_back({events[i].player, events[i].card});
    if (events[i].kind == EventKind::TrickWon && WhistRules::sideOf(events[i].player) == WhistRules::sideOf(dealer)) ++tricksOfDealer;
  }
  if (cards.size() == 52) out += tagLine("Result", std::to_string(tricksOfDealer));
  if (dealt.card.valid()) out += tagLine("BazaTurned", pbnCard(dealt.card));
  out += tagLine("BazaCode", replayCode);
  const int leader = (dealer + 1) & 3;
  out += tagLine("Play", std::string(1, kDirections[static_cast<size_t>(leader)]));
  for (size_t t = 0; t < cards.size(); t += 4) {
    std::array<std::string, 4> line{"-", "-", "-", "-"};
    for (size_t k = t; k < std::min(t + 4, cards.size()); ++k) line[static_cast<size_t>((cards[k].player - leader) & 3)] = pbnCard(cards[k].card);
    out += line[0] + " " + line[1] + " " + line[2] + " " + line[3] + "\n";
  }
  if (cards.size() < 52) out += "*\n";
  return out;
}

namespace {

bool unknown(std::string_view v) { return v.empty() || v == "?" || v == "-"; }  // a tag PBN leaves unknown

struct ParsedDeal {
  std::array<CardSet, 4> hands;  // by direction N E S W
};

// "N:AKQ.JT9.876.5432 …": the first hand's direction, then the hands clockwise.
Result<ParsedDeal> parseDeal(std::string_view text, const Token& tag) {
  const std::string& v = tag.value;
  auto fail = [&](size_t i, const std::string& what) { return errorAt(text, tag.valueAt + i, what); };
  if (v.size() < 2 || directionOf(v.substr(0, 1)) < 0 || v[1] != ':')
    return fail(0, "expected the first hand's direction and a colon, e.g. \"N:AKQ.…\"");
  ParsedDeal d;
  CardSet seen;
  size_t i = 2;
  for (int h = 0; h < 4; ++h) {
    const int dir = (directionOf(v.substr(0, 1)) + h) & 3;
    const std::string who = std::string(1, kDirections[static_cast<size_t>(dir)]) + "'s hand";
    while (i < v.size() && v[i] == ' ') ++i;
    if (i >= v.size()) return fail(i, "expected " + who + " (four hands, spades.hearts.diamonds.clubs)");
    if (v[i] == '-') return fail(i, who + " is unknown ('-'): only a whole deal can be replayed");
    const size_t handAt = i;
    int suit = 0;
    for (; i < v.size() && v[i] != ' '; ++i) {
      if (v[i] == '.') {
        if (++suit > 3) return fail(i, who + " has more than four suits");
        continue;
      }
      const size_t r = kRanks.find(static_cast<char>(std::toupper(static_cast<unsigned char>(v[i]))));
      if (r == std::string_view::npos) return fail(i, "expected a rank (A K Q J T 9 … 2) in " + who + ", not '" + v[i] + "'");
      const Card c = Card::of(suit, 14 - static_cast<int>(r));
      if (seen.has(c)) return fail(i, "the card " + pbnCard(c) + " appears twice");
      seen.add(c);
      d.hands[static_cast<size_t>(dir)].add(c);
    }
    if (suit != 3) return fail(handAt, who + " has " + std::to_string(suit + 1) + " suits, expected four separated by '.'");
    if (const int n = d.hands[static_cast<size_t>(dir)].size(); n != 13)
      return fail(handAt, who + " has " + std::to_string(n) + " cards, expected 13");
  }
  while (i < v.size() && v[i] == ' ') ++i;
  if (i < v.size()) return fail(i, "expected the end of the deal after four hands");
  return d;
}

// A PBN with our BazaCode: the code is the record (lossless); its Deal must be the code's.
Result<std::string> readOwnPbn(std::string_view text, const std::vector<Token>& tokens, const Token& codeTag) {
  auto decoded = decodeCode(codeTag.value);
  if (!decoded || decoded->game->name() != "whist")
    return errorAt(text, codeTag.valueAt, decoded ? "BazaCode is not a Whist code" : "BazaCode: " + decoded.error().message);
  auto written = writePbn(*decoded, codeTag.value, {});
  if (!written) return errorAt(text, codeTag.valueAt, written.error().message);
  auto ours = lex(*written);
  const Token* deal = findTag(tokens, "Deal");
  auto given = parseDeal(text, *deal);
  if (!given) return given.error();
  auto expected = parseDeal(*written, *findTag(*ours, "Deal"));
  if (!expected || given->hands != expected->hands)
    return errorAt(text, deal->valueAt, "the Deal is not BazaCode's deal (remove the BazaCode tag after changing a deal)");
  return encodeReplayCode(*decoded->game, decoded->seed, decoded->moves, decoded->deck);  // a share code: its replay of no move
}

}  // namespace

// A PBN from elsewhere becomes deal 1 of a one-deal match (length=deal) dealt from its
// Deal: the Declarer (else the Dealer, else West) deals, so the Play's leader is on
// his left; the turned card is his lowest card of the Contract's strain (BazaTurned
// names it; without a Contract, his lowest card). Its replay code is a dealt code.
Result<std::string> readPbn(std::string_view text, const std::vector<Token>& tokens) {
  if (const Token* code = findTag(tokens, "BazaCode")) return readOwnPbn(text, tokens, *code);
  auto deal = parseDeal(text, *findTag(tokens, "Deal"));
  if (!deal) return deal.error();
  int dealerDir = 3;
  const Token* play = findTag(tokens, "Play");
  if (play && unknown(play->value)) play = nullptr;
  for (std::string_view name : {"Dealer", "Declarer"})
    if (const Token* t = findTag(tokens, name); t && !unknown(t->value)) {
      dealerDir = directionOf(t->value);
      if (dealerDir < 0) return errorAt(text, t->valueAt, "expected a direction N, E, S or W for " + std::string(name));
    }
  if (play) {
    const int leader = directionOf(play->value);
    if (leader < 0) return errorAt(text, play->valueAt, "expected a direction N, E, S or W for Play");
    dealerDir = (leader + 3) & 3;
  }
  const CardSet dealerHand = deal->hands[static_cast<size_t>(dealerDir)];
  CardSet turnable = dealerHand;
  if (const Token* contract = findTag(tokens, "Contract"); contract && !unknown(contract->value) && contract->value != "Pass") {
    const std::string& v = contract->value;
    size_t i = 0;
    while (i < v.size() && v[i] >= '1' && v[i] <= '7') ++i;
    const size_t suit = i < v.size() ? kSuits.find(v[i]) : std::string_view::npos;
    if (i == 0 || (i < v.size() && v[i] == 'N'))
      return errorAt(text, contract->valueAt + i, i == 0 ? "expected a contract such as 4H" : "whist always has trumps: a contract in NT cannot be replayed");
    if (suit == std::string_view::npos) return errorAt(text, contract->valueAt + i, "expected the strain S, H, D or C");
    turnable = dealerHand & CardSet::suit(static_cast<int>(suit));
    if (turnable.empty())
      return errorAt(text, contract->valueAt + i, std::string(1, kDirections[static_cast<size_t>(dealerDir)]) +
                                                      " deals and holds no trump to turn up");
  }
  Card turned = turnable.first();
  for (Card c : turnable)
    if (c.rank() < turned.rank()) turned = c;
  if (const Token* t = findTag(tokens, "BazaTurned"); t && !unknown(t->value)) {  // our own tag: the card turned up
    const std::string& v = t->value;
    const size_t suit = kSuits.find(v[0]), rank = v.size() == 2 ? kRanks.find(v[1]) : std::string_view::npos;
    const Card c = suit < 4 && rank != std::string_view::npos ? Card::of(static_cast<int>(suit), 14 - static_cast<int>(rank)) : kNoCard;
    if (!c.valid() || !turnable.has(c))
      return errorAt(text, t->valueAt, "expected a card of the dealer's trumps, such as H7, for BazaTurned");
    turned = c;
  }
  // Our seat s is the direction dealerDir + 1 + s: seat 3 deals, seat 0 leads.
  std::array<std::vector<Card>, 4> bySeat;
  for (int s = 0; s < 4; ++s)
    for (Card c : deal->hands[static_cast<size_t>((dealerDir + 1 + s) & 3)])
      if (!(s == 3 && c == turned)) bySeat[static_cast<size_t>(s)].push_back(c);
  bySeat[3].push_back(turned);  // the dealer's last card is turned
  std::vector<Card> pack;
  for (size_t k = 0; k < 52; ++k) pack.push_back(bySeat[k & 3][k / 4]);  // one card at a time from the dealer's left
  auto game = makeGame("whist", {"length=deal"});
  if (!game) return game.error();
  DecodedCode code{.game = *game, .isReplay = true, .deck = pack};
  auto state = (*game)->newMatch(code.setup(false));
  if (!state) return state.error();
  if (play) {  // the play section: one trick a line, the columns from the Play tag's direction on
    std::vector<const Token*> words;
    bool inPlay = false;
    for (const Token& t : tokens) {
      if (t.tag) inPlay = &t == play;
      else if (inPlay && t.name[0] != '$' && t.name[0] != '=') words.push_back(&t);  // NAGs and notes: skipped
    }
    const int leaderDir = directionOf(play->value);
    bool ended = false;
    for (size_t t = 0; t < words.size() && !ended; t += 4) {
      std::array<const Token*, 4> column{};
      for (size_t k = t; k < std::min(t + 4, words.size()); ++k) {
        if (words[k]->name == "*") { ended = true; break; }
        column[k - t] = words[k];
      }
      for (int n = 0; n < 4 && !(*state)->isTerminal(); ++n) {
        const int seat = (*state)->currentPlayer();
        const Token* w = column[static_cast<size_t>((dealerDir + 1 + seat - leaderDir) & 3)];
        if (!w || w->name == "-") { ended = true; break; }
        const std::string& c = w->name;
        const size_t suit = kSuits.find(c[0]), rank = c.size() == 2 ? kRanks.find(c[1]) : std::string_view::npos;
        if (c.size() != 2 || suit == std::string_view::npos || rank == std::string_view::npos)
          return errorAt(text, w->at, "expected a card such as SA or H7, '-' or '*', not '" + c + "'");
        const Action a = Action::play(Card::of(static_cast<int>(suit), 14 - static_cast<int>(rank)));
        if (auto why = (*state)->whyIllegal(a))
          return errorAt(text, w->at, c + " cannot be played by " + kDirections[static_cast<size_t>((dealerDir + 1 + seat) & 3)] +
                                          ": " + std::string(reasonText(*why)));
        (void)(*state)->apply(a);
        code.moves.push_back(a);
      }
    }
  }
  return encodeReplayCode(**game, 0, code.moves, code.deck);
}

}  // namespace baza::records
