// web/engine/engine.d.ts declares every field the engine sends: random matches of
// every game and option value in the WebAssembly build, each event, observation,
// reveal and games() entry checked against the interfaces read from the .d.ts itself
// (so the declarations cannot drift from the engine).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { engine, ok, root } from "./helpers.mjs";
import { readDeclarations } from "./declarations.mjs";

const decl = readDeclarations(`${root}web/engine/engine.d.ts`);

// Event interfaces by their `type` literal: {"score": [fields of ScoreEvent, of WhistScoreEvent]}.
const eventShapes = new Map();
for (const name of decl.members("GameEvent")) {
  const fields = decl.fields(name);
  const type = /^"(\w+)"$/.exec(fields.get("type").type)[1];
  if (!eventShapes.has(type)) eventShapes.set(type, []);
  eventShapes.get(type).push({ name, fields });
}

// Why `object` does not fit the interface `fields` ("" if it does): a key not declared,
// or a declared key that is not optional and missing.
function misfit(object, fields) {
  const extra = Object.keys(object).filter((k) => !fields.has(k));
  if (extra.length) return `undeclared ${extra.join(", ")}`;
  const missing = [...fields].filter(([k, f]) => !f.optional && !(k in object)).map(([k]) => k);
  return missing.length ? `missing ${missing.join(", ")}` : "";
}

// Checks `object` against one of the interfaces named; the problems go to `seen`.
function check(seen, what, object, names) {
  const why = names.map((n) => misfit(object, decl.fields(n)));
  if (why.every(Boolean)) seen.add(`${what} ${JSON.stringify(object)}: ${why.join(" / ")}`);
}

function checkEvent(seen, game, e) {
  const shapes = eventShapes.get(e.type);
  if (!shapes) return seen.add(`${game}: event kind "${e.type}" is not declared in GameEvent`);
  check(seen, `${game} event`, e, shapes.map((s) => s.name));
}

const SCORES = { guinote: "GuinoteSideScore", whist: "WhistSideScore", belote: "BeloteSideScore" };

function checkCommon(seen, game, view, kind) {
  check(seen, `${game} ${kind}`, view, [kind === "reveal" ? "Reveal" : "Observation"]);
  for (const s of view.scores) check(seen, `${game} score`, s, [SCORES[game]]);
  check(seen, `${game} match`, view.match, ["MatchFacts"]);
  check(seen, `${game} nextMatch`, view.nextMatch, ["NextMatch"]);
  if (view.contract) check(seen, `${game} contract`, view.contract, ["Contract"]);
  if (view.dummy) check(seen, `${game} dummy`, view.dummy, ["Dummy"]);
  if (view.lastTrick) check(seen, `${game} lastTrick`, view.lastTrick, ["LastTrick"]);
  for (const x of view.trick) check(seen, `${game} trick card`, x, ["TrickCard"]);
  if (!decl.literals("Phase").includes(view.phase)) seen.add(`${game}: phase "${view.phase}" is not in Phase`);
  if (!decl.literals("Pack").includes(view.pack)) seen.add(`${game}: pack "${view.pack}" is not in Pack`);
  if (!decl.literals("GameName").includes(view.game)) seen.add(`${game}: game "${view.game}" is not in GameName`);
  if (kind === "observation") {
    for (const a of view.actions) check(seen, `${game} action`, a, ["ActionMeaning"]);
    for (const x of view.illegal) check(seen, `${game} illegal`, x, ["IllegalCard"]);
    if (!view.actions.every((a, i) => a.action === view.legal[i])) seen.add(`${game}: actions differ from legal`);
  }
  const hands = kind === "observation" ? [[view.hand, view.handOrders]] : view.hands.map((h, i) => [h, view.handOrders[i]]);
  for (const [hand, orders] of hands) {
    for (const [sort, cards] of Object.entries(orders)) {
      if (!decl.literals("HandSort").includes(sort)) seen.add(`${game}: hand order "${sort}" is not in HandSort`);
      if ([...cards].sort().join() !== [...hand].sort().join()) seen.add(`${game}: handOrders.${sort} is not the hand`);
    }
  }
}

// Every option set to test: the defaults, then each option at each of its values.
function optionSets(spec) {
  const sets = [{}];
  for (const o of spec.options) {
    const values = o.choices || o.allowed || (o.min !== undefined ? Array.from({ length: o.max - o.min + 1 }, (_, i) => o.min + i) : []);
    for (const v of values) if (v !== o.default) sets.push({ [o.name]: v });
  }
  return sets;
}

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

test("engine.d.ts declares every event kind, every event field and every observation field the engine sends", () => {
  const seen = new Set();
  const kinds = new Set();
  const info = ok(e.games());
  check(seen, "games()", info, ["GamesInfo"]);
  let rng = 2026;
  const random = (n) => { rng = (rng * 1103515245 + 12345) % 2147483648; return rng % n; };
  for (const spec of info.games) {
    check(seen, "games() entry", spec, ["GameInfo"]);
    for (const sort of spec.sorts) if (!decl.literals("HandSort").includes(sort)) seen.add(`${spec.name}: sort "${sort}" is not in HandSort`);
    for (const s of spec.options) check(seen, `${spec.name} option`, s, ["OptionSpec"]);
    for (const options of optionSets(spec)) {
      const matches = Object.keys(options).length === 0 ? 2 : 1; // two with the defaults, one for each other value
      for (let match = 0; match < matches; match++) {
        const seed = String(1000 * match + random(1000));
        const started = e.start(spec.name, options, seed);
        if (!started.ok) continue; // an option value another option rules out
        let since = 0;
        let turn = started.turn;
        for (let moves = 0; moves < 5000; moves++) {
          const obs = ok(e.observe(turn ?? 0, since));
          checkCommon(seen, spec.name, obs, "observation");
          for (const ev of obs.events) {
            kinds.add(ev.type);
            checkEvent(seen, spec.name, ev);
          }
          since = obs.eventCount;
          if (obs.terminal) break;
          ok(e.apply(obs.legal[random(obs.legal.length)]));
          turn = ok(e.observe(obs.turn, since)).turn; // the next seat to act (a short log: only the new events)
        }
        const reveal = ok(e.reveal());
        checkCommon(seen, spec.name, reveal, "reveal");
        for (const ev of reveal.events) checkEvent(seen, spec.name, ev);
        // Every other seat's view of the same log (hidden cards as null).
        for (let p = 0; p < started.players; p++)
          for (const ev of ok(e.observe(p)).events) checkEvent(seen, spec.name, ev);
      }
    }
  }
  assert.deepEqual([...seen].slice(0, 20), [], "fields or kinds the declarations lack");
  // Random play reaches most kinds; the declarations name exactly the engine's 26.
  assert.equal(eventShapes.size, 26, `GameEvent declares ${eventShapes.size} kinds: ${[...eventShapes.keys()]}`);
  for (const k of kinds) assert.ok(eventShapes.has(k), k);
  assert.ok(kinds.size >= 20, `random play met only ${[...kinds]}`);
});

test("the reader sees a field the declarations lack (the check is not vacuous)", () => {
  const seen = new Set();
  checkEvent(seen, "guinote", { type: "play", player: 0, card: "7o", extra: 1 });
  checkEvent(seen, "guinote", { type: "fly", player: 0 });
  checkEvent(seen, "guinote", { type: "play", player: 0 });
  assert.equal(seen.size, 3, [...seen].join("\n"));
});
