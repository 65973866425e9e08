import { describe, expect, it } from 'vitest';

import { describeFault, faultFromForm, type FaultForm } from './fault-form';

const form = (patch: Partial<FaultForm>): FaultForm => ({
  operationId: 'listApiKeys',
  kind: 'status',
  status: '500',
  code: '',
  delayMs: '3000',
  times: '',
  ...patch,
});

describe('faultFromForm', () => {
  it('turns each kind into the control API fault', () => {
    expect(faultFromForm(form({ status: '503', code: 'SERVER_ERROR' }))).toEqual({
      status: 503,
      code: 'SERVER_ERROR',
    });
    expect(faultFromForm(form({ status: '429' }))).toEqual({ status: 429 });
    expect(faultFromForm(form({ kind: 'delay', delayMs: '2500' }))).toEqual({ delayMs: 2500 });
    expect(faultFromForm(form({ kind: 'network' }))).toEqual({ network: true });
    expect(faultFromForm(form({ kind: 'malformed', times: '3' }))).toEqual({ malformed: true, times: 3 });
    expect(faultFromForm(form({ kind: 'hang' }))).toEqual({ hang: true });
  });

  it('is null while a number is missing or out of range', () => {
    expect(faultFromForm(form({ status: '' }))).toBeNull();
    expect(faultFromForm(form({ status: '200' }))).toBeNull();
    expect(faultFromForm(form({ status: '600' }))).toBeNull();
    expect(faultFromForm(form({ status: '50.5' }))).toBeNull();
    expect(faultFromForm(form({ kind: 'delay', delayMs: '-1' }))).toBeNull();
    expect(faultFromForm(form({ kind: 'delay', delayMs: '120001' }))).toBeNull();
    expect(faultFromForm(form({ kind: 'network', times: '0' }))).toBeNull();
  });

  it('ignores an unknown error code and lets the status decide', () => {
    expect(faultFromForm(form({ status: '404', code: 'NOT_A_CODE' }))).toEqual({ status: 404 });
  });
});

describe('describeFault', () => {
  it('summarises a fault in a few words', () => {
    expect(describeFault({ status: 503, code: 'SERVER_ERROR', times: 2 })).toBe('503 SERVER_ERROR, ×2');
    expect(describeFault({ delayMs: 3000 })).toBe('+3000 ms');
    expect(describeFault({ network: true })).toBe('network');
    expect(describeFault({ code: 'AUTH_REQUIRED' })).toBe('AUTH_REQUIRED');
  });
});
