import { Box, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import type { Ref } from 'react';

import { useTranslation } from '@/i18n';

import { CreateKeyButton } from './create-key-button';
import { ROW_HEIGHT } from './key-table-layout';

const SKELETON_ROWS = 6;

/** While the list loads: the table's frame with placeholder rows, announced once. */
export function KeyListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy borderWidth="1px" rounded="md" overflow="hidden">
      <VisuallyHidden>{t('pages.apiKeys.list.loading')}</VisuallyHidden>
      <Box h="10" bg="bg.muted" />
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Stack
          key={index}
          direction="row"
          align="center"
          gap="6"
          px="3"
          h={`${ROW_HEIGHT}px`}
          borderTopWidth={index === 0 ? '0' : '1px'}
        >
          <Skeleton h="3" w="40" />
          <Skeleton h="3" flex="1" display={{ base: 'none', md: 'block' }} />
          <Skeleton h="3" w="24" />
          <Skeleton h="3" w="20" />
          <Skeleton h="6" w="24" />
        </Stack>
      ))}
    </Box>
  );
}

interface EmptyKeyListProps {
  onCreate: () => void;
  createRef?: Ref<HTMLButtonElement>;
}

/** No key yet: what keys are for, and a way to create the first. */
export function EmptyKeyList({ onCreate, createRef }: EmptyKeyListProps) {
  const { t } = useTranslation();
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="4"
      px="6"
      py={{ base: '10', md: '16' }}
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
        <KeyRound aria-hidden size={22} />
      </Box>
      <Heading as="h2" size="lg">
        {t('pages.apiKeys.empty.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('pages.apiKeys.empty.body')}
      </Text>
      <CreateKeyButton ref={createRef} onClick={onCreate} />
    </Stack>
  );
}
