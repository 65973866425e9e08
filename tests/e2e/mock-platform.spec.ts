import { expect, test } from './support/mock-control';
import { API, CONSOLE, DEMO_ADMIN, DEMO_API_KEY, signIn } from './support/mock-platform';

// The mock platform's HTTP server itself (scripts/mock-platform/server.ts): CORS for the console only, the
// contract's error envelope for unknown routes, faults that break the connection, and server-sent events
// that reach the browser as they are produced. Changes settings and faults, so it runs in `mock-control`,
// which resets the mock platform before each test.
test.describe.configure({ mode: 'serial' });

test('an unknown route answers 404 with the error envelope, with CORS for the console only', async ({
  request,
}) => {
  const fromConsole = await request.get(`${API}/v1/no-such-thing`, { headers: { Origin: CONSOLE } });
  expect(fromConsole.status()).toBe(404);
  expect(await fromConsole.json()).toEqual({
    error: 'No operation matches GET /v1/no-such-thing',
    code: 'INVALID_REQUEST',
  });
  expect(fromConsole.headers()).toMatchObject({
    'access-control-allow-origin': CONSOLE,
    'access-control-allow-credentials': 'true',
  });
  expect(fromConsole.headers()['access-control-expose-headers']).toContain('Retry-After');

  const fromElsewhere = await request.get(`${API}/v1/models`, {
    headers: { Origin: 'https://evil.example' },
  });
  expect(fromElsewhere.headers()['access-control-allow-origin']).toBeUndefined();
});

test('preflights are answered for the console origins', async ({ request }) => {
  const preflight = (origin: string) =>
    request.fetch(`${API}/v1/chat/completions`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
  const allowed = await preflight(CONSOLE);
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()).toMatchObject({
    'access-control-allow-origin': CONSOLE,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': 'authorization, content-type',
  });
  expect(allowed.headers()['access-control-allow-methods']).toContain('POST');

  const refused = await preflight('https://evil.example');
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
});

test('a network fault drops the connection; a malformed fault answers broken JSON', async ({
  request,
  mockPlatform,
}) => {
  await mockPlatform.setFault('getHealth', { network: true, times: 1 });
  await expect(request.get(`${API}/health`)).rejects.toThrow();
  expect((await request.get(`${API}/health`)).status()).toBe(200); // `times: 1` used it up

  await mockPlatform.setFault('getHealth', { malformed: true });
  const malformed = await request.get(`${API}/health`);
  expect(malformed.status()).toBe(200);
  const body = await malformed.text();
  expect(body).toMatch(/^\{"data"/);
  expect(() => JSON.parse(body) as unknown).toThrow();
});

test('a hung request can be abandoned and the server keeps answering', async ({ request, mockPlatform }) => {
  await mockPlatform.setFault('getHealth', { hang: true });
  await expect(request.get(`${API}/health`, { timeout: 1_000 })).rejects.toThrow(/Timeout/i);
  expect((await request.get(`${API}/__mock/state`)).status()).toBe(200);
});

test('a streamed chat completion reaches the browser event by event', async ({
  page,
  request,
  mockPlatform,
}) => {
  await mockPlatform.updateSettings({ inferenceLatencyMs: 500 });
  const bearer = { Authorization: `Bearer ${DEMO_API_KEY}` };
  const models = (await (await request.get(`${API}/v1/models`, { headers: bearer })).json()) as {
    data: { id: string; model_type: string }[];
  };
  const model = models.data.find((candidate) => candidate.model_type === 'chat')?.id;
  expect(model).toBeTruthy();

  await page.goto('/');
  const timeline = await page.evaluate(
    async ({ api, key, model: chatModel }) => {
      const started = performance.now();
      // eslint-disable-next-line no-restricted-globals -- the browser's fetch, reading the stream itself
      const response = await fetch(`${api}/v1/chat/completions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: chatModel,
          messages: [{ role: 'user', content: 'Tell me about the Northern Lights in three sentences.' }],
          stream: true,
        }),
      });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      const arrivals: number[] = [];
      let text = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        arrivals.push(performance.now() - started);
        text += decoder.decode(value, { stream: true });
      }
      return { status: response.status, type: response.headers.get('content-type'), arrivals, text };
    },
    { api: API, key: DEMO_API_KEY, model: model ?? '' },
  );

  expect(timeline.status).toBe(200);
  expect(timeline.type).toMatch(/^text\/event-stream/);
  expect(timeline.text.trimEnd()).toMatch(/data: \[DONE\]$/);
  // Several reads, spread over time: the body was not buffered until the end.
  expect(timeline.arrivals.length).toBeGreaterThan(3);
  const first = timeline.arrivals[0] ?? 0;
  const last = timeline.arrivals.at(-1) ?? 0;
  expect(last - first).toBeGreaterThan(200);
});

test('the card form’s test-mode hint links to the testers’ guide, which the mock platform serves as text', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/billing`);
  await page
    .getByRole('region', { name: 'Payment methods' })
    .getByRole('button', { name: 'Add card' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await expect(dialog).toContainText('Try 4242 4242 4242 4242 (accepted)');
  const link = dialog.getByRole('link', { name: 'All test cards' });
  await expect(link).toHaveAttribute('href', `${API}/__mock/guide`);

  const guide = await request.get(`${API}/__mock/guide`);
  expect(guide.status()).toBe(200);
  expect(guide.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await guide.text();
  expect(text).toContain('| `4000002760003184` |');
  expect(text).toContain(DEMO_API_KEY);
});
