import { FIRST_LOAD_PRELOADS_ID, SIGNED_IN_FILES_ID } from '../build/signed-in-preload.ts';

/**
 * The index.html variants that `npm run bench:prerender` measures, built from the production
 * index.html and a page's frame captured in a browser. They exist to measure what build-time prerendering
 * could buy (docs/performance.md), not to ship.
 */

/** A signed-in page as first rendered: #root's markup and every CSS rule the document holds. */
export interface CapturedFrame {
  readonly html: string;
  readonly css: string;
}

/** #root as built: empty, or holding only index.html's loading spinners (`data-boot`), which a frame replaces. */
const BOOT_ROOT = /<div id="root">(?:\s*<div [^>]*\bdata-boot\b[^>]*><\/div>)*\s*<\/div>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOADS_SCRIPT = new RegExp(`<script id="${FIRST_LOAD_PRELOADS_ID}">[\\s\\S]*?</script>`);

function replaceOnce(html: string, search: string | RegExp, replacement: string, what: string): string {
  const found = typeof search === 'string' ? html.includes(search) : search.test(html);
  if (!found) throw new Error(`frame-variants: index.html has no ${what}`);
  return html.replace(search, () => replacement);
}

/**
 * The page's frame in #root and its CSS in <head>, as a build-time prerender would serve it. React's first
 * commit (createRoot) replaces the frame with the live page.
 */
export function withFrame(indexHtml: string, frame: CapturedFrame): string {
  const styled = replaceOnce(
    indexHtml,
    '</head>',
    `<style id="prerendered-css">${frame.css}</style></head>`,
    '</head>',
  );
  return replaceOnce(styled, BOOT_ROOT, `<div id="root">${frame.html}</div>`, '#root as built');
}

/**
 * The same page with the app's code (the entry module and the signed-in chunks' preloads) asked for only
 * after the first paint, rather than while the HTML is parsed.
 */
export function withCodeAfterFirstPaint(indexHtml: string): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('frame-variants: index.html has no entry module script');
  const withoutPreload = replaceOnce(
    indexHtml.replace(ENTRY_SCRIPT, ''),
    PRELOADS_SCRIPT,
    '',
    'first-load preload script',
  );
  const loader = [
    'requestAnimationFrame(function () {',
    '  setTimeout(function () {',
    `    var files = JSON.parse(document.getElementById(${JSON.stringify(SIGNED_IN_FILES_ID)}).textContent).files;`,
    '    for (var i = 0; i < files.length; i++) {',
    "      var link = document.createElement('link');",
    "      link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = files[i];",
    '      document.head.appendChild(link);',
    '    }',
    "    var entry = document.createElement('script');",
    `    entry.type = 'module'; entry.crossOrigin = ''; entry.src = ${JSON.stringify(entry)};`,
    '    document.head.appendChild(entry);',
    '  }, 0);',
    '});',
  ].join('\n');
  return replaceOnce(withoutPreload, '</body>', `<script>${loader}</script></body>`, '</body>');
}
