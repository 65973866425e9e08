/**
 * The header the console sends with every write, and the platform requires of a write carried by the
 * session cookie: no page of another origin can send it without a CORS preflight (docs/security.md, "Forged
 * requests"). The contract declares it as the `writeHeader` security scheme.
 */
export const WRITE_HEADER = 'X-Requested-With';
export const WRITE_HEADER_VALUE = 'XMLHttpRequest';

/** Whether a request of `method` changes something: everything but GET, HEAD and OPTIONS. */
export function isWriteMethod(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/** Whether a `Content-Type` labels a JSON body (`application/json`, `application/problem+json`, with a charset). */
export function isJsonContentType(type: string | null | undefined): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test((type ?? '').trim());
}
