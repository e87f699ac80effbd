// The live game's controller: composes the parts of web/app/game/ (start, play,
// hint, summary data, statistics) over one shared context. It never decides a rule,
// a trick winner or a score: those come from the observation and the events.

import { createSavedGames } from './savedGames.js';
import { createContext } from './game/context.js';
import { createStatistics } from './game/statistics.js';
import { createPlay } from './game/play.js';
import { createHint } from './game/hint.js';
import { createStart } from './game/start.js';
import { createUndo } from './undo.js';
import { createDailyGame } from './dailyGame.js';

/**
 * createGameController({store, engine, saved, sound}) -> {
 *   quickStart(), startGame(setup), rematch(), act(action), continueGame(), openDeal(code),
 *   resume(save), reportBrokenSave(reason), toggleLastTrick(), hint(), setNotice(n), stop(),
 *   recover(), abandon(), live() }
 * saved: the saved games (savedGames.js), which write each move and may stop the game.
 * sound: the table's sounds (sound.js), or null.
 * The engine plays for person 0 only (the client locks every worker, main.js): while a
 * match is live it answers the human's seats and nothing else.
 */
export function createGameController({ store, engine, saved = createSavedGames({ store }), sound = null }) {
  const ctx = createContext({ store, engine, saved, sound });
  const statistics = createStatistics(ctx);
  const play = createPlay(ctx, statistics);
  const start = createStart(ctx, { play, statistics });
  const daily = createDailyGame(ctx, { start, statistics });
  return {
    undo: createUndo(ctx, { statistics, play }).undo, // the "Deshacer" button and its key: back to the human's previous decision
    daily, // the daily deal: daily.open(), daily.play('whist'), daily.share(), …
    quickStart: start.quickStart, // starts with the default setup (4 players, 40 cards, bots 'hard')
    startGame: start.startGame, // startGame(setup)
    rematch: start.rematch, // the final summary's "Revancha": same players and options, new seed
    act: play.act, // act('7o') | act('sing:c') | act('pass')
    continueGame: play.continueGame, // the summary's "Continuar"
    openDeal: start.openDeal, // openDeal('AQABAwDZPg')
    playFrom: start.playFrom, // playFrom(code, k, outcome, person): "play from here", a live game from a replay's step, as that person
    resume: start.resume, // resume({id: 'g…', code, levels})
    reportBrokenSave: start.reportBrokenSave, // reportBrokenSave('not JSON')
    toggleLastTrick: play.toggleLastTrick, // shows/hides observation.lastTrick
    uncover: play.uncover, // pass-and-play: "show my cards" on the cover between two people's turns
    hint: createHint(ctx), // the "Pista" button: highlights the strong bot's move for the human
    describeEvent: ctx.describe, // describeEvent(game, event) -> 'Rival (derecha): As de oros'
    waits: () => ctx.waits, // waits() -> 7: the pace waits made so far (the debug hook's)
    setNotice: ctx.setNotice, // setNotice({kind: 'error', key, detail, actions}) | setNotice(null)
    recover: start.recover, // after engine.onRestart: the match back from its replay code
    abandon: start.abandon, // abandon() -> the replay code of the match given up, e.g. 'AQEB…'
    live: start.live, // live() -> true while the match on the table is being played
    stop: play.stop, // stop(): the game on the table is no longer this tab's
  };
}
