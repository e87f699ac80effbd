// How the tests start a browser: Debian's Chromium (Playwright cannot download its own
// here), headless, with the background services off (this network is closed).
export const launchOptions = {
  executablePath: process.env.BAZA_CHROMIUM || '/usr/bin/chromium', // e.g. '/usr/bin/chromium'
  args: [
    '--no-sandbox', // runs as root in CI
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
