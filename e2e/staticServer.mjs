// A folder served over HTTP on a free loopback port by python3 -m http.server, as the
// site itself is (playwright.config.mjs): a second origin for the embed and package specs.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1, e.g. 41234. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Serves `dir`; resolves once `probe` (a file in it) answers: {url: 'http://127.0.0.1:41234/', stop()}. */
export async function serveDir(dir, probe) {
  const port = await freePort();
  const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) { // up to 10 s for the server to answer
    try {
      if ((await fetch(url + probe)).ok) break;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => server.kill() };
}
