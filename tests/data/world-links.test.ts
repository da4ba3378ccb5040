import { describe, expect, it } from 'vitest';
import { adminAlerts } from '../../src/data/adminConsole';
import { blockchainTransactions } from '../../src/data/blockchainMonitor';
import { chatRooms } from '../../src/data/chatRooms';
import { buildCommandIndex, type CommandEntry, type Translate } from '../../src/data/commandIndex';
import { complianceDocuments } from '../../src/data/complianceDashboard';
import { customsShipments } from '../../src/data/customsClearance';
import { shipments as trackedShipments } from '../../src/data/iotLogistics';
import { sampleContractIds } from '../../src/data/contractIds';
import { proposalId, sampleDeal } from '../../src/data/dealMaker';
import { carriedSearchFromParams } from '../../src/data/matchingLinks';
import { sampleMember } from '../../src/data/memberProfileFields';
import { qualityReports } from '../../src/data/qualityControl';
import { freightShipments, logisticsPartners } from '../../src/data/shippingLogistics';
import { activeContracts, contractFromTemplate, contractTemplates } from '../../src/data/smartContracts';
import { listingById } from '../../src/data/tradeSearch';
import { languageNames } from '../../src/platform/languageNames';
import { createTestI18n } from '../support/i18n';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import { itemOrFirst } from '../../src/data/itemOrFirst';

const contractIds = new Set(activeContracts.map((contract) => contract.id));

describe('contracts: one id each, every reference resolves', () => {
  it('defines each sample contract id once and lists a contract under each', () => {
    const ids = Object.values(sampleContractIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...contractIds].sort()).toEqual([...ids].sort());
    expect(contractIds.size).toBe(activeContracts.length);
  });

  it('names a listed contract on every blockchain transaction', () => {
    for (const tx of blockchainTransactions(worldAnchorDay)) expect(contractIds, tx.id).toContain(tx.tradeId);
  });

  it('names a listed contract on every admin alert about one, in its message as well', () => {
    const about = adminAlerts(worldAnchorDay).filter((alert) => alert.contractId !== undefined);
    expect(about.map((alert) => alert.type)).toContain('dispute');
    for (const alert of about) {
      expect(contractIds, alert.id).toContain(alert.contractId);
      expect(alert.values?.contract, alert.id).toBe(alert.contractId);
    }
    for (const alert of adminAlerts(worldAnchorDay)) {
      if (alert.values && 'contract' in alert.values) expect(alert.contractId).toBe(alert.values.contract);
    }
  });

  it('holds contract values as SDR amounts', () => {
    for (const contract of activeContracts) expect(Number.isFinite(contract.value), contract.id).toBe(true);
    for (const template of contractTemplates) expect(template.value).toBeGreaterThan(0);
  });
});

describe("palette items open an existing item, not the screen's fallback", () => {
  const member = {
    contracts: [contractFromTemplate(contractTemplates[0]!, 1)],
    chatRooms: [],
    proposals: [{ id: proposalId(1) }],
    ledger: [
      {
        id: 'TX-SEND-001',
        kind: 'transfer' as const,
        direction: 'out' as const,
        amountCents: 100,
        feeCents: 35,
        counterparty: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
        reference: '',
        at: '2026-11-22T10:00:00.000Z',
        status: 'completed' as const,
      },
    ],
  };

  /** Each screen's address reader: the id of the item the link opens (or the ids of the list it opens at), or undefined. */
  const readers: Record<
    string,
    (params: URLSearchParams, hash: string) => string | readonly string[] | undefined
  > = {
    '/smart-contracts': (params) =>
      [...member.contracts, ...activeContracts].find((contract) => contract.id === params.get('contract'))
        ?.id,
    '/trade-search': (params) => listingById(params.get('listing'))?.id,
    '/blockchain-monitor': (params) =>
      blockchainTransactions(worldAnchorDay).find((tx) => tx.id === params.get('tx'))?.id,
    '/deal-maker': (params) =>
      [sampleDeal.id, ...member.proposals.map((proposal) => proposal.id)].find(
        (id) => id === params.get('proposal'),
      ),
    '/compliance-dashboard': (params) =>
      complianceDocuments(worldAnchorDay).find((document) => document.id === params.get('doc'))?.id,
    '/shipping-logistics': (params, hash) => {
      if (hash === '#shipping-partners-heading') return logisticsPartners.map((partner) => partner.id);
      const shipment = itemOrFirst(params.get('shipment'), freightShipments(worldAnchorDay));
      return shipment?.id === params.get('shipment') ? shipment?.id : undefined;
    },
    '/iot-logistics': (params) =>
      trackedShipments(worldAnchorDay).find((shipment) => shipment.id === params.get('shipment'))?.id,
    '/customs-clearance': (params) =>
      customsShipments(worldAnchorDay).find(
        (declaration) => declaration.shipmentId === params.get('shipment'),
      )?.shipmentId,
    '/quality-control': (params) =>
      qualityReports(worldAnchorDay).find((report) => report.id === params.get('report'))?.inspector,
    '/member-profile': () => sampleMember,
    '/negotiation-chat': (params) =>
      chatRooms(worldAnchorDay).find((room) => room.id === params.get('room'))?.id,
    '/trade-matching': (params) => {
      const offering = carriedSearchFromParams(params)?.offering ?? [];
      return offering.length === 1 ? offering[0] : undefined;
    },
    '/srd-wallet': (params) =>
      params.get('tab') === 'history'
        ? member.ledger.find((entry) => entry.id === params.get('entry'))?.id
        : undefined,
  };

  const i18n = createTestI18n('en');
  const t: Translate = (key, values) => i18n.t(key, values ?? {});
  const items = buildCommandIndex(t, languageNames, worldAnchorDay, member).filter(
    (entry) => entry.kind !== 'action' && entry.kind !== 'screen',
  );

  it('covers every item kind', () => {
    expect(new Set(items.map((entry) => entry.kind))).toEqual(
      new Set([
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
      ]),
    );
  });

  it.each(items.map((entry): [string, CommandEntry] => [entry.id, entry]))('%s', (id, entry) => {
    expect(entry.effect.type).toBe('navigate');
    if (entry.effect.type !== 'navigate') return;
    const url = new URL(entry.effect.to, 'https://app.test');
    const read = readers[url.pathname];
    expect(read, `no reader for ${url.pathname}`).toBeDefined();
    expect([read?.(url.searchParams, url.hash)].flat()).toContain(id.slice(id.indexOf(':') + 1));
  });
});
