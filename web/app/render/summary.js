// The end-of-deal (and end-of-match) panel, one renderer for every game: the title,
// the lead lines, the score table and the tally. Every fact is the engine's: the
// summary's events (buildSummary in game.js) and observation.scores/.match; which
// lines, columns and words a game uses is data (gameWords.js).

import { t, cardName } from '../i18n.js';
import { gameWords } from '../gameWords.js';
import { el } from './dom.js';

/** The panel's title and body for summary `s` of game state `g`; `w` is words(obs, seat). */
export function summaryParts(g, s, w) {
  const obs = g.obs;
  const mine = obs.sideOf[g.humanSeat];
  const we = obs.players === 4 ? 'plural' : 'single';
  const words = gameWords(obs.game).summary;
  return { title: summaryTitle(s, w, mine, we), body: [...leadLines(obs, s, w, words), ...scoreTable(s, w, mine, words), ...tally(obs, s, w, words)] };
}

function summaryTitle(s, w, mine, we) {
  // "¡Partida para vosotros!" or "Partida para Ellos": what (final, game, partida) went to `side`.
  const result = (what, side) => (side === mine ? t(`summary.${what}.won.${we}`) : t(`summary.${what}.lost`, { side: w.forSide(side) }));
  if (s.kind === 'final') return s.winner === null || s.winner === undefined ? t('summary.final.none') : result('final', s.winner);
  if (s.redeal) return t('summary.redealTitle');
  if (s.gameWon) return result('game', s.gameWon.side);
  if (s.partida) return result('partida', s.partida.side);
  return t('summary.dealEnd', { deal: s.deal });
}

// The sentences above the table, each from one of the engine's events or facts.
function leadLines(obs, s, w, words) {
  const lines = [];
  if (s.revoke) lines.push(w.say('summary.revoke', s.revoke.player, { card: cardName(s.revoke.card) }));
  if (s.claim) lines.push(w.say(s.claim.correct ? 'summary.claimRight' : 'summary.claimWrong', s.claim.player, { total: s.claim.total }));
  if (s.redeal) lines.push(t('summary.redeal'));
  if (s.result) {
    lines.push(w.say(`summary.result.${s.result.verdict}`, s.result.taker, { suit: t(`suit.${s.result.trump}`), n: s.result.points, d: s.result.defenders }));
    if (s.result.held > 0) lines.push(t('summary.held', { n: s.result.held }));
  }
  if (words.tricksLine && s.scores.length) {
    lines.push(t('summary.tricksWon', { list: obs.scores.map((x) => t('summary.tricksSide', { side: w.side(x.side), n: x.lastDealTricks })).join(' · ') }));
  }
  if (words.dixDeDer && s.lastBonus) lines.push(w.say('summary.dixDeDer', s.lastBonus.player, { n: s.lastBonus.ultimas }));
  if (s.capote) lines.push(w.sayTeam('summary.capote', s.capote.side, { n: s.capote.points }));
  if (s.partida) lines.push(w.sayTeam(`summary.by.${s.partida.by}`, s.partida.side));
  else if (words.noWinnerLine && s.scores.length && s.kind !== 'final') lines.push(s.vueltas ? t('summary.vueltas') : t('summary.noWinner'));
  if (s.coto) lines.push(w.sayTeam('summary.coto', s.coto.side, { n: s.coto.cotos }));
  if (s.gameWon) lines.push(w.sayTeam('summary.gameWon', s.gameWon.side, { n: s.gameWon.games }));
  if (s.rubber) lines.push(w.sayTeam('summary.rubberWon', s.rubber.side));
  return lines.map((text) => el('p', { class: 'panel__lead', text }));
}

// The deal's 'score' events as a table: the game's columns, then the total.
function scoreTable(s, w, mine, words) {
  if (!s.scores.length) return [];
  const table = el('table', { class: 'sumtable' });
  const heads = ['summary.col.side', ...words.columns.map((c) => c.label), words.total];
  table.appendChild(el('thead', {}, el('tr', {}, ...heads.map((c) => el('th', { attrs: { scope: 'col' }, text: t(c) })))));
  const body = el('tbody');
  for (const row of s.scores) {
    const cells = words.columns.map((c) => {
      const n = row[c.field];
      const isVoid = Boolean(c.voidUnless) && n > 0 && !row[c.voidUnless]; // the engine's counted: false
      return el('td', { text: isVoid ? t('summary.cantesVoid', { n }) : String(n), class: isVoid ? 'is-void' : '' });
    });
    body.appendChild(el('tr', { class: row.side === mine ? 'is-mine' : '' },
      el('th', { attrs: { scope: 'row' }, text: w.side(row.side) }),
      ...cells,
      el('td', { class: 'sumtable__total', text: t('summary.points', { n: row.total }) })));
  }
  table.appendChild(body);
  return [table];
}

// Where the match stands after the deal: each side's fields named by the game's words.
function tally(obs, s, w, words) {
  if (!s.tally || !s.tally.length) return [];
  const [key, fields] = words.tally;
  const target = (obs.match && obs.match.target) || '';
  const text = s.tally.map((x) => t(key, { side: w.side(x.side), target, ...Object.fromEntries(Object.entries(fields).map(([p, f]) => [p, x[f]])) })).join(' · ');
  return [el('p', { class: 'panel__tally', text })];
}
