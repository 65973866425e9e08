import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRATION_MUTATION_OPTIONS } from './registration-mutation';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the registration call offline', () => {
  it('fails at once with the network error instead of waiting, paused, for the connection', async () => {
    onlineManager.setOnline(false);
    let sent = 0;
    const observer = new MutationObserver(new QueryClient(), {
      ...REGISTRATION_MUTATION_OPTIONS,
      mutationFn: () => {
        sent += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch');
    expect(observer.getCurrentResult()).toMatchObject({ isError: true, isPaused: false });
    expect(sent).toBe(1);
  });
});
