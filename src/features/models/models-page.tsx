import { Button } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Columns3 } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';

import { unreadableCount } from '@/api/unreadable-items';
import { PageErrorState } from '@/ui/errors';
import { UnreadableNotice } from '@/ui/unreadable-notice';
import { useTranslation } from '@/i18n';
import { ChunkErrorBoundary, ChunkErrorDialog } from '@/ui/chunk-error';
import { PageHeader } from '@/ui/page-header';

import { NoMatchingModels, NoModels } from './catalogue-empty';
import { applyFilters, modelTags, type ModelFilters } from './catalogue';
import { ModelDrawer } from './lazy-model-drawer';
import { ModelFiltersBar } from './model-filters';
import { ModelTable, ModelTableSkeleton } from './model-table';
import type { ModelsSearch } from './models-search';
import { useModelCatalogue } from './use-model-catalogue';

// The comparison calls models and shows their replies: its own chunk, loaded when it opens.
const CompareDrawer = lazy(() =>
  import('./compare/compare-drawer').then((m) => ({ default: m.CompareDrawer })),
);

/**
 * The Models page (spec sections 2, 3 and 7): the priced models with their endpoint status, filtered,
 * searched and sorted by what the URL says; a model's details, code and test in a drawer (`?model=<id>`);
 * two or three models side by side (`?compare=`).
 */
export function ModelsPage() {
  const { t } = useTranslation();
  const search = useSearch({ from: '/_app/models' });
  const navigate = useNavigate({ from: '/models' });
  const { query, models } = useModelCatalogue();

  const filters: ModelFilters = { q: search.q, type: search.type, tag: search.tag, sort: search.sort };
  const visible = useMemo(
    () => applyFilters(models, { q: search.q, type: search.type, tag: search.tag, sort: search.sort }),
    [models, search.q, search.type, search.tag, search.sort],
  );
  const tags = useMemo(() => modelTags(models), [models]);
  // The table's rows follow the list at a lower priority: the first rows after loading, or a filter's
  // result, render in slices that keep typing and scrolling responsive.
  const rows = useDeferredValue(visible);

  const setSearch = (patch: Partial<ModelsSearch>) =>
    void navigate({ search: (prev: ModelsSearch) => ({ ...prev, ...patch }), replace: true });
  const clearFilters = () => setSearch({ q: undefined, type: undefined, tag: undefined });

  // Models the platform sent in a form the console cannot read: left out, and said so under the list.
  const unreadable = unreadableCount(query.data, 'data');
  return (
    <>
      <PageHeader
        title={t('pages.models.title')}
        intro={t('pages.models.intro')}
        actions={
          <Button variant="outline" onClick={() => setSearch({ compare: search.compare ?? '' })}>
            <Columns3 aria-hidden />
            {t('pages.models.compareAction')}
          </Button>
        }
      />
      {query.isError && !query.data ? (
        <PageErrorState
          title={t('errors.fallbacks.models')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <ModelFiltersBar
            filters={filters}
            tags={tags}
            shown={visible.length}
            total={models.length}
            onChange={setSearch}
            onClear={clearFilters}
          />
          {query.isPending ? (
            <ModelTableSkeleton />
          ) : models.length === 0 && unreadable === 0 ? (
            <NoModels />
          ) : models.length === 0 ? null : visible.length === 0 ? (
            <NoMatchingModels onClear={clearFilters} />
          ) : rows.length === 0 ? (
            <ModelTableSkeleton />
          ) : (
            <ModelTable models={rows} />
          )}
          <UnreadableNotice count={unreadable}>
            {t('pages.models.unreadable', { count: unreadable })}
          </UnreadableNotice>
        </>
      )}
      <ModelDrawer
        modelId={search.model}
        listed={models}
        onClose={() => setSearch({ model: undefined })}
        onCompare={(id) => setSearch({ model: undefined, compare: id })}
      />
      {search.compare !== undefined && (
        <ChunkErrorBoundary
          fallback={
            <ChunkErrorDialog
              open
              title={t('pages.models.compare.title')}
              onClose={() => setSearch({ compare: undefined })}
            />
          }
        >
          <Suspense fallback={null}>
            <CompareDrawer
              selected={search.compare}
              models={models}
              loading={query.isPending}
              onSelect={(compare) => setSearch({ compare })}
              onClose={() => setSearch({ compare: undefined })}
            />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </>
  );
}
