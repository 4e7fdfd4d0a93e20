// Password resets: admin/addSession (a reset link), admin/resetAccountPassword
// (spending one), and admin/requestPasswordReset (the sign-in screens' "forgot
// password").
import { legacyForgotPassword, passwordReset, resetLinkByUsername } from '../../../domain/passwords/passwordInputs.ts';
import { route, type Route } from '../route.ts';
import { createResetLinkByUsername } from '../../services/passwords/resetLinks.ts';
import { resetAccountPassword } from '../../services/passwords/resetPassword.ts';
import { requestPasswordReset } from '../../services/passwords/forgotPassword.ts';

export const adminRoutes: Record<string, Route> = {
  addSession: route({
    // who may is checked before the username: a platform admin, or a holder (for their own accounts' owners)
    access: ['PLATFORM_ADMIN', 'ORG_HOLDER'],
    body: resetLinkByUsername,
    handle: async (ctx, { username }) => {
      const link = await createResetLinkByUsername(ctx, username);
      return { token: link.token, username: link.username, path: link.path, expiresAt: link.expiresAt };
    },
  }),
  resetAccountPassword: route({
    access: 'public',
    perAddressLimit: true,
    body: passwordReset,
    handle: async (ctx, reset) => {
      const done = await resetAccountPassword(ctx, reset);
      return { message: 'processSuccess', username: done.username, level: done.level };
    },
  }),
  requestPasswordReset: route({
    access: 'public',
    perAddressLimit: true,
    body: legacyForgotPassword,
    handle: async (ctx, request) => {
      await requestPasswordReset(ctx, request);
      return { message: 'resetMailSent' };
    },
  }),
};
