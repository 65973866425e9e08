import { Alert } from '@chakra-ui/react';

/**
 * Says that a list left out items the console could not read (api/unreadable-items.ts), under the list:
 * "1 invoice could not be shown". Nothing when none were left out. A status, not an alert: the rest of the
 * list works, and the user may carry on.
 */
export function UnreadableNotice({ count, children }: { count: number; children: string }) {
  if (count === 0) return null;
  return (
    <Alert.Root
      status="warning"
      variant="subtle"
      size="sm"
      mt="3"
      role="status"
      data-testid="unreadable-notice"
    >
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
