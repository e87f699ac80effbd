// rules.html: the full written rules of Guiñote as this engine plays them
// (shared/rules/RULES.md), every rule option with its default and its source, the
// project's own choices marked as such, and renuncio. The structure is data here; every
// word is in web/i18n/tutorial.{es,ca,en}.js under 'rules.*'. ?lang=es|ca|en.
// keys.test.mjs checks the keys, lessons.test.mjs the options against the engine.

export const RULE_SOURCES = [
  { id: 'reglamento' }, // Escuela de guiñote, Reglamento (shared/rules/sources/guinote-reglamento.es.txt)
  { id: 'catalan' }, // Regles del Guinyot (guinyot-regles.ca.txt)
  { id: 'ludoteka' }, // Ludoteka's Guiñote (guinote-ludoteka.en.txt)
];

// Every option of the engine's guinote game (core/guinote/GuinoteRules.cpp): its default
// as the engine reports it and the sources it comes from ('project': a choice of ours).
export const RULE_OPTIONS = [
  { name: 'players', def: 4, sources: ['reglamento', 'catalan', 'ludoteka'] },
  { name: 'cards', def: 40, sources: ['reglamento'] },
  { name: 'caballo_over_sota', def: 'off', sources: ['reglamento'] },
  { name: 'cantes_in_arrastre', def: 'on', sources: ['reglamento', 'ludoteka', 'catalan'] },
  { name: 'exchange_needs_value_card', def: 'off', sources: ['ludoteka'] },
  { name: 'exchange_chain_two', def: 'off', sources: ['catalan'] },
  { name: 'partner_exempts_overtake', def: 'on', sources: ['catalan', 'ludoteka', 'reglamento'] },
  { name: 'min_card_points_for_cantes', def: 30, sources: ['catalan', 'ludoteka'] },
  { name: 'partidas_per_coto', def: 3, sources: ['reglamento', 'catalan', 'ludoteka'] },
  { name: 'cotos_per_match', def: 2, sources: ['reglamento', 'catalan'] },
  { name: 'ceremony', def: 'none', sources: ['reglamento'] },
  { name: 'strict_table', def: 'off', sources: ['reglamento', 'catalan'] },
  { name: 'length', def: 'match', sources: ['project'] },
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
  { id: 'vueltas', paras: ['rules.vueltas.p1', 'rules.vueltas.p2', 'rules.vueltas.p3'], choices: ['rules.vueltas.choice', 'rules.vueltas.choice3'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'match', paras: ['rules.match.p1', 'rules.match.p2'], options: ['partidas_per_coto', 'cotos_per_match', 'length'], sources: ['reglamento', 'catalan', 'ludoteka'] },
  { id: 'renuncio', paras: ['rules.renuncio.p1', 'rules.renuncio.p2', 'rules.renuncio.p3'], options: ['strict_table'], sources: ['reglamento', 'catalan'] },
];

/** Draws the rules page into `root` (rules.html calls it through rulesMain.js). */
export function renderRules(root, { t, lessonsHref }) {
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
      RULE_SECTIONS.map((s) => el('li', {}, el('a', { attrs: { href: `#${s.id}` }, text: t(`rules.${s.id}.title`) }))),
      el('li', {}, el('a', { attrs: { href: '#options' }, text: t('rules.options.title') })),
      el('li', {}, el('a', { attrs: { href: '#sources' }, text: t('rules.sources.title') }))));

  const sections = RULE_SECTIONS.map((s, i) => el('section', { class: 'rules__section', attrs: { id: s.id, 'aria-labelledby': `${s.id}-h` } },
    el('h2', { attrs: { id: `${s.id}-h` } }, el('span', { class: 'rules__num', attrs: { 'aria-hidden': 'true' }, text: String(i + 1) }), t(`rules.${s.id}.title`)),
    s.paras.map((k) => para(t(k))),
    (s.choices || []).map((k) => el('div', { class: 'rules__choice' },
      el('p', { class: 'rules__badge', text: t('rules.projectChoice') }), para(t(k)))),
    s.options && s.options.length ? el('p', { class: 'rules__opts' }, el('span', { text: t('rules.optionsHere') }), ' ',
      s.options.flatMap((name, j) => [j ? ', ' : '', optionLink(name)])) : null,
    el('p', { class: 'rules__src' }, el('span', { text: t('rules.sourcesHere') }), ' ', s.sources.map(sourceName).join(' · '))));

  const value = (v) => (typeof v === 'number' ? String(v) : t(`rules.value.${v}`));
  const table = el('table', { class: 'rules__table' },
    el('caption', { text: t('rules.options.caption') }),
    el('thead', {}, el('tr', {}, ['rules.col.option', 'rules.col.default', 'rules.col.values', 'rules.col.what', 'rules.col.source']
      .map((k) => el('th', { attrs: { scope: 'col' }, text: t(k) })))),
    el('tbody', {}, RULE_OPTIONS.map((o) => el('tr', { attrs: { id: `option-${o.name}` } },
      el('th', { attrs: { scope: 'row' } }, optionCode(o.name)),
      el('td', { text: value(o.def) }),
      el('td', { text: t(`rules.option.${o.name}.values`) }),
      el('td', { text: t(`rules.option.${o.name}.what`) }),
      el('td', { text: o.sources.map(sourceName).join(', ') })))));

  const sources = el('section', { class: 'rules__section', attrs: { id: 'sources', 'aria-labelledby': 'sources-h' } },
    el('h2', { attrs: { id: 'sources-h' }, text: t('rules.sources.title') }),
    para(t('rules.sources.p1')),
    el('dl', { class: 'rules__sources' }, RULE_SOURCES.flatMap((s) => [
      el('dt', { text: t(`rules.source.${s.id}`) }), el('dd', {}, para(t(`rules.source.${s.id}.about`)))])),
    el('div', { class: 'rules__choice' }, el('p', { class: 'rules__badge', text: t('rules.projectChoice') }), para(t('rules.sources.project'))));

  root.replaceChildren(el('article', { class: 'rules' },
    el('header', { class: 'rules__head' },
      el('h1', { text: t('rules.title') }),
      para(t('rules.lead'), 'rules__lead'),
      el('p', {}, el('a', { class: 'btn btn--primary', attrs: { href: lessonsHref }, text: t('rules.toLessons') }))),
    toc,
    sections,
    el('section', { class: 'rules__section', attrs: { id: 'options', 'aria-labelledby': 'options-h' } },
      el('h2', { attrs: { id: 'options-h' }, text: t('rules.options.title') }),
      para(t('rules.options.p1')),
      el('div', { class: 'rules__tablewrap' }, table)),
    sources));
}
