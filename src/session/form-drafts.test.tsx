import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStatus, authStatusQuery } from '@/api/auth-status';
import { queryClient } from '@/api/query-client';
import { listApiKeys } from '@/api/generated/endpoints/api-keys/api-keys';
import { createIntentKey, type IntentKey } from '@/api/intent-key';
import { sessionEnd } from '@/api/session-end';
import { SESSION_STORAGE_KEYS } from '@/config/constants';
import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN, DEMO_MEMBER } from '@/mocks/store/demo';
import { signedInAccount } from '@/test/mock-account';
import { signInToMockPlatform } from '@/mocks/testing/browser-session';
import { renderWithProviders as render } from '@/test/render';
import { useAppForm } from '@/ui/form';

import { keepOpenDrafts, takeDraft, useFormDraft, useKeptDraft } from './form-drafts';

interface NoteValues {
  title: string;
  secret: string;
  urgent: boolean;
}
const DEFAULTS: NoteValues = { title: '', secret: '', urgent: false };

/** A form like the console's dialogs: fields in the form kit, a draft while it is open. */
function NoteForm({
  open = true,
  subject,
  intent,
}: {
  open?: boolean;
  subject?: number;
  intent?: IntentKey;
}) {
  const form = useAppForm({ defaultValues: DEFAULTS });
  useFormDraft('test.note', { form, open, subject, intent, omit: ['secret'] });
  if (!open) return null;
  return (
    <>
      <form.AppField name="title">{(field) => <field.TextField label="Title" />}</form.AppField>
      <form.AppField name="secret">{(field) => <field.TextField label="Secret" />}</form.AppField>
      <form.AppField name="urgent">{(field) => <field.CheckboxField label="Urgent" />}</form.AppField>
    </>
  );
}

function KeptSubject() {
  const kept = useKeptDraft('test.note');
  return <output>{kept ? `kept:${String(kept.subject)}` : 'nothing kept'}</output>;
}

const stored = () => sessionStorage.getItem(SESSION_STORAGE_KEYS.formDrafts);

/** The session ends the way it does in the console: a call answered 401. */
async function endSessionByA401(): Promise<void> {
  mockDb.faults.set('listApiKeys', { status: 401, code: 'AUTH_REQUIRED', times: 1 });
  await act(() => listApiKeys().catch(() => undefined));
  expect(sessionEnd.isEnded()).toBe(true);
}

async function signedInAs(email: string): Promise<void> {
  signInToMockPlatform(email);
  queryClient.removeQueries({ queryKey: authStatusQuery.queryKey });
  await authStatus.ensure();
}

beforeEach(async () => {
  signedInAccount(DEMO_ADMIN.email);
  await authStatus.ensure();
});

describe('a form open when the session ends', () => {
  it('keeps what was typed, except the fields it never keeps, and gets it back once after signing in', async () => {
    const user = userEvent.setup();
    const first = render(<NoteForm />);
    await user.type(screen.getByLabelText('Title'), 'Quarterly review');
    await user.type(screen.getByLabelText('Secret'), 'hunter2');
    await user.click(screen.getByLabelText('Urgent'));
    await endSessionByA401();
    expect(stored()).toContain('Quarterly review');
    expect(stored()).not.toContain('hunter2');
    first.unmount();

    // The console after signing in again: the same user, a new page load.
    await signedInAs(DEMO_ADMIN.email);
    const second = render(<NoteForm />);
    expect(await screen.findByDisplayValue('Quarterly review')).toBeInTheDocument();
    expect(screen.getByLabelText('Secret')).toHaveValue('');
    expect(screen.getByLabelText('Urgent')).toBeChecked();
    expect(stored()).toBeNull();
    second.unmount();

    // Restored once: the next opening starts afresh.
    render(<NoteForm />);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('is not restored for another user signing in in the same tab', async () => {
    const user = userEvent.setup();
    const first = render(<NoteForm />);
    await user.type(screen.getByLabelText('Title'), 'Payroll');
    await endSessionByA401();
    first.unmount();

    await signedInAs(DEMO_MEMBER.email);
    render(<NoteForm />);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(stored()).toBeNull();
  });

  it('is restored only into a form about the same thing, and tells the page what that was', async () => {
    const user = userEvent.setup();
    const first = render(<NoteForm subject={7} />);
    await user.type(screen.getByLabelText('Title'), 'For seven');
    await endSessionByA401();
    first.unmount();

    render(<KeptSubject />);
    expect(screen.getByText('kept:7')).toBeInTheDocument();
    const other = render(<NoteForm subject={8} />);
    expect(screen.getAllByLabelText('Title')[0]).toHaveValue('');
    other.unmount();
    render(<NoteForm subject={7} />);
    expect(await screen.findByDisplayValue('For seven')).toBeInTheDocument();
  });

  it('keeps the open intents, so a retry after signing in carries the same Idempotency-Key', async () => {
    const request = { amount: 50 };
    const before = createIntentKey();
    // Sent, and no answer yet (or a lost one): the intent is open.
    const sentKey = before.headers(request)['Idempotency-Key'];
    const first = render(<NoteForm intent={before} />);
    await endSessionByA401();
    first.unmount();

    const after = createIntentKey();
    render(<NoteForm intent={after} />);
    await screen.findByLabelText('Title');
    expect(after.headers(request)['Idempotency-Key']).toBe(sentKey);
    expect(after.headers({ amount: 60 })['Idempotency-Key']).not.toBe(sentKey);
  });

  it('is kept only while open; a closed form keeps nothing and an old draft has had its moment', async () => {
    render(<NoteForm open={false} />);
    await endSessionByA401();
    expect(stored()).toBeNull();

    const now = Date.now();
    const open = render(<NoteForm />);
    keepOpenDrafts(now - 2 * 60 * 60_000);
    open.unmount();
    expect(stored()).not.toBeNull();
    expect(takeDraft('test.note', undefined, now)).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('reads a draft a different console wrote as far as it can, and an unreadable one not at all', async () => {
    const owner = authStatus.current()?.user?.id;
    sessionStorage.setItem(
      SESSION_STORAGE_KEYS.formDrafts,
      JSON.stringify({
        version: 1,
        owner,
        savedAt: Date.now(),
        drafts: { 'test.note': { values: { title: 'Kept', urgent: 'yes', renamed: 'x' } } },
      }),
    );
    const first = render(<NoteForm />);
    expect(await screen.findByDisplayValue('Kept')).toBeInTheDocument();
    expect(screen.getByLabelText('Urgent')).not.toBeChecked();
    first.unmount();

    sessionStorage.setItem(SESSION_STORAGE_KEYS.formDrafts, '{not json');
    render(<NoteForm />);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('a form that closes after the session ended (its work done, or given up) leaves nothing to restore', async () => {
    const user = userEvent.setup();
    const first = render(<NoteForm />);
    await user.type(screen.getByLabelText('Title'), 'Done already');
    await endSessionByA401();
    expect(stored()).toContain('Done already');
    first.rerender(<NoteForm open={false} />);
    expect(stored()).toBeNull();
  });

  it('is kept only for a known user, and restored only to the user it was kept for', async () => {
    const user = userEvent.setup();
    const first = render(<NoteForm />);
    await user.type(screen.getByLabelText('Title'), 'Whose?');
    queryClient.removeQueries({ queryKey: authStatusQuery.queryKey }); // the console no longer knows who is signed in
    await endSessionByA401();
    expect(stored()).toBeNull();
    first.unmount();

    await signedInAs(DEMO_ADMIN.email);
    const owner = authStatus.current()?.user?.id;
    const draft = { values: { title: 'Kept' } };
    for (const [who, expected] of [
      [undefined, ''],
      ['7', ''],
      [owner, 'Kept'],
    ] as const) {
      sessionStorage.setItem(
        SESSION_STORAGE_KEYS.formDrafts,
        JSON.stringify({ version: 1, owner: who, savedAt: Date.now(), drafts: { 'test.note': draft } }),
      );
      const shown = render(<NoteForm />);
      expect(screen.getByLabelText('Title')).toHaveValue(expected);
      shown.unmount();
    }
  });
});
