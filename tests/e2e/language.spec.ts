/**
 * Language: five languages, kept in localStorage "language" (default
 * en); `<html lang>` follows the choice; right-to-left for Arabic only. Broken or odd storage never
 * breaks the app.
 */
import type { Page } from '@playwright/test';
import type enCast from '../../public/locales/en/cast.json';
import { directLinks, navGroupIds } from '../../src/data/navigation';
import {
  en,
  expect,
  gotoReady,
  reloadReady,
  languageNames,
  mainNav,
  readLocale,
  routeTitle,
  test,
  type CommonStrings,
  type Language,
  type NavStrings,
} from './fixtures';

const common = (language: Language) => readLocale<CommonStrings>(language, 'common');
const nav = (language: Language) => readLocale<NavStrings>(language, 'nav');
const triggerName = (language: Language) =>
  common(language).language.current.replace('{{name}}', languageNames[language]);

/** Open the language menu (its trigger is named in the current language) and pick `next`. */
async function chooseLanguage(page: Page, current: Language, next: Language) {
  await page.getByRole('button', { name: triggerName(current) }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText(Object.values(languageNames));
  await expect(menu.getByRole('menuitemradio', { name: languageNames[current] })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await menu.getByRole('menuitemradio', { name: languageNames[next] }).click();
  await expect(menu).toBeHidden();
}

async function expectLanguage(page: Page, language: Language) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language);
  await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('button', { name: triggerName(language) })).toBeVisible();
  const strings = nav(language);
  const navigation = mainNav(page, strings.label);
  await expect(navigation.getByRole('link')).toHaveText(directLinks.map((id) => strings.links[id]));
  await expect(navigation.getByRole('button')).toHaveText(navGroupIds.map((id) => strings.groups[id]));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('home', language));
}

test('Arabic: right-to-left, translated, mirrored, and kept across a reload', async ({ page }) => {
  await gotoReady(page, '/');
  await expectLanguage(page, 'en');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const brand = page.getByRole('link', { name: en.nav.home });
  const ltrBox = await brand.boundingBox();
  expect(ltrBox && ltrBox.x + ltrBox.width / 2).toBeLessThan(viewport.width / 2);

  await chooseLanguage(page, 'en', 'ar');
  await expectLanguage(page, 'ar');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('ar');
  const arBrand = page.getByRole('link', { name: nav('ar').home });
  await expect
    .poll(
      async () => {
        const box = await arBrand.boundingBox();
        return box ? box.x + box.width / 2 : 0;
      },
      { message: 'the brand sits at the right in Arabic' },
    )
    .toBeGreaterThan(viewport.width / 2);
  await expect(page).toHaveTitle(`${routeTitle('home', 'ar')} · ${common('ar').appName}`);

  await reloadReady(page);
  await expectLanguage(page, 'ar');
  const reloadedBox = await arBrand.boundingBox();
  expect(reloadedBox && reloadedBox.x + reloadedBox.width / 2).toBeGreaterThan(viewport.width / 2);

  await chooseLanguage(page, 'ar', 'en');
  await expectLanguage(page, 'en');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
  const backBox = await brand.boundingBox();
  expect(backBox && backBox.x + backBox.width / 2).toBeLessThan(viewport.width / 2);
});

test('Chinese, Spanish and Russian set the page language, left-to-right', async ({ page }) => {
  await gotoReady(page, '/');
  let current: Language = 'en';
  for (const next of ['zh', 'es', 'ru'] as const) {
    await test.step(next, async () => {
      await chooseLanguage(page, current, next);
      await expectLanguage(page, next);
      expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(next);
      current = next;
    });
  }
  await test.step('the account menu names the sample member in Russian', async () => {
    const { account } = common('ru');
    await page.getByRole('button', { name: account.login, exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`, ${account.menu}$`) }).click();
    await expect(page.getByRole('menu')).toContainText(
      readLocale<typeof enCast>('ru', 'cast').people['li-wei'],
    );
  });
});

test('a stored language: the English page stays hidden until the app shows it in that language', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  // Hold back the app's scripts to see the prerendered page as it arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('data-pending', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.locator('html')).not.toHaveAttribute('data-pending');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('home', 'es'));
  await expect(mainNav(page, nav('es').label).getByRole('link').first()).toHaveText(nav('es').links.home);
  await expectLanguage(page, 'es');
});

test('an unsupported stored value ("xx") falls back to English', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'xx'));
  await gotoReady(page, '/');
  await expectLanguage(page, 'en');
  // Choosing a language still works and replaces the bad value.
  await chooseLanguage(page, 'en', 'ru');
  await expectLanguage(page, 'ru');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('ru');
});

test('a localStorage that throws: the app still renders and switching works for the visit', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const broken = () => {
      throw new DOMException('Storage disabled for this test', 'SecurityError');
    };
    Storage.prototype.getItem = broken;
    Storage.prototype.setItem = broken;
  });
  await gotoReady(page, '/');
  await expectLanguage(page, 'en');
  await chooseLanguage(page, 'en', 'ar');
  await expectLanguage(page, 'ar');
  await chooseLanguage(page, 'ar', 'zh');
  await expectLanguage(page, 'zh');
  // Nothing could be stored, so a reload starts in English again.
  await reloadReady(page);
  await expectLanguage(page, 'en');
});
