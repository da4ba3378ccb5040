/**
 * The console guard of fixtures.ts: every console error or page error fails the test unless the test
 * allowed it explicitly.
 */
import { expect, test } from './fixtures';

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
