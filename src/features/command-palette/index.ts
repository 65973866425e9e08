export { CommandPalette } from './command-palette';
export { preloadCommandPalette } from './load-palette';
export {
  closeCommandPalette,
  openCommandPalette,
  toggleCommandPalette,
  useCommandPalette,
  type CommandPaletteControls,
} from './palette-store';
export { COMMAND_PALETTE_RECENT_STORAGE_KEY } from './recent';
export { searchEntries, type Searchable } from './search';
