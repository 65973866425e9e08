// Build-time variables of the console (Vite `import.meta.env`); merges with Vite's own
// `ImportMetaEnv`. Read through src/config, except VITE_MOCK_MODE (the app's mock set-up).
interface ImportMetaEnv {
  /** API base URL; wins over the one derived from the host (e.g. `http://localhost:4010`). */
  readonly VITE_API_BASE_URL?: string;
  /** Version type of this build when it is not the environment's own: `rc` or `pr`. */
  readonly VITE_VERSION_TYPE?: string;
  /** Feature-flag overrides, e.g. `databases,vpn,-team`. */
  readonly VITE_FEATURE_FLAGS?: string;
  /** External helpdesk (default `https://support.<domain>`). */
  readonly VITE_SUPPORT_URL?: string;
  /** API documentation (default `https://docs.<domain>`). */
  readonly VITE_API_DOCS_URL?: string;
  /** Base of the legal documents the wizard links (default `https://<domain>/legal`). */
  readonly VITE_LEGAL_URL?: string;
  /** The card provider's (Stripe's) publishable key, `pk_test_…` or `pk_live_…`; without it, the stand-in. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  /** The API client's timeout in ms (default 15000); the e2e build shortens it for the hang faults. */
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  /** A query's first retry delay in ms, doubling (default 1000); the e2e build shortens it. */
  readonly VITE_QUERY_RETRY_DELAY_MS?: string;
  /** Set to run against the mock platform. */
  readonly VITE_MOCK_MODE?: string;
  /** The mock platform's control-API token (its MOCK_CONTROL_TOKEN), sent by the mock panel when set. */
  readonly VITE_MOCK_CONTROL_TOKEN?: string;
}
