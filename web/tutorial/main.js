// tutorial.html: the lesson menu and the lessons. Query parameters:
//   lesson=<id>   open that lesson (lessons.js); without it, the menu
//   lang=es|ca|en the language (default: the browser's if supported, else Spanish)
//   game=guinote|whist|belote  the game (default guinote; a lesson id names its own game)
//   embed=1       inside <baza-tutorial> (web/embed.js): no site links, and the page
//                 posts its height to the host page ({type: 'baza-tutorial:height', height})

import { GAME, GAMES, lessonById, lessonsOf, gameOf } from './lessons.js';
import { LessonRunner } from './runner.js';
import { createI18n, pickLang, rememberLang } from './i18n.js';
import { createEngineClient } from '../app/engineClient.js';
import { completed, markDone, resetProgress } from './progress.js';
import { renderMenu, createLessonView, brand, gameKey } from './view.js';

const params = new URLSearchParams(location.search);
const embed = params.get('embed') === '1';
const i18n = createI18n(pickLang(params.get('lang'), navigator.languages || [navigator.language]));
const { t } = i18n;
document.documentElement.lang = i18n.lang;
document.documentElement.classList.toggle('is-embed', embed);
document.body.dataset.ready = 'false';

const app = document.getElementById('app');
const live = document.getElementById('live');
const header = document.getElementById('topbar');

let activeRunner = null; // the lesson in progress, e.g. a LessonRunner (null on the menu)
let engine = null;
function getEngine() {
  // A trap in the module: a fresh worker (the page's client restarts it), and the lesson
  // puts its step back on it (runner.recover).
  engine ||= createEngineClient({ name: 'baza-tutorial-engine', onRestart: () => activeRunner && activeRunner.recover() });
  return engine;
}
getEngine(); // the module loads while the menu or the first text is read
window.__tutorialDebug = { // test hooks (e2e/tutorial.spec.mjs)
  trapEngine: () => getEngine().debugTrap().catch(() => {}), // the module traps as on a bug
  restarts: () => getEngine().restarts, // fresh workers so far, e.g. 1
};

/** An href for the same page with some parameters changed (null removes one). */
function hrefWith(changes) {
  const p = new URLSearchParams(location.search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) p.delete(k);
    else p.set(k, v);
  }
  if (!p.get('lang')) p.set('lang', i18n.lang);
  const q = p.toString();
  return q ? `?${q}` : location.pathname;
}

/** The game asked for: ?game=, else the game of ?lesson=, else Guiñote. */
function currentGame(p = new URLSearchParams(location.search)) {
  const asked = p.get('game');
  if (asked) return asked;
  const lesson = lessonById(p.get('lesson'));
  return lesson ? gameOf(lesson) : GAME;
}

const links = {
  lesson: (id) => hrefWith({ lesson: id, game: gameOf(lessonById(id) || {}) }),
  game: (game) => hrefWith({ lesson: null, game }),
  get menu() { return hrefWith({ lesson: null }); },
  get rules() { return `rules.html?lang=${i18n.lang}&game=${currentGame()}`; },
  target: embed ? '_blank' : null,
};

function navigate(href, event) {
  if (event) {
    if (event.defaultPrevented || event.button > 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
  }
  history.pushState(null, '', href);
  route();
}

function announce(text) {
  // Cleared first so the same words are read again.
  live.textContent = '';
  setTimeout(() => { live.textContent = text; }, 30);
}

function drawHeader(lesson) {
  const nav = document.createElement('nav');
  nav.className = 'topbar__nav';
  nav.setAttribute('aria-label', t('tut.nav.label'));
  const link = (href, text, opts = {}) => {
    const a = document.createElement('a');
    a.className = 'btn btn--ghost btn--small';
    a.href = href;
    a.textContent = text;
    if (opts.target) { a.target = opts.target; a.rel = 'noopener'; }
    if (opts.onClick) a.addEventListener('click', opts.onClick);
    if (opts.testid) a.dataset.testid = opts.testid;
    return a;
  };
  if (lesson) nav.append(link(links.menu, t('tut.nav.lessons'), { onClick: (e) => navigate(links.menu, e), testid: 'nav-lessons' }));
  nav.append(link(links.rules, t('tut.nav.rules'), { target: links.target }));
  if (!embed) {
    const play = link('./', t('tut.nav.play'));
    play.dataset.nav = 'play';
    nav.append(play);
  }
  if (!embed) {
    const label = document.createElement('label');
    label.className = 'lang';
    const span = document.createElement('span');
    span.className = 'sr-only';
    span.textContent = t('tut.nav.language');
    const select = document.createElement('select');
    select.dataset.testid = 'lang';
    for (const [code, name] of [['es', 'Español'], ['ca', 'Català'], ['en', 'English']]) {
      const option = new Option(name, code, code === i18n.lang, code === i18n.lang);
      option.lang = code;
      select.append(option);
    }
    select.addEventListener('change', () => {
      rememberLang(select.value);
      location.search = hrefWith({ lang: select.value }).slice(1);
    });
    label.append(span, select);
    nav.append(label);
  }
  header.replaceChildren(brand(i18n, { href: embed ? null : links.menu }), nav);
}

let token = 0; // which route is current: a lesson's late answers after leaving it are dropped

function route() {
  const p = new URLSearchParams(location.search);
  const game = currentGame(p);
  const lesson = lessonById(p.get('lesson'), game);
  token += 1;
  activeRunner = null;
  drawHeader(lesson);
  if (!GAMES.includes(game)) {
    app.replaceChildren(Object.assign(document.createElement('p'), { className: 'notice', textContent: t('tut.unknownGame', { game }) }));
    document.title = t('tut.title');
    document.body.dataset.ready = 'true';
    return;
  }
  if (!lesson) {
    document.title = t(gameKey('tut.title', game));
    const draw = () => renderMenu(app, {
      i18n,
      game,
      games: embed ? [game] : GAMES,
      lessons: lessonsOf(game),
      done: completed(),
      links,
      onOpen: (id, event) => navigate(links.lesson(id), event),
      onPickGame: (g, event) => navigate(links.game(g), event),
      onReset: () => { resetProgress(); draw(); announce(t('tut.menu.resetDone')); },
    });
    draw();
    document.body.dataset.ready = 'true';
    return;
  }
  openLesson(lesson, token);
}

function openLesson(lesson, mine) {
  const lessons = lessonsOf(gameOf(lesson));
  const index = lessons.indexOf(lesson);
  const next = lessons[index + 1] || null;
  document.title = `${t(`lesson.${lesson.id}.title`)} · ${t(gameKey('tut.title', gameOf(lesson)))}`;
  let runner = null;
  const view = createLessonView(app, {
    i18n,
    lesson,
    number: index + 1,
    total: lessons.length,
    hasNext: Boolean(next),
    links,
    announce,
    handlers: {
      choose: (value) => runner && runner.choose(value),
      next: () => runner && runner.next(),
      restart: () => runner && runner.start(),
      nextLesson: () => next && navigate(links.lesson(next.id)),
      menu: (event) => navigate(links.menu, event),
    },
  });
  runner = new LessonRunner({
    engine: getEngine(),
    lesson,
    onChange: (model) => {
      if (mine !== token) return; // another lesson was opened meanwhile
      if (model.phase === 'done') markDone(lesson.id);
      view.update(model);
      document.body.dataset.phase = model.phase;
      document.body.dataset.ready = String(model.phase !== 'loading' && model.phase !== 'busy');
    },
  });
  activeRunner = runner;
  view.update(runner.model);
  runner.start();
}

window.addEventListener('popstate', route);
route();

// Embedded: tell the host page how tall the content is (it grows the frame when it
// was given the autoheight attribute).
if (embed && window.parent !== window) {
  let last = 0;
  const post = () => {
    const height = Math.ceil(page.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      window.parent.postMessage({ type: 'baza-tutorial:height', height }, '*');
    }
  };
  const page = document.getElementById('page');
  new ResizeObserver(post).observe(page);
  post();
}

// Offline: the site's service worker (it caches the whole site, this page included).
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker.register('sw.js').catch(() => {});
}
