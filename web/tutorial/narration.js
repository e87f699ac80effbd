// The tutorial's narration: what the other players did since the learner acted, as
// {key, params} texts (i18n.js). The sentence for each event is the page's narrator's
// (app/narrator.js); the keys are the tutorial's ('tut.narr.<sentence>').

import { eventForm, canteForm } from '../app/narrator.js';

export const ME = 0; // the learner's seat in every lesson

/** A text for i18n.js: text('tut.points', {n: 14}) -> {key: 'tut.points', params: {n: 14}}. */
export function text(key, params) {
  return params ? { key, params } : { key };
}

// Where the games' vocabularies differ, the narration's key (a table of words, not of
// rules): Whist's tricks carry no card points, Belote's last trick is the dix de der and
// its deal scores are one number.
const NARRATION_WORDS = {
  whist: { trick: 'trickWhist' },
  belote: { trickLast: 'trickDer', score: 'scoreBelote', scoreVoid: 'scoreBelote' },
};

/** What happened, in words: one {key, params} per event the learner saw (obs: the observation after them); the sentence is the page's narrator's (app/narrator.js). */
export function narrate(events, obs, game) {
  const mine = obs.sideOf[ME];
  const words = NARRATION_WORDS[game] || {};
  const word = (base) => words[base] || base;
  const who = (seat) => ({ seat, clockwise: obs.clockwise });
  const by = (base, seat) => `tut.narr.${base}${seat === ME ? '.you' : ''}`; // "You play" / "{who} plays"
  const side = (base, s) => `tut.narr.${base}.${s === mine ? 'us' : 'them'}`;
  const out = [];
  // Draws once a trick of the deal was won are from the stock; before it, the deal's own.
  const before = obs.events.slice(0, obs.events.length - events.length);
  let refill = before.findLastIndex((e) => e.type === 'trick') > before.findLastIndex((e) => e.type === 'deal');
  for (const e of events) {
    if (e.type === 'trick' || e.type === 'deal') refill = e.type === 'trick';
    switch (e.type) {
      case 'play':
        out.push(text(by('play', e.player), { who: who(e.player), card: { the: e.card } }));
        break;
      case 'trick':
        out.push(text(by(word(eventForm(e)), e.player), { who: who(e.player), n: e.points }));
        break;
      case 'draw':
        // A deal's draws (Belote's complementary deal): only the learner's own cards are worth a line each.
        if (e.player === ME) out.push(text('tut.narr.draw.you', { card: { the: e.card } }));
        else if (!refill) break;
        else if (e.card) out.push(text('tut.narr.draw.faceUp', { who: who(e.player), card: { the: e.card } }));
        else out.push(text('tut.narr.draw', { who: who(e.player) }));
        break;
      case 'sing': {
        const form = canteForm(e);
        const cante = text(`tut.cante.${form}`, form === 'twenty' ? { suit: { suit: e.suit } } : undefined);
        out.push(text(by('sing', e.player), { who: who(e.player), cante, n: e.points }));
        break;
      }
      case 'exchange':
        out.push(text(by('exchange', e.player), { who: who(e.player), gives: { the: e.gives }, takes: { the: e.takes } }));
        break;
      case 'claim':
        out.push(text(by(eventForm(e), e.player), { who: who(e.player), n: e.total }));
        break;
      case 'score':
        out.push(text(side(word(eventForm(e)), e.side), e.tricks !== undefined
          ? { tricks: e.tricks, honours: e.honours, n: e.total } // a score in tricks (and honours)
          : { cards: e.cards, cantes: e.cantes, n: e.total }));
        break;
      case 'bid':
        out.push(text(by(eventForm(e), e.player), e.bid === 'pass' ? { who: who(e.player) } : { who: who(e.player), suit: { suit: e.bid } }));
        break;
      case 'contract':
        out.push(text(by('contract', e.player), { who: who(e.player), suit: { suit: e.trump } }));
        break;
      case 'declare':
        out.push(text(side(eventForm(e), e.side), {
          who: who(e.player),
          what: e.kind === 'sequence' ? text('tut.decl.sequence', { n: e.length, card: { card: e.top } }) : text('tut.decl.four'),
          n: e.points,
        }));
        break;
      case 'belote':
        out.push(text(by(eventForm(e), e.player), { who: who(e.player), card: { the: e.card } }));
        break;
      case 'capote':
        out.push(text(side('capote', e.side), { n: e.points }));
        break;
      case 'result':
        out.push(text(side(eventForm(e), e.side), { n: e.points, d: e.defenders }));
        break;
      case 'dummy':
        out.push(text('tut.narr.dummy', { who: who(e.player), by: who(e.controller) }));
        break;
      case 'partida':
        out.push(text(side('partida', e.side)));
        break;
      case 'coto':
        out.push(text(side('coto', e.side)));
        break;
      case 'deal':
        out.push(text(by(eventForm(e), e.dealer), { who: who(e.dealer), n: e.deal }));
        break;
      default:
        break;
    }
  }
  return out;
}
