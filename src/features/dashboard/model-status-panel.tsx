import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';

import { useTranslation } from '@/i18n';

import { useHealthStatus } from './account-queries';
import { byAttention, type ChatEndpoint, type EndpointStatus } from './model-status';
import { Panel, PanelContent } from './panel';

const STATUS_PALETTE: Record<EndpointStatus, string> = { up: 'green', down: 'red', degraded: 'orange' };

/** Up, down or degraded per chat endpoint, from the health the console polls every 60 s (`GET /health`). */
export function ModelStatusPanel() {
  const { t } = useTranslation();
  const health = useHealthStatus();
  const endpoints = useMemo(
    () => (health.data ? byAttention(health.data.chatEndpoints) : undefined),
    [health.data],
  );
  return (
    <Panel
      title={t('pages.overview.models.title')}
      link={{ to: '/models', label: t('pages.overview.models.link') }}
    >
      <PanelContent
        query={{ ...health, data: endpoints }}
        skeleton={
          <Stack gap="3">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} h="5" />
            ))}
          </Stack>
        }
        errorTitle={t('pages.overview.models.loadFailed')}
      >
        {(data) => (data.length === 0 ? <NoEndpoints /> : <EndpointList endpoints={data} />)}
      </PanelContent>
    </Panel>
  );
}

function NoEndpoints() {
  const { t } = useTranslation();
  return (
    <Text color="fg.muted" fontSize="sm">
      {t('pages.overview.models.empty')}
    </Text>
  );
}

function EndpointList({ endpoints }: { endpoints: readonly ChatEndpoint[] }) {
  const { t } = useTranslation();
  const summary = t('pages.overview.models.summary', {
    up: endpoints.filter((endpoint) => endpoint.status === 'up').length,
    total: endpoints.length,
  });
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {summary}
      </Text>
      {/* A long list scrolls in place; the region takes focus so the keyboard can scroll it too. */}
      <Box role="region" aria-label={summary} tabIndex={0} maxH="15rem" overflowY="auto" pe="1" rounded="sm">
        <Stack as="ul" listStyleType="none" gap="2">
          {endpoints.map((endpoint) => (
            <Flex as="li" key={endpoint.model} justify="space-between" align="center" gap="3">
              <Text fontFamily="mono" fontSize="sm" truncate title={endpoint.model}>
                {endpoint.model}
              </Text>
              <Badge colorPalette={STATUS_PALETTE[endpoint.status]} flexShrink="0">
                {t(`pages.overview.models.status.${endpoint.status}`)}
              </Badge>
            </Flex>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
