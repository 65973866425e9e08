import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns on zod’s jitless mode through the global zod reads, without importing zod', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
