import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';

import { brandConfig } from './brand';

let created: SystemContext | undefined;

/** The console's Chakra system: Chakra's default config (every recipe) with the console's look on top. */
export function consoleSystem(): SystemContext {
  created ??= createSystem(defaultConfig, brandConfig);
  return created;
}
