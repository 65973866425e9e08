import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

import {
  FEATURE_FLAGS,
  isPageEnabled,
  landingPage,
  notBuiltPageAt,
  type FeatureFlags,
  type PageId,
} from '@/config';
import { useTranslation } from '@/i18n';
import { pageRoute } from '@/ui/page-route';
import { PageHeader } from '@/ui/page-header';

import { PAGE_ICONS } from './nav-items';

/**
 * The page of a section that is switched on but not built in this console (page registry: `built: false`):
 * its title, a plain statement, and a way back to where the console starts. With every section switched
 * off, the start page (`/`) shows the same frame saying so.
 */
export function NotAvailablePage({ page, flags = FEATURE_FLAGS }: { page: PageId; flags?: FeatureFlags }) {
  const { t } = useTranslation();
  const Icon = PAGE_ICONS[page];
  const section = t(`pages.${page}.title`);
  const noneEnabled = !isPageEnabled(page, flags);
  const landing = landingPage(flags);
  return (
    <>
      <PageHeader title={section} />
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Icon aria-hidden />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">
              {noneEnabled ? t('pages.notAvailable.noneEnabled.title') : t('pages.notAvailable.title')}
            </EmptyState.Title>
            <EmptyState.Description>
              {noneEnabled
                ? t('pages.notAvailable.noneEnabled.body')
                : t('pages.notAvailable.body', { section })}
            </EmptyState.Description>
          </VStack>
          {landing && landing.id !== page && (
            <Button asChild variant="outline" size="sm">
              <Link {...pageRoute(landing.path)}>
                <ArrowLeft aria-hidden />
                {t('pages.notAvailable.back', { page: t(`pages.${landing.id}.title`) })}
              </Link>
            </Button>
          )}
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  );
}

/** The `/$section` route's page: the not-built section at that path (the route's guard admits no other). */
export function NotAvailableSection() {
  const { section } = useParams({ from: '/_app/$section' });
  const page = notBuiltPageAt(`/${section}`);
  return page ? <NotAvailablePage page={page.id} /> : null;
}
