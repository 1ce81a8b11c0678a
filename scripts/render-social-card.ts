/**
 * Renders the social card (static/img/social-card.svg) to the PNG that Open
 * Graph and Twitter cards need (static/img/social-card.png), 1200×630, in
 * Debian's Chromium. Run after editing the SVG: `npx tsx scripts/render-social-card.ts`.
 * The SVG uses no remote font or image; the page is offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';

const WIDTH = 1200;
const HEIGHT = 630;
const SOURCE = path.join(__dirname, '../static/img/social-card.svg');
const TARGET = path.join(__dirname, '../static/img/social-card.png');

async function main(): Promise<void> {
  const svg = fs.readFileSync(SOURCE, 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  try {
    const page = await browser.newPage({
      viewport: {width: WIDTH, height: HEIGHT},
      deviceScaleFactor: 1,
    });
    // Nothing may come from the network: the card must look the same offline.
    await page.route('**/*', (route) =>
      route.request().url().startsWith('data:') ? route.continue() : route.abort(),
    );
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:#0b0c0e">${svg}</body></html>`,
    );
    await page.screenshot({path: TARGET, clip: {x: 0, y: 0, width: WIDTH, height: HEIGHT}});
  } finally {
    await browser.close();
  }
  console.log(`Wrote ${path.relative(process.cwd(), TARGET)} (${WIDTH}×${HEIGHT})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
