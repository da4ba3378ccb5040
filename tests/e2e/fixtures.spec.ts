/**
 * The console guard of fixtures.ts: every console error or page error fails the test unless the test
 * allowed it explicitly. The axe helper finds what axe finds, in the page and in its frames, check after
 * check on one document.
 */
import { axeViolations, expect, gotoReady, test } from './fixtures';

test('records console messages; an allowed error does not fail the test', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/expected by this test/);
  await page.evaluate(() => {
    console.warn('a warning');
    console.error('an error expected by this test');
  });
  await expect
    .poll(() => consoleGuard.messages.map((m) => `${m.type}: ${m.text}`))
    .toEqual(['warning: a warning', 'error: an error expected by this test']);
});

test('the axe helper finds violations in the page and in a frame, again on the next check', async ({
  page,
}) => {
  await gotoReady(page, '/');
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(image);
    const frame = document.createElement('iframe');
    frame.title = 'a frame';
    frame.srcdoc = '<!doctype html><html lang="en"><title>f</title><button></button></html>';
    document.querySelector('main')?.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve));
  });
  const found = await axeViolations(page);
  expect(found.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt']);
  expect(found.find((violation) => violation.id === 'button-name')?.nodes[0]?.target).toEqual([
    'iframe',
    'button',
  ]);
});
