import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { ChatCompletionRequest } from '@/api/generated/model';
import { playFault } from '@/mocks/handlers/kit/faults';
import { overrideOperation } from '@/test/mock-overrides';
import { renderWithProviders } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

import { listedModels } from '../catalogue';
import { catalogueModel, healthWith } from '../test-fixtures';
import { CompareDrawer } from './compare-drawer';

const models = listedModels(
  [
    catalogueModel('alpha', { pricing: { input: 1, output: 1 } }),
    catalogueModel('beta', { pricing: { input: 0.1, output: 0.1 } }),
    catalogueModel('gamma', { pricing: { input: 0.5, output: 0.5 } }),
    catalogueModel('embed', { model_type: 'embedding' }),
  ],
  healthWith({ alpha: 'down', beta: 'up', gamma: 'up' }),
);

/**
 * Every model answers, `beta` later than the others (the mock's latency is the same for every model), and
 * `failing` with the platform's 503.
 */
function serveCompletions({ failing }: { failing?: string } = {}) {
  const bodies: ChatCompletionRequest[] = [];
  overrideOperation('createChatCompletion', async ({ request }) => {
    const body = (await request.clone().json()) as ChatCompletionRequest;
    bodies.push(body);
    if (body.model === failing) await playFault({ status: 503, code: 'SERVER_ERROR' }, request);
    await delay(body.model === 'beta' ? 120 : 10);
    return {
      id: `c-${body.model}`,
      object: 'chat.completion',
      created: 1,
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: `Reply from ${body.model}` },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
    };
  });
  return bodies;
}

function renderCompare(selected: string, onSelect = vi.fn()) {
  const user = userEvent.setup();
  renderWithProviders(
    <CompareDrawer
      selected={selected}
      models={models}
      loading={false}
      onSelect={onSelect}
      onClose={vi.fn()}
    />,
  );
  return { user, onSelect };
}

beforeAll(endCssAnimations);

describe('comparing models', { timeout: 20_000 }, () => {
  it('starts with the first two chat models that are up, and keeps a new choice in the URL', async () => {
    const { user, onSelect } = renderCompare('');
    const dialog = await screen.findByRole('dialog', { name: 'Compare models' }, { timeout: 5_000 });
    expect(within(dialog).getByRole('combobox', { name: 'Model 1' })).toHaveValue('beta');
    expect(within(dialog).getByRole('combobox', { name: 'Model 2' })).toHaveValue('gamma');
    expect(within(dialog).getByRole('combobox', { name: 'Model 3' })).toHaveValue('');
    // embedding models cannot be compared; a model chosen elsewhere is not offered twice
    const third = within(dialog).getByRole('combobox', { name: 'Model 3' });
    expect(
      within(third)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'alpha']);
    await user.selectOptions(third, 'alpha');
    expect(onSelect).toHaveBeenCalledWith('beta,gamma,alpha');
  });

  it('sends the same prompt to each model and compares reply, latency, tokens and cost', async () => {
    const bodies = serveCompletions();
    const { user } = renderCompare('gamma,beta');
    const dialog = await screen.findByRole('dialog', { name: 'Compare models' }, { timeout: 5_000 });
    await user.type(within(dialog).getByRole('textbox', { name: 'System message (optional)' }), 'Be brief.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Prompt' }), 'Name a fjord.');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const gamma = await within(dialog).findByRole('region', { name: 'gamma' });
    const beta = within(dialog).getByRole('region', { name: 'beta' });
    expect(await within(beta).findByText('Reply from beta')).toBeVisible();
    expect(within(gamma).getByText('Reply from gamma')).toBeVisible();
    for (const column of [gamma, beta]) {
      expect(within(column).getByText('Latency').nextElementSibling?.textContent).toMatch(/^\d[\d,]* ms$/);
      expect(within(column).getByText('Tokens').nextElementSibling?.textContent).toBe(
        '10 in · 20 out · 30 total',
      );
      expect(within(column).getByText('Actual cost').nextElementSibling?.textContent).toMatch(/^€\d/);
    }
    expect(within(gamma).getByText('Fastest')).toBeVisible();
    expect(within(beta).getByText('Cheapest')).toBeVisible();
    expect(bodies.map((b) => b.model).sort()).toEqual(['beta', 'gamma']);
    expect(bodies[0]?.messages).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Name a fjord.' },
    ]);
  });

  it('shows a failing model in its column while the others answer', async () => {
    serveCompletions({ failing: 'beta' });
    const { user } = renderCompare('beta,gamma');
    const dialog = await screen.findByRole('dialog', { name: 'Compare models' }, { timeout: 5_000 });
    await user.type(within(dialog).getByRole('textbox', { name: 'Prompt' }), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    const beta = await within(dialog).findByRole('region', { name: 'beta' });
    expect(await within(beta).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again in a few minutes.',
    );
    expect(await within(dialog).findByText('Reply from gamma')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Prompt' })).toHaveValue('Hi');
  });

  it('asks for two models and a prompt', async () => {
    const { user } = renderCompare('gamma');
    const dialog = await screen.findByRole('dialog', { name: 'Compare models' }, { timeout: 5_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    expect(within(dialog).getByText('Choose at least two chat models.')).toBeVisible();
    expect(within(dialog).getByText('Write a prompt.')).toBeVisible();
  });
});
