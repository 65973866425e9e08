/**
 * The header the console sends with every write, and the platform requires of a write carried by the
 * session cookie: no page of another origin can send it without a CORS preflight (docs/security.md, "Forged
 * requests"). The contract declares it as the `writeHeader` security scheme.
 */
export const WRITE_HEADER = 'X-Requested-With';
export const WRITE_HEADER_VALUE = 'XMLHttpRequest';
