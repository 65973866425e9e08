import { lazy, type ComponentProps } from 'react';

import { useTranslation } from '@/i18n';
import { LazyDialog } from '@/ui/chunk-error';

import type { ChangeRoleDialog as ChangeRoleBodyType } from './change-role-dialog';
import type { InviteDialog as InviteBodyType } from './invite-dialog';
import { memberLabel } from './member-list';
import type { RemoveMemberDialog as RemoveMemberBodyType } from './remove-member-dialog';

// The team's dialogs and the form kit load when a dialog first opens: the page's first paint does not wait
// for them.
const InviteBody = lazy(() => import('./invite-dialog').then((module) => ({ default: module.InviteDialog })));
const ChangeRoleBody = lazy(() =>
  import('./change-role-dialog').then((module) => ({ default: module.ChangeRoleDialog })),
);
const RemoveMemberBody = lazy(() =>
  import('./remove-member-dialog').then((module) => ({ default: module.RemoveMemberDialog })),
);

export function InviteDialog(props: ComponentProps<typeof InviteBodyType>) {
  const { t } = useTranslation();
  return (
    <LazyDialog open={props.open} title={t('pages.team.inviteForm.title')} onClose={props.onClose}>
      {(shown) => <InviteBody {...props} open={shown} />}
    </LazyDialog>
  );
}

export function ChangeRoleDialog(props: ComponentProps<typeof ChangeRoleBodyType>) {
  const { t } = useTranslation();
  const title = t('pages.team.changeRole.title', { name: props.member ? memberLabel(props.member) : '' });
  return (
    <LazyDialog open={props.member !== null} title={title} onClose={props.onClose}>
      {(shown) => <ChangeRoleBody {...props} member={shown ? props.member : null} />}
    </LazyDialog>
  );
}

export function RemoveMemberDialog(props: ComponentProps<typeof RemoveMemberBodyType>) {
  const { t } = useTranslation();
  const title = t('pages.team.remove.title', { name: props.member ? memberLabel(props.member) : '' });
  return (
    <LazyDialog open={props.member !== null} title={title} onClose={props.onClose}>
      {(shown) => <RemoveMemberBody {...props} member={shown ? props.member : null} />}
    </LazyDialog>
  );
}
