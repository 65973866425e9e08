import type { AutoRecharge, Invoice, PaymentMethod, UserRole, UserSettings } from '@/api/generated/model';
import type { PlanId } from '@/config/plans';

import { prng } from './hash';
import type { IdempotentEntry } from './idempotency';

/** Everything a scenario seeds; `reset` replaces it whole. Records are plain data; behaviour lives in the areas. */

export const SCENARIO_NAMES = ['default', 'empty', 'large', 'maintenance', 'minimal', 'variant'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

export interface CompanyRecord {
  id: number;
  name: string;
  email: string | null;
  vat: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
  countryCode: string | null;
  phone: string | null;
}

/** A customer of the platform: a company, or an individual (`company: null`). Owns keys, team, wallet, billing. */
export interface AccountRecord {
  id: number;
  company: CompanyRecord | null;
  /** Name and email on invoices (the company's, or the individual's). */
  billingName: string;
  billingEmail: string;
  createdAt: string;
  planId: PlanId;
  subscriptionStatus: 'active' | 'past_due' | 'cancelled';
  /** Credit carried into the current month; the balance adds the plan's credit and subtracts this month's cost. */
  walletCarry: number;
  lowBalanceThreshold: number | null;
  paymentMethods: PaymentMethod[];
  /** Newest first. */
  invoices: Invoice[];
  /** What an invoice charged, by invoice id, for its document; absent: the plan of its amount. */
  invoiceItems?: Record<string, InvoiceItem>;
  /** Automatic recharge of the wallet; absent or null when never set. */
  autoRecharge?: AutoRecharge | null;
  /** Saved cards whose charges need the cardholder's authentication (3-D Secure) in the browser. */
  cardsNeedingAuthentication?: string[];
  /** Payments waiting for that authentication; nothing is charged before it. */
  pendingPayments?: PendingPayment[];
}

export interface PendingPayment {
  id: string;
  purpose: 'top_up' | 'invoice';
  amountCents: number;
  invoiceId: string | null;
  clientSecret: string;
}

export interface UserRecord {
  id: number;
  accountId: number;
  login: string;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  settings: UserSettings;
}

export interface ApiKeyRecord {
  id: number;
  accountId: number;
  name: string;
  description: string | null;
  /** The first 10 characters of the secret, e.g. `sk-eu-3f9a`. */
  prefix: string;
  /** `digest()` of the secret; the secret itself is never stored. */
  secretDigest: string;
  created: string;
  modified: string;
  lastUsed: string | null;
  /** Revoked keys leave the list but keep their past usage in the account's totals. */
  revokedAt: string | null;
  /** How busy the key is, 0 (never used) to 1: scales its generated daily usage. */
  activity: number;
}

export interface InvitationRecord {
  id: string;
  accountId: number;
  email: string;
  role: UserRole;
  invitedAt: string;
  expiresAt: string;
  invitedBy: string | null;
}

export interface IdentityRecord {
  subject: string;
  email: string;
  name: string;
  passwordDigest: string;
  /** The back-office user, `null` until registration is completed. */
  userId: number | null;
}

/** `up`, `down`, `degraded`, or any other word a back office may report (`maintenance`). */
export type OdooStatus = string;

export interface MockSettings {
  /** Added before an inference answer (and spread over a stream's chunks). */
  inferenceLatencyMs: number;
  /** The back-office status `/health` reports; anything but `up` shows the console's maintenance screen. */
  odooStatus: OdooStatus;
}

/** A fault injected into one operation (see `faults.ts`). */
export interface Fault {
  status?: number;
  /** A catalogue code (`ErrorCode`), or any other the real platform might send. */
  code?: string;
  delayMs?: number;
  network?: true;
  malformed?: true;
  hang?: true;
  /** How many more calls it affects; absent: until cleared. */
  times?: number;
  /** The envelope's `error` text instead of the catalogue's. */
  message?: string;
}

export interface UsageCounts {
  requests: number;
  input: number;
  output: number;
}

export interface MockState {
  scenario: ScenarioName;
  seed: number;
  accounts: Map<number, AccountRecord>;
  users: Map<number, UserRecord>;
  apiKeys: Map<number, ApiKeyRecord>;
  keyIdByDigest: Map<string, number>;
  invitations: Map<string, InvitationRecord>;
  /** By subject. */
  identities: Map<string, IdentityRecord>;
  modelsDown: Set<string>;
  /** Usage recorded by real inference calls, on top of the generated usage: `${keyId}|${day}|${model}`. */
  liveUsage: Map<string, UsageCounts>;
  /** Registration attempt times (ms) per session, for the rate limit. */
  registrationAttempts: Map<string, number[]>;
  /** Requests by account and `Idempotency-Key` (idempotency.ts). */
  idempotentRequests: Map<string, IdempotentEntry>;
  settings: MockSettings;
  faults: Map<string, Fault>;
  nextId: { account: number; company: number; user: number; apiKey: number; invoice: number };
  /** Seeded PRNG for ids (invitations, payment methods): the same ids after every reset. Never for secrets. */
  random: () => number;
}

export const DEFAULT_SETTINGS: MockSettings = { inferenceLatencyMs: 150, odooStatus: 'up' };

export function emptyState(scenario: ScenarioName, seed: number, settings: MockSettings): MockState {
  return {
    scenario,
    seed,
    accounts: new Map(),
    users: new Map(),
    apiKeys: new Map(),
    keyIdByDigest: new Map(),
    invitations: new Map(),
    identities: new Map(),
    modelsDown: new Set(),
    liveUsage: new Map(),
    registrationAttempts: new Map(),
    idempotentRequests: new Map(),
    settings: { ...settings },
    faults: new Map(),
    nextId: { account: 1, company: 1, user: 1, apiKey: 101, invoice: 1 },
    random: prng(seed),
  };
}

/** What an invoice charges for, as its document names the line. */
export type InvoiceItem =
  | { kind: 'plan'; planId: PlanId }
  | { kind: 'planChange'; from: PlanId; to: PlanId }
  | { kind: 'topUp' }
  | { kind: 'autoRecharge' };
