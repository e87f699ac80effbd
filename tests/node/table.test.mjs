// The online table's protocol (web/table/host.js, guest.js) over in-memory channels
// (loopback.js) with the real WebAssembly engine: each guest receives only its own
// seat's view, forged and abusive messages are refused while the table goes on, a
// guest rejoins its seat by token, a bot plays for a slow person after the timeout,
// reactions only between tricks.
import { test } from "node:test";
import assert from "node:assert/strict";

import { engine, ok, sleep, until } from "./helpers.mjs";
import { createLoopback } from "../../web/table/loopback.js";
import { createTableHost, MAX_MESSAGE, REACTIONS } from "../../web/table/host.js";
import { createTableGuest } from "../../web/table/guest.js";

async function openTable({ players = 4, seats, timeoutSeconds = null, seed = 7 }) {
  const e = await engine();
  const logs = [];
  const host = createTableHost({
    engine: e, game: "guinote", options: { players, length: "deal" }, seed, seats,
    names: seats.map((k, i) => `P${i}`), timeoutSeconds, botLevel: "random", botDelayMs: 0,
    onLog: (l) => logs.push(l),
  });
  await host.ready;
  return { e, host, logs };
}

// A guest over a loopback (its raw channel kept to forge messages; every text it
// received recorded). auto: it plays its first legal action on each of its turns.
function join(host, person, { token = null, auto = false, name } = {}) {
  const [hostEnd, guestEnd] = createLoopback();
  const received = [];
  const channel = { ...guestEnd, onMessage: (fn) => guestEnd.onMessage((t) => { received.push(t); fn(t); }) };
  host.attach(hostEnd, person);
  let acted = -1;
  const g = createTableGuest({
    channel, token, name,
    onChange: (st) => {
      const o = st.obs;
      if (!auto || !o || o.terminal || o.turn !== st.seat || !o.legal.length || o.moves === acted) return;
      acted = o.moves;
      g.act(o.legal[0]);
    },
  });
  return { g, received, raw: guestEnd, hostEnd, errors: () => received.map((t) => JSON.parse(t)).filter((m) => m.t === "error").map((m) => m.code) };
}

// Every card the guest at `seat` must not know after move k: the other hands and the
// stock (the engine's reveal of the finished deal's replay rewound to k), less what
// the engine says is known of them and the face-up card.
function hiddenAt(check, replay, k, seat, obs) {
  ok(check.load(replay));
  ok(check.rewind(k));
  const deal = ok(check.reveal());
  const out = new Set([...deal.hands.flatMap((h, s) => (s === seat ? [] : h)), ...(deal.stock || [])]);
  for (const known of obs.known || []) for (const c of known) out.delete(c);
  out.delete(deal.faceUp);
  return out;
}

test("a whole deal: each guest receives only its own seat's view, the codes only at the end", async () => {
  const { e, host, logs } = await openTable({ seats: ["person", "person", "bot", "person"] });
  const guests = [0, 1, 3].map((p) => ({ person: p, ...join(host, p, { auto: true }) }));
  await until("everyone seated", () => guests.every(({ g }) => g.state.status === "waiting"));
  await host.start();
  await until("the end", () => guests.every(({ g }) => g.state.status === "over"));
  assert.deepEqual(logs, []);
  const { replay, share } = guests[0].g.state.end;
  assert.equal(host.view().replay, replay);
  const check = await engine();
  let checked = 0;
  for (const { person, g, received } of guests) {
    assert.equal(g.state.seat, person);
    assert.deepEqual(g.state.end, { replay, share });
    const endAt = received.findIndex((t) => JSON.parse(t).t === "end");
    assert.ok(endAt > 0);
    for (const [i, text] of received.entries()) {
      if (i < endAt) assert.ok(!text.includes(share.slice(0, 12)) && !text.includes(replay.slice(0, 12)), "a code before the end");
      const m = JSON.parse(text);
      if (m.t !== "obs") continue;
      assert.equal(m.obs.player, person, "another seat's observation");
      if (m.obs.terminal) continue;
      // excluded: the suits a seat has shown out of (every card of them, held or not), public.
      const shown = JSON.stringify({ ...m.obs, excluded: [] });
      for (const card of hiddenAt(check, replay, m.obs.moves, person, m.obs))
        assert.ok(!shown.includes(`"${card}"`), `guest ${person} was sent ${card} (hidden) at move ${m.obs.moves}`);
      checked++;
    }
    assert.deepEqual(g.state.obs.events, ok(e.observe(person)).events, "the joined log is the engine's");
  }
  assert.ok(checked > 30, `${checked} observations checked`);
  // The checker itself sees hidden cards: person 3's hand, as person 3 was sent it, is
  // hidden from person 1 at that same move.
  const views = (g) => g.received.map((t) => JSON.parse(t)).filter((m) => m.t === "obs" && !m.obs.terminal).map((m) => m.obs);
  const later = new Map(views(guests[2]).map((o) => [o.moves, o.hand]));
  const same = views(guests[1]).filter((o) => later.has(o.moves) && later.get(o.moves).length);
  assert.ok(same.length > 0);
  const faceUp = views(guests[1])[0].faceUp; // seen by all, then drawn
  for (const o of same)
    for (const card of later.get(o.moves).filter((c) => c !== faceUp && !o.known.flat().includes(c)))
      assert.ok(hiddenAt(check, replay, o.moves, 1, o).has(card), card);
  e.dispose();
  check.dispose();
});

test("forged messages are refused with a code, change nothing, and the table goes on", async () => {
  const { host, logs } = await openTable({ players: 2, seats: ["person", "person"] });
  const hostSeat = join(host, 0);
  const guest = join(host, 1);
  await until("seated", () => guest.g.state.status === "waiting" && hostSeat.g.state.status === "waiting");
  await host.start();
  await until("the first view", () => guest.g.state.obs && hostSeat.g.state.obs);
  const turn = guest.g.state.obs.turn;
  const [mover, other] = turn === 1 ? [guest, hostSeat] : [hostSeat, guest];
  const moves = host.view().moves;
  const theirCard = other.g.state.obs.hand[0];
  const forged = [
    [guest, JSON.stringify({ t: "act", action: "1o", person: 0 }), "not-your-seat"],
    [guest, JSON.stringify({ t: "act", action: "1o", seat: 0 }), "not-your-seat"],
    [mover, JSON.stringify({ t: "act", action: theirCard }), "illegal-action"], // the other seat's card
    [mover, JSON.stringify({ t: "act", action: "13z" }), "invalid-argument"], // no such card
    [other, JSON.stringify({ t: "act", action: other.g.state.obs.hand[0] }), "not-your-turn"],
    [guest, "x".repeat(MAX_MESSAGE + 1), "too-big"],
    [guest, `{"t":"act","action":"${"1".repeat(MAX_MESSAGE)}"}`, "too-big"],
    [guest, "{{{", "bad-message"],
    [guest, "[1,2]", "bad-message"],
    [guest, JSON.stringify({ t: "deal" }), "bad-message"],
    [guest, JSON.stringify({ t: "act", action: 7 }), "bad-message"],
    [guest, JSON.stringify({ t: "hello" }), "bad-message"], // hello twice
  ];
  for (const [who, text, code] of forged) {
    const before = who.errors().length;
    who.raw.send(text);
    await until(code, () => who.errors().length > before);
    assert.equal(who.errors().at(-1), code, text.slice(0, 60));
    assert.equal(host.view().moves, moves, "a refusal moved the match");
  }
  assert.ok(logs.length >= forged.length);
  // A stranger with no token cannot take a seat in use.
  const stranger = join(host, 1);
  await until("the stranger's refusal", () => stranger.g.state.status === "refused");
  assert.equal(stranger.g.state.error.code, "seat-taken");
  // The table goes on: both play the deal out.
  for (const who of [guest, hostSeat]) {
    const play = () => {
      const { obs, seat } = who.g.state;
      if (obs && !obs.terminal && obs.turn === seat && obs.legal.length) who.g.act(obs.legal[0]);
    };
    who.timer = setInterval(play, 5);
  }
  await until("the end", () => guest.g.state.status === "over" && hostSeat.g.state.status === "over");
  for (const who of [guest, hostSeat]) clearInterval(who.timer);
});

test("a flood is cut by the rate limit and the guest can play again later", async () => {
  const { host } = await openTable({ players: 2, seats: ["person", "person"] });
  const guest = join(host, 1);
  await until("seated", () => guest.g.state.status === "waiting");
  const pongs = () => guest.received.filter((t) => t === '{"t":"pong"}').length;
  for (let i = 0; i < 200; i++) guest.raw.send('{"t":"ping"}');
  await until("the refusal", () => guest.errors().includes("too-fast"));
  await sleep(50);
  assert.ok(pongs() <= 25, `${pongs()} pongs to 200 pings`);
  assert.equal(guest.errors().filter((c) => c === "too-fast").length, 1); // one answer, the rest dropped
  await sleep(300);
  const before = pongs();
  guest.raw.send('{"t":"ping"}');
  await until("a pong again", () => pongs() > before);
});

test("a guest who drops rejoins the same seat with its token; the seat waits for it", async () => {
  const { host } = await openTable({ players: 4, seats: ["person", "person", "bot", "bot"] });
  const hostSeat = join(host, 0, { auto: true });
  const first = join(host, 1, { name: "Ben" });
  await until("seated", () => first.g.state.status === "waiting" && hostSeat.g.state.status === "waiting");
  const token = first.g.state.token;
  assert.match(token, /^[0-9a-f]{32}$/);
  await host.start();
  await until("Ben's turn", () => host.view().turn === 1);
  first.raw.close(); // the page reloads
  await until("away", () => host.view().people[1].away);
  assert.equal(host.view().people[1].name, "Ben");
  await sleep(100);
  assert.equal(host.view().turn, 1, "with no timeout the table waits for Ben");
  const again = join(host, 3, { token }); // a fresh invite; the token says who it is
  await until("rejoined", () => again.g.state.obs);
  assert.equal(again.g.state.person, 1);
  assert.equal(again.g.state.obs.player, 1);
  assert.equal(again.g.state.obs.events[0].type, "deal"); // the whole log again
  assert.equal(host.view().people[1].connected, true);
  again.g.act(again.g.state.obs.legal[0]);
  await until("Ben's move taken", () => host.view().turn !== 1);
  const wrong = join(host, 1, { token: "0".repeat(32) }); // a made-up token, Ben's seat in use
  await until("refused", () => wrong.g.state.status === "refused");
});

test("after the timeout a bot plays for a person who does not move", async () => {
  const { host, logs } = await openTable({ players: 2, seats: ["person", "person"], timeoutSeconds: 0.1 });
  const sleeper = join(host, 1);
  const hostSeat = join(host, 0, { auto: true });
  await until("seated", () => sleeper.g.state.status === "waiting" && hostSeat.g.state.status === "waiting");
  assert.equal(sleeper.g.state.timeoutSeconds, 0.1, "the host's setting, told to every guest");
  await host.start();
  const timeouts = () => logs.filter((l) => l.person === 1 && l.code === "timeout").length;
  await until("two moves by the stand-in", () => timeouts() >= 2);
  await until("the stand-in's cards seen", () => sleeper.g.state.obs.events.filter((e) => e.type === "play" && e.player === 1).length >= 2);
  host.close();
});

test("quick reactions only between tricks, once per pause, seen by everyone", async () => {
  const { host } = await openTable({ players: 2, seats: ["person", "person"] });
  const a = join(host, 0);
  const b = join(host, 1);
  await until("seated", () => a.g.state.status === "waiting" && b.g.state.status === "waiting");
  await host.start();
  await until("views", () => a.g.state.obs && b.g.state.obs);
  const [lead, follow] = a.g.state.obs.turn === 0 ? [a, b] : [b, a];
  lead.g.react("nice"); // the first trick is not over: no trick taken yet
  await until("refused", () => lead.errors().includes("no-reaction-now"));
  lead.g.act(lead.g.state.obs.legal[0]);
  await until("a card on the table", () => follow.g.state.obs.trick.length === 1);
  follow.g.react("wow"); // during a trick
  await until("refused", () => follow.errors().includes("no-reaction-now"));
  follow.g.act(follow.g.state.obs.legal[0]);
  await until("the trick taken", () => follow.g.state.obs.lastTrick && lead.g.state.obs.lastTrick && follow.g.state.obs.trick.length === 0);
  follow.g.react("thanks");
  await until("seen by both", () => a.g.state.reactions.length === 1 && b.g.state.reactions.length === 1);
  assert.deepEqual(a.g.state.reactions.map((r) => [r.person, r.kind]), [[follow.g.state.person, "thanks"]]);
  follow.g.react("nice"); // twice in the same pause
  await until("refused", () => follow.errors().filter((c) => c === "no-reaction-now").length === 2);
  follow.g.react("boo"); // not one of REACTIONS
  await until("refused", () => follow.errors().includes("bad-message"));
  assert.ok(!REACTIONS.includes("boo"));
});

test("a host that reloads resumes the table from its save; the guests come back with their tokens", async () => {
  const { e, host } = await openTable({ players: 2, seats: ["person", "person"] });
  const a = join(host, 0);
  const b = join(host, 1);
  await until("seated", () => a.g.state.status === "waiting" && b.g.state.status === "waiting");
  await host.start();
  await until("views", () => a.g.state.obs && b.g.state.obs);
  const mover = a.g.state.obs.turn === 0 ? a : b;
  mover.g.act(mover.g.state.obs.legal[0]);
  await until("one move", () => host.view().moves === 1);
  const save = JSON.parse(JSON.stringify(host.snapshot()));
  host.close();
  await until("told", () => a.g.state.bye === "host-closed" && b.g.state.status === "closed");
  e.dispose();
  const e2 = await engine();
  const again = createTableHost({ engine: e2, resume: save, botDelayMs: 0 });
  await again.ready;
  await again.start();
  assert.equal(again.view().moves, 1);
  const b2 = join(again, 0, { token: b.g.state.token });
  await until("B back", () => b2.g.state.obs);
  assert.equal(b2.g.state.person, 1);
  assert.equal(b2.g.state.obs.moves, 1);
  assert.deepEqual(again.view().people.map((p) => p.name), ["P0", "P1"]);
});
