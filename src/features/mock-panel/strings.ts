import { i18n } from '@/i18n';
import { mockPanelEn } from '@/i18n/mock-panel.en';
import { mockPanelSv } from '@/i18n/mock-panel.sv';

/**
 * The panel's strings join the `translation` catalogue when its chunk loads, not in en.ts / sv.ts: the
 * panel exists only in mock mode, and a production build should carry none of it, texts included.
 */
export function registerMockPanelStrings() {
  if (i18n.hasResourceBundle('en', 'translation') && i18n.exists('mockPanel.title')) return;
  i18n.addResourceBundle('en', 'translation', { mockPanel: mockPanelEn }, true, false);
  i18n.addResourceBundle('sv', 'translation', { mockPanel: mockPanelSv }, true, false);
}
