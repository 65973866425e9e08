import { randomHex } from './context';

/** The cookie the platform keeps its session in (the contract's `sessionCookie` security scheme). */
export const SESSION_COOKIE = 'console_session';

export interface Session {
  id: string;
  /** The identity's subject. */
  subject: string;
  createdAt: string;
}

/**
 * Signed-in sessions. They live outside the scenario data, so `reset` and a scenario switch keep testers
 * signed in; a session whose identity no longer exists (one created since the last reset) reads as signed out.
 */
export function createSessions(now: () => Date) {
  const sessions = new Map<string, Session>();
  return {
    /** A new session for the identity; returns its id (the cookie value). */
    create(subject: string): string {
      const id = randomHex(24);
      sessions.set(id, { id, subject, createdAt: now().toISOString() });
      return id;
    },
    get(sessionId: string): Session | undefined {
      return sessions.get(sessionId);
    },
    destroy(sessionId: string): boolean {
      return sessions.delete(sessionId);
    },
    count(): number {
      return sessions.size;
    },
    clear(): void {
      sessions.clear();
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
