import { useCallback, useEffect, useRef } from 'react';
import { loadAutoFillMemory, saveAutoFillMemory } from './draft';
import type { VatLookupState } from './use-vat-lookup';
import {
  followVatPrefix,
  isNewVerdict,
  settleVatVerdict,
  type AutoFillChange,
  type AutoFillMemory,
  type AutoFillPath,
} from './vat-autofill';
import { normaliseVatInput } from './vat-number';
import type { RegistrationFormApi } from './wizard/wizard-form';

/**
 * The statuses that are the registry's last word on a number (a failure included). A lookup answered 401
 * says nothing about the number: the session ended, and what was filled stays for after the next sign-in.
 */
function isVerdict(state: VatLookupState): boolean {
  return !['idle', 'invalid-format', 'validating', 'session-ended'].includes(state.status);
}

interface VatAutoFillOptions {
  readonly form: RegistrationFormApi;
  readonly vat: VatLookupState & { readonly vatNumber: string };
  /** A restored draft's number: its verdict was acted on before the reload. */
  readonly restoredVatNumber: string | null;
  /** A new verdict that has something to say in the banner. */
  readonly onVerdict: (status: 'found' | 'valid-no-details') => void;
}

function initialMemory(restoredVatNumber: string | null): AutoFillMemory {
  if (restoredVatNumber === null) return { verdict: null, owned: {} };
  const stored = loadAutoFillMemory();
  // A draft from before the memory was kept: its number counts as handled, nothing as filled.
  return stored ?? { verdict: { vatNumber: restoredVatNumber, status: 'found' }, owned: {} };
}

/**
 * The company fields the VAT number fills (spec section 5): the country from its prefix as it is typed,
 * the registry's details on each verdict, and what an earlier number filled taken back. `settle` lets
 * Continue act on a verdict it fetched itself before the step is left.
 */
export function useVatAutoFill({ form, vat, restoredVatNumber, onVerdict }: VatAutoFillOptions) {
  const memory = useRef<AutoFillMemory | null>(null);
  memory.current ??= initialMemory(restoredVatNumber);

  const remember = useCallback((next: AutoFillMemory) => {
    memory.current = next;
    saveAutoFillMemory(next);
  }, []);

  const write = useCallback(
    ({ updates }: AutoFillChange): boolean => {
      const entries = Object.entries(updates) as [AutoFillPath, string][];
      for (const [path, value] of entries) form.setFieldValue(path, value);
      return entries.length > 0;
    },
    [form],
  );

  /** Acts on a verdict for `input` once; says whether a field changed. */
  const settle = useCallback(
    (input: string, state: VatLookupState): boolean => {
      const vatNumber = normaliseVatInput(input);
      const last = memory.current?.verdict ?? null;
      if (!isVerdict(state) || !isNewVerdict(last, vatNumber, state.status)) return false;
      const found = state.status === 'found' ? state.company : undefined;
      const change = settleVatVerdict(
        form.state.values.company,
        vatNumber,
        found,
        memory.current?.owned ?? {},
      );
      remember({ verdict: { vatNumber, status: state.status }, owned: change.owned });
      return write(change);
    },
    [form, remember, write],
  );

  useEffect(() => {
    if (!vat.vatNumber) return;
    const change = followVatPrefix(form.state.values.company, vat.vatNumber, memory.current?.owned ?? {});
    if (write(change)) remember({ verdict: memory.current?.verdict ?? null, owned: change.owned });
  }, [vat.vatNumber, form, remember, write]);

  useEffect(() => {
    const isNew = isNewVerdict(memory.current?.verdict ?? null, vat.vatNumber, vat.status);
    settle(vat.vatNumber, vat);
    if (isNew && (vat.status === 'found' || vat.status === 'valid-no-details')) onVerdict(vat.status);
  }, [vat, settle, onVerdict]);

  return { settle };
}
