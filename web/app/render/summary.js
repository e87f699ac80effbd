// The end-of-deal (and end-of-match) panel, one renderer for every game: the title,
// the lead lines, the score table and the tally. Every fact is the engine's: the
// summary's events (buildSummary in game.js) and observation.scores/.match; which
// lines, columns and words a game uses is data (gameWords.js).

import { t, cardName } from '../i18n.js';
import { gameWords } from '../gameWords.js';
import { el } from './dom.js';
import { fromHereParts } from './fromHereView.js';

/** The panel's title and body for summary `s` of game state `g`; `w` is words(obs, seat). */
export function summaryParts(g, s, w) {
  const obs = g.obs;
  const mine = obs.sideOf[g.humanSeat];
  const we = obs.players === 4 ? 'plural' : 'single';
  const words = gameWords(obs.game).summary;
  const table = s.kind === 'final' ? historyTable(obs, s, w, mine) : scoreTable(s, w, mine, words);
  return { title: summaryTitle(s, w, mine, we), body: [...leadLines(obs, s, w, words), ...table, ...fromHereParts(g, s, w, mine), ...tally(obs, s, w, words)] };
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

// The deal's 'score' events as a table, one column per side (so that it fits a
// phone whatever the game calls its rows): the game's rows, then the total.
function scoreTable(s, w, mine, words) {
  if (!s.scores.length) return [];
  const mark = (row) => (row.side === mine ? 'is-mine' : '');
  const line = (label, cell, cls = '') => el('tr', { class: cls }, el('th', { attrs: { scope: 'row' }, text: t(label) }), ...s.scores.map((row) => cell(row)));
  const rows = words.columns.map((c) => line(c.label, (row) => {
    const n = row[c.field];
    const isVoid = Boolean(c.voidUnless) && n > 0 && !row[c.voidUnless]; // the engine's counted: false
    return el('td', { text: isVoid ? t('summary.cantesVoid', { n }) : String(n), class: `${mark(row)} ${isVoid ? 'is-void' : ''}`.trim() });
  }));
  rows.push(line(words.total, (row) => el('td', { class: mark(row), text: String(row.total) }), 'sumtable__total'));
  return [el('table', { class: 'sumtable' }, sideHeads(s.scores.map((row) => row.side), w, mine, null), el('tbody', {}, ...rows))];
}

// The head row of a table with one column per side: `corner` names the first column (null: none).
function sideHeads(sides, w, mine, corner) {
  return el('thead', {}, el('tr', {},
    corner ? el('th', { attrs: { scope: 'col' }, text: t(corner) }) : el('td'),
    ...sides.map((side) => el('th', { class: side === mine ? 'is-mine' : '', attrs: { scope: 'col' }, text: w.side(side) }))));
}

// The end of a match: every deal's totals by side, and under a deal what it decided
// (a partida, a coto, a game, a rubber, a contract), all from the engine's log.
function historyTable(obs, s, w, mine) {
  if (!s.history.length) return [];
  const sides = Array.from({ length: obs.sides }, (_, i) => i);
  const body = el('tbody');
  for (const d of s.history) {
    body.appendChild(el('tr', { class: 'sumhist__deal' },
      el('th', { attrs: { scope: 'row' }, text: String(d.deal) }),
      ...sides.map((side) => {
        const score = d.scores.find((x) => x.side === side);
        return el('td', { class: side === mine ? 'is-mine' : '', text: score ? String(score.total) : '–' }); // –: the deal ended without points (a claim)
      })));
    const said = d.outcomes.map((e) => outcomeText(e, w)).filter(Boolean);
    if (said.length) body.appendChild(el('tr', { class: 'sumhist__outcome' }, el('td', { attrs: { colspan: String(sides.length + 1) }, text: said.join(' · ') })));
  }
  return [el('table', { class: 'sumtable sumhist' },
    el('caption', { text: t('summary.hist.title') }),
    sideHeads(sides, w, mine, 'summary.hist.deal'),
    body)];
}

// One outcome event in a few words ("Partida: Nosotros"), or null for one not shown.
function outcomeText(e, w) {
  switch (e.type) {
    case 'result': return t(`summary.hist.${e.verdict}`, { side: w.side(e.side) });
    case 'redeal': return t('summary.hist.redeal');
    case 'capote': case 'partida': case 'coto': case 'game': case 'rubber': return t(`summary.hist.${e.type}`, { side: w.side(e.side) });
    default: return null;
  }
}

// Where the match stands after the deal: each side's fields named by the game's words.
function tally(obs, s, w, words) {
  if (!s.tally || !s.tally.length) return [];
  const [key, fields] = words.tally;
  const target = (obs.match && obs.match.target) || '';
  const text = s.tally.map((x) => t(key, { side: w.side(x.side), target, ...Object.fromEntries(Object.entries(fields).map(([p, f]) => [p, x[f]])) })).join(' · ');
  return [el('p', { class: 'panel__tally', text })];
}
