// Card motion, FLIP style: before a frame the renderer notes where every keyed
// card is; after it, each card that moved is animated from its old place with the
// individual `translate` and `scale` properties (so the cards' own CSS transforms,
// such as the fan of the hand, stay untouched). New cards fly in from an origin
// (the stock, or the seat that played them); collected tricks fly as ghosts to the
// winner. The caller turns all of this off under prefers-reduced-motion, and passes
// the speed setting's tempo (app/pace.js): every duration is multiplied by it.

const EASE = 'cubic-bezier(.2,.8,.25,1)'; // fast out, soft landing
const MOVE_MS = 360; // a card sliding to its new place, e.g. 360 ms
const ARRIVE_MS = 430; // a card arriving (deal, draw, play from another seat)
const DEAL_STAGGER_MS = 55; // between cards of a deal
const DEAL_SPREAD_MS = 600; // a whole deal starts within this, e.g. 0.7 s
const COLLECT_MS = 520; // the trick flying to its winner

/** Where each [data-key] under root is now: Map key -> {x, y, w, h} (centre and layout size). */
export function snapshot(root) {
  const map = new Map();
  for (const node of root.querySelectorAll('[data-key]')) {
    const r = node.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    map.set(node.dataset.key, { x: r.left + r.width / 2, y: r.top + r.height / 2, w: node.offsetWidth || r.width, h: node.offsetHeight || r.height });
  }
  return map;
}

/** The centre and width of an element, for origins and targets. */
export function centreOf(node) {
  if (!node) return null;
  const r = node.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height };
}

/**
 * Animates the keyed elements under root from `before`. origin(name) gives the
 * centre a new card with data-from=name starts from (or null: no animation).
 * tempo scales every duration, e.g. 0.6 at the 'fast' speed.
 */
export function playFlip(root, before, origin, tempo = 1) {
  const arriving = [];
  for (const node of root.querySelectorAll('[data-key]')) {
    const b = before.get(node.dataset.key);
    const r = node.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const now = { x: r.left + r.width / 2, y: r.top + r.height / 2, w: node.offsetWidth || r.width };
    if (b) {
      const dx = b.x - now.x;
      const dy = b.y - now.y;
      const s = b.w / now.w;
      if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || Math.abs(s - 1) > 0.02) {
        stop(node);
        node.animate([{ translate: `${dx}px ${dy}px`, scale: `${s}` }, { translate: '0px 0px', scale: '1' }], { duration: MOVE_MS * tempo, easing: EASE });
      }
    } else if (node.dataset.from) arriving.push({ node, now });
  }
  const deal = arriving.length >= 3;
  const stagger = Math.min(DEAL_STAGGER_MS, DEAL_SPREAD_MS / Math.max(1, arriving.length)) * tempo;
  arriving.forEach(({ node, now }, i) => {
    const o = origin(node.dataset.from);
    if (!o) return;
    stop(node);
    node.animate(
      [
        { translate: `${o.x - now.x}px ${o.y - now.y}px`, scale: `${Math.max(0.3, Math.min(1.5, o.w / now.w))}`, opacity: 0.4 },
        { translate: '0px 0px', scale: '1', opacity: 1 },
      ],
      { duration: ARRIVE_MS * tempo, delay: deal ? i * stagger : 0, easing: EASE, fill: 'backwards' },
    );
  });
}

/** A removed card flies from where it was (`from`, a snapshot entry) to `to` and fades; tempo as playFlip's. */
export function flyAway(layer, node, from, to, tempo = 1) {
  if (!from || !to) return;
  const ghost = node.cloneNode(true);
  ghost.removeAttribute('data-key');
  ghost.removeAttribute('data-card');
  ghost.removeAttribute('role');
  ghost.removeAttribute('aria-label');
  ghost.classList.add('ghost');
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${from.x - from.w / 2}px`,
    top: `${from.y - from.h / 2}px`,
    width: `${from.w}px`,
    height: `${from.h}px`,
    margin: '0',
  });
  layer.appendChild(ghost);
  const a = ghost.animate(
    [
      { translate: '0px 0px', scale: '1', opacity: 1 },
      { translate: `${to.x - from.x}px ${to.y - from.y}px`, scale: '0.45', opacity: 0 },
    ],
    { duration: COLLECT_MS * tempo, easing: 'cubic-bezier(.5,0,.75,0)', fill: 'forwards' },
  );
  const done = () => ghost.remove();
  a.onfinish = done;
  a.oncancel = done;
  setTimeout(done, COLLECT_MS * tempo + 400);
}

function stop(node) {
  for (const a of node.getAnimations()) a.cancel();
}
