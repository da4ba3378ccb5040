// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildCommandIndex,
  commandIndexNamespaces,
  normaliseForSearch,
  paletteResults,
  searchCommands,
  type CommandEntry,
  type Translate,
} from '../../src/data/commandIndex';
import { routeIds } from '../../src/data/routes';
import { activeContracts, deployedParties } from '../../src/data/smartContracts';
import { supportedLanguages } from '../../src/i18n/language';
import { languageNames } from '../../src/platform/languageNames';
import { createTestI18n } from '../support/i18n';
import { worldAnchorDay } from '../../src/data/worldAnchor';

function indexIn(language: string, member?: Parameters<typeof buildCommandIndex>[3]): CommandEntry[] {
  const i18n = createTestI18n(language);
  const t: Translate = (key, values) => i18n.t(key, values ?? {});
  return buildCommandIndex(t, languageNames, worldAnchorDay, member);
}

/** A send the member made. */
const send = {
  id: 'TX-SEND-003',
  kind: 'transfer' as const,
  direction: 'out' as const,
  amountCents: 10_000,
  feeCents: 35,
  counterparty: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
  reference: 'Invoice 77',
  at: '2026-11-22T10:00:00.000Z',
  status: 'completed' as const,
};
const noMember = { contracts: [], chatRooms: [], proposals: [], ledger: [] };

const english = indexIn('en');
const partners = { type: 'navigate', to: '/shipping-logistics#shipping-partners-heading' };
const report = (id: string) => ({ type: 'navigate', to: `/quality-control?report=${id}` });
const labelsOf = (entries: readonly CommandEntry[]) => entries.map((entry) => entry.label);

describe('normaliseForSearch', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['ÉCHANGE  Café', 'echange cafe'],
    ['  Ёлка  ', 'елка'],
    ['إسطنبول', 'اسطنبول'],
    ['أَلْقَمْحُ', 'القمح'],
    ['مدينة', 'مدينه'],
    ['مستشفى', 'مستشفي'],
    ['كـــتاب', 'كتاب'],
    ['中文 搜索', '中文 搜索'],
    ['', ''],
  ])('%j reads as %j', (text, expected) => {
    expect(normaliseForSearch(text)).toBe(expected);
  });
});

describe('buildCommandIndex', () => {
  it('has the 28 screens, every kind of item and the actions, with unique ids', () => {
    expect(english.filter((entry) => entry.kind === 'screen')).toHaveLength(routeIds.length);
    for (const kind of [
      'shipment',
      'contract',
      'company',
      'commodity',
      'document',
      'transaction',
      'deal',
      'chatRoom',
      'partner',
      'person',
    ] as const) {
      expect(
        english.some((entry) => entry.kind === kind),
        kind,
      ).toBe(true);
    }
    expect(new Set(english.map((entry) => entry.id)).size).toBe(english.length);
    expect(labelsOf(english.filter((entry) => entry.kind === 'action'))).toEqual([
      'Send SDR',
      'Receive SDR',
      'Process a payment',
      'Switch language to English',
      'Switch language to 中文',
      'Switch language to العربية',
      'Switch language to Español',
      'Switch language to Русский',
      'Switch theme to Light',
      'Switch theme to Dark',
      'Switch theme to System',
      'Reset sample data…',
    ]);
  });

  it.each(supportedLanguages)('in %s has no untranslated key as a label or detail', (language) => {
    for (const entry of indexIn(language)) {
      for (const text of [entry.label, entry.detail]) {
        expect(text, entry.id).not.toMatch(/^[a-zA-Z]+:[\w.]+$/);
        expect(text, entry.id).not.toMatch(/\b(?:ports|parties|suppliers|commodities|types)\.\w/);
      }
    }
  });

  it('reads only the namespaces it declares', () => {
    const used = new Set<string>();
    const t: Translate = (key) => {
      used.add(key.split(':')[0] ?? '');
      return key;
    };
    // A contract the member deployed names their own enterprise (smartContracts) beside a cast company.
    const deployed = { ...activeContracts[0]!, id: 'SC-2026-101', parties: [...deployedParties] };
    buildCommandIndex(t, languageNames, worldAnchorDay, {
      ...noMember,
      ledger: [send],
      contracts: [deployed],
    });
    expect([...used].sort()).toEqual(['common', ...commandIndexNamespaces].sort());
  });

  it('opens each item selected on its screen', () => {
    const target = (id: string) => english.find((entry) => entry.id === id)?.effect;
    expect(target('shipment:SH-2026-001')).toEqual({
      type: 'navigate',
      to: '/shipping-logistics?shipment=SH-2026-001',
    });
    expect(target('contract:SC-2026-001')).toEqual({
      type: 'navigate',
      to: '/smart-contracts?contract=SC-2026-001',
    });
    expect(target('chatRoom:room-wheat-oil')).toEqual({
      type: 'navigate',
      to: '/negotiation-chat?room=room-wheat-oil',
    });
    expect(target('commodity:wheat')).toEqual({ type: 'navigate', to: '/trade-matching?offering=wheat' });
    expect(target('company:lst-201')).toEqual({ type: 'navigate', to: '/trade-search?listing=lst-201' });
    expect(target('listing:lst-202')).toEqual({ type: 'navigate', to: '/trade-search?listing=lst-202' });
    expect(target('transaction:tx-006')).toEqual({ type: 'navigate', to: '/blockchain-monitor?tx=tx-006' });
    expect(target('deal:DL-0420')).toEqual({ type: 'navigate', to: '/deal-maker?proposal=DL-0420' });
    expect(target('document:DOC-007')).toEqual({
      type: 'navigate',
      to: '/compliance-dashboard?doc=DOC-007',
    });
    expect(target('action:send')).toEqual({ type: 'navigate', to: '/srd-wallet?tab=send' });
    expect(target('action:language.ar')).toEqual({ type: 'language', language: 'ar' });
    expect(target('action:theme.dark')).toEqual({ type: 'theme', preference: 'dark' });
    expect(target('action:reset')).toEqual({ type: 'resetData' });
  });

  it('lists the logistics partners and the people of the cast, each leading to where they show', () => {
    const cast = english.filter((entry) => entry.kind === 'partner' || entry.kind === 'person');
    expect(cast.map((entry) => [entry.label, entry.detail, entry.effect])).toEqual([
      ['Silk Route Ocean Lines', 'Shipping line · Shipping Logistics', partners],
      ['Eurasia Rail Freight', 'Rail operator · Shipping Logistics', partners],
      [expect.any(String), 'Air cargo carrier · Shipping Logistics', partners],
      [expect.any(String), 'Freight forwarder · Shipping Logistics', partners],
      ['Li Wei', 'Member Profile', { type: 'navigate', to: '/member-profile' }],
      ['Zhang Min', 'Quality Control', report('QR-2026-0451')],
      ['María González', 'Quality Control', report('QR-2026-0452')],
      ['Ahmed Hassan', 'Quality Control', report('QR-2026-0453')],
      ['Olga Petrova', 'Quality Control', report('QR-2026-0454')],
    ]);
    const firstOf = (query: string, index = english) => searchCommands(index, query)[0]?.id;
    // Found by name in the member's language, by the kind's name, and by id.
    expect(firstOf('maria gonzalez', english)).toBe('person:maria-gonzalez');
    expect(firstOf('张敏', indexIn('zh'))).toBe('person:zhang-min');
    expect(firstOf('أوراسيا', indexIn('ar'))).toBe('partner:eurasia-rail');
    expect(searchCommands(english, 'logistics partner').map((entry) => entry.id)).toEqual(
      expect.arrayContaining(['partner:silk-ocean', 'partner:caravan']),
    );
    expect(firstOf('eurasia-rail', english)).toBe('partner:eurasia-rail');
  });

  it('adds what the member made, their contracts first, without repeating a sample room', () => {
    const contract = { ...activeContracts[0]!, id: 'SC-2026-101' };
    const index = indexIn('en', {
      contracts: [contract],
      chatRooms: [
        {
          id: 'room-wheat-oil',
          participants: [],
          lastActivity: '2026-01-01T00:00:00Z',
          status: 'active',
          commodity: 'wheat',
        },
      ],
      proposals: [{ id: 'PR-0001' }],
      ledger: [],
    });
    const contracts = index.filter((entry) => entry.kind === 'contract').map((entry) => entry.id);
    expect(contracts[0]).toBe('contract:SC-2026-101');
    expect(index.filter((entry) => entry.id === 'chatRoom:room-wheat-oil')).toHaveLength(1);
    expect(index.find((entry) => entry.id === 'deal:PR-0001')?.effect).toEqual({
      type: 'navigate',
      to: '/deal-maker?proposal=PR-0001',
    });
  });

  it("finds the member's own wallet transactions by id, address or reference; each opens its history row", () => {
    const index = indexIn('en', { ...noMember, ledger: [send] });
    const entry = index.find((candidate) => candidate.id === 'transaction:TX-SEND-003');
    expect(entry).toMatchObject({
      kind: 'transaction',
      label: 'TX-SEND-003 · Sent',
      detail: 'SRD-0x9c4e7a2b5d8f1e3a6c9b · Invoice 77',
      effect: { type: 'navigate', to: '/srd-wallet?tab=history&entry=TX-SEND-003' },
    });
    for (const query of ['tx-send-003', 'SRD-0x9c4e7a2b5d8f1e3a6c9b', 'invoice 77']) {
      expect(searchCommands(index, query)[0]?.id).toBe('transaction:TX-SEND-003');
    }
    expect(indexIn('ru', { ...noMember, ledger: [send] }).find((e) => e.id === entry?.id)?.label).toBe(
      'TX-SEND-003 · Отправлено',
    );
  });
});

describe('searchCommands', () => {
  const first = (query: string, index = english) => searchCommands(index, query)[0]?.id;

  it.each([
    ['wallet', 'screen:srdWallet'],
    ['WALLET', 'screen:srdWallet'],
    ['sh-2026-001', 'shipment:SH-2026-001'],
    ['SC-2026-001', 'contract:SC-2026-001'],
    ['steppe harvest', 'company:lst-201'],
    ['crude', 'commodity:crudeOil'],
    ['DOC-002', 'document:DOC-002'],
    ['tx-001', 'transaction:tx-001'],
    ['0x7f9a3c2e', 'transaction:tx-001'],
    ['durum wheat', 'listing:lst-201'],
    ['DL-0420', 'deal:DL-0420'],
    ['steppe harvest · nile petroleum', 'chatRoom:room-wheat-oil'],
    ['send sdr', 'action:send'],
    ['dark', 'action:theme.dark'],
    ['/payment-processing', 'screen:paymentProcessing'],
  ])('"%s" finds %s first', (query, id) => {
    expect(first(query)).toBe(id);
  });

  it('finds an entry by several words in any order', () => {
    expect(searchCommands(english, 'harvest steppe').map((entry) => entry.id)).toContain('company:lst-201');
  });

  it('finds names in their own language, ignoring accents and diacritics', () => {
    const chinese = indexIn('zh');
    expect(first('钱包', chinese)).toBe('screen:srdWallet');
    expect(first('草原丰收', chinese)).toBe('company:lst-201');
    const arabic = indexIn('ar');
    const wallet = arabic.find((entry) => entry.id === 'screen:srdWallet')!.label;
    expect(first(wallet, arabic)).toBe('screen:srdWallet');
    // The same words typed with full vowel marks still match.
    expect(first(wallet.split('').join('\u064E'), arabic)).toBe('screen:srdWallet');
    const spanish = indexIn('es');
    const accented = spanish.find((entry) => /[áéíóú]/.test(entry.label))!;
    expect(searchCommands(spanish, normaliseForSearch(accented.label))[0]?.id).toBe(accented.id);
  });

  it('finds nothing for text no entry holds, and treats pattern characters as text', () => {
    expect(searchCommands(english, 'zzzz-not-there')).toEqual([]);
    expect(searchCommands(english, '.*')).toEqual([]);
    expect(searchCommands(english, '<script>')).toEqual([]);
  });

  it('lists everything for a blank query', () => {
    expect(searchCommands(english, '   ')).toHaveLength(english.length);
  });
});

describe('paletteResults', () => {
  it('puts recent picks first for an empty query, then the actions and screens', () => {
    const { recent, results } = paletteResults(english, '', [
      'shipment:SH-2026-001',
      'gone:id',
      'screen:home',
    ]);
    expect(recent.map((entry) => entry.id)).toEqual(['shipment:SH-2026-001', 'screen:home']);
    expect(results.every((entry) => entry.kind === 'action' || entry.kind === 'screen')).toBe(true);
    expect(results.some((entry) => entry.id === 'screen:home')).toBe(false);
  });

  it('shows matches only once a query is typed', () => {
    const { recent, results } = paletteResults(english, 'wallet', ['shipment:SH-2026-001']);
    expect(recent).toEqual([]);
    expect(results[0]?.id).toBe('screen:srdWallet');
  });
});
