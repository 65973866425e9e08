/**
 * Strings of the signed-in shell's global dialogs: the command palette and New Project. They join `shell`
 * (deep merge) with the signed-in app's chunk (signed-in-strings.ts; Swedish: signed-in.sv.ts); shell.en.ts keeps the screens the
 * first screen may show.
 */
export const shellAppEn = {
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
      newProject: {
        title: 'New Project',
        description: 'Create a project with its own namespace, billing and quotas',
      },
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
      other: '{{type}} model by {{owner}}',
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
  refresh: {
    button: 'Refresh',
    refreshing: 'Refreshing…',
    updated: 'Updated {{time}}',
    never: 'Not loaded yet',
  },
  sessionEnded: {
    title: 'Your session has ended',
    body: 'Sign in again to carry on where you were. What you typed is kept in this browser tab, except card details, which you enter again.',
    signIn: 'Sign in again',
  },
} as const;
