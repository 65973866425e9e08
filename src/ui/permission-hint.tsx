import { Text } from '@chakra-ui/react';

import type { Gate } from './use-gate';

/** The reason an action is not available, next to it; nothing when it is. */
export function PermissionHint({ gate }: { gate: Gate }) {
  if (gate.allowed || !gate.reason) return null;
  return (
    <Text id={gate.hintId} fontSize="sm" color="fg.muted">
      {gate.reason}
    </Text>
  );
}
