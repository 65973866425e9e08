import { Flex, Icon, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { ArrowRight, FlaskConical, KeyRound, UserPlus } from 'lucide-react';
import type { ComponentType, MouseEvent } from 'react';

import { usePermission } from '@/api/use-permission';
import { useTranslation } from '@/i18n';

import {
  activeKeyCount,
  memberCount,
  pendingCount,
  useApiKeys,
  useInvitations,
  usePeriodTokenUsage,
  useTeam,
} from './account-queries';
import { openSteps, type NextStep, type NextStepId } from './next-steps';
import { Panel } from './panel';

const STEP_ICONS: Record<NextStepId, ComponentType> = {
  createKey: KeyRound,
  tryModel: FlaskConical,
  invite: UserPlus,
};

/**
 * A new account's next steps (create a key, try a model, invite a colleague), each hidden once done; the
 * whole panel goes when nothing is left. A fact that fails to load keeps its step: a link too many does no
 * harm, and every other panel shows the failure with its Retry.
 */
export function NextStepsPanel() {
  const { t } = useTranslation();
  const mayInvite = usePermission('team.invite').allowed;
  const keys = useApiKeys();
  const usage = usePeriodTokenUsage();
  const team = useTeam();
  const invitations = useInvitations();

  // Nothing while the facts load: most accounts have no steps left, and a placeholder at the top of the
  // page that then goes away shifted everything below it (Lighthouse's CLS 0.3 on a phone).
  const loading = [keys, usage, team, invitations].some((query) => query.isPending && !query.isError);
  if (loading) return null;

  const steps = openSteps({
    keyCount: keys.data && activeKeyCount(keys.data),
    tokensThisPeriod: usage.data?.total.total_tokens,
    memberCount: team.data && memberCount(team.data),
    pendingInvitations: invitations.data && pendingCount(invitations.data),
    canInvite: mayInvite,
  });
  if (steps.length === 0) return null;

  return (
    <Panel title={t('pages.overview.nextSteps.title')}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('pages.overview.nextSteps.intro')}
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="3">
          {steps.map((step) => (
            <li key={step.id}>
              <StepLink step={step} />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Panel>
  );
}

function StepLink({ step }: { step: NextStep }) {
  const { t } = useTranslation();
  // Targets are plain data with their search (`/api-keys?create=true`), like the command palette's: checked
  // against the routes by the e2e specs rather than by the route tree's types.
  const router = useRouter<AnyRouter>();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void router.navigate({ href: step.href });
  };
  return (
    <ChakraLink
      href={step.href}
      onClick={onClick}
      display="flex"
      h="full"
      gap="3"
      p="4"
      borderWidth="1px"
      rounded="md"
      alignItems="flex-start"
      color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none', borderColor: 'border.emphasized' }}
    >
      <Flex
        boxSize="9"
        flexShrink="0"
        align="center"
        justify="center"
        rounded="full"
        bg="brand.subtle"
        color="brand.fg"
      >
        <Icon as={STEP_ICONS[step.id]} boxSize="4" aria-hidden />
      </Flex>
      <Stack gap="0.5" flex="1">
        <Text fontWeight="medium">{t(`pages.overview.nextSteps.${step.id}.title`)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t(`pages.overview.nextSteps.${step.id}.description`)}
        </Text>
      </Stack>
      <Icon as={ArrowRight} boxSize="4" mt="1" color="fg.muted" aria-hidden />
    </ChakraLink>
  );
}
