import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { CookieBanner } from '../features/consent/CookieBanner.tsx';
import { Footer } from '../features/shell/Footer.tsx';
import { ScreenBoundary } from '../features/shell/ScreenBoundary.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** Every screen: scroll reset, the screen, the footer, the cookie banner. */
export function RootLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <ScreenBoundary>
        <Outlet />
      </ScreenBoundary>
      <Footer />
      <CookieBanner />
    </Box>
  );
}
