/**
 * System architecture: the exact title, five layer tabs of four components
 * with a technology line each, the six-step data flow, the core technology stack, the Security &
 * Compliance panel, and "View on GitHub", which shows the private repository's layout instead of
 * leaving the app. The selected layer is linkable through `?layer=`; any other value falls back.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoReady, readLocale, test } from './fixtures';

type Tree = { [key: string]: string | Tree };
const en = readLocale<Tree>('en', 'architecture');
const ar = readLocale<Tree>('ar', 'architecture');
const text = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;
const s = (path: string) => text(en, path);

const layers = {
  userChannels: ['webPortal', 'mobileApps', 'partnerApi', 'messagingBots'],
  coreMicroservices: ['valuationService', 'matchingService', 'tradeManager', 'logisticsService'],
  blockchainNetwork: ['permissionedLedger', 'contractEngine', 'sdrcSettlement', 'tradeOracles'],
  dataAi: ['matchingModels', 'priceForecasting', 'riskScoring', 'dataLake'],
  cloudInfrastructure: ['containerPlatform', 'chinaRegion', 'frankfurtRegion', 'edgeProtection'],
} as const;
type LayerId = keyof typeof layers;
const layerIds = Object.keys(layers) as LayerId[];

const main = (page: Page) => page.getByRole('main');
const tab = (page: Page, id: LayerId, strings = en) =>
  main(page).getByRole('tab', { name: text(strings, `layers.${id}.label`), exact: true });

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

// One page: View on GitHub first, while the address is the one loaded (choosing a layer writes ?layer=);
// the keyboard part next, before any tab is clicked; axe, which stores dark and Arabic and loads again, last.
test('View on GitHub shows the repository layout locally; keyboard between layers with a focus ring; exact title, data flow, technology stack, Security & Compliance and five layer tabs of four components; axe in light, dark and Arabic', async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') foreign.push(request.url());
  });
  await gotoReady(page, '/architecture');
  await test.step('View on GitHub shows the repository layout locally; Esc and Close close it, focus returns', async () => {
    const button = main(page).getByRole('button', { name: s('intro.viewOnGithub') });
    await button.click();
    const dialog = page.getByRole('dialog', { name: s('repository.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(s('repository.description'));
    await expect(
      dialog.getByRole('list', { name: s('repository.listLabel') }).getByRole('listitem'),
    ).toHaveCount(7);
    await expect(dialog).toContainText('services/');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: s('repository.close'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/architecture');
    expect(foreign).toEqual([]);
  });
  await test.step('keyboard: arrows, Home and End move between layers with a visible focus ring', async () => {
    // Close was a click, which hides the focus ring: Tab brings it back, as for a keyboard user.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus-visible')).toHaveCount(1);
    await tab(page, 'userChannels').focus();
    const outline = await tab(page, 'userChannels').evaluate(
      (element) => getComputedStyle(element).outlineStyle,
    );
    expect(outline).not.toBe('none');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'coreMicroservices')).toBeFocused();
    await expect(tab(page, 'coreMicroservices')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/architecture?layer=coreMicroservices');
    await page.keyboard.press('End');
    await expect(tab(page, 'cloudInfrastructure')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'userChannels')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 'userChannels')).toBeFocused();
    // Tab moves from the tab list into the selected panel's content.
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('tabpanel')).toBeFocused();
  });
  await test.step('data flow in six ordered steps, the technology stack, Security & Compliance', async () => {
    const flow = main(page).getByRole('region', { name: s('flow.heading') });
    await expect(flow.getByRole('heading', { level: 3 })).toHaveText([
      'User Request',
      'AI Processing',
      'Valuation',
      'Smart Contract',
      'Execution',
      'Settlement',
    ]);
    await expect(flow.locator('ol > li')).toHaveCount(6);

    const stack = main(page).getByRole('region', { name: s('stack.heading') });
    for (const name of ['gRPC', 'Hyperledger Fabric', 'Kubernetes', 'Apache Kafka']) {
      await expect(stack.getByText(name, { exact: true })).toBeVisible();
    }

    const security = main(page).getByRole('region', { name: 'Security & Compliance' });
    await expect(security.getByRole('heading', { level: 3 })).toHaveText([
      'Data sovereignty',
      'Quantum-resistant cryptography',
      'Automated sanction screening',
      'Attack mitigation',
    ]);
    await expect(security).toContainText('China data: one cloud region in mainland China');
    await expect(security).toContainText('International data: Frankfurt region, under the GDPR');
  });
  await test.step('exact title; five layer tabs, each listing four components with a technology line', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Silk Road Trade Platform Architecture');
    await expect(main(page).getByRole('tab')).toHaveText([
      'User Channels',
      'Core Microservices',
      'Blockchain Network',
      'Data & AI Layer',
      'Cloud Infrastructure',
    ]);
    for (const id of layerIds) {
      await test.step(id, async () => {
        await tab(page, id).click();
        await expect(tab(page, id)).toHaveAttribute('aria-selected', 'true');
        // The first layer is selected already: choosing it again changes nothing.
        if (id !== 'userChannels') await expect(page).toHaveURL(`/architecture?layer=${id}`);
        const panel = main(page).getByRole('tabpanel');
        await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
          layers[id].map((component) => s(`components.${component}.name`)),
        );
        for (const component of layers[id]) {
          await expect(panel).toContainText(s(`components.${component}.technology`));
        }
      });
    }
  });
  await test.step('accessibility (axe): light, dark and Arabic', async () => {
    // The first layer, as on load.
    await tab(page, 'userChannels').click();
    await expect(tab(page, 'userChannels')).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await page.addInitScript(() => window.localStorage.setItem('color-scheme', 'dark'));
    await gotoReady(page, '/architecture?layer=cloudInfrastructure');
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await expectNoAxeViolations(page);
    await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await gotoReady(page, '/architecture');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  });
});

test('the layer is linkable; a reload keeps it; bad ?layer= values fall back to the first layer', async ({
  page,
}) => {
  await gotoReady(page, '/architecture?layer=blockchainNetwork');
  await expect(tab(page, 'blockchainNetwork')).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(tab(page, 'blockchainNetwork')).toHaveAttribute('aria-selected', 'true');
  // Switching layers replaces the history entry rather than stacking one per click.
  const entries = await page.evaluate(() => window.history.length);
  await tab(page, 'dataAi').click();
  await tab(page, 'cloudInfrastructure').click();
  await expect(page).toHaveURL('/architecture?layer=cloudInfrastructure');
  expect(await page.evaluate(() => window.history.length)).toBe(entries);

  const bad = [
    '',
    '%20%20',
    'mainframe',
    '.*',
    '(dataAi|x)',
    encodeURIComponent('<img src=x onerror=alert(1)>'),
    '__proto__',
    'NaN',
    'dataAi'.repeat(500),
  ];
  for (const value of bad) {
    await test.step(`?layer=${value.slice(0, 40)}`, async () => {
      await page.goto(`/architecture?layer=${value}`);
      await expect(tab(page, 'userChannels')).toHaveAttribute('aria-selected', 'true');
      await expect(main(page).locator('img')).toHaveCount(0);
    });
  }
  await gotoReady(page, '/architecture?layer=%20DATAAI%20');
  await expect(tab(page, 'dataAi')).toHaveAttribute('aria-selected', 'true');
});

test('390 px wide: nothing overflows the page; the tab list scrolls on its own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/architecture');
  await expectNoHorizontalOverflow(page);
  await tab(page, 'cloudInfrastructure').click();
  await expect(tab(page, 'cloudInfrastructure')).toBeInViewport();
  await expect(main(page).getByRole('tabpanel')).toContainText(s('components.frankfurtRegion.technology'));
  await expectNoHorizontalOverflow(page);
});

test('Arabic: right to left, translated, ArrowLeft moves to the next layer, no overflow at 390 px', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/architecture');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(ar, 'title'));
  await tab(page, 'userChannels', ar).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'coreMicroservices', ar)).toHaveAttribute('aria-selected', 'true');
  await expectNoHorizontalOverflow(page);
});
