import { createContext, useContext } from 'react';

import type { PaletteCommand } from './entries';

/**
 * What the palette can do beyond navigating, each run by a handler the app hands in (features do not import
 * each other): `newProject` opens the New Project dialog. A command without a handler is not offered.
 */
export type PaletteCommands = Partial<Record<PaletteCommand, () => void>>;

export const PaletteCommandsContext = createContext<PaletteCommands>({});

export const usePaletteCommands = (): PaletteCommands => useContext(PaletteCommandsContext);
