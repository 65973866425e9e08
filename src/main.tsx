// First: zod's configuration, before any module that loads zod (zod-jitless.ts says why).
import './app/zod-jitless';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { watchChunkLoadErrors } from './app/chunk-load-errors';
import { router } from './app/router';
import { signedInHint } from './features/auth/auth-storage';
import { isSignInOrOutPath } from './features/auth/safe-redirect';
import { loadStartLanguage } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

watchChunkLoadErrors();

function render(root: HTMLElement) {
  // A transition lets React render the first screen in slices of a few milliseconds, yielding to the
  // browser in between, instead of one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// Before the first render: the stored language's strings (a fetch only for Swedish; should it fail, the
// console starts in English) and the router's first load (the auth status call, the route's chunks). Until
// both are in, index.html's loading spinner stays in #root (the first render replaces it). Waiting for the
// route lets a signed-in visit render straight with its page's code; a failed load renders the route's
// error screen, as it would after mounting.
void Promise.all([loadStartLanguage().catch(() => undefined), router.load().catch(() => undefined)]).then(
  () => render(container),
);

// While the auth status call is on the network, prepare what the answer will most likely need: outside the
// sign-in and sign-out screens, if this browser was signed in last time, the code of the signed-in app and
// of the page asked for, which the router fetches anyway once the status call lets it (and keeps: its own
// load reuses these). A new visitor fetches nothing ahead. In a production build index.html has already
// asked for the signed-in app's chunks and the status call on the same condition (keep the two in step:
// app/first-load-preloads.ts); those are reused, so here the page's chunks gain.
const { pathname } = window.location;
if (!isSignInOrOutPath(pathname) && signedInHint.isSet()) {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
