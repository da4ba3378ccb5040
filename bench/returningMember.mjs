/**
 * The returning member of `npm run bench`: someone who has used the app before and comes back with
 * Arabic chosen, the dark scheme pinned and a member record holding the Platinum tier and one
 * completed send.
 *
 * The record is made by the app's own code, loaded from src through Vite's module runner: the sample
 * record (`sampleMemberRecord`), a send shaped as the wallet's send tab submits it once the member
 * store has completed it (ids, fees and timestamps from src/data/srdWallet.ts), written with
 * `serializeMemberRecord` and read back with `readMemberRecord`, so a record the app would no longer
 * accept stops the bench instead of measuring a member who lost their data. The storage keys are the
 * app's constants too.
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

/** A day in ms: the send was made the day before the sample world's present moment. */
const dayMs = 86_400_000;

/**
 * The localStorage entries of the returning member, `[key, value][]`. `load(path)` imports a module
 * of the app's source (TypeScript) and returns its exports.
 */
export async function returningMemberStorage(load) {
  const { sampleMemberRecord, serializeMemberRecord, readMemberRecord } =
    await load('src/data/memberRecord.ts');
  const { nextSendId, sendFeeCents, isoSeconds } = await load('src/data/srdWallet.ts');
  const { recentSampleEntries } = await load('src/data/ledger.ts');
  const { worldNow } = await load('src/data/sampleWorld.ts');
  const { memberRecordKey } = await load('src/data/memberKey.ts');
  const { languageStorageKey } = await load('src/i18n/language.ts');
  const { colorSchemeStorageKey } = await load('src/theme/colorScheme.ts');

  const record = sampleMemberRecord();
  record.tier = returningMember.tier;
  record.ledger = [
    {
      id: nextSendId(record.ledger),
      kind: 'transfer',
      direction: 'out',
      amountCents: 250_000,
      feeCents: sendFeeCents,
      counterparty: recentSampleEntries[0].counterparty,
      reference: 'Deposit for wheat, lot 7',
      at: isoSeconds(worldNow() - dayMs),
      status: 'completed',
    },
  ];
  const text = serializeMemberRecord(record);
  const reading = readMemberRecord(text);
  if (
    reading.kind !== 'ok' ||
    reading.record.tier !== returningMember.tier ||
    reading.record.ledger.length !== 1
  )
    throw new Error(`The app does not read the returning member's record back (${reading.kind}): ${text}`);
  return [
    [languageStorageKey, returningMember.language],
    [colorSchemeStorageKey, returningMember.scheme],
    [memberRecordKey, text],
  ];
}

/** Has `page` (Puppeteer) write `entries` into localStorage at the start of every document of `origin`. */
export async function seedBeforeFirstScript(page, origin, entries) {
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
