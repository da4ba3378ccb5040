/**
 * Command palette: Ctrl+K (or the header's search button) anywhere opens it; typing filters in the
 * current language, Enter opens the highlighted item selected on its screen, Escape closes it and
 * gives the focus back. It is not loaded with the first paint, only when asked for.
 */
import type { Page } from '@playwright/test';
import { shipments } from '../../src/data/iotLogistics';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  readLocale,
  shellReady,
  test,
  type CommonStrings,
  type Language,
} from './fixtures';
import { worldAnchorDay } from '../../src/data/worldAnchor';

// The browser tests' own code pins today to the anchor: the IoT tracker's shipments as written.
const trackedShipments = shipments(worldAnchorDay);

interface PaletteStrings {
  buttonLabel: string;
  inputLabel: string;
}
const paletteStrings = (language: Language) =>
  readLocale<CommonStrings & { palette: PaletteStrings }>(language, 'common').palette;
const names = <T>(language: Language, namespace: string, key: string) =>
  readLocale<Record<string, T>>(language, namespace)[key] as T;

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
}

const combobox = (page: Page, language: Language = 'en') =>
  page.getByRole('combobox', { name: paletteStrings(language).inputLabel });

const currentListing = (page: Page) => page.locator('article[aria-current="true"]');
const currentTransaction = (page: Page) => page.locator('li[data-transaction][aria-current="true"]');

async function openAndPick(page: Page, language: Language, query: string) {
  await page.keyboard.press('ControlOrMeta+k');
  const input = combobox(page, language);
  await expect(input).toBeFocused();
  await input.fill(query);
  const first = page.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(input).toBeHidden();
}

test('Chinese: a company found by its Chinese name opens Trade Search on its listing, then the member found by name opens the member profile', async ({
  page,
}) => {
  await useLanguage(page, 'zh');
  await gotoReady(page, '/dashboard');
  await test.step('a company found by its Chinese name opens Trade Search on its listing', async () => {
    // lst-208 is Mekong Machinery's listing; companies are named by the cast.
    const name = readLocale<Record<string, string>>('zh', 'cast')['mekong-machinery']!;
    await openAndPick(page, 'zh', name.slice(0, 4));
    await expect(page).toHaveURL(/\/trade-search\?listing=lst-208$/);
    await expect(currentListing(page)).toContainText(name);
    await expect(currentListing(page)).toBeInViewport();
  });
  await test.step('the member found by name opens the member profile', async () => {
    const name = names<Record<string, string>>('zh', 'cast', 'people')['li-wei']!;
    await openAndPick(page, 'zh', name);
    await expect(page).toHaveURL(/\/member-profile$/);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  });
});

// Each pick opens its item on a screen other than the one the palette was opened on.
for (const language of ['en', 'ar'] as const) {
  test(`${language}: ${language === 'en' ? 'a shipment id' : 'a company typed with vowel marks'}, a transaction by its hash, a listing by its title, the deal by its id, an inspector and a logistics partner by name and a contract by its id open selected on their screens`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await gotoReady(page, '/');
    if (language === 'en')
      await test.step('English: Ctrl+K, a shipment id, Enter opens the shipment selected', async () => {
        await openAndPick(page, 'en', 'sh-2026-002');
        await expect(page).toHaveURL(/\/shipping-logistics\?shipment=SH-2026-002$/);
        await expect(page.locator('[data-shipment="SH-2026-002"]')).toHaveAttribute('aria-pressed', 'true');
      });
    if (language === 'en')
      await test.step('English: a shipment only the IoT tracker or customs shows opens selected there', async () => {
        await openAndPick(page, 'en', 'sh-2026-007');
        await expect(page).toHaveURL(/\/iot-logistics\?shipment=SH-2026-007$/);
        const tracked = trackedShipments.find((shipment) => shipment.id === 'SH-2026-007')!;
        await page
          .getByRole('tab', { name: readLocale<{ tabs: { map: string } }>('en', 'iotLogistics').tabs.map })
          .click();
        await expect(page.getByRole('button', { name: new RegExp(tracked.trackingNumber) })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        // Customs names a declaration by the shipment it clears: SH-2026-009 is cleared by CC-2026-002.
        await openAndPick(page, 'en', 'sh-2026-009');
        await expect(page).toHaveURL(/\/customs-clearance\?shipment=SH-2026-009$/);
        await expect(page.locator('[data-shipment="CC-2026-002"]')).toHaveAttribute('aria-pressed', 'true');
      });
    if (language === 'ar')
      await test.step('Arabic: right to left, a company typed with vowel marks is still found', async () => {
        // lst-201 is Steppe Harvest's listing; companies are named by the cast.
        const name = readLocale<Record<string, string>>('ar', 'cast')['steppe-harvest']!;
        await page.keyboard.press('ControlOrMeta+k');
        await expect(page.getByTestId('command-palette')).toHaveAttribute('dir', 'rtl');
        await page.keyboard.press('Escape');
        // "حصاد السهوب" typed with a fatha on its first letter.
        await openAndPick(page, 'ar', `${name.slice(0, 1)}\u064E${name.slice(1)}`);
        await expect(page).toHaveURL(/\/trade-search\?listing=lst-201$/);
        await expect(currentListing(page)).toContainText(name);
      });
    await test.step('a blockchain transaction found by its hash opens selected on the monitor', async () => {
      await openAndPick(page, language, '0x9c1e3a5d');
      await expect(page).toHaveURL(/\/blockchain-monitor\?tx=tx-006$/);
      await expect(currentTransaction(page)).toHaveAttribute('data-transaction', 'tx-006');
      await expect(currentTransaction(page)).toBeInViewport();
    });
    await test.step('a listing found by its title opens selected on Trade Search', async () => {
      const title = names<Record<string, string>>(language, 'tradeSearch', 'listings')['lst-207']!;
      await openAndPick(page, language, title);
      await expect(page).toHaveURL(/\/trade-search\?listing=lst-207$/);
      await expect(currentListing(page)).toContainText(title);
      await expect(currentListing(page)).toBeInViewport();
    });
    await test.step('the deal found by its id opens selected on the deal maker', async () => {
      await openAndPick(page, language, 'DL-0420');
      await expect(page).toHaveURL(/\/deal-maker\?proposal=DL-0420$/);
      await expect(page.locator('main section[aria-current="true"]')).toContainText('DL-0420');
    });
    await test.step('an inspector found by name opens their report selected on Quality Control', async () => {
      const name = names<Record<string, string>>(language, 'cast', 'people')['maria-gonzalez']!;
      await openAndPick(page, language, name);
      await expect(page).toHaveURL(/\/quality-control\?report=QR-2026-0452$/);
      await expect(page.locator('section[data-report="QR-2026-0452"]')).toContainText(name);
    });
    await test.step('a logistics partner found by name opens Shipping on its partner list', async () => {
      const name = names<string>(language, 'cast', 'eurasia-rail');
      await openAndPick(page, language, name);
      await expect(page).toHaveURL(/\/shipping-logistics#shipping-partners-heading$/);
      await expect(page.locator('[data-partner="eurasia-rail"]')).toContainText(name);
    });
    await test.step('a contract id opens its details on Smart Contracts from another screen', async () => {
      await openAndPick(page, language, 'SC-2026-003');
      await expect(page).toHaveURL(/\/smart-contracts\?contract=SC-2026-003$/);
      await expect(page.getByRole('dialog')).toContainText('SC-2026-003');
    });
  });
}

test('Spanish: a contract id opens its details on Smart Contracts', async ({ page }) => {
  await useLanguage(page, 'es');
  await gotoReady(page, '/');
  await openAndPick(page, 'es', 'SC-2026-002');
  await expect(page).toHaveURL(/\/smart-contracts\?contract=SC-2026-002$/);
  await expect(page.getByRole('dialog')).toContainText('SC-2026-002');
});

test('Russian: a document found by its Russian name opens selected on the Compliance dashboard', async ({
  page,
}) => {
  await useLanguage(page, 'ru');
  await gotoReady(page, '/');
  const name = names<Record<string, string>>('ru', 'complianceDashboard', 'sampleDocuments')['DOC-007']!;
  await openAndPick(page, 'ru', 'халяль');
  await expect(page).toHaveURL(/\/compliance-dashboard\?doc=DOC-007$/);
  const current = page.locator('li[data-document][aria-current="true"]');
  await expect(current).toHaveAttribute('data-document', 'DOC-007');
  await expect(current).toContainText(name);
});

test('the palette is not loaded before it is asked for; Ctrl+K as the very first key opens it', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('CommandPaletteHost')) loaded.push(request.url());
  });
  await gotoReady(page, '/');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(combobox(page)).toBeFocused();
  expect(loaded).toHaveLength(1);
});

/** A keydown as a keyboard layout sends it: `key` is the layout's character, `code` the key's place. */
async function pressCtrlWith(page: Page, key: string, code: string) {
  await page.evaluate(
    ([k, c]) =>
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: k, code: c, ctrlKey: true, bubbles: true, cancelable: true }),
      ),
    [key, code],
  );
}

// One page: the layouts' Ctrl+K while the palette is not loaded yet, then the picks; the actions, which
// reset the data and switch the language, come last.
test('Ctrl with the K key on a Russian layout and with Caps Lock, the first time and again; arrows, recent picks and the count; the actions', async ({
  page,
}) => {
  await gotoReady(page, '/');
  await test.step('Ctrl with the K key opens it on a Russian layout and with Caps Lock, the first time and again', async () => {
    // Russian layout: the K key types "л".
    await pressCtrlWith(page, 'л', 'KeyK');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toBeHidden();
    // With the palette loaded: the same key, and Caps Lock's capital K.
    await pressCtrlWith(page, 'л', 'KeyK');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toBeHidden();
    await pressCtrlWith(page, 'K', 'KeyK');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+KeyK');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    // Another key with Ctrl does not open it.
    await pressCtrlWith(page, 'л', 'KeyL');
    await expect(combobox(page)).toBeHidden();
  });
  await test.step('arrows move the highlight; a recent pick comes first next time; the count is announced', async () => {
    await page.keyboard.press('ControlOrMeta+k');
    await combobox(page).fill('trade');
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveText(/Trade Search/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trade-search$/);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('group', { name: 'Recent' }).getByRole('option').first()).toHaveText(
      /Trade Search/,
    );
    await expectNoAxeViolations(page);
    // Closed again, as before a first pick.
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toBeHidden();
  });
  await test.step('actions: switch theme and language, send SDR; reset asks first', async () => {
    await openAndPick(page, 'en', 'switch theme to dark');
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await openAndPick(page, 'en', 'send sdr');
    await expect(page).toHaveURL(/\/srd-wallet\?tab=send$/);
    await page.keyboard.press('ControlOrMeta+k');
    await combobox(page).fill('reset sample');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Reset to the sample data?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(combobox(page)).toHaveValue('reset sample');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Reset data' }).click();
    await expect(page.getByText('Your data was reset to the sample state.', { exact: true })).toBeVisible();
    await openAndPick(page, 'en', 'Русский');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});

test('the search button opens it; Escape closes it and focus returns to the button', async ({ page }) => {
  await gotoReady(page, '/dashboard');
  const button = page.getByRole('button', {
    name: paletteStrings('en').buttonLabel.replace('{{hotkey}}', 'Ctrl+K'),
  });
  await button.click();
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(combobox(page)).toBeHidden();
  await expect(button).toBeFocused();
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: at 390 px the header keeps the search button without overflowing`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, language);
    await page.goto('/');
    const header = page.locator('header').first();
    const fits = () =>
      header.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && document.documentElement.scrollWidth <= 390,
      );
    await expect(
      page.getByRole('button', {
        name: paletteStrings(language).buttonLabel.replace('{{hotkey}}', 'Ctrl+K'),
      }),
    ).toBeVisible();
    expect(await fits()).toBe(true);
    await shellReady(page).waitFor({ state: 'attached' });
    expect(await fits()).toBe(true);
  });
}
