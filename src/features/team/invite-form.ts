import { z } from 'zod';

import type { UserRole } from '@/api/generated/model';
import type { InvitationAsRead, MemberAsRead } from '@/api/as-read';
import { isOpenInvitation } from '@/api/invitation-status';

import { normaliseEmail } from './member-list';
import { USER_ROLES } from './roles';

/** The contract's limit for an invited address (`InviteUserRequest.email`, maxLength). */
export const INVITE_EMAIL_MAX_LENGTH = 254;

export interface InviteValues {
  email: string;
  role: UserRole;
}

export const INVITE_DEFAULTS: InviteValues = { email: '', role: 'member' };

export interface InviteMessages {
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  alreadyMember: (email: string) => string;
  alreadyInvited: (email: string) => string;
}

/** Who is on the team already: the loaded lists (either may be missing when it failed to load). */
export interface KnownPeople {
  members?: readonly MemberAsRead[];
  invitations?: readonly InvitationAsRead[];
}

export type Conflict = 'member' | 'invited';

/**
 * Whether the address belongs to a member or has a pending invitation. An expired invitation is no conflict:
 * inviting again replaces it.
 */
export function inviteConflict(email: string, known: KnownPeople): Conflict | undefined {
  const wanted = normaliseEmail(email);
  if (wanted === '') return undefined;
  if (known.members?.some((member) => normaliseEmail(member.email) === wanted)) return 'member';
  const invited = known.invitations?.some(
    (invitation) => isOpenInvitation(invitation) && normaliseEmail(invitation.email) === wanted,
  );
  return invited ? 'invited' : undefined;
}

/**
 * The invite form's rules: an email address (required, valid, within the contract's limit) that is not a
 * member's and has no pending invitation, and one of the roles.
 */
export function inviteSchema(messages: InviteMessages, known: KnownPeople) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, messages.emailRequired)
      .max(INVITE_EMAIL_MAX_LENGTH, messages.emailTooLong)
      .pipe(z.email(messages.emailInvalid))
      .superRefine((email, context) => {
        const conflict = inviteConflict(email, known);
        if (conflict) {
          context.addIssue({
            code: 'custom',
            message: conflict === 'member' ? messages.alreadyMember(email) : messages.alreadyInvited(email),
          });
        }
      }),
    role: z.enum(USER_ROLES),
  });
}

/** What is sent: the address trimmed (the server compares addresses without case). */
export function invitePayload(values: InviteValues): InviteValues {
  return { email: values.email.trim(), role: values.role };
}
