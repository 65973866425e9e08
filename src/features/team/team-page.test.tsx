import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useRoleFollowsRefusals } from '@/api/use-permission';
import { DEMO_ADMIN, DEMO_MEMBER } from '@/mocks/store/demo';
import { failOperation, overrideOperation, recordChanges } from '@/test/mock-overrides';
import { server } from '@/test/msw-server';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { signedInQueryClient } from '@/test/signed-in-api';
import { toaster } from '@/ui/toaster';
import { Toaster } from '@/ui/toaster-host';
import { endCssAnimations } from '@/test/end-css-animations';

import { TeamPage } from './team-page';
import type { TeamSearch } from './team-search';
import { signedInTeam } from './test-fixtures';

/** The page with its address kept in state, as the route does, and the app's toaster. */
function renderTeam(initial: TeamSearch = {}, options: { queryClient?: QueryClient } = {}) {
  const searches: TeamSearch[] = [];
  function Harness() {
    const [search, setSearch] = useState<TeamSearch>(initial);
    useRoleFollowsRefusals(); // as the signed-in layout does
    searches.push(search);
    return (
      <>
        <TeamPage
          search={search}
          onSearchChange={(patch) => setSearch((previous) => ({ ...previous, ...patch }))}
        />
        <Toaster />
      </>
    );
  }
  const user = userEvent.setup({ delay: null });
  return { ...renderWithProviders(<Harness />, options), user, searches };
}

let requests: string[] = [];
let restoreClient: (() => void) | undefined;

async function signIn(email: string = DEMO_ADMIN.email, scenario?: 'default' | 'empty' | 'large') {
  const api = await signedInTeam(server, email, scenario ? { scenario } : {});
  restoreClient = api.restore;
  return api;
}

const membersTable = () => screen.findByRole('region', { name: 'Team members' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

// Whole flows against the stateful mock platform, typed and clicked: slower than the default 5 s on a busy machine.
describe('TeamPage', { timeout: 20_000 }, () => {
  beforeAll(endCssAnimations);

  beforeEach(async () => {
    await resetBrowserState();
    // jsdom has no layout: the dialog's focus trap needs boxes, the virtualiser a viewport.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    requests = recordChanges();
  });

  afterEach(() => {
    toaster.remove(); // the toaster is the app's one store: no toast waits in its queue for the next test
    restoreClient?.();
    restoreClient = undefined;
  });

  describe('lists', () => {
    it('shows skeletons while loading, then the members (you marked) and the invitations', async () => {
      await signIn();
      renderTeam();
      expect(screen.getByText('Loading team members')).toBeInTheDocument();
      expect(screen.getByText('Loading invitations')).toBeInTheDocument();

      const table = await membersTable();
      expect(within(table).getByRole('table')).toHaveAttribute('aria-rowcount', '13');
      expect(screen.getByText('12 members')).toBeInTheDocument();
      const anna = row('Anna Lindqvist');
      await waitFor(() => expect(within(row('Anna Lindqvist')).getByText('You')).toBeInTheDocument());
      expect(within(anna).getByText('admin@nordlys.example')).toBeInTheDocument();
      expect(within(anna).getByText('Admin')).toBeInTheDocument();
      expect(within(anna).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument(); // joined, sv-SE

      const invitations = await screen.findByRole('list', { name: 'Invitations' });
      expect(within(invitations).getAllByRole('listitem')).toHaveLength(4);
      expect(within(invitations).getByText('sofia.holm@nordlys.example')).toBeInTheDocument();
      expect(within(invitations).getAllByText('Expired')).toHaveLength(1);
    });

    it('says when nobody is invited, and when the team is empty', async () => {
      await signIn(DEMO_ADMIN.email, 'empty');
      const first = renderTeam();
      expect(await screen.findByText(/No pending invitations/)).toBeInTheDocument();
      expect(await screen.findByText('1 member')).toBeInTheDocument();
      first.unmount();

      overrideOperation('listUsers', []);
      renderTeam();
      expect(await screen.findByRole('heading', { name: 'No team members yet' })).toBeInTheDocument();
    });

    it('a failed member list says "Failed to fetch team members" with a retry, never an empty team', async () => {
      const { db } = await signIn();
      failOperation('listUsers', { status: 500, code: 'SERVER_ERROR', message: 'Boom', times: 1 }, db);
      const { user } = renderTeam();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to fetch team members');
      expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
      expect(screen.queryByText('No team members yet')).not.toBeInTheDocument();
      // The invitations still load on their own.
      expect(await screen.findByRole('list', { name: 'Invitations' })).toBeInTheDocument();

      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await membersTable()).toBeInTheDocument();
      expect(screen.queryByText('Failed to fetch team members')).not.toBeInTheDocument();
    });

    it('a failed invitation list says "Failed to fetch invitations" with a retry, never "no invitations"', async () => {
      const { db } = await signIn();
      failOperation('listInvitations', { network: true, times: 1 }, db);
      const { user } = renderTeam();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to fetch invitations');
      expect(alert).toHaveTextContent('Network error. Please check your connection and try again.');
      expect(screen.queryByText(/No pending invitations/)).not.toBeInTheDocument();
      expect(await membersTable()).toBeInTheDocument();

      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('list', { name: 'Invitations' })).toBeInTheDocument();
    });

    it("lists an invitation with only the spec's email and role: no dates, no actions; another status word as it is", async () => {
      await signIn();
      overrideOperation('listInvitations', [
        { email: 'ny@nordlys.example', role: 'member' },
        { email: 'sen@nordlys.example', role: 'owner', status: 'accepted' },
      ]);
      renderTeam();
      const list = await screen.findByRole('list', { name: 'Invitations' });
      const [bare, other] = ['ny@nordlys.example', 'sen@nordlys.example'].map(
        (email) => within(list).getByText(email).closest('li') as HTMLElement,
      );
      expect(bare).toHaveTextContent('Pending');
      expect(bare).not.toHaveTextContent(/Invited|expires/);
      // Resending and cancelling need the invitation's id, which this answer does not carry.
      expect(within(bare!).queryByRole('button')).not.toBeInTheDocument();
      // A role and a status word the console does not know are shown as the platform sent them.
      expect(other).toHaveTextContent('owner');
      expect(other).toHaveTextContent('accepted');
      expect(await membersTable()).toBeInTheDocument();
    });

    it('renders a name containing HTML as text', async () => {
      const api = await signIn();
      const erik = api.db.users.byEmail(DEMO_MEMBER.email);
      const name = '<img src=x onerror="window.__pwned=1"><b>Erik</b>';
      api.db.users.update(erik?.id ?? 0, { name });
      const { container } = renderTeam();
      await membersTable();
      expect(screen.getByText(name)).toBeInTheDocument();
      expect(container.querySelector('img[src="x"]')).toBeNull();
      expect(document.querySelector('b')).toBeNull();
    });

    it('searches by name or email and filters by role, keeping both in the address', async () => {
      await signIn();
      const { user, searches } = renderTeam();
      await membersTable();
      await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'MEMBER@nordlys');
      expect(await screen.findByText('1 of 12 members matches')).toBeInTheDocument();
      expect(row('Erik Johansson')).toBeInTheDocument();
      await waitFor(() => expect(searches.at(-1)).toMatchObject({ q: 'MEMBER@nordlys' }));

      await user.clear(screen.getByRole('searchbox', { name: 'Search members' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), 'admin');
      expect(searches.at(-1)).toMatchObject({ role: 'admin' });
      const rows = within(await membersTable())
        .getAllByRole('row')
        .slice(1);
      expect(rows.length).toBeGreaterThan(1);
      for (const r of rows) expect(within(r).getByText('Admin')).toBeInTheDocument();

      await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody-by-this-name');
      await user.click(await screen.findByRole('button', { name: 'Clear search and filter' }));
      expect(await screen.findByText('12 members')).toBeInTheDocument();
    });

    it('renders only the rows in view of a 2,000-member team', async () => {
      await signIn(DEMO_ADMIN.email, 'large');
      renderTeam();
      const table = within(await membersTable()).getByRole('table');
      expect(table).toHaveAttribute('aria-rowcount', '2001');
      expect(screen.getByText('2,000 members')).toBeInTheDocument();
      const rendered = within(table).getAllByRole('row').length;
      expect(rendered).toBeGreaterThan(10);
      expect(rendered).toBeLessThan(60);
    });
  });

  describe('invite', () => {
    it('opens from ?invite=true and closes back to the plain address', async () => {
      await signIn();
      const { user, searches } = renderTeam({ invite: true });
      const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveFocus());
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(searches.at(-1)?.invite).toBeUndefined();
    });

    it('validates the address, and refuses a member or a pending invitation before sending', async () => {
      await signIn();
      const { user } = renderTeam();
      await membersTable();
      await screen.findByRole('list', { name: 'Invitations' });
      await user.click(screen.getByRole('button', { name: 'Invite member' }));
      const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
      const email = within(dialog).getByRole('textbox', { name: /Email/ });

      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
      await user.type(email, 'erik@');
      expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();

      await user.clear(email);
      await user.type(email, 'Member@Nordlys.example');
      expect(
        await within(dialog).findByText('Member@Nordlys.example is already a member of the team.'),
      ).toBeInTheDocument();
      await user.clear(email);
      await user.type(email, 'sofia.holm@nordlys.example');
      expect(
        await within(dialog).findByText(
          'sofia.holm@nordlys.example already has a pending invitation. You can resend it from the list.',
        ),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      expect(requests).toEqual([]);
    });

    it('sends once on a double click, toasts, lists the invitation and returns focus', async () => {
      await signIn();
      const { user } = renderTeam();
      await screen.findByRole('list', { name: 'Invitations' });
      const invite = screen.getByRole('button', { name: 'Invite member' });
      await user.click(invite);
      const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
      await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new.person@nordlys.example');
      await user.click(within(dialog).getByRole('radio', { name: /Admin/ }));
      await user.dblClick(within(dialog).getByRole('button', { name: 'Send invitation' }));

      expect(await screen.findByText('Invitation sent to new.person@nordlys.example')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(requests).toEqual(['POST /v1/users/invites']);
      const item = within(screen.getByRole('list', { name: 'Invitations' }))
        .getByText('new.person@nordlys.example')
        .closest('li');
      expect(item).toHaveTextContent('Admin');
      await waitFor(() => expect(invite).toHaveFocus());
    });

    it('names the conflict when the server finds the address taken (the page was out of date)', async () => {
      const api = await signIn();
      const { user } = renderTeam();
      await screen.findByRole('list', { name: 'Invitations' });
      // Someone else invites this address after the page loaded.
      const account = api.db.users.byEmail(DEMO_ADMIN.email)?.accountId ?? 0;
      api.db.invitations.create({
        accountId: account,
        email: 'late@nordlys.example',
        role: 'member',
        invitedBy: null,
      });

      await user.click(screen.getByRole('button', { name: 'Invite member' }));
      const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
      await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'late@nordlys.example');
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

      expect(
        await within(dialog).findByText(
          'late@nordlys.example already has a pending invitation. You can resend it from the list.',
        ),
      ).toBeInTheDocument();
      expect(requests).toEqual(['POST /v1/users/invites']);
      // The lists were reloaded: the invitation is on the page now.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(
        within(screen.getByRole('list', { name: 'Invitations' })).getByText('late@nordlys.example'),
      ).toBeInTheDocument();
    });

    it('keeps what was typed and says why when the role changed meanwhile (INSUFFICIENT_PERMISSIONS)', async () => {
      const api = await signIn();
      const { user } = renderTeam({ invite: true });
      const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
      await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'friend@nordlys.example');
      const anna = api.db.users.byEmail(DEMO_ADMIN.email);
      api.db.users.update(anna?.id ?? 0, { role: 'member' });
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        "You don't have permission to perform this action.",
      );
      expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('friend@nordlys.example');
      expect(within(dialog).getByRole('button', { name: 'Send invitation' })).toBeEnabled();
      // The role is asked again after the refusal: the page follows it, the open dialog stays.
      const invite = screen.getByRole('button', { name: 'Invite member', hidden: true });
      await waitFor(() => expect(invite).toHaveAttribute('aria-disabled', 'true'));
      expect(invite).toHaveAccessibleDescription('Only admins can invite members.');
      expect(screen.getByRole('dialog', { name: 'Invite a team member' })).toBeInTheDocument();
    });
  });

  describe('as a member', () => {
    it('shows Invite disabled with the reason, and no role, removal or invitation actions', async () => {
      await signIn(DEMO_MEMBER.email);
      const { user, searches } = renderTeam();
      const table = await membersTable();
      await screen.findByRole('list', { name: 'Invitations' });
      const invite = screen.getByRole('button', { name: 'Invite member' });
      await waitFor(() => expect(invite).toHaveAttribute('aria-disabled', 'true'));
      expect(invite).toHaveAccessibleDescription('Only admins can invite members.');
      expect(
        screen.getByText(
          'Only admins can invite people, change roles, remove members or resend and cancel invitations.',
        ),
      ).toBeInTheDocument();
      // Still reachable by keyboard (to hear why), but it opens nothing.
      invite.focus();
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(searches.at(-1)?.invite).toBeUndefined();
      expect(within(table).queryByRole('button', { name: /^Change role of / })).not.toBeInTheDocument();
      expect(within(table).queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
      expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Invitations' });
      expect(within(list).queryByRole('button')).not.toBeInTheDocument();
      expect(requests).toEqual([]);
    });

    it('does not open the invite dialog from the address', async () => {
      const api = await signIn(DEMO_MEMBER.email);
      // As in the app: every signed-in screen has the auth status, whose user carries the role.
      renderTeam({ invite: true }, { queryClient: await signedInQueryClient(api) });
      await membersTable();
      expect(screen.getByRole('button', { name: 'Invite member' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('invitations', () => {
    it('resends and cancels an invitation, each once', async () => {
      await signIn();
      const { user } = renderTeam();
      const list = await screen.findByRole('list', { name: 'Invitations' });

      await user.dblClick(
        within(list).getByRole('button', { name: 'Resend the invitation to oskar.lund@nordlys.example' }),
      );
      expect(
        await screen.findByText('The invitation to oskar.lund@nordlys.example was sent again'),
      ).toBeInTheDocument();
      // Renewed: pending again.
      await waitFor(() =>
        expect(within(list).getByText('oskar.lund@nordlys.example').closest('li')).toHaveTextContent(
          'Pending',
        ),
      );

      const cancelLars = () =>
        user.click(
          within(list).getByRole('button', { name: 'Cancel the invitation to lars.nyberg@nordlys.example' }),
        );
      // A confirmation first, focused on the way back: keeping sends nothing.
      await cancelLars();
      let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this invitation?' });
      expect(dialog).toHaveTextContent('lars.nyberg@nordlys.example will no longer be able to join');
      expect(within(dialog).getByRole('button', { name: 'Keep invitation' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Keep invitation' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(0);

      await cancelLars();
      dialog = await screen.findByRole('alertdialog', { name: 'Cancel this invitation?' });
      await user.dblClick(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
      expect(
        await screen.findByText('The invitation to lars.nyberg@nordlys.example was cancelled'),
      ).toBeInTheDocument();
      expect(within(list).queryByText('lars.nyberg@nordlys.example')).not.toBeInTheDocument();
      expect(requests.filter((r) => r.startsWith('POST'))).toHaveLength(1);
      expect(requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(1);
    });

    it('a refused resend says why in its row, which stays once the role is asked again', async () => {
      const api = await signIn();
      const { user } = renderTeam();
      const list = await screen.findByRole('list', { name: 'Invitations' });
      // Demoted by another admin meanwhile.
      api.db.users.update(api.db.users.byEmail(DEMO_ADMIN.email)?.id ?? 0, { role: 'member' });
      await user.click(
        within(list).getByRole('button', { name: 'Resend the invitation to oskar.lund@nordlys.example' }),
      );
      const item = within(list).getByText('oskar.lund@nordlys.example').closest('li') as HTMLElement;
      expect(await within(item).findByRole('alert')).toHaveTextContent(
        "The invitation could not be resent. You don't have permission to perform this action.",
      );
      await waitFor(() => expect(within(list).queryByRole('button')).not.toBeInTheDocument());
      expect(within(item).getByRole('alert')).toBeInTheDocument();
    });

    it('a refused cancel says why in the confirmation and keeps the invitation', async () => {
      const api = await signIn();
      const { user } = renderTeam();
      const list = await screen.findByRole('list', { name: 'Invitations' });
      await user.click(
        within(list).getByRole('button', { name: 'Cancel the invitation to lars.nyberg@nordlys.example' }),
      );
      const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this invitation?' });
      // Demoted by another admin while the confirmation is open.
      api.db.users.update(api.db.users.byEmail(DEMO_ADMIN.email)?.id ?? 0, { role: 'member' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        "You don't have permission to perform this action.",
      );
      expect(within(dialog).getByRole('button', { name: 'Cancel invitation' })).toBeEnabled();
      expect(within(list).getByText('lars.nyberg@nordlys.example')).toBeInTheDocument();
    });
  });

  describe('members', () => {
    it('cannot remove yourself', async () => {
      await signIn();
      renderTeam();
      await membersTable();
      // Known once the signed-in user is (GET /v1/users/me, or the stored user: in the app, at once).
      await waitFor(() => expect(within(row('Anna Lindqvist')).getByText('You')).toBeInTheDocument());
      const remove = within(row('Anna Lindqvist')).getByRole('button', { name: 'Remove Anna Lindqvist' });
      expect(remove).toBeDisabled();
      expect(remove).toHaveAccessibleDescription('You cannot remove yourself from the team.');
    });

    it('removes a member after a confirmation that names them, once', async () => {
      await signIn();
      const { user } = renderTeam();
      await membersTable();
      await user.click(screen.getByRole('button', { name: 'Remove Erik Johansson' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Remove Erik Johansson from the team?' });
      expect(dialog).toHaveTextContent('Erik Johansson (member@nordlys.example)');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep member' })).toHaveFocus());
      await user.dblClick(within(dialog).getByRole('button', { name: 'Remove member' }));

      expect(await screen.findByText('Erik Johansson was removed from the team')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('row', { name: /Erik Johansson/ })).not.toBeInTheDocument();
      expect(screen.getByText('11 members')).toBeInTheDocument();
      expect(requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(1);
      // Its row is gone: focus lands on the search.
      await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveFocus());
    });

    it('changes a role and returns focus to the row', async () => {
      await signIn();
      const { user } = renderTeam();
      await membersTable();
      const trigger = screen.getByRole('button', { name: 'Change role of Erik Johansson' });
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Change the role of Erik Johansson' });
      const save = within(dialog).getByRole('button', { name: 'Save role' });
      expect(save).toBeDisabled(); // nothing changed yet
      await user.click(within(dialog).getByRole('radio', { name: /Admin/ }));
      await user.dblClick(save);

      expect(await screen.findByText('Erik Johansson: role changed to Admin')).toBeInTheDocument();
      await waitFor(() => expect(within(row('Erik Johansson')).getByText('Admin')).toBeInTheDocument());
      expect(requests).toEqual([expect.stringMatching(/^PUT \/v1\/users\/\d+$/)]);
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    it('starts every opening of the role dialog from the current role', async () => {
      await signIn();
      const { user } = renderTeam();
      await membersTable();
      const trigger = screen.getByRole('button', { name: 'Change role of Erik Johansson' });
      await user.click(trigger);
      let dialog = await screen.findByRole('dialog', { name: 'Change the role of Erik Johansson' });
      await user.click(within(dialog).getByRole('radio', { name: /Admin/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(trigger);
      dialog = await screen.findByRole('dialog', { name: 'Change the role of Erik Johansson' });
      expect(within(dialog).getByRole('radio', { name: /Member/ })).toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Save role' })).toBeDisabled();
      expect(requests).toEqual([]);
    });

    it('keeps the last admin an admin', async () => {
      await signIn(DEMO_ADMIN.email, 'empty');
      const { user } = renderTeam();
      await membersTable();
      await user.click(screen.getByRole('button', { name: 'Change role of Anna Lindqvist' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change the role of Anna Lindqvist' });
      await user.click(within(dialog).getByRole('radio', { name: /Member/ }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Anna Lindqvist is the only admin.');
      expect(within(dialog).getByRole('button', { name: 'Save role' })).toBeDisabled();
    });
  });
});
