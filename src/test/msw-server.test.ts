import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server, takeUnhandledRequests } from './msw-server';

const api = 'https://api.example.test/v1';

// These tests exercise the network layer itself, so they call fetch directly.
/* eslint-disable no-restricted-globals */
describe('msw test server', () => {
  it('fails a request that no handler answers, and records it for the after-each check', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(fetch(`${api}/nothing-here`)).rejects.toThrow(TypeError);

    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`GET ${api}/nothing-here`));

    expect(takeUnhandledRequests()).toEqual([`GET ${api}/nothing-here`]);
    expect(takeUnhandledRequests()).toEqual([]);
  });

  it('answers with a handler added by server.use, until the handlers are reset', async () => {
    server.use(http.get(`${api}/ping`, () => HttpResponse.json({ pong: true })));

    const response = await fetch(`${api}/ping`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pong: true });

    server.resetHandlers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch(`${api}/ping`)).rejects.toThrow(TypeError);
    expect(takeUnhandledRequests()).toEqual([`GET ${api}/ping`]);
  });
});
