import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// The console loads its strings in parts, with the chunks that use them; a unit test renders any part on
// its own, so it gets all of them up front.
import '@/i18n/all-strings';
import { queryClient } from '@/api/query-client';
import { resetSessionEndForTests } from '@/api/session-end';
import { resetCommandPalette } from '@/features/command-palette/palette-store';
import { resetNewProjectDialog } from '@/features/projects/project-dialog-store';
import { mockDb } from '@/mocks/handlers';
import { forgetOpenFormsForTests } from '@/session/form-drafts';
import { signOutOfMockPlatform } from '@/mocks/testing/browser-session';
import { loadToasterStore, resetToastAskedForTests, toaster } from '@/ui/toaster';

import { fakeMatchMedia } from './media-query';
import { stopRecordingRequests } from './mock-overrides';
import { server, takeUnhandledRequests } from './msw-server';
import { forgetPageState, resetBrowserState, TEST_QUERY_DEFAULTS } from './render';

// findBy…/waitFor wait up to 3 s (default 1 s): on two busy cores a msw answer plus a render can take longer.
configure({ asyncUtilTimeout: 3_000 });

// jsdom has no matchMedia; next-themes and Chakra read it. Tests that need a preference (dark mode,
// reduced motion) replace it with `vi.spyOn(window, 'matchMedia')`.
Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: fakeMatchMedia() });

// The URL jsdom starts at; kept on globalThis because this file runs again before every test file.
const START_URL: string = ((globalThis as { __testStartUrl?: string }).__testStartUrl ??=
  window.location.href);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  // The app's one client serves the screens' tests: without the app's retries and their delays.
  queryClient.setDefaultOptions(TEST_QUERY_DEFAULTS);
  // The toasts' store loads after the app's first paint; here at once, so clearing it below is synchronous.
  await loadToasterStore();
});

afterEach(() => {
  cleanup();
  // One query client for all the tests of a file: a test's answers must not reach the next.
  forgetPageState();
  // The toaster is one store for the whole app: a test's toasts must not reach the next test.
  toaster.remove();
  server.resetHandlers();
  // A fault a test injects into the shared store (failOperation) is that test's alone.
  mockDb.faults.clearAll();
  stopRecordingRequests();
  signOutOfMockPlatform();
  // A call answered 401 ends the session for the whole console: the next test starts signed in again.
  resetSessionEndForTests();
  forgetOpenFormsForTests();
  // 'error' makes the request itself fail; code that swallows the failure (React Query's error state)
  // would still let the test pass, so any request no handler answered fails the test here.
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) {
    throw new Error(`Requests without an msw handler:\n  ${unhandled.join('\n  ')}`);
  }
});

afterAll(async () => {
  server.close();
  await forgetThisFile();
});

/**
 * Most files run without isolation (vitest.config.ts): the next file in this worker reuses this one's modules
 * and globals. So each file leaves them as a fresh start would: empty storage, no colour mode on <html>,
 * English (i18next is one instance for all files), the default store behind the msw handlers, the palette
 * and the New Project dialog closed, no toast asked for, real timers, no stubbed globals or env, the start URL.
 */
async function forgetThisFile(): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await resetBrowserState();
  document.body.replaceChildren();
  window.history.replaceState(null, '', START_URL);
  mockDb.reset('default');
  resetCommandPalette();
  resetNewProjectDialog();
  resetToastAskedForTests();
}
