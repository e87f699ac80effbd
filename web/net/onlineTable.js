// The online table between the invite screens (friends.js) and the table's protocol
// (web/table/host.js, guest.js). Until those are wired, a table that only keeps each
// seat's link status.

/** The host's table for the invite screen: {attach(seat, channel), status(seat), onChange(fn)}. */
export function createLinkTable({ seats }) {
  const status = seats.map((k) => (k === 'friend' ? 'waiting' : k === 'bot' ? 'bot' : 'connected'));
  const listeners = [];
  const changed = () => listeners.forEach((fn) => fn());
  return {
    attach(seat, channel) { // e.g. attach(1, channel): that seat's guest is linked
      status[seat] = 'connected';
      channel.onClose(() => { status[seat] = 'gone'; changed(); });
      changed();
    },
    status: (seat) => status[seat], // e.g. 'waiting' | 'connected' | 'thinking' | 'gone' | 'bot'
    onChange: (fn) => listeners.push(fn), // e.g. onChange(() => redraw())
  };
}
