// The notifications bell of the administrators' toolbars (account home; usable
// on OrgHome): a count badge shown only when there are notifications (spec
// §2), live (useLiveNotifications), opening the list with clear.
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { visuallyHidden } from '../../theme/visuallyHidden.ts';
import { NotificationsDialog } from './NotificationsDialog.tsx';
import { notificationTextKey } from './notificationText.ts';
import { useLiveNotifications } from './useLiveNotifications.ts';
import type { NotificationsBell_viewer$key } from './__generated__/NotificationsBell_viewer.graphql.ts';

/** What the live region says, as keys: translated when shown. */
type Announcement = { key: 'arrived'; kind: string } | { key: 'cleared' } | null;

export function NotificationsBell({ viewerRef }: { viewerRef: NotificationsBell_viewer$key }) {
  const { t } = useTranslation();
  const viewer = useFragment(
    graphql`
      fragment NotificationsBell_viewer on Viewer {
        notifications {
          id
          kind
          ...NotificationsDialog_notifications
        }
      }
    `,
    viewerRef,
  );
  useLiveNotifications();
  const notifications = viewer.notifications ?? [];
  const [open, setOpen] = useState(false);
  const [said, say] = useState<Announcement>(null);
  useArrivals(notifications, say);

  return (
    <>
      {notifications.length > 0 && (
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={t('notifications.bell', { count: notifications.length })} aria-haspopup="dialog">
          <Badge badgeContent={notifications.length} max={99} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      )}
      {/* Always in the page, so that a screen reader hears what is put in it. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {said?.key === 'arrived' && t('notifications.arrived', { text: t(notificationTextKey(said.kind)) })}
        {said?.key === 'cleared' && t('notifications.cleared')}
      </Box>
      <NotificationsDialog
        open={open}
        notificationsRef={notifications}
        onClose={() => setOpen(false)}
        onCleared={() => {
          setOpen(false);
          say({ key: 'cleared' });
        }}
      />
    </>
  );
}

/** Says the newest notification that appeared since the first render (by subscription or poll). */
function useArrivals(notifications: readonly { readonly id: string; readonly kind: string }[], say: (announcement: Announcement) => void): void {
  const known = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const previous = known.current;
    known.current = new Set(notifications.map((notification) => notification.id));
    const fresh = previous && notifications.find((notification) => !previous.has(notification.id));
    if (fresh) say({ key: 'arrived', kind: fresh.kind });
  }, [notifications, say]);
}
