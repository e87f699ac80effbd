// Small DOM helpers for the render modules (the only code that writes the page).
// Text always goes in with textContent; attributes are set only when they change.

/** el('button', {class: 'btn', attrs: {type: 'button'}, data: {cmd: 'x'}, text: 'Hola'}, child…) */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  if (props.class) node.className = props.class;
  if (props.text !== undefined) node.textContent = props.text;
  if (props.attrs) for (const [k, v] of Object.entries(props.attrs)) if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? '' : String(v));
  if (props.data) for (const [k, v] of Object.entries(props.data)) if (v !== null && v !== undefined) node.dataset[k] = String(v);
  for (const c of children) if (c) node.append(c); // a node or a string
  return node;
}

/** Sets textContent when it differs. */
export function setText(node, text) {
  const v = text === null || text === undefined ? '' : String(text);
  if (node.textContent !== v) node.textContent = v;
}

/** Sets (or removes, for null/false) an attribute when it differs. */
export function setAttr(node, name, value) {
  if (value === null || value === undefined || value === false) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
    return;
  }
  const v = value === true ? '' : String(value);
  if (node.getAttribute(name) !== v) node.setAttribute(name, v);
}

/** Sets (or removes) data-<name>. */
export function setData(node, name, value) {
  if (value === null || value === undefined) {
    if (name in node.dataset) delete node.dataset[name];
  } else if (node.dataset[name] !== String(value)) node.dataset[name] = String(value);
}

export function setClass(node, cls, on) {
  if (node.classList.contains(cls) !== Boolean(on)) node.classList.toggle(cls, Boolean(on));
}

export function setHidden(node, hidden) {
  if (node.hidden !== Boolean(hidden)) node.hidden = Boolean(hidden);
}

/** Replaces all children (used for small panels rebuilt from scratch). */
export function replaceChildren(node, ...children) {
  node.replaceChildren(...children.filter(Boolean));
}

/**
 * Keyed update of a container's children (each child has data-key): existing
 * elements are kept (focus and animations survive), new ones created, order fixed.
 * Returns the removed elements.
 */
export function reconcile(parent, items, keyOf, create, update) {
  const old = new Map();
  for (const child of Array.from(parent.children)) if (child.dataset.key !== undefined) old.set(child.dataset.key, child);
  const used = [];
  items.forEach((item, i) => {
    const key = String(keyOf(item, i));
    let node = old.get(key);
    if (node) old.delete(key);
    else {
      node = create(item, i);
      node.dataset.key = key;
    }
    update(node, item, i);
    used.push(node);
  });
  const removed = [];
  for (const node of old.values()) {
    removed.push(node);
    node.remove();
  }
  used.forEach((node, i) => {
    if (parent.children[i] !== node) parent.insertBefore(node, parent.children[i] || null);
  });
  return removed;
}
