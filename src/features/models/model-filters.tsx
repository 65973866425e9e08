import { Button, Field, Flex, Grid, Input, InputGroup, NativeSelect, Text } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useDebouncedCallback } from 'use-debounce';

import { useTranslation } from '@/i18n';

import type { ModelFilters } from './catalogue';
import { isModelType, MODEL_SORTS, MODEL_TYPES, type ModelSort } from './models-search';

/** Typing waits this long before the URL (and the list) follows. */
const SEARCH_DEBOUNCE_MS = 200;

const SORT_LABEL_KEYS = {
  name: 'name',
  'name-desc': 'nameDesc',
  price: 'price',
  'price-desc': 'priceDesc',
} as const satisfies Record<ModelSort, string>;

interface ModelFiltersBarProps {
  filters: ModelFilters;
  tags: readonly string[];
  shown: number;
  total: number;
  onChange: (patch: Partial<ModelFilters>) => void;
  onClear: () => void;
}

const isModelSort = (value: string): value is ModelSort => (MODEL_SORTS as readonly string[]).includes(value);

/** Search, type and tag filters and the sort; what they hold lives in the URL. */
export function ModelFiltersBar({ filters, tags, shown, total, onChange, onClear }: ModelFiltersBarProps) {
  const { t } = useTranslation();
  const active = Boolean(filters.q || filters.type || filters.tag);

  return (
    <Flex
      role="search"
      aria-label={t('pages.models.filters.label')}
      direction={{ base: 'column', md: 'row' }}
      wrap="wrap"
      align={{ md: 'flex-end' }}
      gap="3"
      mb="4"
    >
      <SearchField value={filters.q} onSearch={(q) => onChange({ q })} />
      <Grid gap="3" templateColumns={{ base: '1fr 1fr', sm: 'auto auto auto' }} flex={{ md: '0 0 auto' }}>
        <Field.Root w={{ sm: '36' }}>
          <Field.Label>{t('pages.models.filters.type')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filters.type ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ type: isModelType(value) ? value : undefined });
              }}
            >
              <option value="">{t('pages.models.filters.allTypes')}</option>
              {MODEL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`pages.models.types.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ sm: '40' }}>
          <Field.Label>{t('pages.models.filters.tag')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={
                tags.find((tag) => tag.toLowerCase() === filters.tag?.toLowerCase()) ?? filters.tag ?? ''
              }
              onChange={(event) => onChange({ tag: event.target.value || undefined })}
            >
              <option value="">{t('pages.models.filters.allTags')}</option>
              {filters.tag && !tags.some((tag) => tag.toLowerCase() === filters.tag?.toLowerCase()) && (
                <option value={filters.tag}>{filters.tag}</option>
              )}
              {tags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ sm: '52' }} gridColumn={{ base: '1 / -1', sm: 'auto' }}>
          <Field.Label>{t('pages.models.filters.sort')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filters.sort ?? 'name'}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ sort: isModelSort(value) && value !== 'name' ? value : undefined });
              }}
            >
              {MODEL_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`pages.models.filters.sorts.${SORT_LABEL_KEYS[sort]}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Grid>
      <Flex align="center" gap="3" minH="8" ms={{ md: 'auto' }}>
        <Text color="fg.muted" textStyle="sm" aria-live="polite" aria-atomic>
          {active
            ? t('pages.models.filters.countOfTotal', { count: shown, total })
            : t('pages.models.filters.count', { count: total })}
        </Text>
        {active && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            <X aria-hidden />
            {t('pages.models.filters.clear')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/**
 * The search box: what the user types shows at once, the URL follows after a pause; when the URL changes
 * from elsewhere (Clear filters, back button), the box follows it.
 */
function SearchField({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const debounced = useDebouncedCallback(
    (text: string) => onSearch(text.trim() || undefined),
    SEARCH_DEBOUNCE_MS,
  );

  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== draft.trim()) {
      debounced.cancel();
      setDraft(value ?? '');
    }
  }

  return (
    <Field.Root flex="1" minW={{ md: '56' }}>
      <Field.Label>{t('pages.models.filters.search')}</Field.Label>
      <InputGroup startElement={<Search size={16} aria-hidden />}>
        <Input
          size="sm"
          type="search"
          value={draft}
          placeholder={t('pages.models.filters.searchPlaceholder')}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setDraft(event.target.value);
            debounced(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') debounced.flush();
          }}
        />
      </InputGroup>
    </Field.Root>
  );
}
