import { describe, expect, it } from 'vitest';

import { ESSENTIAL_FIELDS } from './generated/essential-fields';
import { essentialFieldsFor } from './read-answer';

describe('essentialFieldsFor', () => {
  // Every operation the contract declares essentials for, with its parameters filled in.
  const operations = Object.entries(ESSENTIAL_FIELDS).map(([key, fields]) => {
    const [method = '', template = ''] = key.split(' ');
    return { method, path: template.replace(/\{[^}]+\}/g, 'x_1'), fields };
  });

  it.each(operations)(
    'finds $method $path’s fields from a full URL, a query and a base path',
    ({ method, path, fields }) => {
      expect(essentialFieldsFor(method, `http://localhost:3000${path}`)).toEqual(fields);
      expect(essentialFieldsFor(method.toLowerCase(), `${path}?page=2`)).toEqual(fields);
      expect(essentialFieldsFor(method, `https://api.example.eu/platform${path}`)).toEqual(fields);
    },
  );

  it('finds none for another method or another path', () => {
    expect(essentialFieldsFor('DELETE', '/v1/billing/invoices')).toBeUndefined();
    expect(essentialFieldsFor('GET', '/v1/billing/invoices/inv_1/pdf')).toBeUndefined();
  });
});
