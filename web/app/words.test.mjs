// The live region's sentences (words.js) in each language: plays, trick winners, cantes
// and the count at the end of a deal, with the human's own forms ('.you').
// Run: node --test web/app/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, lang } from './i18n.js';
import { words, canteText } from './words.js';

// Four players: the human at seat 0 with seat 2; sides 0 and 1.
const view = { players: 4, sideOf: [0, 1, 0, 1], seatOfPerson: [0, 1, 2, 3] };

const SAID = {
  es: ['Rival (derecha): As de oros.', 'Ganas la baza: 14 puntos.', 'Compañero gana la baza: 1 punto.', 'Rival (izquierda) canta: ¡Las cuarenta!',
    'Cantas: Veinte en copas', 'Cuenta de Nosotros: 52 de cartas y 20 de cantes, 72 puntos.', 'Cuenta de Ellos: 25 puntos; sus 20 de cantes no cuentan.'],
  ca: ['Rival (dreta): As d’ors.', 'Guanyes la basa: 14 punts.', 'Company guanya la basa: 1 punt.', 'Rival (esquerra) canta: Les quaranta!',
    'Cantes: Vint en copes', 'Recompte, Nosaltres: 52 de cartes i 20 de càntics, 72 punts.', 'Recompte, Ells: 25 punts; els 20 de càntics no compten.'],
  en: ['Rival (right): Ace of coins.', 'You win the trick: 14 points.', 'Partner wins the trick: 1 point.', 'Rival (left) sings: Las cuarenta!',
    'You sing: Twenty in cups', 'Count for Us: 52 in cards and 20 in cantes, 72 points.', 'Count for Them: 25 points; their 20 in cantes do not count.'],
};

test('plays, tricks, cantes and the count in words, in each language', () => {
  const was = lang;
  try {
    for (const [l, want] of Object.entries(SAID)) {
      setLang(l, { remember: false });
      const w = words(view, 0);
      assert.deepEqual([
        w.event({ type: 'play', player: 1, card: '1o' }),
        w.event({ type: 'trick', player: 0, points: 14, ultimas: 0 }),
        w.event({ type: 'trick', player: 2, points: 1, ultimas: 0 }),
        w.event({ type: 'sing', player: 3, points: 40, suit: 'o' }),
        w.event({ type: 'sing', player: 0, points: 20, suit: 'c' }),
        w.event({ type: 'score', side: 0, cards: 52, cantes: 20, counted: true, total: 72 }),
        w.event({ type: 'score', side: 1, cards: 25, cantes: 20, counted: false, total: 25 }),
      ], want, l);
      assert.equal(canteText({ points: 20, suit: null }), { es: 'Veinte', ca: 'Vint', en: 'Twenty' }[l]);
    }
  } finally {
    setLang(was, { remember: false });
  }
});

// Belote's and Whist's events (core/EventText.cpp's JSON) in words; the bubbles.
test('Belote and Whist events in words, and their bubbles', async () => {
  const { bubbleText } = await import('./words.js');
  const was = lang;
  try {
    setLang('es', { remember: false });
    const w = words(view, 0);
    assert.deepEqual([
      w.event({ type: 'bid', player: 1, round: 1, bid: 'H' }),
      w.event({ type: 'bid', player: 0, round: 2, bid: 'pass' }),
      w.event({ type: 'contract', player: 2, side: 0, trump: 'S' }),
      w.event({ type: 'declare', player: 3, kind: 'four-of-a-kind', rank: 'J', points: 200, counted: true }),
      w.event({ type: 'declare', player: 0, kind: 'sequence', length: 3, top: 'KH', points: 20, counted: false }),
      w.event({ type: 'belote', player: 0, card: 'KD', rebelote: false }),
      w.event({ type: 'result', taker: 1, side: 1, trump: 'D', verdict: 'dedans', points: 162, defenders: 162, held: 0 }),
      w.event({ type: 'score', side: 0, tricks: 2, honours: 4, counted: true, total: 6 }),
      w.event({ type: 'game', side: 0, games: 1 }),
      w.event({ type: 'deal', deal: 2, dealer: 1, trump: 'H', vueltas: 0 }),
    ], [
      'Rival (derecha) toma: triunfo corazones.',
      'Pasas.',
      'Contrato: Compañero, triunfo picas.',
      'Rival (izquierda) declara cuatro jotas: 200 puntos.',
      'Declaras secuencia de 3 hasta Rey de corazones, que no cuenta.',
      'Dices belote.',
      'Rival (derecha) se queda dentro: los rivales se llevan los puntos.',
      'Nosotros: 2 bazas sobre seis, 4 de honores; 6 puntos en la manga.',
      '¡Manga para Nosotros!',
      'Mano 2: reparte Rival (derecha). Triunfo: corazones.',
    ]);
    assert.deepEqual([bubbleText({ type: 'bid', bid: 'pass' }), bubbleText({ type: 'belote', rebelote: true }),
      bubbleText({ type: 'announce', kind: 'sequence', length: 4 }), bubbleText({ type: 'play' })],
    ['Paso', '¡Rebelote!', 'secuencia de 4', '']);
  } finally {
    setLang(was, { remember: false });
  }
});
