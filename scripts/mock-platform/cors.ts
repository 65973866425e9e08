import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for the console's own origins only, with credentials (the session cookie). Other origins get no
 * CORS headers, so a browser keeps their pages from reading the API's answers.
 */
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const EXPOSED_HEADERS = 'Retry-After, Content-Type, Content-Length';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

export function corsHeaders(req: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !allowedOrigins.includes(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
}

/** Answers a CORS preflight: 204, with the allow headers only for an allowed origin. */
export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): void {
  const headers = corsHeaders(req, allowedOrigins);
  if (headers['Access-Control-Allow-Origin']) {
    headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS;
    headers['Access-Control-Allow-Headers'] =
      req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization';
    headers['Access-Control-Max-Age'] = PREFLIGHT_MAX_AGE_SECONDS;
    headers.Vary = 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers';
  }
  res.writeHead(204, headers);
  res.end();
}
