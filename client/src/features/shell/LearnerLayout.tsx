import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { LearnerToolbar } from './LearnerToolbar.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';

/** The learner screens under the learner toolbar. */
export function LearnerLayout() {
  return (
    <>
      <LearnerToolbar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </Box>
    </>
  );
}
