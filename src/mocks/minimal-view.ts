import { FOREIGN_VALUES, MINIMAL_ANSWERS, type MinimalOperation } from './minimal-answers';

/**
 * The `minimal` scenario's view of an answer: only the fields its operation's minimal answer has (at every
 * depth; a list's items like the answer's first item), with the foreign values a real back office sends.
 * Operations without a minimal answer, and what is not JSON, pass through.
 */
export function minimalView(operationId: string, body: unknown): unknown {
  if (!(operationId in MINIMAL_ANSWERS)) return body;
  const operation = operationId as MinimalOperation;
  const trimmed = trim(body, MINIMAL_ANSWERS[operation]);
  for (const [path, foreign] of Object.entries(FOREIGN_VALUES[operation] ?? {})) {
    rewrite(trimmed, path.split('.'), foreign);
  }
  return trimmed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `body` with only the keys `shape` has; nested objects and lists alike. */
function trim(body: unknown, shape: unknown): unknown {
  if (Array.isArray(shape) && Array.isArray(body)) {
    const [item] = shape as unknown[];
    return item === undefined ? body : body.map((entry) => trim(entry, item));
  }
  if (isRecord(shape) && isRecord(body)) {
    const keys = Object.keys(shape);
    // An empty shape (`usage: {}`, "not shown") keeps nothing of the body.
    return Object.fromEntries(
      keys.filter((key) => key in body).map((key) => [key, trim(body[key], shape[key])]),
    );
  }
  return body;
}

function rewrite(node: unknown, path: readonly string[], foreign: (value: unknown) => unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (head === '*') {
    if (Array.isArray(node)) for (const item of node) rewrite(item, rest, foreign);
    return;
  }
  if (!isRecord(node) || !(head in node)) return;
  if (rest.length === 0) node[head] = foreign(node[head]);
  else rewrite(node[head], rest, foreign);
}
