// One narrator for the page (words.js: the live region, the replay, the summaries) and
// the tutorial (tutorial/runner.js narrate): which sentence tells an event, read from
// the event's own fields, never from the game's name. Each front end has its words for
// the sentences ('live.<form>' on the page, 'tut.narr.<form>' in the tutorial).

/**
 * The sentence that tells event `e`, e.g. 'trickLast', 'scoreVoid', 'claimRight',
 * 'result.made', 'dealVueltas'; the event's type when it has one form only ('play').
 */
export function eventForm(e) {
  switch (e.type) {
    case 'trick': return e.ultimas > 0 ? 'trickLast' : 'trick'; // the last trick's bonus (ultimas, dix de der)
    case 'claim': return e.correct ? 'claimRight' : 'claimWrong';
    case 'score':
      if (e.tricks !== undefined) return !e.honours ? 'scoreWhist' : e.counted ? 'scoreHonours' : 'scoreHonoursVoid'; // a score in tricks
      return e.cantes > 0 && !e.counted ? 'scoreVoid' : 'score'; // cantes that do not count
    case 'bid': return e.bid === 'pass' ? 'bidPass' : 'bid';
    case 'declare': return e.counted ? 'declare' : 'declareVoid';
    case 'belote': return e.rebelote ? 'rebelote' : 'belote';
    case 'deal': return e.vueltas > 0 ? 'dealVueltas' : 'deal';
    case 'result': return `result.${e.verdict}`;
    default: return e.type;
  }
}

/** A cante's words: 'forty' (las cuarenta), 'twenty' (in a suit it names) or 'twentyHidden' (sung without showing it). */
export function canteForm(e) {
  return e.points === 40 ? 'forty' : e.suit ? 'twenty' : 'twentyHidden'; // e.g. canteForm({points: 20, suit: 'c'}) === 'twenty'
}
