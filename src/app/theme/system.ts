import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';

import { brandConfig } from './brand';

let created: SystemContext | undefined;

/**
 * The console's Chakra system: Chakra's default config (every recipe) with the console's look on top.
 * Created on first call rather than when the entry is evaluated, so main.tsx can create it while the auth
 * status call is on the network, in a task of its own instead of in the first render's.
 */
export function consoleSystem(): SystemContext {
  created ??= createSystem(defaultConfig, brandConfig);
  return created;
}
