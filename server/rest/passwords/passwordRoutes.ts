// Password resets: admin/addSession (a reset link), admin/resetAccountPassword,
// and the sign-in screens' "forgot password".
import type { Route } from '../route.ts';
import { createResetLinkByUsername } from '../../services/passwords/resetLinks.ts';

export const passwordAdminRoutes: Record<string, Route> = {
  addSession: {
    access: 'admin',
    handle: async (ctx, body) => {
      const link = await createResetLinkByUsername(ctx, body.username);
      return { token: link.token, username: link.username, path: link.path, expiresAt: link.expiresAt };
    },
  },
};
