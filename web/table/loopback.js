// Two in-memory Channels joined back to back (the online table's transport without a
// network): the node tests, and the host's own seat on the host's page. A Channel is
// {send(text), onMessage(fn), onClose(fn), close()}, as a WebRTC data channel gives
// (web/net). Delivery is async and in order, as over the network.

/** createLoopback() -> [a, b]: a.send('x') reaches b's onMessage listener, and back. */
export function createLoopback() {
  const ends = [end(), end()];
  let open = true;
  function end() {
    return { listener: null, closer: null };
  }
  function close() {
    if (!open) return;
    open = false;
    for (const e of ends) setTimeout(() => e.closer && e.closer(), 0);
  }
  return ends.map((mine, i) => {
    const other = ends[1 - i];
    return {
      send(text) { // send('{"t":"ping"}'): delivered later, unless closed by then
        if (!open) return;
        const copy = String(text);
        setTimeout(() => open && other.listener && other.listener(copy), 0);
      },
      onMessage(fn) { mine.listener = fn; }, // onMessage((text) => …): the one listener
      onClose(fn) { mine.closer = fn; }, // onClose(() => …): either end closed
      close, // close(): both ends, once
      get open() { return open; }, // true until closed, e.g. false
    };
  });
}
