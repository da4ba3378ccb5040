/**
 * The command palette's index: every screen, the sample world's items (shipments, contracts,
 * companies, commodities, documents, transactions, deals, chat rooms), the cast's logistics partners
 * and people, and the app-wide actions, each
 * with the label the member sees in the current language and where picking it leads. Matching folds
 * case and accents (and Arabic diacritics and letter variants), so "sao paulo" finds "São Paulo" and
 * "اسطنبول" finds "إسطنبول"; a query in Chinese or Arabic finds the names shown in that language.
 *
 * Pure: the caller passes a translator (`namespace:key`), so the same rules serve the app, stories
 * and tests. The namespaces it reads are `commandIndexNamespaces`.
 */
import { blockchainTransactions } from './blockchainMonitor';
import { personIds, type PersonId } from './cast';
import type { ChatRoom } from './negotiationChat';
import { chatRooms } from './chatRooms';
import { commodityNameKey } from './commodities';
import { complianceDocuments } from './complianceDashboard';
import { sampleDeal } from './dealMaker';
import type { LedgerEntry } from './ledger';
import { commodityCodes } from './tradeMatching';
import { qualityReports } from './qualityControl';
import { tradeMatchingSearchPath } from './matchingLinks';
import {
  chainTransactionLink,
  chatRoomLink,
  contractLink,
  documentLink,
  listingLink,
  proposalLink,
  walletEntryLink,
} from './itemLinks';
import { routeIds, routePaths, type RouteId } from './routes';
import { logisticsPartners } from './shippingLogistics';
import { shipmentPath, shipmentRegistry, type ShipmentScreen } from './shipments';
import { activeContracts, memberParty, partyIdOf, templateById, type ActiveContract } from './smartContracts';
import { tradeListings } from './tradeSearch';

export const commandKinds = [
  'action',
  'screen',
  'shipment',
  'contract',
  'company',
  'listing',
  'commodity',
  'document',
  'transaction',
  'deal',
  'chatRoom',
  'partner',
  'person',
] as const;
export type CommandKind = (typeof commandKinds)[number];

export const paletteLanguages = ['en', 'zh', 'ar', 'es', 'ru'] as const;
export type PaletteLanguage = (typeof paletteLanguages)[number];
export const paletteThemes = ['light', 'dark', 'system'] as const;
export type PaletteTheme = (typeof paletteThemes)[number];

/** What picking an entry does. */
export type CommandEffect =
  | { type: 'navigate'; to: string }
  | { type: 'language'; language: PaletteLanguage }
  | { type: 'theme'; preference: PaletteTheme }
  | { type: 'resetData' };

export interface CommandEntry {
  /** Stable across languages and visits (recent picks are kept by it): `<kind>:<id>`. */
  id: string;
  kind: CommandKind;
  label: string;
  /** A second line: the route, the item's id, parties, cargo. */
  detail: string;
  /** More text that finds the entry (ids, English names of items shown translated). */
  keywords: readonly string[];
  effect: CommandEffect;
}

/** Translates `namespace:key`, with interpolation values. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What the member added that the palette also finds. */
export interface MemberItems {
  contracts: readonly ActiveContract[];
  chatRooms: readonly ChatRoom[];
  proposals: readonly { id: string }[];
  /** The member's own wallet transactions (sends, payments, duties). */
  ledger: readonly LedgerEntry[];
}

const noMemberItems: MemberItems = { contracts: [], chatRooms: [], proposals: [], ledger: [] };

/** The translation namespaces the index reads (besides `common`). */
export const commandIndexNamespaces = [
  'nav',
  'cast',
  'commodities',
  'shippingLogistics',
  'iotLogistics',
  'customsClearance',
  'smartContracts',
  'tradeSearch',
  'dealMaker',
  'blockchainMonitor',
  'complianceDashboard',
  'srdWallet',
] as const;

/** A shipment opens on the first screen that shows it, its places named as that screen names them. */
const shipmentPlaces: Record<ShipmentScreen, { ns: string; places: string }> = {
  shipping: { ns: 'shippingLogistics', places: 'ports' },
  iot: { ns: 'iotLogistics', places: 'places' },
  customs: { ns: 'customsClearance', places: 'places' },
};

const withQuery = (path: string, key: string, value: string) =>
  `${path}?${new URLSearchParams({ [key]: value }).toString()}`;

function screenEntries(t: Translate): CommandEntry[] {
  return routeIds.map((id: RouteId) => ({
    id: `screen:${id}`,
    kind: 'screen',
    label: t(`nav:links.${id}`),
    detail: routePaths[id],
    keywords: [id, routePaths[id]],
    effect: { type: 'navigate', to: routePaths[id] },
  }));
}

function actionEntries(
  t: Translate,
  languageNames: Readonly<Record<PaletteLanguage, string>>,
): CommandEntry[] {
  const action = (id: string, effect: CommandEffect, values?: Record<string, string>): CommandEntry => ({
    id: `action:${id}`,
    kind: 'action',
    label: t(`common:palette.actions.${id.split('.')[0] ?? id}`, values),
    detail: '',
    keywords: [id],
    effect,
  });
  return [
    action('send', { type: 'navigate', to: `${routePaths.srdWallet}?tab=send` }),
    action('receive', { type: 'navigate', to: `${routePaths.srdWallet}?tab=receive` }),
    action('payment', { type: 'navigate', to: routePaths.paymentProcessing }),
    ...paletteLanguages.map((language) => ({
      // Each language is found by its own name too, whatever the current language.
      ...action(`language.${language}`, { type: 'language', language }, { name: languageNames[language] }),
      keywords: [language, languageNames[language]],
    })),
    ...paletteThemes.map((preference) =>
      action(`theme.${preference}`, { type: 'theme', preference }, { name: t(`common:theme.${preference}`) }),
    ),
    action('reset', { type: 'resetData' }),
  ];
}

function itemEntries(t: Translate, member: MemberItems, day: string): CommandEntry[] {
  const entries: CommandEntry[] = [];
  const item = (
    kind: CommandKind,
    id: string,
    label: string,
    detail: string,
    to: string,
    keywords: readonly string[] = [],
  ) =>
    entries.push({
      id: `${kind}:${id}`,
      kind,
      label,
      detail,
      keywords: [id, ...keywords],
      effect: { type: 'navigate', to },
    });

  for (const shipment of shipmentRegistry(day)) {
    const screen = shipment.shownOn[0];
    if (!screen) continue;
    const { ns, places } = shipmentPlaces[screen];
    const route = t(`${ns}:route`, {
      origin: t(`${ns}:${places}.${shipment.origin}`),
      destination: t(`${ns}:${places}.${shipment.destination}`),
    });
    item(
      'shipment',
      shipment.id,
      `${shipment.id} · ${route}`,
      t(commodityNameKey(shipment.cargo)),
      shipmentPath(screen, shipment.id),
      [shipment.origin, shipment.destination],
    );
  }
  for (const contract of [...member.contracts, ...activeContracts]) {
    const parties = contract.parties
      .map((code) =>
        code === memberParty ? t(`smartContracts:parties.${code}`) : t(`cast:${partyIdOf(code)}`),
      )
      .join(' ⇄ ');
    const template = templateById(contract.templateId);
    item(
      'contract',
      contract.id,
      `${contract.id} · ${parties}`,
      template ? t(`smartContracts:templates.${template.code}.name`) : '',
      contractLink(contract.id),
    );
  }
  // A supplier opens its listing, selected on Trade Search; so does the listing itself.
  for (const listing of tradeListings) {
    const name = t(`cast:${listing.supplier}`);
    const title = t(`tradeSearch:listings.${listing.id}`);
    item('company', listing.id, name, title, listingLink(listing.id), [listing.supplier]);
    item('listing', listing.id, title, name, listingLink(listing.id), [listing.title, listing.supplier]);
  }
  for (const code of commodityCodes) {
    item(
      'commodity',
      code,
      t(commodityNameKey(code)),
      t('nav:links.tradeMatching'),
      tradeMatchingSearchPath({ offering: [code], seeking: [] }),
    );
  }
  for (const document of complianceDocuments(day)) {
    const name = t(`complianceDashboard:sampleDocuments.${document.id}`);
    item('document', document.id, name, document.id, documentLink(document.id), [document.name]);
  }
  // The member's own transactions open as the selected row of the wallet's history.
  for (const entry of member.ledger) {
    item(
      'transaction',
      entry.id,
      `${entry.id} · ${t(`srdWallet:list.type.${entry.direction === 'in' ? 'received' : 'sent'}`)}`,
      [entry.counterparty, entry.reference].filter((text) => text !== '').join(' · '),
      walletEntryLink(entry.id),
      [entry.counterparty, entry.reference],
    );
  }
  for (const tx of blockchainTransactions(day)) {
    item(
      'transaction',
      tx.id,
      `${tx.tradeId} · ${t(`blockchainMonitor:transactions.types.${tx.type}`)}`,
      `${tx.hash.slice(0, 10)}…${tx.hash.slice(-6)}`,
      chainTransactionLink(tx.id),
      [tx.hash, tx.tradeId],
    );
  }
  item(
    'deal',
    sampleDeal.id,
    t('dealMaker:overview.reference', { id: sampleDeal.id }),
    `${sampleDeal.parties.map((id) => t(`cast:${id}`)).join(' · ')} · ${t(commodityNameKey(sampleDeal.commodity))}`,
    proposalLink(sampleDeal.id),
    sampleDeal.parties,
  );
  for (const proposal of member.proposals) {
    item(
      'deal',
      proposal.id,
      t('dealMaker:overview.reference', { id: proposal.id }),
      sampleDeal.id,
      proposalLink(proposal.id),
    );
  }
  const sampleRooms = chatRooms(day);
  const sampleRoomIds = new Set(sampleRooms.map((room) => room.id));
  for (const room of [...member.chatRooms.filter((room) => !sampleRoomIds.has(room.id)), ...sampleRooms]) {
    item(
      'chatRoom',
      room.id,
      room.participants.map((id) => t(`cast:${id}`, { defaultValue: id })).join(' · '),
      t(commodityNameKey(room.commodity)),
      chatRoomLink(room.id),
      room.participants,
    );
  }
  return entries;
}

/** Where a person of the cast shows: the member on their profile, an inspector on their latest report. */
function personLink(id: PersonId, day: string): { to: string; screen: string } {
  const report = qualityReports(day).find((candidate) => candidate.inspector === id);
  if (report)
    return { to: withQuery(routePaths.qualityControl, 'report', report.id), screen: 'qualityControl' };
  return { to: routePaths.memberProfile, screen: 'memberProfile' };
}

/** The logistics partners (on Shipping's partner list) and the people of the cast, by their names. */
function castEntries(t: Translate, day: string): CommandEntry[] {
  const partners = logisticsPartners.map((partner): CommandEntry => ({
    id: `partner:${partner.id}`,
    kind: 'partner',
    label: t(`cast:${partner.id}`),
    detail: `${t(`shippingLogistics:partners.types.${partner.type}`)} · ${t('nav:links.shippingLogistics')}`,
    keywords: [partner.id],
    effect: { type: 'navigate', to: `${routePaths.shippingLogistics}#shipping-partners-heading` },
  }));
  const people = personIds.map((id): CommandEntry => {
    const { to, screen } = personLink(id, day);
    return {
      id: `person:${id}`,
      kind: 'person',
      label: t(`cast:people.${id}`),
      detail: t(`nav:links.${screen}`),
      keywords: [id],
      effect: { type: 'navigate', to },
    };
  });
  return [...partners, ...people];
}

/** The whole index in the current language, with the sample world on `day`: actions, screens, the items, then the cast. */
export function buildCommandIndex(
  t: Translate,
  languageNames: Readonly<Record<PaletteLanguage, string>>,
  day: string,
  member: MemberItems = noMemberItems,
): CommandEntry[] {
  // The kind's name finds every entry of that kind ("shipment" lists the shipments).
  return [
    ...actionEntries(t, languageNames),
    ...screenEntries(t),
    ...itemEntries(t, member, day),
    ...castEntries(t, day),
  ].map((entry) => ({
    ...entry,
    keywords: [...entry.keywords, t(`common:palette.kinds.${entry.kind}`)],
  }));
}

// ---------------------------------------------------------------------------------------------------
// Matching

/** Arabic letter variants folded to one form: taa marbuta to haa, alef maqsura to yaa. */
const arabicFolds: Readonly<Record<string, string>> = { ة: 'ه', ى: 'ي' };

/**
 * Text as the matcher compares it: decomposed (NFD) with every combining mark removed (Latin
 * accents, Arabic harakat and the hamza carried by alef), tatweel dropped, Arabic letter variants
 * folded, lower case, runs of white space as one space.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/[ةى]/g, (letter) => arabicFolds[letter] ?? letter)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** How well `entry` answers a normalised, non-empty query; 0 when it does not. */
function scoreEntry(entry: CommandEntry, query: string): number {
  const label = normaliseForSearch(entry.label);
  const others = [entry.detail, ...entry.keywords].map(normaliseForSearch);
  if (label === query) return 100;
  if (label.startsWith(query)) return 80;
  if (others.some((text) => text === query)) return 75;
  if (label.split(/[\s·→⇄,(-]+/).some((word) => word.startsWith(query))) return 60;
  if (label.includes(query)) return 40;
  // Several words: each must appear somewhere in the entry's texts.
  const haystack = [label, ...others].join(' ');
  const words = query.split(' ');
  if (others.some((text) => text.includes(query))) return 30;
  if (words.length > 1 && words.every((word) => haystack.includes(word))) return 20;
  return 0;
}

/** The entries matching `query`, best first (ties keep the index order). */
export function searchCommands(index: readonly CommandEntry[], query: string): CommandEntry[] {
  const needle = normaliseForSearch(query);
  if (needle === '') return [...index];
  return index
    .map((entry, order) => ({ entry, order, score: scoreEntry(entry, needle) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((hit) => hit.entry);
}

/**
 * What the palette lists: for an empty query the recent picks first (still in the index, newest
 * first), then the actions and screens; otherwise the matches.
 */
export function paletteResults(
  index: readonly CommandEntry[],
  query: string,
  recentIds: readonly string[],
): { recent: CommandEntry[]; results: CommandEntry[] } {
  if (normaliseForSearch(query) !== '') return { recent: [], results: searchCommands(index, query) };
  const byId = new Map(index.map((entry) => [entry.id, entry]));
  const recent = recentIds.flatMap((id) => byId.get(id) ?? []);
  const recentSet = new Set(recent.map((entry) => entry.id));
  const results = index.filter(
    (entry) => (entry.kind === 'action' || entry.kind === 'screen') && !recentSet.has(entry.id),
  );
  return { recent, results };
}
