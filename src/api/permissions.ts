import type { UserRole } from '@/api/generated/model';

/**
 * Who may take each action the console offers, in one table: the roles that may, the contract operations
 * the action calls (permissions.test.ts drives each one as a member against the mock platform), and the
 * catalogue key of the reason shown to a role that may not. docs/roles.md says how an unknown role is met.
 */
export const PERMISSION_RULES = {
  'team.invite': adminOnly(['inviteUser'], 'invite'),
  // updateUser is open to everyone for their own profile; a role change is for admins.
  'team.changeRole': adminOnly(['updateUser'], 'changeRole'),
  'team.remove': adminOnly(['removeUser'], 'removeMember'),
  'team.resendInvitation': adminOnly(['resendInvitation'], 'manageInvitations'),
  'team.cancelInvitation': adminOnly(['cancelInvitation'], 'manageInvitations'),
  'billing.changePlan': adminOnly(['previewSubscriptionChange', 'updateSubscription'], 'changePlan'),
  // A top-up and paying an invoice both end in confirmPayment when the card asks for 3-D Secure.
  'billing.topUp': adminOnly(['createTopUp', 'confirmPayment'], 'topUp'),
  'billing.payInvoice': adminOnly(['payInvoice'], 'payInvoice'),
  'billing.autoRecharge': adminOnly(['updateWalletSettings'], 'autoRecharge'),
  'billing.addCard': adminOnly(['createSetupIntent', 'addPaymentMethod'], 'manageCards'),
  'billing.removeCard': adminOnly(['removePaymentMethod'], 'manageCards'),
  'billing.lowBalance': adminOnly(['updateWalletSettings'], 'lowBalance'),
  'apiKeys.create': everyone(['createApiKey']),
  'apiKeys.rotate': everyone(['rotateApiKey']),
  'apiKeys.revoke': everyone(['revokeApiKey']),
  'settings.profile': everyone(['updateUser']),
} as const satisfies Record<string, PermissionRule>;

export type PermissionAction = keyof typeof PERMISSION_RULES;

/** A catalogue key under `pages.permissions.reasons`. */
export type PermissionReason =
  | 'invite'
  | 'changeRole'
  | 'removeMember'
  | 'manageInvitations'
  | 'changePlan'
  | 'manageCards'
  | 'lowBalance'
  | 'topUp'
  | 'payInvoice'
  | 'autoRecharge';

export interface PermissionRule {
  roles: readonly UserRole[] | 'everyone';
  operations: readonly string[];
  reason?: PermissionReason;
}

export interface Permission {
  allowed: boolean;
  /** Why not, as a catalogue key (`pages.permissions.reasons.<reason>`); absent when allowed. */
  reason?: PermissionReason;
}

function adminOnly(operations: readonly string[], reason: PermissionReason) {
  return { roles: ['admin'], operations, reason } as const satisfies PermissionRule;
}

function everyone(operations: readonly string[]) {
  return { roles: 'everyone', operations } as const satisfies PermissionRule;
}

/**
 * What `role` may do. A role the console does not know (still loading, absent, or a word the platform
 * added) is not second-guessed: the action stays available and the platform answers.
 */
export function permissionFor(role: string | undefined, action: PermissionAction): Permission {
  const rule: PermissionRule = PERMISSION_RULES[action];
  if (rule.roles === 'everyone' || !isKnownRole(role)) return { allowed: true };
  return rule.roles.includes(role) ? { allowed: true } : { allowed: false, reason: rule.reason };
}

function isKnownRole(role: string | undefined): role is UserRole {
  return role === 'admin' || role === 'member';
}
