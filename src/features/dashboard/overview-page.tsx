import { Grid, GridItem, SimpleGrid, Stack } from '@chakra-ui/react';

import { isPageEnabled } from '@/config';
import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';

import { KeysPanel, MembersPanel } from './count-panels';
import { ModelStatusPanel } from './model-status-panel';
import { NextStepsPanel } from './next-steps-panel';
import { SpendPanel } from './spend-panel';
import { UsagePanel } from './usage-panel';
import { WalletPanel } from './wallet-panel';

/**
 * The overview (/): a new account's next steps first (gone once done), then wallet, spend this period, active
 * keys, team, tokens per day and model status. Every panel loads, fails and retries on its own; none blanks
 * the page. The key and team counts go with their sections' flags; no panel links into a section switched off.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.overview.title')} intro={t('pages.overview.intro')} />
      <Stack gap="4">
        <NextStepsPanel />
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          <WalletPanel />
          <SpendPanel />
          {isPageEnabled('apiKeys') && <KeysPanel />}
          {isPageEnabled('team') && <MembersPanel />}
        </SimpleGrid>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4">
          <GridItem minW="0">
            <UsagePanel />
          </GridItem>
          <GridItem minW="0">
            <ModelStatusPanel />
          </GridItem>
        </Grid>
      </Stack>
    </>
  );
}
