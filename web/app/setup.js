// The new-game form as data: built from the engine's option specs
// (Engine.games()[0].options), so a new rule option appears in the dialog by itself.

export const FALLBACK_LEVELS = ['random', 'greedy']; // bot levels when an old engine does not list them
export const MATCH_OPTIONS = ['partidas_per_coto', 'cotos_per_match', 'game_points', 'target', 'length']; // shown under "Duración"
const TABLE_OPTIONS = ['players', 'cards', 'ceremony', 'dummy_player']; // shown first

/** How a spec is edited: 'switch' (off/on), 'select' (named or allowed values), 'number'. */
export function optionKind(spec) {
  if (Array.isArray(spec.choices)) {
    const c = spec.choices;
    return c.length === 2 && c[0] === 'off' && c[1] === 'on' ? 'switch' : 'select';
  }
  if (Array.isArray(spec.allowed) && spec.allowed.length) return 'select';
  if (spec.max - spec.min <= 2) return 'select'; // e.g. players 2..4
  return 'number';
}

/** The values a 'select' offers: ['none', 'kings', …] or [40, 48] or [2, 3, 4]. */
export function optionValues(spec) {
  if (Array.isArray(spec.choices)) return spec.choices.slice();
  if (Array.isArray(spec.allowed) && spec.allowed.length) return spec.allowed.slice();
  const out = [];
  for (let v = spec.min; v <= spec.max; v++) out.push(v);
  return out; // e.g. [2, 3, 4]
}

/** Which dialog section an option belongs to: 'table' | 'rules' | 'match'. */
export function optionGroup(name) {
  if (TABLE_OPTIONS.includes(name)) return 'table';
  return MATCH_OPTIONS.includes(name) ? 'match' : 'rules'; // e.g. 'rules'
}

/** The level a new bot gets: 'hard' (Difícil) when the engine has it, else the easy heuristic bot. */
export function defaultLevel(levels) {
  return ['hard', 'easy', 'greedy'].find((l) => levels.includes(l)) || levels[levels.length - 1]; // e.g. 'hard'
}

// Old names of a level: saves from before the search bots say 'greedy' for 'easy'.
const LEVEL_ALIASES = { greedy: 'easy', easy: 'greedy' };

/** A level name as the engine in use knows it ('greedy' -> 'easy'), or null when unknown. */
export function normalizeLevel(level, levels) {
  if (typeof level !== 'string') return null;
  if (levels.includes(level)) return level;
  const alias = LEVEL_ALIASES[level];
  return alias && levels.includes(alias) ? alias : null; // e.g. normalizeLevel('greedy', ['random', 'easy']) === 'easy'
}

export const GAMES = ['guinote', 'whist', 'belote']; // the games the page offers, in the picker's order

/**
 * Default form values: {game: 'guinote', options: {players: 4, cards: 40, …},
 * levels: [null, 'hard', 'hard', 'hard']} (levels by person; person 0 is the human).
 */
export function defaultSetup(specs, levels, game = 'guinote') {
  const options = {};
  for (const s of specs) options[s.name] = s.default;
  if ('players' in options) options.players = 4;
  if ('cards' in options) options.cards = 40;
  const lvl = defaultLevel(levels);
  return { game, options, levels: [null, lvl, lvl, lvl] };
}

/** Clamps a value typed by the user into the spec; returns the value to store. */
export function coerceOption(spec, raw) {
  const kind = optionKind(spec);
  if (Array.isArray(spec.choices)) return spec.choices.includes(raw) ? raw : spec.default;
  const n = Number.parseInt(raw, 10);
  if (kind === 'select') return optionValues(spec).includes(n) ? n : spec.default;
  if (!Number.isFinite(n)) return spec.default;
  return Math.min(spec.max, Math.max(spec.min, n)); // e.g. 130 for 500
}

/** The engine's option string: "players=4 cards=40 caballo_over_sota=off …". */
export function optionString(setup, specs) {
  return specs
    .filter((s) => setup.options[s.name] !== undefined)
    .map((s) => `${s.name}=${setup.options[s.name]}`)
    .join(' ');
}

/** Number of players the form asks for, e.g. 4. */
export const setupPlayers = (setup) => Number(setup.options.players) || 4;
