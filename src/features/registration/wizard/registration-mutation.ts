/**
 * The registration call's mutation options. Never retried on its own (registering is not idempotent), and
 * sent even when the browser says it is offline: TanStack Query would otherwise pause it, and the final button
 * would say "Completing registration…" until the connection came back, with no message. Failing at once
 * shows the network error and leaves the button to try again.
 */
export const REGISTRATION_MUTATION_OPTIONS = { retry: false, networkMode: 'always' } as const;
