// What the page receives from its workers during a live game, recorded and checked for
// hidden cards (e2e/live.spec.mjs, e2e/playFrom.spec.mjs).

// Installed before the page's scripts (boot.js makes the first worker): every message
// any worker posts to the page, as JSON text, in order.
export function recordWorkers() {
  const Original = window.Worker;
  window.__workerMessages = [];
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => window.__workerMessages.push(JSON.stringify(e.data)));
    }
  };
}

const CARD = /^(?:(?:1[0-2]|[1-9])[oceb]|[2-9TJQKA][SHDC])$/; // a Spanish or a French card

// Every card string anywhere in `value`, skipping the keys in `skip`.
function cardsIn(value, skip = new Set(), out = new Set()) {
  if (typeof value === 'string') {
    const card = value.includes(':') ? value.split(':')[1] : value; // 'sing:o' names a suit, not a card
    if (CARD.test(card)) out.add(card);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsIn(v, skip, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!skip.has(k)) cardsIn(v, skip, out);
  }
  return out;
}

// Checks the recorded messages: the only observations are of the human's seat (or a seat
// it plays, the dummy); nothing reveals every hand; any other message carries only cards
// that the human's observations have shown by the next one (a bot's card is in the next
// observation's trick or log). `excluded` (cards a seat is known NOT to hold) is not
// knowledge of where a card is, so it neither shows nor leaks one.
export function checkNoHiddenCard(messages) {
  // A batch's answer (opening a deal) is its steps' answers, in order.
  const entries = messages.flatMap((m) => {
    const x = JSON.parse(m);
    const r = x && 'result' in x ? x.result : x;
    return r && Array.isArray(r.results) ? r.results.map((step) => [step, m]) : [[r, m]];
  });
  const parsed = entries.map(([r]) => r);
  const isObs = (r) => r && r.ok && Array.isArray(r.hand) && Array.isArray(r.handSizes);
  const shownUpTo = []; // cards shown by the human's observations up to each message
  let shown = new Set();
  parsed.forEach((r) => {
    if (isObs(r)) shown = new Set([...shown, ...cardsIn(r, new Set(['excluded']))]);
    shownUpTo.push(shown);
  });
  const problems = [];
  parsed.forEach((r, i) => {
    if (!r || typeof r !== 'object') return;
    if (Array.isArray(r.hands)) problems.push(`message ${i} reveals every hand`);
    if (isObs(r)) {
      const mine = r.seatOfPerson[0];
      if (r.player !== mine && r.controllerOf[r.player] !== mine) problems.push(`message ${i} observes seat ${r.player}, not the human's ${mine}`);
      return;
    }
    const next = parsed.findIndex((x, j) => j > i && isObs(x));
    const allowed = shownUpTo[next >= 0 ? next : parsed.length - 1];
    for (const c of cardsIn(r, new Set(['excluded']))) if (!allowed.has(c)) problems.push(`message ${i} carries ${c}: ${entries[i][1].slice(0, 160)}`);
  });
  return problems;
}
