/**
 * The command palette (spec section 2). Mount `<CommandPalette />` once in the signed-in shell: it is a
 * few hundred bytes that listen for Ctrl/Cmd+K; the dialog itself (search, data sources, Chakra Dialog)
 * is a separate chunk loaded on the first opening. The top bar's trigger calls `openCommandPalette()`
 * (or `useCommandPalette().open`) and may call `preloadCommandPalette()` on hover/focus.
 * Recent entries live in localStorage under 'command_palette_recent' (recent.ts).
 */
export { CommandPalette } from './command-palette';
export type { PaletteCommands } from './palette-commands';
export { preloadCommandPalette } from './load-palette';
export {
  closeCommandPalette,
  openCommandPalette,
  toggleCommandPalette,
  useCommandPalette,
  type CommandPaletteControls,
} from './palette-store';
