// Renders web/icons/icon.svg to the PNG icons the manifest lists, in headless Chromium
// (no network, no image tools): node tools/make-icons.mjs. Run it after editing the SVG
// and commit the PNGs.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { launchOptions } from '../e2e/browser.mjs';

const svg = await readFile(new URL('../web/icons/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch(launchOptions);
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    const file = new URL(`../web/icons/icon-${size}.png`, import.meta.url);
    await page.screenshot({ path: file.pathname, omitBackground: true });
    await page.close();
    console.log(`wrote web/icons/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
