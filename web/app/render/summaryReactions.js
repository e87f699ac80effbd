// An online table's quick reactions over the deal's summary: the end of a deal is a pause
// between tricks too, so the reactions the table offers (app/render/table.js shows them in
// the action row during play) stay at hand there, with what was just said in one line.

import { t } from '../i18n.js';
import { seatNameKey } from '../seats.js';
import { seatName } from '../passPlay.js';
import { el, setText, setHidden, setAttr, reconcile } from './dom.js';

export function summaryReactionsRefs(doc) {
  const root = doc.querySelector('[data-testid=summary-reactions]');
  return root && {
    root, // the strip under the summary panel
    said: root.querySelector('.summary-reactions__said'), // "Ana: ¡Bien jugado!"
    buttons: root.querySelector('.summary-reactions__buttons'), // the reactions offered now
  };
}

/** Shown at an online table while a summary is up: the offered reactions and the last ones said. */
export function renderSummaryReactions(refs, state) {
  if (!refs) return;
  const g = state.game;
  const shown = Boolean(g && g.online && g.table && g.summary);
  setHidden(refs.root, !shown);
  if (!shown) return;
  const kinds = g.table.react; // [] once this page has reacted in this pause
  reconcile(refs.buttons, kinds, (k) => `react-${k}`, (k) => el('button', {
    class: 'btn btn--chip', attrs: { type: 'button' }, data: { cmd: 'react', kind: k },
  }), (b, k) => setText(b, t(`react.${k}`)));
  setHidden(refs.buttons, kinds.length === 0);
  setAttr(refs.buttons, 'aria-label', t('react.group'));
  const said = g.bubbles.map((b) => `${seatName(g, g.obs, b.seat, t) || t(seatNameKey(b.seat, g.humanSeat, g.obs))}: ${b.text}`);
  setText(refs.said, said.join(' · '));
}
