// `npx tsx scripts/render-app-icons.ts`: draws the installable app's icons (public/icons/) from
// Canyon's logo with the Chromium the browser tests use, so no image tool has to be installed.
// Run it again after the logo changes (src/web/components/ui/logo.tsx, public/favicon.svg) and
// commit the PNGs.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'public', 'icons');
const AMBER = '#F59E0B';
const INK = '#1C1917';
// The bookmark cut by a canyon, on the logo's 32×32 grid.
const MARK =
  'M8.5 7.5a1 1 0 0 1 1-1h4.2l2.3 5.5 2.3-5.5h4.2a1 1 0 0 1 1 1v18.3a.6.6 0 0 1-1 .5L16 21l-6.5 5.3a.6.6 0 0 1-1-.5z';

/** The logo as it is: a rounded amber tile, transparent corners. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="8" fill="${AMBER}"/><path d="${MARK}" fill="${INK}"/></svg>`;

/**
 * Full-bleed amber with the mark shrunk into the middle: launchers cut maskable icons to any
 * shape inside the central 80 % circle, and iOS rounds the touch icon's corners itself.
 */
const fullBleed = (markScale: number) => {
  const offset = 16 - 16 * markScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${AMBER}"/>
  <path d="${MARK}" fill="${INK}" transform="translate(${offset} ${offset}) scale(${markScale})"/></svg>`;
};

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.62) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(path.join(OUT_DIR, file), png);
    await page.close();
    console.log(`public/icons/${file} (${size}×${size}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
