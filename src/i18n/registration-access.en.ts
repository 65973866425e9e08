/**
 * Getting into and out of registration: the start for a visitor without a sign-in account, the session
 * that ends mid-way, and who is signed in while registering.
 */
export const registrationAccessEn = {
  start: {
    intro:
      'Registration starts with your sign-in account: you choose your email and password on our secure sign-in page. Then you come back here for your company details, plan and payment method.',
    createAccount: 'Create account',
    redirecting: 'Taking you to sign-up…',
    continueTitle: 'Continue your registration',
    continueIntro:
      'You are signed out. Sign in to continue where you left off: what you entered is kept in this browser tab.',
    signInToContinue: 'Sign in to continue',
    signInRedirecting: 'Taking you to sign-in…',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
  },
  sessionEnded: {
    title: 'Your session has ended',
    body: 'Sign in again to continue. What you entered is kept in this browser tab.',
    signIn: 'Sign in again',
  },
  signedInAs: 'Signed in as {{email}}',
  signOut: 'Sign out',
} as const;
