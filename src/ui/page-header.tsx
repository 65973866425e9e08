import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The title block every page of the signed-in app starts with. */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ md: 'flex-end' }}
      gap="4"
      mb="8"
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Stack>
      {actions}
    </Stack>
  );
}
