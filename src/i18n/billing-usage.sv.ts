import type { billingUsageEn } from './billing-usage.en';
import type { Catalogue } from './catalogue';

export const billingUsageSv = {
  heading: 'Användning',
  period: 'Period',
  days_one: '{{count}} dag',
  days_other: '{{count}} dagar',
  periodRange: '{{start}} – {{end}}',
  loading: 'Hämtar användningen…',
  loadFailed: 'Användningen kunde inte hämtas',
  unreadable_one:
    '{{count}} användningsrad kunde inte läsas: plattformen skickade den i en form som konsolen inte kan läsa, och siffrorna ovan räknar inte med den.',
  unreadable_other:
    '{{count}} användningsrader kunde inte läsas: plattformen skickade dem i en form som konsolen inte kan läsa, och siffrorna ovan räknar inte med dem.',
  empty: 'Ingen användning under perioden.',
  emptyHint: 'Anrop som görs med dina API-nycklar visas här, per dag och per modell.',
  view: 'Visa',
  views: {
    tokens: 'Indata mot utdata',
    models: 'Tokens per modell',
    cost: 'Kostnad per modell',
  },
  chartTitle: {
    tokens: 'Indata- och utdatatokens per dag',
    models: 'Tokens per modell och dag',
    cost: 'Kostnad per modell och dag (€)',
  },
  chartLoading: 'Hämtar diagrammet…',
  date: 'Datum',
  input: 'Indatatokens',
  output: 'Utdatatokens',
  total: 'Tokens totalt',
  cost: 'Kostnad',
  costEur: 'Kostnad i EUR (exakt med 6 decimaler)',
  from: 'Från',
  to: 'Till',
  model: 'Modell',
  totals: 'Totalt',
  byModel: 'Per modell',
  totalsNote:
    'Beloppen summeras exakt och avrundas till hela cent först när de visas; ett belopp under en cent visas som < 0,01 €, och CSV-filen har varje belopp exakt. Summorna omfattar alla kontots API-nycklar, även återkallade, och anrop från testytan.',
  export: 'Exportera CSV',
  exported: 'Användningen har exporterats som {{file}}',
  apiKey: 'API-nyckel',
  keyStatus: 'Nyckelns status',
  keyActive: 'Aktiv',
  keyRevoked: 'Återkallad',
  console: 'Konsolen (testytan)',
  byKey: 'Per nyckel',
  tableSplit: 'Tabell',
  byKeyUnavailable: 'Plattformen redovisar inte användningen per nyckel.',
} satisfies Catalogue<typeof billingUsageEn>;
