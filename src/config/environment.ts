/**
 * The deployment the console runs in, from the page's host (spec section 4), and its API base URL (spec
 * section 7). Pure functions take their inputs; `current*` read `window.location` and the build-time
 * environment.
 */

export const APP_ENVIRONMENTS = ['production', 'staging', 'development'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

/** Port of the API server in local development. */
export const DEVELOPMENT_API_PORT = 3000;

/** The part of `Location` the URL rules need. */
export interface HostLocation {
  readonly hostname: string;
}

/** Lower-cased host name without port, IPv6 brackets or trailing dot. */
export function normaliseHostname(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value.slice(1) : value.slice(1, end);
  }
  const colons = value.split(':').length - 1;
  // One colon is `host:port`; more are a bare IPv6 address.
  const name = colons === 1 ? value.slice(0, value.indexOf(':')) : value;
  return name.replace(/\.$/, '');
}

function ipv4Octets(hostname: string): number[] | null {
  const parts = hostname.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

function isLocalIpv4(hostname: string): boolean {
  const octets = ipv4Octets(hostname);
  if (!octets) return false;
  const [a = -1, b = -1] = octets;
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    octets.every((octet) => octet === 0)
  );
}

/** Loopback, a private LAN IPv4 (a phone trying a `vite --host` dev server), or no host (a file). */
function isDevelopmentHost(hostname: string): boolean {
  return (
    hostname === '' ||
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '::1' ||
    isLocalIpv4(hostname)
  );
}

function isStageLabel(label: string): boolean {
  return label === 'stage' || label.startsWith('stage-');
}

/** Index of the last stage label among the subdomain labels, or -1. */
function stageLabelIndex(labels: readonly string[]): number {
  for (let index = labels.length - 3; index >= 0; index -= 1) {
    if (isStageLabel(labels[index] ?? '')) return index;
  }
  return -1;
}

/**
 * Development; staging when a subdomain label is `stage` or starts with `stage-` (whole labels, and never the
 * site's own two, so `stage.eu` is production); else production.
 */
export function environmentFromHost(host: string): AppEnvironment {
  const hostname = normaliseHostname(host);
  if (isDevelopmentHost(hostname)) return 'development';
  return stageLabelIndex(hostname.split('.')) === -1 ? 'production' : 'staging';
}

/** The site's root domain: stage labels and a leading `www.` or `console.` removed. */
export function rootDomain(hostname: string): string {
  const labels = normaliseHostname(hostname).split('.');
  const afterStage = labels.slice(stageLabelIndex(labels) + 1);
  const [first] = afterStage;
  const withoutApp = first === 'www' || first === 'console' ? afterStage.slice(1) : afterStage;
  return withoutApp.join('.');
}

function developmentApiBaseUrl(hostname: string): string {
  const name = normaliseHostname(hostname) || 'localhost';
  const host = name.includes(':') ? `[${name}]` : name;
  return `http://${host}:${DEVELOPMENT_API_PORT}`;
}

/**
 * Base URL of the platform API, without a trailing slash:
 * production `https://api.<root>`, staging `https://api.stage.<root>`, development
 * `http://<page host>:3000`. A non-blank `override` (build-time `VITE_API_BASE_URL`) wins; it
 * may be relative (`/api`) to go through a same-origin proxy.
 */
export function apiBaseUrl(env: AppEnvironment, location: HostLocation, override?: string): string {
  const configured = override?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  switch (env) {
    case 'development':
      return developmentApiBaseUrl(location.hostname);
    case 'staging':
      return `https://api.stage.${rootDomain(location.hostname)}`;
    case 'production':
      return `https://api.${rootDomain(location.hostname)}`;
  }
}

export function currentEnvironment(): AppEnvironment {
  return environmentFromHost(window.location.hostname);
}

export function currentApiBaseUrl(): string {
  return apiBaseUrl(currentEnvironment(), window.location, import.meta.env.VITE_API_BASE_URL);
}
