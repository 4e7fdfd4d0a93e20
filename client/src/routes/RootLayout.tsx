import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../features/shell/ErrorBoundary.tsx';
import { Footer } from '../features/shell/Footer.tsx';
import { ScreenBoundary } from '../features/shell/ScreenBoundary.tsx';
import { CookieBanner } from '../features/consent/LazyCookieBanner.ts';
import { ScrollToTop } from './ScrollToTop.tsx';

/** Every screen: scroll reset, the screen, the footer, the cookie banner. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <ScreenBoundary>
        <Outlet />
      </ScreenBoundary>
      <Footer pathname={pathname} />
      {/* its own chunk: it shows a second after load; without it the page still works */}
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}
