import { Box, Flex, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

import { PageErrorState } from '@/ui/errors';

interface PanelProps {
  title: string;
  /** Buttons at the heading's end (Add card, Export CSV). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A panel of the billing page: a titled section with a border, its heading its accessible name. */
export function Panel({ title, actions, children }: PanelProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      minW="0"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

/** While a panel loads: placeholder lines, announced once. */
export function PanelSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Stack role="status" aria-busy gap="3">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} h={index === 0 ? '8' : '4'} w={index === 0 ? '40%' : `${90 - index * 15}%`} />
      ))}
    </Stack>
  );
}

interface PanelErrorProps {
  error: unknown;
  title: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A panel that failed: the catalogue's message and Retry, in place of its content. */
export function PanelError({ error, title, onRetry, retrying }: PanelErrorProps) {
  return <PageErrorState error={error} title={title} onRetry={onRetry} retrying={retrying} />;
}

/** Nothing to show yet, and what will appear here. */
export function PanelEmpty({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="1"
      px="4"
      py="8"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="md"
    >
      <Text fontWeight="medium">{children}</Text>
      {hint && (
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
