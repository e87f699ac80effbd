// The deal's phase as the engine states it (observation.phase): the table reads it,
// it never works it out from events. The contract, the bottom card and the dummy are
// observation.contract, .bottom and .dummy.

/** True while the deal is in its bidding (Belote before the contract): observation.phase. */
export function bidding(obs) {
  return Boolean(obs) && obs.phase === 'bidding'; // e.g. bidding({phase: 'bidding'}) === true
}
