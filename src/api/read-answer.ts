import { ESSENTIAL_FIELDS } from './generated/essential-fields';
import { readTolerantly, type TolerantResult } from './tolerant-read';

/**
 * The client's second look at an answer its schema rejected (loaded only then): an operation whose contract
 * names its essential fields is read tolerantly; any other stays rejected.
 */

const TEMPLATES = Object.entries(ESSENTIAL_FIELDS).map(([key, fields]) => {
  const [method = '', path = ''] = key.split(' ');
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return { method, pattern: new RegExp(`^${pattern}/?$`), fields };
});

/** The essential fields of `method` on `url` (the call's path as the generated code builds it), if declared. */
export function essentialFieldsFor(method: string, url: string): readonly string[] | undefined {
  const { pathname } = new URL(url, 'http://console.invalid');
  const upper = method.toUpperCase();
  return TEMPLATES.find((template) => template.method === upper && template.pattern.test(pathname))?.fields;
}

export function readAnswer(
  schema: unknown,
  body: unknown,
  method: string,
  url: string,
): TolerantResult | undefined {
  const essentials = essentialFieldsFor(method, url);
  return essentials ? readTolerantly(schema, body, essentials) : undefined;
}
