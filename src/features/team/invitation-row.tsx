import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { RotateCw, X } from 'lucide-react';

import type { InvitationAsRead } from '@/api/as-read';
import { isOpenInvitation } from '@/api/invitation-status';
import { formatDate, useTranslation } from '@/i18n';

import { roleLabel } from './roles';

/** Resending and cancelling name an invitation by its id, which the platform may leave out. */
export type IdentifiedInvitation = InvitationAsRead & { id: string };

interface InvitationRowProps {
  invitation: InvitationAsRead;
  /** Why the last resend failed, shown in the row. */
  failure: string | undefined;
  first: boolean;
  resending: boolean;
  cancelling: boolean;
  onResend: ((invitation: IdentifiedInvitation) => void) | undefined;
  onCancel: ((invitation: IdentifiedInvitation) => void) | undefined;
}

export function InvitationRow({
  invitation,
  failure,
  first,
  resending,
  cancelling,
  onResend,
  onCancel,
}: InvitationRowProps) {
  const { t } = useTranslation();
  const { id, email, role, status, invitedAt, expiresAt, invitedBy } = invitation;
  const expired = status === 'expired';
  const open = isOpenInvitation(invitation);
  const busy = resending || cancelling;
  // Only the email and the role are certain (spec section 3): the dates show when the platform sends them.
  const invited =
    invitedAt &&
    (invitedBy
      ? t('pages.team.invitations.invitedBy', { date: formatDate(invitedAt), name: invitedBy })
      : t('pages.team.invitations.invitedOn', { date: formatDate(invitedAt) }));
  const expiry =
    expiresAt &&
    (expired
      ? t('pages.team.invitations.expiredOn', { date: formatDate(expiresAt) })
      : t('pages.team.invitations.expires', { date: formatDate(expiresAt) }));
  const dates = [invited, expiry].filter(Boolean).join(' · ');
  // No status is an open invitation; a word the console does not know is shown as it is.
  const statusLabel = open
    ? t('pages.team.invitations.pending')
    : expired
      ? t('pages.team.invitations.expired')
      : status;
  return (
    <Stack
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      align={{ sm: 'center' }}
      gap={{ base: '2', sm: '4' }}
      px="4"
      py="3"
      borderTopWidth={first ? '0' : '1px'}
      aria-busy={busy}
      data-invitation-id={invitation.id}
    >
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium" wordBreak="break-all">
            {email}
          </Text>
          <Badge size="sm" colorPalette={role === 'admin' ? 'purple' : 'gray'}>
            {roleLabel(t, role)}
          </Badge>
          <Badge size="sm" variant="outline" colorPalette={expired ? 'red' : 'orange'}>
            {statusLabel}
          </Badge>
        </HStack>
        {dates && (
          <Text fontSize="sm" color="fg.muted">
            {dates}
          </Text>
        )}
        {failure && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {failure}
          </Text>
        )}
      </Stack>
      {/* Resending and cancelling name the invitation by its id, which the platform may not send; an
          invitation in a state the console does not know (`accepted`) is left alone. */}
      {id !== undefined && (open || expired) && (onResend || onCancel) && (
        <HStack gap="2" flexShrink="0">
          {onResend && (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('pages.team.invitations.resendTo', { email })}
              disabled={busy}
              loading={resending}
              onClick={() => onResend({ ...invitation, id })}
            >
              <RotateCw aria-hidden />
              {t('pages.team.invitations.resend')}
            </Button>
          )}
          {onCancel && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('pages.team.invitations.cancelFor', { email })}
              disabled={busy}
              loading={cancelling}
              onClick={() => onCancel({ ...invitation, id })}
            >
              <X aria-hidden />
              {t('pages.team.invitations.cancel')}
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
