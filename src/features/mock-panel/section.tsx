import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

import type { MockState } from './control-api';

/** What every section of the panel gets: the current state and a way to run a control action. */
export interface SectionProps {
  state: MockState;
  run: (action: () => Promise<unknown>, success: string) => void;
  pending: boolean;
}

/** A titled group of the panel, labelled by its heading. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" borderTopWidth="1px" pt="3">
      <Heading
        as="h3"
        id={headingId}
        size="xs"
        textTransform="uppercase"
        letterSpacing="wide"
        color="fg.muted"
      >
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
