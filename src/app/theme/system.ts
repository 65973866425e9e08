import { createSystem, defaultConfig } from '@chakra-ui/react';

import { brandConfig } from './brand';

/** The console's Chakra system: Chakra's default config (every recipe) with the console's look on top. */
export const system = createSystem(defaultConfig, brandConfig);
