import { Box, Flex, Link, useBreakpointValue } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { SessionUser } from '@/api/session-user';
import { currentVersionInfo } from '@/config';
import { useServerPreferences } from '@/session/preferences';
import { useTranslation } from '@/i18n';
import { STAGE_BANNER_HEIGHT, StageBanner } from '@/ui/version';
import { LazyNavDrawer } from './lazy-nav-drawer';
import { Sidebar } from './sidebar';
import { SupportButton } from './support-button';
import { TopBar } from './top-bar';

interface AppShellProps {
  user: SessionUser | undefined;
  onSearch: () => void;
  onNewProject: () => void;
  /** Global pieces mounted once for the signed-in app (command palette, New Project dialog…). */
  children?: ReactNode;
}

/** The signed-in app's frame (spec section 2): side menu, top bar, support button. */
export function AppShell({ user, onSearch, onNewProject, children }: AppShellProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  useServerPreferences(user);
  // The side menu is beside the page from the lg breakpoint on; below it the top bar's menu button opens
  // it in a drawer (which a window widened past lg closes). Below lg it is not rendered at all rather than
  // hidden with CSS, so a phone's first render has far fewer elements. Read from the window on the
  // first render, so a wide screen shows no flash.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  // The side menu stays within the viewport below the STAGE banner, which stays on top as the page scrolls.
  const bannerHeight = currentVersionInfo().showStageBanner ? STAGE_BANNER_HEIGHT : '0px';

  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main"
        position="absolute"
        top="-20"
        left="2"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        {t('layout.skipToContent')}
      </Link>
      <Box position="sticky" top="0" zIndex="sticky">
        <StageBanner />
      </Box>
      <Flex flex="1" minH="0">
        {wide && (
          <Box
            as="aside"
            borderEndWidth="1px"
            position="sticky"
            top={bannerHeight}
            h={`calc(100dvh - ${bannerHeight})`}
            overflowY="auto"
          >
            <Sidebar />
          </Box>
        )}
        <Flex direction="column" flex="1" minW="0">
          <TopBar
            user={user}
            onOpenMenu={wide ? undefined : () => setMenuOpen(true)}
            onSearch={onSearch}
            onNewProject={onNewProject}
          />
          <Box
            as="main"
            id="main"
            tabIndex={-1}
            flex="1"
            px={{ base: '4', md: '8' }}
            pt={{ base: '6', md: '8' }}
            // Room below the last content for the floating Support button, so it never covers an action.
            pb="24"
            outline="none"
          >
            <Outlet />
          </Box>
        </Flex>
      </Flex>
      <LazyNavDrawer open={menuOpen && !wide} onClose={() => setMenuOpen(false)} needed={!wide} />
      <SupportButton />
      {children}
    </Flex>
  );
}
