import { HStack, Text } from '@chakra-ui/react';
import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** A message inside a dialog or above a panel: an error (announced at once, `role="alert"`) or a note. */
export function FormAlert({
  children,
  tone = 'error',
  id,
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
  id?: string;
}) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : Info;
  return (
    <HStack
      id={id}
      role={error ? 'alert' : undefined}
      align="flex-start"
      gap="3"
      p="3"
      rounded="md"
      bg={error ? 'red.subtle' : 'bg.muted'}
      color={error ? 'red.fg' : 'fg.muted'}
    >
      <Icon aria-hidden size={16} style={{ flexShrink: 0, marginTop: '2px' }} />
      <Text fontSize="sm">{children}</Text>
    </HStack>
  );
}
