import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/** How long typing pauses before the filter is written into the address. */
const FILTER_URL_DELAY_MS = 300;

/**
 * The key filter as typed; the address follows after a pause, and a new address (Back) replaces it.
 * `writeFilter` is debounced: call `writeFilter.flush()` to write at once.
 */
export function useAddressFilter(addressQuery: string | undefined, onWrite: (q: string | undefined) => void) {
  const [filter, setFilter] = useState(addressQuery ?? '');
  const [addressFilter, setAddressFilter] = useState(addressQuery);
  const [written, setWritten] = useState(addressQuery);
  if (addressQuery !== addressFilter) {
    setAddressFilter(addressQuery);
    if (addressQuery !== written) setFilter(addressQuery ?? '');
  }
  const writeFilter = useDebouncedCallback((value: string) => {
    const q = value.trim() === '' ? undefined : value;
    setWritten(q);
    onWrite(q);
  }, FILTER_URL_DELAY_MS);
  return { filter, setFilter, writeFilter };
}
