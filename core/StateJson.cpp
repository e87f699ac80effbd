#include "StateJson.h"

#include "Json.h"
#include "guinote/MalasBuenas.h"

namespace baza {

std::string cardsJson(CardSet cards, DeckKind deck) {
  JsonArray a;
  for (Card c : cards) a.string(cardText(c, deck));
  return a.str();
}

std::string trickJson(const std::vector<TrickCard>& trick, DeckKind deck) {
  JsonArray a;
  for (const TrickCard& t : trick)
    a.raw(JsonObject().number("player", t.player).string("card", cardText(t.card, deck)).str());
  return a.str();
}

std::string scoresJson(const Scores& scores) {
  JsonArray a;
  for (size_t s = 0; s < scores.sides.size(); ++s) {
    const SideScore& x = scores.sides[s];
    const MalasBuenas mb = malasBuenas(x.points);
    a.raw(JsonObject()
              .number("side", static_cast<int64_t>(s))
              .number("points", x.points)
              .number("cards", x.cardPoints)
              .number("cantes", x.bonusPoints)
              .number("partidas", x.games)
              .number("cotos", x.sets)
              .number("malasBuenas", mb.count)
              .boolean("buenas", mb.buenas)
              .boolean("byMemory", false)  // the CLI sees the real totals (the page's facts may hide them)
              .str());
  }
  return a.str();
}

std::string handSortsJson(const Game& game) {
  JsonArray a;
  for (HandSort sort : game.handSorts()) a.string(handSortName(sort));
  return a.str();
}

std::string_view packName(DeckKind deck) { return deck == DeckKind::French ? "french" : "spanish"; }

std::string optionsJson(const Options& options) {
  JsonObject o;
  for (size_t i = 0; i < options.specs().size(); ++i) {
    const OptionSpec& spec = options.specs()[i];
    if (spec.choices.empty())
      o.number(spec.name, options.value(static_cast<int>(i)));
    else
      o.string(spec.name, options.valueText(static_cast<int>(i)));
  }
  return o.str();
}

std::string optionSpecsJson(const std::vector<OptionSpec>& specs) {
  JsonArray a;
  for (const OptionSpec& s : specs) {
    JsonObject o;
    o.string("name", s.name).string("help", s.help);
    if (!s.choices.empty()) {
      JsonArray choices;
      for (auto c : s.choices) choices.string(c);
      o.raw("choices", choices.str()).string("default", s.choices[s.defaultValue]);
    } else {
      o.number("default", s.defaultValue);
      if (!s.allowed.empty()) {
        JsonArray allowed;
        for (int v : s.allowed) allowed.number(v);
        o.raw("allowed", allowed.str());
      } else {
        o.number("min", s.minValue).number("max", s.maxValue);
      }
    }
    a.raw(o.str());
  }
  return a.str();
}

namespace {


std::string cardOrNull(Card c, DeckKind deck) { return c.valid() ? jsonString(cardText(c, deck)) : "null"; }

// The last completed trick of the current deal, from the log: its cards and winner.
std::string lastTrickJson(const std::vector<Event>& events, DeckKind deck) {
  for (size_t i = events.size(); i-- > 0;) {
    if (events[i].kind == EventKind::DealStarted) break;
    if (events[i].kind != EventKind::TrickWon) continue;
    std::vector<TrickCard> cards;
    for (size_t j = i; j-- > 0 && events[j].kind != EventKind::TrickWon && events[j].kind != EventKind::DealStarted;)
      if (events[j].kind == EventKind::CardPlayed) cards.insert(cards.begin(), {events[j].player, events[j].card});
    return JsonObject()
        .number("winner", events[i].player)
        .number("points", events[i].points)
        .raw("cards", trickJson(cards, deck))
        .str();
  }
  return "null";
}

std::string eventsJson(const std::vector<Event>& events, DeckKind deck, size_t since = 0) {
  JsonArray a;
  for (size_t i = since; i < events.size(); ++i) a.raw(eventJson(events[i], deck));
  return a.str();
}

std::string namedValuesJson(const std::vector<NamedValue>& values, JsonObject o = JsonObject()) {
  for (const NamedValue& v : values)
    if (v.boolean) o.boolean(v.name, v.value != 0);
    else o.number(v.name, v.value);
  return o.str();
}

// The facts a page shows without working them out (Game.h TableFacts).
void factsJson(JsonObject& o, const GameState& state, DeckKind deck) {
  const Game& g = state.game();
  const TableFacts f = state.tableFacts();
  o.string("phase", f.phase).number("mano", f.mano);
  if (f.taker >= 0)
    o.raw("contract", JsonObject()
                          .number("player", f.taker)
                          .number("side", g.sideOf(f.taker))
                          .string("trump", std::string(1, suitLetter(f.contractTrump, deck)))
                          .str());
  else
    o.null("contract");
  o.raw("bottom", cardOrNull(f.bottom, deck));
  if (f.dummy >= 0)
    o.raw("dummy", JsonObject().number("player", f.dummy).number("controller", state.controllerOf(f.dummy)).str());
  else
    o.null("dummy");
  JsonArray sides;
  for (size_t s = 0; s < f.sides.size(); ++s) {
    JsonObject side;
    side.number("side", static_cast<int64_t>(s));
    sides.raw(namedValuesJson(f.sides[s], side));
  }
  o.raw("scores", sides.str())
      .string("standing", f.standing)
      .raw("match", namedValuesJson(f.match))
      .raw("nextMatch", namedValuesJson(f.nextMatch));
}

// The legal actions with their meaning: {"action":"exchange","kind":"exchange","gives":"7o","takes":"1o"}.
std::string actionsJson(const GameState& state, const ActionList& legal, DeckKind deck) {
  static constexpr std::string_view kKinds[] = {"play", "sing", "exchange", "claim", "pass", "bid", "declare"};
  JsonArray a;
  for (Action act : legal) {
    const ActionMeaning m = state.meaning(act);
    JsonObject o;
    o.string("action", actionText(act, deck)).string("kind", kKinds[static_cast<int>(act.kind())]);
    if (m.card.valid()) o.string("card", cardText(m.card, deck));
    if (m.gives.valid()) o.string("gives", cardText(m.gives, deck));
    if (m.takes.valid()) o.string("takes", cardText(m.takes, deck));
    if (m.suit >= 0) o.string("suit", std::string(1, suitLetter(m.suit, deck)));
    if (m.points > 0) o.number("points", m.points);
    a.raw(o.str());
  }
  return a.str();
}

JsonObject commonJson(const GameState& state) {
  const Game& g = state.game();
  JsonArray sideOf, seatOfPerson, controllerOf;
  for (int p = 0; p < g.numPlayers(); ++p) sideOf.number(g.sideOf(p));
  for (int p = 0; p < g.numPlayers(); ++p) controllerOf.number(state.controllerOf(p));  // a dummy: its player's seat
  for (int seat : state.seatOfPerson()) seatOfPerson.number(seat);
  JsonObject o;
  o.boolean("ok", true)
      .string("game", g.name())
      .string("pack", packName(g.deckKind()))
      .number("players", g.numPlayers())
      .number("sides", g.numSides())
      .boolean("clockwise", g.clockwise())
      .raw("sideOf", sideOf.str())
      .raw("seatOfPerson", seatOfPerson.str())
      .raw("controllerOf", controllerOf.str())
      .raw("options", optionsJson(g.options()))
      .boolean("terminal", state.isTerminal())
      .number("moves", static_cast<int64_t>(state.history().size()));
  if (state.isTerminal())
    o.null("turn");
  else
    o.number("turn", state.currentPlayer());
  factsJson(o, state, g.deckKind());
  return o;
}

}  // namespace

namespace {

// A hand in each order the game offers: {"suit": ["1o", "3o", …], "strength": […]}.
std::string handOrdersJson(const Game& game, CardSet hand, int trump) {
  JsonObject o;
  for (HandSort sort : game.handSorts()) {
    JsonArray cards;
    for (Card c : orderHand(game, hand, trump, sort)) cards.string(cardText(c, game.deckKind()));
    o.raw(handSortName(sort), cards.str());
  }
  return o.str();
}

}  // namespace

std::string dealViewJson(const GameState& state) {
  const DeckKind deck = state.game().deckKind();
  const DealView v = state.dealView();
  JsonArray hands, orders, stock;
  for (CardSet h : v.hands) hands.raw(cardsJson(h, deck));
  for (CardSet h : v.hands) orders.raw(handOrdersJson(state.game(), h, v.trumpSuit));
  for (Card c : v.stock) stock.string(cardText(c, deck));
  return commonJson(state)
      .number("deal", v.dealNumber)
      .number("vueltas", v.dealInPartida - 1)
      .number("dealer", v.dealer)
      .string("trump", std::string(1, suitLetter(v.trumpSuit, deck)))
      .raw("faceUp", cardOrNull(v.faceUp, deck))
      .raw("hands", hands.str())
      .raw("handOrders", orders.str())
      .raw("stock", stock.str())
      .raw("trick", trickJson(v.trick, deck))
      .raw("lastTrick", lastTrickJson(state.events(), deck))
      .raw("played", cardsJson(v.played, deck))
      .raw("winner", state.scores().winner >= 0 ? std::to_string(state.scores().winner) : "null")
      .raw("events", eventsJson(state.events(), deck))
      .str();
}

std::string observationJson(const GameState& state, int player) {
  return observationJson(state, state.observe(player), 0);
}


std::string observationJson(const GameState& state, const Observation& o, size_t since) {
  const int player = o.player;
  const DeckKind deck = state.game().deckKind();
  JsonArray handSizes, known, knownOrders, excluded, legal, illegal;
  for (int n : o.handSizes) handSizes.number(n);
  for (CardSet k : o.knownCards) known.raw(cardsJson(k, deck));
  // The known cards in the hand orders too (the exposed dummy is shown as its owner would sort it).
  for (CardSet k : o.knownCards) knownOrders.raw(k.empty() ? "null" : handOrdersJson(state.game(), k, o.trumpSuit));
  for (CardSet x : o.excludedCards) excluded.raw(cardsJson(x, deck));
  if (o.currentPlayer == player) {
    for (Action a : o.legal) legal.string(actionText(a, deck));
    bool playing = false;
    for (Action a : o.legal) playing = playing || a.kind() == ActionKind::Play;
    if (playing)
      for (Card c : o.hand)
        if (auto why = state.whyIllegal(Action::play(c)))
          illegal.raw(JsonObject().string("card", cardText(c, deck)).string("reason", reasonText(*why)).str());
  }
  return commonJson(state)
      .number("player", player)
      .number("deal", o.dealNumber)
      .number("vueltas", o.dealInPartida - 1)
      .number("dealer", o.dealer)
      .string("trump", std::string(1, suitLetter(o.trumpSuit, deck)))
      .raw("faceUp", cardOrNull(o.faceUp, deck))
      .number("stock", o.stockSize)
      .raw("hand", cardsJson(o.hand, deck))
      .raw("handOrders", handOrdersJson(state.game(), o.hand, o.trumpSuit))
      .raw("handSizes", handSizes.str())
      .raw("known", known.str())
      .raw("knownOrders", knownOrders.str())
      .raw("excluded", excluded.str())
      .raw("trick", trickJson(o.trick, deck))
      .raw("lastTrick", lastTrickJson(o.events, deck))
      .raw("played", cardsJson(o.played, deck))
      .raw("legal", legal.str())
      .raw("actions", actionsJson(state, o.currentPlayer == player ? o.legal : ActionList(), deck))
      .raw("illegal", illegal.str())
      .raw("winner", o.scores.winner >= 0 ? std::to_string(o.scores.winner) : "null")
      .raw("events", eventsJson(o.events, deck, since))
      .number("eventsFrom", static_cast<int64_t>(since))
      .number("eventCount", static_cast<int64_t>(o.events.size()))
      .str();
}

}  // namespace baza
