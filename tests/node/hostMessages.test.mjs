// What a guest accepts from its host (web/table/hostMessage.js): every message a real
// host sends in whole deals of each game and table size is taken (and a long match's
// whole log, as a rejoining guest gets it); a broken or hostile host's messages are
// refused whole: the guest's state stays as it was, the refusal is kept for the page to
// say (state.fault), and the deal goes on; 3,000 random changes to real messages never
// throw in the guest (e.g. 139 taken, 2,861 refused); its event kinds are engine.d.ts's.
import { test } from "node:test";
import assert from "node:assert/strict";

import { engine, ok, root, sleep, until } from "./helpers.mjs";
import { createLoopback } from "../../web/table/loopback.js";
import { createTableHost } from "../../web/table/host.js";
import { createTableGuest } from "../../web/table/guest.js";
import { EVENT_KINDS, readHostMessage } from "../../web/table/hostMessage.js";
import { readDeclarations } from "./declarations.mjs";

// A host with the person at seat 0 (a guest that plays its first legal action) and bots
// elsewhere; every text the guest received is kept.
async function table(game, players, seed = 5) {
  const e = await engine();
  const host = createTableHost({
    engine: e, game, options: { players, length: "deal" }, seed, seats: ["person", ...Array(players - 1).fill("bot")],
    names: ["Ana", "Ben", "Eva", "Leo"].slice(0, players), botLevel: "random", botDelayMs: 1,
  });
  await host.ready;
  const [hostEnd, guestEnd] = createLoopback();
  const received = [];
  const channel = { ...guestEnd, onMessage: (fn) => guestEnd.onMessage((t) => { received.push(t); fn(t); }) };
  host.attach(hostEnd, 0);
  let acted = -1;
  const control = { auto: true }; // false: the guest does not move, so the table waits for it
  const guest = createTableGuest({
    channel, name: "Ana",
    onChange: (st) => {
      const o = st.obs;
      if (!control.auto || !o || o.terminal || o.turn !== st.seat || !o.legal.length || o.moves === acted) return;
      acted = o.moves;
      setTimeout(() => guest.act(o.legal[0]), 30); // within the host's rate limit
    },
  });
  await until("seated", () => guest.state.status === "waiting");
  const play = () => { // the guest's move now, if it is its turn
    const o = guest.state.obs;
    if (o && !o.terminal && o.turn === guest.state.seat && o.legal.length) guest.act(o.legal[0]);
  };
  return { host, guest, hostEnd, received, control, play };
}

test("every message a real host sends is taken, in every game and table size", async () => {
  for (const [game, sizes] of [["guinote", [2, 3, 4]], ["whist", [3, 4]], ["belote", [2, 3, 4]]]) {
    for (const players of sizes) {
      const { host, guest, received } = await table(game, players);
      await host.start();
      await until(`${game} ${players}: the end`, () => guest.state.status === "over", 60000);
      const refused = received.filter((t) => !readHostMessage(t));
      assert.deepEqual(refused.map((t) => t.slice(0, 200)), [], `${game}, ${players} players`);
      assert.equal(guest.state.fault, null);
      assert.ok(received.some((t) => JSON.parse(t).t === "obs"));
      host.close();
    }
  }
});

// A real observation with one change, as a host would send it next.
function forgedObservation(obs, change) {
  const o = structuredClone(obs);
  o.eventsFrom = obs.events.length; // nothing new: a valid continuation before the change
  o.eventCount = obs.events.length;
  o.events = [];
  change(o);
  return JSON.stringify({ t: "obs", obs: o });
}

test("a broken or hostile host's messages are refused whole; the guest keeps its state and the deal goes on", async () => {
  const { host, guest, hostEnd, control, play } = await table("guinote", 4, 9);
  control.auto = false;
  await host.start();
  // The guest's turn after some moves: the table waits for it, so nothing real arrives meanwhile.
  await until("the guest's turn", () => guest.state.obs && guest.state.obs.turn === guest.state.seat && guest.state.turn === 0);
  await sleep(50);
  const obs = guest.state.obs;
  assert.ok(readHostMessage(forgedObservation(obs, () => {})), "the unchanged continuation is a valid message");
  const hostile = [
    "not json", "null", "[]", "7", '"obs"', "{}", '{"t":"toString"}', '{"t":"__proto__"}', '{"t":"constructor"}',
    JSON.stringify({ t: "obs" }),
    JSON.stringify({ t: "obs", obs: null }),
    JSON.stringify({ t: "obs", obs: [] }),
    forgedObservation(obs, (o) => { o.events = "x"; }),
    forgedObservation(obs, (o) => { o.events = [{ type: "nonsense", player: 0 }]; o.eventCount += 1; }),
    forgedObservation(obs, (o) => { o.events = [{ type: "play", player: 0, card: "13o" }]; o.eventCount += 1; }),
    forgedObservation(obs, (o) => { o.events = [{ type: "play", player: { x: 1 }, card: "1o" }]; o.eventCount += 1; }),
    forgedObservation(obs, (o) => { o.eventCount += 5; }), // a log that does not add up
    forgedObservation(obs, (o) => { o.eventsFrom = 10_000; o.eventCount = 10_000; }), // past the log it holds
    forgedObservation(obs, (o) => { o.turn = 7; }),
    forgedObservation(obs, (o) => { o.players = 9; }),
    forgedObservation(obs, (o) => { o.seatOfPerson = []; }),
    forgedObservation(obs, (o) => { o.sideOf = [0, 1]; }),
    forgedObservation(obs, (o) => { o.hand = ["zz"]; }),
    forgedObservation(obs, (o) => { o.hand = "1o 2o"; }),
    forgedObservation(obs, (o) => { o.known = [["0b"], [], [], []]; }),
    forgedObservation(obs, (o) => { o.legal = [{ toString: 1 }]; }),
    forgedObservation(obs, (o) => { o.trick = [{ player: 0 }]; }),
    forgedObservation(obs, (o) => { o.scores = []; }),
    forgedObservation(obs, (o) => { o.moves = -1; }),
    forgedObservation(obs, (o) => { o.game = "poker"; }),
    forgedObservation(obs, (o) => { delete o.handSizes; }),
    forgedObservation(obs, (o) => { o.phase = "x".repeat(5000); }),
    JSON.stringify({ t: "welcome", person: "0", seat: 0, token: "t", names: [] }),
    JSON.stringify({ t: "welcome", person: 0, seat: 9, token: "t", names: [] }),
    JSON.stringify({ t: "people", people: "everyone", turn: 0 }),
    JSON.stringify({ t: "people", people: [{ kind: "person", name: 5 }], turn: 0 }),
    JSON.stringify({ t: "react", person: 1, kind: "<img src=x onerror=alert(1)>" }),
    JSON.stringify({ t: "error", code: { a: 1 } }),
    JSON.stringify({ t: "end", replay: 5, share: "x" }),
    JSON.stringify({ t: "bye", reason: null }),
    `{"t":"error","code":"${"x".repeat(2_000_000)}"}`,
  ];
  for (const text of hostile) {
    const before = structuredClone({ ...guest.state, fault: null });
    const faults = guest.state.fault;
    hostEnd.send(text);
    await until(`the refusal of ${text.slice(0, 60)}`, () => guest.state.fault !== faults);
    assert.equal(guest.state.fault.code, "host-message", text.slice(0, 60));
    assert.ok(guest.state.fault.detail.length <= 80);
    assert.deepEqual(structuredClone({ ...guest.state, fault: null }), before, text.slice(0, 60));
  }
  // The table goes on to the end, every real message still taken.
  const fault = guest.state.fault;
  control.auto = true;
  play();
  await until("the end", () => guest.state.status === "over", 60000);
  assert.equal(guest.state.fault, fault, "a real message was refused");
  host.close();
});

test("a rejoining guest's whole log of a long match is taken", async () => {
  const t = await engine();
  try {
    ok(t.start("guinote", { players: 2, length: "match" }, 12));
    for (let move = 0; move < 20000 && !ok(t.observe(0)).terminal; move++) ok(t.apply(ok(t.botAction("random")).action));
    const whole = ok(t.observe(0, 0));
    assert.ok(whole.events.length > 400, `${whole.events.length} events`); // e.g. 851
    assert.ok(readHostMessage(JSON.stringify({ t: "obs", obs: whole })));
  } finally {
    t.dispose();
  }
});

// A seeded choice of changes (mulberry32): the same run every time.
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("random changes to real messages never throw in the guest: each is taken or refused whole", async () => {
  const { host, guest, received } = await table("belote", 4, 21);
  await host.start();
  await until("the end", () => guest.state.status === "over", 60000);
  host.close();
  const rnd = random(2026);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const values = [null, 0, -1, 1e12, 2.5, "", "x", "7o", "AS", "0b", [], [null], {}, { type: "play" }, true, "x".repeat(500)];
  let taken = 0, refused = 0;
  for (let i = 0; i < 3000; i++) {
    const m = JSON.parse(pick(received));
    // A random place in the message: walk down objects and arrays, then replace or delete.
    let at = m, key = "t";
    for (let depth = 0; depth < 4; depth++) {
      const keys = Object.keys(at);
      if (!keys.length) break;
      key = pick(keys);
      if (typeof at[key] !== "object" || at[key] === null || rnd() < 0.3) break;
      at = at[key];
    }
    if (rnd() < 0.2) delete at[key];
    else at[key] = structuredClone(pick(values));
    let listener = null;
    const g = createTableGuest({ channel: { send() {}, onMessage: (fn) => { listener = fn; }, onClose() {} } });
    listener(received.find((t) => JSON.parse(t).t === "welcome"));
    const read = readHostMessage(JSON.stringify(m));
    const accepted = read !== null && !(read.t === "obs" && read.obs.eventsFrom > 0); // a fresh guest holds no log to go on from
    listener(JSON.stringify(m)); // throws here if a change slips through to the guest's state
    if (accepted) taken++;
    else refused++;
    assert.equal(g.state.fault !== null, !accepted, JSON.stringify(m).slice(0, 120));
  }
  assert.ok(taken > 20 && refused > 20, `${taken} taken, ${refused} refused`);
});

test("the guest knows every event kind engine.d.ts declares, and no other", () => {
  const decl = readDeclarations(`${root}web/engine/engine.d.ts`);
  const declared = decl.members("GameEvent").map((name) => /^"(\w+)"$/.exec(decl.fields(name).get("type").type)[1]);
  assert.deepEqual([...new Set(declared)].sort(), [...EVENT_KINDS].sort());
});
