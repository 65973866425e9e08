import { CloseButton, Drawer, Portal, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

import type { ApiKeyAsRead } from '@/api/as-read';
import { useTranslation } from '@/i18n';
import { ChunkErrorBoundary } from '@/ui/chunk-error';

import type { UsagePeriod } from '@/config/dates';

// The chart (uPlot) and the usage tables load with the first opening, not with the page.
const KeyUsagePanel = lazy(() => import('./key-usage-panel'));

interface KeyUsageDrawerProps {
  /** The key whose usage is shown; null when closed. */
  apiKey: ApiKeyAsRead | null;
  days: UsagePeriod;
  onDaysChange: (days: UsagePeriod) => void;
  onClose: () => void;
}

function PanelSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-busy gap="4">
      <VisuallyHidden>{t('pages.apiKeys.usage.loading')}</VisuallyHidden>
      <Skeleton h="8" w="56" />
      <Skeleton h="16" />
      <Skeleton h="56" />
      <Skeleton h="24" />
    </Stack>
  );
}

/** A key's usage in a side panel: requests per day over a chosen period, and per model. */
export function KeyUsageDrawer({ apiKey, days, onDaysChange, onClose }: KeyUsageDrawerProps) {
  const { t } = useTranslation();
  // The key stays shown while the panel animates out.
  const [shown, setShown] = useState(apiKey);
  if (apiKey && apiKey !== shown) setShown(apiKey);

  return (
    <Drawer.Root
      open={apiKey !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: 'full', md: 'lg' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header pe="12">
              <Drawer.Title wordBreak="break-word">
                {t('pages.apiKeys.usage.title', { name: shown?.name ?? '' })}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="8">
              {shown && (
                <ChunkErrorBoundary>
                  <Suspense fallback={<PanelSkeleton />}>
                    <KeyUsagePanel apiKey={shown} days={days} onDaysChange={onDaysChange} />
                  </Suspense>
                </ChunkErrorBoundary>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t('pages.apiKeys.usage.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
