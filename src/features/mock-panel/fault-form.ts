import { ErrorCode } from '@/api/generated/model';

import type { MockFault } from './control-api';

export const FAULT_KINDS = ['status', 'delay', 'network', 'malformed', 'hang'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** The fault form's raw values (inputs hold strings). */
export interface FaultForm {
  operationId: string;
  kind: FaultKind;
  status: string;
  code: string;
  delayMs: string;
  times: string;
}

const wholeNumber = (value: string, min: number, max: number): number | null => {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
};

/** The control API's fault for the form, or `null` while the form is not valid. */
export function faultFromForm(form: FaultForm): MockFault | null {
  const times = form.times.trim() === '' ? undefined : wholeNumber(form.times, 1, 1_000_000);
  if (times === null) return null;
  const base: MockFault = times === undefined ? {} : { times };
  switch (form.kind) {
    case 'status': {
      const status = wholeNumber(form.status, 400, 599);
      const code = ErrorCode.safeParse(form.code);
      if (status === null) return null;
      return { ...base, status, ...(code.success ? { code: code.data } : {}) };
    }
    case 'delay': {
      const delayMs = wholeNumber(form.delayMs, 0, 120_000);
      return delayMs === null ? null : { ...base, delayMs };
    }
    case 'network':
      return { ...base, network: true };
    case 'malformed':
      return { ...base, malformed: true };
    case 'hang':
      return { ...base, hang: true };
  }
}

/** A short summary of an active fault, e.g. `503 SERVER_ERROR ×2` or `+3000 ms`. */
export function describeFault(fault: MockFault): string {
  const parts: string[] = [];
  if (fault.delayMs !== undefined) parts.push(`+${fault.delayMs} ms`);
  if (fault.hang) parts.push('hang');
  if (fault.network) parts.push('network');
  if (fault.malformed) parts.push('malformed');
  if (fault.status !== undefined || fault.code !== undefined) {
    parts.push([fault.status, fault.code].filter((part) => part !== undefined).join(' '));
  }
  if (fault.times !== undefined) parts.push(`×${fault.times}`);
  return parts.join(', ');
}
