// The administrators' sign-in and sign-out: admin/accountLogin, admin/accountLogout.
import { adminSignInInput } from '../../../domain/session/sessionInputs.ts';
import { levelOfRole, signInAdmin } from '../../services/session/identities.ts';
import { closeSession } from '../../services/session/sessions.ts';
import { route, type Route } from '../route.ts';

export const adminRoutes: Record<string, Route> = {
  accountLogin: route({
    access: 'public',
    perAddressLimit: true,
    duringMaintenance: true,
    // The spec's sign-in form sends no level: the identity's own role is signed in (and its level answered).
    body: adminSignInInput,
    handle: async (ctx, input) => {
      const session = await signInAdmin(ctx, input);
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
  }),
  accountLogout: { access: 'admin', handle: (ctx) => closeSession(ctx) },
};
