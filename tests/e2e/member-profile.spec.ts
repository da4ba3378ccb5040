/**
 * Member profile: the header with the member's tier
 * badge (the same tier the membership packages screen sets), the four stat cards, the six tabs (kept in
 * the URL), the trust score 30/40/20/10, and Settings: disabled until Edit Profile, Save checks the
 * fields (name required, lengths, HTML as text), saves for 800 ms on Playwright's clock, updates the
 * header, goes into the member's record and confirms with a toast; Cancel restores. "Your data" exports
 * the record as a JSON file, imports one (a bad file is refused with the problem named and changes
 * nothing) and resets to the sample state after asking. An earlier build's broken profile falls back.
 */
import type { Page } from '@playwright/test';
import type enProfile from '../../public/locales/en/memberProfile.json';
import type enCast from '../../public/locales/en/cast.json';
import {
  expect,
  expectNoAxeViolations,
  fileOfSize,
  gotoReady,
  openOnPausedClock,
  readLocale,
  reloadReady,
  routeTitle,
  screenShown,
  shellReady,
  test,
  toasts,
} from './fixtures';

type Strings = typeof enProfile;
const p = readLocale<Strings>('en', 'memberProfile');
/** Keys of an earlier build (the member store migrates them into its record). */
const legacyProfileKey = 'memberProfile.fields';
const legacyTierKey = 'membership.currentTier';
const recordKey = 'srt.member';
const sampleFields = {
  name: 'Li Wei',
  title: 'Head of Commodity Trading',
  company: 'Silk Road Agri Holdings',
  location: 'Shanghai, China',
};

const header = (page: Page) => page.getByRole('region', { name: p.header.label });
const editToggle = (page: Page) => page.getByRole('button', { name: p.header.edit });
const tabList = (page: Page) => page.getByRole('tablist', { name: p.tabs.label });
const tab = (page: Page, name: string) => tabList(page).getByRole('tab', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: p.settings.save });
const cancelButton = (page: Page) => page.getByRole('button', { name: p.settings.cancel, exact: true });
/** The member's stored record, or null. */
const storedRecord = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { tier: string; profile: object } | null,
    recordKey,
  );
const storedProfile = async (page: Page) => (await storedRecord(page))?.profile ?? null;

/** Starts the member from this record (once: a reload keeps what the page did since). */
async function seedRecord(page: Page, record: object) {
  await page.addInitScript(
    ([key, text]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key!, text!);
    },
    [recordKey, JSON.stringify(record)],
  );
}

async function openWithClock(page: Page, path = '/member-profile?tab=settings') {
  await openOnPausedClock(page, path, { time: new Date('2026-11-22T10:00:00'), ready: () => header(page) });
}

test('Settings: disabled until Edit Profile; Save runs 800 ms, updates the header, stores and toasts', async ({
  page,
}) => {
  await openWithClock(page);
  for (const name of ['Full Name', 'Title', 'Company', 'Location']) {
    await expect(field(page, name)).toBeDisabled();
  }
  await expect(saveButton(page)).toHaveCount(0);
  await expect(cancelButton(page)).toHaveCount(0);

  await editToggle(page).click();
  await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page, 'Full Name')).toBeEnabled();
  await expect(field(page, 'Full Name')).toBeFocused();
  await field(page, 'Full Name').fill('  Amina Yusuf ');
  await field(page, 'Title').fill('Chief Trading Officer');
  await field(page, 'Company').fill('Sahel Grain Cooperative');
  await field(page, 'Location').fill('Kano, Nigeria');
  await saveButton(page).dblclick();
  const saving = page.getByRole('button', { name: p.settings.saving });
  await expect(saving).toBeDisabled();
  await expect(field(page, 'Title')).toBeDisabled();
  await page.clock.runFor(700);
  await expect(saving).toBeVisible();
  await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Li Wei');
  await page.clock.runFor(100);
  await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Amina Yusuf');
  await expect(header(page)).toContainText('Chief Trading Officer · Sahel Grain Cooperative');
  await expect(header(page)).toContainText('Kano, Nigeria');
  await expect(toasts(page).filter({ hasText: p.settings.savedToast })).toHaveCount(1);
  await expect(field(page, 'Full Name')).toBeDisabled();
  await expect(field(page, 'Full Name')).toHaveValue('Amina Yusuf');
  await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await storedProfile(page)).toEqual({
    name: 'Amina Yusuf',
    title: 'Chief Trading Officer',
    company: 'Sahel Grain Cooperative',
    location: 'Kano, Nigeria',
  });
  // The overview shows the saved company and location too.
  await tab(page, 'Overview').click();
  await expect(page.getByRole('region', { name: p.overview.heading })).toContainText(
    'Sahel Grain Cooperative',
  );

  await page.reload();
  await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Amina Yusuf');
});

test('storage that refuses writes: the header shows the change, and the toast says it was not saved', async ({
  page,
}) => {
  await page.addInitScript((key) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (name: string, value: string) {
      if (name === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, name, value);
    };
  }, recordKey);
  await openWithClock(page);
  await editToggle(page).click();
  await field(page, 'Full Name').fill('Amina Yusuf');
  await saveButton(page).click();
  await page.clock.runFor(800);
  await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Amina Yusuf');
  await expect(toasts(page).filter({ hasText: p.settings.notSavedToast })).toBeVisible();
  await expect(toasts(page).filter({ hasText: p.settings.savedToast })).toHaveCount(0);
  expect(await storedRecord(page)).toBeNull();
});

test('bad input: empty name, 500 characters and HTML get messages, keep what was typed, save nothing', async ({
  page,
}) => {
  await openWithClock(page);
  await editToggle(page).click();
  await field(page, 'Full Name').fill('   ');
  const long = 'c'.repeat(500);
  await field(page, 'Company').fill(long);
  await saveButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: p.settings.errorSummary })).toBeVisible();
  await expect(field(page, 'Full Name')).toHaveAccessibleDescription(/Enter your full name\./);
  await expect(field(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Full Name')).toBeFocused();
  await expect(field(page, 'Company')).toHaveAccessibleDescription(
    /Company can have at most 120 characters; this one has 500\./,
  );
  await expect(field(page, 'Full Name')).toHaveValue('   ');
  await expect(field(page, 'Company')).toHaveValue(long);
  await page.clock.runFor(2000);
  expect(await storedProfile(page)).toEqual(sampleFields);
  await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Li Wei');

  // Fixing as you type clears the messages; HTML is saved and shown as text.
  const html = '<img src=x onerror="window.__injected=1">';
  await field(page, 'Full Name').fill(html);
  await field(page, 'Company').fill('<b>Bold</b> & Co');
  await expect(page.getByRole('alert').filter({ hasText: p.settings.errorSummary })).toHaveCount(0);
  await saveButton(page).click();
  await page.clock.runFor(800);
  await expect(header(page).getByRole('heading', { level: 2 })).toHaveText(html);
  await expect(header(page)).toContainText('<b>Bold</b> & Co');
  await expect(header(page).locator('img, b')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
  ).toBeUndefined();
});

test('Cancel (and Edit Profile pressed again) restores the saved values', async ({ page }) => {
  await openWithClock(page, '/member-profile');
  // Edit Profile from the overview opens Settings.
  await editToggle(page).click();
  await expect(page).toHaveURL(/\?tab=settings$/);
  await field(page, 'Title').fill('Changed title');
  await cancelButton(page).click();
  await expect(field(page, 'Title')).toHaveValue('Head of Commodity Trading');
  await expect(field(page, 'Title')).toBeDisabled();
  await expect(page.getByRole('heading', { level: 2, name: p.settings.heading })).toBeFocused();
  await editToggle(page).click();
  await field(page, 'Full Name').fill('');
  await saveButton(page).click();
  await editToggle(page).click();
  await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(field(page, 'Full Name')).toHaveValue('Li Wei');
  await expect(page.getByRole('alert').filter({ hasText: p.settings.errorSummary })).toHaveCount(0);
  expect(await storedProfile(page)).toEqual(sampleFields);
});

test('leaving mid-save stops it: the profile stays as it was', async ({ page }) => {
  await openWithClock(page);
  await editToggle(page).click();
  await field(page, 'Full Name').fill('Left Midway');
  await saveButton(page).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenShown(page, 'dashboard');
  await page.clock.runFor(5000);
  expect(await storedProfile(page)).toEqual(sampleFields);
});

test("an earlier build's broken stored profiles fall back to the sample member, its stored tier that is not a tier shows Gold", async ({
  page,
}) => {
  // One stored value per page load, storage cleared first: each load reads only its own.
  const profiles = ['{name: Amina', '<img src=x onerror=alert(1)>', '{"name":""}', '[]'];
  const seeds = [...profiles.map((value) => [legacyProfileKey, value]), [legacyTierKey, 'diamond']];
  await page.addInitScript((all) => {
    const load = Number(sessionStorage.getItem('load') ?? '0');
    sessionStorage.setItem('load', String(load + 1));
    const seed = all[load];
    if (!seed) return;
    localStorage.clear();
    localStorage.setItem(seed[0]!, seed[1]!);
  }, seeds);
  for (const [index, broken] of profiles.entries()) {
    await test.step(`an earlier build's stored profile of ${JSON.stringify(broken)} falls back to the sample member`, async () => {
      if (index === 0) await gotoReady(page, '/member-profile');
      else await reloadReady(page);
      await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Li Wei');
    });
  }
  await test.step("an earlier build's stored tier that is not a tier shows Gold", async () => {
    await reloadReady(page);
    await expect(page.getByTestId('tier-badge')).toHaveText('Gold Member');
  });
});

test('the tier badge follows the membership packages screen: upgrade there, Platinum here', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00') });
  await gotoReady(page, '/member-profile');
  await expect(page.getByTestId('tier-badge')).toHaveText('Gold Member');
  await gotoReady(page, '/membership-packages');
  const platinum = page.getByTestId('tier-platinum').getByRole('button');
  await platinum.click();
  await expect(platinum).toHaveText('Processing...');
  await page.clock.runFor(2000);
  await expect(platinum).toHaveText('Current Plan');
  await page.goto('/member-profile');
  await expect(page.getByTestId('tier-badge')).toHaveText('Platinum Member');
  await expect(page.getByTestId('tier-badge')).toHaveAttribute('data-tier', 'platinum');
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'memberProfile');
  const arCast = readLocale<typeof enCast>('ar', 'cast');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/member-profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: ar.tabs.kyc })).toBeVisible();
  await expect(page.getByTestId('tier-badge')).toHaveText('العضوية الذهبية');
  // The sample member's name, company, title and location are written in Arabic too.
  const arHeader = page.getByRole('region', { name: ar.header.label });
  await expect(arHeader.getByRole('heading', { level: 2 })).toHaveText(arCast.people['li-wei']);
  await expect(arHeader).toContainText(arCast['silk-road-agri']);
  await expect(arHeader).toContainText(ar.sampleProfile.title);
  await expect(arHeader).toContainText(ar.sampleProfile.location);
  await expect(page.getByTestId('trust-overall')).toHaveText('94.6');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: ar.tabs.settings }).click();
  await page.getByRole('button', { name: ar.header.edit }).click();
  await page.getByRole('textbox', { name: ar.settings.fields.name }).fill('م'.repeat(500));
  await page.getByRole('button', { name: ar.settings.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: ar.settings.errorSummary })).toBeVisible();
  await expect(page.getByRole('region', { name: ar.data.heading })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const language of ['es', 'ru', 'zh'] as const) {
  test(`390 px in ${language}: the trust score table fits its card`, async ({ page }) => {
    const local = readLocale<Strings>(language, 'memberProfile');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((stored) => localStorage.setItem('language', stored), language);
    await gotoReady(page, '/member-profile');
    const table = page.getByRole('table', { name: local.trust.heading });
    await expect(table.getByRole('columnheader', { name: local.trust.columns.points })).toBeVisible();
    // The card's content box, and the right edge of the table and of every cell in it.
    const edges = await table.evaluate((element) => {
      const card = element.closest('section')!;
      const style = getComputedStyle(card);
      const box = card.getBoundingClientRect();
      const cells = [...element.querySelectorAll('th, td')].map((cell) => cell.getBoundingClientRect());
      return {
        start: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
        end: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
        tableStart: element.getBoundingClientRect().left,
        tableEnd: element.getBoundingClientRect().right,
        cellsEnd: Math.max(...cells.map((cell) => cell.right)),
      };
    });
    expect(edges.tableStart).toBeGreaterThanOrEqual(edges.start - 0.5);
    expect(edges.tableEnd).toBeLessThanOrEqual(edges.end + 0.5);
    expect(edges.cellsEnd).toBeLessThanOrEqual(edges.end + 0.5);
  });
}

// "Your data" in Settings: export, import, reset.
const dataSection = (page: Page) => page.getByRole('region', { name: p.data.heading });
const dataMessage = (page: Page) => dataSection(page).getByTestId('member-data-message');
const platinumAmina = {
  version: 2,
  tier: 'platinum',
  profile: { name: 'Amina Yusuf', title: 'CFO', company: 'Sahel Grain', location: 'Kano, Nigeria' },
  ledger: [],
  contracts: [],
  deal: {
    draft: {
      volume: '',
      price: '',
      deliveryDate: '',
      paymentTerms: '',
      qualitySpecs: '',
      specialConditions: '',
    },
    proposals: [],
  },
  customs: { uploads: [], declarations: [] },
  compliance: { uploads: [], resolvedAlerts: [] },
  chat: { rooms: [], messages: [] },
  matching: { candidates: [] },
  notifications: [],
};

/** Imports `content`, or a file of that many spaces when it is a number (read from disk: it is large). */
async function importFile(page: Page, name: string, content: Buffer | number) {
  const chooser = page.waitForEvent('filechooser');
  await dataSection(page).getByRole('button', { name: p.data.import, exact: true }).click();
  const files =
    typeof content === 'number'
      ? fileOfSize(name, content, 0x20)
      : { name, mimeType: 'application/json', buffer: content };
  await (await chooser).setFiles(files);
}

const refusedImports = [
  [
    'not JSON',
    'notes.json',
    Buffer.from('<html>hello</html>'),
    'notes.json is not a JSON file. Nothing was changed.',
  ],
  [
    'the wrong shape',
    'other.json',
    Buffer.from(JSON.stringify({ version: 1, tier: 'diamond' })),
    'other.json is not Silk Road Trade member data, or part of it is damaged. Nothing was changed.',
  ],
  [
    'a newer version',
    'future.json',
    Buffer.from(JSON.stringify({ ...platinumAmina, version: 9 })),
    'future.json comes from a newer version of Silk Road Trade and cannot be read here. Nothing was changed.',
  ],
  ['too large', 'huge.json', 5_000_001, 'huge.json is larger than 5 MB. Nothing was changed.'],
  ['empty', 'empty.json', Buffer.from(''), 'empty.json is empty. Nothing was changed.'],
  ['blank', 'blank.json', Buffer.from('  \n '), 'blank.json is empty. Nothing was changed.'],
] as const;

// One seeded member: export and the refused imports leave the record as it was (each part checks it), and
// the reset, which changes it, comes last.
test('Your data of a stored member: export, refused imports, reset', async ({ page }) => {
  await seedRecord(page, platinumAmina);
  await gotoReady(page, '/member-profile?tab=settings');
  await test.step('export downloads a JSON file with the member record', async () => {
    const download = page.waitForEvent('download');
    await dataSection(page).getByRole('button', { name: p.data.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^silk-road-trade-member-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const exported = JSON.parse(await readFile(path, 'utf8')) as {
      app: string;
      record: typeof platinumAmina;
    };
    expect(exported.app).toBe('silk-road-trade');
    expect(exported.record).toEqual(platinumAmina);
  });
  await test.step('import of a file that is not JSON, of the wrong shape, of a newer version, too large, empty or blank: the message names it and nothing changes', async () => {
    await expect(page.getByTestId('tier-badge')).toHaveText('Platinum Member');
    // One refused file after another, as a member trying their files would.
    for (const [problem, name, content, message] of refusedImports) {
      await test.step(problem, async () => {
        await importFile(page, name, content);
        await expect(dataSection(page).getByRole('alert')).toHaveText(
          new RegExp(`^${message.replace(/[.]/g, '\\.')}`),
        );
        await expect(page.getByTestId('tier-badge')).toHaveText('Platinum Member');
        await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Amina Yusuf');
        expect(await storedRecord(page)).toEqual(platinumAmina);
        // Dismiss clears the message.
        await dataMessage(page).getByRole('button', { name: p.data.dismiss }).click();
        await expect(dataMessage(page)).toHaveCount(0);
      });
    }
  });
  await test.step('reset asks first; Keep my data changes nothing; Reset restores the sample state (Gold)', async () => {
    const reset = dataSection(page).getByRole('button', { name: p.data.reset });
    await reset.click();
    const dialog = page.getByRole('dialog', { name: p.data.confirm.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: p.data.confirm.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(reset).toBeFocused();
    await expect(page.getByTestId('tier-badge')).toHaveText('Platinum Member');
    expect(await storedRecord(page)).toEqual(platinumAmina);

    await reset.click();
    await page.getByRole('dialog').getByRole('button', { name: p.data.confirm.confirm, exact: true }).click();
    await expect(dataSection(page).getByRole('status')).toHaveText(new RegExp(`^${p.data.done.reset}`));
    await expect(page.getByTestId('tier-badge')).toHaveText('Gold Member');
    await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Li Wei');
    await expect.poll(async () => (await storedRecord(page))?.tier).toBe('gold');
    expect(await storedProfile(page)).toEqual(sampleFields);
    await page.goto('/membership-packages');
    await expect(page.getByTestId('tier-gold').getByRole('button')).toHaveText('Current Plan');
  });
});

test('import of a good file (an export) applies it: tier, profile, and after a reload', async ({ page }) => {
  await gotoReady(page, '/member-profile?tab=settings');
  await expect(page.getByTestId('tier-badge')).toHaveText('Gold Member');
  const file = {
    app: 'silk-road-trade',
    exportedAt: '2026-11-25T08:00:00Z',
    record: platinumAmina,
    unreadable: null,
  };
  await importFile(page, 'backup.json', Buffer.from(JSON.stringify(file)));
  await expect(dataSection(page).getByRole('status')).toHaveText(
    /^Imported backup\.json: your data is now the file's\./,
  );
  await expect(page.getByTestId('tier-badge')).toHaveText('Platinum Member');
  await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Amina Yusuf');
  await expect(field(page, 'Full Name')).toHaveValue('Amina Yusuf');
  await expect.poll(() => storedRecord(page)).toEqual(platinumAmina);
  await page.reload();
  await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Amina Yusuf');
  await expect(page.getByTestId('tier-badge')).toHaveText('Platinum Member');
});

// One page: the header and tabs are read before anything is clicked; the tab walk's own loads end on Settings,
// and axe starts from the overview the member goes back to.
test('one profile page: header, stat cards, tabs and trust score; tabs in the URL and by keyboard; axe on every tab, Settings and Your data', async ({
  page,
}) => {
  await gotoReady(page, '/member-profile');
  await test.step('header, four stat cards, six tabs and the trust score 30/40/20/10 = 94.6', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('memberProfile'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Li Wei');
    await expect(header(page)).toContainText('Head of Commodity Trading · Silk Road Agri Holdings');
    await expect(header(page)).toContainText('Shanghai, China');
    await expect(page.getByTestId('tier-badge')).toHaveText('Gold Member');
    await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'false');
    const stats = page.getByRole('region', { name: p.stats.heading }).getByRole('listitem');
    await expect(stats).toHaveCount(4);
    await expect(stats.nth(0)).toContainText('Trade Score94');
    await expect(stats.nth(1)).toContainText('Total Trades247');
    await expect(stats.nth(2)).toContainText('Success Rate98.4%');
    await expect(stats.nth(3)).toContainText('Total Volume12.5M SDR');
    await expect(tabList(page).getByRole('tab')).toHaveText([
      'Overview',
      'KYC & Verification',
      'Blockchain',
      'Compliance',
      'Activity',
      'Settings',
    ]);
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('trust-overall')).toHaveText('94.6');
    const trust = page.getByRole('table', { name: p.trust.heading });
    for (const [part, score, weight, points] of [
      ['Trade volume', '92', '30%', '+27.6'],
      ['Completion rate', '98', '40%', '+39.2'],
      ['Partner ratings', '95', '20%', '+19.0'],
      ['Green credits', '88', '10%', '+8.8'],
    ] as const) {
      await expect(trust.getByRole('row', { name: new RegExp(`^${part}`) }).getByRole('cell')).toHaveText([
        score,
        weight,
        points,
      ]);
    }
  });
  await test.step('tabs live in the URL: KYC, Blockchain, Compliance, Activity; keyboard arrows; unknown tab is the overview', async () => {
    await tab(page, 'KYC & Verification').click();
    await expect(page).toHaveURL(/\?tab=kyc$/);
    const kyc = page.getByRole('region', { name: p.kyc.heading });
    await expect(kyc).toContainText('4 of 5 checks verified');
    for (const [kind, status, date, chain] of [
      ['identity', 'Verified', 'Verified on Mar 16, 2023', 'Recorded on blockchain'],
      ['business', 'Verified', 'Verified on Mar 20, 2023', 'Recorded on blockchain'],
      ['financial', 'Verified', 'Verified on Apr 2, 2023', 'Recorded on blockchain'],
      ['compliance', 'Pending', 'Submitted on Nov 10, 2026', 'Not on blockchain'],
      // The green certification the Gold tier asks for (ISO 14001) is verified.
      ['sustainability', 'Verified', 'Verified on Sep 28, 2026', 'Recorded on blockchain'],
    ] as const) {
      const item = kyc.locator(`[data-verification="${kind}"]`);
      await expect(item).toContainText(status);
      await expect(item).toContainText(date);
      await expect(item).toContainText(chain);
    }

    // Keyboard: arrows move between tabs and open them.
    await tab(page, 'KYC & Verification').focus();
    await expect(tab(page, 'KYC & Verification')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Blockchain')).toBeFocused();
    await expect(page).toHaveURL(/\?tab=blockchain$/);
    const wallet = page.getByRole('region', { name: p.blockchain.walletHeading });
    // The profile's wallet is the SDR wallet.
    await expect(wallet).toContainText('SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a');
    const trace = page.getByRole('region', { name: p.blockchain.traceHeading });
    await expect(trace.getByRole('listitem')).toHaveCount(3);
    await expect(trace.getByRole('listitem').first()).toContainText('Trade completed');
    await expect(trace.getByRole('listitem').first()).toContainText('Reference 0x8f3a…c21d');
    await expect(trace.getByRole('listitem').nth(2)).toContainText('Unverified');

    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?tab=compliance$/);
    const certifications = page.getByRole('region', { name: p.compliance.certifications });
    await expect(certifications.getByRole('listitem')).toHaveText(['ISO 9001', 'ISO 14001', 'AEO', 'HACCP']);
    const compliance = page.getByRole('region', { name: p.compliance.heading });
    await expect(compliance).toContainText('AEO statusCertified');
    await expect(compliance).toContainText('Due diligenceCompleted');
    // The same rating as on financial status.
    await expect(compliance).toContainText('Credit ratingAA-');

    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?tab=activity$/);
    const activity = page.getByRole('region', { name: p.activity.heading });
    await expect(activity.getByRole('listitem')).toHaveCount(5);
    await expect(activity.getByRole('listitem').first()).toContainText('SDR 2,450,000.00');

    await page.goto('/member-profile?tab=<script>');
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/member-profile?tab=settings');
    await expect(tab(page, 'Settings')).toHaveAttribute('aria-selected', 'true');
  });
  await test.step('axe finds nothing on the overview, every tab, Settings with messages, and Your data with a message and with the reset dialog open', async () => {
    // Back to the overview, once the page the tab walk loaded last is live.
    await shellReady(page).waitFor({ state: 'attached' });
    await tab(page, 'Overview').click();
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    for (const name of ['KYC & Verification', 'Blockchain', 'Compliance', 'Activity']) {
      await test.step(name, async () => {
        await tab(page, name).click();
        await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(page);
      });
    }
    await test.step('Settings with messages, Your data idle', async () => {
      await editToggle(page).click();
      await field(page, 'Full Name').fill('');
      await saveButton(page).click();
      await expect(page.getByRole('alert').filter({ hasText: p.settings.errorSummary })).toBeVisible();
      await expect(dataSection(page)).toBeVisible();
      await expect(dataMessage(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
    await test.step('Your data with a message', async () => {
      await importFile(page, 'notes.json', Buffer.from('nope'));
      await expect(dataMessage(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('Your data with the reset dialog open', async () => {
      await dataSection(page).getByRole('button', { name: p.data.reset }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
