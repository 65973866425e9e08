import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { notFound } from '@/mocks/handlers/kit/respond';
import { signedInAccount } from '@/test/mock-account';
import { failOperation, overrideOperation } from '@/test/mock-overrides';
import { renderRoute, resetBrowserState } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

import { catalogueModel, healthWith } from './test-fixtures';

const HOSTILE = '<img src=x onerror="window.__pwned=1">evil';

const models = [
  catalogueModel('mistral-small', { tags: ['chat', 'multilingual'], pricing: { input: 0.2, output: 0.6 } }),
  catalogueModel('llama-3.1-8b', {
    owned_by: 'meta-llama',
    tags: ['chat', 'small'],
    pricing: { input: 0.05, output: 0.08 },
  }),
  catalogueModel('llama-3.3-70b', { owned_by: 'meta-llama', pricing: { input: 0.6, output: 0.8 } }),
  catalogueModel('bge-m3', {
    model_type: 'embedding',
    owned_by: 'baai',
    tags: ['embedding', 'multilingual'],
    pricing: { input: 0.008, output: 0.008 },
    dimensions: 1024,
  }),
  catalogueModel(HOSTILE, { owned_by: '<b>owner</b>' }),
  catalogueModel('teuken-7b', { pricing: { input: 0.05, output: null } }),
  catalogueModel('olmo-2', { pricing: undefined }),
];

/** A catalogue the store does not have (a hostile id, incomplete prices), served as the platform would. */
function serve(list = models) {
  signedInAccount();
  overrideOperation('listModels', { object: 'list', data: list });
  overrideOperation(
    'getHealth',
    healthWith({ 'mistral-small': 'up', 'llama-3.3-70b': 'down', 'llama-3.1-8b': 'up' }),
  );
  overrideOperation('getModel', ({ params }) => {
    const found = list.find((m) => m.id === decodeURIComponent(String(params.modelId)));
    return found ?? notFound('The model');
  });
}

/** Until the catalogue has loaded (the page's chunk may take a while to load in a test). */
async function catalogueLoaded() {
  await screen.findByRole('heading', { level: 1, name: 'Models' }, { timeout: 5_000 });
  await waitFor(() => expect(screen.queryByText('Loading models')).toBeNull(), { timeout: 5_000 });
}

/** The catalogue's rows (without the header), as their model ids. */
async function rowIds(): Promise<string[]> {
  await catalogueLoaded();
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent ?? '');
}

// The first render transforms the page and its dependencies: do it once, with time to spare.
beforeAll(async () => {
  await Promise.all([import('./models-page'), import('@/app/signed-in-layout')]);
}, 60_000);

beforeAll(endCssAnimations);

beforeEach(async () => {
  await resetBrowserState();
});

describe('the Models page', { timeout: 20_000 }, () => {
  it('shows skeletons while the catalogue loads, then only the priced models', async () => {
    serve();
    // The route asks for the catalogue before the page renders: the answer waits until the skeleton is seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    overrideOperation('listModels', async () => {
      await answered;
      return { object: 'list', data: models };
    });
    renderRoute('/models');
    expect(await screen.findByText('Loading models')).toBeInTheDocument();
    answer();
    await waitFor(async () =>
      expect(await rowIds()).toEqual([HOSTILE, 'bge-m3', 'llama-3.1-8b', 'llama-3.3-70b', 'mistral-small']),
    );
    expect(screen.queryByText('teuken-7b')).toBeNull();
    expect(screen.queryByText('olmo-2')).toBeNull();
    expect(screen.getByText('5 models')).toBeVisible();
  });

  it('shows type, tags, prices per million in euros and whether the endpoint is up', async () => {
    serve();
    renderRoute('/models');
    await catalogueLoaded();
    const row = screen.getByRole('link', { name: 'mistral-small' }).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'mistral-smallby mistralaichatmultilingual',
      'Chat',
      '€0.20',
      '€0.60',
      'Up',
    ]);
    const down = (screen.getByRole('link', { name: 'llama-3.3-70b' }).closest('tr') as HTMLElement)
      .textContent;
    expect(down).toContain('Down');
    const embedding = screen.getByRole('link', { name: 'bge-m3' }).closest('tr') as HTMLElement;
    expect(embedding.textContent).toContain('Embedding');
    expect(embedding.textContent).toContain('€0.008');
    expect(embedding.textContent).toContain('Not reported');
  });

  it('renders a model name holding markup as text', async () => {
    serve();
    renderRoute('/models');
    await catalogueLoaded();
    const link = screen.getByRole('link', { name: HOSTILE });
    expect(link.textContent).toBe(HOSTILE);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('by <b>owner</b>')).toBeVisible();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('filters by type and tag and sorts from the URL; invalid values fall back', async () => {
    serve();
    const { router } = renderRoute('/models?type=chat&tag=multilingual');
    await waitFor(async () => expect(await rowIds()).toEqual(['mistral-small']));
    expect(screen.getByText('1 of 5 models')).toBeVisible();

    await router.navigate({ to: '/models', search: { sort: 'price-desc' } });
    await waitFor(async () =>
      // equal prices: by name ('<' before letters)
      expect(await rowIds()).toEqual(['llama-3.3-70b', HOSTILE, 'mistral-small', 'llama-3.1-8b', 'bge-m3']),
    );

    await router.navigate({ href: '/models?type=vision&sort=cheapest&tag=' });
    await waitFor(async () => expect(await rowIds()).toHaveLength(5));
    expect(router.state.location.search).toEqual({});
  });

  it('keeps the type, tag and sort the user picks in the URL', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderRoute('/models');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'embedding');
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'embedding' }));
    await waitFor(async () => expect(await rowIds()).toEqual(['bge-m3']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'small');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price');
    await waitFor(() => expect(router.state.location.search).toEqual({ tag: 'small', sort: 'price' }));
    await waitFor(async () => expect(await rowIds()).toEqual(['llama-3.1-8b']));
  });

  it('searches as the user types, then keeps the search in the URL', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderRoute('/models');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search models' }), 'META');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'META' }));
    await waitFor(async () => expect(await rowIds()).toEqual(['llama-3.1-8b', 'llama-3.3-70b']));
  });

  it('says when no model matches, and Clear filters brings them all back', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderRoute('/models?q=nothing-like-this&type=chat&sort=price');
    expect(await screen.findByRole('heading', { name: 'No models match' }, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search models' })).toHaveValue('nothing-like-this');
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'price' }));
    expect(await rowIds()).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Search models' })).toHaveValue('');
  });

  it('says so when the platform lists no priced model', async () => {
    serve([catalogueModel('olmo-2', { pricing: undefined })]);
    renderRoute('/models');
    expect(
      await screen.findByRole('heading', { name: 'No models available yet' }, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('shows the error with the catalogue message and retries', async () => {
    serve();
    failOperation('listModels', { status: 500, code: 'SERVER_ERROR', message: 'boom', times: 1 });
    const user = userEvent.setup();
    renderRoute('/models');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch models' })).toBeVisible();
    expect(
      within(alert).getByText('Something went wrong on our side. Please try again in a few minutes.'),
    ).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowIds()).toHaveLength(5);
  });
});

describe("a model's details", { timeout: 20_000 }, () => {
  it('open from the command palette link (?model=<id>) with everything the API returns', async () => {
    serve();
    renderRoute('/models?model=bge-m3');
    const drawer = await screen.findByRole('dialog', { name: 'bge-m3' }, { timeout: 5_000 });
    expect(within(drawer).getByRole('heading', { name: 'bge-m3' })).toBeVisible();
    await within(drawer).findByRole('tab', { name: 'Overview' }, { timeout: 5_000 });
    for (const [label, value] of [
      ['Model ID', 'bge-m3'],
      ['Owner', 'baai'],
      ['Type', 'Embedding'],
      ['Input price', '€0.008 / 1M tokens'],
      ['Vector dimensions', '1,024'],
      ['Context length', '131,072 tokens'],
      ['Region', 'se-sto-1'],
      ['Released', '2025-06-20'],
      ['Description', 'The bge-m3 model.'],
    ]) {
      const term = within(drawer).getByText(label as string);
      expect(term.parentElement?.textContent, label).toContain(value);
    }
    expect(within(drawer).getByRole('button', { name: 'Copy model ID' })).toBeVisible();
  });

  it('open from a row and close back to the list, keeping the filters', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderRoute('/models?type=chat');
    await catalogueLoaded();
    await user.click(screen.getByRole('link', { name: 'mistral-small' }));
    const drawer = await screen.findByRole('dialog', { name: 'mistral-small' });
    expect(router.state.location.search).toEqual({ type: 'chat', model: 'mistral-small' });
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('copies the model id', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute('/models?model=mistral-small');
    const drawer = await screen.findByRole('dialog', { name: 'mistral-small' }, { timeout: 5_000 });
    await user.click(
      await within(drawer).findByRole('button', { name: 'Copy model ID' }, { timeout: 5_000 }),
    );
    expect(await navigator.clipboard.readText()).toBe('mistral-small');
    expect(await within(drawer).findAllByText('Copied')).not.toHaveLength(0);
  });

  it('offer ready-to-run code with the placeholder key', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute('/models?model=mistral-small');
    const drawer = await screen.findByRole('dialog', { name: 'mistral-small' }, { timeout: 5_000 });
    await user.click(await within(drawer).findByRole('tab', { name: 'Code' }, { timeout: 5_000 }));
    const curl = await within(drawer).findByLabelText('curl example');
    expect(curl.textContent).toContain('/v1/chat/completions');
    expect(curl.textContent).toContain('Bearer YOUR_API_KEY');
    await user.click(within(drawer).getByRole('tab', { name: 'Python' }));
    expect((await within(drawer).findByLabelText('Python example')).textContent).toContain('import requests');
    await user.click(within(drawer).getByRole('tab', { name: 'JavaScript' }));
    expect((await within(drawer).findByLabelText('JavaScript example')).textContent).toContain(
      "import OpenAI from 'openai';",
    );
  });

  it(
    "show the Test tab's model, messages and settings in the Code tab, the draft prompt included",
    { timeout: 40_000 },
    async () => {
      serve();
      const user = userEvent.setup();
      renderRoute('/models?model=mistral-small');
      const drawer = await screen.findByRole('dialog', { name: 'mistral-small' }, { timeout: 5_000 });
      await user.click(await within(drawer).findByRole('tab', { name: 'Test' }, { timeout: 5_000 }));
      const first = await within(drawer).findByRole('textbox', { name: 'Message 1' }, { timeout: 10_000 });
      await user.click(first);
      await user.paste('Answer in one line.');
      await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Role, Message 1' }), 'system');
      await user.click(within(drawer).getByRole('button', { name: 'Add message' }));
      await user.paste('Name a lake in Sweden.');
      const maxTokens = within(drawer).getByRole('spinbutton', { name: 'Max tokens' });
      await user.clear(maxTokens);
      await user.type(maxTokens, '42');
      const temperature = within(drawer).getByRole('spinbutton', { name: 'Temperature' });
      await user.clear(temperature);
      await user.type(temperature, '0.2');

      await user.click(within(drawer).getByRole('tab', { name: 'Code' }));
      const curl = await within(drawer).findByLabelText('curl example');
      const body = /-d '([\s\S]*)'$/.exec(curl.textContent ?? '')?.[1] ?? '';
      expect(JSON.parse(body)).toEqual({
        model: 'mistral-small',
        messages: [
          { role: 'system', content: 'Answer in one line.' },
          { role: 'user', content: 'Name a lake in Sweden.' },
        ],
        temperature: 0.2,
        max_tokens: 42,
        top_p: 1,
      });
      expect(within(drawer).getByText(/The code sends what the Test tab holds now/)).toBeVisible();

      // Back in the Test tab, what was typed is still there.
      await user.click(within(drawer).getByRole('tab', { name: 'Test' }));
      expect(within(drawer).getByRole('textbox', { name: 'Message 2' })).toHaveValue(
        'Name a lake in Sweden.',
      );
    },
  );

  it("with only the spec's fields in the model's answer: the list's prices, no release date, an unknown type as it is", async () => {
    serve();
    overrideOperation('getModel', {
      id: 'bge-m3',
      root: 'bge-m3',
      owned_by: 'baai',
      tags: [],
      model_type: 'rerank',
    });
    renderRoute('/models?model=bge-m3');
    const drawer = await screen.findByRole('dialog', { name: 'bge-m3' }, { timeout: 5_000 });
    await within(drawer).findByRole('tab', { name: 'Overview' }, { timeout: 5_000 });
    const row = (label: string) => within(drawer).getByText(label).parentElement?.textContent;
    await waitFor(() => expect(row('Type')).toContain('rerank'));
    expect(row('Input price')).toContain('€0.008 / 1M tokens');
    expect(within(drawer).queryByText('Released')).not.toBeInTheDocument();
    expect(within(drawer).queryByText(/no complete pricing/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(drawer).getByRole('tab', { name: 'Test' }));
    expect(await within(drawer).findByText(/a type the console cannot test yet/)).toBeVisible();
  });

  it('say so in place when the model cannot be fetched', async () => {
    serve();
    renderRoute('/models?model=no-such-model');
    const drawer = await screen.findByRole('dialog', { name: 'no-such-model' }, { timeout: 5_000 });
    expect(
      await within(drawer).findByRole('heading', { name: 'Failed to fetch the model' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(within(drawer).getByText('Invalid request. Please try again.')).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
