/* eslint-disable no-script-url, no-restricted-syntax -- hostile redirect values are this test's input */
import { describe, expect, it } from 'vitest';
import { isSignInOrOutPath, postSignInPath, safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://console.example.eu';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/api-keys', '/api-keys'],
    ['/models?type=chat#top', '/models?type=chat#top'],
    ['/team/../settings', '/settings'],
    ['/models/mistral%20small', '/models/mistral%20small'],
    // Look-alike slashes and separators stay inside the path, percent-encoded: still this origin.
    ['/\u2028/evil.example', '/%E2%80%A8/evil.example'],
    ['/\uFF0F/evil.example', '/%EF%BC%8F/evil.example'],
    ['/#//evil.example', '/#//evil.example'],
  ])('keeps the same-origin path %p', (value, expected) => {
    expect(safeRedirectPath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['http://console.example.eu.evil.example/'],
    ['https://console.example.eu@evil.example/'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(document.domain)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/%2F/evil.example'],
    ['/%5Cevil.example'],
    ['/..//evil.example'],
    ['/.//evil.example'],
    // Encoded dot segments are dot segments to the URL parser: they must not collapse into "//".
    ['/.%2e//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/x/..%2f..%2f/evil.example'],
    ['https:evil.example'],
    ['evil.example'],
    [''],
    [null],
    [undefined],
    [42],
    [{ toString: () => '/' }],
  ])('drops the hostile value %p', (value) => {
    expect(safeRedirectPath(value, ORIGIN)).toBeUndefined();
  });
});

describe('postSignInPath', () => {
  it('goes to the saved path when it is safe', () => {
    expect(postSignInPath('/billing', ORIGIN)).toBe('/billing');
  });

  it.each([['/auth'], ['/auth?step=1'], ['/auth/callback'], ['//evil.example'], [null]])(
    'goes to / instead of %p',
    (saved) => {
      expect(postSignInPath(saved, ORIGIN)).toBe('/');
    },
  );
});

describe('isSignInOrOutPath', () => {
  it('is the sign-in and sign-out screens and below them, with or without a trailing slash, and nothing else', () => {
    for (const path of ['/auth', '/auth/', '/auth/callback', '/signout', '/signout/']) {
      expect(isSignInOrOutPath(path)).toBe(true);
    }
    for (const path of ['/', '/authors', '/signouts', '/models', '/api-keys/auth']) {
      expect(isSignInOrOutPath(path)).toBe(false);
    }
  });
});
