/**
 * The returning member of `npm run bench`: someone who has used the app before and comes back with
 * Arabic chosen, the dark scheme pinned and a member record holding the Platinum tier and one
 * completed send.
 *
 * The record is made by the app's own code, loaded from src through Vite's module runner: the sample
 * record the browser tests seed too (tests/support/returningMember.ts), read back with `readMemberRecord`, so a record the app would no longer
 * accept stops the bench instead of measuring a member who lost their data. Beside it, the parts of
 * the record that differ from the sample's, written by the function the member store writes them
 * with. The storage keys are the app's constants too.
 *
 * Seeding: each Lighthouse run gets a fresh tab, and a script registered on it with Puppeteer's
 * `evaluateOnNewDocument` writes these keys into localStorage when a document of the served origin
 * starts, before any of the page's own scripts (the head script that picks the language and scheme
 * included). Lighthouse clears the origin's storage before navigating (bench/lighthouse.mjs), so
 * every run starts from exactly this storage, whatever the app wrote during the run before; and the
 * script belongs to that tab only, so the new member's runs never see it.
 */

/** What the returning member has chosen (the badge is checked against the app's strings). */
export const returningMember = { language: 'ar', scheme: 'dark', tier: 'platinum' };

/**
 * What the returning member's browser holds: localStorage `entries` (`[key, value][]`) and `cookies`
 * (`{ name, value }[]`). `load(path)` imports a module
 * of the app's source (TypeScript) and returns its exports.
 */
export async function returningMemberStorage(load) {
  const { readMemberRecord } = await load('src/data/memberRecord.ts');
  const { returningMemberRecord, storedMember } = await load('tests/support/returningMember.ts');
  const { worldMoment, worldToday } = await load('src/data/sampleWorld.ts');
  const { memberRecordKey } = await load('src/data/memberKey.ts');
  const { languageCookieName, languageStorageKey } = await load('src/i18n/language.ts');
  const { colorSchemeStorageKey } = await load('src/theme/colorScheme.ts');

  // The record and the parts of it that differ from the sample's, as the member store writes them.
  const stored = storedMember(returningMemberRecord(worldMoment(worldToday())));
  const text = new Map(stored).get(memberRecordKey);
  const reading = readMemberRecord(text);
  if (
    reading.kind !== 'ok' ||
    reading.record.tier !== returningMember.tier ||
    reading.record.ledger.length !== 1
  )
    throw new Error(`The app does not read the returning member's record back (${reading.kind}): ${text}`);
  return {
    entries: [
      [languageStorageKey, returningMember.language],
      [colorSchemeStorageKey, returningMember.scheme],
      ...stored,
    ],
    // Written by the app beside the stored language: the server sends the page in that language.
    cookies: [{ name: languageCookieName, value: returningMember.language }],
  };
}

/**
 * Has `page` (Puppeteer) write `entries` into localStorage at the start of every document of `origin`,
 * and sets the language cookie the app wrote on the member's earlier visits (by which the server
 * sends the page prerendered in their language).
 */
export async function seedBeforeFirstScript(page, origin, { entries, cookies }) {
  await page.setCookie(...cookies.map((cookie) => ({ ...cookie, url: origin })));
  await page.evaluateOnNewDocument(
    (seedOrigin, seedEntries) => {
      // Lighthouse opens about:blank first, which has no storage of the origin.
      if (location.origin !== seedOrigin) return;
      for (const [key, value] of seedEntries) localStorage.setItem(key, value);
    },
    origin,
    entries,
  );
}
