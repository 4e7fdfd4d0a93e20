import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { PageEnd } from '../features/shell/PageEnd.tsx';
import { ScreenBoundary } from '../features/shell/ScreenBoundary.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { useReloadOnSessionChange } from './useReloadOnSessionChange.ts';

/** Every screen: scroll reset, the screen, the footer, the cookie banner. */
export function RootLayout() {
  const { pathname } = useLocation();
  useReloadOnSessionChange();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <ScreenBoundary>
        <Outlet />
      </ScreenBoundary>
      <PageEnd pathname={pathname} />
    </Box>
  );
}
