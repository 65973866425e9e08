/** The signed-in shell: side menu, top bar, user menu, banners (spec section 2). */
export const layoutEn = {
  nav: {
    label: 'Main',
    support: 'Support',
    apiDocs: 'API Docs',
    opensInNewTab: '(opens in a new tab)',
  },
  sidebar: {
    promise:
      'Models run with data inside EU borders, on open-source software and open models, built with sustainability in mind.',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    /** The side menu's drawer, as a dialog's name (when its code could not load). */
    menu: 'Menu',
  },
  topBar: {
    search: 'Search',
    newProject: 'New Project',
  },
  userMenu: {
    open: '{{initials}}, Open user menu',
    fallbackName: 'User',
    role: 'Administrator',
    team: 'Team Management',
    apiKeys: 'API Keys',
    billing: 'Billing & Usage',
    settings: 'Settings',
    support: 'Support',
    apiDocs: 'API Docs',
    signOut: 'Sign Out',
  },
  supportButton: 'Support',
  skipToContent: 'Skip to content',
} as const;
