// Whist test helpers: games, packs dealt as written, and deals written trick by trick.
#pragma once
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "TestUtil.h"
#include "whist/WhistRules.h"

namespace baza::test {

inline std::shared_ptr<const Game> whist(const std::vector<std::string>& options = {}) {
  auto g = makeGame("whist", options);
  EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
  return *g;
}

inline std::vector<Card> frenchCards(const std::string& text) { return cards(text, DeckKind::French); }
inline Card frenchCard(const std::string& text) { return frenchCards(text).at(0); }
inline CardSet frenchSet(const std::string& text) {
  CardSet s;
  for (Card c : frenchCards(text)) s.add(c);
  return s;
}

// A whole pack, top card first, that deals hands[i] (13 cards, in the order
// written) to seat i, one card at a time from the dealer's left: the dealer's last
// card written is the one turned for trumps.
inline std::vector<Card> whistDeck(const std::array<std::string, 4>& hands, int dealer = 3) {
  std::array<std::vector<Card>, 4> h;
  for (int s = 0; s < 4; ++s) {
    h[s] = frenchCards(hands[s]);
    EXPECT_EQ(h[s].size(), 13u) << hands[s];
  }
  std::vector<Card> deck;
  for (int k = 0; k < 52; ++k) deck.push_back(h[(dealer + 1 + k) & 3][k / 4]);
  return deck;
}

// A deal written trick by trick: tricks[t] lists the cards of seats 0, 1, 2, 3 in
// trick t + 1 (by seat, not in play order). deck deals exactly those hands, the
// dealer's `turned` card last (he must hold it); moves plays them, each trick led by
// the winner of the one before (the first by the dealer's left). tricks[side] counts
// what each side takes. With trump_rotation give the trump suit instead of `turned`.
struct ScriptedDeal {
  std::vector<Card> deck;
  std::string moves;
  std::array<int, 2> tricks{};
};

inline ScriptedDeal scriptDeal(const std::vector<std::string>& tricks, const std::string& turned, int dealer = 3,
                               int rotationTrump = -1) {
  EXPECT_EQ(tricks.size(), 13u);
  ScriptedDeal out;
  std::array<std::string, 4> hands;
  std::array<std::vector<Card>, 4> bySeat;
  const Card up = turned.empty() ? kNoCard : frenchCard(turned);
  const int trump = up.valid() ? up.suit() : rotationTrump;
  int leader = (dealer + 1) & 3;
  for (const auto& line : tricks) {
    std::vector<Card> c = frenchCards(line);
    EXPECT_EQ(c.size(), 4u) << line;
    if (c.size() != 4) return out;
    for (int s = 0; s < 4; ++s) bySeat[s].push_back(c[s]);
    int winner = leader;
    for (int i = 0; i < 4; ++i) {
      const int seat = (leader + i) & 3;
      out.moves += cardText(c[seat], DeckKind::French) + " ";
      if (i > 0 && WhistRules::beats(c[seat], c[winner], trump)) winner = seat;
    }
    ++out.tricks[winner & 1];
    leader = winner;
  }
  if (up.valid()) {  // the turned card is the dealer's last
    auto& d = bySeat[dealer];
    auto it = std::find(d.begin(), d.end(), up);
    EXPECT_NE(it, d.end()) << "the dealer must hold the turned card " << turned;
    if (it != d.end()) std::rotate(it, it + 1, d.end());
  }
  for (int s = 0; s < 4; ++s)
    for (Card c : bySeat[s]) hands[s] += cardText(c, DeckKind::French) + " ";
  out.deck = whistDeck(hands, dealer);
  return out;
}

// A deal in which `side` takes all thirteen tricks (a slam), dealt by `dealer` with
// trumps `trump`: in each suit the side holds A K Q J T 9 and the 8 of trumps.
inline ScriptedDeal slamDeal(int side, int dealer, int trump = kHearts) {
  const char* suits = "SHDC";
  const int a = side, b = side + 2, x = 1 - side, y = 3 - side;  // seats of the side and of the others
  std::vector<std::string> lines;
  const char* groups[3][4] = {{"A", "K", "2", "3"}, {"Q", "J", "4", "5"}, {"T", "9", "6", "7"}};
  for (int s = 0; s < 4; ++s)
    for (auto& g : groups) {
      std::array<std::string, 4> bySeat;
      bySeat[a] = std::string(g[0]) + suits[s];
      bySeat[b] = std::string(g[1]) + suits[s];
      bySeat[x] = std::string(g[2]) + suits[s];
      bySeat[y] = std::string(g[3]) + suits[s];
      lines.push_back(bySeat[0] + " " + bySeat[1] + " " + bySeat[2] + " " + bySeat[3]);
    }
  // Last: the four 8s, the side's first seat holding the 8 of trumps.
  std::array<std::string, 4> last;
  int other = trump == 0 ? 1 : 0;
  for (int seat = 0; seat < 4; ++seat) {
    if (seat == a) {
      last[seat] = std::string("8") + suits[trump];
    } else {
      if (other == trump) ++other;
      last[seat] = std::string("8") + suits[other++];
    }
  }
  lines.push_back(last[0] + " " + last[1] + " " + last[2] + " " + last[3]);
  // The dealer turns a trump he holds: his lowest.
  std::string turned;
  for (const auto& line : lines) {
    auto c = frenchCards(line);
    if (c[dealer].suit() == trump && (turned.empty() || c[dealer].rank() < frenchCard(turned).rank()))
      turned = cardText(c[dealer], DeckKind::French);
  }
  return scriptDeal(lines, turned, dealer);
}

}  // namespace baza::test
