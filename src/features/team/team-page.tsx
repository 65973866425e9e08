import { Button, Stack } from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';

import type { UserRole } from '@/api/generated/model';
import type { MemberAsRead } from '@/api/as-read';
import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';
import { PermissionHint } from '@/ui/permission-hint';
import { useReopenKept } from '@/session/form-drafts';
import { useGate } from '@/ui/use-gate';

import { FormAlert } from '@/ui/form-alert';
import type { KnownPeople } from './invite-form';
import { InvitationsPanel } from './invitations-panel';
import { ChangeRoleDialog, InviteDialog, RemoveMemberDialog } from './lazy-team-dialogs';
import { MembersPanel } from './members-panel';
import type { TeamSearch } from './team-search';
import { useCurrentUser, useTeamInvitations, useTeamMembers } from './use-team-data';

export interface TeamPageProps {
  search: TeamSearch;
  /** Merges into the address's search params (`replace`: no new history entry). */
  onSearchChange: (patch: Partial<TeamSearch>, options?: { replace?: boolean }) => void;
}

/**
 * /team: the members (searchable, filtered by role, virtualised for big teams) and the pending invitations;
 * invite (`?invite=true` opens the dialog), resend and cancel invitations, change roles, remove members.
 * What the user's role may not do is disabled with its reason (Invite) or not shown (row and invitation
 * actions, explained by the note above the list); a refusal that still comes shows the catalogue's message.
 */
export function TeamPage({ search, onSearchChange }: TeamPageProps) {
  const { t } = useTranslation();
  const members = useTeamMembers();
  const invitations = useTeamInvitations();
  const me = useCurrentUser();
  const inviteRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const actionTriggerRef = useRef<HTMLElement | null>(null);
  const [changingRole, setChangingRole] = useState<MemberAsRead | null>(null);
  const [removing, setRemoving] = useState<MemberAsRead | null>(null);
  const invite = useGate('team.invite');
  const changeRole = useGate('team.changeRole');
  const remove = useGate('team.remove');

  // A role change the session's end interrupted opens again, with its choice, once its member is listed.
  useReopenKept('team.changeRole', members.data, setChangingRole, () => changeRole.allowed);

  // The invite dialog opens only for a role that may invite, and once open it stays (what was typed is
  // kept) even if the role turns out otherwise meanwhile: the refusal is then shown in it.
  const inviteAsked = search.invite === true;
  const [inviteOpened, setInviteOpened] = useState(false);
  if (inviteAsked && invite.allowed && !inviteOpened) setInviteOpened(true);
  if (!inviteAsked && inviteOpened) setInviteOpened(false);
  const inviteOpen = inviteAsked && (invite.allowed || inviteOpened);

  const remember = useCallback(() => {
    actionTriggerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onChangeRole = useCallback(
    (member: MemberAsRead) => {
      remember();
      setChangingRole(member);
    },
    [remember],
  );
  const onRemove = useCallback(
    (member: MemberAsRead) => {
      remember();
      setRemoving(member);
    },
    [remember],
  );
  // Focus goes back to the button that opened a dialog; if its row is gone (a removed member), to the search.
  const focusAfterAction = useMemo(
    () => ({
      get current(): HTMLElement | null {
        const trigger = actionTriggerRef.current;
        return trigger?.isConnected ? trigger : (searchRef.current ?? inviteRef.current);
      },
    }),
    [],
  );

  const openInvite = invite.allowed ? () => onSearchChange({ invite: true }) : undefined;
  const onFilterChange = useCallback(
    (patch: { q?: string; role?: UserRole }) => onSearchChange(patch, { replace: true }),
    [onSearchChange],
  );

  const known: KnownPeople = useMemo(
    () => ({ members: members.data, invitations: invitations.data }),
    [members.data, invitations.data],
  );
  const { refetch: refetchMembers } = members;
  const { refetch: refetchInvitations } = invitations;
  const refreshKnown = useCallback(async (): Promise<KnownPeople> => {
    const [users, invites] = await Promise.all([refetchMembers(), refetchInvitations()]);
    return { members: users.data, invitations: invites.data };
  }, [refetchMembers, refetchInvitations]);

  return (
    <>
      <PageHeader
        title={t('pages.team.title')}
        intro={t('pages.team.intro')}
        actions={
          <Stack gap="1" align={{ base: 'flex-start', md: 'flex-end' }}>
            <Button ref={inviteRef} onClick={openInvite} {...invite.triggerProps}>
              <UserPlus aria-hidden />
              {t('pages.team.invite')}
            </Button>
            <PermissionHint gate={invite} />
          </Stack>
        }
      />
      <Stack gap="10">
        {!changeRole.allowed && <FormAlert tone="info">{t('pages.team.memberNote')}</FormAlert>}
        <MembersPanel
          members={members}
          currentUserId={me?.id}
          query={search.q}
          role={search.role}
          onFilterChange={onFilterChange}
          onInvite={openInvite}
          searchRef={searchRef}
          onChangeRole={changeRole.allowed ? onChangeRole : undefined}
          onRemove={remove.allowed ? onRemove : undefined}
        />
        <InvitationsPanel invitations={invitations} />
      </Stack>

      <InviteDialog
        open={inviteOpen}
        onClose={() => onSearchChange({ invite: undefined }, { replace: true })}
        finalFocusRef={inviteRef}
        known={known}
        refreshKnown={refreshKnown}
      />
      <ChangeRoleDialog
        member={changingRole}
        members={members.data ?? []}
        currentUserId={me?.id}
        onClose={() => setChangingRole(null)}
        finalFocusRef={focusAfterAction}
      />
      <RemoveMemberDialog
        member={removing}
        currentUserId={me?.id}
        onClose={() => setRemoving(null)}
        finalFocusRef={focusAfterAction}
      />
    </>
  );
}
