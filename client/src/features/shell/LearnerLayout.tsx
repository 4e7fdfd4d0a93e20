import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { showsChat } from '../assistant/chatScreens.ts';
import { useStoredItem } from '../../storage/browserStorage.ts';
import { ChatWidget } from '../../routes/lazyScreens.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LearnerToolbar } from './LearnerToolbar.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';

/** The learner screens under the learner toolbar; the course assistant's chat on the screens that show it, for a signed-in learner. */
export function LearnerLayout() {
  const { pathname } = useLocation();
  const learnerToken = useStoredItem('learnerToken');
  return (
    <>
      <LearnerToolbar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </Box>
      {learnerToken && showsChat(pathname) && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ChatWidget />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
