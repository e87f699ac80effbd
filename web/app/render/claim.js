// The claim ("¡Tengo 101!") takes two steps, so that one slip next to "Seguir" cannot
// lose the partida: the row offers 'claim-ask', set apart at its end; asked, the row
// holds only the question, the engine's 'claim' (confirm) and 'claim-cancel' (Escape).

/** The action row's items: the engine's legal actions with the claim made two-step. */
export function claimRow(actions, armed) {
  if (!actions.includes('claim')) return actions; // e.g. ['sing:c', 'pass']
  if (armed) return ['claim-question', 'claim', 'claim-cancel'];
  return [...actions.filter((a) => a !== 'claim'), 'claim-ask']; // e.g. ['pass', 'claim-ask']
}

/** Words of the row's own items (null: an engine action, named by table.js). */
export function claimLabelKey(a) {
  return { 'claim-ask': 'action.claimAsk', claim: 'action.claimConfirm', 'claim-cancel': 'action.claimCancel', 'claim-question': 'action.claimQuestion' }[a] || null;
}

/** Keyboard focus follows the two steps: asked, to "No" (the safe answer); cancelled, back to the claim. */
export function focusClaim(container, armed) {
  const was = container.dataset.armed === 'true';
  container.dataset.armed = armed ? 'true' : 'false';
  if (armed === was) return;
  const doc = container.ownerDocument;
  const lost = !doc.activeElement || doc.activeElement === doc.body || !doc.activeElement.isConnected;
  const target = container.querySelector(armed ? '[data-action="claim-cancel"]' : '[data-action="claim-ask"]');
  if (target && (armed || lost)) target.focus();
}
