/** Page titles and introductions of the signed-in app. */
export const pagesEn = {
  overview: { title: 'Overview', intro: 'Your wallet, usage and models at a glance.' },
  models: { title: 'Models', intro: 'Browse the hosted models, compare prices and try them.' },
  apiKeys: { title: 'API Keys', intro: 'Create, rotate and revoke the keys your applications use.' },
  team: { title: 'Team', intro: 'Invite colleagues and manage who can do what.' },
  settings: { title: 'Settings', intro: 'Your profile, preferences and company details.' },
  billing: { title: 'Billing & Usage', intro: 'Wallet balance, plan, usage, invoices and payment methods.' },
  databases: { title: 'Databases', intro: 'Managed databases.' },
  welcomeUser: 'Welcome, {{name}}',
} as const;
