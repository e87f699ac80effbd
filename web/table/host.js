// The online table's host: the host's browser IS the table. It runs the engine (locked
// to the table's people: lockPeople), sends each guest only that guest's observation,
// takes from each guest only its own moves, and plays the bots. Every guest message is
// checked (rate, size, form, seat; legality is the engine's applyFor) and a bad one is
// refused with a code while the table goes on. No rule here: turns, tricks and
// legality come from the engine's answers.
//
// Wire format, one JSON object per message:
//   guest -> host: {t: 'hello', token, name} {t: 'act', action: '7o'} {t: 'react', kind: 'nice'} {t: 'ping'}
//   host -> guest: {t: 'welcome', person, seat, token, names, timeoutSeconds} {t: 'obs', obs} (the events from
//     obs.eventsFrom on) {t: 'people', people, turn} {t: 'react', person, kind}
//     {t: 'error', code, detail} {t: 'end', replay, share} {t: 'pong'} {t: 'bye', reason}
// Refusal codes (worded 'why.<code>' in web/i18n): too-fast, too-big, bad-message,
// not-joined, not-your-seat, seat-taken, no-reaction-now, and the engine's
// (not-your-turn, illegal-action, invalid-argument, …).

export const MAX_MESSAGE = 4096; // the longest guest message read, in characters, e.g. 4096
export const RATE_PER_SECOND = 10; // guest messages a second, sustained, e.g. 10
export const RATE_BURST = 20; // and in a burst, e.g. 20
export const REACTIONS = ['nice', 'oops', 'wow', 'thanks']; // the quick reactions, after a trick only, e.g. 'nice'
const MAX_NAME = 24; // a seat name's length, e.g. 'Ana'

/** Is a reaction allowed on this observation? Between tricks only: no card on the table, a trick just taken, or the end. */
export const reactionOpen = (obs) => Boolean(obs && obs.trick.length === 0 && (obs.lastTrick || obs.terminal)); // e.g. true

const randomToken = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
const cleanName = (name, fallback) => (typeof name == 'string' && name.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_NAME)) || fallback;

/**
 * createTableHost({engine, game, options, seed, seats, names, timeoutSeconds, botLevel,
 *   botDelayMs, resume, onChange, onLog}) -> {ready, start(), attach(channel, person),
 *   detach(person), view(), snapshot(), close()}.
 * engine: an engineClient (its promises reject on a refusal) or an Engine (answers {ok: false}).
 */
export function createTableHost({
  engine, game, options = {}, seed = 0, seats, names = [], timeoutSeconds = null, botLevel = 'medium',
  botDelayMs = 700, resume = null, onChange = () => {}, onLog = () => {},
}) {
  const table = resume || { v: 1, game, options, seed: String(seed), code: '', seats, names, tokens: [], timeoutSeconds, botLevel };
  const people = table.seats.map((kind, p) => ({
    name: cleanName(table.names[p], `${p + 1}`), // e.g. 'Ana'
    kind: kind === 'person' ? 'person' : 'bot', // 'person': the host or a guest; 'bot': always a bot
    token: kind === 'person' ? table.tokens[p] || randomToken() : null, // the seat's rejoin token
    link: null, // the guest's link while connected
    joined: Boolean(table.tokens[p]), // someone took this seat once (then, gone, it is 'away')
    lastReaction: -1, // the move count of the person's last reaction: one per pause
  }));
  const links = new Set();
  let started = false;
  let over = false;
  let closed = false;
  let code = table.code; // the replay code so far (the host's save; sent to guests only at the end)
  let share = '';
  let state = null; // the latest observation of the host's own person (turn, moves, seats)
  let turnPerson = null; // the person to act, or null (a bot, or the end)
  let timer = null;
  let chain = Promise.resolve();
  const serial = (fn) => { const p = chain.then(fn); chain = p.catch(() => {}); return p; };

  // The engine's answer, a refusal always as {ok: false, code} (an engineClient rejects).
  async function ask(method, ...args) {
    try {
      return await engine[method](...args);
    } catch (e) {
      if (e && e.refused) return { ok: false, error: e.message, code: e.code };
      throw e;
    }
  }

  const lockList = people.map((p, i) => (p.kind === 'person' ? i : -1)).filter((i) => i >= 0).join(',');
  const ready = (async () => {
    const r = await ask('lockPeople', lockList);
    if (!r.ok) throw new Error(`the engine refused the table's people: ${r.error}`);
  })();

  async function start() { // starts the match (or a resumed one from the save)
    await ready;
    return serial(async () => {
      if (started) return;
      const r = table.code ? await ask('load', table.code) : await ask('start', table.game, table.options, table.seed);
      if (!r.ok) throw new Error(`the table could not start: ${r.error}`);
      started = true;
      await refresh();
    });
  }

  const seatOf = (p) => (state ? state.seatOfPerson[p] : p);
  const personAt = (seat) => (state ? state.seatOfPerson.indexOf(seat) : seat);

  // After every change: each guest gets its observation; the next mover is chosen.
  async function refresh() {
    const first = people.findIndex((p) => p.kind === 'person');
    let next = await ask('observe', seatOf(first), state ? state.eventCount : 0);
    if (!next.ok) next = await ask('observe', seatOf(first), 0);
    if (!next.ok) return onLog({ person: null, code: next.code || 'engine', detail: next.error }); // the table stays as it was
    state = next;
    const codes = await ask('codes');
    code = codes.replay;
    share = codes.share;
    const mover = state.terminal || state.turn === null ? null : personAt(state.controllerOf[state.turn]);
    turnPerson = mover;
    for (const p of people) if (p.link) await sendObservation(p);
    if (state.terminal && !over) {
      over = true;
      broadcast({ t: 'end', replay: code, share });
    }
    broadcast(peopleMessage());
    schedule(mover);
    onChange(view());
  }

  async function sendObservation(p) {
    const seat = seatOf(people.indexOf(p));
    let obs = await ask('observe', seat, p.link.sent);
    if (!obs.ok) obs = await ask('observe', seat, 0);
    if (!obs.ok) return onLog({ person: people.indexOf(p), code: obs.code || 'engine', detail: obs.error });
    p.link.sent = obs.eventCount;
    p.link.obs = obs; // what this guest saw last: reactions are judged on it
    send(p.link, { t: 'obs', obs });
  }

  // A bot plays a bot's seat (and an empty or absent person's seat after the timeout).
  function schedule(mover) {
    clearTimeout(timer);
    timer = null;
    if (mover === null || mover < 0 || over || closed) return;
    const p = people[mover];
    const present = p.kind === 'person' && (p.link || p.joined);
    if (present && table.timeoutSeconds == null) return; // the table waits for that person
    const delay = present ? table.timeoutSeconds * 1000 : botDelayMs;
    const moves = state.moves;
    timer = setTimeout(() => serial(async () => {
      if (closed || !state || state.moves !== moves) return; // someone moved meanwhile
      const r = await ask('botMove', table.botLevel);
      if (!r.ok) return onLog({ person: mover, code: r.code || 'engine', detail: r.error });
      if (present) onLog({ person: mover, code: 'timeout', detail: `a bot played ${r.action}` });
      await refresh();
    }), delay);
  }

  function peopleMessage() {
    return { t: 'people', people: view().people, turn: turnPerson };
  }

  function view() { // the host's status: who is where, whose turn, the end
    return {
      people: people.map((p, i) => ({
        name: p.name, // 'Ana'
        kind: p.kind, // 'person' | 'bot'
        connected: Boolean(p.link), // a guest (or the host's own view) is here now
        away: p.kind === 'person' && p.joined && !p.link, // joined once, gone now
        thinking: turnPerson === i, // this person's seat (or a bot for it) is to move
      })),
      turn: turnPerson, // 2: the person to act, null: a bot or the end
      started, // the match began
      over, // the match is over
      replay: over ? code : null, // 'AQEB…' once over
      moves: state ? state.moves : 0, // 17
    };
  }

  function send(link, message) {
    if (link.channel) link.channel.send(JSON.stringify(message));
  }
  function broadcast(message) {
    for (const p of people) if (p.link) send(p.link, message);
  }

  function refuse(link, code, detail = '') {
    onLog({ person: link.person, code, detail });
    send(link, { t: 'error', code, detail });
  }

  function attach(channel, person) { // a guest's link, for the seat the invite was made for
    const link = { channel, person: null, intended: person, sent: 0, obs: null, bucket: RATE_BURST, at: Date.now(), muted: 0 };
    links.add(link);
    channel.onMessage((text) => receive(link, text));
    channel.onClose(() => drop(link));
    return link;
  }

  function drop(link) {
    links.delete(link);
    const p = link.person === null ? null : people[link.person];
    link.channel = null;
    if (!p || p.link !== link) return;
    p.link = null;
    if (!closed) serial(async () => { broadcast(peopleMessage()); schedule(turnPerson); onChange(view()); });
  }

  function detach(person) { // the host sends a guest away; the seat's token stays valid
    const link = people[person] && people[person].link;
    if (!link) return;
    const channel = link.channel;
    drop(link);
    if (channel && channel.close) channel.close();
  }

  // A token bucket per link: RATE_PER_SECOND sustained, RATE_BURST at once.
  function withinRate(link) {
    const now = Date.now();
    link.bucket = Math.min(RATE_BURST, link.bucket + ((now - link.at) / 1000) * RATE_PER_SECOND);
    link.at = now;
    if (link.bucket >= 1) { link.bucket -= 1; return true; }
    return false;
  }

  function receive(link, text) {
    if (closed || !link.channel) return;
    if (!withinRate(link)) { // one answer a second to a flood, the rest are dropped
      if (Date.now() - link.muted > 1000) { link.muted = Date.now(); refuse(link, 'too-fast'); }
      return;
    }
    if (typeof text != 'string' || text.length > MAX_MESSAGE) return refuse(link, 'too-big', `${String(text && text.length)} characters`);
    let m = null;
    try { m = JSON.parse(text); } catch { /* refused below */ }
    if (!m || typeof m != 'object' || Array.isArray(m) || typeof m.t != 'string') return refuse(link, 'bad-message');
    if (m.t === 'ping') return send(link, { t: 'pong' });
    if (m.t === 'hello') return serial(() => hello(link, m));
    if (link.person === null) return refuse(link, 'not-joined');
    for (const key of ['seat', 'person']) if (key in m && m[key] !== link.person) return refuse(link, 'not-your-seat');
    if (m.t === 'act') return serial(() => act(link, m.action));
    if (m.t === 'react') return serial(() => react(link, m.kind));
    refuse(link, 'bad-message', m.t.slice(0, 20));
  }

  async function hello(link, m) {
    if (link.person !== null) return refuse(link, 'bad-message', 'hello twice');
    const byToken = typeof m.token == 'string' ? people.findIndex((p) => p.token && p.token === m.token) : -1;
    const person = byToken >= 0 ? byToken : link.intended;
    const p = people[person];
    if (!p || p.kind !== 'person') return refuse(link, 'seat-taken');
    if (byToken < 0 && p.link) return refuse(link, 'seat-taken'); // someone is in it: a token is needed
    if (p.link && p.link !== link) { // the same person again (a reload): the old link is stale
      const old = p.link;
      p.link = null;
      if (old.channel && old.channel.close) old.channel.close();
    }
    if (byToken < 0) p.token = randomToken(); // a new person in this seat: the old token is void
    if (m.name !== undefined && byToken < 0) p.name = cleanName(m.name, p.name);
    link.person = person;
    p.link = link;
    p.joined = true;
    send(link, { t: 'welcome', person, seat: seatOf(person), token: p.token, names: people.map((q) => q.name), timeoutSeconds: table.timeoutSeconds });
    if (started) await sendObservation(p);
    if (over) send(link, { t: 'end', replay: code, share });
    broadcast(peopleMessage());
    schedule(turnPerson);
    onChange(view());
  }

  async function act(link, action) {
    if (typeof action != 'string' || !action || action.length > 32) return refuse(link, 'bad-message', 'action');
    if (!started) return refuse(link, 'not-your-turn');
    const r = await ask('applyFor', link.person, action);
    if (!r.ok) return refuse(link, r.code || 'illegal-action', r.error);
    await refresh();
  }

  // Between tricks only (the guest's own last observation: no card on the table, a
  // trick just taken, or the end), once per pause: nothing that could be a "seña".
  async function react(link, kind) {
    if (!REACTIONS.includes(kind)) return refuse(link, 'bad-message', 'reaction');
    const p = people[link.person];
    const obs = link.obs;
    if (!reactionOpen(obs) || p.lastReaction === obs.moves) return refuse(link, 'no-reaction-now');
    p.lastReaction = obs.moves;
    broadcast({ t: 'react', person: link.person, kind });
  }

  function snapshot() { // the host's save (it holds the seed: never send it to a guest)
    return { ...table, code, names: people.map((p) => p.name), tokens: people.map((p) => (p.joined ? p.token : null)) };
  }

  function close() { // the host leaves: every guest is told
    closed = true;
    clearTimeout(timer);
    broadcast({ t: 'bye', reason: 'host-closed' });
  }

  return {
    ready, // resolves once the engine is locked to the table's people
    start, // await start(): the match begins (or resumes from the save)
    attach, // attach(channel, 1): a guest's link for person 1's invite
    detach, // detach(1): sends that guest away (its seat goes 'away')
    view, // view() -> {people: [{name, kind, connected, away, thinking}], turn, started, over, replay, moves}
    snapshot, // snapshot() -> {v: 1, game, options, seed, code, seats, names, tokens, timeoutSeconds, botLevel}
    close, // close(): {t: 'bye'} to every guest, timers stopped
  };
}
