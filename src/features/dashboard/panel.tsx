import {
  Box,
  Button,
  Flex,
  Heading,
  Link as ChakraLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { useDeferredValue, useId, type ReactNode } from 'react';

import { chooseErrorMessage } from '@/api/errors';
import { isPathEnabled } from '@/config';
import { asTranslate } from '@/ui/errors/error-facts';
import { useTranslation } from '@/i18n';

type PanelLinkTarget = '/api-keys' | '/team' | '/billing' | '/models';

interface PanelProps {
  title: string;
  /** A way to the page the panel sums up; left out while that page is switched off. */
  link?: { to: PanelLinkTarget; label: string };
  /** At the panel's foot, across from the link (the refresh control of figures that change). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One panel of the overview: a titled region (named by its heading) with an optional link onwards. */
export function Panel({ title, link, actions, children }: PanelProps) {
  const headingId = useId();
  return (
    <Flex
      as="section"
      aria-labelledby={headingId}
      direction="column"
      gap="3"
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      minW="0"
      h="full"
    >
      <Heading as="h2" size="sm" color="fg.muted" fontWeight="medium" id={headingId}>
        {title}
      </Heading>
      <Box flex="1">{children}</Box>
      {/* In the foot, the figures of panels side by side stay on one line, with or without a refresh control;
          when both do not fit, the control wraps above the link, so links side by side stay on one line too. */}
      <Flex justify="space-between" align="center" gap="2" wrap="wrap-reverse" _empty={{ display: 'none' }}>
        {link && isPathEnabled(link.to) && (
          <ChakraLink asChild fontSize="sm" fontWeight="medium" color="brand.fg">
            <Link to={link.to}>
              {link.label}
              <ArrowRight aria-hidden size={14} />
            </Link>
          </ChakraLink>
        )}
        {actions && <Box ms="auto">{actions}</Box>}
      </Flex>
    </Flex>
  );
}

/** What a panel needs of its query (a TanStack Query result fits). */
export interface PanelQuery<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => Promise<unknown>;
}

interface PanelContentProps<T> {
  query: PanelQuery<T>;
  /** Placeholder shapes while the first answer is on its way. */
  skeleton: ReactNode;
  /** Says what failed ("The wallet could not be loaded"). */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/**
 * A panel's states: its skeleton until the first answer, then the data (kept while a later refetch fails),
 * or, with no data, the catalogue's message and Retry. A failing panel never takes the page with it.
 */
export function PanelContent<T>({ query, skeleton, errorTitle, children }: PanelContentProps<T>) {
  const { t } = useTranslation();
  // The panel's content renders at a lower priority, in slices, once its data is there: six panels whose
  // answers arrive one after the other never block the browser for long.
  const data = useDeferredValue(query.data);
  if (data !== undefined) return <>{children(data)}</>;
  if (query.isError && query.data === undefined) {
    return (
      <Stack role="alert" gap="2" align="flex-start">
        <Flex gap="2" align="center" color="fg.error" fontWeight="medium" fontSize="sm">
          <TriangleAlert aria-hidden size={16} />
          {errorTitle}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {chooseErrorMessage(query.error, asTranslate(t))}
        </Text>
        <Button
          size="xs"
          variant="outline"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
          loadingText={t('pages.overview.retry')}
        >
          {t('pages.overview.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Box role="status" aria-busy>
      <VisuallyHidden>{t('pages.overview.loading')}</VisuallyHidden>
      {skeleton}
    </Box>
  );
}
