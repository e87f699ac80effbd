// The data of the summary between deals and at the end of a match (the renderers
// draw it): the engine's events of the deal that ended, picked by kind, and the
// tallies after it. Nothing is computed here but the picking.

let summaryId = 0;

/** The summary of the deal that `events` ended (obs: the observation after them; display: the table shown). */
export function buildSummary(events, obs, display) {
  const pick = (type) => events.find((e) => e.type === type) || null;
  const nextDeal = events.filter((e) => e.type === 'deal').pop() || null;
  return {
    id: ++summaryId, // e.g. 4
    kind: obs.terminal ? 'final' : 'deal', // 'deal': "Continuar"; 'final': "Nueva partida"
    deal: display.deal, // the deal that ended, e.g. 2
    scores: events.filter((e) => e.type === 'score'), // [{side: 0, cards: 72, cantes: 20, counted: true, total: 92}]
    claim: pick('claim'), // {player: 1, side: 1, total: 104, correct: true}
    revoke: pick('revoke'), // {player: 3, card: '5c', reason: 'must-follow-suit'}
    partida: pick('partida'), // {side: 0, by: 'points', partidas: 1}
    coto: pick('coto'), // {side: 0, cotos: 1}
    match: pick('match'), // {side: 0}
    result: pick('result'), // Belote: {taker: 1, side: 1, trump: 'H', verdict: 'made'|'dedans'|'litige', points: 327, defenders: 0, held: 0}
    capote: pick('capote'), // Belote: {side: 1, points: 100}
    gameWon: pick('game'), // Whist: {side: 0, games: 1}
    rubber: pick('rubber'), // Whist: {side: 0, rubbers: 1}
    redeal: pick('redeal'), // Belote: all passed twice, {dealer: 3, deal: 1}
    lastBonus: events.find((e) => e.type === 'trick' && e.ultimas > 0) || null, // Belote's dix de der: {player: 1, ultimas: 10}
    vueltas: nextDeal ? nextDeal.vueltas > 0 : false, // the next deal is "de vueltas"
    tally: obs.scores, // each side's scores after it, the game's own names (Whist: lastDealTricks, the deal's tricks)
    winner: obs.winner, // the match winner side when terminal, or null
    history: obs.terminal ? dealHistory(obs.events) : [], // at the end of a match, every deal: see dealHistory
  };
}

// The events that tell how a deal ended (a summary's outcome line), in log order.
const OUTCOMES = ['result', 'capote', 'partida', 'coto', 'game', 'rubber', 'redeal'];

/**
 * The match deal by deal, picked from the engine's whole log (observation.events):
 * each deal's 'score' events and the events that tell how it ended, e.g.
 * [{deal: 1, scores: [{side: 0, total: 86, …}, {side: 1, total: 54, …}], outcomes: [{type: 'partida', side: 0, …}]}].
 */
export function dealHistory(events) {
  const deals = [];
  let current = null;
  for (const e of events) {
    if (e.type === 'deal') {
      current = { deal: e.deal, scores: [], outcomes: [] };
      deals.push(current);
    } else if (current && e.type === 'score') current.scores.push(e);
    else if (current && OUTCOMES.includes(e.type)) current.outcomes.push(e);
  }
  return deals.filter((d) => d.scores.length || d.outcomes.length);
}
