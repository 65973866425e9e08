import { Agent, globalAgent, request, Server, type AgentOptions, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadConfigFromFile, type PluginOption } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

import { createMockPlatformServer } from '../mock-platform/server';

import { CLIENT_IDLE_REUSE_MS, SERVER_KEEP_ALIVE_TIMEOUT_MS } from './keep-alive.mjs';
import { DEPLOY_DIR, writeNginxPrefix } from './nginx-site.mjs';

const REPO = join(DEPLOY_DIR, '..', '..');

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
});

async function listening(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, agent: Agent) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; reusedSocket: boolean }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/__mock/state', agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, reusedSocket: req.reusedSocket }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('idle keep-alive connections', () => {
  it('every local server keeps an idle connection longer than any of its clients reuses one', () => {
    for (const [client, reuseMs] of Object.entries(CLIENT_IDLE_REUSE_MS)) {
      expect(SERVER_KEEP_ALIVE_TIMEOUT_MS, client).toBeGreaterThan(reuseMs);
    }
    // The figure for Node's default agent is the runtime's own.
    // (Node's typings leave out the agent's options.)
    const { options } = globalAgent as Agent & { options: AgentOptions };
    expect(options.timeout).toBe(CLIENT_IDLE_REUSE_MS.nodeGlobalAgent);
  });

  it("the mock platform's server announces its timeout and keeps the connection for the next request", async () => {
    const server = createMockPlatformServer({
      defaultOrigin: 'http://127.0.0.1',
      consoleOrigins: [],
      handlers: () => [],
      oidc: (_req, res) => {
        res.end();
      },
    });
    expect(server.keepAliveTimeout).toBe(SERVER_KEEP_ALIVE_TIMEOUT_MS);
    const port = await listening(server);
    // An agent like Playwright's: it reuses an idle connection for as long as it lives.
    const agent = new Agent({ keepAlive: true });
    try {
      const first = await get(port, agent);
      expect(first.status).toBe(404);
      // The hint Node's agents and fetch read to stop reusing a connection before the server closes it.
      expect(first.headers['keep-alive']).toBe(`timeout=${SERVER_KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await get(port, agent);
      expect(second).toMatchObject({ status: 404, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });

  it("Vite's dev and preview servers get the same timeout from the console's Vite config", async () => {
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      join(REPO, 'vite.config.ts'),
    );
    const plugins = (loaded?.config.plugins ?? []).flat(Infinity as 1) as PluginOption[];
    const plugin = plugins.find(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        'name' in entry &&
        entry.name === 'keep-idle-connections',
    );
    expect(plugin).toBeDefined();
    const { configureServer, configurePreviewServer } = plugin as unknown as {
      configureServer: (server: { httpServer: Server | null }) => void;
      configurePreviewServer: (server: { httpServer: Server }) => void;
    };
    const devServer = { httpServer: new Server() };
    configureServer(devServer);
    const previewServer = { httpServer: new Server() };
    configurePreviewServer(previewServer);
    expect(devServer.httpServer.keepAliveTimeout).toBe(SERVER_KEEP_ALIVE_TIMEOUT_MS);
    expect(previewServer.httpServer.keepAliveTimeout).toBe(SERVER_KEEP_ALIVE_TIMEOUT_MS);
    // Vitest's own server has no HTTP server; the plugin leaves it alone.
    expect(() => configureServer({ httpServer: null })).not.toThrow();
  });

  it("the e2e tests' nginx keeps idle browser connections as long; its /api/ proxy never reuses one", () => {
    const root = mkdtempSync(join(tmpdir(), 'keep-alive-root-'));
    const prefix = mkdtempSync(join(tmpdir(), 'keep-alive-prefix-'));
    try {
      writeFileSync(join(root, 'index.html'), '<p>console</p>');
      const { conf } = writeNginxPrefix({
        prefix,
        listen: '127.0.0.1:4399',
        root,
        apiUpstream: 'http://localhost:3399',
      });
      const directives = (path: string) => readFileSync(path, 'utf8').replace(/#.*$/gm, '');
      expect(directives(conf)).toContain(`keepalive_timeout ${SERVER_KEEP_ALIVE_TIMEOUT_MS / 1000}s;`);
      const proxy = directives(join(prefix, 'conf', 'snippets', 'console-locations-api.conf'));
      expect(proxy).toMatch(/^\s*proxy_http_version 1\.0;/m);
      expect(proxy).not.toMatch(/\bkeepalive\b/);
    } finally {
      for (const dir of [root, prefix]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
