/**
 * Pages are prerendered for a new member, in each language (the server sends the one the language
 * cookie names) and without a query. A returning member never sees the sample's figures, another
 * language or the other colours first: with the JavaScript held back, what is painted
 * holds no sample tier or balance, no English for a member who chose Arabic, and no light colours for
 * one who chose dark; once it arrives, no frame until the app is live shows them either, and nothing
 * moves. A new member's page shows its content before any JavaScript has run.
 */
import type { Page, Route } from '@playwright/test';
import { languageCookieName, languageStorageKey } from '../../src/i18n/language';
import { colorSchemeStorageKey } from '../../src/theme/colorScheme';
import { schemeColors } from '../../src/theme/themes';
import { memberRecordKey } from '../../src/data/memberKey';
import { uploadedDocument as complianceUpload } from '../../src/data/complianceFiles';
import { uploadedDocument as customsUpload } from '../../src/data/customsClearance';
import { tradeMatches } from '../../src/data/dashboard';
import { sampleMemberRecord, serializeMemberRecord, type MemberRecord } from '../../src/data/memberRecord';
import { memberParts } from '../../src/data/memberParts';
import { sampleProfileFields } from '../../src/data/memberProfileFields';
import { roomForMatch, roomIdForPartner } from '../../src/data/negotiationChat';
import { stoppedWorkNotification } from '../../src/data/notifications';
import { routeIds, routePaths, type RouteId } from '../../src/data/routes';
import { contractFromTemplate, contractTemplates } from '../../src/data/smartContracts';
import { returningMemberRecord, storedMember } from '../support/returningMember';
import {
  clockStart,
  en,
  expect,
  readLocale,
  routeTitle,
  shellReady,
  test,
  type CommonStrings,
} from './fixtures';

const returningRecord = () => returningMemberRecord(clockStart.getTime());

/** Writes `entries` into localStorage before any script of each page runs. */
const seed = (page: Page, entries: [string, string][]) =>
  page.addInitScript((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);

const ar = readLocale<CommonStrings>('ar', 'common');

/** `#rrggbb` as the browser computes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
const darkPage = rgb(schemeColors.dark.colors.page);

/** Digits only: a balance is the same figure in every language's formatting. */
const digits = (text: string) => text.replace(/\D/g, '');

interface Frame {
  live: boolean;
  /** The page's visible text (`innerText` leaves out what is hidden). */
  text: string;
  background: string;
  tiers: string[];
  balances: string[];
  /** The header's theme icon as shown. */
  themeIcons: string[];
}

/** A layout shift the page made, and where (the moved elements, their tops before and after). */
interface LayoutShift {
  value: number;
  live: boolean;
  moved: string[];
}

declare global {
  interface Window {
    paintedFrames: Frame[];
    layoutShifts: LayoutShift[];
  }
}

/** Records every layout shift of the page from the document's start (input excluded). */
function recordLayoutShifts() {
  const shifts: LayoutShift[] = [];
  window.layoutShifts = shifts;
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `<${node.tagName.toLowerCase()}> "${node.textContent.trim().slice(0, 40)}"`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        live: document.documentElement.hasAttribute('data-hydrated'),
        moved: entry.sources.map(({ node, previousRect, currentRect }) =>
          [describe(node), Math.round(previousRect.y), '->', Math.round(currentRect.y)].join(' '),
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const layoutShifts = (page: Page) => page.evaluate(() => window.layoutShifts);

/** Records what the page shows at every DOM change and every animation frame, from the document's start. */
function recordFrames() {
  const frames: Frame[] = [];
  window.paintedFrames = frames;
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const visibleText = (selector: string) =>
    [...document.querySelectorAll(selector)].filter(shown).map((element) => element.textContent.trim());
  const capture = () => {
    const { body } = document;
    if (!body || !document.getElementById('root')?.firstElementChild) return;
    frames.push({
      live: document.documentElement.hasAttribute('data-hydrated'),
      text: body.innerText,
      background: getComputedStyle(body).backgroundColor,
      tiers: visibleText('[data-tier]'),
      balances: visibleText('[data-testid="wallet-balance"]'),
      themeIcons: [...document.querySelectorAll('header [aria-haspopup="menu"] [data-icon]')]
        .filter(shown)
        .map((icon) => icon.getAttribute('data-icon') ?? '')
        .filter((icon) => icon === 'sun' || icon === 'moon'),
    });
  };
  new MutationObserver(capture).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const onFrame = () => {
    capture();
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

/** Holds every script of the app back until `release()` is called. */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * `cookie`: the language cookie the app wrote on an earlier visit, by which the server sends the page
 * prerendered in that language; without it (cleared cookies) the English page comes, held hidden
 * until the app has switched it.
 */
const members = [
  { language: 'ar', cookie: true, tier: ar.tier.platinum, sampleTier: ar.tier.gold },
  { language: 'ar', cookie: false, tier: ar.tier.platinum, sampleTier: ar.tier.gold },
  { language: 'en', cookie: true, tier: en.common.tier.platinum, sampleTier: en.common.tier.gold },
] as const;

const routes = [
  { id: 'home', path: '/' },
  { id: 'srdWallet', path: '/srd-wallet' },
  { id: 'dashboard', path: '/dashboard' },
] as const;

for (const member of members) {
  const cookie = member.cookie ? 'language cookie' : 'no language cookie';
  test.describe(`a returning member (Platinum, a send, ${member.language}, dark, ${cookie})`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      if (member.cookie)
        await context.addCookies([{ name: languageCookieName, value: member.language, url: baseURL }]);
      await seed(page, [
        [languageStorageKey, member.language],
        [colorSchemeStorageKey, 'dark'],
        ...storedMember(returningRecord()),
      ]);
      await page.addInitScript(recordLayoutShifts);
      await page.addInitScript(recordFrames);
    });

    for (const route of routes) {
      test(`${route.path}: no frame with the sample's figures, English or light`, async ({ page }) => {
        const release = await holdScripts(page);
        await page.goto(route.path, { waitUntil: 'commit' });
        const badge = page.locator('header [data-tier]').first();
        await expect(badge).toBeAttached();

        // The JavaScript held back: the prerendered page as painted.
        const sampleBalance =
          route.id === 'srdWallet' ? await page.getByTestId('wallet-balance').textContent() : null;
        await expect(page.locator('body')).toHaveCSS('background-color', darkPage);
        await expect(badge).toBeHidden();
        if (member.cookie) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            routeTitle(route.id, member.language),
          );
          await expect(page.locator('header [data-icon="moon"]')).toBeVisible();
          await expect(page.locator('header [data-icon="sun"]')).toBeHidden();
        } else {
          await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
        }
        if (route.id === 'srdWallet') await expect(page.getByTestId('wallet-balance')).toBeHidden();

        release();
        await expect(shellReady(page)).toBeAttached();
        await expect(badge).toHaveText(member.tier);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          routeTitle(route.id, member.language),
        );
        const memberBalance = route.id === 'srdWallet' ? page.getByTestId('wallet-balance') : null;
        if (memberBalance) {
          await expect(memberBalance).toBeVisible();
          expect(digits((await memberBalance.textContent()) ?? '')).not.toBe(digits(sampleBalance ?? ''));
        }

        const frames = await page.evaluate(() => window.paintedFrames);
        expect(frames.some((frame) => frame.live)).toBe(true);
        for (const [index, frame] of frames.entries()) {
          const at = `frame ${index} of ${frames.length}`;
          expect(frame.background, at).toBe(darkPage);
          expect(frame.themeIcons, at).not.toContain('sun');
          expect(frame.tiers, at).not.toContain(member.sampleTier);
          expect(frame.tiers, at).not.toContain(en.common.tier.gold);
          if (sampleBalance) expect(frame.balances.map(digits), at).not.toContain(digits(sampleBalance));
          if (member.language !== 'en') {
            expect(frame.text, at).not.toContain(routeTitle(route.id));
            expect(frame.text, at).not.toContain(en.common.footer.status);
          }
        }
        // Nothing moves: the tier badge is as wide whichever tier it shows, and what the member's
        // figures lengthen is held with what follows it.
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  });
}

test('a new member sees the page, the sample figures included, before any JavaScript has run', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/srd-wallet', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('srdWallet'));
  await expect(page.locator('header [data-tier]').first()).toHaveText(en.common.tier.gold);
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await expect(shellReady(page)).toHaveCount(0);
  release();
  await expect(shellReady(page)).toBeAttached();
});

const hour = 3_600_000;
const anHourAgo = () => new Date(clockStart.getTime() - hour).toISOString();

/** The room of the dashboard's first trade match, as its Connect opens it in the member's chat. */
function dashboardMatchRoom() {
  const match = tradeMatches[0];
  const room = match ? roomForMatch(roomIdForPartner(match.counterparty), anHourAgo()) : null;
  if (!room) throw new Error('The dashboard has no trade match to connect with');
  return room;
}

/** A member who deployed a contract and connected with a trade match, whose room is in their chat. */
function contractAndRoomRecord(): MemberRecord {
  const record = structuredClone(sampleMemberRecord());
  record.contracts = [contractFromTemplate(contractTemplates[0]!, 1)];
  record.chat.rooms = [dashboardMatchRoom()];
  return record;
}

const renamedProfile = {
  name: 'Amira Haddad',
  title: 'Director of Barter Operations',
  company: 'Levant Grain Exchange',
  location: 'Beirut, Lebanon',
};

/**
 * A member who has done something on every screen: upgraded to Platinum, renamed their profile,
 * sent, deployed a contract, saved a deal draft and sent a proposal, uploaded a customs document and
 * submitted its declaration, uploaded a compliance document and resolved an alert, connected with a
 * dashboard match, asked to match a product, and has an unread notification.
 */
function busyMemberRecord(): MemberRecord {
  const at = anHourAgo();
  const record = contractAndRoomRecord();
  record.tier = 'platinum';
  record.profile = renamedProfile;
  record.ledger = returningRecord().ledger;
  record.deal = {
    draft: { ...record.deal.draft, volume: '750', specialConditions: 'Inspection at the port of loading' },
    proposals: [{ id: 'PROP-001', terms: { ...record.deal.draft, volume: '500' }, at, status: 'sent' }],
  };
  record.customs = {
    uploads: [
      { shipmentId: 'CC-2026-001', document: customsUpload('CC-2026-001-U1', 'import-permit.pdf'), at },
    ],
    declarations: [{ shipmentId: 'CC-2026-001', status: 'submitted', at }],
  };
  record.compliance = {
    uploads: [complianceUpload('UPL-001', 'halal-certificate.pdf', 'regulatory', 'global', at.slice(0, 10))],
    resolvedAlerts: ['ALR-001'],
  };
  record.matching.candidates = [
    { id: 'candidate-prod-005', productId: 'prod-005', name: 'Copper Concentrate', category: 'minerals', at },
  ];
  record.notifications = [stoppedWorkNotification({ kind: 'plan', tier: 'gold' }, at, at)];
  return record;
}

/**
 * The lines of text the page shows (`innerText` leaves out what is hidden), blank ones dropped, and
 * those of a part still loading (`aria-busy`) left out: a placeholder is not a figure.
 */
const shownLines = (page: Page) =>
  page.evaluate(() => {
    const busy = [...document.querySelectorAll<HTMLElement>('[aria-busy="true"]')];
    const styles = busy.map((element) => element.getAttribute('style'));
    for (const element of busy) element.style.visibility = 'hidden';
    const lines = document.body.innerText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    for (const [index, element] of busy.entries()) {
      const style = styles[index];
      if (style === null || style === undefined) element.removeAttribute('style');
      else element.setAttribute('style', style);
    }
    return lines;
  });

/**
 * Opens `id`'s page with the app's scripts held back, reads what it shows, lets the app in and reads
 * what it shows once live: the lines shown before that are not shown once live (a sample figure the
 * app replaced) and the page's layout shifts.
 */
async function openHeldThenLive(page: Page, id: RouteId) {
  const release = await holdScripts(page);
  await page.goto(routePaths[id], { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle(id));
  const painted = await shownLines(page);
  release();
  await expect(shellReady(page)).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Two frames after going live: a shift the member's figures make is painted by then.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const live = new Set(await shownLines(page));
  const goneOnceLive = painted.filter((line) => !live.has(line));
  const shifts = await layoutShifts(page);
  await page.unrouteAll();
  return { goneOnceLive, shifts };
}

// The microservices hub's valuation panel moves what follows it as it loads its figures, for a new
// member as much: not a figure of the record.
const loadsItsOwnFigures: readonly RouteId[] = ['microservicesHub'];

test.describe('a returning member who has done something on every screen', () => {
  // Tall, so that a shift anywhere on the page counts, not only above the fold. The window is that size
  // from the start: a page resized after it opened laid out a new document at another height now and
  // then, moving the footer (pinned to the window's bottom) before any script had run.
  test.use({ viewport: { width: 1280, height: 2400 } });
  test.beforeEach(async ({ page }) => {
    await seed(page, storedMember(busyMemberRecord()));
    await page.addInitScript(recordLayoutShifts);
  });

  for (const [index, ids] of [routeIds.slice(0, 14), routeIds.slice(14)].entries()) {
    test(`every route shows before the app is live only what it shows once live, and nothing moves (${index + 1} of 2)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const id of ids) {
        await test.step(routePaths[id], async () => {
          const { goneOnceLive, shifts } = await openHeldThenLive(page, id);
          // What the member saw first is theirs: no sample figure that the app then replaced.
          expect.soft(goneOnceLive, routePaths[id]).toEqual([]);
          if (!loadsItsOwnFigures.includes(id)) expect.soft(shifts, routePaths[id]).toEqual([]);
        });
      }
    });
  }
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`a returning member who deployed a contract and opened a room, at ${viewport.width} px`, () => {
    // The window is that size from the start (see above).
    test.use({ viewport });
    test('the lists they added to show theirs at once, and nothing moves', async ({ page }) => {
      await seed(page, storedMember(contractAndRoomRecord()));
      await page.addInitScript(recordLayoutShifts);
      const { contracts, chat } = contractAndRoomRecord();
      const theirs = {
        smartContracts: page.locator(`[data-contract="${contracts[0]?.id}"]`),
        negotiationChat: page.locator(`[data-room-id="${chat.rooms[0]?.id}"]`),
        dashboard: page.locator('li[data-state="connected"]'),
      };
      for (const id of ['smartContracts', 'negotiationChat', 'dashboard'] as const) {
        await test.step(routePaths[id], async () => {
          const { goneOnceLive, shifts } = await openHeldThenLive(page, id);
          await expect(theirs[id]).toBeVisible();
          expect.soft(goneOnceLive, routePaths[id]).toEqual([]);
          expect.soft(shifts, routePaths[id]).toEqual([]);
        });
      }
    });
  });
}

/** The parts of the member's record the page holds until the app is live (`data-held-<part>` on <html>). */
const heldParts = (page: Page) =>
  page.evaluate(() =>
    document.documentElement
      .getAttributeNames()
      .filter((name) => name.startsWith('data-held-'))
      .map((name) => name.slice('data-held-'.length)),
  );

const sampleName = readLocale<{ people: Record<string, string> }>('en', 'cast').people['li-wei'] ?? '';
const profileName = (page: Page) => page.getByTestId('profile-name');

test.describe('a returning member who renamed their profile', () => {
  test.beforeEach(async ({ page }) => {
    const record = structuredClone(sampleMemberRecord());
    record.profile = renamedProfile;
    await seed(page, storedMember(record));
    await page.addInitScript(recordLayoutShifts);
    await page.addInitScript(recordFrames);
  });

  test("/member-profile: no frame shows the sample member's name or role, and nothing moves", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(routePaths.memberProfile, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('memberProfile'));
    expect(await heldParts(page)).toEqual(['profile']);
    await expect(profileName(page)).toBeHidden();
    release();
    await expect(shellReady(page)).toBeAttached();
    await expect(profileName(page)).toHaveText(renamedProfile.name);
    expect(await heldParts(page)).toEqual([]);
    await expect(page.getByTestId('profile-role')).toHaveText(
      `${renamedProfile.title} · ${renamedProfile.company}`,
    );
    const frames = await page.evaluate(() => window.paintedFrames);
    expect(frames.some((frame) => frame.live)).toBe(true);
    for (const [index, frame] of frames.entries()) {
      const at = `frame ${index} of ${frames.length}`;
      expect(frame.text, at).not.toContain(sampleName);
      expect(frame.text, at).not.toContain(sampleProfileFields.title);
      expect(frame.text, at).not.toContain(sampleProfileFields.location);
    }
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test("a returning member who kept the sample's profile sees it before the app is live (the page's largest text)", async ({
  page,
}) => {
  await seed(page, storedMember(returningRecord()));
  const release = await holdScripts(page);
  await page.goto(routePaths.memberProfile, { waitUntil: 'commit' });
  await expect(profileName(page)).toHaveText(sampleName);
  expect(await heldParts(page)).toEqual(['tier', 'ledger']);
  await expect(page.getByTestId('tier-badge')).toBeHidden();
  release();
  await expect(shellReady(page)).toBeAttached();
  await expect(profileName(page)).toHaveText(sampleName);
});

test('a record an earlier build stored, without its parts: every part is held until the app has written them', async ({
  page,
}) => {
  const record = structuredClone(sampleMemberRecord());
  record.profile = renamedProfile;
  await seed(page, [[memberRecordKey, serializeMemberRecord(record)]]);
  for (const parts of [[...memberParts], ['profile']]) {
    await test.step(parts.join(' '), async () => {
      const release = await holdScripts(page);
      await page.goto(routePaths.memberProfile, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await heldParts(page)).toEqual(parts);
      await expect(profileName(page)).toBeHidden();
      release();
      await expect(shellReady(page)).toBeAttached();
      await expect(profileName(page)).toHaveText(renamedProfile.name);
      await page.unrouteAll();
    });
  }
});
