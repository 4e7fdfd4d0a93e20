// Verified sign-in: user/requestSignInCode mails a one-time code to the e-mail
// (organisations with verifiedSignIn on); user/login and user/setUserInfo take
// it as `code` (docs/decisions/verifiedSignIn.md).
import { requestSignInCode } from '../../services/signInCodes/requestSignInCode.ts';
import { signInCodeRequest } from '../../../domain/signInCodes/signInCodeInputs.ts';
import { route, type Route } from '../route.ts';

export const userRoutes: Record<string, Route> = {
  requestSignInCode: route({
    access: 'public',
    perAddressLimit: true,
    body: signInCodeRequest,
    handle: (ctx, request) => requestSignInCode(ctx, request),
  }),
};
