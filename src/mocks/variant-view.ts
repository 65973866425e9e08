import { essentialFieldsFor } from '@/api/read-answer';

/**
 * The `variant` scenario's view of an answer (docs/mock-platform.md): the default scenario's data as another
 * back office plausibly writes it, for every call the console reads tolerantly (its contract names essential
 * fields). Ids and amounts come as strings, date-times in Odoo's form (`2026-01-15 08:00:00`, UTC), and every
 * list the console shows carries one item it cannot read; some answers add what such a platform has and the
 * console's own data does not (a SEPA mandate, a PayPal account, a refunded invoice, an unknown model type, an
 * owner). Other calls, and anything not JSON, pass through.
 */
export function variantView(operationId: string, request: Request, body: unknown): unknown {
  const essentials = essentialFieldsFor(request.method, request.url);
  if (!essentials || typeof body !== 'object' || body === null) return body;
  const varied = rewrite(structuredClone(body));
  const additions = VARIANT_ADDITIONS[operationId];
  // Each list the screens count (`[].id`: the answer; `data[].id`: its `data`) gets one item it cannot read.
  for (const list of new Set(essentials.flatMap((path) => /^(.*?)\[\]/.exec(path)?.[1] ?? []))) {
    const items = listAt(varied, list);
    if (!items) continue;
    if (additions && list === additions.list) items.push(...additions.items(items));
    items.push({ note: 'An item in a form this console cannot read.' });
  }
  return varied;
}

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/;
/** Fields whose numbers a back office may send as text. */
const AS_TEXT = new Set(['id', 'amount', 'company_id']);

function rewrite(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, rewrite(field, name)]));
  }
  if (typeof value === 'string') {
    const match = ISO_DATE_TIME.exec(value);
    return match ? `${match[1]} ${match[2]}` : value;
  }
  if (typeof value === 'number' && key !== undefined && AS_TEXT.has(key)) return String(value);
  return value;
}

function listAt(body: unknown, path: string): unknown[] | undefined {
  let node = body;
  for (const key of path.split('.').filter(Boolean)) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return Array.isArray(node) ? node : undefined;
}

const first = (items: readonly unknown[]): Record<string, unknown> =>
  typeof items[0] === 'object' && items[0] !== null ? (items[0] as Record<string, unknown>) : {};

/** What a back office other than the console's own mock has in a list, by operation. */
const VARIANT_ADDITIONS: Record<string, { list: string; items: (items: unknown[]) => unknown[] }> = {
  listPaymentMethods: {
    list: '',
    items: () => [
      // A SEPA mandate has no card expiry; PayPal has neither a brand nor digits.
      { id: 'pm_variant_sepa', type: 'sepa', last4: '3000', expMonth: null, isDefault: false },
      { id: 'pm_variant_paypal', type: 'paypal', isDefault: false },
    ],
  },
  listInvoices: {
    list: '',
    items: (items) => [
      { ...first(items), id: 'inv_variant_refund', number: 'EU-VARIANT-0001', paymentStatus: 'refunded' },
    ],
  },
  listModels: {
    list: 'data',
    items: (items) => [
      {
        ...first(items),
        id: 'bge-reranker-v2-m3',
        root: 'bge-reranker-v2-m3',
        owned_by: 'baai',
        model_type: 'rerank',
        tags: ['multilingual'],
      },
    ],
  },
  listUsers: {
    list: '',
    items: (items) => [
      {
        ...first(items),
        id: '9001',
        login: 'grundare',
        name: 'Greta Grundare',
        email: 'greta.grundare@nordlys.example',
        role: 'owner',
      },
    ],
  },
};
