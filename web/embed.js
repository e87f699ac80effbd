/*
 * baza: the Guiñote tutorial on any web page (docs/TUTORIAL.md).
 *
 *   <script src="https://YOUR-BAZA-SITE/embed.js"></script>
 *   <baza-tutorial game="guinote" lesson="arrastre" lang="es"></baza-tutorial>
 *
 * A classic script (not a module: module scripts from another origin need CORS). It
 * defines the element <baza-tutorial>, whose shadow root holds an iframe to
 * tutorial.html?game=…&lesson=…&lang=…&embed=1 on this script's own origin, so the
 * host's styles and the tutorial's cannot touch each other, and the engine (a worker
 * and WebAssembly, which need their own origin) runs there, offline too through the
 * site's service worker.
 *
 * Attributes (changing one reloads the frame):
 *   game       'guinote' (the default), 'whist' or 'belote'
 *   lesson     a lesson id (web/tutorial/lessons.js); without it, the lesson menu
 *   lang       'es' | 'ca' | 'en'; without it, the visitor's browser language
 *   autoheight present: the element grows and shrinks to the tutorial's height
 *   title      the frame's accessible name (default: "Guiñote tutorial", "Whist tutorial"… in the language)
 * Size: display block, width 100%, height 560px; the host's CSS may set others.
 * Sites that cannot run scripts: an <iframe> to the same tutorial.html URL.
 */
(function () {
  'use strict';
  var NAME = 'baza-tutorial';
  if (!window.customElements || window.customElements.get(NAME)) return;

  // The folder this script was loaded from: tutorial.html sits beside it.
  var script = document.currentScript;
  var base = new URL('./', script && script.src ? script.src : location.href);
  var origin = base.origin;

  // The frame's name per game and language (the values of 'tut.frameTitle' and
  // 'tut.frameTitle.<game>' in web/i18n/tutorial.*.js; web/tutorial/keys.test.mjs keeps them equal).
  var TITLES = {
    guinote: { es: 'Tutorial de guiñote', ca: 'Tutorial de guinyot', en: 'Guiñote tutorial' },
    whist: { es: 'Tutorial de whist', ca: 'Tutorial de whist', en: 'Whist tutorial' },
    belote: { es: 'Tutorial de belote', ca: 'Tutorial de belot', en: 'Belote tutorial' },
  };
  var LANGS = ['es', 'ca', 'en'];

  var CSS = ':host{display:block;position:relative;width:100%;height:560px;min-width:280px;max-width:100%;' +
    'box-sizing:border-box;contain:content;overflow:hidden;border-radius:14px;background:#0c1f16}' +
    ':host([hidden]){display:none}' +
    ':host([autoheight]){height:var(--baza-tutorial-height,560px)}' +
    'iframe{display:block;width:100%;height:100%;border:0;margin:0;padding:0;background:#0c1f16;color-scheme:dark}';

  function pickLang(value) {
    var candidates = [value].concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < candidates.length; i++) {
      var l = String(candidates[i] || '').toLowerCase().split(/[-_]/)[0];
      if (LANGS.indexOf(l) >= 0) return l;
    }
    return 'es';
  }

  function styleSheet(root) {
    // A constructed sheet where possible: the host page's CSP may forbid <style>.
    try {
      if (root.adoptedStyleSheets !== undefined && typeof CSSStyleSheet === 'function') {
        var sheet = new CSSStyleSheet();
        sheet.replaceSync(CSS);
        root.adoptedStyleSheets = [sheet];
        return;
      }
    } catch (e) { /* fall back to <style> */ }
    var style = document.createElement('style');
    style.textContent = CSS;
    root.appendChild(style);
  }

  class BazaTutorial extends HTMLElement {
    static get observedAttributes() { return ['game', 'lesson', 'lang', 'title', 'autoheight']; }

    constructor() {
      super();
      var root = this.attachShadow({ mode: 'open' });
      styleSheet(root);
      this._frame = document.createElement('iframe');
      this._frame.setAttribute('loading', 'lazy');
      this._frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      this._frame.setAttribute('allow', 'clipboard-write');
      root.appendChild(this._frame);
      this._onMessage = this._onMessage.bind(this);
      this._height = 0; // the content height the tutorial last reported
    }

    /** The tutorial's URL for the current attributes (also the no-script fallback). */
    get src() {
      var url = new URL('tutorial.html', base);
      url.searchParams.set('game', this.getAttribute('game') || 'guinote');
      var lesson = this.getAttribute('lesson');
      if (lesson) url.searchParams.set('lesson', lesson);
      url.searchParams.set('lang', pickLang(this.getAttribute('lang')));
      url.searchParams.set('embed', '1');
      return url.href;
    }

    connectedCallback() {
      window.addEventListener('message', this._onMessage);
      this._update();
    }

    disconnectedCallback() {
      window.removeEventListener('message', this._onMessage);
    }

    attributeChangedCallback(name) {
      if (!this.isConnected) return;
      if (name === 'autoheight') {
        this._applyHeight();
        return;
      }
      this._update();
    }

    _update() {
      var lang = pickLang(this.getAttribute('lang'));
      var game = this.getAttribute('game');
      this._frame.title = this.getAttribute('title') || (TITLES[game] || TITLES.guinote)[lang];
      var src = this.src;
      if (this._frame.getAttribute('src') !== src) this._frame.setAttribute('src', src);
    }

    // The tutorial posts {type: 'baza-tutorial:height', height} whenever its content resizes.
    _onMessage(event) {
      if (event.origin !== origin || event.source !== this._frame.contentWindow) return;
      var data = event.data;
      if (!data || data.type !== 'baza-tutorial:height' || typeof data.height !== 'number') return;
      this._height = Math.max(200, Math.min(5000, Math.ceil(data.height)));
      this._applyHeight();
    }

    _applyHeight() {
      if (this.hasAttribute('autoheight') && this._height) this.style.setProperty('--baza-tutorial-height', this._height + 'px');
      else this.style.removeProperty('--baza-tutorial-height');
    }
  }

  window.customElements.define(NAME, BazaTutorial);
})();
