/**
 * A field error as TanStack Form stores it, as text: a string, a Standard Schema issue from a zod schema,
 * or a list of those (the first that has text).
 */
export function fieldErrorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) {
    for (const item of error) {
      const text = fieldErrorText(item);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}
