/** Sign-in view, sign-up host, sign-out (spec section 2, Auth dialog and /signout). */
export const authEn = {
  signIn: {
    welcome: 'Welcome back',
    intro: 'Sign in to manage your models, API keys, team and billing.',
    button: 'Sign In',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
    close: 'Close and sign out completely',
    redirecting: 'Taking you to sign-in…',
  },
  signUp: {
    title: 'Create your account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  signOut: {
    title: 'Signing out...',
    body: 'Please wait while we log you out.',
    failed: {
      title: 'Sign-out did not complete',
      unreachable: 'The server could not be reached, so your session could not be ended.',
      serverError: 'The server answered with an error, so your session could not be ended.',
      stillSignedIn: 'You may still be signed in on this device. Try again before you leave it.',
      retry: 'Try signing out again',
      backToConsole: 'Back to the console',
    },
  },
  loading: 'Loading your account…',
  statusFailed: 'We could not check your sign-in status.',
  retry: 'Try again',
} as const;
