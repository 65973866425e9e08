import {
  Badge,
  HStack,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { useTranslation } from '@/i18n';

import type { ListedModel } from './catalogue';
import { preloadModelDrawer } from './load-model-drawer';
import { ModelTypeBadge } from './model-type';
import { formatPrice } from './cost';
import { EndpointStatusLabel } from './endpoint-status';
import type { ModelsSearch } from './models-search';

/** Tags shown in a row; the rest are counted. */
const VISIBLE_TAGS = 3;
const SKELETON_ROWS = 6;

function ColumnHeaders() {
  const { t } = useTranslation();
  return (
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader>{t('pages.models.table.model')}</Table.ColumnHeader>
        <Table.ColumnHeader>{t('pages.models.table.type')}</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">
          {t('pages.models.table.input')}
          <Text as="span" display="block" fontWeight="normal" color="fg.muted" textStyle="xs">
            {t('pages.models.table.perMillion')}
          </Text>
        </Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">
          {t('pages.models.table.output')}
          <Text as="span" display="block" fontWeight="normal" color="fg.muted" textStyle="xs">
            {t('pages.models.table.perMillion')}
          </Text>
        </Table.ColumnHeader>
        <Table.ColumnHeader>{t('pages.models.status.label')}</Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  );
}

function TableFrame({ children, busy }: { children: React.ReactNode; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    // Positioned, so the visually hidden caption stays inside the scrolling frame on a narrow screen.
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel" position="relative">
      <Table.Root
        size="sm"
        aria-busy={busy || undefined}
        css={{ '& td, & th': { px: { base: '3', md: '4' } } }}
      >
        <Table.Caption captionSide="top">
          <VisuallyHidden>{t('pages.models.table.caption')}</VisuallyHidden>
        </Table.Caption>
        <ColumnHeaders />
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The catalogue: one row per model; its id opens the details (`?model=<id>`). */
export function ModelTable({ models }: { models: readonly ListedModel[] }) {
  const { t } = useTranslation();
  return (
    <TableFrame>
      <Table.Body>
        {models.map(({ model, prices, status }) => {
          const tags = model.tags ?? [];
          const extraTags = tags.length - VISIBLE_TAGS;
          return (
            <Table.Row key={model.id}>
              <Table.Cell minW="52" maxW="md">
                <Stack gap="1">
                  <ChakraLink asChild fontWeight="semibold" color="fg" wordBreak="break-word">
                    <Link
                      from="/models"
                      to="/models"
                      search={(prev: ModelsSearch) => ({ ...prev, model: model.id })}
                      onPointerEnter={preloadModelDrawer}
                      onFocus={preloadModelDrawer}
                    >
                      {model.id}
                    </Link>
                  </ChakraLink>
                  {model.owned_by && (
                    <Text color="fg.muted" textStyle="xs">
                      {t('pages.models.table.ownedBy', { owner: model.owned_by })}
                    </Text>
                  )}
                  {tags.length > 0 && (
                    <HStack gap="1" wrap="wrap" aria-label={t('pages.models.table.tags')} role="list">
                      {tags.slice(0, VISIBLE_TAGS).map((tag) => (
                        <Badge key={tag} role="listitem" variant="outline" size="sm">
                          {tag}
                        </Badge>
                      ))}
                      {extraTags > 0 && (
                        <Text
                          as="span"
                          role="listitem"
                          color="fg.muted"
                          textStyle="xs"
                          title={tags.slice(VISIBLE_TAGS).join(', ')}
                        >
                          {t('pages.models.table.moreTags', { count: extraTags })}
                        </Text>
                      )}
                    </HStack>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <ModelTypeBadge type={model.model_type} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatPrice(prices.input)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatPrice(prices.output)}
              </Table.Cell>
              <Table.Cell>
                <EndpointStatusLabel status={status} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </TableFrame>
  );
}

/** The table's shape while the catalogue loads. */
export function ModelTableSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden role="status">{t('pages.models.loading')}</VisuallyHidden>
      <TableFrame busy>
        <Table.Body aria-hidden>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Table.Row key={row}>
              <Table.Cell>
                <Stack gap="2">
                  <Skeleton h="4" w="44" />
                  <Skeleton h="3" w="20" />
                  <HStack gap="1">
                    <Skeleton h="4" w="12" />
                    <Skeleton h="4" w="16" />
                  </HStack>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Skeleton h="5" w="14" />
              </Table.Cell>
              <Table.Cell>
                <Skeleton h="4" w="12" ms="auto" />
              </Table.Cell>
              <Table.Cell>
                <Skeleton h="4" w="12" ms="auto" />
              </Table.Cell>
              <Table.Cell>
                <Skeleton h="4" w="16" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </TableFrame>
    </>
  );
}
