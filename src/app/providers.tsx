import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';

import { DEFAULT_THEME, LOCAL_STORAGE_KEYS } from '@/config';

import { system } from './theme/system';

// next-themes renders its own pre-paint <script>, which never runs in a client-rendered app (index.html
// has the working copy) and makes React warn. As a data block it stays inert and React stays quiet.
const INERT_THEME_SCRIPT = { type: 'text/plain' } as const;

interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Everything a screen needs around it: Chakra styles and the colour mode (next-themes puts `light`/`dark` on
 * <html>; index.html applies the stored one before first paint). The query client is not among them: the parts that
 * use it provide it with their code (the signed-in layout, the sign-up view, the mock panel).
 */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
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
