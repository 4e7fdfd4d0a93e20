// Verified sign-in: user/requestSignInCode mails a one-time code to the e-mail
// (organisations with verifiedSignIn on); user/login and user/setUserInfo take
// it as `code` (docs/decisions/verifiedSignIn.md).
import { requestSignInCode } from '../../services/signInCodes/requestSignInCode.ts';
import type { Route } from '../route.ts';

export const signInCodeUserRoutes: Record<string, Route> = {
  requestSignInCode: {
    access: 'public',
    perAddressLimit: true,
    handle: (ctx, body) => requestSignInCode(ctx, { email: body.email, locale: body.locale }),
  },
};
