// Renders deploy/nginx/ into a self-contained nginx prefix (its own nginx.conf, pid, logs and temp paths under
// one directory), so nginx runs without root's /etc/nginx set-up. Used by scripts/serve-nginx.mjs and the
// benches (scripts/bench/production-build.ts); the CSP hash helpers also by scripts/csp-hashes.mjs.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { SERVER_KEEP_ALIVE_TIMEOUT_MS } from './keep-alive.mjs';

/** Debian's nginx, which scripts/ensure-nginx.mjs installs; NGINX_PATH names another. */
export const DEBIAN_NGINX = '/usr/sbin/nginx';
/** Debian's brotli static module, built for Debian's nginx (ensure-nginx.mjs installs it with it). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The nginx binary the tests and benches run. */
export function nginxBinary() {
  return process.env.NGINX_PATH || DEBIAN_NGINX;
}

/**
 * Whether the site serves the build's .br files: only with Debian's nginx and its module, as a module must
 * be built for the binary that loads it. Otherwise the .gz files are served.
 */
export function servesBrotli(nginx = nginxBinary()) {
  return nginx === DEBIAN_NGINX && existsSync(BROTLI_STATIC_MODULE);
}

export const DEPLOY_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy', 'nginx');

/**
 * The bodies of index.html's inline scripts (a `<script>` without `src`), in document order; data blocks
 * (`type="application/json"`) are never run, so the policy has nothing to allow for them.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (!/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?application\/json/i.test(attributes))
      scripts.push(body);
  }
  return scripts;
}

/**
 * CSP source expressions (`'sha256-…'`) allowing exactly these scripts: the hash of the text between the tags.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptHashSources(html) {
  return inlineScripts(html).map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/**
 * Fills `${NAME}` placeholders (upper case, as envsubst would with those variables set) and leaves nginx's
 * own `$name` variables alone. A placeholder without a value is an error, not an empty string.
 * @param {string} text
 * @param {Record<string, string | number>} values
 * @returns {string}
 */
export function renderTemplate(text, values) {
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, /** @type {string} */ name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for \${${name}}`);
    return String(values[name]);
  });
}

/**
 * Writes <prefix>/conf/nginx.conf (+ the site and its snippets) and returns the command line that runs it in
 * the foreground. `apiUpstream` adds the /api/ proxy (snippets/console-locations-api.conf.template).
 * `brotli` (by default when nginx has the module) adds the optional .br snippet and loads the module.
 * @param {{ prefix: string, listen: string, root: string, connectSrc?: string[], apiUpstream?: string,
 *   brotli?: boolean }} options
 * @returns {{ conf: string, args: string[] }}
 */
export function writeNginxPrefix({
  prefix,
  listen,
  root,
  connectSrc = [],
  apiUpstream,
  brotli = servesBrotli(),
}) {
  const conf = join(prefix, 'conf');
  const snippets = join(conf, 'snippets');
  const logs = join(prefix, 'logs');
  const temp = join(prefix, 'temp');
  for (const dir of [snippets, logs, temp]) mkdirSync(dir, { recursive: true });
  // nginx started as root serves with `nobody` workers, which must reach the temp paths it creates here.
  for (const dir of [prefix, conf, snippets, logs, temp]) chmodSync(dir, 0o755);

  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const values = {
    CONSOLE_LISTEN: listen,
    CONSOLE_ROOT: root,
    CSP_SCRIPT_HASHES: scriptHashSources(html).join(' '),
    CSP_CONNECT_SRC: connectSrc.join(' '),
    API_UPSTREAM: apiUpstream ?? '',
  };

  const site = renderTemplate(readFileSync(join(DEPLOY_DIR, 'console.conf.template'), 'utf8'), values);
  writeFileSync(join(conf, 'console.conf'), site);
  const files = readdirSync(join(DEPLOY_DIR, 'snippets')).map((name) => ({ dir: 'snippets', name }));
  if (brotli) files.push({ dir: 'optional', name: 'console-assets-brotli.conf' });
  for (const { dir, name } of files) {
    if (name.startsWith('console-locations-') && !apiUpstream) continue;
    const text = readFileSync(join(DEPLOY_DIR, dir, name), 'utf8');
    writeFileSync(join(snippets, name.replace(/\.template$/, '')), renderTemplate(text, values));
  }

  // The frame around the site: what Debian's /etc/nginx/nginx.conf would be, with every path in the prefix.
  writeFileSync(
    join(conf, 'nginx.conf'),
    [
      ...(brotli ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
      'worker_processes 1;',
      `pid ${join(logs, 'nginx.pid')};`,
      `error_log ${join(logs, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    sendfile on;',
      // As long as the other local servers keep an idle connection (keep-alive.mjs says why).
      `    keepalive_timeout ${SERVER_KEEP_ALIVE_TIMEOUT_MS / 1000}s;`,
      `    access_log ${join(logs, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `    ${kind}_temp_path ${join(temp, kind)};`,
      ),
      '    include console.conf;',
      '}',
      '',
    ].join('\n'),
  );
  return {
    conf: join(conf, 'nginx.conf'),
    args: ['-p', prefix, '-c', join(conf, 'nginx.conf'), '-g', 'daemon off;'],
  };
}
