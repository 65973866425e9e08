/**
 * zod 4 compiles object parsers with `new Function` when it may, and finds out by trying once. Under the
 * production Content Security Policy (no 'unsafe-eval', deploy/nginx/) that try is refused, and the browser
 * reports a `securitypolicyviolation` although zod catches the error. `jitless` skips the try; the parsers
 * are the same, only not compiled, which the policy rules out anyway.
 *
 * Set through the global every copy of zod reads its configuration from (zod/v4/core `globalConfig`), not
 * `z.config()`: importing zod here would put it in the first screen's bundle, which loads no zod. This module
 * is imported first by main.tsx, before any zod module is evaluated.
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}

const global = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
// The same object zod keeps (it takes an existing one), should a zod module have been evaluated already.
(global.__zod_globalConfig ??= {}).jitless = true;
