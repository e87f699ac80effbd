// "Play from here": at the end of the deal played again, its result set beside what
// happened in the replay, both the engine's score events (game/start.js playFrom keeps
// the replay's; the summary carries this one's). Nothing is computed: the totals shown.

import { t } from '../i18n.js';
import { gameWords } from '../gameWords.js';
import { el } from './dom.js';

/** The comparison's lead line and table for summary `s` of game `g`, or [] when it is not that deal's. */
export function fromHereParts(g, s, w, mine) {
  const from = g.fromPosition;
  if (!from || s.deal !== from.deal || !s.scores.length || !from.scores.length) return [];
  const sides = s.scores.map((row) => row.side);
  const totalOf = (rows, side) => {
    const row = rows.find((x) => x.side === side);
    return row ? String(row.total) : '—';
  };
  const label = t(gameWords(g.obs.game).summary.total);
  const line = (key, rows, testid) => el('tr', { data: { testid } },
    el('th', { attrs: { scope: 'row' }, text: t(key) }),
    ...sides.map((side) => el('td', { class: side === mine ? 'is-mine' : '', text: totalOf(rows, side) })));
  return [
    el('p', { class: 'panel__lead', data: { testid: 'from-here-lead' }, text: t('fromHere.lead', { k: from.k }) }),
    el('table', { class: 'sumtable', data: { testid: 'from-here-compare' } },
      el('thead', {}, el('tr', {}, el('th', { attrs: { scope: 'col' }, text: label }),
        ...sides.map((side) => el('th', { class: side === mine ? 'is-mine' : '', attrs: { scope: 'col' }, text: w.side(side) })))),
      el('tbody', {}, line('fromHere.then', from.scores, 'from-here-then'), line('fromHere.now', s.scores, 'from-here-now'))),
  ];
}
