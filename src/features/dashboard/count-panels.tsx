import { useTranslation } from '@/i18n';

import {
  activeKeyCount,
  memberCount,
  pendingCount,
  useApiKeys,
  useInvitations,
  useTeam,
} from './account-queries';
import { formatCount } from './format';
import { Panel, PanelContent } from './panel';
import { StatSkeleton, StatValue } from './stat-panels';

/** How many API keys are active (`GET /v1/api-keys`). */
export function KeysPanel() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  return (
    <Panel
      title={t('pages.overview.keys.title')}
      link={{ to: '/api-keys', label: t('pages.overview.keys.link') }}
    >
      <PanelContent query={keys} skeleton={<StatSkeleton />} errorTitle={t('pages.overview.keys.loadFailed')}>
        {(data) => {
          const count = activeKeyCount(data);
          return (
            <StatValue
              value={formatCount(count)}
              note={count === 0 ? t('pages.overview.keys.empty') : undefined}
            />
          );
        }}
      </PanelContent>
    </Panel>
  );
}

/** How many people are in the team (`GET /v1/users`), and invitations still pending. */
export function MembersPanel() {
  const { t } = useTranslation();
  const team = useTeam();
  // Invitations only add a note: when they fail to load, the count stands alone (spec: an empty list).
  const pending = pendingCount(useInvitations().data ?? []);
  return (
    <Panel
      title={t('pages.overview.members.title')}
      link={{ to: '/team', label: t('pages.overview.members.link') }}
    >
      <PanelContent
        query={team}
        skeleton={<StatSkeleton />}
        errorTitle={t('pages.overview.members.loadFailed')}
      >
        {(data) => {
          const count = memberCount(data);
          return (
            <StatValue
              value={formatCount(count)}
              note={
                pending > 0
                  ? t('pages.overview.members.pending', { count: pending })
                  : count <= 1
                    ? t('pages.overview.members.empty')
                    : undefined
              }
            />
          );
        }}
      </PanelContent>
    </Panel>
  );
}
