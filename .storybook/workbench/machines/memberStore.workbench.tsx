/**
 * Workbench file of `src/machines/memberStore.machine.ts`: the sample member's record, the account
 * rule the app uses (sample history plus the member's entries), the app's notification and chat reply
 * rules (seeded), the sample world's now, and a sample payload for every event with fields: a send of
 * 100.00 SDR, a deployed contract, a proposal, a customs upload and declaration, a compliance upload, a
 * room opened with a partner, a candidate from an explorer, a notification and the sample record.
 */
import type { ChatRoom } from '../../../src/data/negotiationChat';
import { chatReplyRules } from '../../../src/data/chatReplies';
import type { ComplianceDocument } from '../../../src/data/complianceDashboard';
import type { NegotiationTerms } from '../../../src/data/dealTerms';
import type { LedgerEntry } from '../../../src/data/ledger';
import { sampleProfileFields } from '../../../src/data/memberProfileFields';
import {
  sampleMemberRecord,
  type CustomsUpload,
  type DealProposal,
  type MatchCandidate,
} from '../../../src/data/memberRecord';
import type { MemberNotification } from '../../../src/data/notifications';
import { memberParty, type ActiveContract } from '../../../src/data/smartContracts';
import { notificationRules } from '../../../src/data/notifications';
import { worldAnchorDay } from '../../../src/data/worldAnchor';
import { worldMoment } from '../../../src/data/sampleWorld';
import type { memberStoreMachine } from '../../../src/machines/memberStore.machine';
import { figuresOf } from '../../../src/platform/memberStore';
import type { WorkbenchConfig } from '../workbenchConfig';

const at = '2026-11-22T10:00:00.000Z';

const entry: LedgerEntry = {
  id: 'TX-SEND-001',
  kind: 'transfer',
  direction: 'out',
  amountCents: 10_000,
  feeCents: 35,
  counterparty: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
  reference: 'Invoice 42',
  at,
  status: 'pending',
};
const contract: ActiveContract = {
  id: 'SC-2026-101',
  parties: [memberParty, 'steppe-harvest'],
  status: 'active',
  value: 250_000,
  milestones: 4,
  completed: 0,
  templateId: 'tpl-escrow',
};
const draft: NegotiationTerms = {
  volume: '5,000 t',
  price: '248 SDR/t',
  deliveryDate: '2026-12-20',
  paymentTerms: 'Letter of credit',
  qualitySpecs: 'Protein 12.5%',
  specialConditions: '',
};
const proposal: DealProposal = { id: 'PROP-001', terms: draft, at, status: 'sent' };
const upload: CustomsUpload = {
  shipmentId: 'CC-2026-001',
  document: { id: 'upload-1', code: null, fileName: 'invoice.pdf', status: 'pending', required: false },
  at,
};
const complianceDocument: ComplianceDocument = {
  id: 'DOC-UP-001',
  name: 'export-licence.pdf',
  type: 'regulatory',
  status: 'pending',
  expiryDate: null,
  lastUpdated: '2026-11-22',
  region: 'global',
  risk: 'low',
};
const room: ChatRoom = {
  id: 'room-steppe-harvest',
  participants: ['steppe-harvest'],
  lastActivity: at,
  status: 'negotiating',
  commodity: 'wheat',
};
const candidate: MatchCandidate = {
  id: 'C-1',
  productId: 'P-001',
  name: 'Kazakh Wheat',
  category: 'agriculture',
  at,
};
const notification: MemberNotification = {
  id: 'notification-1',
  kind: 'send',
  at,
  key: 'sendCompleted',
  params: { id: 'TX-SEND-001' },
  link: '/srd-wallet?tab=history&entry=TX-SEND-001',
  read: false,
};

export default {
  input: ({ random }) => ({
    record: sampleMemberRecord(),
    availableCents: (ledger) => figuresOf(ledger, worldAnchorDay).availableCents,
    notice: null,
    notifications: notificationRules,
    chatReplies: chatReplyRules(random, worldAnchorDay),
    now: () => worldMoment(worldAnchorDay),
  }),
  events: {
    'ledger.submit': { entry },
    'profile.set': { profile: { ...sampleProfileFields, title: 'Chief Trading Officer' } },
    'contract.add': { contract },
    'deal.saveDraft': { draft },
    'deal.propose': { proposal },
    'customs.upload': { upload },
    'customs.declare': { declaration: { shipmentId: 'CC-2026-001', status: 'submitted', at } },
    'compliance.upload': { document: complianceDocument },
    'chat.openRoom': { room },
    'matching.addCandidate': { candidate },
    'notification.add': { notification },
    'record.replace': { record: sampleMemberRecord() },
    'record.import': { record: sampleMemberRecord() },
    'record.reset': { record: sampleMemberRecord() },
    'ledger.settle': { id: 'TX-SEND-001' },
    'clock.now': { at: '2026-11-22T10:00:00.000Z' },
    'notification.markRead': { id: 'notification-1' },
    'tier.set': { tier: 'gold' },
    'chat.post': {
      message: {
        id: 'sent-1',
        roomId: 'room-wheat-oil',
        sender: 'me',
        content: 'Can you do 4,800 t?',
        timestamp: '2026-11-22T10:00:00.000Z',
        type: 'message',
        status: 'sent',
      },
    },
    'chat.delivered': { id: 'sent-1' },
    'chat.read': { id: 'sent-1' },
    'chat.reply': { id: 'sent-1' },
    'customs.clear': { shipmentId: 'SHP-001' },
    'compliance.resolveAlert': { id: 'alert-1' },
    'matching.removeCandidate': { id: 'C-1' },
    'storage.problem': { notice: 'writeFailed' },
  },
} satisfies WorkbenchConfig<typeof memberStoreMachine>;
