/**
 * The mock platform's settings from the environment: `MOCK_API_PORT`, `CONSOLE_ORIGINS`, `MOCK_SCENARIO`,
 * `MOCK_QUIET` (README).
 */
export const DEFAULT_CONSOLE_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
] as const;

export interface MockPlatformConfig {
  port: number;
  /** The origins the API is reached on: the OpenID Connect callback is registered for each. */
  apiOrigins: string[];
  /** `http://localhost:<port>/oidc`. */
  issuer: string;
  consoleOrigins: string[];
  scenario: string;
  quiet: boolean;
}

export function parseOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [...DEFAULT_CONSOLE_ORIGINS];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`CONSOLE_ORIGINS: ${entry} is not an http(s) origin`);
      }
      return url.origin;
    });
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): MockPlatformConfig {
  const port = Number(env.MOCK_API_PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`MOCK_API_PORT must be a port number, not ${env.MOCK_API_PORT}`);
  }
  return {
    port,
    apiOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    issuer: `http://localhost:${port}/oidc`,
    consoleOrigins: parseOrigins(env.CONSOLE_ORIGINS),
    scenario: env.MOCK_SCENARIO?.trim() || 'default',
    quiet: env.MOCK_QUIET === '1' || env.MOCK_QUIET === 'true',
  };
}
