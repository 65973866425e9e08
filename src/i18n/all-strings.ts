import { en } from './en';
import { addBundledLanguage } from './i18n';
import { mockPanelEn } from './mock-panel.en';
import { mockPanelSv } from './mock-panel.sv';
import { sv } from './sv';

// Every string of every language at once, for unit tests (src/test/setup.ts): the console itself loads
// them in parts (see i18n.ts).
addBundledLanguage('en', { ...en, mockPanel: mockPanelEn });
addBundledLanguage('sv', { ...sv, mockPanel: mockPanelSv });
