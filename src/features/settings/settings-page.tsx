import { Box, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';

import { useGetCurrentUser } from '@/api/generated/endpoints/users/users';
import type { SessionUser } from '@/api/session-user';
import { PageErrorState } from '@/ui/errors';
import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';

import { CompanySection } from './company-section';
import { PlanSection } from './plan-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';

/**
 * /settings: the profile (`GET /v1/users/me`, saved with `PUT /v1/users/{id}`), preferences saved to the
 * account, the company read only and the way to change plan. Preferences and plan do not wait for the
 * profile; the profile and company show a skeleton, then the profile or its error with Retry.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const me = useGetCurrentUser();
  // Read tolerantly: only the id and email are certain (`x-essential`).
  const user: SessionUser | undefined = me.data;

  return (
    <Box maxW="3xl">
      <PageHeader title={t('pages.settings.title')} intro={t('pages.settings.intro')} />
      <Stack gap="6">
        {user ? (
          <ProfileSection user={user} />
        ) : me.isError ? (
          <Box borderWidth="1px" rounded="lg" bg="bg.panel">
            <PageErrorState
              error={me.error}
              title={t('pages.settings.loadFailed')}
              onRetry={() => void me.refetch()}
              retrying={me.isFetching}
            />
          </Box>
        ) : (
          <SectionSkeleton label={t('pages.settings.loading')} rows={3} />
        )}
        <PreferencesSection />
        {user ? <CompanySection company={user.company} /> : !me.isError && <SectionSkeleton rows={4} />}
        <PlanSection />
      </Stack>
    </Box>
  );
}

function SectionSkeleton({ label, rows }: { label?: string; rows: number }) {
  return (
    <Stack
      role={label ? 'status' : undefined}
      aria-busy
      gap="4"
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
      <Skeleton h="5" w="32" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h="10" maxW="lg" />
      ))}
    </Stack>
  );
}
