/**
 * The shell (spec part 1 §1): fixed top bar, a side bar of about 15% (at least 220 px) and the
 * content area. On narrow screens the side bar becomes a drawer opened from the top bar, below it
 * (issue #21 §1: the bar stays on top, so the drawer starts under it and every group can be tapped).
 * A skip link comes first and every route change focuses the new page's heading (issue #21 §3).
 */
import { Box, Drawer, Toolbar } from '@mui/material';
import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { Loading, useI18nProvider, useTranslate } from 'react-admin';
import type { CharterI18nProvider } from '../i18n/index.ts';
import { useLocation } from 'react-router-dom';
import { ManagerPrompt } from '../login/ManagerPrompt.tsx';
import { SchemaList } from '../schema/screens.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { SessionWatcher } from './SessionWatcher.tsx';
import { SideMenu } from './SideMenu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { TopBar } from './TopBar.tsx';
import { useRouteFocus } from './useRouteFocus.ts';

const SIDEBAR = { width: '15%', minWidth: 220, maxWidth: 320 };

/** Most menu entries open a generated list: its code is fetched while the user reads the page. */
function usePreloadList() {
  useEffect(() => {
    const preload = () => void SchemaList.preload().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return void setTimeout(preload, 500);
    const id = requestIdleCallback(preload, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }, []);
}

/**
 * Nothing of the shell renders before the whole catalogue is in (only the sign-in subset is loaded
 * before sign-in): this suspends inside App's Suspense, so every shell text is translated on its
 * first render and none needs a re-render after the phrases are swapped.
 */
export const Layout = ({ children }: { children?: ReactNode }) => {
  const i18nProvider = useI18nProvider() as Partial<CharterI18nProvider>;
  if (i18nProvider.complete) use(i18nProvider.complete());
  return <Shell>{children}</Shell>;
};

const Shell = ({ children }: { children?: ReactNode }) => {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const translate = useTranslate();
  const main = useRef<HTMLElement>(null);
  usePreloadList();
  useRouteFocus(main, pathname);
  const menuLabel = translate('charter.shell.main_menu');
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <SkipLink />
      <TopBar
        drawerId="navigation-drawer"
        drawerOpen={drawerOpen}
        onToggleMenu={() => setDrawerOpen((open) => !open)}
      />
      <Toolbar aria-hidden />
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
        <Box
          component="nav"
          aria-label={menuLabel}
          sx={{
            ...SIDEBAR,
            flexShrink: 0,
            display: { xs: 'none', md: 'block' },
            position: 'sticky',
            top: { xs: 56, sm: 64 },
            alignSelf: 'flex-start',
            height: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' },
            overflowY: 'auto',
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <SideMenu />
        </Box>
        <Drawer
          id="navigation-drawer"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' } }}
          slotProps={{ paper: { sx: { width: 'min(280px, 85vw)' } } }}
        >
          {/* The top bar sits above the drawer: this spacer, as tall as the bar at every size and
              orientation, starts the menu below it. */}
          <Toolbar aria-hidden />
          <Box component="nav" aria-label={menuLabel}>
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </Box>
        </Drawer>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          ref={main}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}
        >
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
      <SessionWatcher />
      <ManagerPrompt />
    </Box>
  );
};
