/**
 * The overview (/): wallet, spend, usage, keys, team, model status and next steps. Kept under the page key
 * `overview` (the sidebar's and the command palette's name for it, `pages.overview.title`).
 */
export const dashboardEn = {
  title: 'Overview',
  intro: 'Your wallet, usage and models at a glance.',
  loading: 'Loading',
  retry: 'Retry',
  wallet: {
    title: 'Wallet balance',
    plan: 'Plan: {{plan}}',
    nextCharge: 'Next top-up {{amount}} on {{date}}',
    payAsYouGo: 'Pay as you go: no monthly top-up',
    low: 'Low balance',
    empty: 'Your wallet is empty. Change plan or top up to keep using the models.',
    loadFailed: 'The wallet could not be loaded',
    link: 'Billing & Usage',
    topUp: 'Add credit',
  },
  plans: {
    get_started: 'Get Started',
    wallet_50_monthly: 'Wallet 50',
    wallet_500_monthly: 'Wallet 500',
  },
  spend: {
    title: 'Spend this period',
    period: '{{start}} – {{end}}',
    empty: 'Nothing spent yet this period.',
    loadFailed: 'The spend could not be loaded',
  },
  usage: {
    title: 'Tokens per day',
    chartTitle: 'Tokens used per day this period',
    date: 'Date',
    tokens: 'Tokens',
    total: '{{total}} tokens this period',
    empty: 'No tokens used yet this period.',
    loadFailed: 'The usage could not be loaded',
  },
  keys: {
    title: 'Active API keys',
    empty: 'No active keys yet.',
    loadFailed: 'The API keys could not be loaded',
    link: 'Manage keys',
  },
  members: {
    title: 'Team members',
    pending_one: '{{count}} invitation pending',
    pending_other: '{{count}} invitations pending',
    empty: 'Only you so far.',
    loadFailed: 'The team could not be loaded',
    link: 'Manage team',
  },
  models: {
    title: 'Model status',
    summary: '{{up}} of {{total}} chat endpoints up',
    summaryUnreported: '{{total}} chat endpoints; their status is not reported',
    status: {
      up: 'Up',
      down: 'Down',
      degraded: 'Degraded',
      unknown: 'Not reported',
    },
    empty: 'No chat endpoints are reported right now.',
    loadFailed: 'The model status could not be loaded',
    unreadable_one:
      '{{count}} chat endpoint could not be shown: the platform sent it in a form the console cannot read.',
    unreadable_other:
      '{{count}} chat endpoints could not be shown: the platform sent them in a form the console cannot read.',
    link: 'Browse models',
  },
  nextSteps: {
    title: 'Next steps',
    intro: 'A few things to get your account going.',
    createKey: {
      title: 'Create an API key',
      description: 'Your applications call the models with it.',
    },
    tryModel: {
      title: 'Try a model',
      description: 'Send a first prompt in the playground and see the price per token.',
    },
    invite: {
      title: 'Invite a colleague',
      description: 'Share the account: keys, usage and billing in one place.',
    },
  },
} as const;
