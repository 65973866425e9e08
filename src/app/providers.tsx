import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';

import { DEFAULT_THEME, LOCAL_STORAGE_KEYS } from '@/config';

import { consoleSystem } from './theme/system';

// next-themes renders its own pre-paint <script>, which never runs in a client-rendered app (index.html
// has the working copy) and makes React warn. As a data block it stays inert and React stays quiet.
const INERT_THEME_SCRIPT = { type: 'text/plain' } as const;

interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Everything a screen needs around it: Chakra styles and the colour mode (next-themes puts `light`/`dark` on
 * <html>; index.html applies the stored one before first paint). The query client's provider is the app's
 * (app.tsx), so a test can give its own.
 */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <ChakraProvider value={consoleSystem()}>
      <ThemeProvider
        attribute="class"
        storageKey={LOCAL_STORAGE_KEYS.theme}
        defaultTheme={DEFAULT_THEME}
        enableSystem
        disableTransitionOnChange
        scriptProps={INERT_THEME_SCRIPT}
      >
        {children}
      </ThemeProvider>
    </ChakraProvider>
  );
}
