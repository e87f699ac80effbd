// Which lessons the learner has completed, kept in localStorage under 'baza.tutorial.v1'
// as {"v": 1, "done": ["cards", "arrastre"]}. Storage may be missing or refused (a
// private window, a third-party frame that blocks it): then progress lasts the visit.

export const STORAGE_KEY = 'baza.tutorial.v1';

function storage() {
  try {
    return typeof localStorage === 'object' && localStorage ? localStorage : null;
  } catch {
    return null;
  }
}

let memory = []; // used when storage is not available

/** The ids of the completed lessons, e.g. ['cards', 'deal']. */
export function completed() {
  const s = storage();
  if (!s) return memory.slice();
  try {
    const data = JSON.parse(s.getItem(STORAGE_KEY) || 'null');
    return data && Array.isArray(data.done) ? data.done.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function save(done) {
  memory = done.slice();
  const s = storage();
  if (!s) return;
  try {
    s.setItem(STORAGE_KEY, JSON.stringify({ v: 1, done }));
  } catch {
    // full or refused: the visit keeps it in memory
  }
}

/** Marks a lesson as completed. */
export function markDone(id) {
  const done = completed();
  if (!done.includes(id)) save([...done, id]);
}

/** Forgets every completed lesson. */
export function resetProgress() {
  save([]);
}
