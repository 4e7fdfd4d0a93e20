// The legacy client's notifications: polled every 5 s, cleared by the bell.
import type { Route } from '../route.ts';
import { clearViewerNotifications, notificationUrl, viewerNotifications } from '../../services/notifications/notifications.ts';

export const adminRoutes: Record<string, Route> = {
  getUserNotifications: {
    access: 'admin',
    handle: async (ctx) => {
      const notifications = await viewerNotifications(ctx);
      // The legacy list is of files to download: a failed job has none.
      return notifications.filter((entry) => entry.url || entry.file).map((entry) => ({ url: notificationUrl(ctx, entry) }));
    },
  },
  clearUserNotifications: {
    access: 'admin',
    handle: async (ctx) => {
      await clearViewerNotifications(ctx);
      return true;
    },
  },
};
