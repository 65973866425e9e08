import type { UnreadableItems } from './tolerant-read';

/**
 * The items of an answer's lists the tolerant reader had to leave out, kept beside the answer it returned (a
 * list the console shows says how many it could not show). The query client keeps such an answer as it is
 * (no structural sharing), so the answer a screen holds is the one marked.
 */
const marks = new WeakMap<object, readonly UnreadableItems[]>();

export function markUnreadable(answer: unknown, unreadable: readonly UnreadableItems[]): void {
  if (typeof answer === 'object' && answer !== null && unreadable.length > 0) marks.set(answer, unreadable);
}

/** How many items of the list at `path` (`''`: the answer is the list; `data`) could not be read. */
export function unreadableCount(answer: unknown, path = ''): number {
  if (typeof answer !== 'object' || answer === null) return 0;
  return marks.get(answer)?.find((items) => items.path === path)?.count ?? 0;
}

export function hasUnreadable(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && marks.has(answer);
}
