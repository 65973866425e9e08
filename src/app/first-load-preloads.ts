import { getGetAuthStatusUrl } from '@/api/generated/endpoints/auth/auth';
import { LOCAL_STORAGE_KEYS } from '@/config/constants';
import { apiBaseUrl, environmentFromHost } from '@/config/environment';
import { isSignInOrOutPath } from '@/features/auth/safe-redirect';

/** What the build writes into index.html's data block for the inline preload script. */
export interface FirstLoadManifest {
  /** This build's signed-in chunks (scripts/build/signed-in-preload.ts). */
  readonly files: readonly string[];
  /** By page path, the chunks beyond those the page's own code needs before it renders. */
  readonly pages?: Readonly<Record<string, readonly string[]>>;
  /** The build-time `VITE_API_BASE_URL`, if any (config/environment.ts). */
  readonly apiBaseUrl?: string;
}

/** The part of `window` the script touches (a parameter, so tests run it without a browser). */
export interface PreloadWindow {
  readonly location: { readonly pathname: string; readonly hostname: string };
  readonly localStorage: Pick<Storage, 'getItem'>;
  readonly document: Pick<Document, 'getElementById' | 'createElement' | 'head'>;
}

function addLink(win: PreloadWindow, rel: string, href: string, crossOrigin: string, as?: string) {
  const link = win.document.createElement('link');
  link.rel = rel;
  link.crossOrigin = crossOrigin;
  if (as) link.as = as;
  link.href = href;
  win.document.head.appendChild(link);
}

function pageFiles({ pages = {} }: FirstLoadManifest, path: string): readonly string[] {
  const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.prototype.hasOwnProperty.call(pages, key) ? (pages[key] ?? []) : [];
}

/**
 * Runs inline in index.html before the entry (the build bundles it): for a browser signed in last time,
 * outside sign-in and sign-out, it asks for the signed-in app's chunks (and those the page's own code needs
 * first) and the auth status call while the entry downloads. The router's imports and the status query's
 * fetch then reuse them, so the page's data calls no longer wait for a status round trip after the entry
 * has run (docs/performance.md). Keep the condition in step with main.tsx's.
 */
export function startFirstLoadPreloads(win: PreloadWindow, manifestId: string): void {
  try {
    if (win.localStorage.getItem(LOCAL_STORAGE_KEYS.signedInHint) !== 'true') return;
    const path = win.location.pathname;
    if (isSignInOrOutPath(path)) return;
    const manifest = JSON.parse(
      win.document.getElementById(manifestId)?.textContent ?? '',
    ) as FirstLoadManifest;
    for (const file of [...manifest.files, ...pageFiles(manifest, path)])
      addLink(win, 'modulepreload', file, '');
    // The same URL, mode and credentials as the client's fetch (api/client.ts), or the browser asks twice.
    const base = apiBaseUrl(environmentFromHost(win.location.hostname), win.location, manifest.apiBaseUrl);
    addLink(win, 'preload', `${base}${getGetAuthStatusUrl()}`, 'use-credentials', 'fetch');
  } catch {
    // No storage, no data block: the app loads everything itself.
  }
}
