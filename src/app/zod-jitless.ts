/**
 * zod 4 probes `new Function` once, which the production CSP refuses and reports; `jitless` skips the probe.
 * Set on zod's global config, not `z.config()`, so it is in place before the first zod module is evaluated;
 * main.tsx imports this first.
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}

const global = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
// The same object zod keeps (it takes an existing one), should a zod module have been evaluated already.
(global.__zod_globalConfig ??= {}).jitless = true;
