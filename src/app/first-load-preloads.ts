import { getGetAuthStatusUrl } from '@/api/generated/endpoints/auth/auth';
import type { FirstDataPaths } from '@/app/first-data-paths';
import { LOCAL_STORAGE_KEYS } from '@/config/constants';
import { apiBaseUrl, environmentFromHost } from '@/config/environment';
import { isSignInOrOutPath } from '@/features/auth/safe-redirect';

/** What the build writes into index.html's data block for the inline preload script. */
export interface FirstLoadManifest {
  /** This build's signed-in chunks (scripts/build/signed-in-preload.ts). */
  readonly files: readonly string[];
  /** By page path, the chunks its own code needs before it renders, beyond the signed-in ones. */
  readonly pages?: Readonly<Record<string, readonly string[]>>;
  /** The build-time `VITE_API_BASE_URL`, if any (config/environment.ts). */
  readonly apiBaseUrl?: string;
  /** By language, the chunks of its strings that English does not need (i18n/i18n.ts, `TRANSLATIONS`). */
  readonly strings?: Readonly<Record<string, LanguageFiles>>;
  /** The API calls a signed-in page asks for first: the shell's, and by page path its loader's. */
  readonly data?: FirstDataPaths;
}

/** A language's strings chunks, each part with the chunks it imports: the first screen's, the signed-in app's. */
export interface LanguageFiles {
  readonly firstScreen?: readonly string[];
  readonly signedIn?: readonly string[];
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

/**
 * The value under `key` if the object itself holds it (an address or stored value is never `__proto__`'s);
 * nothing when `record` is not an object, so a bad field costs only its own preloads.
 */
function own<Value>(
  record: Readonly<Record<string, Value>> | undefined,
  key: string | null,
): Value | undefined {
  if (typeof record !== 'object' || record === null || key === null) return undefined;
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

const pagePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function pageFiles({ pages }: FirstLoadManifest, path: string): readonly string[] {
  return own(pages, pagePath(path)) ?? [];
}

/** What the block holds under `key`, if it is an object that holds it itself (`own`). */
const at = (record: unknown, key: string): unknown =>
  own(record as Readonly<Record<string, unknown>> | undefined, key);

/** The shell's calls and the page's, each an API path (`/v1/models`); anything else in the block is skipped. */
function dataPaths({ data }: FirstLoadManifest, path: string): string[] {
  const lists = [at(data, 'shell'), at(at(data, 'pages'), pagePath(path))];
  return lists
    .flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []))
    .filter((call): call is string => typeof call === 'string' && /^\/(?!\/)/.test(call));
}

/**
 * Runs inline in index.html before the entry (the build bundles it). For a stored language other than English,
 * it asks for that language's first-screen strings, which every visit waits for before its first render
 * (main.tsx). For a browser signed in last time, outside sign-in and sign-out, it also asks for the signed-in
 * app's chunks (and those the page's own code needs first, and its strings in that language), the auth
 * status call and the calls the shell and the page's loader make while the entry downloads. The router's
 * imports and the queries' fetches then reuse them, so nothing waits for the entry to have run to be asked
 * for (docs/performance.md). Keep the condition in step with main.tsx's.
 */
export function startFirstLoadPreloads(win: PreloadWindow, manifestId: string): void {
  try {
    const manifest = JSON.parse(
      win.document.getElementById(manifestId)?.textContent ?? '',
    ) as FirstLoadManifest;
    const strings = own(manifest.strings, win.localStorage.getItem(LOCAL_STORAGE_KEYS.language));
    for (const file of strings?.firstScreen ?? []) addLink(win, 'modulepreload', file, '');
    if (win.localStorage.getItem(LOCAL_STORAGE_KEYS.signedInHint) !== 'true') return;
    const path = win.location.pathname;
    if (isSignInOrOutPath(path)) return;
    for (const file of [...manifest.files, ...pageFiles(manifest, path), ...(strings?.signedIn ?? [])])
      addLink(win, 'modulepreload', file, '');
    // The same URL, mode and credentials as the client's fetch (api/client.ts), or the browser asks twice.
    const base = apiBaseUrl(environmentFromHost(win.location.hostname), win.location, manifest.apiBaseUrl);
    for (const call of [getGetAuthStatusUrl(), ...dataPaths(manifest, path)])
      addLink(win, 'preload', `${base}${call}`, 'use-credentials', 'fetch');
  } catch {
    // No storage, no data block: the app loads everything itself.
  }
}
