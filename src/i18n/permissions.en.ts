/** Why an action is not offered to the signed-in user's role (api/permissions.ts). */
export const permissionsEn = {
  reasons: {
    invite: 'Only admins can invite members.',
    changeRole: 'Only admins can change roles.',
    removeMember: 'Only admins can remove members.',
    manageInvitations: 'Only admins can resend or cancel invitations.',
    changePlan: 'Only admins can change the plan.',
    manageCards: 'Only admins can add or remove cards.',
    lowBalance: 'Only admins can change the low-balance alert.',
    topUp: 'Only admins can add credit.',
    payInvoice: 'Only admins can pay invoices.',
    autoRecharge: 'Only admins can change automatic recharge.',
  },
} as const;
