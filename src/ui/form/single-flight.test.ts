import { describe, expect, it, vi } from 'vitest';

import { createSingleFlight } from './single-flight';

describe('createSingleFlight', () => {
  it('a call while one is pending starts nothing and shares its outcome', async () => {
    const flight = createSingleFlight();
    let finish: (value: string) => void = () => undefined;
    const action = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));

    const first = flight.run(action);
    const second = flight.run(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(flight.busy).toBe(true);
    finish('done');
    await expect(first).resolves.toBe('done');
    await expect(second).resolves.toBe('done');
    expect(flight.busy).toBe(false);
  });

  it('runs again once the previous call settled, failed ones too', async () => {
    const flight = createSingleFlight();
    await expect(flight.run(() => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    const action = vi.fn(() => Promise.resolve(1));
    await flight.run(action);
    await flight.run(action);
    expect(action).toHaveBeenCalledTimes(2);
  });
});
