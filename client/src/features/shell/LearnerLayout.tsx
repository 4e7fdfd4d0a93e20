import Box from '@mui/material/Box';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, useLocation } from 'react-router';
import { CHAT_BUTTON_CLEARANCE, keepsChatClearance, showsChat } from '../assistant/chatScreens.ts';
import { useStoredItem } from '../../storage/browserStorage.ts';
import { assistant } from '../../routes/lazyScreens.ts';
import type { LearnerToolbarMenusQuery } from '../learner/toolbar/__generated__/LearnerToolbarMenusQuery.graphql.ts';
import { LearnerToolbar } from './LearnerToolbar.tsx';
import { OptionalPart } from './OptionalPart.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';

/**
 * The learner screens under the learner toolbar; the course assistant's chat
 * on the screens that show it, for a signed-in learner. The route loads the
 * toolbar menus' query for a signed-in learner past the sign-in page.
 */
export function LearnerLayout({ queryRef }: { queryRef: PreloadedQuery<LearnerToolbarMenusQuery> | null }) {
  const { pathname } = useLocation();
  const learnerToken = useStoredItem('learnerToken');
  return (
    <>
      <LearnerToolbar menusRef={queryRef} />
      {/* the chat button floats over the screen: its content ends above it */}
      <Box component="main" sx={{ flexGrow: 1, pb: learnerToken && keepsChatClearance(pathname) ? `${CHAT_BUTTON_CLEARANCE}px` : 0 }}>
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </Box>
      {learnerToken && showsChat(pathname) && (
        <OptionalPart>
          <assistant.ChatWidget />
        </OptionalPart>
      )}
    </>
  );
}
