// rules.html: the full written rules of each game as this engine plays them
// (shared/rules/RULES.md): every rule option with its default and its source, the
// project's own choices marked as such, and for Whist the source's table of classical
// opening leads. The structure is data here; every word is in
// web/i18n/tutorial.{es,ca,en}.js under 'rules.*' (Guiñote) and 'rules.whist.*',
// 'rules.belote.*'. ?lang=es|ca|en&game=guinote|whist|belote.
// keys.test.mjs checks the keys, lessons.test.mjs the options against the engine and
// the lead table against core/whist/WhistLeads.cpp.

export const RULE_SOURCES = [
  { id: 'reglamento' }, // Escuela de guiñote, Reglamento (shared/rules/sources/guinote-reglamento.es.txt)
  { id: 'catalan' }, // Regles del Guinyot (guinyot-regles.ca.txt)
  { id: 'ludoteka' }, // Ludoteka's Guiñote (guinote-ludoteka.en.txt)
];

// Every option of the engine's guinote game (core/guinote/GuinoteRules.cpp) and the
// sources it comes from ('project': a choice of ours). Its default is the engine's
// (games(): rulesMain.js asks the engine and passes them to renderRules).
export const RULE_OPTIONS = [
  { name: 'players', sources: ['reglamento', 'catalan', 'ludoteka'] },
  { name: 'cards', sources: ['reglamento'] },
  { name: 'caballo_over_sota', sources: ['reglamento'] },
  { name: 'cantes_in_arrastre', sources: ['reglamento', 'ludoteka', 'catalan'] },
  { name: 'exchange_needs_value_card', sources: ['ludoteka'] },
  { name: 'exchange_chain_two', sources: ['catalan'] },
  { name: 'partner_exempts_overtake', sources: ['catalan', 'ludoteka', 'reglamento'] },
  { name: 'min_card_points_for_cantes', sources: ['catalan', 'ludoteka'] },
  { name: 'partidas_per_coto', sources: ['reglamento', 'catalan', 'ludoteka'] },
  { name: 'cotos_per_match', sources: ['reglamento', 'catalan'] },
  { name: 'ceremony', sources: ['reglamento'] },
  { name: 'strict_table', sources: ['reglamento', 'catalan'] },
  { name: 'length', sources: ['project'] },
  { name: 'count_by_memory', sources: ['reglamento', 'catalan'] },
];

// The sections, in reading order: paragraphs, then the project's own choices, the
// options that change the section, and where the rule comes from.
export const RULE_SECTIONS = [
  { id: 'deck', paras: ['rules.deck.p1', 'rules.deck.p2'], options: ['cards'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'order', paras: ['rules.order.p1', 'rules.order.p2'], options: ['caballo_over_sota'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'points', paras: ['rules.points.p1', 'rules.points.p2', 'rules.points.p3'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'players', paras: ['rules.players.p1', 'rules.players.p2'], choices: ['rules.players.choice'], options: ['players'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'dealing', paras: ['rules.dealing.p1', 'rules.dealing.p2', 'rules.dealing.p3'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'ceremony', paras: ['rules.ceremony.p1', 'rules.ceremony.p2'], choices: ['rules.ceremony.choice'], options: ['ceremony'], sources: ['reglamento'] },
  { id: 'phase1', paras: ['rules.phase1.p1', 'rules.phase1.p2', 'rules.phase1.p3'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'cantes', paras: ['rules.cantes.p1', 'rules.cantes.p2', 'rules.cantes.p3'], choices: ['rules.cantes.choice'], options: ['cantes_in_arrastre', 'min_card_points_for_cantes'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'exchange', paras: ['rules.exchange.p1', 'rules.exchange.p2'], choices: ['rules.exchange.choice'], options: ['exchange_needs_value_card', 'exchange_chain_two'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'afterTrick', paras: ['rules.afterTrick.p1'], choices: ['rules.afterTrick.choice'], sources: ['project'] },
  { id: 'arrastre', paras: ['rules.arrastre.p1', 'rules.arrastre.p2', 'rules.arrastre.p3', 'rules.arrastre.p4'], options: ['partner_exempts_overtake'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'dealEnd', paras: ['rules.dealEnd.p1', 'rules.dealEnd.p2', 'rules.dealEnd.p3'], choices: ['rules.dealEnd.choice'], options: ['min_card_points_for_cantes'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'vueltas', paras: ['rules.vueltas.p1', 'rules.vueltas.p2', 'rules.vueltas.p3'], choices: ['rules.vueltas.choice', 'rules.vueltas.choiceOnce', 'rules.vueltas.choice3'], options: ['count_by_memory'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'match', paras: ['rules.match.p1', 'rules.match.p2'], options: ['partidas_per_coto', 'cotos_per_match', 'length'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'renuncio', paras: ['rules.renuncio.p1', 'rules.renuncio.p2', 'rules.renuncio.p3'], options: ['strict_table'], sources: ['reglamento', 'catalan'] },
];

// ------------------------------------------------------------------ Whist

export const WHIST_SOURCES = [
  { id: 'whist' }, // Whist (Spanish): shared/rules/sources/whist.es.txt
  { id: 'cavendish' }, // The Laws of Short Whist (Club code, 1864), in Cavendish's "Laws and Principles of Whist": laws 4 and 5
];

// core/whist/WhistRules.cpp's options.
export const WHIST_OPTIONS = [
  { name: 'players', sources: ['whist'] },
  { name: 'honours', sources: ['whist'] },
  { name: 'game_points', sources: ['whist'] },
  { name: 'trump_rotation', sources: ['whist'] },
  { name: 'length', sources: ['project'] },
  { name: 'dummy_player', sources: ['whist'] },
  { name: 'honours_game', sources: ['whist', 'cavendish'] },
];

export const WHIST_SECTIONS = [
  { id: 'deck', paras: ['rules.whist.deck.p1', 'rules.whist.deck.p2'], sources: ['whist'] },
  { id: 'dealing', paras: ['rules.whist.dealing.p1', 'rules.whist.dealing.p2'], options: ['trump_rotation'], sources: ['whist'] },
  { id: 'play', paras: ['rules.whist.play.p1', 'rules.whist.play.p2'], choices: ['rules.whist.play.choice'], sources: ['whist'] },
  { id: 'scoring', paras: ['rules.whist.scoring.p1'], sources: ['whist'] },
  { id: 'honours', paras: ['rules.whist.honours.p1', 'rules.whist.honours.p2'], options: ['honours', 'honours_game'], sources: ['whist', 'cavendish'] },
  { id: 'game', paras: ['rules.whist.game.p1', 'rules.whist.game.p2'], options: ['game_points', 'length'], sources: ['whist'] },
  { id: 'dummy', paras: ['rules.whist.dummy.p1'], choices: ['rules.whist.dummy.choice'], options: ['players', 'dummy_player'], sources: ['whist'] },
  { id: 'leads', paras: ['rules.whist.leads.p1', 'rules.whist.leads.p2'], table: 'leads', sources: ['whist'] },
  { id: 'variants', paras: ['rules.whist.variants.p1'], sources: ['whist'] },
];

// The source's table of opening leads, as core/whist/WhistLeads.cpp has it (A ace, K king,
// Q queen, J jack, x a small card); a `then` key is a text, anything else a card.
export const WHIST_LEADS = [
  { holding: 'A K Q J', lead: 'K', then: 'J' },
  { holding: 'A K Q', lead: 'K', then: 'Q' },
  { holding: 'K Q J x', lead: 'K', then: 'J' },
  { holding: 'A x x x x', lead: 'A', then: 'rules.whist.leads.fourth' },
  { holding: 'K Q x x x x', lead: 'K', then: 'rules.whist.leads.fourth' },
  { holding: 'A Q J', lead: 'A', then: 'Q' },
  { holding: 'A Q J x', lead: 'A', then: 'Q' },
  { holding: 'A Q J x x x', lead: 'A', then: 'J' },
  { holding: 'K J 10 9', lead: '9', then: 'rules.whist.leads.kingIf' },
];

// ------------------------------------------------------------------ Belote

export const BELOTE_SOURCES = [
  { id: 'belote' }, // Belote, page 2 of 3 (Spanish): shared/rules/sources/belote-p2.es.txt
];

// core/belote's options.
export const BELOTE_OPTIONS = [
  { name: 'players', sources: ['belote'] },
  { name: 'target', sources: ['project'] },
  { name: 'overtrump_required', sources: ['project'] },
  { name: 'declaration_tie', sources: ['belote'] },
  { name: 'ceremony', sources: ['belote'] },
  { name: 'two_player_dealer', sources: ['belote'] },
  { name: 'length', sources: ['project'] },
];

export const BELOTE_SECTIONS = [
  { id: 'deck', paras: ['rules.belote.deck.p1', 'rules.belote.deck.p2'], choices: ['rules.belote.deck.choice'], sources: ['project'] },
  { id: 'players', paras: ['rules.belote.players.p1'], options: ['players', 'ceremony', 'two_player_dealer'], sources: ['belote'] },
  { id: 'dealing', paras: ['rules.belote.dealing.p1', 'rules.belote.dealing.p2', 'rules.belote.dealing.p3'], choices: ['rules.belote.dealing.choice'], sources: ['belote', 'project'] },
  { id: 'declarations', paras: ['rules.belote.declarations.p1', 'rules.belote.declarations.p2'], choices: ['rules.belote.declarations.choice'], options: ['declaration_tie'], sources: ['belote'] },
  { id: 'belote', paras: ['rules.belote.belote.p1'], sources: ['belote'] },
  { id: 'play', paras: ['rules.belote.play.p1', 'rules.belote.play.p2'], options: ['overtrump_required'], sources: ['belote', 'project'] },
  { id: 'capote', paras: ['rules.belote.capote.p1'], sources: ['belote'] },
  { id: 'contract', paras: ['rules.belote.contract.p1', 'rules.belote.contract.p2'], choices: ['rules.belote.contract.choice'], options: ['target', 'length'], sources: ['project'] },
];

/**
 * Each game's rules: sources, options, sections, and the key of a word:
 * key('title') is 'rules.title' for Guiñote and 'rules.whist.title' for Whist;
 * optionKey(name, 'what') 'rules.option.players.what' / 'rules.option.whist.players.what'.
 */
export const RULES = Object.fromEntries([
  ['guinote', RULE_SOURCES, RULE_OPTIONS, RULE_SECTIONS],
  ['whist', WHIST_SOURCES, WHIST_OPTIONS, WHIST_SECTIONS],
  ['belote', BELOTE_SOURCES, BELOTE_OPTIONS, BELOTE_SECTIONS],
].map(([game, sources, options, sections]) => {
  const base = game === 'guinote' ? 'rules' : `rules.${game}`;
  return [game, {
    sources, options, sections,
    key: (k) => `${base}.${k}`,
    optionKey: (name, what) => `rules.option.${game === 'guinote' ? '' : `${game}.`}${name}.${what}`,
  }];
}));

export const RULE_GAMES = Object.keys(RULES); // ['guinote', 'whist', 'belote']

/**
 * Draws the rules page of a game into `root` (rules.html calls it through rulesMain.js).
 * defaults: each option's default as the engine reports it (games()), e.g. {players: 4, ceremony: 'none'}.
 */
export function renderRules(root, { t, lessonsHref, game = 'guinote', gameHref = null, defaults = {} }) {
  const rules = RULES[game] || RULES.guinote;
  const { key, optionKey } = rules;
  const el = (tag, props = {}, ...children) => {
    const node = document.createElement(tag);
    if (props.class) node.className = props.class;
    if (props.text !== undefined) node.textContent = props.text;
    if (props.attrs) for (const [k, v] of Object.entries(props.attrs)) node.setAttribute(k, String(v));
    for (const c of children.flat()) if (c) node.append(c);
    return node;
  };
  // **bold** and `code` inside a paragraph, without innerHTML.
  const para = (text, cls = '') => {
    const p = el('p', { class: cls });
    for (const part of String(text).split(/(\*\*[^*]+\*\*|`[^`]+`)/)) {
      if (/^\*\*[^*]+\*\*$/.test(part)) p.append(el('strong', { text: part.slice(2, -2) }));
      else if (/^`[^`]+`$/.test(part)) p.append(el('code', { text: part.slice(1, -1) }));
      else if (part) p.append(document.createTextNode(part));
    }
    return p;
  };
  const sourceName = (id) => (id === 'project' ? t('rules.projectChoice') : t(`rules.source.${id}.short`));
  // option_names may break after their underscores
  const optionCode = (name) => el('code', {}, name.split('_').flatMap((part, i, all) => (i < all.length - 1 ? [`${part}_`, document.createElement('wbr')] : [part])));
  const optionLink = (name) => el('a', { class: 'rules__optlink', attrs: { href: `#option-${name}` } }, el('code', { text: name }));

  const toc = el('nav', { class: 'rules__toc', attrs: { 'aria-label': t('rules.toc') } },
    el('p', { class: 'rules__toctitle', text: t('rules.toc') }),
    el('ol', {},
      rules.sections.map((s) => el('li', {}, el('a', { attrs: { href: `#${s.id}` }, text: t(key(`${s.id}.title`)) }))),
      el('li', {}, el('a', { attrs: { href: '#options' }, text: t('rules.options.title') })),
      el('li', {}, el('a', { attrs: { href: '#sources' }, text: t('rules.sources.title') }))));

  // The lead table: holding, first lead, next card (a card letter, or a text).
  const leadsTable = () => el('div', { class: 'rules__tablewrap' }, el('table', { class: 'rules__table rules__table--leads' },
    el('caption', { text: t('rules.whist.leads.caption') }),
    el('thead', {}, el('tr', {}, ['rules.whist.leads.col.holding', 'rules.whist.leads.col.lead', 'rules.whist.leads.col.then']
      .map((k) => el('th', { attrs: { scope: 'col' }, text: t(k) })))),
    el('tbody', {}, WHIST_LEADS.map((row) => el('tr', {},
      el('th', { attrs: { scope: 'row' } }, el('code', { text: row.holding })),
      el('td', {}, el('code', { text: row.lead })),
      row.then.startsWith('rules.') ? el('td', { text: t(row.then) }) : el('td', {}, el('code', { text: row.then })))))));

  const sections = rules.sections.map((s, i) => el('section', { class: 'rules__section', attrs: { id: s.id, 'aria-labelledby': `${s.id}-h` } },
    el('h2', { attrs: { id: `${s.id}-h` } }, el('span', { class: 'rules__num', attrs: { 'aria-hidden': 'true' }, text: String(i + 1) }), t(key(`${s.id}.title`))),
    s.paras.map((k) => para(t(k))),
    s.table === 'leads' ? leadsTable() : null,
    (s.choices || []).map((k) => el('div', { class: 'rules__choice' },
      el('p', { class: 'rules__badge', text: t('rules.projectChoice') }), para(t(k)))),
    s.options && s.options.length ? el('p', { class: 'rules__opts' }, el('span', { text: t('rules.optionsHere') }), ' ',
      s.options.flatMap((name, j) => [j ? ', ' : '', optionLink(name)])) : null,
    el('p', { class: 'rules__src' }, el('span', { text: t('rules.sourcesHere') }), ' ', s.sources.map(sourceName).join(' · '))));

  const value = (v) => (v === undefined ? '' : typeof v === 'number' ? String(v) : t(`rules.value.${v}`)); // '' if the engine did not say
  const table = el('table', { class: 'rules__table' },
    el('caption', { text: t(key('options.caption')) }),
    el('thead', {}, el('tr', {}, ['rules.col.option', 'rules.col.default', 'rules.col.values', 'rules.col.what', 'rules.col.source']
      .map((k) => el('th', { attrs: { scope: 'col' }, text: t(k) })))),
    el('tbody', {}, rules.options.map((o) => el('tr', { attrs: { id: `option-${o.name}` } },
      el('th', { attrs: { scope: 'row' } }, optionCode(o.name)),
      el('td', { text: value(defaults[o.name]) }),
      el('td', { text: t(optionKey(o.name, 'values')) }),
      el('td', { text: t(optionKey(o.name, 'what')) }),
      el('td', { text: o.sources.map(sourceName).join(', ') })))));

  const sources = el('section', { class: 'rules__section', attrs: { id: 'sources', 'aria-labelledby': 'sources-h' } },
    el('h2', { attrs: { id: 'sources-h' }, text: t('rules.sources.title') }),
    para(t('rules.sources.p1')),
    el('dl', { class: 'rules__sources' }, rules.sources.flatMap((s) => [
      el('dt', { text: t(`rules.source.${s.id}`) }), el('dd', {}, para(t(`rules.source.${s.id}.about`)))])),
    el('div', { class: 'rules__choice' }, el('p', { class: 'rules__badge', text: t('rules.projectChoice') }), para(t('rules.sources.project'))));

  // The game picker: links to the same page for each game.
  const picker = gameHref ? el('nav', { class: 'games', attrs: { 'aria-label': t('tut.games.label') } },
    RULE_GAMES.map((g) => el('a', {
      class: `games__tab${g === game ? ' is-current' : ''}`,
      attrs: g === game ? { href: gameHref(g), 'aria-current': 'page' } : { href: gameHref(g) },
      text: t(`tut.game.${g}`),
    }))) : null;

  root.replaceChildren(picker || '', el('article', { class: 'rules' },
    el('header', { class: 'rules__head' },
      el('h1', { text: t(key('title')) }),
      para(t(key('lead')), 'rules__lead'),
      el('p', {}, el('a', { class: 'btn btn--primary', attrs: { href: lessonsHref }, text: t('rules.toLessons') }))),
    toc,
    sections,
    el('section', { class: 'rules__section', attrs: { id: 'options', 'aria-labelledby': 'options-h' } },
      el('h2', { attrs: { id: 'options-h' }, text: t('rules.options.title') }),
      para(t('rules.options.p1')),
      el('div', { class: 'rules__tablewrap' }, table)),
    sources));
}
