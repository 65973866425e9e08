import { isApiError } from '@/api/api-error';

/**
 * A create or rotate whose answer came without the secret (`key`): the client rejects it as malformed, yet
 * the platform has made the change. The user is told so, and how to get a secret (rotate).
 */
export function isAnswerWithoutSecret(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'malformed' && error.fieldIssues.some((issue) => issue.path === 'key')
  );
}
