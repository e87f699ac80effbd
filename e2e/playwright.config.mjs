// Playwright: the browser tests in e2e/, against build/site/ (tools/build-site.sh) served
// by python3 -m http.server on a free loopback port, in Debian's Chromium.
// Run: npx playwright test --config e2e/playwright.config.mjs   (or: npm run e2e)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './staticServer.mjs';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './browser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url)); // the repository

const site = `${root}build/site`;
if (!existsSync(`${site}/index.html`)) {
  throw new Error('build/site/ is missing: run tools/build-site.sh first');
}

// The config is loaded again in every worker: the port chosen first travels in the
// environment, so all of them talk to the one server.
process.env.BAZA_E2E_PORT ||= String(await freePort());
const port = Number(process.env.BAZA_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}/`;

export default defineConfig({
  testDir: '.',
  outputDir: `${root}build/e2e-results`,
  workers: 2,
  retries: 0,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  timeout: 180_000, // a whole deal against the bots
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    locale: 'es-ES', // the page follows the browser's language: Spanish unless a test asks otherwise
    launchOptions,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: 'timing.spec.mjs' },
    // Timing runs last and alone: a bot game in the other worker would slow it down.
    { name: 'timing', testMatch: 'timing.spec.mjs', dependencies: ['chromium'] },
  ],
  webServer: {
    command: `python3 -m http.server ${port} --bind 127.0.0.1 --directory ${site}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'ignore',
  },
});
