/**
 * Trade simulator: dragging a party's offering onto another
 * party creates a potential match with a score of 70 to 99 (mouse in Chromium, and the keyboard alone);
 * a drop on the same party does nothing; Run AI Simulation runs 3 s; the contract's seven steps run
 * 2 s each with 1 s between, then Contract Active. Timed behaviour runs on Playwright's clock.
 */
import type { Page } from '@playwright/test';
import type CommodityNames from '../../public/locales/en/commodities.json';
import type enSimulator from '../../public/locales/en/tradeSimulator.json';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  openOnPausedClock,
  readLocale,
  routeTitle,
  test,
} from './fixtures';

type Strings = typeof enSimulator;
const s = readLocale<Strings>('en', 'tradeSimulator');

const party = (page: Page, id: string) => page.locator(`li[data-party="${id}"]`);
const handle = (page: Page, offering: string, partyName: string) =>
  page.getByRole('button', { name: `Drag ${offering} from ${partyName}` });
const matchesPanel = (page: Page) => page.locator('section[aria-labelledby="simulator-matches-heading"]');
const matchItems = (page: Page) =>
  matchesPanel(page).getByRole('list', { name: s.matches.listLabel }).getByRole('listitem');
const contractPanel = (page: Page) => page.locator('section[aria-labelledby="simulator-contract-heading"]');
const steps = (page: Page) =>
  contractPanel(page).getByRole('list', { name: s.contract.stepsLabel }).getByRole('listitem');
const stepStates = (page: Page) =>
  steps(page).evaluateAll((items) => items.map((item) => item.dataset.state));
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
/**
 * Space lifts the focused offering. dnd-kit's keyboard sensor starts listening for arrows on a
 * zero-delay timer after the lift, so wait for that timer (one of ours queued behind it) before the
 * next key; a real person is never that fast, a test is.
 */
async function lift(page: Page, announced: string) {
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(announced);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function mouseDrag(page: Page, fromOffering: string, fromParty: string, toPartyId: string) {
  await handle(page, fromOffering, fromParty).scrollIntoViewIfNeeded();
  const source = await handle(page, fromOffering, fromParty).boundingBox();
  const target = await party(page, toPartyId).boundingBox();
  if (!source || !target) throw new Error('drag boxes not found');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * After a pointer drag dnd-kit swallows the next click until a zero-delay timer fires; on a paused
 * clock that timer waits for time to move.
 */
const settleDrag = (page: Page) => page.clock.runFor(50);

async function openWithClock(page: Page) {
  await openOnPausedClock(page, '/trade-simulator', {
    time: new Date('2026-11-12T10:00:00Z'),
  });
}

// One page for the plain-clock checks: the keyboard part starts from no match, the mouse part too (Reset).
test('the parties, the empty matches, the estimates and the title; the keyboard alone and a mouse drag create matches, never onto the same party', async ({
  page,
}) => {
  await gotoReady(page, '/trade-simulator');
  await test.step('shows the four parties, the empty matches, the estimates and the title', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('tradeSimulator'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('li[data-party]')).toHaveCount(4);
    await expect(party(page, 'party-cn')).toContainText('Sino Steel Corp');
    await expect(party(page, 'party-cn')).toContainText('China');
    await expect(party(page, 'party-cn')).toContainText('Steel coils');
    await expect(party(page, 'party-cn')).toContainText('SDR 1,250,000.00');
    await expect(matchesPanel(page)).toContainText(s.matches.emptyTitle);
    await expect(contractPanel(page)).toContainText('10.8 ETH');
    await expect(contractPanel(page)).toContainText('~2-3 min');
    await expect(steps(page)).toHaveCount(7);
    const gas = ['85,000', '45,000', '120,000', '65,000', '95,000', '55,000', '75,000'];
    for (const [index, value] of gas.entries())
      await expect(steps(page).nth(index)).toContainText(`Gas: ${value}`);
    await expect(contractPanel(page).getByRole('button', { name: s.contract.execute })).toBeDisabled();
  });

  await test.step('the keyboard alone: Space lifts, arrows move between parties, Space drops, Esc cancels; announced', async () => {
    const steel = handle(page, 'Steel coils', 'Sino Steel Corp');
    await steel.focus();
    await expect(steel).toBeFocused();
    await expect(steel).toHaveAccessibleDescription(s.board.instructions);
    await lift(page, 'Picked up Steel coils from Sino Steel Corp.');
    await page.keyboard.press('ArrowRight');
    await expect(liveRegion(page)).toContainText('Steel coils is over Cerrado Agro Exports.');
    await page.keyboard.press('Escape');
    await expect(liveRegion(page)).toContainText('Moving Steel coils was cancelled.');
    await expect(matchItems(page)).toHaveCount(0);
    await expect(steel).toHaveAttribute('data-state', 'idle');

    await steel.focus();
    await lift(page, 'Picked up Steel coils from Sino Steel Corp.');
    await expect(steel).toHaveAttribute('data-state', 'dragging');
    await page.keyboard.press('ArrowRight');
    await expect(liveRegion(page)).toContainText('Steel coils is over Cerrado Agro Exports.');
    await page.keyboard.press('ArrowRight');
    await expect(liveRegion(page)).toContainText('Steel coils is over Gulf Energy Trading.');
    await page.keyboard.press('Space');
    await expect(liveRegion(page)).toContainText(
      'Steel coils was dropped on Gulf Energy Trading. Match created.',
    );
    await expect(matchItems(page)).toHaveCount(1);
    await expect(matchItems(page).first()).toContainText('Gulf Energy Trading');

    // Arrow back onto its own party: nothing is created.
    const soy = handle(page, 'Soybeans', 'Cerrado Agro Exports');
    await soy.focus();
    await lift(page, 'Picked up Soybeans');
    await page.keyboard.press('ArrowRight');
    await expect(liveRegion(page)).toContainText('Soybeans is over Gulf Energy Trading.');
    await page.keyboard.press('ArrowLeft');
    await expect(liveRegion(page)).toContainText('Soybeans is over Cerrado Agro Exports.');
    await page.keyboard.press('Space');
    await expect(liveRegion(page)).toContainText('dropped on its own party');
    await expect(matchItems(page)).toHaveCount(1);

    // The matches cleared with Reset, as on load.
    await contractPanel(page).getByRole('button', { name: s.contract.reset }).click();
    await expect(matchesPanel(page)).toContainText(s.matches.emptyTitle);
  });

  await test.step('a mouse drag onto another party creates a potential match scored 70-99; the same party does nothing', async () => {
    await mouseDrag(page, 'Steel coils', 'Sino Steel Corp', 'party-cn');
    await expect(matchItems(page)).toHaveCount(0);
    await expect(matchesPanel(page)).toContainText(s.matches.emptyTitle);

    await mouseDrag(page, 'Steel coils', 'Sino Steel Corp', 'party-ae');
    await expect(matchItems(page)).toHaveCount(1);
    const match = matchItems(page).first();
    await expect(match).toContainText('Sino Steel Corp');
    await expect(match).toContainText('Gulf Energy Trading');
    await expect(match).toContainText('Steel coils for Crude oil');
    await expect(match).toContainText(s.matches.status.potential);
    const badge = match.getByTestId('match-score');
    const score = Number((await badge.textContent())?.replace(/\D/g, ''));
    expect(score).toBeGreaterThanOrEqual(70);
    expect(score).toBeLessThanOrEqual(99);
    await expect(badge).toHaveAttribute(
      'data-tone',
      score >= 90 ? 'success' : score >= 80 ? 'warning' : 'danger',
    );

    await match.getByRole('button', { name: /Accept the match/ }).click();
    await expect(match).toContainText(s.matches.status.matched);
  });
});

// One page on the clock: each part starts from no match, no result and every step pending (Reset);
// axe, which resumes the clock, comes last.
test('Execute runs the seven steps on the clock and Reset clears, also mid-run; Run AI Simulation runs 3 s; axe finds nothing with matches and results shown', async ({
  page,
}) => {
  await openWithClock(page);
  await test.step('Execute runs the seven steps on the clock, every match executing, then Contract Active; Reset clears', async () => {
    await mouseDrag(page, 'Crude oil', 'Gulf Energy Trading', 'party-br');
    await expect(matchItems(page)).toHaveCount(1);
    await settleDrag(page);
    const execute = contractPanel(page).getByRole('button', { name: s.contract.execute });
    await expect(execute).toBeEnabled();
    await execute.click();
    await contractPanel(page).getByRole('button', { name: s.contract.executing }).click({ force: true });
    await expect(contractPanel(page).getByRole('button', { name: s.contract.executing })).toBeDisabled();
    await expect(matchItems(page).first()).toContainText(s.matches.status.executing);
    expect(await stepStates(page)).toEqual(['processing', ...Array<string>(6).fill('pending')]);
    await expect(steps(page).first().locator('code')).toHaveAttribute('title', /^0x[0-9a-f]{64}$/);

    for (let i = 0; i < 7; i += 1) {
      await page.clock.runFor(2000);
      await expect.poll(() => stepStates(page).then((states) => states[i])).toBe('completed');
      if (i < 6) {
        await expect.poll(() => stepStates(page).then((states) => states[i + 1])).toBe('pending');
        await page.clock.runFor(1000);
        await expect.poll(() => stepStates(page).then((states) => states[i + 1])).toBe('processing');
      }
    }
    await expect(contractPanel(page).getByTestId('contract-active')).toHaveText(s.contract.contractActive);
    await expect(matchItems(page).first()).toContainText(s.matches.status.executing);

    await contractPanel(page).getByRole('button', { name: s.contract.reset }).click();
    await expect(contractPanel(page).getByTestId('contract-active')).toHaveCount(0);
    await expect(matchesPanel(page)).toContainText(s.matches.emptyTitle);
    await expect(execute).toBeDisabled();
  });

  await test.step('Reset mid-run stops the execution cleanly', async () => {
    await mouseDrag(page, 'Crude oil', 'Gulf Energy Trading', 'party-br');
    await settleDrag(page);
    await contractPanel(page).getByRole('button', { name: s.contract.execute }).click();
    await page.clock.runFor(2500);
    expect(await stepStates(page)).toEqual(['completed', ...Array<string>(6).fill('pending')]);
    await contractPanel(page).getByRole('button', { name: s.contract.reset }).click();
    expect(await stepStates(page)).toEqual(Array<string>(7).fill('pending'));
    await page.clock.runFor(10_000);
    expect(await stepStates(page)).toEqual(Array<string>(7).fill('pending'));
    await expect(matchItems(page)).toHaveCount(0);
  });

  await test.step('Run AI Simulation runs 3 s (a double click starts nothing twice), then shows the results', async () => {
    await mouseDrag(page, 'Steel coils', 'Sino Steel Corp', 'party-ae');
    await mouseDrag(page, 'Soybeans', 'Cerrado Agro Exports', 'party-de');
    await expect(matchItems(page)).toHaveCount(2);
    await settleDrag(page);
    const run = page.getByRole('button', { name: s.simulation.run });
    // A double click: the second click lands on the disabled button and starts nothing.
    await run.click();
    await page.getByRole('button', { name: s.simulation.running }).click({ force: true });
    const running = page.getByRole('button', { name: s.simulation.running });
    await expect(running).toBeDisabled();
    await page.clock.runFor(2999);
    await expect(running).toBeDisabled();
    await page.clock.runFor(1);
    const results = page.getByRole('region', { name: s.simulation.resultsHeading });
    await expect(results).toBeVisible();
    // The four offerings: 1,250,000 + 1,353,600 (18,000 bbl x 75.20) + 1,024,800 (2,000 t x 512.40) + 1,100,000
    await expect(results).toContainText('SDR 4,728,400.00');
    await expect(results).toContainText(s.simulation.successfulTrades);
    const text = (await results.textContent()) ?? '';
    const carbon = Number(/(\d+) t CO2/.exec(text)?.[1]);
    expect(carbon).toBeGreaterThanOrEqual(200);
    expect(carbon).toBeLessThanOrEqual(699);
    const days = Number(/(\d+) days?/.exec(text)?.[1]);
    expect(days).toBeGreaterThanOrEqual(5);
    expect(days).toBeLessThanOrEqual(24);

    // The matches and the results cleared with Reset, as on load.
    await contractPanel(page).getByRole('button', { name: s.contract.reset }).click();
    await expect(matchesPanel(page)).toContainText(s.matches.emptyTitle);
    await expect(page.getByRole('region', { name: s.simulation.resultsHeading })).toHaveCount(0);
  });

  await test.step('axe finds nothing, with matches and results shown', async () => {
    await mouseDrag(page, 'Steel coils', 'Sino Steel Corp', 'party-ae');
    await settleDrag(page);
    await page.getByRole('button', { name: s.simulation.run }).click();
    await page.clock.runFor(3000);
    await expect(page.getByRole('region', { name: s.simulation.resultsHeading })).toBeVisible();
    await contractPanel(page).getByRole('button', { name: s.contract.execute }).click();
    await page.clock.resume(); // axe times its work with timers
    await expectNoAxeViolations(page);
  });
});

test('390 px: nothing overflows and a mouse drag still works', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/trade-simulator');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await mouseDrag(page, 'Machinery', 'Rhine Machinery GmbH', 'party-de');
  await expect(matchItems(page)).toHaveCount(0);
  await mouseDrag(page, 'Steel coils', 'Sino Steel Corp', 'party-br');
  await expect(matchItems(page)).toHaveCount(1);
});

test('Arabic: right-to-left, translated, and the arrows follow the reading direction', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'tradeSimulator');
  const arCast = readLocale<Record<string, string>>('ar', 'cast');
  const arGoods = readLocale<typeof CommodityNames>('ar', 'commodities');
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/trade-simulator');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.board.heading })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const handleAr = page.getByRole('button', {
    name: ar.board.dragHandle
      .replace('{{offering}}', arGoods.steelCoils)
      .replace('{{party}}', arCast['sino-steel']!),
  });
  await handleAr.focus();
  await lift(page, arGoods.steelCoils);
  await page.keyboard.press('ArrowLeft'); // forward in Arabic: the next party
  await expect(liveRegion(page)).toContainText(arCast['cerrado-agro']!);
  await page.keyboard.press('Space');
  await expect(matchItems(page)).toHaveCount(0); // the list's label is translated
  const list = matchesPanel(page).getByRole('list', { name: ar.matches.listLabel }).getByRole('listitem');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(arCast['cerrado-agro']!);
});
