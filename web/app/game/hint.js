// The "Pista" button: asks the engine what the strong bot would do in the human's
// seat (it is the player to move) and highlights it without playing it. The answer
// is dropped if the table moved on meanwhile; any move clears it.

import { t, cardWithArticle } from '../i18n.js';
import { isCardAction, parseCard, declareArg } from '../cards.js';
import { bidding } from '../dealFacts.js';
import { defaultLevel } from '../setup.js';
import { isHumanTurn } from '../selectors.js';

const HINT_LEVEL = 'hard'; // the bot asked for a hint (the best of the engine's levels when it lacks this one)

/** createHint(ctx) -> hint(): the button's action. */
export function createHint(ctx) {
  const { store, engine, S, announce, engineTrouble } = ctx;
  let hintId = 0;

  return async function hint() {
    const s = S();
    if (!isHumanTurn(s) || s.game.daily || (s.game.hint && s.game.hint.status === 'thinking')) return; // no hint in the daily deal (the par's play)
    if (s.game.hint && s.game.hint.status === 'shown') { // asked again: say it again
      announce(hintText(s.game.obs, s.game.hint.action));
      return;
    }
    // Vueltas by memory (the engine's byMemory): whatever the bot did (claim or not) would
    // count for the player, so where a claim is open the hint does not ask it.
    if (s.game.obs.legal.includes('claim') && s.game.obs.scores.some((x) => x.byMemory)) {
      announce(t('hint.byMemory'));
      return;
    }
    const my = ctx.token;
    const id = ++hintId;
    const cursor = s.game.cursor;
    const known = s.levels;
    const level = known.includes(HINT_LEVEL) ? HINT_LEVEL : defaultLevel(known.length ? known : [HINT_LEVEL]);
    store.update((st) => { st.game.hint = { id, status: 'thinking' }; });
    let r = null;
    try {
      r = await engine.botAction(level);
    } catch (e) {
      if (e && e.refused === false) {
        engineTrouble(e, my);
        return;
      }
      r = null;
    }
    const g = S().game;
    if (my !== ctx.token || !g || !g.hint || g.hint.id !== id || g.cursor !== cursor) return; // a move was made meanwhile
    const usable = r && r.player === g.obs.turn && g.obs.legal.includes(r.action);
    store.update((st) => { st.game.hint = usable ? { id, status: 'shown', action: r.action } : null; });
    announce(usable ? hintText(g.obs, r.action) : t('hint.failed'));
  };
}

/** The hint in words: "Pista: juega el As de oros", "Pista: canta las 40", … */
export function hintText(obs, action) {
  if (isCardAction(action)) return t('hint.play', { card: cardWithArticle(action) });
  const m = (obs.actions || []).find((x) => x.action === action) || { kind: action }; // the engine's meaning
  if (m.kind === 'bid') return t('hint.take', { suit: t(`suit.${m.suit}`) });
  if (declareArg(action) !== null) return t('hint.declare', { what: t(`action.declare.${declareArg(action)}`) });
  if (action === 'pass' && bidding(obs)) return t('hint.passBid');
  if (m.kind === 'sing') return m.points === 40 ? t('hint.sing40') : t('hint.sing20', { suit: t(`suit.${m.suit}`) });
  if (m.kind === 'exchange') return t('hint.exchange', { rank: parseCard(m.gives).rank }); // the card given: 7, 9 or 2
  if (action === 'claim') return t(obs.players === 4 ? 'hint.claim' : 'hint.claim.single');
  if (action === 'pass') { // "Seguir": without singing, exchanging (or claiming)
    const sing = obs.actions.some((a) => a.kind === 'sing');
    const exchange = obs.actions.some((a) => a.kind === 'exchange');
    return t(sing && exchange ? 'hint.pass.both' : sing ? 'hint.pass.sing' : exchange ? 'hint.pass.exchange' : 'hint.pass');
  }
  return t('hint.play', { card: action });
}
