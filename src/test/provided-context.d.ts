// What vitest.config.ts provides to every test (`inject`).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How much a budget sized on the reference machine grows on this one (at least 1). */
    timeScale: number;
  }
}
