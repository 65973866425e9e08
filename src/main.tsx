// First: zod's configuration, before any module that loads zod (zod-jitless.ts says why).
import './app/zod-jitless';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { loadStartLanguage } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render(root: HTMLElement) {
  // A transition lets React render the first screen in slices of a few milliseconds, yielding to the
  // browser in between, instead of one long task (issue 8: total blocking time on a mid-range phone).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The stored language's strings first (a fetch only for Swedish), so no text shows in the wrong language;
// should that fetch fail, the console starts in English.
void loadStartLanguage()
  .catch(() => undefined)
  .then(() => render(container));
