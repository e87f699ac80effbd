// "Play from here": what the replayed deal came to, picked from the engine's log so
// that the live game's summary can set it beside what happens this time. Only the
// deal's score events and the events that tell how it ended are kept: no card.

const OUTCOMES = ['result', 'capote', 'partida', 'coto', 'game', 'rubber', 'redeal', 'match'];

/**
 * The `nth` deal's (1-based, counting the log's 'deal' events) score and outcome events:
 * dealOutcome(events, 2) -> {deal: 2, scores: [{type: 'score', side: 0, total: 86, …}], outcomes: [{type: 'partida', …}]}.
 */
export function dealOutcome(events, nth) {
  let seen = 0;
  const out = { deal: 0, scores: [], outcomes: [] };
  for (const e of events) {
    if (e.type === 'deal' && ++seen === nth) out.deal = e.deal;
    else if (e.type === 'deal' && seen > nth) break;
    else if (seen === nth && e.type === 'score') out.scores.push(e);
    else if (seen === nth && OUTCOMES.includes(e.type)) out.outcomes.push(e);
  }
  return out;
}
