/** A field error as TanStack Form stores it: a string, or a Standard Schema issue from the zod schema. */
export function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) return errorText(error[0]);
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}
