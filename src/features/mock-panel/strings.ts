import { addStrings } from '@/i18n';
import { mockPanelEn } from '@/i18n/mock-panel.en';
import { mockPanelSv } from '@/i18n/mock-panel.sv';

/**
 * The panel's strings join the catalogue when its chunk loads, not in en.ts / sv.ts: the panel exists only in
 * mock mode, and a production build should carry none of it, texts included.
 */
export function registerMockPanelStrings() {
  addStrings({ en: { mockPanel: mockPanelEn }, sv: { mockPanel: mockPanelSv } });
}
