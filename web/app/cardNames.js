// A card's name in words, for the page and the tutorial alike: one function over the
// page's word tables (web/i18n/*.js: card.name, rank.N / rank.french.N, suit.of.X,
// card.withArticle, article.N / article.french.N), given the caller's t().

import { parseCard } from './cards.js';

// The key of a card's word: 'rank.10' (Sota) in the Spanish pack, 'rank.french.10' (Ten) in the French.
const rankKey = (c, what) => (c.deck === 'french' ? `${what}.french.${c.rank}` : `${what}.${c.rank}`);

/** cardNamer(t) -> {cardName(id), cardWithArticle(id), rankName(card)} in the language of t. */
export function cardNamer(t) {
  const rankName = (c) => t(rankKey(c, 'rank')); // rankName({rank: 10, deck: 'spanish'}) -> 'Sota'
  function cardName(id) {
    const c = parseCard(id);
    if (!c) return t('card.hidden');
    return t('card.name', { rank: rankName(c), of: t(`suit.of.${c.suit}`) }); // e.g. 'Sota de copas', "As d’ors", 'Ace of spades'
  }
  function cardWithArticle(id) {
    const c = parseCard(id);
    if (!c) return t('card.hidden');
    return t('card.withArticle', { article: t(rankKey(c, 'article')), card: cardName(id) }); // e.g. 'la Sota de copas', 'la Dama de corazones'
  }
  return {
    cardName, // cardName('1o') -> 'As de oros'; 'Carta oculta' for anything that is not a card
    cardWithArticle, // cardWithArticle('10c') -> 'la Sota de copas' (for "juega …")
    rankName, // rankName(parseCard('QH')) -> 'Dama'
  };
}
