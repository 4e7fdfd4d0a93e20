import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Footer } from '../features/shell/Footer.tsx';
import { ScreenBoundary } from '../features/shell/ScreenBoundary.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** Every screen: scroll reset, the screen, the footer. */
export function RootLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <ScreenBoundary>
        <Outlet />
      </ScreenBoundary>
      <Footer />
    </Box>
  );
}
