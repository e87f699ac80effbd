// Engine.version(): what a saved game records (web/app/savedGames.js). Its codeVersion
// is the newest version byte this build writes (Guiñote's 2, since the vueltas claim is
// offered once per trick; Whist and Belote still write 1), and every code is read back.
import { test } from "node:test";
import assert from "node:assert/strict";

import { engine } from "./helpers.mjs";

const versionByte = (code) => Buffer.from(code, "base64url")[0];

test("version() names the engine and the code version its share and replay codes carry", async () => {
  const e = await engine();
  const v = e.version();
  assert.equal(v.ok, true);
  assert.match(v.engine, /^\d+\.\d+\.\d+$/);
  assert.ok(Number.isInteger(v.codeVersion) && v.codeVersion >= 1);
  for (const game of ["guinote", "whist", "belote"]) {
    assert.equal(e.start(game, "", 7).ok, true);
    assert.equal(e.apply(e.observe(e.observe(0).turn ?? 0).legal[0]).ok, true);
    const codes = e.codes();
    const own = game === "guinote" ? v.codeVersion : 1;
    assert.equal(versionByte(codes.share), own, `${game} share code`);
    assert.equal(versionByte(codes.replay), own, `${game} replay code`);
    assert.equal(e.load(codes.replay).ok, true, "a code of this version is read back");
  }
  const newer = Buffer.from(e.codes().replay, "base64url");
  newer[0] = v.codeVersion + 1;
  const refused = e.load(newer.toString("base64url"));
  assert.equal(refused.ok, false, "a newer code is refused in words, not replayed under other rules");
  assert.equal(typeof refused.error, "string");
  e.dispose();
});
