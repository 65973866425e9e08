import type { VatLookupState } from '../use-vat-lookup';

/** The border that says what the lookup found: green when valid, red when not. */
export function vatBorderColor(state: VatLookupState): string | undefined {
  if (state.status === 'found' || state.status === 'valid-no-details') return 'green.solid';
  if (state.status === 'invalid' || state.status === 'exists') return 'border.error';
  return undefined;
}
