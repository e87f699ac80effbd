// Reading a guest's reply QR code with the host's camera, where the browser reads QR
// codes itself (BarcodeDetector: Chrome on Android, macOS and ChromeOS). Elsewhere the
// page says the code can be pasted: no decoder of our own is shipped (the site's size).

const EVERY_MS = 250; // a look at the camera's picture this often, e.g. 4 a second

/** Can this browser scan a QR code with the camera? (win: the window, a stand-in in tests) */
export function canScan(win = globalThis) {
  const media = win.navigator && win.navigator.mediaDevices;
  return typeof win.BarcodeDetector === 'function' && Boolean(media && media.getUserMedia); // e.g. false on desktop Linux
}

const failed = (key) => Object.assign(new Error(key), { key });

/**
 * scanQr(video, {win}) -> {result, stop()}: the camera's picture in `video` until a QR code
 * is read. result resolves to its text, or rejects with {key: 'net.noCamera'} (a camera
 * refused or absent, no QR reading) or {key: 'net.scanStopped'} (stop()).
 * The camera is released in every case.
 */
export function scanQr(video, { win = globalThis } = {}) {
  let stopped = false;
  let stream = null;
  let wake = null; // ends the wait between two looks at once (stop)
  const release = () => {
    if (stream) for (const track of stream.getTracks()) track.stop();
    stream = null;
    video.srcObject = null;
  };
  const result = (async () => {
    try {
      let detector;
      try {
        detector = new win.BarcodeDetector({ formats: ['qr_code'] }); // throws where QR codes are not read
        stream = await win.navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      } catch {
        throw failed('net.noCamera');
      }
      if (stopped) throw failed('net.scanStopped');
      video.srcObject = stream;
      video.play().catch(() => {}); // not awaited: the looks below wait for a picture (a camera may be slow to start)
      while (!stopped) {
        const codes = await detector.detect(video).catch(() => []); // no picture yet: look again
        const found = codes.find((c) => c.rawValue);
        if (found) return found.rawValue.trim();
        await new Promise((resolve) => { wake = resolve; setTimeout(resolve, EVERY_MS); });
      }
      throw failed('net.scanStopped');
    } finally {
      release();
    }
  })();
  return {
    result, // await result -> 'AQ…' (the code in the QR)
    stop() { stopped = true; if (wake) wake(); }, // stop(): the camera off, result rejects
  };
}
