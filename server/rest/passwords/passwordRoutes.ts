// Password resets: admin/addSession (a reset link), admin/resetAccountPassword
// (spending one), and admin/requestPasswordReset (the sign-in screens' "forgot
// password").
import type { Route } from '../route.ts';
import { createResetLinkByUsername } from '../../services/passwords/resetLinks.ts';
import { resetAccountPassword } from '../../services/passwords/resetPassword.ts';
import { requestPasswordReset } from '../../services/passwords/forgotPassword.ts';

export const adminRoutes: Record<string, Route> = {
  addSession: {
    access: 'admin',
    handle: async (ctx, body) => {
      const link = await createResetLinkByUsername(ctx, body.username);
      return { token: link.token, username: link.username, path: link.path, expiresAt: link.expiresAt };
    },
  },
  resetAccountPassword: {
    access: 'public',
    perAddressLimit: true,
    handle: async (ctx, body) => {
      const done = await resetAccountPassword(ctx, { username: body.username, password: body.password, token: body.token });
      return { message: 'processSuccess', username: done.username, level: done.level };
    },
  },
  requestPasswordReset: {
    access: 'public',
    perAddressLimit: true,
    handle: async (ctx, body) => {
      await requestPasswordReset(ctx, { login: body.username ?? body.email, level: body.level, origin: body.origin, locale: body.locale });
      return { message: 'resetMailSent' };
    },
  },
};
