import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { FIRST_LOAD_PRELOADS_ID, SIGNED_IN_FILES_ID } from '../build/signed-in-preload.ts';
import { withCodeAfterFirstPaint, withFrame } from './frame-variants.ts';

/** The shape of a production index.html (vite build with the signed-in preload plugin). */
const BUILT = [
  '<html><head><style>body{margin:0}</style>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  `<script type="application/json" id="${SIGNED_IN_FILES_ID}">{"files":["/assets/signed-in-x.js","/assets/route-y.js"]}</script>`,
  `<script id="${FIRST_LOAD_PRELOADS_ID}">startPreloads()</script>`,
  '</head><body><div id="root">',
  '  <div class="console-loading" data-boot lang="en" role="status" aria-label="Loading"></div>',
  '  <div class="console-loading" data-boot lang="sv" role="status" aria-label="Läser in"></div>',
  '</div></body></html>',
].join('\n');

const FRAME = { html: '<header>Models</header><p>Intro $& $1</p>', css: '.a{color:red}' };

describe('withFrame', () => {
  it('puts the frame in #root in place of the loading spinners, and its CSS at the end of <head>, verbatim', () => {
    const html = withFrame(BUILT, FRAME);
    expect(html).toContain('<div id="root"><header>Models</header><p>Intro $& $1</p></div></body>');
    expect(html).not.toContain('data-boot');
    expect(html).toContain('<style id="prerendered-css">.a{color:red}</style></head>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('puts the frame in an empty #root too', () => {
    const empty = BUILT.replace(/<div id="root">[\s\S]*<\/div><\/body>/, '<div id="root"></div></body>');
    expect(withFrame(empty, FRAME)).toContain(
      '<div id="root"><header>Models</header><p>Intro $& $1</p></div></body>',
    );
  });

  it('refuses a page whose #root holds anything but the loading spinners', () => {
    expect(() => withFrame(withFrame(BUILT, FRAME), FRAME)).toThrow(/#root as built/);
  });
});

describe('withCodeAfterFirstPaint', () => {
  it('drops the entry script and the preloads from <head> and asks for both after a frame', () => {
    const html = withCodeAfterFirstPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain(`id="${FIRST_LOAD_PRELOADS_ID}"`);
    expect(html).toContain(`id="${SIGNED_IN_FILES_ID}"`);

    const loader = /<script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
    const queue: (() => void)[] = [];
    runInNewContext(loader, {
      requestAnimationFrame: (callback: () => void) => queue.push(callback),
      setTimeout: (callback: () => void) => queue.push(callback),
      JSON,
      document: {
        getElementById: (id: string) =>
          id === SIGNED_IN_FILES_ID
            ? { textContent: '{"files":["/assets/signed-in-x.js","/assets/route-y.js"]}' }
            : null,
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
      },
    });
    expect(appended).toEqual([]);
    while (queue.length > 0) queue.shift()?.();
    expect(appended).toEqual([
      expect.objectContaining({ tag: 'link', rel: 'modulepreload', href: '/assets/signed-in-x.js' }),
      expect.objectContaining({ tag: 'link', rel: 'modulepreload', href: '/assets/route-y.js' }),
      expect.objectContaining({ tag: 'script', type: 'module', src: '/assets/index-abc.js' }),
    ]);
  });

  it('refuses an index.html without the entry script', () => {
    expect(() => withCodeAfterFirstPaint('<html><head></head><body></body></html>')).toThrow(
      /entry module script/,
    );
  });
});
