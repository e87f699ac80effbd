// Plays one deal of Whist with the npm package: the bots play every seat but seat 0,
// which plays its first legal card. Run it where @baza/engine is installed:
//   npm install @baza/engine && node play-a-deal.mjs [seed]
// tests/node/package.test.mjs runs it against the packed tarball.
import { loadEngine } from "@baza/engine";

const seed = process.argv[2] ?? "2026";
const engine = await loadEngine(); // Node reads the .wasm beside the module itself

let view = engine.start("whist", { length: "deal" }, seed); // the observation of the seat to act
if (!view.ok) throw new Error(view.error);
while (!view.terminal) {
  const move = view.turn === 0
    ? engine.apply(engine.observe(0).legal[0]) // our seat: its first legal card
    : engine.botMove("easy");                  // the others: the easy bot
  if (!move.ok) throw new Error(move.error);
  view = engine.observe(0);
}

const [us, them] = view.scores;
console.log(`deal over after ${view.moves} moves: we took ${us.tricks} tricks, they took ${them.tricks}`);
console.log(`replay code: ${engine.codes().replay}`);
engine.dispose();
