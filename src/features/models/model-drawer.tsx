import { Center, CloseButton, Drawer, HStack, Portal, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';

import { useGetModel } from '@/api/generated/endpoints/models/models';
import type { ModelDetailAsRead } from '@/api/as-read';
import { PageErrorState } from '@/ui/errors';
import { useHealth } from '@/api/health';
import { useTranslation } from '@/i18n';
import { ChunkErrorBoundary } from '@/ui/chunk-error';

import { reportedHealthStatus } from '@/api/health-status';

import { endpointStatuses, pricesOf, type ListedModel } from './catalogue';
import { ModelTypeBadge } from './model-type';
import { CodeSnippets } from './code-snippets';
import { ModelOverview } from './model-overview';
import type { SnippetRequest } from './snippets';

// The playground sends requests and streams replies: its own chunk, loaded when the Test tab opens.
const ModelTest = lazy(() => import('./playground/model-test').then((m) => ({ default: m.ModelTest })));

interface ModelDrawerProps {
  /** The model to show (`?model=<id>`); none: closed. */
  modelId: string | undefined;
  /** The catalogue, to show a listed model at once while its details load. */
  listed: readonly ListedModel[];
  onClose: () => void;
  onCompare: (modelId: string) => void;
}

/** A model's details, code snippets and test, beside the catalogue. */
export function ModelDrawer({ modelId, listed, onClose, onCompare }: ModelDrawerProps) {
  const { t } = useTranslation();
  // The last model shown stays in the drawer while it closes.
  const [shown, setShown] = useState(modelId);
  if (modelId !== undefined && modelId !== shown) setShown(modelId);

  return (
    <Drawer.Root
      open={modelId !== undefined}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      unmountOnExit
      lazyMount
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {shown !== undefined && (
              <ModelDrawerBody
                key={shown}
                modelId={shown}
                listed={listed}
                onCompare={() => onCompare(shown)}
              />
            )}
            <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t('pages.models.detail.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function ModelDrawerBody({
  modelId,
  listed,
  onCompare,
}: {
  modelId: string;
  listed: readonly ListedModel[];
  onCompare: () => void;
}) {
  const { t } = useTranslation();
  const fromList = useMemo(() => listed.find(({ model }) => model.id === modelId), [listed, modelId]);
  // The id goes into the path: encoded, so any id (even one with `/` or markup) asks for that model.
  const query = useGetModel(encodeURIComponent(modelId));
  const { data: health } = useHealth();
  const status = fromList?.status ?? endpointStatuses(health).get(modelId) ?? reportedHealthStatus(undefined);
  // The list's entry shows until the model's own answer arrives, unless asking for it failed.
  const model: ModelDetailAsRead | undefined = query.data ?? (query.isError ? undefined : fromList?.model);
  // The model's own answer may carry no prices (spec section 7 only lists the call): the list's then.
  const prices = (model && pricesOf(model)) ?? fromList?.prices;
  // What the Test tab holds (it stays mounted once opened), so the Code tab shows that very request.
  const [playgroundRequest, setPlaygroundRequest] = useState<SnippetRequest>();

  return (
    <>
      <Drawer.Header pe="12">
        <Stack gap="1" minW="0">
          <Drawer.Title wordBreak="break-word">{model?.id ?? modelId}</Drawer.Title>
          {model && (
            <HStack gap="2">
              <ModelTypeBadge type={model.model_type} />
              {model.owned_by && (
                <Text color="fg.muted" textStyle="sm">
                  {t('pages.models.table.ownedBy', { owner: model.owned_by })}
                </Text>
              )}
            </HStack>
          )}
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        {model ? (
          <Tabs.Root defaultValue="overview" lazyMount variant="line">
            <Tabs.List mb="4">
              <Tabs.Trigger value="overview">{t('pages.models.detail.tabs.overview')}</Tabs.Trigger>
              <Tabs.Trigger value="code">{t('pages.models.detail.tabs.code')}</Tabs.Trigger>
              <Tabs.Trigger value="test">{t('pages.models.detail.tabs.test')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="overview">
              <ModelOverview
                model={model}
                prices={prices}
                status={status}
                onCompare={fromList ? onCompare : undefined}
              />
            </Tabs.Content>
            <Tabs.Content value="code">
              <CodeSnippets model={model} request={playgroundRequest} />
            </Tabs.Content>
            <Tabs.Content value="test">
              <ChunkErrorBoundary>
                <Suspense
                  fallback={
                    <Center py="10" role="status" aria-label={t('pages.models.test.loading')}>
                      <Spinner />
                    </Center>
                  }
                >
                  <ModelTest
                    model={model}
                    prices={prices}
                    status={status}
                    onSnippetRequest={setPlaygroundRequest}
                  />
                </Suspense>
              </ChunkErrorBoundary>
            </Tabs.Content>
          </Tabs.Root>
        ) : query.isError ? (
          <PageErrorState
            title={t('pages.models.detail.loadFailed')}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Center py="10" role="status" aria-label={t('pages.models.detail.loading')}>
            <Spinner />
          </Center>
        )}
      </Drawer.Body>
    </>
  );
}
