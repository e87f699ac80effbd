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
    tricksBySide: tricksBySide(obs.events), // Whist: tricks each side took in the deal, e.g. [3, 10]
    vueltas: nextDeal ? nextDeal.vueltas > 0 : false, // the next deal is "de vueltas"
    tally: obs.scores, // partidas and cotos after it, per side
    winner: obs.winner, // the match winner side when terminal, or null
  };
}

// The tricks each side won in the deal just scored: its 'trick' events counted by
// side (the winner of each is the engine's), e.g. [3, 10].
function tricksBySide(all) {
  const end = all.map((e) => e.type).lastIndexOf('score');
  const out = [];
  for (let i = end; i >= 0 && all[i].type !== 'deal'; i--) {
    if (all[i].type === 'trick') out[all[i].side] = (out[all[i].side] || 0) + 1;
  }
  return Array.from(out, (n) => n || 0);
}
