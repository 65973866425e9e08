import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { PackageOpen, SearchX } from 'lucide-react';

import { useTranslation } from '@/i18n';

/** No model matches the search and filters: say so, and offer to clear them. */
export function NoMatchingModels({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t('pages.models.empty.title')}</EmptyState.Title>
          <EmptyState.Description>{t('pages.models.empty.body')}</EmptyState.Description>
        </VStack>
        <Button variant="outline" size="sm" onClick={onClear}>
          {t('pages.models.filters.clear')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The platform lists no priced model at all. */
export function NoModels() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <PackageOpen aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t('pages.models.none.title')}</EmptyState.Title>
          <EmptyState.Description>{t('pages.models.none.body')}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
