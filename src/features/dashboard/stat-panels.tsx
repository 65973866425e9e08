import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The big number of a stat panel and what it means, underneath. */
export function StatValue({ value, note }: { value: ReactNode; note?: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="3xl" fontWeight="semibold" lineHeight="short" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {note && (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/** A stat panel's skeleton: the number and a line of text. */
export function StatSkeleton() {
  return (
    <Stack gap="2">
      <Skeleton h="9" w="32" />
      <Skeleton h="4" w="48" maxW="full" />
    </Stack>
  );
}
