import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  apiBaseUrl,
  currentApiBaseUrl,
  currentEnvironment,
  environmentFromHost,
  normaliseHostname,
  rootDomain,
  type AppEnvironment,
} from './environment';

describe('environmentFromHost', () => {
  it.each<[host: string, expected: AppEnvironment]>([
    // development
    ['localhost', 'development'],
    ['localhost:5173', 'development'],
    ['LOCALHOST.', 'development'],
    ['console.localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['127.0.0.1:4173', 'development'],
    ['127.1.2.3', 'development'],
    ['[::1]', 'development'],
    ['[::1]:5173', 'development'],
    ['::1', 'development'],
    ['0.0.0.0', 'development'],
    ['192.168.1.20', 'development'],
    ['10.0.0.5:5173', 'development'],
    ['172.16.0.1', 'development'],
    ['172.31.255.255', 'development'],
    ['', 'development'],
    // staging
    ['stage.example.eu', 'staging'],
    ['console.stage.example.eu', 'staging'],
    ['stage-console.example.eu', 'staging'],
    ['stage.console.example.eu', 'staging'],
    ['Stage.Example.EU:443', 'staging'],
    // production
    ['example.eu', 'production'],
    ['console.example.eu', 'production'],
    ['www.example.eu', 'production'],
    ['notstage.example.eu', 'production'],
    ['backstage.example.eu', 'production'],
    ['stagecoach.example.eu', 'production'],
    ['console.example-stage.eu', 'production'],
    ['stage.eu', 'production'],
    ['example.stage', 'production'],
    ['evil-localhost.com', 'production'],
    ['localhost.evil.com', 'production'],
    ['127.0.0.1.nip.io', 'production'],
    ['172.32.0.1', 'production'],
    ['192.169.0.1', 'production'],
    ['8.8.8.8', 'production'],
    ['[2001:db8::1]', 'production'],
  ])('%s → %s', (host, expected) => {
    expect(environmentFromHost(host)).toBe(expected);
  });
});

describe('normaliseHostname', () => {
  it.each([
    ['Console.Example.EU', 'console.example.eu'],
    ['example.eu:8443', 'example.eu'],
    ['example.eu.', 'example.eu'],
    ['[::1]:5173', '::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['  localhost  ', 'localhost'],
  ])('%s → %s', (host, expected) => {
    expect(normaliseHostname(host)).toBe(expected);
  });
});

describe('rootDomain', () => {
  it.each([
    ['example.eu', 'example.eu'],
    ['www.example.eu', 'example.eu'],
    ['console.example.eu', 'example.eu'],
    ['app.example.eu', 'app.example.eu'],
    ['stage.example.eu', 'example.eu'],
    ['console.stage.example.eu', 'example.eu'],
    ['stage-console.example.eu', 'example.eu'],
    ['stage.console.example.eu', 'example.eu'],
  ])('%s → %s', (hostname, expected) => {
    expect(rootDomain(hostname)).toBe(expected);
  });
});

describe('apiBaseUrl', () => {
  it.each<[env: AppEnvironment, hostname: string, override: string | undefined, expected: string]>([
    ['production', 'console.example.eu', undefined, 'https://api.example.eu'],
    ['production', 'www.example.eu', undefined, 'https://api.example.eu'],
    ['production', 'example.eu', undefined, 'https://api.example.eu'],
    ['staging', 'stage.example.eu', undefined, 'https://api.stage.example.eu'],
    ['staging', 'console.stage.example.eu', undefined, 'https://api.stage.example.eu'],
    ['staging', 'stage-console.example.eu', undefined, 'https://api.stage.example.eu'],
    ['development', 'localhost', undefined, 'http://localhost:3000'],
    ['development', '127.0.0.1', undefined, 'http://127.0.0.1:3000'],
    ['development', '[::1]', undefined, 'http://[::1]:3000'],
    ['development', '192.168.1.20', undefined, 'http://192.168.1.20:3000'],
    ['development', '', undefined, 'http://localhost:3000'],
    // a build-time override wins in every environment; blank means unset
    ['production', 'console.example.eu', 'https://api.example.test', 'https://api.example.test'],
    ['staging', 'stage.example.eu', 'https://api.example.test/', 'https://api.example.test'],
    ['development', 'localhost', 'http://localhost:4010//', 'http://localhost:4010'],
    ['development', 'localhost', ' /api ', '/api'],
    ['development', 'localhost', '/', ''],
    ['development', 'localhost', '', 'http://localhost:3000'],
    ['production', 'console.example.eu', '   ', 'https://api.example.eu'],
  ])('%s on %s with override %j → %s', (env, hostname, override, expected) => {
    expect(apiBaseUrl(env, { hostname }, override)).toBe(expected);
  });
});

describe('current environment (jsdom page on localhost)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads the host of window.location', () => {
    expect(window.location.hostname).toBe('localhost');
    expect(currentEnvironment()).toBe('development');
  });

  it('derives the API base URL when VITE_API_BASE_URL is unset', () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    expect(currentApiBaseUrl()).toBe('http://localhost:3000');
  });

  it('uses VITE_API_BASE_URL when set', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://mock.example.test/');
    expect(currentApiBaseUrl()).toBe('https://mock.example.test');
  });
});
