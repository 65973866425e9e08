import { HStack, Spinner, Text } from '@chakra-ui/react';

/** What a dialog is waiting for (saving, authenticating, a preview), beside a spinner; announced politely. */
export function BusyStatus({ children }: { children: string }) {
  return (
    <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
      <Spinner size="sm" />
      <Text>{children}</Text>
    </HStack>
  );
}
