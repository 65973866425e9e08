/**
 * Strings of the shell's screens the first screen may show: the maintenance screen and the error screens
 * (the command palette's and New Project's are in shell-app.en.ts). Texts quoted by the spec (sections 2
 * and 8) are kept to the letter.
 */
export const shellEn = {
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
  chunkError: {
    message: 'A new version of the console is available, or part of it could not be loaded.',
    reload: 'Reload',
  },
} as const;
