import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { configureApiClient } from '@/api/client';
import { sessionEnd } from '@/api/session-end';
import { getGetWalletQueryKey } from '@/api/generated/endpoints/billing/billing';
import { getListModelsQueryKey } from '@/api/generated/endpoints/models/models';
import { getGetTokenUsageQueryKey } from '@/api/generated/endpoints/usage/usage';
import { DEMO_API_KEY } from '@/mocks/store/demo';
import { MODEL_CATALOGUE, toModel } from '@/mocks/store/models';
import { startMockApi } from '@/mocks/testing/mock-api';
import { overrideOperation, recordBodies, recordHeader } from '@/test/mock-overrides';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';

import { pricesOf } from '../catalogue';
import { ModelTest } from './model-test';

function modelOf(id: string) {
  const record = MODEL_CATALOGUE.find((m) => m.id === id);
  if (!record) throw new Error(`no model ${id}`);
  return toModel(record);
}

const CHAT = modelOf('mistral-small-3.2-24b');
const EMBEDDING = modelOf('bge-m3');
const DOWN = modelOf('llama-3.3-70b-instruct');

function renderTest(model = CHAT) {
  const user = userEvent.setup();
  renderWithProviders(
    <ModelTest model={model} prices={pricesOf(model)} status={{ kind: model === DOWN ? 'down' : 'up' }} />,
  );
  return user;
}

/** The mock platform, called with the demo API key pasted into the test key field. */
async function withDemoKey(user: ReturnType<typeof userEvent.setup>) {
  startMockApi(server);
  await user.type(screen.getByLabelText('API key (optional)'), DEMO_API_KEY);
}

const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent ?? '';

let restoreClient: (() => void) | undefined;
afterEach(() => {
  restoreClient?.();
  restoreClient = undefined;
});

beforeAll(async () => {
  await import('./chat-test');
}, 60_000);

describe('testing a chat model', { timeout: 20_000 }, () => {
  it('starts from the spec defaults and estimates the cost from the prices before sending', async () => {
    const user = renderTest();
    expect(screen.getByRole('spinbutton', { name: 'Temperature' })).toHaveValue(0.7);
    expect(screen.getByRole('spinbutton', { name: 'Max tokens' })).toHaveValue(150);
    expect(screen.getByRole('spinbutton', { name: 'Top p' })).toHaveValue(1);
    expect(screen.getByRole('checkbox', { name: 'Stream the reply' })).not.toBeChecked();
    // 40 characters ≈ 10 tokens at 0.2 €/M in, 150 tokens at 0.6 €/M out
    await user.type(screen.getByRole('textbox', { name: 'Message 1' }), 'x'.repeat(40));
    expect(screen.getByText(/^Estimated cost: up to €0\.000092$/)).toBeVisible();
    expect(screen.getByText('≈ 10 input tokens (characters ÷ 4) + up to 150 output tokens')).toBeVisible();
  });

  it('sends with Ctrl+Enter and shows the reply, latency, tokens and cost', async () => {
    const user = renderTest();
    await withDemoKey(user);
    const sent = recordBodies('/v1/chat/completions');
    const authorization = recordHeader('/v1/chat/completions', 'Authorization');
    const message = screen.getByRole('textbox', { name: 'Message 1' });
    await user.type(message, 'Suggest a name for a Swedish data company.');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const reply = await screen.findByRole('region', { name: 'Reply' });
    await waitFor(() => expect(reply.textContent?.length).toBeGreaterThan(20));
    expect(await screen.findByText('Latency')).toBeVisible();
    expect(statValue('Latency')).toMatch(/^\d[\d,]* ms$/);
    expect(statValue('Tokens')).toMatch(/^\d+ in · \d+ out · \d+ total$/);
    expect(statValue('Actual cost')).toMatch(/^€\d/);
    expect(sent).toEqual([
      {
        model: CHAT.id,
        messages: [{ role: 'user', content: 'Suggest a name for a Swedish data company.' }],
        temperature: 0.7,
        max_tokens: 150,
        top_p: 1,
        stream: false,
      },
    ]);
    expect(authorization).toEqual([`Bearer ${DEMO_API_KEY}`]);
  });

  it('shows a reply the platform words its own way, and claims no token counts it did not send whole', async () => {
    const user = renderTest();
    await withDemoKey(user);
    // A vLLM-style answer: a finish reason and fields the contract does not name, a created time with a
    // fraction, and usage without its total.
    overrideOperation('createChatCompletion', {
      id: 'chatcmpl-variant',
      object: 'chat.completion',
      created: 1764000000.5,
      model: CHAT.id,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: 'Fjällbacka Data.',
            reasoning_content: null,
            tool_calls: [],
          },
          finish_reason: 'abort',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 12, completion_tokens: 4 },
      prompt_logprobs: null,
    } as never);
    await user.type(screen.getByRole('textbox', { name: 'Message 1' }), 'A name?');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const reply = await screen.findByRole('region', { name: 'Reply' });
    await waitFor(() => expect(reply).toHaveTextContent('Fjällbacka Data.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/\d+ in · \d+ out/)).toBeNull();
  });

  it('marks usage, the wallet and the keys’ usage stale once a call succeeds, so their panels ask again', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(
      <ModelTest model={CHAT} prices={pricesOf(CHAT)} status={{ kind: 'up' }} />,
    );
    const keyUsage = ['/v1/api-keys/7/usage', { start_date: '2026-11-01', end_date: '2026-11-30' }];
    const live = [getGetWalletQueryKey(), getGetTokenUsageQueryKey({ start_date: '2026-11-01' }), keyUsage];
    for (const key of [...live, getListModelsQueryKey()]) queryClient.setQueryData(key, {});
    await withDemoKey(user);
    await user.type(screen.getByRole('textbox', { name: 'Message 1' }), 'Hej!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Latency');
    await waitFor(() =>
      live.forEach((key) =>
        expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true),
      ),
    );
    expect(queryClient.getQueryState(getListModelsQueryKey())?.isInvalidated).toBe(false);
  });

  it('streams the reply as it arrives, with the time to the first token', async () => {
    const user = renderTest();
    await withDemoKey(user);
    await user.type(screen.getByRole('textbox', { name: 'Message 1' }), 'Hej! Vad kan du göra?');
    await user.click(screen.getByRole('checkbox', { name: 'Stream the reply' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('First token')).toBeVisible();
    expect(statValue('Tokens')).toMatch(/^\d+ in · \d+ out · \d+ total$/);
    expect(screen.getByRole('region', { name: 'Reply' }).textContent?.length).toBeGreaterThan(20);
  });

  it('stops a streamed reply and keeps what arrived', async () => {
    const encoder = new TextEncoder();
    const chunk = (content: string) =>
      `data: ${JSON.stringify({
        id: 'c',
        object: 'chat.completion.chunk',
        created: 1,
        model: CHAT.id,
        choices: [{ index: 0, delta: { content }, finish_reason: null }],
      })}\n\n`;
    restoreClient = configureApiClient({
      fetch: () => {
        let sent = false;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            if (!sent) {
              sent = true;
              controller.enqueue(encoder.encode(chunk('The first words')));
              return;
            }
            await new Promise(() => undefined); // the rest never comes
          },
        });
        return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
      },
    });
    const user = renderTest();
    await user.type(screen.getByRole('textbox', { name: 'Message 1' }), 'Write a long story.');
    await user.click(screen.getByRole('checkbox', { name: 'Stream the reply' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const reply = await screen.findByRole('region', { name: 'Reply' });
    await waitFor(() => expect(reply).toHaveTextContent('The first words'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped: the reply is cut where you stopped it.')).toBeVisible();
    expect(reply).toHaveTextContent('The first words');
    expect(statValue('Tokens')).toBe('Not reported');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows a failure in place with the catalogue message and keeps what the user typed', async () => {
    const user = renderTest(DOWN);
    expect(screen.getByText(/endpoint as down/)).toBeVisible();
    await withDemoKey(user);
    await user.type(screen.getByRole('textbox', { name: 'Message 1' }), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The test failed')).toBeVisible();
    expect(
      within(alert).getByText('Something went wrong on our side. Please try again in a few minutes.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message 1' })).toHaveValue('Are you there?');
  });

  it('says when the pasted key is refused, without signing the user out', async () => {
    startMockApi(server);
    const user = renderTest();
    await user.type(screen.getByLabelText('API key (optional)'), 'sk-eu-not-a-key');
    await user.type(screen.getByRole('textbox', { name: 'Message 1' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication is required.');
    expect(alert).toHaveTextContent('Check the API key you pasted, or clear it to use your session.');
    // The key was refused, not the session: the console goes on signed in.
    expect(sessionEnd.isEnded()).toBe(false);
  });

  it('edits the conversation: roles, add, remove, and the reply added back', async () => {
    // A short reply with round token counts, which the mock's deterministic replies do not give.
    overrideOperation('createChatCompletion', {
      id: 'c',
      object: 'chat.completion',
      created: 1,
      model: CHAT.id,
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hej!' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 },
    });
    const user = renderTest();
    expect(screen.getByRole('button', { name: 'Remove message 1' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message 1' }), 'Be brief.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role, Message 1' }), 'system');
    await user.click(screen.getByRole('button', { name: 'Add message' }));
    expect(screen.getByRole('textbox', { name: 'Message 2' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Role, Message 2' })).toHaveValue('user');
    await user.keyboard('Say hello in Swedish.');
    await user.click(screen.getByRole('button', { name: 'Add message' }));
    await user.click(screen.getByRole('button', { name: 'Remove message 3' }));
    expect(screen.queryByRole('textbox', { name: 'Message 3' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hej!')).toBeVisible();
    expect(statValue('Tokens')).toBe('9 in · 2 out · 11 total');
    await user.click(screen.getByRole('button', { name: 'Add reply to the conversation' }));
    expect(screen.getByRole('textbox', { name: 'Message 3' })).toHaveValue('Hej!');
    expect(screen.getByRole('combobox', { name: 'Role, Message 3' })).toHaveValue('assistant');
    expect(screen.getByRole('textbox', { name: 'Message 4' })).toHaveFocus();
  });

  it('asks for a message and settings within range before sending', async () => {
    const user = renderTest();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write at least one message.')).toBeVisible();
    const temperature = screen.getByRole('spinbutton', { name: 'Temperature' });
    await user.clear(temperature);
    await user.type(temperature, '3');
    expect(screen.getByText('Between 0 and 2.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('testing an embedding model', { timeout: 20_000 }, () => {
  it("shows the vector's dimension, first values, tokens, latency and cost", async () => {
    const user = renderTest(EMBEDDING);
    await withDemoKey(user);
    await user.type(screen.getByRole('textbox', { name: 'Input text' }), 'The quick brown fox');
    expect(screen.getByText(/^Estimated cost: about /)).toBeVisible();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Dimensions')).toBeVisible();
    expect(statValue('Dimensions')).toBe('1,024');
    expect(statValue('First values')).toMatch(/^\[([+-]\d\.\d{4}, ){8}…\]$/);
    expect(statValue('Latency')).toMatch(/^\d[\d,]* ms$/);
    expect(statValue('Tokens')).toMatch(/^\d+ in · 0 out · \d+ total$/);
    expect(statValue('Actual cost')).toMatch(/^€\d/);
  });

  it('asks for the text first', async () => {
    const user = renderTest(EMBEDDING);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write the text to embed.')).toBeVisible();
  });
});
