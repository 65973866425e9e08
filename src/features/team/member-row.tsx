import { Avatar, Badge, Box, HStack, IconButton, Stack } from '@chakra-ui/react';
import { UserCog, UserMinus } from 'lucide-react';
import { memo } from 'react';

import type { MemberAsRead } from '@/api/as-read';
import { formatDate, useTranslation } from '@/i18n';

import { memberLabel } from './member-list';
import { roleLabel } from './roles';

/** Every row is two short lines high, so the virtualiser knows each position without measuring. */
export const MEMBER_ROW_HEIGHT = 60;

/** The row actions the signed-in user's role may take; an absent one is not shown (api/permissions.ts). */
export interface MemberActions {
  onChangeRole?: (member: MemberAsRead) => void;
  onRemove?: (member: MemberAsRead) => void;
}

interface MemberRowProps extends MemberActions {
  member: MemberAsRead;
  isSelf: boolean;
  selfHintId: string;
  rowIndex: number;
}

/** One member: avatar, name and email, role, joined date, and the actions. */
export const MemberRow = memo(function MemberRow({
  member,
  isSelf,
  selfHintId,
  rowIndex,
  onChangeRole,
  onRemove,
}: MemberRowProps) {
  const { t } = useTranslation();
  const name = memberLabel(member);
  const changeRoleLabel = t('pages.team.members.changeRoleOf', { name });
  const removeLabel = t('pages.team.members.removeMember', { name });
  return (
    <tr aria-rowindex={rowIndex} data-member-id={member.id}>
      <td className="col-member">
        <HStack gap="3" minW="0">
          <Avatar.Root
            className="member-avatar"
            size="sm"
            colorPalette={isSelf ? 'brand' : 'gray'}
            flexShrink="0"
            aria-hidden
          >
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <HStack gap="2" minW="0">
              <Box as="span" fontWeight="medium" truncate title={name}>
                {name}
              </Box>
              {isSelf && (
                <Badge size="sm" variant="outline" colorPalette="brand" flexShrink="0">
                  {t('pages.team.you')}
                </Badge>
              )}
            </HStack>
            <Box as="span" fontSize="xs" color="fg.muted" truncate title={member.email}>
              {member.email}
            </Box>
          </Stack>
        </HStack>
      </td>
      <td className="col-role">
        <Badge size="sm" colorPalette={member.role === 'admin' ? 'purple' : 'gray'}>
          {roleLabel(t, member.role)}
        </Badge>
      </td>
      <td className="col-joined col-optional">{formatDate(member.createdAt)}</td>
      {(onChangeRole || onRemove) && (
        <td className="col-actions">
          <HStack gap={{ base: '0', md: '0.5' }} justify="flex-end">
            {onChangeRole && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={changeRoleLabel}
                title={changeRoleLabel}
                onClick={() => onChangeRole(member)}
              >
                <UserCog aria-hidden />
              </IconButton>
            )}
            {onRemove && (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={removeLabel}
                title={isSelf ? t('pages.team.members.cannotRemoveSelf') : removeLabel}
                aria-describedby={isSelf ? selfHintId : undefined}
                disabled={isSelf}
                onClick={() => onRemove(member)}
              >
                <UserMinus aria-hidden />
              </IconButton>
            )}
          </HStack>
        </td>
      )}
    </tr>
  );
});
