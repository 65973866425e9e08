// First: zod's configuration, before any module that loads zod (zod-jitless.ts says why).
import './app/zod-jitless';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { loadStartLanguage } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The stored language's strings first (a fetch only for Swedish), so no text shows in the wrong language;
// should that fetch fail, the console starts in English.
void loadStartLanguage()
  .catch(() => undefined)
  .then(() => render(container));
