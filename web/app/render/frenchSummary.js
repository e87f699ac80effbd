// The end-of-deal panel's body for Whist and Belote (the French-pack games): the
// engine's score and result events as sentences and a table. Guiñote's is in
// table.js. Every number comes from the events (core/EventText.cpp).

import { t } from '../i18n.js';
import { el } from './dom.js';

/** The lines and the table of a Whist or Belote summary `s` (see buildSummary in game.js). */
export function frenchSummaryBody(g, s, w) {
  const obs = g.obs;
  const mine = obs.sideOf[g.humanSeat];
  const out = [];
  const lines = [];
  if (s.redeal) lines.push(t('summary.redeal'));
  if (s.result) {
    lines.push(w.say(`summary.result.${s.result.verdict}`, s.result.taker, { suit: t(`suit.${s.result.trump}`), n: s.result.points, d: s.result.defenders }));
    if (s.result.held > 0) lines.push(t('summary.held', { n: s.result.held }));
  }
  if (obs.game === 'whist' && s.tricksBySide.length) {
    lines.push(t('summary.tricksWon', { list: s.tricksBySide.map((n, side) => t('summary.tricksSide', { side: w.side(side), n })).join(' · ') }));
  }
  if (obs.game === 'belote' && s.lastBonus) lines.push(w.say('summary.dixDeDer', s.lastBonus.player, { n: s.lastBonus.ultimas }));
  if (s.capote) lines.push(w.sayTeam('summary.capote', s.capote.side, { n: s.capote.points }));
  if (s.gameWon) lines.push(w.sayTeam('summary.gameWon', s.gameWon.side, { n: s.gameWon.games }));
  if (s.rubber) lines.push(w.sayTeam('summary.rubberWon', s.rubber.side));
  for (const text of lines) out.push(el('p', { class: 'panel__lead', text }));

  if (s.scores.length) {
    const whist = obs.game === 'whist';
    const cols = whist ? ['summary.col.side', 'summary.col.tricks', 'summary.col.honours', 'summary.col.gamePoints']
      : ['summary.col.side', 'summary.col.cards', 'summary.col.declarations', 'summary.col.total'];
    const table = el('table', { class: 'sumtable' });
    table.appendChild(el('thead', {}, el('tr', {}, ...cols.map((c) => el('th', { attrs: { scope: 'col' }, text: t(c) })))));
    const body = el('tbody');
    for (const row of s.scores) {
      const a = whist ? row.tricks : row.cards;
      const b = whist ? row.honours : row.cantes;
      const bVoid = whist && b > 0 && !row.counted;
      body.appendChild(el('tr', { class: row.side === mine ? 'is-mine' : '' },
        el('th', { attrs: { scope: 'row' }, text: w.side(row.side) }),
        el('td', { text: String(a) }),
        el('td', { text: bVoid ? t('summary.cantesVoid', { n: b }) : String(b), class: bVoid ? 'is-void' : '' }),
        el('td', { class: 'sumtable__total', text: t('summary.points', { n: row.total }) })));
    }
    table.appendChild(body);
    out.push(table);
  }
  if (s.tally && s.tally.length) {
    const key = obs.game === 'whist' ? 'summary.tallyWhist' : 'summary.tallyBelote';
    const target = (obs.options && obs.options.target) || '';
    out.push(el('p', { class: 'panel__tally', text: s.tally.map((x) => t(key, { side: w.side(x.side), games: x.partidas, rubbers: x.cotos, points: x.points, target })).join(' · ') }));
  }
  return out;
}

/** The title of a Whist or Belote deal summary that is not the final one. */
export function frenchSummaryTitle(s, w, mine, we) {
  if (s.redeal) return t('summary.redealTitle');
  if (s.gameWon) return s.gameWon.side === mine ? t(`summary.game.won.${we}`) : t('summary.game.lost', { side: w.forSide(s.gameWon.side) });
  return t('summary.dealEnd', { deal: s.deal });
}
