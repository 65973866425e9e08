import { FEATURE_FLAGS, isPathEnabled, type FeatureFlags } from '@/config';

/** The next steps of a new account (the overview's checklist), as data: where each leads and when it is done. */

export type NextStepId = 'createKey' | 'tryModel' | 'invite';

export interface NextStep {
  readonly id: NextStepId;
  /** Where the step is done: a page, with the search that opens the right dialog. */
  readonly href: string;
}

/** What is known about the account; `undefined` while a fact is loading or could not be loaded. */
export interface AccountFacts {
  readonly keyCount: number | undefined;
  readonly tokensThisPeriod: number | undefined;
  /** People in the team, the user included. */
  readonly memberCount: number | undefined;
  readonly pendingInvitations: number | undefined;
  /** Only admins can invite. */
  readonly canInvite: boolean;
}

export const NEXT_STEPS: readonly NextStep[] = [
  { id: 'createKey', href: '/api-keys?create=true' },
  { id: 'tryModel', href: '/models' },
  { id: 'invite', href: '/team?invite=true' },
];

/** Whether a step is known to be done. An unknown fact never hides a step: a link too many does no harm. */
export function isStepDone(id: NextStepId, facts: AccountFacts): boolean {
  switch (id) {
    case 'createKey':
      return (facts.keyCount ?? 0) > 0;
    case 'tryModel':
      return (facts.tokensThisPeriod ?? 0) > 0;
    case 'invite':
      return (facts.memberCount ?? 0) > 1 || (facts.pendingInvitations ?? 0) > 0;
  }
}

/**
 * The steps still to do, in order: what is done is hidden, inviting only for those who may, and none that
 * leads into a section switched off.
 */
export function openSteps(facts: AccountFacts, flags: FeatureFlags = FEATURE_FLAGS): NextStep[] {
  return NEXT_STEPS.filter(
    (step) =>
      (step.id !== 'invite' || facts.canInvite) &&
      isPathEnabled(new URL(step.href, 'http://console').pathname, flags) &&
      !isStepDone(step.id, facts),
  );
}
