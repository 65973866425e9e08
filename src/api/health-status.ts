/**
 * A status word of `GET /health` (`HealthStatus`, an open string): the contract knows `up`, `degraded` and
 * `down`; the platform may send others (`maintenance`) or none. The console reads it through here.
 */
export const KNOWN_HEALTH_STATUSES = ['up', 'degraded', 'down'] as const;
export type KnownHealthStatus = (typeof KNOWN_HEALTH_STATUSES)[number];

/**
 * What the console shows for a reported status: a known word, `unknown` when none was reported, or the
 * platform's own word as it is (`other`), never hidden.
 */
export type ReportedHealthStatus =
  | { readonly kind: KnownHealthStatus }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'other'; readonly word: string };

export function reportedHealthStatus(value: string | null | undefined): ReportedHealthStatus {
  if (value == null || value.trim() === '') return { kind: 'unknown' };
  const known = KNOWN_HEALTH_STATUSES.find((status) => status === value);
  return known ? { kind: known } : { kind: 'other', word: value };
}
