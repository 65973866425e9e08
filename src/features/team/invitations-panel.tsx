import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState } from 'react';

import type { InvitationAsRead } from '@/api/as-read';
import { invitationCounts } from '@/api/invitation-status';
import { unreadableCount } from '@/api/unreadable-items';
import { PageErrorState } from '@/ui/errors';
import { UnreadableNotice } from '@/ui/unreadable-notice';
import { usePermission } from '@/api/use-permission';
import { useTranslation } from '@/i18n';
import { LazyConfirmDialog } from '@/ui/lazy-confirm-dialog';
import { toaster } from '@/ui/toaster';

import { orderInvitations } from './member-list';
import { type IdentifiedInvitation, InvitationRow } from './invitation-row';
import { InvitationsSkeleton, NoInvitations } from './team-states';
import type { useTeamInvitations } from './use-team-data';
import { useErrorMessage } from '@/ui/form';
import { usePendingActions } from './use-pending-actions';
import { useCancelTeamInvitation, useResendTeamInvitation } from './use-team-mutations';

/** `3 pending · 1 expired`: pending counted as the overview counts them (`invitationCounts`). */
function InvitationCounts({ invitations }: { invitations: readonly InvitationAsRead[] }) {
  const { t } = useTranslation();
  const { pending, expired } = invitationCounts(invitations);
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="invitation-counts">
      {t('pages.team.invitations.countPending', { count: pending })}
      {expired > 0 && ` · ${t('pages.team.invitations.countExpired', { count: expired })}`}
    </Text>
  );
}

interface InvitationsPanelProps {
  invitations: ReturnType<typeof useTeamInvitations>;
}

/**
 * Invitations waiting for an answer (and expired ones, which can be sent again): resend or cancel each.
 * A failed list says 'Failed to fetch invitations' with a retry, never "no invitations".
 */
export function InvitationsPanel({ invitations }: InvitationsPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorMessage = useErrorMessage();
  const resend = useResendTeamInvitation();
  const cancel = useCancelTeamInvitation();
  const actions = usePendingActions();
  // Not shown to a role that may not (the page's note says why).
  const mayResend = usePermission('team.resendInvitation').allowed;
  const mayCancel = usePermission('team.cancelInvitation').allowed;
  const ordered = useMemo(() => orderInvitations(invitations.data ?? []), [invitations.data]);

  // A failed resend says why in its row, next to the button (a refusal included), until it is tried again.
  const [resendFailures, setResendFailures] = useState<Readonly<Record<string, string>>>({});
  const setResendFailure = (id: string, message: string | undefined) =>
    setResendFailures(({ [id]: _, ...others }) => (message ? { ...others, [id]: message } : others));
  const onResend = (invitation: IdentifiedInvitation) =>
    void actions.run(`resend:${invitation.id}`, async () => {
      setResendFailure(invitation.id, undefined);
      try {
        await resend.mutateAsync({ inviteId: invitation.id });
        toaster.create({
          type: 'success',
          title: t('pages.team.invitations.resent', { email: invitation.email }),
        });
      } catch (error) {
        setResendFailure(
          invitation.id,
          `${t('pages.team.invitations.resendFailed')}. ${errorMessage(error)}`,
        );
      }
    });

  // Cancelling needs a confirmation: the invitee's link stops working at once.
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Kept after closing, so the text does not go blank while the dialog animates out.
  const [cancelling, setCancelling] = useState<IdentifiedInvitation | null>(null);
  // Kept: focus goes back to the row's Cancel button (the dialog's default). Cancelled: the row is gone,
  // so focus stays in the section, on its heading.
  const focusAfterCancel = useRef<HTMLElement | null>(null);
  const askToCancel = (invitation: IdentifiedInvitation) => {
    focusAfterCancel.current = null;
    setCancelling(invitation);
    setConfirmOpen(true);
  };
  const cancelConfirmed = async (): Promise<string | undefined> => {
    if (!cancelling) return undefined;
    try {
      await cancel.mutateAsync({ inviteId: cancelling.id });
    } catch (error) {
      return errorMessage(error);
    }
    focusAfterCancel.current = headingRef.current;
    toaster.create({
      type: 'success',
      title: t('pages.team.invitations.cancelled', { email: cancelling.email }),
    });
    return undefined;
  };

  // Invitations the platform sent in a form the console cannot read: left out, and said so under the list.
  const unreadable = unreadableCount(invitations.data);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <HStack gap="2" align="baseline">
        <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="md" outline="none">
          {t('pages.team.invitations.heading')}
        </Heading>
        {invitations.isSuccess && ordered.length > 0 && <InvitationCounts invitations={ordered} />}
      </HStack>
      {invitations.isPending ? (
        <InvitationsSkeleton />
      ) : invitations.isError ? (
        <PageErrorState
          error={invitations.error}
          title={t('errors.fallbacks.invitations')}
          onRetry={() => void invitations.refetch()}
          retrying={invitations.isFetching}
        />
      ) : ordered.length === 0 && unreadable === 0 ? (
        <NoInvitations />
      ) : ordered.length === 0 ? null : (
        <Box
          as="ul"
          aria-label={t('pages.team.invitations.label')}
          borderWidth="1px"
          rounded="md"
          listStyle="none"
        >
          {ordered.map((invitation, index) => (
            <InvitationRow
              key={invitation.id ?? invitation.email}
              invitation={invitation}
              first={index === 0}
              resending={actions.isPending(`resend:${invitation.id}`)}
              failure={invitation.id === undefined ? undefined : resendFailures[invitation.id]}
              cancelling={confirmOpen && cancelling?.id === invitation.id && cancel.isPending}
              onResend={mayResend ? onResend : undefined}
              onCancel={mayCancel ? askToCancel : undefined}
            />
          ))}
        </Box>
      )}
      {invitations.isSuccess && (
        <UnreadableNotice count={unreadable}>
          {t('pages.team.invitations.unreadable', { count: unreadable })}
        </UnreadableNotice>
      )}
      <LazyConfirmDialog
        open={confirmOpen}
        title={t('pages.team.invitations.cancelTitle')}
        description={t('pages.team.invitations.cancelBody', { email: cancelling?.email ?? '' })}
        confirmLabel={t('pages.team.invitations.cancelConfirm')}
        busyLabel={t('pages.team.invitations.cancelling')}
        keepLabel={t('pages.team.invitations.keep')}
        unexpectedError={t('errors.unexpected')}
        onConfirm={cancelConfirmed}
        onClose={() => setConfirmOpen(false)}
        finalFocusRef={focusAfterCancel}
      />
    </Stack>
  );
}
