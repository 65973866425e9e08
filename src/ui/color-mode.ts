import { useTheme } from 'next-themes';

import { DEFAULT_THEME, isTheme, type Theme } from '@/config';

export interface ColorMode {
  /** The user's preference: system, light or dark (default system). */
  theme: Theme;
  /** What is shown now: system resolved through the OS preference. */
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

/** The colour mode kept by next-themes in localStorage['theme'] (see src/app/providers.tsx). */
export function useColorMode(): ColorMode {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return {
    theme: isTheme(theme) ? theme : DEFAULT_THEME,
    resolvedTheme: resolvedTheme === 'dark' ? 'dark' : 'light',
    setTheme,
  };
}
