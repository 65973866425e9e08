/**
 * Orval input transformer. The contract keeps shared error answers in `components.responses` (one place for
 * each), but orval's zod-schema mode names a TypeScript type after every referenced response and never
 * writes it. Inlining the references before generation keeps the contract DRY and types every error as the
 * `ErrorResponse` schema it really is. The checked-in contract itself is not changed.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const PREFIX = '#/components/responses/';

export function inlineSharedResponses<Doc extends object>(spec: Doc): Doc {
  const doc = structuredClone(spec) as unknown as {
    components?: { responses?: Record<string, Json> };
    paths?: Json;
  };
  const shared = doc.components?.responses ?? {};
  const inline = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(inline);
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith(PREFIX)) {
      const target = shared[ref.slice(PREFIX.length)];
      if (target === undefined) throw new Error(`Unknown shared response ${ref}`);
      return inline(target);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
  };
  if (doc.paths) doc.paths = inline(doc.paths);
  if (doc.components) delete doc.components.responses;
  return doc as unknown as Doc;
}

export default inlineSharedResponses;
