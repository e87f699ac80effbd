// Events in words, for the live region, the replay viewer and the summaries. The
// human is "Tú": sentences about him use the key's '.you' form (second person). Which
// sentence tells an event is narrator.js's, shared with the tutorial.

import { t, has, cardName } from './i18n.js';
import { parseCard } from './cards.js';
import { seatNameKey, sideNameKey } from './seats.js';
import { eventForm, canteForm } from './narrator.js';

/**
 * words(view, humanSeat) -> helpers naming seats and sides of that observation:
 *   who(seat) 'Rival (derecha)'; side(s) 'Nosotros'; forSide(s) 'ti' | 'Ellos' (after "para");
 *   say(key, seat, params) the key's '.you' form when seat is the human;
 *   event(e) one event in words, '' for the silent ones.
 */
export function words(view, humanSeat) {
  const who = (seat) => t(seatNameKey(seat, humanSeat, view));
  const mine = (side) => view.sideOf[humanSeat] === side;
  const side = (s) => t(sideNameKey(s, humanSeat, view));
  const forSide = (s) => (mine(s) && view.players !== 4 ? t('side.forYou') : side(s));
  const say = (key, seat, params = {}) => {
    const you = seat === humanSeat && has(`${key}.you`);
    return t(you ? `${key}.you` : key, { who: who(seat), ...params });
  };
  const sayTeam = (key, s, params = {}) => {
    const you = mine(s) && has(`${key}.you`);
    return t(you ? `${key}.you` : key, { side: forSide(s), ...params });
  };

  function deal(e) {
    const parts = [say('live.deal', e.dealer, { deal: e.deal })];
    if (e.vueltas > 0) parts.push(t('live.vueltas'));
    if (e.trump && parseCard(e.trump)) parts.push(t('live.trump', { card: cardName(e.trump) }));
    else if (e.trump) parts.push(t('live.trumpSuit', { suit: t(`suit.${e.trump}`) }));
    return parts.join(' ');
  }

  function event(e) {
    const form = eventForm(e); // the sentence, from the event's fields (narrator.js)
    switch (e.type) {
      case 'play': return say('live.play', e.player, { card: cardName(e.card) });
      case 'trick': return say(`live.${form}`, e.player, { n: e.points });
      case 'sing': return say('live.sing', e.player, { cante: canteText(e) });
      case 'exchange': return say('live.exchange', e.player, { gives: cardName(e.gives), takes: cardName(e.takes) });
      case 'claim': return say(`live.${form}`, e.player, { total: e.total });
      case 'revoke': return say('live.revoke', e.player);
      case 'draw': return e.player === humanSeat && e.card ? t('live.draw', { card: cardName(e.card) }) : '';
      case 'score':
        if (e.tricks !== undefined) return t('live.scoreWhist', { side: side(e.side), tricks: e.tricks, honours: e.honours, total: e.total }); // one sentence with the honours in it
        return t(`live.${form}`, { side: side(e.side), cards: e.cards, cantes: e.cantes, total: e.total });
      case 'bid': return say(`live.${form}`, e.player, e.bid === 'pass' ? {} : { suit: t(`suit.${e.bid}`) });
      case 'redeal': return t('live.redeal');
      case 'contract': return say('live.contract', e.player, { suit: t(`suit.${e.trump}`) });
      case 'bottom': return t('live.bottom', { card: cardName(e.card) });
      case 'announce': return say('live.announce', e.player, { what: announceText(e) });
      case 'declare': return say(`live.${form}`, e.player, { what: declareText(e), n: e.points });
      case 'belote': return say(`live.${form}`, e.player);
      case 'capote': return sayTeam('live.capote', e.side, { n: e.points });
      case 'result': return say(`live.${form}`, e.taker, { n: e.points });
      case 'dummy': return t('live.dummy', { who: who(e.player), by: who(e.controller) });
      case 'game': return sayTeam('live.game', e.side);
      case 'rubber': return sayTeam('live.rubber', e.side);
      case 'partida': return sayTeam('live.partida', e.side);
      case 'coto': return sayTeam('live.coto', e.side);
      case 'match': return sayTeam('live.match', e.side);
      case 'deal': return deal(e);
      default: return '';
    }
  }

  return {
    who, // who(1) -> 'Rival (derecha)'
    side, // side(0) -> 'Nosotros'
    forSide, // forSide(0) -> 'ti' with 2 or 3 players (after "para")
    mine, // mine(0) -> true when side 0 is the human's
    say, // say('live.trick', 0, {n: 14}) -> 'Ganas la baza: 14 puntos.'
    sayTeam, // sayTeam('live.partida', 1) -> 'Partida para Ellos.'
    deal, // deal(dealEvent) -> 'Mano 2: reparte Compañero. Muestra: As de oros.'
    event, // event({type: 'play', player: 2, card: '1o'}) -> 'Compañero: As de oros.'
  };
}

/** "¡Las cuarenta!", "Veinte en copas", or "Veinte" for a 20 sung hidden. */
export function canteText(e) {
  return t(`cante.${canteForm(e)}`, e.suit ? { suit: t(`suit.${e.suit}`) } : undefined);
}

/** Belote's announcement before the first card: "Tengo cuatro iguales", "Tengo una secuencia de 4". */
export function announceText(e) {
  return e.kind === 'four-of-a-kind' ? t('declare.four') : t('declare.sequence', { n: e.length });
}

/** A declaration shown after the first trick: "cuatro jotas", "Secuencia de 5 al Rey de corazones". */
export function declareText(e) {
  if (e.kind === 'four-of-a-kind') return t('declare.fourOf', { ranks: t(`rank.plural.french.${FRENCH_RANK[e.rank] || e.rank}`).toLowerCase() });
  return t('declare.sequenceTo', { n: e.length, card: cardName(e.top) });
}

const FRENCH_RANK = { T: 10, J: 11, Q: 12, K: 13, A: 14 };

/** The speech bubble of an event, '' for none: cantes, bids, announcements, belote. */
export function bubbleText(e) {
  switch (e.type) {
    case 'sing': return canteText(e);
    case 'bid': return e.bid === 'pass' ? t('bubble.pass') : t('bubble.bid', { suit: t(`suit.${e.bid}`) });
    case 'announce': return announceText(e);
    case 'declare': return e.counted ? t('bubble.declare', { what: declareText(e), n: e.points }) : '';
    case 'belote': return t(`bubble.${eventForm(e)}`);
    default: return '';
  }
}
