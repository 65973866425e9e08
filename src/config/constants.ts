/**
 * Constants several layers share: storage keys, timeouts, appearance, the release (spec sections 1, 4 and 9).
 * A domain's own limits live beside this file in their own modules (plans, wallet-limits, registration-rules,
 * model-test-defaults), so they ride in the code of the pages that use them; import all of them from '@/config'.
 */

// --- Lists -------------------------------------------------------------------------------------

/** How many leading characters of an API key identify it in lists (`sk-eu-3f9a`). */
export const API_KEY_DISPLAY_LENGTH = 10;

// --- Timings (milliseconds) ----------------------------------------------------------------

export const HEALTH_POLL_INTERVAL_MS = 60_000;
export const PROJECT_CREATION_SIMULATED_DELAY_MS = 1_500;

/**
 * Default timeout of an API call; the spec gives none. 15 s: long enough for the slowest calls
 * the console makes in normal use (a non-streaming test completion of 150 tokens on a cold
 * model, a VAT lookup that goes out to a national registry), short enough that a hung request
 * ends in REQUEST_TIMEOUT while the user is still waiting rather than the browser's minutes.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

/**
 * Timeout of the auth status call, on which every signed-in screen waits behind a spinner. A small answer,
 * so a shorter wait: a hung call ends in the status error screen after two timeouts (one retry) and the
 * retry's delay.
 */
export const AUTH_STATUS_TIMEOUT_MS = 8_000;

// --- Browser storage keys ------------------------------------------------------------------

/** localStorage: survives the tab. */
export const LOCAL_STORAGE_KEYS = {
  registrationFlow: 'registration_flow',
  authRedirect: 'auth_redirect',
  theme: 'theme',
  language: 'language',
  /**
   * 'true' while the theme (or language) in this browser was chosen with nobody signed in and no account holds
   * it yet: the next sign-in keeps it and saves it to the account (unsaved-preferences.ts).
   */
  themeUnsaved: 'theme_unsaved',
  languageUnsaved: 'language_unsaved',
  /** The command palette's last chosen entries. */
  commandPaletteRecent: 'command_palette_recent',
  /**
   * 'true' while this browser's last status call found the user signed in: a hint that lets start-up fetch
   * the signed-in app's code alongside the status call (main.tsx), never a reason to show anything.
   */
  signedInHint: 'signed_in_hint',
} as const;

/** sessionStorage: the signed-in user and the auth-status timestamp cache (spec section 4). */
export const SESSION_STORAGE_KEYS = {
  authUser: 'auth_user',
  authStatusTimestamp: 'auth_status_ts',
  /** What open forms held when the session ended, restored once the user has signed in again. */
  formDrafts: 'form_drafts',
  /** The registration wizard's tab-scoped draft. */
  registrationDraft: 'registration_draft',
  /** Until when (epoch ms) REGISTRATION_RATE_LIMIT_EXCEEDED blocks the wizard's submit; survives a reload. */
  registrationLockedUntil: 'registration_locked_until',
} as const;

// --- Appearance ----------------------------------------------------------------------------

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME = 'system' satisfies Theme;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Sidebar width in Chakra spacing units. */
export const SIDEBAR_WIDTH = 72;
/** Maximum height of the command palette's result panel. */
export const SEARCH_PANEL_MAX_HEIGHT = '60vh';

/** Dates are shown in the Swedish locale (spec section 1). */
export const DATE_LOCALE = 'sv-SE';

// --- Release --------------------------------------------------------------------------------

/** The console's version; kept equal to package.json (a test checks). */
export const APP_VERSION = '1.1.15';

// --- Mock platform --------------------------------------------------------------------------

/** The header that carries the mock platform's control-API token (`MOCK_CONTROL_TOKEN`), when one is set. */
export const CONTROL_TOKEN_HEADER = 'X-Mock-Control-Token';

/** Where the mock platform serves its testers' guide (docs/mock-platform.md: test cards, accounts, faults). */
export const MOCK_GUIDE_PATH = '/__mock/guide';
