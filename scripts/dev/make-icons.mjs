/**
 * Draws the installed app's icons from the header's mark (the gold tile with "SR", AppHeader.tsx) in
 * Debian's Chromium and writes them to public/icons: 192 and 512 px with rounded corners, and a 512 px
 * maskable one (full-bleed tile, the letters inside the central 80 % the platforms may crop to).
 * Run again after the mark changes: `node scripts/dev/make-icons.mjs`; the PNGs are committed.
 */
import { chromium } from 'playwright';
import { launchOptions } from '../chromium.mjs';

const gold = '#e3a82a'; // palette.gold[400], the theme's accent
const ink = '#3d270d'; // palette.gold[900], its text

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch(launchOptions);
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of icons) {
    // The header's tile: 32 px with 8 px corners and 12 px letters; the maskable one fills its square.
    const radius = maskable ? 0 : size / 4;
    const fontSize = Math.round(size * (maskable ? 0.3 : 0.375));
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">
        <div style="width:${size}px;height:${size}px;border-radius:${radius}px;background:${gold};color:${ink};
          display:flex;align-items:center;justify-content:center;font:800 ${fontSize}px/1 sans-serif;
          letter-spacing:0.02em">SR</div></body></html>`,
    );
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
