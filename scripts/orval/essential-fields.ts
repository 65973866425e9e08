/**
 * `npm run generate`, after orval: writes src/api/generated/essential-fields.ts from the contract's
 * `x-essential` lists (on an operation's success response: the fields a screen cannot work without,
 * docs/api.md). Each path must exist in that response's schema, or generation fails.
 *   tsx scripts/orval/essential-fields.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const contract = parse(readFileSync(join(root, 'openapi/console.yaml'), 'utf8')) as JsonObject;
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

const isObject = (node: Json | undefined): node is JsonObject =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

function resolve(node: Json | undefined): JsonObject | undefined {
  if (!isObject(node)) return undefined;
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let target: Json | undefined = contract;
  for (const part of ref.replace(/^#\//, '').split('/')) target = isObject(target) ? target[part] : undefined;
  return resolve(target);
}

/** The schemas a path segment may continue in: the node itself, or any branch of a composition. */
function branches(node: JsonObject): JsonObject[] {
  const parts = ['allOf', 'oneOf', 'anyOf'].flatMap((key) => (Array.isArray(node[key]) ? node[key] : []));
  return [node, ...parts.map(resolve).filter(isObject).flatMap(branches)];
}

/** Whether `path` (`data[].id`, `[].id`, `user.email`) names a field of `schema`. */
function exists(schema: JsonObject | undefined, path: string): boolean {
  if (!schema) return false;
  if (path === '') return true;
  const list = /^\[\]\.?/.exec(path);
  if (list) {
    return branches(schema).some((node) => exists(resolve(node.items), path.slice(list[0].length)));
  }
  const [, key = '', rest = ''] = /^([^.[]+)(.*)$/.exec(path) ?? [];
  const next = rest.replace(/^\./, '');
  return branches(schema).some(
    (node) => isObject(node.properties) && exists(resolve(node.properties[key]), next),
  );
}

const entries: [string, string[]][] = [];
const problems: string[] = [];
for (const [path, item] of Object.entries(isObject(contract.paths) ? contract.paths : {})) {
  if (!isObject(item)) continue;
  for (const method of METHODS) {
    const operation = item[method];
    if (!isObject(operation) || !isObject(operation.responses)) continue;
    for (const [status, response] of Object.entries(operation.responses)) {
      const resolved = resolve(response);
      const essential = resolved?.['x-essential'];
      if (!/^2\d\d$/.test(status) || essential === undefined) continue;
      const key = `${method.toUpperCase()} ${path}`;
      if (!Array.isArray(essential) || essential.some((field) => typeof field !== 'string')) {
        problems.push(`${key}: x-essential must be a list of field paths`);
        continue;
      }
      const content =
        resolved && isObject(resolved.content) ? resolved.content['application/json'] : undefined;
      const schema = isObject(content) ? resolve(content.schema) : undefined;
      for (const field of essential as string[]) {
        // Every segment names a field: `user.`, `.id` and a path ending in `[]` name none.
        const wellFormed = /^(\[\]\.)?[^.[\]]+((\[\])?\.[^.[\]]+)*$/.test(field);
        if (!wellFormed || !exists(schema, field)) {
          problems.push(`${key}: x-essential "${field}" is not a field of its answer`);
        }
      }
      entries.push([key, essential as string[]]);
    }
  }
}
if (problems.length > 0) {
  console.error(`essential-fields: ${problems.join('\n  ')}`);
  process.exit(1);
}

const body = entries
  .map(([key, fields]) => `  ${JSON.stringify(key)}: ${JSON.stringify(fields)},`)
  .join('\n');
writeFileSync(
  join(root, 'src/api/generated/essential-fields.ts'),
  `/**
 * Generated from the contract's \`x-essential\` lists by scripts/orval/essential-fields.ts (npm run generate).
 * Do not edit manually. Per operation (\`METHOD /path/{param}\`): the fields of its success answer that a
 * screen cannot work without; the API client reads every other field tolerantly (src/api/tolerant-read.ts),
 * and src/api/as-read.ts types an answer as read from these lists.
 */
export const ESSENTIAL_FIELDS = {
${body}
} as const satisfies Readonly<Record<string, readonly string[]>>;
`,
);
