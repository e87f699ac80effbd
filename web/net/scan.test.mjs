// Scanning the guest's reply QR code (scan.js) with a stand-in BarcodeDetector and camera:
// offered only where the browser reads QR codes, the code read after a few looks, the
// camera always released (read, refused, stopped). Run: node --test web/net/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canScan, scanQr } from './scan.js';

// A window with a camera whose picture shows `codes` (one answer a look) and a detector of `formats`.
function fakeWindow({ codes = [], qr = true, camera = true } = {}) {
  const log = { looks: 0, stopped: 0, asked: null };
  class BarcodeDetector {
    constructor(opts) {
      if (!qr) throw new TypeError('qr_code is not supported');
      log.formats = opts.formats;
    }
    async detect() { log.looks += 1; return codes.shift() || []; }
  }
  const getUserMedia = async (constraints) => {
    log.asked = constraints;
    if (!camera) throw Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    return { getTracks: () => [{ stop: () => { log.stopped += 1; } }] };
  };
  return { win: { BarcodeDetector, navigator: { mediaDevices: { getUserMedia } } }, log };
}
const video = () => ({ srcObject: null, play: async () => {} });

test('scanning is offered only where the browser has BarcodeDetector and a camera API', () => {
  assert.equal(canScan(fakeWindow().win), true);
  assert.equal(canScan({ navigator: { mediaDevices: { getUserMedia() {} } } }), false, 'no BarcodeDetector: paste');
  assert.equal(canScan({ BarcodeDetector: class {}, navigator: {} }), false, 'no camera API');
});

test('the code is read after a few looks, and the camera released', async () => {
  const { win, log } = fakeWindow({ codes: [[], [{ rawValue: '', format: 'qr_code' }], [{ rawValue: ' AQcode123 ', format: 'qr_code' }]] });
  const v = video();
  assert.equal(await scanQr(v, { win }).result, 'AQcode123');
  assert.equal(log.looks, 3);
  assert.deepEqual(log.formats, ['qr_code']);
  assert.equal(log.asked.video.facingMode, 'environment', 'the back camera of a phone');
  assert.equal(log.stopped, 1);
  assert.equal(v.srcObject, null);
});

test('a refused camera, a detector without QR codes, and stop() are said, the camera released', async () => {
  const refused = fakeWindow({ camera: false });
  await assert.rejects(scanQr(video(), { win: refused.win }).result, { key: 'net.noCamera' });
  await assert.rejects(scanQr(video(), { win: fakeWindow({ qr: false }).win }).result, { key: 'net.noCamera' });
  const { win, log } = fakeWindow();
  const scan = scanQr(video(), { win });
  await new Promise((r) => setTimeout(r, 20));
  scan.stop();
  await assert.rejects(scan.result, { key: 'net.scanStopped' });
  assert.equal(log.stopped, 1);
});
