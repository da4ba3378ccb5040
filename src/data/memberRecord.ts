/**
 * The member's record: everything the member does that must outlive a screen, a reload or a tab
 * (the ledger entries they made, their tier, profile, contracts, deal draft and proposals, customs
 * and compliance work, chat rooms and messages, matching candidates). Sample data stays in its own
 * modules; the record holds only what the member added or changed, so it stays small.
 *
 * Read with `readMemberRecord`: versioned and validated. Anything unreadable (not JSON, the wrong
 * shape, a newer version, hostile keys) gives the sample state and says why, so the caller can keep
 * the unreadable text and tell the member. Earlier builds kept the tier, profile and deal draft under
 * their own keys: `migrateLegacy` (memberRecordLegacy.ts) folds them into a new record (version 0 -> 1); a version 1 record
 * (before notifications) is read with an empty notification list (version 1 -> 2).
 */
import type { ChatMessage, ChatRoom } from './negotiationChat';
import type { ComplianceDocument } from './complianceDashboard';
import type { CustomsDocument } from './customsClearance';
import { emptyTerms, type NegotiationTerms } from './dealTerms';
import {
  ledgerDirections,
  ledgerKinds,
  ledgerStatuses,
  paymentMethodCodes,
  type LedgerEntry,
} from './ledger';
import { defaultTier, isTierId, memberRecordVersion, type TierId } from './memberKey';
import { sampleProfileFields, type ProfileFields } from './memberProfileFields';
import {
  isAppLink,
  maxNotificationParams,
  maxNotifications,
  notificationKeys,
  notificationKinds,
  type MemberNotification,
  type NotificationParams,
} from './notifications';
import { contractValueOf } from './contractValue';
import type { ActiveContract } from './smartContracts';

export interface DealProposal {
  id: string;
  terms: NegotiationTerms;
  /** ISO 8601, when it was sent. */
  at: string;
  status: 'sent' | 'accepted' | 'countered';
}

export interface CustomsUpload {
  shipmentId: string;
  document: CustomsDocument;
  /** ISO 8601. */
  at: string;
}

export interface CustomsDeclarationRecord {
  shipmentId: string;
  status: 'submitted' | 'cleared';
  /** ISO 8601, when it was submitted. */
  at: string;
}

/** A product the member asked to match from an explorer, waiting on Trade Matching. */
export interface MatchCandidate {
  id: string;
  /** The product's id in its catalogue. */
  productId: string;
  /** The product's name as the explorer showed it (proper noun or sample text). */
  name: string;
  /** Category code of the product. */
  category: string;
  /** ISO 8601. */
  at: string;
}

export interface MemberRecord {
  version: typeof memberRecordVersion;
  tier: TierId;
  profile: ProfileFields;
  /** Entries the member made, newest first (the sample history is not stored). */
  ledger: LedgerEntry[];
  /** Contracts the member deployed, newest first. */
  contracts: ActiveContract[];
  deal: { draft: NegotiationTerms; proposals: DealProposal[] };
  customs: { uploads: CustomsUpload[]; declarations: CustomsDeclarationRecord[] };
  compliance: { uploads: ComplianceDocument[]; resolvedAlerts: string[] };
  /** Rooms the member opened, and messages sent in any room (sample rooms' messages included). */
  chat: { rooms: ChatRoom[]; messages: ChatMessage[] };
  matching: { candidates: MatchCandidate[] };
  /** What the member was told happened, newest first, at most `maxNotifications`. */
  notifications: MemberNotification[];
}

/** Freezes `value` and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const part of Object.values(value)) deepFreeze(part);
  }
  return value;
}

/**
 * One record for every new member, frozen: the page prerendered for a new member and the store that
 * starts from nothing stored hold the very same parts, so a reader of the store does not render again
 * when the page goes live.
 */
const sampleRecord: MemberRecord = deepFreeze({
  version: memberRecordVersion,
  tier: defaultTier,
  profile: { ...sampleProfileFields },
  ledger: [],
  contracts: [],
  deal: { draft: { ...emptyTerms }, proposals: [] },
  customs: { uploads: [], declarations: [] },
  compliance: { uploads: [], resolvedAlerts: [] },
  chat: { rooms: [], messages: [] },
  matching: { candidates: [] },
  notifications: [],
});

/** The state of a member who has not done anything yet (one frozen record: change it by copying). */
export function sampleMemberRecord(): MemberRecord {
  return sampleRecord;
}

export type RecordProblem = 'notJson' | 'shape' | 'newerVersion' | 'tooLarge';

export type RecordReading =
  | { kind: 'empty'; record: MemberRecord }
  | { kind: 'ok'; record: MemberRecord }
  | { kind: 'unreadable'; record: MemberRecord; problem: RecordProblem };

/** Longest record text read (5 MB is what browsers give a site's localStorage). */
export const maxRecordLength = 5_000_000;
/** Longest list kept in any collection of the record. */
const maxListLength = 5000;

// A tiny validator: each check returns the value typed, or throws `Invalid`, caught once in
// `readMemberRecord`. Hand-written rather than a schema library: the wallet's first paint carries it.
class Invalid extends Error {}
type Check<T> = (value: unknown) => T;

const fail = (): never => {
  throw new Invalid();
};
const text: Check<string> = (value) => (typeof value === 'string' ? value : fail());
const optionalText: Check<string | undefined> = (value) => (value === undefined ? undefined : text(value));
const nullableText: Check<string | null> = (value) => (value === null ? null : text(value));
const count: Check<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fail();
const finite: Check<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail();
const bool: Check<boolean> = (value) => (typeof value === 'boolean' ? value : fail());
const oneOf =
  <T extends string>(options: readonly T[]): Check<T> =>
  (value) =>
    (options as readonly unknown[]).includes(value) ? (value as T) : fail();
const listOf =
  <T>(item: Check<T>): Check<T[]> =>
  (value) =>
    Array.isArray(value) && value.length <= maxListLength ? value.map(item) : fail();

/** A plain object (no arrays, no prototypes other than Object's), read field by field. */
function fields(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail();
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return fail();
  return value as Record<string, unknown>;
}

const objectOf =
  <T>(shape: { [K in keyof T]-?: Check<T[K]> }): Check<T> =>
  (value) => {
    const source = fields(value);
    const result = {} as T;
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const read = shape[key](Object.hasOwn(source, key) ? source[key] : undefined);
      if (read !== undefined) result[key] = read;
    }
    return result;
  };

const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value) =>
    value === undefined ? undefined : check(value);

const ledgerEntry = objectOf<LedgerEntry>({
  id: text,
  kind: oneOf(ledgerKinds),
  direction: oneOf(ledgerDirections),
  amountCents: (value) => (count(value) > 0 ? (value as number) : fail()),
  feeCents: count,
  counterparty: text,
  reference: text,
  at: (value) => (Number.isFinite(Date.parse(text(value))) ? (value as string) : fail()),
  status: oneOf(ledgerStatuses),
  subject: optionalText,
  method: optional(oneOf(paymentMethodCodes)),
});

const terms = objectOf<NegotiationTerms>({
  volume: text,
  price: text,
  deliveryDate: text,
  paymentTerms: text,
  qualitySpecs: text,
  specialConditions: text,
});

const profile = objectOf<ProfileFields>({ name: text, title: text, company: text, location: text });

const contract = objectOf<ActiveContract>({
  id: text,
  parties: listOf(text),
  status: oneOf(['active', 'pending'] as const),
  value: (value) => contractValueOf(value) ?? fail(),
  milestones: count,
  completed: count,
  templateId: text,
});

const customsDocument = objectOf<CustomsDocument>({
  id: text,
  code: nullableText,
  fileName: optionalText,
  status: oneOf(['approved', 'pending', 'rejected'] as const),
  required: bool,
});

const complianceDocument = objectOf<ComplianceDocument>({
  id: text,
  name: text,
  type: oneOf(['foodSafety', 'qualityAssurance', 'regulatory'] as const),
  status: oneOf(['compliant', 'pending', 'expired', 'nonCompliant'] as const),
  expiryDate: nullableText,
  lastUpdated: text,
  region: oneOf(['global', 'northAmerica', 'europe'] as const),
  risk: oneOf(['low', 'medium', 'high'] as const),
});

const chatRoom = objectOf<ChatRoom>({
  id: text,
  participants: listOf(text),
  lastActivity: text,
  status: oneOf(['negotiating', 'active', 'completed'] as const),
  // Commodity codes are checked where they are shown; here any code is text.
  commodity: text as Check<ChatRoom['commodity']>,
});

const chatMessage = objectOf<ChatMessage>({
  id: text,
  roomId: text,
  sender: text,
  content: text,
  contentKey: optionalText,
  timestamp: text,
  type: oneOf(['message', 'offer', 'counter-offer', 'system'] as const),
  status: oneOf(['sent', 'delivered', 'read'] as const),
  offer: optional(
    objectOf<NonNullable<ChatMessage['offer']>>({
      commodity: text as Check<NonNullable<ChatMessage['offer']>['commodity']>,
      quantity: finite,
      sdrValue: finite,
    }),
  ),
});

const notificationParams: Check<NotificationParams> = (value) => {
  const source = fields(value);
  const keys = Object.keys(source);
  if (keys.length > maxNotificationParams) return fail();
  const result: NotificationParams = {};
  for (const key of keys) {
    const param = source[key];
    result[key] = typeof param === 'number' ? finite(param) : text(param);
  }
  return result;
};

const notification = objectOf<MemberNotification>({
  id: text,
  kind: oneOf(notificationKinds),
  at: (value) => (Number.isFinite(Date.parse(text(value))) ? (value as string) : fail()),
  key: oneOf(notificationKeys),
  params: notificationParams,
  link: (value) => (isAppLink(text(value)) ? (value as string) : fail()),
  read: bool,
});

const memberRecord = objectOf<MemberRecord>({
  version: (value) => (value === memberRecordVersion ? memberRecordVersion : fail()),
  tier: (value) => (isTierId(value) ? value : fail()),
  profile,
  ledger: listOf(ledgerEntry),
  contracts: listOf(contract),
  deal: objectOf<MemberRecord['deal']>({
    draft: terms,
    proposals: listOf(
      objectOf<DealProposal>({
        id: text,
        terms,
        at: text,
        status: oneOf(['sent', 'accepted', 'countered'] as const),
      }),
    ),
  }),
  customs: objectOf<MemberRecord['customs']>({
    uploads: listOf(objectOf<CustomsUpload>({ shipmentId: text, document: customsDocument, at: text })),
    declarations: listOf(
      objectOf<CustomsDeclarationRecord>({
        shipmentId: text,
        status: oneOf(['submitted', 'cleared'] as const),
        at: text,
      }),
    ),
  }),
  compliance: objectOf<MemberRecord['compliance']>({
    uploads: listOf(complianceDocument),
    resolvedAlerts: listOf(text),
  }),
  chat: objectOf<MemberRecord['chat']>({ rooms: listOf(chatRoom), messages: listOf(chatMessage) }),
  matching: objectOf<MemberRecord['matching']>({
    candidates: listOf(
      objectOf<MatchCandidate>({ id: text, productId: text, name: text, category: text, at: text }),
    ),
  }),
  // Each one checked; only the newest `maxNotifications` are kept.
  notifications: (value) => listOf(notification)(value).slice(0, maxNotifications),
});

/** Checks a parsed value against the record's shape: the record, or null when it does not fit. */
export function validateMemberRecord(value: unknown): MemberRecord | null {
  try {
    return memberRecord(value);
  } catch (error) {
    if (error instanceof Invalid || error instanceof RangeError) return null;
    throw error;
  }
}

/** Reads a stored record's text. Never throws; an unreadable text gives the sample state and why. */
export function readMemberRecord(textValue: string | null): RecordReading {
  if (textValue === null || textValue.trim() === '') return { kind: 'empty', record: sampleMemberRecord() };
  const unreadable = (problem: RecordProblem): RecordReading => ({
    kind: 'unreadable',
    record: sampleMemberRecord(),
    problem,
  });
  if (textValue.length > maxRecordLength) return unreadable('tooLarge');
  let parsed: unknown;
  try {
    parsed = JSON.parse(textValue);
  } catch {
    return unreadable('notJson');
  }
  const version =
    typeof parsed === 'object' && parsed !== null ? (parsed as { version?: unknown }).version : undefined;
  if (typeof version === 'number' && version > memberRecordVersion) return unreadable('newerVersion');
  const record = validateMemberRecord(upgradeRecord(parsed));
  return record ? { kind: 'ok', record } : unreadable('shape');
}

/**
 * Version 1 -> 2: a record saved before notifications existed gets an empty list. Anything else is
 * returned as it is, for the validator to judge.
 */
function upgradeRecord(parsed: unknown): unknown {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return parsed;
  const record = parsed as Record<string, unknown>;
  if (record.version !== 1 || Object.hasOwn(record, 'notifications')) return parsed;
  return { ...record, version: memberRecordVersion, notifications: [] };
}

export const serializeMemberRecord = (record: MemberRecord): string => JSON.stringify(record);
