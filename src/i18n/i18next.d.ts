import 'i18next';

import type { en } from './en';
import type { mockPanelEn } from './mock-panel.en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // `mockPanel` is added at run time by the mock panel's own chunk (mock mode only), so a production
    // build carries none of its strings; see features/mock-panel/strings.ts.
    resources: { translation: typeof en & { mockPanel: typeof mockPanelEn } };
  }
}
