import type { Catalogue } from './catalogue';
import type { dashboardEn } from './dashboard.en';

export const dashboardSv = {
  title: 'Översikt',
  intro: 'Din plånbok, användning och modeller i en överblick.',
  loading: 'Hämtar',
  retry: 'Försök igen',
  wallet: {
    title: 'Saldo',
    plan: 'Abonnemang: {{plan}}',
    nextCharge: 'Nästa påfyllning {{amount}} den {{date}}',
    payAsYouGo: 'Betala per användning: ingen månatlig påfyllning',
    low: 'Lågt saldo',
    empty: 'Din plånbok är tom. Byt abonnemang eller fyll på för att fortsätta använda modellerna.',
    loadFailed: 'Saldot kunde inte hämtas',
    link: 'Fakturering och användning',
    topUp: 'Fyll på saldot',
  },
  plans: {
    get_started: 'Get Started',
    wallet_50_monthly: 'Wallet 50',
    wallet_500_monthly: 'Wallet 500',
  },
  spend: {
    title: 'Kostnad denna period',
    period: '{{start}} – {{end}}',
    empty: 'Inget har förbrukats än denna period.',
    loadFailed: 'Kostnaden kunde inte hämtas',
  },
  usage: {
    title: 'Tokens per dag',
    chartTitle: 'Använda tokens per dag denna period',
    date: 'Datum',
    tokens: 'Tokens',
    total: '{{total}} tokens denna period',
    empty: 'Inga tokens har använts än denna period.',
    loadFailed: 'Användningen kunde inte hämtas',
  },
  keys: {
    title: 'Aktiva API-nycklar',
    empty: 'Inga aktiva nycklar än.',
    loadFailed: 'API-nycklarna kunde inte hämtas',
    link: 'Hantera nycklar',
  },
  members: {
    title: 'Teammedlemmar',
    pending_one: '{{count}} inbjudan väntar',
    pending_other: '{{count}} inbjudningar väntar',
    empty: 'Bara du hittills.',
    loadFailed: 'Teamet kunde inte hämtas',
    link: 'Hantera team',
  },
  models: {
    title: 'Modellstatus',
    summary: '{{up}} av {{total}} chattslutpunkter är uppe',
    summaryUnreported: '{{total}} chattslutpunkter; deras status rapporteras inte',
    status: {
      up: 'Uppe',
      down: 'Nere',
      degraded: 'Störd',
      unknown: 'Ej rapporterad',
    },
    empty: 'Inga chattslutpunkter rapporteras just nu.',
    loadFailed: 'Modellstatus kunde inte hämtas',
    unreadable_one:
      '{{count}} chattslutpunkt kunde inte visas: plattformen skickade den i en form som konsolen inte kan läsa.',
    unreadable_other:
      '{{count}} chattslutpunkter kunde inte visas: plattformen skickade dem i en form som konsolen inte kan läsa.',
    link: 'Visa modeller',
  },
  nextSteps: {
    title: 'Nästa steg',
    intro: 'Några saker för att komma igång med ditt konto.',
    createKey: {
      title: 'Skapa en API-nyckel',
      description: 'Dina applikationer anropar modellerna med den.',
    },
    tryModel: {
      title: 'Prova en modell',
      description: 'Skicka en första prompt i testmiljön och se priset per token.',
    },
    invite: {
      title: 'Bjud in en kollega',
      description: 'Dela kontot: nycklar, användning och fakturering på ett ställe.',
    },
  },
} satisfies Catalogue<typeof dashboardEn>;
