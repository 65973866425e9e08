import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import {
  BROTLI_STATIC_MODULE,
  inlineScripts,
  nginxBinary,
  servesBrotli,
  renderTemplate,
  scriptHashSources,
  writeNginxPrefix,
} from './nginx-site.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes the exact text of each inline script and skips scripts with a src', () => {
    const html = `<head><script>
  a();
</script><script type="module" crossorigin src="/assets/index-abc.js"></script><SCRIPT>b()</SCRIPT></head>`;
    expect(inlineScripts(html)).toEqual(['\n  a();\n', 'b()']);
    expect(scriptHashSources(html)).toEqual([sha256('\n  a();\n'), sha256('b()')]);
  });

  it('leaves out JSON data blocks, which the browser never runs', () => {
    const html = `<script type="application/json" id="signed-in-chunks">["/assets/a.js"]</script><script>c()</script>`;
    expect(inlineScripts(html)).toEqual(['c()']);
  });

  it("finds index.html's one inline script, the colour mode before first paint (the build adds the signed-in preloads)", () => {
    const [script, ...others] = inlineScripts(readFileSync('index.html', 'utf8'));
    expect(others).toEqual([]);
    expect(script).toContain("localStorage.getItem('theme')");
  });
});

describe('renderTemplate', () => {
  it("fills ${NAME} placeholders and leaves nginx's variables alone", () => {
    expect(
      renderTemplate('listen ${PORT}; try_files $uri /index.html; set $x "${A_B}";', { PORT: 80, A_B: '' }),
    ).toBe('listen 80; try_files $uri /index.html; set $x "";');
  });

  it('refuses a placeholder without a value', () => {
    expect(() => renderTemplate('root ${CONSOLE_ROOT};', {})).toThrow('no value for ${CONSOLE_ROOT}');
  });
});

/** `nginx -t` on the prefix, where nginx is installed (scripts/ensure-nginx.mjs installs it for the e2e tests). */
function expectNginxAccepts(prefix: string, conf: string) {
  const nginx = nginxBinary();
  if (!existsSync(nginx)) return;
  const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
}

describe('writeNginxPrefix', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes a configuration nginx accepts, with the hashes and origins in the policy', () => {
    const root = mkdtempSync(join(tmpdir(), 'nginx-site-root-'));
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-site-prefix-'));
    dirs.push(root, prefix);
    writeFileSync(join(root, 'index.html'), '<script>theme()</script>');

    const { conf, args } = writeNginxPrefix({
      prefix,
      listen: '127.0.0.1:4399',
      root,
      connectSrc: ['https://api.example.eu', 'https://auth.example.eu'],
      apiUpstream: 'http://localhost:3399',
      brotli: false,
    });

    const site = readFileSync(join(prefix, 'conf', 'console.conf'), 'utf8');
    expect(site).toContain(`script-src 'self' ${sha256('theme()')} https://js.stripe.com`);
    expect(site).toContain(
      "connect-src 'self' https://api.example.eu https://auth.example.eu https://api.stripe.com",
    );
    expect(site).toContain(`root ${root};`);
    expect(readFileSync(join(prefix, 'conf', 'snippets', 'console-locations-api.conf'), 'utf8')).toContain(
      'proxy_pass http://localhost:3399/;',
    );
    expect(args).toEqual(['-p', prefix, '-c', conf, '-g', 'daemon off;']);

    // The hashed assets are served from the build's compressed copies (the .br ones only with the module).
    expect(site).toMatch(
      /location \/assets\/ \{[^}]*gzip_static on;[^}]*include snippets\/console-assets-\*\.conf;/,
    );
    expect(readFileSync(conf, 'utf8')).not.toContain('load_module');
    expect(existsSync(join(prefix, 'conf', 'snippets', 'console-assets-brotli.conf'))).toBe(false);
    expectNginxAccepts(prefix, conf);
  });

  it("with nginx's brotli module: loads it and serves the build's .br files", () => {
    const root = mkdtempSync(join(tmpdir(), 'nginx-site-root-'));
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-site-prefix-'));
    dirs.push(root, prefix);
    writeFileSync(join(root, 'index.html'), '<script>theme()</script>');

    const { conf } = writeNginxPrefix({ prefix, listen: '127.0.0.1:4399', root, brotli: true });

    expect(readFileSync(conf, 'utf8').startsWith(`load_module ${BROTLI_STATIC_MODULE};\n`)).toBe(true);
    expect(readFileSync(join(prefix, 'conf', 'snippets', 'console-assets-brotli.conf'), 'utf8')).toMatch(
      /^brotli_static on;$/m,
    );
    if (servesBrotli()) expectNginxAccepts(prefix, conf); // Debian's nginx with the module (ensure-nginx.mjs)
  });
});
