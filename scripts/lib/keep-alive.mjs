// Plain JavaScript (types in JSDoc): the mock platform, vite.config.ts and scripts/lib/nginx-site.mjs all read it.
import { Server } from 'node:http';

/**
 * How long the local servers (the mock platform; Vite's dev and preview servers, which serve the console to
 * npm start and the e2e tests; the e2e tests' nginx) keep an idle keep-alive connection open. A client that
 * sends a request on an idle connection just as the server closes it gets a reset (ECONNRESET), so every
 * server here keeps an idle connection longer than any of its clients reuses one (CLIENT_IDLE_REUSE_MS).
 */
export const SERVER_KEEP_ALIVE_TIMEOUT_MS = 310_000;

/** The longest each client of these servers reuses an idle connection (docs/testing.md, section 1). */
export const CLIENT_IDLE_REUSE_MS = Object.freeze({
  /** Chromium (the console, Playwright's pages): used idle sockets live 300 s (net/socket/client_socket_pool.cc). */
  chromium: 300_000,
  /** Node's default agent, when a server sends no hint. */
  nodeGlobalAgent: 5_000,
  /** deploy/nginx's /api/ proxy speaks HTTP/1.0 upstream: a new connection per request, never reused. */
  nginxApiProxy: 0,
});

/**
 * Applies SERVER_KEEP_ALIVE_TIMEOUT_MS to a Node HTTP/1 server (an HTTP/2 server, or none, is left alone).
 * @template S
 * @param {S} server
 * @returns {S}
 */
export function keepIdleConnections(server) {
  if (server instanceof Server) server.keepAliveTimeout = SERVER_KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

/**
 * The same for Vite's dev server (npm start) and preview server (the e2e tests' console).
 * @returns {import('vite').Plugin}
 */
export function keepIdleConnectionsPlugin() {
  return {
    name: 'keep-idle-connections',
    configureServer(server) {
      keepIdleConnections(server.httpServer);
    },
    configurePreviewServer(server) {
      keepIdleConnections(server.httpServer);
    },
  };
}
