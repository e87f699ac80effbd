// The online table's guest: the other end of host.js. It holds what the host sent
// this guest (its own observation, who is at the table, reactions, refusals, the
// replay code at the end) and sends only its own actions. The page renders
// state.obs with the solo game's table renderer. Wire format: host.js; what the guest
// accepts of it: hostMessage.js.

import { readHostMessage } from './hostMessage.js';

/**
 * createTableGuest({channel, token, name, onChange}) -> {state, act(action), react(kind), close()}
 * token: the seat token kept from an earlier join (sessionStorage), or null.
 */
export function createTableGuest({ channel, token = null, name, onChange = () => {} }) {
  const state = {
    status: 'joining', // 'joining' | 'waiting' (seated, the deal not begun) | 'playing' | 'over' | 'refused' | 'closed'
    person: null, // 1: my person at the table
    seat: null, // 1: my seat
    token, // 't3c…': keep it (sessionStorage) to take the same seat again
    names: [], // ['Ana', 'Ben', 'Bot', 'Eva'] by person
    timeoutSeconds: null, // the host's setting: a bot plays for a person after 30 s, or null: the table waits
    obs: null, // my observation (engine.d.ts Observation), events joined: the whole log
    people: [], // [{name, kind, connected, away, thinking}] by person
    turn: null, // 2: the person to act, or null
    reactions: [], // the last few: [{person: 2, kind: 'nice', at: 1764126000000}]
    error: null, // the host's last refusal of my message: {code: 'not-your-turn', detail: '…'}
    end: null, // after the match: {replay: 'AQEB…', share: 'AQAB…'}
    bye: null, // why the host closed the table, e.g. 'host-closed'
    fault: null, // the last message from the host that this page refused (hostMessage.js): {code: 'host-message', detail: '{"t":"obs"…'}
  };
  const send = (m) => { if (state.status !== 'closed') channel.send(JSON.stringify(m)); };
  const changed = () => onChange(state);

  channel.onMessage((text) => {
    const m = readHostMessage(text);
    if (!m || (m.t === 'obs' && m.obs.eventsFrom > (state.obs ? state.obs.events.length : 0))) {
      state.fault = { code: 'host-message', detail: String(text).slice(0, 80) }; // kept out: this page goes on as it was
      return changed();
    }
    if (m.t === 'welcome') Object.assign(state, { person: m.person, seat: m.seat, token: m.token, names: m.names, timeoutSeconds: m.timeoutSeconds || null, status: state.obs ? 'playing' : 'waiting', error: null });
    else if (m.t === 'obs') takeObservation(m.obs);
    else if (m.t === 'people') Object.assign(state, { people: m.people, turn: m.turn });
    else if (m.t === 'react') state.reactions = [...state.reactions.slice(-5), { person: m.person, kind: m.kind, at: Date.now() }];
    else if (m.t === 'error') {
      state.error = { code: String(m.code), detail: String(m.detail || '') };
      if (state.person === null && m.code === 'seat-taken') state.status = 'refused';
    } else if (m.t === 'end') Object.assign(state, { end: { replay: m.replay, share: m.share }, status: 'over' });
    else if (m.t === 'bye') Object.assign(state, { bye: String(m.reason), status: 'closed' });
    else if (m.t !== 'pong') return;
    changed();
  });
  channel.onClose(() => {
    state.status = 'closed';
    changed();
  });

  // The host sends the events after those it sent before (eventsFrom): joined here.
  function takeObservation(obs) {
    const log = state.obs && obs.eventsFrom > 0 ? state.obs.events.slice(0, obs.eventsFrom) : [];
    state.obs = { ...obs, events: log.concat(obs.events), eventsFrom: 0 };
    if (state.status === 'waiting' || state.status === 'joining') state.status = 'playing';
    state.error = null;
  }

  send({ t: 'hello', token: token || undefined, name: name || undefined });
  return {
    state, // see above
    act: (action) => send({ t: 'act', action }), // act('7o'): my move; the host asks the engine
    react: (kind) => send({ t: 'react', kind }), // react('nice'): between tricks only (host.js REACTIONS)
    ping: () => send({ t: 'ping' }), // ping(): the host answers {t: 'pong'} (a heartbeat for web/net)
    close: () => { if (channel.close) channel.close(); }, // leave the table
  };
}
