import {
  Box,
  Button,
  Heading,
  HStack,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { UserPlus, Users } from 'lucide-react';

import { useTranslation } from '@/i18n';

import { MEMBER_ROW_HEIGHT } from './member-row';

const SKELETON_MEMBERS = 6;
const SKELETON_INVITATIONS = 2;

/** While the team loads: the table's frame with placeholder rows, announced once. */
export function MembersSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy borderWidth="1px" rounded="md" overflow="hidden">
      <VisuallyHidden>{t('pages.team.members.loading')}</VisuallyHidden>
      <Box h="10" bg="bg.muted" />
      {Array.from({ length: SKELETON_MEMBERS }, (_, index) => (
        <HStack
          key={index}
          gap="4"
          px="3"
          h={`${MEMBER_ROW_HEIGHT}px`}
          borderTopWidth={index === 0 ? '0' : '1px'}
        >
          <SkeletonCircle size="8" />
          <Stack gap="2" flex="1">
            <Skeleton h="3" w="40%" />
            <Skeleton h="2.5" w="55%" />
          </Stack>
          <Skeleton h="5" w="16" />
          <Skeleton h="3" w="20" display={{ base: 'none', md: 'block' }} />
          <Skeleton h="6" w="16" />
        </HStack>
      ))}
    </Box>
  );
}

/** While the invitations load. */
export function InvitationsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-busy gap="0" borderWidth="1px" rounded="md">
      <VisuallyHidden>{t('pages.team.invitations.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_INVITATIONS }, (_, index) => (
        <HStack key={index} gap="4" px="4" py="3" borderTopWidth={index === 0 ? '0' : '1px'}>
          <Stack gap="2" flex="1">
            <Skeleton h="3" w="45%" />
            <Skeleton h="2.5" w="30%" />
          </Stack>
          <Skeleton h="8" w="24" />
        </HStack>
      ))}
    </Stack>
  );
}

/** A team without members (only ever a fresh or broken account): what the page is for, and the way in. */
export function NoMembers({ onInvite }: { onInvite?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="4"
      px="6"
      py={{ base: '10', md: '14' }}
      borderWidth="1px"
      borderStyle="dashed"
      rounded="lg"
    >
      <Box
        display="flex"
        boxSize="12"
        alignItems="center"
        justifyContent="center"
        rounded="full"
        bg="colorPalette.subtle"
        color="colorPalette.fg"
      >
        <Users aria-hidden size={22} />
      </Box>
      <Heading as="h3" size="md">
        {t('pages.team.members.emptyTitle')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('pages.team.members.emptyBody')}
      </Text>
      {onInvite && (
        <Button onClick={onInvite}>
          <UserPlus aria-hidden />
          {t('pages.team.invite')}
        </Button>
      )}
    </Stack>
  );
}

/** No invitation is waiting. */
export function NoInvitations() {
  const { t } = useTranslation();
  return (
    <Text borderWidth="1px" borderStyle="dashed" rounded="md" px="4" py="5" color="fg.muted" fontSize="sm">
      {t('pages.team.invitations.empty')}
    </Text>
  );
}
