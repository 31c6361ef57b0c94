// Renders the install icons (web app manifest, apple-touch-icon) from the brand mark in
// public/favicon.svg, in Chromium, so they stay the same mark as the header's. Run once after the
// mark changes: `node scripts/make-icons.mjs`; the PNGs in public/icons/ are committed.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const mark = readFileSync('public/favicon.svg', 'utf8');
const background = '#0b0b12'; // the app's dark background (src/web/styles/app.css)

/**
 * `inset` is the share of the square the mark takes. Maskable icons keep it inside the 80 % safe
 * circle on a full-bleed background; the apple-touch-icon is square (iOS rounds it itself).
 */
const icons = [
  { file: 'icon-192.png', size: 192, inset: 1, isSquare: false },
  { file: 'icon-512.png', size: 512, inset: 1, isSquare: false },
  { file: 'maskable-512.png', size: 512, inset: 0.72, isSquare: true },
  { file: 'apple-touch-icon-180.png', size: 180, inset: 0.86, isSquare: true },
];

const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(existsSync);
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu'],
});
mkdirSync('public/icons', { recursive: true });
try {
  for (const { file, size, inset, isSquare } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markSize = Math.round(size * inset);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${isSquare ? background : 'transparent'}">` +
        `<div style="width:${markSize}px;height:${markSize}px">${mark.replace('<svg ', `<svg width="${markSize}" height="${markSize}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: !isSquare });
    await page.close();
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
