import { useId } from 'react';

import type { PermissionAction } from '@/api/permissions';
import { usePermission } from '@/api/use-permission';
import { useTranslation } from '@/i18n';

export interface Gate {
  allowed: boolean;
  /** The reason in words, when not allowed. */
  reason: string | undefined;
  /** The id of the reason's text (PermissionHint), for `aria-describedby`. */
  hintId: string;
  /**
   * For the action's button: when not allowed it stays focusable (`aria-disabled`, not `disabled`), so a
   * keyboard or screen-reader user reaches it and hears the reason. The caller drops its `onClick` then.
   */
  triggerProps: { 'aria-disabled'?: true; 'aria-describedby'?: string };
}

/** The permission for `action`, ready for a button and its reason (docs/roles.md). */
export function useGate(action: PermissionAction): Gate {
  const { t } = useTranslation();
  const hintId = useId();
  const { allowed, reason } = usePermission(action);
  const text = reason ? t(`pages.permissions.reasons.${reason}`) : undefined;
  return {
    allowed,
    reason: text,
    hintId,
    triggerProps: allowed ? {} : { 'aria-disabled': true, 'aria-describedby': hintId },
  };
}
