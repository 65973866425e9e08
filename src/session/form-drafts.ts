import { useEffect, useRef, useState } from 'react';

import { authStatus } from '@/api/auth-status';
import type { IntentKey, OpenIntent } from '@/api/intent-key';
import { sessionEnd } from '@/api/session-end';
import { SESSION_STORAGE_KEYS } from '@/config/constants';

/**
 * What open forms held when the session ended (a call answered 401), so after signing in again the user finds
 * the form open with everything typed (docs/security.md, "A session that ends"). Tab-scoped (sessionStorage,
 * cleared with the rest on sign-out), for the same user only, and short-lived. A form keeps its fields
 * (never card details: those live in the card provider's frame), what it was about (a member, an invoice)
 * and its open intents: a write whose answer was lost is tried again under the same Idempotency-Key, so
 * the platform does it once. Nothing is submitted by restoring.
 */
const STORAGE_KEY = SESSION_STORAGE_KEYS.formDrafts;
const VERSION = 1;
/** A draft not restored within this time of being kept has had its moment: it is dropped. */
const DRAFT_LIFETIME_MS = 60 * 60_000;

export type DraftSubject = string | number;

interface FormDraft {
  readonly values: Readonly<Record<string, unknown>>;
  readonly subject?: DraftSubject;
  readonly intents?: readonly OpenIntent[];
  readonly extra?: unknown;
}

interface StoredDrafts {
  readonly version: typeof VERSION;
  /** The user whose forms these were: another user signing in in this tab does not get them. */
  readonly owner: number;
  readonly savedAt: number;
  readonly drafts: Readonly<Record<string, FormDraft>>;
}

/** The forms on screen now, each able to say what it holds. */
const openForms = new Map<string, () => FormDraft | undefined>();

const currentUserId = (): number | null => authStatus.current()?.user?.id ?? null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A kept intent as stored: the request's identity and its key, both text. */
function isOpenIntent(value: unknown): value is OpenIntent {
  return Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string');
}

/** A draft as stored (storage may hold anything): its values, and only the parts of the expected shape. */
function readDraft(draft: unknown): FormDraft | undefined {
  if (!isRecord(draft) || !isRecord(draft.values)) return undefined;
  const { values, subject, intents, extra } = draft;
  return {
    values,
    ...((typeof subject === 'string' || typeof subject === 'number') && { subject }),
    ...(Array.isArray(intents) && { intents: intents.filter(isOpenIntent) }),
    ...(extra !== undefined && { extra }),
  };
}

/** The stored drafts if they are whole, have an owner and are not too old; anything else is removed. */
function readStored(now: number): StoredDrafts | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  if (stored === null) return null;
  if (
    !isRecord(stored) ||
    stored.version !== VERSION ||
    typeof stored.owner !== 'number' ||
    typeof stored.savedAt !== 'number' ||
    !isRecord(stored.drafts) ||
    now - stored.savedAt > DRAFT_LIFETIME_MS ||
    now < stored.savedAt
  ) {
    writeStored(null);
    return null;
  }
  const drafts = Object.fromEntries(
    Object.entries(stored.drafts).flatMap(([id, draft]) => {
      const read = readDraft(draft);
      return read ? [[id, read]] : [];
    }),
  );
  return { version: VERSION, owner: stored.owner, savedAt: stored.savedAt, drafts };
}

/**
 * The drafts the signed-in user may have back: none while the user is not known yet, and none (removed) if
 * they were someone else's.
 */
function readOwnDrafts(now: number): StoredDrafts | null {
  const user = currentUserId();
  if (user === null) return null;
  const stored = readStored(now);
  if (stored && stored.owner !== user) {
    writeStored(null);
    return null;
  }
  return stored;
}

function writeStored(stored: StoredDrafts | null): void {
  try {
    if (stored === null || Object.keys(stored.drafts).length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // storage full or disabled: the forms still work, only without their drafts
  }
}

/**
 * Keeps what every open form holds, beside drafts still waiting to be restored: when the session ends, and
 * again as the user leaves to sign in (they may have gone on typing, or a form may have nothing left to
 * keep). Kept for the user the console knows, or the one they were kept for before; never for nobody.
 */
export function keepOpenDrafts(now: number = Date.now()): void {
  if (openForms.size === 0) return;
  const before = readStored(now);
  const owner = currentUserId() ?? before?.owner ?? null;
  if (owner === null) return;
  const drafts: Record<string, FormDraft> = before?.owner === owner ? { ...before.drafts } : {};
  for (const [id, collect] of openForms) {
    const draft = collect();
    if (draft) drafts[id] = draft;
    else delete drafts[id];
  }
  writeStored({ version: VERSION, owner, savedAt: now, drafts });
}

/** A form closed after the session ended (its work done, or given up): nothing of it is restored. */
function forgetDraft(id: string, now: number = Date.now()): void {
  const stored = readStored(now);
  if (!stored?.drafts[id]) return;
  const { [id]: _forgotten, ...rest } = stored.drafts;
  writeStored({ ...stored, drafts: rest });
}

sessionEnd.subscribe(() => keepOpenDrafts());

/** The draft of form `id` (about `subject`, when it is about something), removed from storage as it is read. */
export function takeDraft(
  id: string,
  subject?: DraftSubject,
  now: number = Date.now(),
): FormDraft | undefined {
  const stored = readOwnDrafts(now);
  const draft = stored?.drafts[id];
  if (!stored || !draft || (subject !== undefined && draft.subject !== subject)) return undefined;
  const { [id]: _taken, ...rest } = stored.drafts;
  writeStored({ ...stored, drafts: rest });
  return draft;
}

/**
 * Whether form `id` was open when the session ended, and about what: the page opens it again. Read once, as
 * the page mounts.
 */
export function useKeptDraft(id: string): { readonly subject?: DraftSubject } | undefined {
  const [kept] = useState(() => {
    const draft = readOwnDrafts(Date.now())?.drafts[id];
    return draft && { subject: draft.subject };
  });
  return kept;
}

/**
 * A form about one of `items` (a member, an invoice) that the session's end interrupted: once the items have
 * loaded, `reopen` is called with that item, once, if it is still listed and `eligible` (still payable, the
 * role still allowed).
 */
export function useReopenKept<Item extends { readonly id: DraftSubject }>(
  id: string,
  items: readonly Item[] | undefined,
  reopen: (item: Item) => void,
  eligible: (item: Item) => boolean,
): void {
  const kept = useKeptDraft(id);
  const [done, setDone] = useState(kept === undefined);
  if (!done && items) {
    setDone(true);
    const item = items.find((candidate) => candidate.id === kept?.subject);
    if (item && eligible(item)) reopen(item);
  }
}

/** A TanStack form, as far as a draft needs it. */
interface DraftableForm<Values> {
  readonly state: { readonly values: Values };
  reset(values: NoInfer<Values>, options?: { keepDefaultValues?: boolean }): void;
}

export interface FormDraftOptions<Values> {
  readonly form: DraftableForm<Values>;
  /** Whether the form is on screen: only an open form keeps a draft, and it is restored as it opens. */
  readonly open: boolean;
  /** What the form is about (a member's id): its draft is restored only into a form about the same. */
  readonly subject?: DraftSubject;
  /** The form's intents, whose open keys are kept so a retry after signing in is the same request. */
  readonly intent?: IntentKey;
  /** Whether it holds anything worth keeping (by default, all an open form holds is). */
  readonly worthKeeping?: boolean;
  /** Fields never kept. */
  readonly omit?: readonly (keyof Values)[];
  /** State of the form's own beyond its fields (a charge whose outcome is unknown). */
  readonly extra?: { keep(): unknown; restore(kept: unknown): void };
}

/**
 * Gives form `id` a draft that outlives the session: kept while the form is open should the session end,
 * restored (once) the next time it opens after the user has signed in again.
 */
export function useFormDraft<Values extends object>(id: string, options: FormDraftOptions<Values>): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
    // What changes after the session ended (a charge found unknown, or approved, as its answer comes) is kept
    // too: the user may reload rather than sign in through the dialog.
    if (options.open && sessionEnd.isEnded()) keepOpenDrafts();
  });
  const { open, subject } = options;
  useEffect(() => {
    if (!open) {
      if (sessionEnd.isEnded()) forgetDraft(id);
      return;
    }
    const { form, intent, extra } = latest.current;
    const draft = takeDraft(id, subject);
    if (draft) {
      form.reset(restoredValues(form.state.values, draft.values), { keepDefaultValues: true });
      if (draft.intents) intent?.adopt(draft.intents);
      if (draft.extra !== undefined) extra?.restore(draft.extra);
    }
    const collect = (): FormDraft | undefined => {
      const { form: current, omit = [], intent: intents, extra: own, worthKeeping = true } = latest.current;
      if (!worthKeeping) return undefined;
      const values = Object.fromEntries(
        Object.entries(current.state.values).filter(([key]) => !omit.includes(key as keyof Values)),
      );
      return {
        values,
        ...(subject !== undefined && { subject }),
        ...(intents && { intents: intents.openIntents() }),
        ...(own && { extra: own.keep() }),
      };
    };
    openForms.set(id, collect);
    return () => {
      if (openForms.get(id) === collect) openForms.delete(id);
    };
  }, [id, open, subject]);
}

/**
 * The form's values with the draft's where they are of the same kind: a draft from an older console (a field
 * since renamed or retyped) fills what it can and never breaks the form.
 */
function restoredValues<Values extends object>(
  current: Values,
  kept: Readonly<Record<string, unknown>>,
): Values {
  const merged: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const [key, now] of Object.entries(current)) {
    if (!(key in kept)) continue;
    const value = kept[key];
    const sameKind =
      now === null || now === undefined
        ? value !== null && typeof value !== 'object'
        : typeof value === typeof now && Array.isArray(value) === Array.isArray(now);
    if (sameKind) merged[key] = value;
  }
  return merged as Values;
}

/** For tests: no form is open. */
export function forgetOpenFormsForTests(): void {
  openForms.clear();
}
