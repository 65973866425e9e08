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
  },
  loading: 'Loading your account…',
  statusFailed: 'We could not check your sign-in status.',
  retry: 'Try again',
} as const;
