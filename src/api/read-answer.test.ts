import { describe, expect, it } from 'vitest';

import { ESSENTIAL_FIELDS } from './generated/essential-fields';
import { essentialFieldsFor } from './read-answer';

describe('essentialFieldsFor', () => {
  // Every operation the contract declares essentials for, with its parameters filled in.
  const operations = Object.entries(ESSENTIAL_FIELDS).map(([key, fields]) => {
    const [method = '', template = ''] = key.split(' ');
    return { method, path: template.replace(/\{[^}]+\}/g, 'x_1'), fields };
  });

  it.each(operations)('finds $method $path’s fields, with or without a query', ({ method, path, fields }) => {
    expect(essentialFieldsFor(method, path)).toEqual(fields);
    expect(essentialFieldsFor(method.toLowerCase(), `${path}?page=2`)).toEqual(fields);
  });

  it('finds none for another method or another path', () => {
    expect(essentialFieldsFor('DELETE', '/v1/billing/invoices')).toBeUndefined();
    expect(essentialFieldsFor('GET', '/v1/billing/invoices/inv_1/pdf')).toBeUndefined();
    // A parameter is one segment, and a path is matched whole.
    expect(essentialFieldsFor('PUT', '/v1/users/7/settings')).toBeUndefined();
    expect(essentialFieldsFor('GET', '/x/v1/users/me')).toBeUndefined();
  });
});
