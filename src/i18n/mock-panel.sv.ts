import type { Catalogue } from './catalogue';
import type { mockPanelEn } from './mock-panel.en';

/** Swedish strings of the mock platform's panel (same keys as mock-panel.en.ts). */
export const mockPanelSv: Catalogue<typeof mockPanelEn> = {
  toggle: 'Mockplattform',
  title: 'Mockplattform',
  expand: 'Öppna mockplattformens panel',
  collapse: 'Stäng mockplattformens panel',
  intro: 'Styr det lokala API som konsolen körs mot.',
  loading: 'Läser in mockplattformen…',
  unreachable: 'Mockplattformen svarar inte.',
  retry: 'Försök igen',
  refused: 'Mockplattformen vägrade: {{message}}',
  scenario: {
    label: 'Scenario',
    switch: 'Byt',
    reset: 'Återställ data',
    switched: 'Bytte till scenariot {{scenario}}.',
    resetDone: 'Data återställd till scenariot {{scenario}}.',
  },
  backOffice: {
    label: 'Affärssystem',
    up: 'Uppe',
    down: 'Nere',
    changed: 'Affärssystemet är {{status}}.',
  },
  latency: {
    label: 'Inferensfördröjning (ms)',
    apply: 'Använd',
    applied: 'Inferensfördröjningen är {{ms}} ms.',
  },
  faults: {
    label: 'Felinjicering',
    operation: 'Operation',
    kind: 'Fel',
    kinds: {
      status: 'Felsvar',
      delay: 'Extra fördröjning',
      network: 'Nätverksfel',
      malformed: 'Trasigt svar',
      hang: 'Svarar aldrig',
    },
    status: 'HTTP-status',
    code: 'Felkod',
    codeDefault: 'Enligt statusen',
    delay: 'Fördröjning (ms)',
    times: 'Bara nästa anrop',
    timesHint: 'Tomt: tills det rensas',
    apply: 'Injicera fel',
    clearAll: 'Rensa alla fel',
    active: 'Aktiva fel',
    none: 'Inga fel.',
    remove: 'Ta bort felet på {{operation}}',
    applied: 'Fel injicerat på {{operation}}.',
    removed: 'Felet på {{operation}} är borttaget.',
    cleared: 'Alla fel är rensade.',
  },
};
