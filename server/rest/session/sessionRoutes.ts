// The administrators' sign-in and sign-out: admin/accountLogin, admin/accountLogout.
import { AppError } from '../../errors.ts';
import { levelOfRole, roleByLevel, signInAdmin, type AdminLevel } from '../../services/session/identities.ts';
import { closeSession } from '../../services/session/sessions.ts';
import type { Route } from '../route.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const adminRoutes: Record<string, Route> = {
  accountLogin: {
    access: 'public',
    perAddressLimit: true,
    duringMaintenance: true,
    handle: async (ctx, body) => {
      // The spec's sign-in form sends no level: the identity's own role is signed in (and its level answered).
      const given = body.level === undefined || body.level === null || body.level === '' ? undefined : body.level;
      if (given !== undefined && !(typeof given === 'string' && Object.hasOwn(roleByLevel, given))) throw new AppError('invalid_data_entry', { field: 'level' });
      const session = await signInAdmin(ctx, { username: text(body.username), password: text(body.password), level: given as AdminLevel | undefined });
      const level = levelOfRole(session.role);
      return {
        _id: session.accountId ?? session.identityId,
        uid: session.identityId,
        username: session.username,
        email: session.email,
        role: session.role,
        level,
        token: session.token,
      };
    },
  },
  accountLogout: { access: 'admin', handle: (ctx) => closeSession(ctx) },
};
