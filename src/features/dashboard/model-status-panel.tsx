import { Badge, Box, Flex, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';

import { reportedHealthStatus, type ReportedHealthStatus } from '@/api/health-status';
import { unreadableCount } from '@/api/unreadable-items';
import { useTranslation } from '@/i18n';
import { UnreadableNotice } from '@/ui/unreadable-notice';

import { useHealthStatus, useModelList } from './account-queries';
import { byAttention, listedEndpoints, type ChatEndpoint } from './model-status';
import { Panel, PanelContent } from './panel';

const STATUS_PALETTE: Record<ReportedHealthStatus['kind'], string> = {
  up: 'green',
  down: 'red',
  degraded: 'orange',
  unknown: 'gray',
  other: 'gray',
};

/**
 * Up, down or degraded per chat endpoint of a listed model, from the health the console polls every 60 s
 * (`GET /health`); each row opens the model on the models page.
 */
export function ModelStatusPanel() {
  const { t } = useTranslation();
  const health = useHealthStatus();
  const models = useModelList();
  // The models decide which endpoints are named: wait for them, unless they failed (then every endpoint).
  const modelsSettled = !models.isPending;
  const unreadable = unreadableCount(health.data, 'chatEndpoints');
  const endpoints = useMemo(
    () =>
      health.data && modelsSettled
        ? byAttention(listedEndpoints(health.data.chatEndpoints, models.data?.data))
        : undefined,
    [health.data, models.data, modelsSettled],
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
        {(data) => (
          <>
            {/* Only unreadable endpoints: the notice alone, not "none reported". */}
            {data.length > 0 ? <EndpointList endpoints={data} /> : unreadable === 0 && <NoEndpoints />}
            <UnreadableNotice count={unreadable}>
              {t('pages.overview.models.unreadable', { count: unreadable })}
            </UnreadableNotice>
          </>
        )}
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
  // A platform may report the endpoints without their status: then "0 of n up" would be untrue.
  const reported = endpoints.some((endpoint) => reportedHealthStatus(endpoint.status).kind !== 'unknown');
  const summary = reported
    ? t('pages.overview.models.summary', {
        up: endpoints.filter((endpoint) => endpoint.status === 'up').length,
        total: endpoints.length,
      })
    : t('pages.overview.models.summaryUnreported', { total: endpoints.length });
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
              <ChakraLink asChild fontFamily="mono" fontSize="sm" color="fg" minW="0">
                <Link to="/models" search={{ model: endpoint.model }} title={endpoint.model}>
                  <Text as="span" truncate>
                    {endpoint.model}
                  </Text>
                </Link>
              </ChakraLink>
              <StatusBadge status={reportedHealthStatus(endpoint.status)} />
            </Flex>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

/** A word the console does not know is shown as the platform sent it; no word, as not reported. */
function StatusBadge({ status }: { status: ReportedHealthStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS_PALETTE[status.kind]} flexShrink="0">
      {status.kind === 'other' ? status.word : t(`pages.overview.models.status.${status.kind}`)}
    </Badge>
  );
}
