/**
 * Business constants and limits (spec section 9, plus the few fixed values of sections 1, 2 and 7
 * that several features share). One source for each fact: features and tests import from here.
 */

// The plan catalogue lives in its own module; re-exported so the many importers keep one import path.
export * from './plans';

// --- Wallet top-up and automatic recharge ------------------------------------------------------

/** A top-up or automatic recharge, in euros VAT included: the contract's bounds (CreateTopUpRequest). */
export const TOP_UP_MIN = 5;
export const TOP_UP_MAX = 1_000;
/** The amounts the top-up dialog offers first. */
export const TOP_UP_PRESETS = [10, 25, 50, 100] as const;
/** The automatic recharge's threshold bounds (AutoRecharge), as the low-balance warning's. */
export const AUTO_RECHARGE_THRESHOLD_MAX = 100_000;

// --- Registration wizard and validation limits ---------------------------------------------

/** Wizard steps in order; a step's index is its position here (spec sections 2 and 8). */
export const WIZARD_STEPS = ['account', 'company', 'plan', 'payment', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

export const PASSWORD_MIN_LENGTH = 8;
export const USER_NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MIN_LENGTH = 2;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const VAT_NUMBER_MIN_LENGTH = 3;

/** The VAT lookup runs only once the field holds at least this many characters. */
export const VAT_LOOKUP_MIN_LENGTH = 9;

/** 10 to 12 digits (non-digits removed) not starting with SE are a Swedish organisation number. */
export const ORGANISATION_NUMBER_MIN_DIGITS = 10;
export const ORGANISATION_NUMBER_MAX_DIGITS = 12;

/** An organisation number becomes SE + its last 10 digits + 01. */
export const SWEDISH_VAT_PREFIX = 'SE';

/** How many leading characters of an API key identify it in lists (`sk-eu-3f9a`). */
export const API_KEY_DISPLAY_LENGTH = 10;
export const SWEDISH_VAT_SUFFIX = '01';
export const SWEDISH_VAT_ORGANISATION_DIGITS = 10;
export const SWEDISH_VAT_PATTERN = /^SE\d{10}01$/;

// --- Timings (milliseconds) ----------------------------------------------------------------

export const HEALTH_POLL_INTERVAL_MS = 60_000;
export const REGISTRATION_SUCCESS_REDIRECT_DELAY_MS = 2_000;
export const REGISTRATION_RATE_LIMIT_LOCKOUT_MS = 60_000;
export const VAT_AUTOFILL_MESSAGE_DURATION_MS = 3_000;
export const BANNER_FADE_DURATION_MS = 300;
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
  /** When the console last signed in again after a 401, so a second expiry does not loop. */
  lastReauthentication: 'auth_reauth_at',
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

// --- Model test calls (spec section 7) -----------------------------------------------------

export const MODEL_TEST_DEFAULTS = {
  temperature: 0.7,
  maxTokens: 150,
  topP: 1,
  stream: false,
  encodingFormat: 'float',
} as const;

// --- Release --------------------------------------------------------------------------------

/** The console's version; kept equal to package.json (a test checks). */
export const APP_VERSION = '1.1.15';
