import { useQuery } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import { isApiError, isAuthFailure } from '@/api/api-error';
import { validateVat } from '@/api/generated/endpoints/vat/vat';
import type { VatCompanyAsRead, VatLookupAsRead } from '@/api/as-read';
import { VAT_LOOKUP_MIN_LENGTH } from '@/config';
import { hasVatFormat, normaliseVatInput, shouldLookUpVat } from './vat-number';

/** How long typing must pause before a lookup; one request per number, not per keystroke. */
export const VAT_LOOKUP_DEBOUNCE_MS = 400;

export type VatLookupState =
  | { readonly status: 'idle' }
  | { readonly status: 'invalid-format' }
  | { readonly status: 'validating' }
  | { readonly status: 'found'; readonly company: VatCompanyAsRead }
  | { readonly status: 'valid-no-details' }
  | { readonly status: 'exists' }
  | { readonly status: 'invalid' }
  /** The registry could not be reached: say so, never call the number invalid, let the user go on. */
  | { readonly status: 'unverified' }
  /** The lookup needs a signed-in identity and the session is gone: a matter of signing in, not of the number. */
  | { readonly status: 'session-ended' };

export function vatLookupQueryKey(vatNumber: string) {
  return ['vat-lookup', vatNumber] as const;
}

/** One lookup per number: the hook and the Continue check share it (and its cache). */
export function vatLookupQueryOptions(vatNumber: string) {
  return {
    queryKey: vatLookupQueryKey(vatNumber),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      validateVat({ vatNumber, checkExisting: true }, { signal }),
    retry: false,
    // Asked even offline: a paused lookup would say "Checking the VAT number…" for as long as the connection
    // is gone; failing at once says it could not be verified, which does not block (Continue asks again).
    networkMode: 'always',
    staleTime: 5 * 60_000,
  } as const;
}

/** The registry's verdict on a number it answered for. */
export function vatStateFromResult(result: VatLookupAsRead): VatLookupState {
  if (!result.valid) return { status: 'invalid' };
  if (result.exists) return { status: 'exists' };
  return result.company ? { status: 'found', company: result.company } : { status: 'valid-no-details' };
}

/**
 * A failed lookup is "not valid" (spec section 5), except when the registry could not be reached at all
 * (network, timeout, an unreadable answer, 5xx) or asked us to wait (408, 429): then the number is
 * unverified and does not block (spec: a failed lookup call does not block). A rate limit says nothing
 * about the number, so calling it invalid would send the user hunting for a typo that is not there.
 */
export function vatStateFromError(error: unknown): VatLookupState {
  if (isAuthFailure(error)) return { status: 'session-ended' };
  const unreachable =
    isApiError(error) &&
    (error.kind !== 'http' || error.status >= 500 || error.status === 408 || error.status === 429);
  return unreachable ? { status: 'unverified' } : { status: 'invalid' };
}

/**
 * The VAT field's lookup (spec section 5): only from 9 characters and a valid format, debounced, with the
 * stale request cancelled when the number changes (React Query aborts the unobserved query's signal).
 */
export function useVatLookup(input: string): VatLookupState & { readonly vatNumber: string } {
  const vatNumber = normaliseVatInput(input);
  const [settled] = useDebounce(vatNumber, VAT_LOOKUP_DEBOUNCE_MS);
  const ready = shouldLookUpVat(vatNumber) && settled === vatNumber;

  const query = useQuery({ ...vatLookupQueryOptions(vatNumber), enabled: ready });

  const state = ((): VatLookupState => {
    if (vatNumber.length < VAT_LOOKUP_MIN_LENGTH) return { status: 'idle' };
    if (!hasVatFormat(vatNumber)) return { status: 'invalid-format' };
    if (!ready || query.isPending) return { status: 'validating' };
    if (query.isError) return vatStateFromError(query.error);
    return vatStateFromResult(query.data);
  })();
  return { ...state, vatNumber };
}
