// What the events of the current deal said, for the table to show: the Belote
// contract (taker and trumps, from the engine's 'contract' event), the bottom card
// shown with 2-3 players, the exposed dummy of dummy whist. Nothing is decided here:
// each fact is an event of core/EventText.cpp, only looked up.

/**
 * dealFacts(obs) -> {contract: {player: 1, side: 1, trump: 'H'} | null,
 *   bottom: '7D' | null, dummy: {player: 1, controller: 3} | null, bids: [bid events]}
 */
export function dealFacts(obs) {
  const facts = { contract: null, bottom: null, dummy: null, bids: [] };
  const events = (obs && obs.events) || [];
  let start = events.length;
  while (start > 0 && events[start - 1].type !== 'deal') start--;
  for (let i = start; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'contract') facts.contract = { player: e.player, side: e.side, trump: e.trump };
    else if (e.type === 'bottom') facts.bottom = e.card;
    else if (e.type === 'dummy') facts.dummy = { player: e.player, controller: e.controller };
    else if (e.type === 'bid') facts.bids.push(e);
  }
  return facts; // e.g. {contract: {player: 1, side: 1, trump: 'H'}, bottom: 'QD', dummy: null, bids: [...]}
}

/** True while a Belote deal is in its bidding (no contract yet). */
export function bidding(obs) {
  return Boolean(obs) && obs.game === 'belote' && !obs.terminal && !dealFacts(obs).contract;
}
