// The online table's invite and join screens (loaded on demand): the host picks the
// seats (friends or bots), gets one invite per friend's seat (link, QR code, copy
// button) and pastes each reply code; a guest opens the link, sends its reply code back
// and waits. Status per seat: waiting, connected, thinking, gone. The table itself (the
// engine, the checks, the play) is web/table/'s; this module only links browsers.
//
//   openHost({seats, names, timeoutSeconds, onStart}) · openGuest(inviteCode, {onChannel})

import { t } from '../app/i18n.js';
import { isPublicCode, hostSeat, joinSeat, rememberSeat, rememberedSeats, forgetSeats } from './publicSignal.js';
import { el, setText, replaceChildren } from '../app/render/dom.js';
import { createInvite, answerInvite, inviteUrl, readStun, writeStun, DEFAULT_STUN } from './peer.js';
import { qrSvg } from './qr.js';
import { canScan, scanQr } from './scan.js';

const log = (window.__bazaNet = window.__bazaNet || { received: [], sent: [], channels: [] }); // e2e: what this page's channels carried

/** Wraps a Channel so e2e can read what went through it (received on a guest's page: its whole view). */
export function recorded(channel) {
  const wrapped = {
    send: (text) => { log.sent.push(text); channel.send(text); }, // e.g. send('{"t":"ping"}')
    onMessage: (fn) => channel.onMessage((text) => { log.received.push(text); fn(text); }), // what came first is kept for it
    onClose: (fn) => channel.onClose(fn), // e.g. onClose(() => …)
    close: () => channel.close(), // e.g. close()
  };
  log.channels.push(wrapped);
  return wrapped;
}

let dialog = null;
/** Closes the invite or join screen (the table is on: it shows behind). */
export function closeDialog() {
  if (dialog && dialog.open) dialog.close();
}
const reopen = () => { if (dialog && !dialog.open) dialog.showModal(); };

// The screens' stylesheet, fetched on first use. Until it is in, the dialog stays invisible: it
// would show unstyled, then jump under a click (a control pressed, another one let go over).
let styles = null;
function loadStyles() {
  if (!styles) {
    const link = el('link', { attrs: { rel: 'stylesheet', href: new URL('../styles/net.css', import.meta.url).href }, data: { net: '' } });
    styles = new Promise((done) => { link.addEventListener('load', done); link.addEventListener('error', done); });
    document.head.append(link);
  }
  return styles;
}

function openDialog(titleKey, testid) {
  const ready = loadStyles();
  if (dialog) dialog.remove();
  const body = el('div', { class: 'dialog__body net' });
  dialog = el('dialog', { class: 'dialog dialog--net', attrs: { 'aria-labelledby': 'net-title', 'data-testid': testid } },
    el('header', { class: 'dialog__head' },
      el('h2', { attrs: { id: 'net-title' }, text: t(titleKey) }),
      el('button', { class: 'btn btn--icon', attrs: { type: 'button', 'aria-label': t('common.close') } }, el('span', { class: 'icon icon--close', attrs: { 'aria-hidden': 'true' } }))),
    body);
  dialog.querySelector('.dialog__head button').addEventListener('click', () => dialog.close());
  document.body.append(dialog);
  const shown = dialog;
  shown.style.visibility = 'hidden';
  shown.showModal();
  ready.then(() => {
    shown.style.visibility = '';
    const at = document.activeElement;
    if (shown.open && (at === shown || !shown.contains(at))) shown.querySelector('button, input, select, textarea')?.focus(); // as showModal does
  });
  return body;
}

const button = (key, onClick, props = {}) => {
  const b = el('button', { class: `btn ${props.class || 'btn--primary'}`, attrs: { type: 'button', 'data-testid': props.testid }, text: t(key) });
  b.addEventListener('click', onClick);
  return b;
};
const errorLine = (testid) => el('p', { class: 'net__error', attrs: { role: 'alert', 'data-testid': testid } });
const say = (node, e) => setText(node, e ? t(e.key && e.key.startsWith('net.') ? e.key : 'net.failed') : '');

// A code to hand over: the text (read-only, selectable), a copy button and its QR code.
function codeBox(text, { labelKey, copyKey, testid, qrText = text }) {
  const field = el('textarea', { class: 'net__code', attrs: { readonly: true, rows: 3, spellcheck: 'false', 'data-testid': testid, 'aria-label': t(labelKey) } });
  field.value = text;
  const note = el('span', { class: 'net__note', attrs: { role: 'status' } });
  const copy = button(copyKey, async () => {
    field.select();
    try {
      await navigator.clipboard.writeText(text);
      setText(note, t('net.copied'));
    } catch {
      setText(note, t('daily.selectIt')); // no clipboard (http, a refusal): the text is selected for Ctrl+C
    }
  }, { class: 'btn--ghost-light', testid: `${testid}-copy` });
  const qr = el('img', { class: 'net__qr', attrs: { alt: t('net.qr'), src: `data:image/svg+xml,${encodeURIComponent(qrSvg(qrText))}` } });
  return el('div', { class: 'net__box' }, qr, el('div', { class: 'net__codecol' }, field, el('div', { class: 'net__row' }, copy, note)));
}

// The STUN list, under "more": an empty list works on one network.
function stunField() {
  const area = el('textarea', { class: 'net__code', attrs: { rows: 2, spellcheck: 'false', 'data-testid': 'net-stun', 'aria-describedby': 'net-stun-help' } });
  area.value = readStun().join('\n');
  const err = errorLine('net-stun-error');
  area.addEventListener('change', () => {
    try { writeStun(area.value); say(err, null); } catch (e) { say(err, e); }
  });
  return el('details', { class: 'net__more' }, el('summary', { text: t('net.stun') }),
    el('label', {}, area), el('p', { class: 'net__help', attrs: { id: 'net-stun-help' }, text: t('net.stunHelp', { stun: DEFAULT_STUN.join(' ') }) }), err);
}

// The host's timeout: the table waits for a slow or absent person, or a bot plays for them after N seconds.
export const TIMEOUTS = [null, 30, 60, 120]; // the choices, e.g. 30 s
function timeoutField(initial) {
  const select = el('select', { class: 'pref__select', attrs: { id: 'net-timeout', 'data-testid': 'net-timeout' } },
    ...TIMEOUTS.map((n) => el('option', { attrs: { value: n === null ? '' : String(n) }, text: n === null ? t('net.timeoutWait') : t('net.timeoutBot', { n }) })));
  select.value = TIMEOUTS.includes(initial) ? (initial === null ? '' : String(initial)) : '';
  return {
    node: el('label', { class: 'net__label' }, el('span', { text: t('net.timeout') }), select),
    seconds: () => (select.value ? Number(select.value) : null), // e.g. 30, or null: wait
  };
}

/**
 * The host's screen. seats: per seat 'me' | 'friend' | 'bot' (the form's start values);
 * onStart({seats, names, timeoutSeconds}) -> {status(seat) -> 'waiting'|'connected'|'thinking'|'gone'|'bot', attach(seat, channel)}:
 * the table that takes each friend's channel. Returns {invite(seat)}: a fresh invite (a guest came back).
 */
export function openHost({ players, onStart, seats: given = null, names: givenNames = null, timeoutSeconds = null }) {
  const body = openDialog('net.title', 'net-host');
  if (typeof RTCPeerConnection !== 'function') return body.append(el('p', { class: 'net__error', text: t('net.noWebrtc') }));
  const seats = given ? given.slice() : Array.from({ length: players }, (_, i) => (i === 0 ? 'me' : 'friend'));
  const names = givenNames ? givenNames.slice() : Array.from({ length: players }, (_, i) => (i === 0 ? t('net.hostName') : t('net.seat', { n: i + 1 })));
  const rows = seats.map((_, i) => {
    const kind = el('select', { class: 'pref__select', attrs: { 'data-testid': `net-kind-${i}`, 'aria-label': t('net.seat', { n: i + 1 }), disabled: i === 0 } },
      ...(i === 0 ? ['me'] : ['friend', 'bot']).map((k) => el('option', { attrs: { value: k }, text: t(`net.kind.${k}`) })));
    kind.value = seats[i];
    kind.addEventListener('change', () => { seats[i] = kind.value; });
    const name = el('input', { class: 'net__name', attrs: { type: 'text', maxlength: 24, 'data-testid': `net-name-${i}`, 'aria-label': t('net.name', { n: i + 1 }) } });
    name.value = names[i];
    name.addEventListener('change', () => { names[i] = name.value.trim().slice(0, 24) || names[i]; });
    return el('li', { class: 'net__seat' }, el('span', { class: 'net__seatno', text: t('net.seat', { n: i + 1 }) }), name, kind);
  });
  const timeout = timeoutField(timeoutSeconds);
  const err = errorLine('net-host-error');
  const way = wayChoice(given); // E signal: a resumed table (given seats) waits in its public rooms again
  const start = button('net.makeInvites', async () => {
    start.disabled = true;
    try {
      const table = await onStart({ seats: seats.slice(), names: names.slice(), timeoutSeconds: timeout.seconds() });
      showInvites(body, { seats, names, table });
    } catch (e) {
      start.disabled = false;
      say(err, e);
      console.error(e); // the technical cause, for whoever looks
    }
  }, { testid: 'net-make-invites' });
  replaceChildren(body, el('p', { class: 'net__help', text: t('net.help') }), el('ol', { class: 'net__seats' }, ...rows), timeout.node, way.node, stunField(), err, el('div', { class: 'net__row' }, start));
  return null;
}

// The reply's QR code read with the camera where the browser can (scan.js); elsewhere the
// page says plainly that the code is pasted. found(text): the code read, e.g. 'AQ…'.
function scanControl(seat, found, err) {
  if (!canScan(window)) return el('p', { class: 'net__help', attrs: { 'data-testid': 'net-paste' }, text: t('net.pasteOnly') });
  const video = el('video', { class: 'net__video', attrs: { muted: true, playsinline: true, hidden: true } });
  let scan = null; // the scan under way: the same button stops it
  const toggle = button('net.scan', async () => {
    if (scan) return scan.stop();
    scan = scanQr(video);
    video.hidden = false;
    setText(toggle, t('net.scanStop'));
    say(err, null);
    try {
      found(await scan.result);
    } catch (e) {
      if (e.key !== 'net.scanStopped') say(err, e);
    }
    scan = null;
    video.hidden = true;
    setText(toggle, t('net.scan'));
  }, { class: 'btn--ghost-light', testid: `net-scan-${seat}` });
  return el('div', { class: 'net__row' }, toggle, video);
}

// One invite per friend's seat, and its status; a seat whose guest is gone gets a fresh invite.
function showInvites(body, { seats, names, table }) {
  const { way, codes: publicCodes } = publicWay; // E signal: the form's choice
  const list = el('ol', { class: 'net__invites' });
  const statusNodes = [];
  seats.forEach((kind, seat) => {
    if (kind !== 'friend') return;
    const item = el('li', { class: 'net__invite', attrs: { 'data-testid': `net-invite-${seat}` } });
    const status = el('span', { class: 'net__status', attrs: { 'data-testid': `net-status-${seat}` } });
    statusNodes.push([seat, status]);
    list.append(item);
    if (way === 'public') return publicInvite(item, status, { seat, names, table, code: publicCodes && publicCodes[seat] });
    const fresh = async () => {
      const invite = await createInvite();
      reopen(); // a new invite (a guest came back, or the host did) is on screen
      const answer = el('textarea', { class: 'net__code', attrs: { rows: 2, spellcheck: 'false', 'data-testid': `net-answer-${seat}`, 'aria-label': t('net.answerLabel', { name: names[seat] }) } });
      const err = errorLine(`net-answer-error-${seat}`);
      const connect = button('net.connect', async () => {
        try {
          const channel = await invite.accept(answer.value);
          say(err, null);
          table.attach(seat, recorded(channel));
          channel.onClose(() => fresh()); // gone: a new invite for the same seat, for its guest to come back
          replaceChildren(item, el('h3', { text: names[seat] }), status);
        } catch (e) {
          say(err, e); // the invite stays as it was: paste again
        }
      }, { testid: `net-connect-${seat}` });
      replaceChildren(item, el('h3', { text: t('net.invite', { name: names[seat] }) }), status,
        codeBox(inviteUrl(invite.code), { labelKey: 'net.link', copyKey: 'net.copyLink', testid: `net-link-${seat}` }),
        el('label', { class: 'net__label' }, el('span', { text: t('net.answerLabel', { name: names[seat] }) }), answer), err,
        el('div', { class: 'net__row' }, connect), scanControl(seat, (text) => { answer.value = text; connect.click(); }, err));
    };
    fresh();
  });
  const refresh = () => {
    for (const [seat, node] of statusNodes) {
      const s = table.status(seat);
      setText(node, t(`net.status.${s}`));
      node.dataset.status = s;
    }
  };
  table.onChange(refresh);
  const now = button('net.startNow', () => table.startNow(), { class: 'btn--ghost-light', testid: 'net-start-now' });
  replaceChildren(body, el('p', { class: 'net__help', text: t(way === 'public' ? 'net.publicInvitesHelp' : 'net.invitesHelp') }), list, el('div', { class: 'net__row' }, now));
  refresh();
}

// The guest's link to the host is up: the status says so (and later that the host is gone), the page sits at the table.
function linked(channel, status, onChannel) {
  setText(status, t('net.connected'));
  status.dataset.status = 'connected';
  channel.onClose(() => { setText(status, t('net.hostGone')); status.dataset.status = 'gone'; reopen(); });
  onChannel(channel, (state) => { // the table's answer: seated, or refused
    if (state.status === 'refused') { setText(status, t('net.seatTaken')); status.dataset.status = 'refused'; reopen(); }
  });
  return channel;
}

/** The guest's screen from an invite link's code; onChannel(channel) once the host pasted the reply. */
export async function openGuest(inviteCode, { onChannel }) {
  const body = openDialog('net.joinTitle', 'net-guest');
  const err = errorLine('net-guest-error');
  if (typeof RTCPeerConnection !== 'function') return setText(err, t('net.noWebrtc'));
  if (isPublicCode(inviteCode)) return joinPublic(body, err, inviteCode, onChannel);
  let reply;
  try {
    reply = await answerInvite(inviteCode);
  } catch (e) {
    say(err, e);
    replaceChildren(body, err);
    return null;
  }
  const status = el('p', { class: 'net__status', attrs: { role: 'status', 'data-testid': 'net-guest-status' }, text: t('net.waitingHost') });
  replaceChildren(body, el('p', { class: 'net__help', text: t('net.answerHelp') }),
    codeBox(reply.answerCode, { labelKey: 'net.answerCode', copyKey: 'net.copyAnswer', testid: 'net-answer-code' }), status, stunField(), err);
  try {
    return linked(recorded(await reply.channel), status, onChannel);
  } catch (e) {
    say(err, e);
    return null;
  }
}

// ---- E signal: the invite through a public network (publicSignal.js), an option ----
// How friends join: the manual codes (the default) or one link through the public trackers. A new
// table leaves the last one's public rooms; a resumed one (resumed: true) takes its seats' codes back.
const publicRooms = []; // the public rooms this page's table waits in (hostSeat handles)
const publicWay = { way: 'manual', codes: null }; // the host form's choice, e.g. {way: 'public', codes: {1: 'p.Xk2…'}}
function wayChoice(resumed) {
  publicRooms.splice(0).forEach((room) => room.close());
  if (!resumed) forgetSeats();
  const codes = resumed ? rememberedSeats() : null;
  const radios = ['manual', 'public'].map((k) => el('input', { attrs: { type: 'radio', name: 'net-way', value: k, 'data-testid': `net-way-${k}`, checked: k === (codes ? 'public' : 'manual') } }));
  const pick = () => Object.assign(publicWay, { way: radios.find((r) => r.checked).value, codes });
  radios.forEach((r) => r.addEventListener('change', pick));
  pick();
  const node = el('fieldset', { class: 'net__way' }, el('legend', { text: t('net.way') }),
    ...radios.map((r) => el('label', { class: 'net__choice' }, r, el('span', { text: t(`net.way.${r.value}`) }))),
    el('p', { class: 'net__help', text: t('net.publicHelp') }));
  return { node }; // e.g. form.append(wayChoice(false).node)
}

// One seat's public invite: a link that stays good for the whole table (a reload joins again, on
// either side: the host's save keeps the seat's code, rememberSeat); no reply code.
async function publicInvite(item, status, { seat, names, table, code }) {
  const err = errorLine(`net-answer-error-${seat}`);
  replaceChildren(item, el('h3', { text: t('net.invite', { name: names[seat] }) }), status, err);
  try {
    const invite = await hostSeat({ code, onChannel: (channel) => table.attach(seat, recorded(channel)) });
    rememberSeat(seat, invite.code);
    publicRooms.push(invite);
    item.append(codeBox(inviteUrl(invite.code), { labelKey: 'net.link', copyKey: 'net.copyLink', testid: `net-link-${seat}` }));
  } catch (e) {
    say(err, e);
  }
}

// The guest's side of a public invite: it waits for the host's browser; a host that comes back (its reload) gets a reload here, which joins again.
async function joinPublic(body, err, code, onChannel) {
  const status = el('p', { class: 'net__status', attrs: { role: 'status', 'data-testid': 'net-guest-status' }, text: t('net.publicJoining') });
  replaceChildren(body, el('p', { class: 'net__help', text: t('net.publicHelp') }), status, stunField(), err);
  let links = 0;
  try {
    await joinSeat(code, {
      onChannel: (channel) => {
        if (links++) return location.reload();
        linked(recorded(channel), status, onChannel);
      },
    });
  } catch (e) {
    say(err, e);
  }
  return null;
}
