import type { StoreContext } from './context';
import { digest } from './hash';
import type { IdentityRecord } from './state';

/**
 * The accounts people sign in with at the identity provider (the other half of a user: the back-office
 * account is `userId`). The OpenID Connect provider of the mock platform and the direct bridge read these.
 */
export interface Identity {
  subject: string;
  email: string;
  name: string;
  /** The back-office user, `null` for an identity that has not completed registration. */
  userId: number | null;
}

export class IdentityExistsError extends Error {
  constructor(email: string) {
    super(`An identity with the email ${email} exists already.`);
    this.name = 'IdentityExistsError';
  }
}

function toIdentity(record: IdentityRecord): Identity {
  return { subject: record.subject, email: record.email, name: record.name, userId: record.userId };
}

export interface NewIdentity {
  email: string;
  name: string;
  password: string;
  /** Seeding only: a fixed subject and an existing back-office user. */
  subject?: string;
  userId?: number | null;
}

export function createIdentitiesArea(ctx: StoreContext) {
  const byEmail = (email: string) => {
    const wanted = email.trim().toLowerCase();
    return [...ctx.state().identities.values()].find((i) => i.email.toLowerCase() === wanted);
  };

  return {
    findByEmail(email: string): Identity | undefined {
      const record = byEmail(email);
      return record && toIdentity(record);
    },
    findBySubject(subject: string): Identity | undefined {
      const record = ctx.state().identities.get(subject);
      return record && toIdentity(record);
    },
    /** The identity when the password is right, else `undefined`. */
    verifyPassword(email: string, password: string): Identity | undefined {
      const record = byEmail(email);
      return record && record.passwordDigest === digest(password) ? toIdentity(record) : undefined;
    },
    /** A new identity without a back-office account; throws `IdentityExistsError` for a known email. */
    create(input: NewIdentity): Identity {
      if (byEmail(input.email)) throw new IdentityExistsError(input.email);
      const record: IdentityRecord = {
        subject: input.subject ?? crypto.randomUUID(),
        email: input.email.trim(),
        name: input.name.trim(),
        passwordDigest: digest(input.password),
        userId: input.userId ?? null,
      };
      ctx.state().identities.set(record.subject, record);
      return toIdentity(record);
    },
    /** Registration completed: the identity now has its back-office user. */
    link(subject: string, userId: number): void {
      const record = ctx.state().identities.get(subject);
      if (record) record.userId = userId;
    },
    all(): Identity[] {
      return [...ctx.state().identities.values()].map(toIdentity);
    },
  };
}

export type IdentitiesArea = ReturnType<typeof createIdentitiesArea>;
