/**
 * Strings of the shell's global pieces: command palette, New Project dialog, maintenance screen and the
 * error screens. Texts quoted by the spec (sections 2 and 8) are kept to the letter.
 */
export const shellEn = {
  commandPalette: {
    label: 'Command palette',
    open: 'Search',
    placeholder: 'Search commands...',
    hint: 'Start typing to search...',
    empty: 'No results found for "{{query}}"',
    results: 'Search results',
    loading: 'Loading search results',
    retry: 'Try again',
    resultCount_one: '{{count}} result',
    resultCount_other: '{{count}} results',
    keys: {
      navigate: 'to move',
      choose: 'to open',
      close: 'to close',
    },
    groups: {
      recent: 'Recent',
      pages: 'Pages',
      actions: 'Actions',
      models: 'Models',
      databases: 'Databases',
      apiKeys: 'API keys',
      members: 'Team members',
    },
    actions: {
      createApiKey: { title: 'Create API key', description: 'Open API Keys with a new key' },
      inviteMember: { title: 'Invite member', description: 'Invite someone to your team' },
      themeLight: { title: 'Switch to light theme', description: 'Colour mode: light' },
      themeDark: { title: 'Switch to dark theme', description: 'Colour mode: dark' },
      themeSystem: { title: 'Use system theme', description: 'Colour mode: follow the system' },
      signOut: { title: 'Sign out', description: 'End your session' },
    },
    model: {
      chat: 'Chat model by {{owner}}',
      embedding: 'Embedding model by {{owner}}',
    },
    apiKey: {
      prefix: 'Key {{prefix}}…',
    },
  },
  newProject: {
    open: 'New Project',
    title: 'New Project',
    name: 'Project Name',
    namePlaceholder: 'e.g. Customer support assistant',
    nameRequired: 'Project name is required',
    team: 'Team',
    teams: {
      core: 'Core Team',
      engineering: 'Engineering',
      clientProjects: 'Client Projects',
    },
    environment: 'Environment Type',
    environments: {
      development: 'development',
      staging: 'staging',
      production: 'production',
    },
    note: 'Resources of this project are isolated in their own namespace, with separate billing and quotas.',
    cancel: 'Cancel',
    submit: 'Create Project',
    submitting: 'Creating project...',
  },
  // Swedish in every interface language (spec sections 1 and 2): identical in shell.sv.ts.
  maintenance: {
    title: 'Underhållsläge',
    body: 'Systemet är för närvarande under underhåll. Vänligen kom tillbaka om några timmar.',
    note: 'Vi arbetar med att förbättra tjänsten för dig. Tack för ditt tålamod.',
    back: 'Tillbaka till startsidan',
  },
  genericError: {
    title: 'Something went wrong',
    body: 'The console ran into an unexpected problem. Refreshing the page usually helps.',
    refresh: 'Refresh Page',
  },
  pageError: {
    title: 'This page could not be loaded',
    retry: 'Retry',
    authTitle: 'Your session has ended',
    signIn: 'Sign in again',
  },
} as const;
